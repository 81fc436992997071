"""Property tests: whatever is done to a log, reading it loads or raises MjlogError, never else.

"Reading" is the whole way in of a viewer: ``load_game_bytes`` parses, replays every round and
cuts the record at the first break. Logs are mutated element by element (drop, duplicate, swap,
change an attribute, shift a tile id, insert a stray element, flip bytes) and cut at every byte
of a sample. The hand-written game always runs; corpus games join when ../shared/corpus is there.
The longer, coverage-guided search lives in fuzz/fuzz_reader.py.
"""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hostile.hostile_helpers import small_game
from viewer.formats.mjlog import MjlogError, parse_mjlog
from viewer.replay import load_game_bytes

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "mjlog"
CORPUS_SAMPLE = 6  # games, spread over the sources
_TOKEN = re.compile(rb"<[^<>]*>|[^<]+")
_ATTRIBUTE = re.compile(rb'(\w+)="([^"]*)"')
_NUMBER = re.compile(rb"\d+")

STRAY_ELEMENTS = [
    b"<INIT/>", b'<N who="0" m="0"/>', b'<REACH who="1" step="2"/>', b'<DORA hai="0"/>',
    b'<AGARI who="0" fromWho="0"/>', b'<RYUUKYOKU ba="0,0" sc="0"/>', b'<BYE who="9"/>',
    b'<UN n2="%41"/>', b"<T0/>", b"<D135/>", b"<W136/>", b"<X/>", b"</mjloggm>", b"<mjloggm>",
    b"<!-- note -->", b"<?pi x?>", b"text", b"&amp;", b"&undefined;", b"<a><b/></a>",
]  # fmt: skip
ODD_VALUES = [
    "", "0", "-1", "3", "4", "135", "136", "65535", "65536", "1e999", "nan", "inf", "x", " 7",
    "1_0", "٣", "0,0", ",,,", "9" * 400, "0," * 40,
]  # fmt: skip


def corpus_sample() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    files = sorted(p for p in CORPUS.glob("*/*") if p.is_file() and not p.name.endswith(".gz"))
    step = max(1, len(files) // CORPUS_SAMPLE)
    return files[::step][:CORPUS_SAMPLE]


SEEDS = [small_game()] + [p.read_bytes() for p in corpus_sample()]


def load_or_refuse(data: bytes) -> None:
    """The property: a loaded game replays in full, or one clean MjlogError comes out.

    The lazy reading a window may use (rounds read on first access) must keep to it too.
    """
    try:
        for rnd in parse_mjlog(data, lazy=True).rounds:
            assert rnd.events
    except MjlogError as exc:
        assert "\n" not in str(exc)
    try:
        game = load_game_bytes(data, "mutant.mjlog")
    except MjlogError as exc:
        text = str(exc)
        assert text.startswith("mutant.mjlog: ") and "\n" not in text and len(text) < 400, text
        if exc.partial is not None:
            assert exc.partial.rounds
        return
    assert game.record.rounds
    for number in range(game.timeline.round_count):
        assert game.timeline.states(number)
    assert game.problem is None or "\n" not in game.problem


# -- mutations -----------------------------------------------------------------------------------
def tokens(data: bytes) -> list[bytes]:
    return _TOKEN.findall(data)


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    data = draw(st.sampled_from(SEEDS))
    parts = tokens(data)
    for _ in range(draw(st.integers(1, 4))):
        if not parts:
            break
        i = draw(st.integers(0, len(parts) - 1))
        op = draw(
            st.sampled_from(["drop", "duplicate", "swap", "attribute", "number", "stray", "bytes"])
        )
        if op == "drop":
            del parts[i]
        elif op == "duplicate":
            parts.insert(draw(st.integers(0, len(parts))), parts[i])
        elif op == "swap":
            j = draw(st.integers(0, len(parts) - 1))
            parts[i], parts[j] = parts[j], parts[i]
        elif op == "attribute":
            parts[i] = mutate_attribute(draw, parts[i])
        elif op == "number":
            numbers = list(_NUMBER.finditer(parts[i]))
            if numbers:
                m = draw(st.sampled_from(numbers))
                value = draw(st.integers(-2, 140)) if draw(st.booleans()) else int(m[0][:6]) + 1
                parts[i] = parts[i][: m.start()] + str(value).encode() + parts[i][m.end() :]
        elif op == "stray":
            parts.insert(i, draw(st.sampled_from(STRAY_ELEMENTS)))
        else:
            raw = bytearray(parts[i])
            if raw:
                raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
            parts[i] = bytes(raw)
    out = b"".join(parts)
    if draw(st.integers(0, 9)) == 0:
        out = gzip.compress(out, mtime=0)
    return out


def mutate_attribute(draw: st.DrawFn, part: bytes) -> bytes:
    attributes = list(_ATTRIBUTE.finditer(part))
    if not attributes:
        return part
    m = draw(st.sampled_from(attributes))
    choice = draw(st.sampled_from(["remove", "odd", "drop value", "repeat value"]))
    if choice == "remove":
        return part[: m.start()] + part[m.end() :]
    if choice == "odd":
        value = draw(st.sampled_from(ODD_VALUES)).encode()
    else:
        values = m[2].split(b",")
        k = draw(st.integers(0, len(values) - 1))
        values = values[:k] + values[k + 1 :] if choice == "drop value" else values + values[k:]
        value = b",".join(values)
    return part[: m.start(2)] + value + part[m.end(2) :]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_logs_load_or_raise_mjlog_error(data: bytes) -> None:
    load_or_refuse(data)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SEEDS), st.data())
def test_swapping_neighbour_plays_loads_or_raises_mjlog_error(
    data: bytes, draw: st.DataObject
) -> None:
    # Out-of-order plays are what a badly merged or hand-edited log looks like.
    parts = tokens(data)
    for _ in range(draw.draw(st.integers(1, 6))):
        i = draw.draw(st.integers(1, len(parts) - 2))
        parts[i], parts[i + 1] = parts[i + 1], parts[i]
    load_or_refuse(b"".join(parts))


def test_cut_at_every_byte_of_the_hand_written_game() -> None:
    data = small_game()
    for end in range(len(data) + 1):
        load_or_refuse(data[:end])


def test_cut_at_every_byte_of_the_gzip_of_the_hand_written_game() -> None:
    packed = gzip.compress(small_game(), mtime=0)
    for end in range(len(packed) + 1):
        load_or_refuse(packed[:end])


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/corpus is not present")
@pytest.mark.parametrize("path", corpus_sample(), ids=lambda p: p.name)
def test_cut_corpus_game_at_many_bytes(path: Path) -> None:
    data = path.read_bytes()
    step = len(data) // 60 | 1  # about 60 cuts, at odd offsets: every kind of element is hit
    for end in range(0, len(data) + 1, step):
        load_or_refuse(data[:end])

"""Fuzz the log readers and the replay: any input must load or raise MjlogError, nothing else.

Run it for minutes, not seconds, whenever the parser, the reader or the replay changes:

    python fuzz/fuzz_reader.py --minutes 10            # atheris when installed, else random
    python fuzz/fuzz_reader.py --minutes 10 --engine random --seed 7 --keep-going
    python fuzz/fuzz_reader.py --reproduce CRASH_FILE  # run one saved input, with the traceback

(``--keep-going``: the random engine records the first input of each distinct crash and goes on;
extra arguments after the known ones go to libFuzzer, e.g. ``-jobs=2 -workers=2``.)

atheris (coverage-guided, libFuzzer) does not belong in the project's environment; put it in a
separate venv with lxml and run from the repository root, e.g.

    python3.11 -m venv .fuzzvenv && .fuzzvenv/bin/pip install atheris lxml
    .fuzzvenv/bin/python fuzz/fuzz_reader.py --minutes 10

Seeds are the hand-written logs in tests/data/hostile and, when present, the games of
../shared/corpus (read in place, never copied). Inputs are mutated both byte by byte (libFuzzer)
and element by element (drop, duplicate, swap, change an attribute or a tile id, cut off, gzip;
for the JSON formats also odd values, deep nests, huge numbers and whole mjai lines),
so that most of them get past the XML parser and reach the replay. Each input goes through
``load_game_bytes`` (parse + replay of every round + the cut at a break) and through the lazy
reading of rounds (``parse_mjlog(data, lazy=True)``). A crash is any
exception other than MjlogError, an MjlogError whose message is not one line, or a loaded game
whose rounds do not replay; it is saved under --artifacts (default: a temp folder) and the run
stops. The random engine also stops at the first crash and prints the seed and the input file.
"""

from __future__ import annotations

import argparse
import contextlib
import gzip
import os
import random
import re
import sys
import tempfile
import time
import traceback
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

SEED_DIRS = [
    REPO / "tests" / "data" / "hostile",
    REPO.parent / "shared" / "corpus" / "mjlog",
    REPO.parent / "shared" / "corpus" / "tenhou6",
]
JSON_SEEDS_FROM_MJLOG = 12  # corpus games also written as tenhou.net/6 and mjai by our writers
FRAGMENTS = REPO.parent / "shared" / "corpus" / "mjlog-fragments"
MAX_CORPUS_SEEDS = 60  # enough variety; more only slows the start
_ELEMENT = re.compile(rb"<[^<>]*>")
_NUMBER = re.compile(rb"\d+")
_ATTRIBUTE = re.compile(rb'(\w+)="([^"]*)"')
INTERESTING_NUMBERS = [
    b"0", b"1", b"2", b"3", b"4", b"-1", b"135", b"136", b"255", b"65535", b"65536",
    b"99999999999", b"", b"x", b"1e999", b"nan", b"inf", b"-0", b"+5", b" 7", b"0x10", b"1_0",
    b"\xd9\xa3", b"12" * 2000,
]  # fmt: skip
INTERESTING_ELEMENTS = [
    b"<INIT/>", b'<N who="0" m="0"/>', b'<REACH who="0" step="1"/>', b'<DORA hai="0"/>',
    b'<AGARI who="0" fromWho="0"/>', b"<RYUUKYOKU/>", b'<BYE who="1"/>', b'<UN n1="%41"/>',
    b"<T0/>", b"<D135/>", b"<W136/>", b"<G-1/>", b"<X/>", b"</mjloggm>", b"<mjloggm>",
    b"<!-- c -->", b"<?pi x?>", b"<![CDATA[x]]>", b"&amp;", b"&lt;", b"&#0;", b"&x;",
    b'<!DOCTYPE m [<!ENTITY e SYSTEM "file:///etc/passwd">]>', b"<a><b/></a>",
]  # fmt: skip


def load_seeds() -> list[bytes]:
    seeds: list[bytes] = []
    for folder in SEED_DIRS:
        if folder.is_dir():
            files = sorted(p for p in folder.rglob("*") if p.is_file())
            random.Random(0).shuffle(files)
            seeds.extend(p.read_bytes() for p in files[:MAX_CORPUS_SEEDS])
    if FRAGMENTS.is_dir():
        seeds.extend(p.read_bytes() for p in sorted(FRAGMENTS.rglob("*")) if p.is_file())
    seeds.extend(json_seeds(seeds[: JSON_SEEDS_FROM_MJLOG * 4]))
    if not seeds:
        raise SystemExit("no seed logs found (tests/data/hostile is missing?)")
    return seeds


def json_seeds(logs: list[bytes]) -> list[bytes]:
    """tenhou.net/6 and mjai copies of some mjlog seeds (made by the project's own writers)."""
    from viewer.formats.errors import LogError
    from viewer.formats.mjai import write_mjai
    from viewer.formats.mjlog import parse_mjlog
    from viewer.formats.tenhou6 import write_tenhou6

    out: list[bytes] = []
    for data in logs:
        if len(out) >= 2 * JSON_SEEDS_FROM_MJLOG:
            break
        try:
            record = parse_mjlog(data)
        except LogError:
            continue
        if record.truncation is None:
            out += [write_tenhou6(record), write_mjai(record)]
    return out


INTERESTING_JSON = [
    b"[" * 5000, b"{" * 3000, b"1" * 5000, b"-1", b"1e999", b"null", b"true", b'"r60"', b'"x"',
    b'"p121212"', b'"c375336"', b'"151515m15"', b'"f44"', b"[]", b"{}", b'"?"', b'"5mr"',
    b'"\\ud800"', b"0", b"60", b"99", b"[11,11,11,11,11]", b'"' + b". " * 100_000 + b'"',
]  # fmt: skip
_JSON_SPOT = re.compile(rb"[,\[\]:\n]")


# -- structure-aware mutation ------------------------------------------------------------------
def mutate(data: bytes, rng: random.Random, max_size: int = 1 << 20) -> bytes:
    """One to four element-level changes (on the inflated XML when the input is gzip)."""
    if data[:2] == b"\x1f\x8b":
        with contextlib.suppress(zlib.error):
            data = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(data, max_size)
    for _ in range(rng.randint(1, 4)):
        data = rng.choice(MUTATIONS)(data, rng)
    if rng.random() < 0.1:
        data = gzip.compress(data, compresslevel=1, mtime=0)
        if rng.random() < 0.3:
            data = data[: rng.randrange(len(data) + 1)]
    return data[:max_size]


def _spans(data: bytes) -> list[tuple[int, int]]:
    return [m.span() for m in _ELEMENT.finditer(data)]


def _drop(data: bytes, rng: random.Random) -> bytes:
    spans = _spans(data)
    if not spans:
        return data
    a, b = rng.choice(spans)
    return data[:a] + data[b:]


def _duplicate(data: bytes, rng: random.Random) -> bytes:
    spans = _spans(data)
    if not spans:
        return data
    a, b = rng.choice(spans)
    c, _ = rng.choice(spans)
    return data[:c] + data[a:b] + data[c:]


def _swap(data: bytes, rng: random.Random) -> bytes:
    spans = _spans(data)
    if len(spans) < 2:
        return data
    i = rng.randrange(len(spans) - 1)
    j = i + 1 if rng.random() < 0.7 else rng.randrange(i + 1, len(spans))
    (a, b), (c, d) = spans[i], spans[j]
    return data[:a] + data[c:d] + data[b:c] + data[a:b] + data[d:]


def _number(data: bytes, rng: random.Random) -> bytes:
    numbers = [m.span() for m in _NUMBER.finditer(data)]
    if not numbers:
        return data
    a, b = rng.choice(numbers)
    value = int(data[a:b][:6])
    choice = rng.random()
    if choice < 0.4:
        new = str(max(0, value + rng.choice((-4, -1, 1, 4, 36)))).encode()
    elif choice < 0.7:
        new = str(rng.randrange(140)).encode()
    else:
        new = rng.choice(INTERESTING_NUMBERS)
    return data[:a] + new + data[b:]


def _attribute(data: bytes, rng: random.Random) -> bytes:
    attributes = list(_ATTRIBUTE.finditer(data))
    if not attributes:
        return data
    m = rng.choice(attributes)
    choice = rng.random()
    if choice < 0.3:  # remove it
        return data[: m.start()] + data[m.end() :]
    if choice < 0.6:  # drop or repeat one list value
        values = m.group(2).split(b",")
        i = rng.randrange(len(values))
        values = values[:i] + values[i + 1 :] if rng.random() < 0.5 else values + values[i : i + 1]
        value = b",".join(values)
    else:
        value = rng.choice(INTERESTING_NUMBERS)
    return data[: m.start(2)] + value + data[m.end(2) :]


def _insert(data: bytes, rng: random.Random) -> bytes:
    spans = _spans(data)
    at = rng.choice(spans)[0] if spans else 0
    return data[:at] + rng.choice(INTERESTING_ELEMENTS) + data[at:]


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data) + 1)]


def _bytes(data: bytes, rng: random.Random) -> bytes:
    if not data:
        return bytes([rng.randrange(256)])
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        out[rng.randrange(len(out))] = rng.randrange(256)
    return bytes(out)


def _json_value(data: bytes, rng: random.Random) -> bytes:
    """Put an odd JSON value (or a deep nest, a huge number) after a delimiter."""
    spots = [m.end() for m in _JSON_SPOT.finditer(data[:200_000])]
    if not spots:
        return data
    at = rng.choice(spots)
    end = at
    while end < len(data) and data[end : end + 1] not in b",]}\n":
        end += 1
    return data[:at] + rng.choice(INTERESTING_JSON) + data[end if rng.random() < 0.7 else at :]


def _lines(data: bytes, rng: random.Random) -> bytes:
    """Drop, repeat or swap whole lines (mjai events)."""
    lines = data.split(b"\n")
    if len(lines) < 3:
        return data
    i = rng.randrange(len(lines))
    j = rng.randrange(len(lines))
    choice = rng.random()
    if choice < 0.4:
        del lines[i]
    elif choice < 0.7:
        lines.insert(j, lines[i])
    else:
        lines[i], lines[j] = lines[j], lines[i]
    return b"\n".join(lines)


MUTATIONS = [
    _drop, _duplicate, _swap, _number, _number, _attribute, _insert, _truncate, _bytes,
    _json_value, _lines,
]  # fmt: skip


# -- the property --------------------------------------------------------------------------------
def check(data: bytes) -> None:
    """Raise AssertionError (or let any non-MjlogError escape) when the reader misbehaves."""
    from viewer.formats.mjlog import MjlogError, parse_mjlog
    from viewer.replay import load_game_bytes

    try:  # the lazy reading of the window: errors come when a round is first read
        for rnd in parse_mjlog(data, lazy=True).rounds:
            assert rnd.events
    except MjlogError as exc:
        assert "\n" not in str(exc), f"bad message: {exc}"
    try:
        game = load_game_bytes(data, name="fuzz.mjlog")
    except MjlogError as exc:
        text = str(exc)
        assert text and "\n" not in text and "\r" not in text, f"bad message: {text!r}"
        assert text.startswith("fuzz.mjlog: "), f"message does not name the file: {text!r}"
        return
    assert game.record.rounds, "a loaded game without rounds"
    for number in range(game.timeline.round_count):
        assert game.timeline.states(number), "a round without steps"
    if game.problem is not None:
        assert "\n" not in game.problem, f"bad message: {game.problem!r}"


def run_random(minutes: float, seed: int, artifacts: Path, keep_going: bool = False) -> int:
    rng = random.Random(seed)
    seeds = load_seeds()
    deadline = time.monotonic() + minutes * 60
    runs = 0
    crashes: dict[str, Path] = {}
    while time.monotonic() < deadline:
        data = mutate(rng.choice(seeds), rng)
        runs += 1
        try:
            check(data)
        except Exception as exc:
            frame = traceback.extract_tb(exc.__traceback__)[-1]
            signature = f"{type(exc).__name__} at {Path(frame.filename).name}:{frame.lineno}"
            if signature in crashes:
                continue
            path = artifacts / f"crash-random-{seed}-{runs}.mjlog"
            path.write_bytes(data)
            crashes[signature] = path
            traceback.print_exc()
            print(f"crash after {runs} runs (seed {seed}); input saved to {path}", file=sys.stderr)
            if not keep_going:
                return 1
        if runs % 5000 == 0:
            print(f"{runs} runs, {deadline - time.monotonic():.0f} s left", file=sys.stderr)
    for signature, path in crashes.items():
        print(f"crash: {signature}: {path}", file=sys.stderr)
    print(f"done: {runs} runs, {len(crashes)} distinct crash(es)", file=sys.stderr)
    return 1 if crashes else 0


def run_atheris(minutes: float, artifacts: Path, corpus: Path, extra: list[str]) -> int:
    import atheris

    with atheris.instrument_imports():
        import viewer.formats.mjlog
        import viewer.replay  # noqa: F401

    corpus.mkdir(parents=True, exist_ok=True)
    for i, data in enumerate(load_seeds()):
        (corpus / f"seed-{i:03d}.mjlog").write_bytes(data)

    def one_input(data: bytes) -> None:
        check(data)

    def custom_mutator(data: bytes, max_size: int, seed: int) -> bytes:
        rng = random.Random(seed)
        if rng.random() < 0.4:
            return atheris.Mutate(data, max_size)
        return mutate(data, rng, max_size)

    argv = [
        sys.argv[0],
        f"-max_total_time={int(minutes * 60)}",
        f"-artifact_prefix={artifacts}{os.sep}",
        "-max_len=262144",
        "-rss_limit_mb=2048",
        "-timeout=20",
        *extra,
        str(corpus),
    ]
    atheris.Setup(argv, one_input, custom_mutator=custom_mutator)
    atheris.Fuzz()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--engine", choices=("auto", "atheris", "random"), default="auto")
    parser.add_argument("--seed", type=int, default=int(time.time()))
    default_artifacts = Path(tempfile.gettempdir()) / "mjlog-fuzz"
    parser.add_argument("--artifacts", type=Path, default=default_artifacts)
    parser.add_argument("--corpus", type=Path, default=None, help="atheris working corpus")
    parser.add_argument("--reproduce", type=Path, default=None, help="run one saved input")
    parser.add_argument(
        "--keep-going", action="store_true", help="random engine: go on after a crash"
    )
    options, extra = parser.parse_known_args()
    if options.reproduce is not None:
        check(options.reproduce.read_bytes())
        print("no crash", file=sys.stderr)
        return 0
    options.artifacts.mkdir(parents=True, exist_ok=True)
    engine = options.engine
    if engine == "auto":
        try:
            import atheris  # noqa: F401

            engine = "atheris"
        except ImportError:
            engine = "random"
    if engine == "atheris":
        corpus = options.corpus or options.artifacts / "corpus"
        return run_atheris(options.minutes, options.artifacts, corpus, extra)
    return run_random(options.minutes, options.seed, options.artifacts, options.keep_going)


if __name__ == "__main__":
    sys.exit(main())

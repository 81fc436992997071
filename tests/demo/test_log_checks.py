"""The demo's checker must be right: silent on real Tenhou logs, loud on broken ones."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from tests.conftest import MJLOG_CORPUS, corpus_games, requires_corpus
from tests.demo.log_checks import Report, check_game, ints, score_with_mahjong
from viewer.resources import demo_log_path


@pytest.fixture(scope="module")
def real_reports() -> list[tuple[Path, bytes, Report]]:
    """Every 4-player corpus game with the checker's report (computed once)."""
    games = []
    for path in corpus_games():
        data = path.read_bytes()
        match = re.search(rb'<GO type="(\d+)"', data)
        if match and not int(match.group(1)) & 0x10:
            games.append((path, data, check_game(data)))
    return games


@requires_corpus
@pytest.mark.corpus
def test_checker_accepts_every_real_four_player_game(real_reports) -> None:
    assert len(real_reports) > 200
    broken = {path.name: report.violations[:2] for path, _, report in real_reports}
    assert {name: v for name, v in broken.items() if v} == {}


@requires_corpus
@pytest.mark.corpus
def test_mahjong_scoring_agrees_with_tenhou_on_real_wins(real_reports) -> None:
    wins = misses = 0
    for _path, data, report in real_reports:
        type_bits = report.type_bits
        if type_bits & 0x200 or b"ratio=" in data:  # chip lobbies pay by their own rules
            continue
        for win in report.wins:
            scored = score_with_mahjong(win, type_bits)
            wins += 1
            fu = win.fu if not win.yakuman else scored["fu"]
            misses += (sorted(win.yaku), sorted(win.yakuman), fu, win.points, win.limit) != (
                scored["yaku"],
                scored["yakuman"],
                scored["fu"],
                scored["points"],
                scored["limit"],
            )
    assert wins > 2000
    assert misses == 0


@requires_corpus
@pytest.mark.corpus
def test_demo_yaku_order_is_never_contradicted_by_tenhou() -> None:
    """Tenhou lists yaku in its own order; no real log puts a demo pair the other way round."""
    before: set[tuple[int, int]] = set()
    for path in MJLOG_CORPUS.glob("*/*"):
        if path.name.endswith(".gz"):
            continue
        for text in re.findall(rb'yaku="([\d,]+)"', path.read_bytes()):
            ids = ints(text.decode())[0::2]
            before.update(itertools.combinations(ids, 2))
    demo = check_game(demo_log_path().read_bytes())
    for win in demo.wins:
        ids = [y for y, _ in win.yaku]
        for a, b in itertools.combinations(ids, 2):
            assert (b, a) not in before or (a, b) in before, (a, b)


def mutate(old: bytes, new: bytes, count: int = 1) -> bytes:
    data = demo_log_path().read_bytes()
    assert old in data, old
    return data.replace(old, new, count)


def element(tag: str, nth: int = 0) -> bytes:
    data = demo_log_path().read_bytes()
    return re.findall(rb"<" + tag.encode() + rb" [^>]*/>", data)[nth]


def attribute(el: bytes, name: str) -> bytes:
    match = re.search(rb" " + name.encode() + rb'="([^"]*)"', el)
    assert match
    return match.group(1)


def test_demo_is_clean_before_mutation() -> None:
    assert check_game(demo_log_path().read_bytes()).violations == []


@pytest.mark.parametrize(
    ("label", "broken", "message"),
    [
        (
            "score before the win",
            lambda: mutate(b'sc="250,0,', b'sc="251,0,'),
            "sc scores",
        ),
        (
            "dora indicators",
            lambda: mutate(
                b'doraHai="' + attribute(element("AGARI"), "doraHai") + b'"', b'doraHai="0"'
            ),
            "doraHai",
        ),
        (
            "kan dora left out",
            lambda: mutate(element("DORA"), b""),
            "doraHai",
        ),
        (
            "riichi stick scores",
            lambda: mutate(b'ten="250,250,240,250" step="2"', b'ten="250,250,250,250" step="2"'),
            "step-2 ten",
        ),
        (
            "winning hand",
            lambda: mutate(
                b'hai="' + attribute(element("AGARI"), "hai") + b'"',
                b'hai="' + attribute(element("AGARI"), "hai").rsplit(b",", 1)[0] + b'"',
            ),
            "differs from the replayed hand",
        ),
        (
            "a tile twice",
            lambda: re.sub(
                rb"<T\d+/>",
                b"<T" + attribute(element("INIT"), "hai1").split(b",")[0] + b"/>",
                demo_log_path().read_bytes(),
                count=1,
            ),
            "already on the table",
        ),
        (
            "yaku dora count",
            lambda: mutate(b"52,1,54,1", b"52,2,54,1"),
            "dora/aka/ura",
        ),
        (
            "owari",
            lambda: mutate(b'owari="235,', b'owari="236,'),
            "owari scores",
        ),
        (
            "missing owari",
            lambda: re.sub(rb' owari="[^"]*"', b"", demo_log_path().read_bytes()),
            "no owari",
        ),
        (
            "tenpai hand shown",
            lambda: mutate(
                b'hai3="' + attribute(element("RYUUKYOKU"), "hai3") + b'"', b'hai3="1,2,3"'
            ),
            "hai3 differs",
        ),
        (
            "noten payments",
            lambda: mutate(attribute(element("RYUUKYOKU"), "sc"), b"220,30,210,-15,310,-15,250,0"),
            "noten payments",
        ),
        (
            "next round honba",
            lambda: mutate(b'<INIT seed="3,1,1,', b'<INIT seed="3,0,1,'),
            "does not follow the last result",
        ),
    ],
)
def test_checker_catches_a_broken_log(label: str, broken, message: str) -> None:
    violations = check_game(broken()).violations
    assert any(message in v for v in violations), (label, violations)

"""The lean walk (formats/mjlog/walk.py, through library/mjlog_facts.py) gives exactly the full
reader's facts, or declines.

The full reader (``parse_game`` + ``game_facts``) is THE reader. For every log here, the lean
walk's facts must equal the full reader's to the last value, or the walk must decline (None);
when the full reader refuses a log, the walk must decline too. Logs: every corpus mjlog and
fragment, the hand-written games, and a few thousand logs mutated by fuzz/'s mutator.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.conftest import DATA, FRAGMENTS, MJLOG_CORPUS, corpus_files, requires_corpus
from tests.helpers import load_fuzz_module
from tests.library.games import SANMA_GAME, YONMA_GAME
from tests.logbuilder import document, draw_result, init
from viewer.formats.errors import LogError
from viewer.formats.mjlog.reader import decompress
from viewer.library.facts import GameFacts, game_facts
from viewer.library.mjlog_facts import mjlog_facts
from viewer.library.reading import parse_game, read_log

MUTANTS = 3000


def full_facts(content: bytes) -> GameFacts | None:
    """The full reader's facts (None: it refuses the log)."""
    try:
        return game_facts(parse_game(content))
    except ValueError:  # MjlogError and the other readers' errors
        return None


def agrees(content: bytes) -> bool:
    """Whether the lean walk took the log (True) or declined (False); fails on a difference."""
    lean = mjlog_facts(content)
    if lean is None:
        return False
    assert lean == full_facts(content), "the lean walk's facts differ from the full reader's"
    return True


def fragment_files() -> list[Path]:
    return sorted(p for p in FRAGMENTS.rglob("*") if p.is_file()) if FRAGMENTS.is_dir() else []


HAND_WRITTEN = {
    "yonma": YONMA_GAME,
    "sanma": SANMA_GAME,
    "small_game": (DATA / "hostile" / "small_game.mjlog").read_bytes(),
    "short_game": (DATA / "short_game.xml").read_bytes(),
    "tiny": (DATA / "tiny.mjlog").read_bytes(),
    "one_draw": document(init(0), draw_result()),
    "cut_in_round": document(init(0), "<T1/><D1/>"),
}


@pytest.mark.parametrize("name", sorted(HAND_WRITTEN))
def test_hand_written_logs_take_the_lean_walk_with_the_same_facts(name: str) -> None:
    assert agrees(HAND_WRITTEN[name])


@requires_corpus
def test_every_corpus_log_gives_the_same_facts_and_nearly_all_take_the_lean_walk() -> None:
    files = corpus_files() + fragment_files()
    taken = sum(agrees(decompress(path.read_bytes())[0]) for path in files)
    assert taken >= 0.95 * len(files), f"the lean walk took only {taken} of {len(files)} logs"


def test_unusual_logs_are_declined_and_read_by_the_full_reader(tmp_path: Path) -> None:
    unknown = YONMA_GAME.replace(b"<W60/>", b"<W60/><X/>", 1)
    cut_off = YONMA_GAME[: len(YONMA_GAME) // 2]
    broken_call = YONMA_GAME.replace(b'<N who="2" m="', b'<N who="2" m="9', 1)
    for content in (unknown, cut_off, broken_call, b"[]", b'{"log": []}'):
        assert mjlog_facts(content) is None
    path = tmp_path / "unknown.mjlog"
    path.write_bytes(unknown)
    assert read_log(str(path)).facts == full_facts(unknown)


def test_read_log_takes_the_lean_walk_for_an_mjlog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import viewer.library.reading as reading

    def refuse(content: bytes) -> None:
        raise AssertionError("the full reader was used")

    path = tmp_path / "game.mjlog"
    path.write_bytes(YONMA_GAME)
    expected = full_facts(YONMA_GAME)
    monkeypatch.setattr(reading, "parse_game", refuse)
    assert read_log(str(path)).facts == expected


def mutation_seeds() -> list[bytes]:
    seeds = list(HAND_WRITTEN.values())
    files = corpus_files()
    random.Random(13).shuffle(files)
    seeds += [decompress(p.read_bytes())[0] for p in files[:24] + fragment_files()]
    sanma = MJLOG_CORPUS / "dnovikoff-tenhou" / "sanma2.xml"
    if sanma.exists():
        seeds.append(sanma.read_bytes())
    return seeds


def test_mutated_logs_give_the_same_facts_or_are_declined() -> None:
    fuzz = load_fuzz_module()
    rng = random.Random(2026)
    seeds = mutation_seeds()
    taken = declined = 0
    for _ in range(MUTANTS):
        data = fuzz.mutate(rng.choice(seeds), rng, max_size=1 << 18)
        try:
            content = decompress(data)[0]
        except LogError:
            continue
        if agrees(content):
            taken += 1
        else:
            declined += 1
    # Both ways are exercised: many mutants stay readable, many are not.
    assert taken > MUTANTS // 10 and declined > MUTANTS // 10, (taken, declined)

"""Every real log in ../shared/corpus replays, and every §12.4 invariant holds at every result."""

from __future__ import annotations

import pytest

from tests.conftest import FRAGMENTS, corpus_files, requires_corpus
from tests.invariants import check_game
from viewer.domain.events import Agari, Call, Ryuukyoku
from viewer.domain.melds import MeldKind
from viewer.formats.mjlog import read_mjlog
from viewer.replay import Timeline

FILES = corpus_files()


@requires_corpus
def test_corpus_is_the_documented_size() -> None:
    plain = [p for p in FILES if not p.name.endswith(".gz")]
    records = [read_mjlog(p) for p in plain]
    three = sum(r.sanma for r in records)
    # MANIFEST.md: 281 four-player and 76 three-player games (gzip twins counted once).
    assert len(records) - three >= 281
    assert three >= 76


@requires_corpus
@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.name}" for p in FILES])
def test_corpus_game_replays_exactly(path) -> None:
    record = read_mjlog(path)
    assert record.truncation is None
    assert record.warnings == ()
    timeline = Timeline(record)
    assert timeline.replay_all() == ()
    assert check_game(record, timeline) == []


@requires_corpus
def test_gzip_copies_read_the_same_as_plain() -> None:
    pairs = [(p, p.with_name(p.name[: -len(".gz")])) for p in FILES if p.name.endswith(".gz")]
    assert pairs
    for gz, plain in pairs:
        assert read_mjlog(gz) == read_mjlog(plain)


@requires_corpus
def test_corpus_covers_every_situation_we_replay() -> None:
    kinds: set[MeldKind] = set()
    draws: set[str | None] = set()
    double_ron = 0
    for path in FILES:
        for rnd in read_mjlog(path).rounds:
            wins = 0
            for event in rnd.events:
                if isinstance(event, Call):
                    kinds.add(event.meld.kind)
                elif isinstance(event, Ryuukyoku):
                    draws.add(event.kind)
                wins += isinstance(event, Agari)
            double_ron += wins == 2
    assert kinds == set(MeldKind)
    assert draws == {None, "nm", "yao9", "kaze4", "reach4", "ron3", "kan4"}
    assert double_ron >= 30


@pytest.mark.skipif(not FRAGMENTS.is_dir(), reason="../shared/corpus is not present")
@pytest.mark.parametrize("path", sorted(FRAGMENTS.glob("*/*")), ids=lambda p: p.name)
def test_cut_off_logs_give_their_complete_rounds_and_a_warning(path) -> None:
    record = read_mjlog(path)
    assert record.truncation
    timeline = Timeline(record)
    assert timeline.replay_all() == ()
    complete = [r for r in record.rounds if r.complete]
    assert len(complete) >= len(record.rounds) - 1
    assert check_game(record, timeline) == []

"""``viewer.replay.shown``: the step that shows a discard's decision, and the way back."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.coach.logs import RIICHI_EVENTS, write
from tests.conftest import MJLOG_CORPUS, requires_corpus
from viewer.domain.events import Discard, RiichiDeclared
from viewer.formats.detect import read_game
from viewer.replay import Step, Timeline
from viewer.replay.shown import discard_shown, shown_step
from viewer.resources import demo_log_path

# riichi, calls, kans, kita; 4- and 3-player
CORPUS_SAMPLE = (
    "mjx/2016052515gm-00a9-0000-c4d72066.mjlog",
    "dnovikoff-tenhou/sanma2.xml",
    "tenhou-python-bot/13.mjlog",
    "fastmaj/2019110302gm-00a9-0000-473e5852&tw=3.mjlog",
)


def timeline_of(path: Path) -> Timeline:
    return Timeline(read_game(str(path)))


def test_a_riichi_discard_is_shown_before_the_declaration(tmp_path: Path) -> None:
    timeline = timeline_of(write(tmp_path / "riichi.mjson", RIICHI_EVENTS))
    # steps 5-7: seat 2 draws, declares riichi, discards 9p
    assert shown_step(timeline, Step(0, 7)) == Step(0, 5)
    assert discard_shown(timeline, Step(0, 5)) == Step(0, 7)
    assert discard_shown(timeline, Step(0, 6)) == Step(0, 7)  # the declaration shows it too
    # steps 11-12: a plain draw and discard
    assert shown_step(timeline, Step(0, 12)) == Step(0, 11)
    assert discard_shown(timeline, Step(0, 11)) == Step(0, 12)
    assert discard_shown(timeline, Step(0, 12)) is None  # a discard shows no decision
    assert discard_shown(timeline, Step(0, 10)) is None
    assert discard_shown(timeline, Step(0, 8)) is None  # the acceptance comes after the discard


def test_outside_the_game_nothing_is_shown_and_a_non_discard_is_refused(tmp_path: Path) -> None:
    timeline = timeline_of(write(tmp_path / "riichi.mjson", RIICHI_EVENTS))
    for step in (Step(-1, 3), Step(1, 0), Step(0, -2), Step(0, 999)):
        assert discard_shown(timeline, step) is None
    with pytest.raises(ValueError, match="no discard"):
        shown_step(timeline, Step(0, 6))


def check_both_ways(timeline: Timeline) -> int:
    """Every discard is shown on a step that holds its tile, with only its seat's declaration
    between; every step maps to the discard whose shown steps it is in, and no other."""
    riichi = 0
    for number in range(timeline.round_count):
        states = timeline.states(number)
        owner: dict[int, Step] = {}
        for index, state in enumerate(states):
            event = state.event
            if not isinstance(event, Discard):
                continue
            discard = Step(number, index)
            shown = shown_step(timeline, discard)
            between = [states[i].event for i in range(shown.index + 1, index)]
            assert between in ([], [RiichiDeclared(event.seat)]), discard
            riichi += bool(between)
            before = states[shown.index]
            assert event.tile in (*before.hands[event.seat], before.drawn[event.seat])
            owner.update((at, discard) for at in range(shown.index, index))
        for index in range(len(states)):
            assert discard_shown(timeline, Step(number, index)) == owner.get(index)
    return riichi


def test_both_ways_agree_on_the_demo() -> None:
    assert check_both_ways(timeline_of(demo_log_path())) >= 1


@requires_corpus
@pytest.mark.corpus
@pytest.mark.parametrize("name", CORPUS_SAMPLE)
def test_both_ways_agree_on_real_games(name: str) -> None:
    check_both_ways(timeline_of(MJLOG_CORPUS / name))

"""The coach, its dock and strip, and the quiz show every decision on the same steps.

Each asks ``viewer.replay.shown``; these tests fail when one of them works it out on its own
again and drifts (the three once disagreed on how far a riichi declaration moves the stop).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.coach.logs import RIICHI_EVENTS, write
from tests.conftest import MJLOG_CORPUS, requires_corpus
from viewer.coach.game import GameCoach
from viewer.coach.model import Decision
from viewer.formats.detect import read_game
from viewer.presentation.coach_view import CoachOnDemand
from viewer.presentation.quiz import decision_steps, question_at
from viewer.replay import Step, Timeline
from viewer.replay.shown import discard_shown, shown_step
from viewer.resources import demo_log_path

CORPUS_SAMPLE = (
    "mjx/2016052515gm-00a9-0000-c4d72066.mjlog",  # riichi, kan dora, a win
    "dnovikoff-tenhou/sanma2.xml",  # 3-player: kita
)


def every_decision(source: CoachOnDemand) -> list[Decision]:
    coach = source.get()
    return [d for n in range(source.timeline.round_count) for d in coach.decisions(n)]


def check_callers_agree(timeline: Timeline) -> tuple[int, int]:
    """(decisions, of them after a riichi declaration) checked on ``timeline``."""
    source = CoachOnDemand(timeline)
    coach: GameCoach = source.get()
    decisions = every_decision(source)
    riichi = 0
    for decision in decisions:
        step = Step(decision.round, decision.step)
        shown = shown_step(timeline, step)
        riichi += shown.index < step.index - 1
        # the coach dock's strip and its costly keys go to the same step as the quiz stops at
        assert source.shown_at(decision) == shown, step
        question = question_at(timeline, coach, step)
        assert question is not None and question.shown == shown, step
        stops = decision_steps(timeline, coach, decision.seat, shown)
        assert next(stops) == step
        # the board's bars (pending) and the dock (shown) are on exactly these steps
        showing = [Step(step.round, i) for i in range(shown.index, step.index)]
        for at in showing:
            assert discard_shown(timeline, at) == step
            assert coach.pending(at) is decision, at
            assert source.shown(at, decision.seat) is decision, at
        for at in (Step(step.round, shown.index - 1), step):
            assert coach.pending(at) is not decision, at
            assert source.shown(at, decision.seat) is not decision, at
    return len(decisions), riichi


def test_the_callers_agree_on_a_riichi(tmp_path: Path) -> None:
    timeline = Timeline(read_game(str(write(tmp_path / "riichi.mjson", RIICHI_EVENTS))))
    assert check_callers_agree(timeline) == (3 + 2 + 2 + 1, 1)  # seat 2 declares at step 6


def test_the_callers_agree_on_the_demo() -> None:
    timeline = Timeline(read_game(str(demo_log_path())))
    decisions, riichi = check_callers_agree(timeline)
    assert decisions > 50 and riichi >= 1


@requires_corpus
@pytest.mark.corpus
@pytest.mark.parametrize("name", CORPUS_SAMPLE)
def test_the_callers_agree_on_real_games(name: str) -> None:
    decisions, _ = check_callers_agree(Timeline(read_game(str(MJLOG_CORPUS / name))))
    assert decisions > 20

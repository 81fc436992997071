"""GameCoach on hand-written games: decisions, kuikae, red fives, riichi, deal-ins, hidden tiles."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.coach.logs import KUIKAE_EVENTS, RIICHI_EVENTS, write
from tests.conftest import FRAGMENTS, requires_corpus
from tests.formats.mjai.one_view import one_view_log
from viewer.coach import DealIn, GameCoach, Safety
from viewer.domain.tiles import parse_kind
from viewer.formats.detect import read_game
from viewer.replay import Step, Timeline


def coach_of(path: Path) -> GameCoach:
    record = read_game(str(path))
    timeline = Timeline(record)
    timeline.replay_all()
    return GameCoach(record, timeline)


def k(name: str) -> int:
    return parse_kind(name)


def test_riichi_game_decisions_genbutsu_and_deal_in(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "riichi.mjson", RIICHI_EVENTS))
    assert not coach.has_judged(Step(0, 2))  # nothing is judged up front
    # every discard is a decision but seat 2's after its riichi was accepted
    decisions = [d.step for d in coach.decisions(0)]
    assert decisions == [2, 4, 7, 10, 12, 14, 18, 20]
    assert coach.has_judged(Step(0, 2)) and coach.has_judged(Step(0, 3))
    assert 16 not in decisions and coach.decision(Step(0, 16)) is None
    assert coach.decision(Step(0, 11)) is None and not coach.is_decision(Step(0, 0))
    # the hand before a discard is judged at the step that shows it
    assert coach.pending(Step(0, 11)) is coach.decision(Step(0, 12))
    assert coach.pending(Step(0, 5)) is coach.decision(Step(0, 7))  # draw, riichi, discard
    assert coach.pending(Step(0, 6)) is coach.decision(Step(0, 7))
    assert coach.pending(Step(0, 12)) is None and coach.pending(Step(0, 15)) is None
    declaring = coach.decision(Step(0, 7))
    assert declaring is not None and declaring.riichi and declaring.safety == ()
    east = coach.decision(Step(0, 12))
    assert east is not None and not east.riichi and east.actual == k("1z")
    # seat 3 threw East after seat 2's riichi was accepted: genbutsu against seat 2
    assert east.safety == (Safety(2, "genbutsu", 0.0),)
    assert east.safety_of(k("6p")) == (Safety(2, "half-suji", 8.5),)  # 9p passed, 3p not
    assert east.safety_of(k("3p")) == (Safety(2, "other", 12.0),)
    assert {kind for kind, _ in east.hand_safety} == {c.tile for c in east.candidates}
    # before the riichi nothing is judged for safety
    first = coach.decision(Step(0, 2))
    assert first is not None and first.hand_safety == () and first.safety == ()
    report = coach.report(0)
    assert report is not None
    assert report.decisions == 3
    assert report.deal_ins == (DealIn(0, 20, k("1p"), 2, "other", 12.0),)
    assert dict(report.pushes) == {"other": 1}  # the 1p; East was genbutsu


def test_kuikae_forbids_the_called_kind_and_the_far_end(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "kuikae.mjson", KUIKAE_EVENTS))
    after_chi = coach.decision(Step(0, 4))
    assert after_chi is not None and after_chi.seat == 1
    kinds = [c.tile for c in after_chi.candidates]
    assert k("3p") not in kinds and k("6p") not in kinds  # both still in the hand
    assert kinds == [k(n) for n in ("1s", "2s", "3s", "7s", "8s", "9s", "1z", "2z", "3z")]
    view = coach.view(Step(0, 4))
    assert view is not None and view.counts[k("3p")] == 1 and view.counts[k("6p")] == 1
    # a discard without a call before it forbids nothing
    plain = coach.view(Step(0, 2))
    assert plain is not None and len(plain.allowed) == 14  # 1m-9m 1p-3p E and the W drawn


def test_a_red_five_is_a_five(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "kuikae.mjson", KUIKAE_EVENTS))
    first = coach.view(Step(0, 2))
    assert first is not None
    assert first.counts[k("5m")] == 1  # the red 5m
    assert first.unseen[k("5m")] == 3  # one of four held, the red one
    decision = coach.decision(Step(0, 2))
    assert decision is not None and decision.candidate(k("5m")) is not None


def test_hidden_hands_get_no_coach(tmp_path: Path) -> None:
    path = tmp_path / "view.mjson"
    path.write_bytes(one_view_log())
    coach = coach_of(path)
    assert coach.report(0) is not None
    assert [coach.report(seat) for seat in (1, 2, 3)] == [None, None, None]
    seats = {d.seat for n in range(coach.timeline.round_count) for d in coach.decisions(n)}
    assert seats == {0}


def test_no_such_seat_has_no_report(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "riichi.mjson", RIICHI_EVENTS))
    assert coach.report(4) is None and coach.report(-1) is None


def test_nothing_is_computed_up_front(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "riichi.mjson", RIICHI_EVENTS))
    assert coach._decisions == {}
    first = coach.decision(Step(0, 2))
    assert coach.decision(Step(0, 2)) is first  # kept
    assert coach.decision(Step(0, 99)) is None and coach.decision(Step(0, -1)) is None
    assert coach.decision(Step(5, 2)) is None and coach.decisions(5) == ()


@requires_corpus
def test_sanma_unseen_2m_to_8m_is_zero(corpus_sanma_game: Path, quick_values: None) -> None:
    coach = coach_of(corpus_sanma_game)
    decision = coach.decisions(0)[0]
    view = coach.view(Step(decision.round, decision.step))
    assert view is not None
    assert view.unseen[1:8] == (0,) * 7 and view.unseen[0] > 0 and view.unseen[8] > 0
    assert all(not set(c.tiles) & set(range(1, 8)) for c in decision.candidates)
    assert len([r for r in (coach.report(s) for s in range(4)) if r is not None]) == 3


@requires_corpus
@pytest.mark.parametrize("name", ["2011020401gm-00a9-0000-f6eff225-no-round-end.mjlog",
                                  "encdec-wo-terminal-state.mjlog"])  # fmt: skip
def test_a_log_cut_short_is_coached_up_to_where_it_stops(name: str, quick_values: None) -> None:
    path = FRAGMENTS / "mjx" / name
    if not path.exists():
        pytest.skip("fragment absent")
    coach = coach_of(path)
    last = coach.timeline.round_count - 1
    assert coach.decisions(last)  # the cut round's decisions are there
    assert all(coach.report(seat) is not None for seat in range(4))

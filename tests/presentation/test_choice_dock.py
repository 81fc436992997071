"""A call, kan or riichi decision in the dock and the board's box, as one value (no Qt).

Hand-built decisions (``tests/coach/call_logs.py``): seat 1 pons White on step 2 of the yakuhai
game, seat 2 may pon 5-pin two ways (one with the red five) or make the daiminkan on step 10,
and makes the kan; seat 0 of the kan game makes an ankan of 7-pin after its draw. The values
are fixed (``tests/app/call_judges.py``: pass 2,400, the first call 2,900, the others 2,000) so
every figure and word is known; what the model gives is the coach's tests' business.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from tests.app.call_judges import fixed_valuation
from tests.coach.call_logs import KAN_EVENTS, YAKUHAI_EVENTS, coach_of
from tests.coach.logs import write
from viewer.coach.game import GameCoach
from viewer.coach.model import CostlyDecision, Decision
from viewer.coach.riichi_rule import RULES
from viewer.domain.tiles import parse_kind
from viewer.presentation import choice_wording as cw
from viewer.presentation.coach_dock import box_lines, choice_view, decision_view, step_view
from viewer.presentation.coach_view import ChoiceShown, ValueState
from viewer.presentation.dock_view import Cell, Tiles
from viewer.presentation.value_verdict import choice_class, option_classes
from viewer.replay import Step

NAMES = ("A", "B", "C", "D")
WHITE, FIVE_PIN, SEVEN_PIN = parse_kind("5z"), parse_kind("5p"), parse_kind("7p")


@pytest.fixture(scope="module")
def yakuhai(tmp_path_factory: pytest.TempPathFactory) -> GameCoach:
    return coach_of(write(Path(tmp_path_factory.mktemp("calls")) / "pon.mjson", YAKUHAI_EVENTS))


def _call(coach: GameCoach, index: int, seat: int) -> Decision:
    (found,) = (d for d in coach.choices(Step(0, index)) if d.seat == seat and d.kind == "call")
    return found


def test_a_pon_taken_as_the_pick(yakuhai: GameCoach) -> None:
    pon = _call(yakuhai, 2, 1)
    assert [o.call for o in pon.options] == ["pass", "pon"] and pon.played == 1
    valuation = fixed_valuation(pon, after=parse_kind("4z"))  # North goes after the pon
    view = choice_view(pon, ValueState(valuation, False), NAMES)
    assert view.verdict == "Best: played pon White dragon (2,900 points; pass: 2,400)"
    assert view.verdict_class == "pick"
    assert view.method == (
        "By value: the exact one-player model, each draw weighed by the round's survival"
    )
    assert view.options.columns == ("Option", "Discard after", "Tenpai %", "Win %", "Points",
                                    "Value")  # (no Deal-in % with nobody in riichi)  # fmt: skip
    assert view.options.figures == (2, 3, 4, 5)
    first, second = view.options.rows
    assert first.cells[0] == Cell(("Pon", Tiles((WHITE,) * 3)), tip="pon White dragon")
    assert first.cells[1] == Cell((Tiles((parse_kind("4z"),)),), tip="North")
    assert first.cells[2:] == ("–", "–", "2,900", "2,900")  # (chances: None here)
    assert first.verdict == "pick" and first.played
    assert second.cells[:2] == (Cell(("Pass",), tip="pass"), "–")
    assert second.cells[-1] == "2,400" and second.verdict == "large" and not second.played
    assert view.danger_title == "Nobody is in riichi." and view.danger is None


def test_a_pass_where_the_pon_was_worth_more_loses_its_value(yakuhai: GameCoach) -> None:
    passed = replace(_call(yakuhai, 2, 1), played=0)
    valuation = fixed_valuation(passed)
    assert valuation.value_loss == 500
    state = ValueState(valuation, False)
    view = choice_view(passed, state, NAMES)
    line = "Best pon White dragon: 2,900 points; played pass: 2,400 (−500)"
    assert view.verdict == line and view.verdict_class == "large"  # 300 points or more: red
    assert [row.played for row in view.options.rows] == [False, True]  # the pick first
    assert box_lines([ChoiceShown(passed, state)]) == ((line, "large"),)
    assert option_classes(valuation) == {0: "large", 1: "pick"}
    assert choice_class(passed, replace(valuation, value_loss=100.0)) == "small"


def test_before_its_valuation_the_question_and_the_play(yakuhai: GameCoach) -> None:
    pon = _call(yakuhai, 2, 1)
    view = choice_view(pon, ValueState(None, True), NAMES)
    assert view.verdict == "Call or pass: played pon White dragon · judging…"
    assert view.verdict_class is None and view.method == "Judging by value…"
    assert [row.cells[0].tip for row in view.options.rows] == ["pass", "pon White dragon"]
    assert view.options.rows[1].cells[1:] == ("…",) * 5  # the pon's discard comes with it
    failed = choice_view(pon, ValueState(None, False), NAMES)
    assert failed.verdict == "Call or pass: played pon White dragon"
    assert failed.method == "Not judged by value (the coach failed): by ukeire"


def test_a_red_five_is_named_only_where_it_tells_two_pons_apart(yakuhai: GameCoach) -> None:
    kan = _call(yakuhai, 10, 2)
    assert [o.call for o in kan.options] == ["pass", "pon", "pon", "daiminkan"]
    words = [cw.option_words(kan, i) for i in range(4)]
    assert words == ["pass", "pon 5-pin", "pon 5-pin (red five)", "daiminkan 5-pin"]
    view = choice_view(kan, ValueState(fixed_valuation(kan), False), NAMES)
    assert view.verdict == "Best pon 5-pin: 2,900 points; played daiminkan 5-pin: 2,000 (−900)"
    kan_row = next(row for row in view.options.rows if row.played)
    assert kan_row.cells[0] == Cell(("Daiminkan", Tiles((FIVE_PIN,) * 4)), tip="daiminkan 5-pin")
    red_row = next(row for row in view.options.rows if row.cells[0].tip.endswith("(red five)"))
    assert red_row.cells[0].parts == ("Pon", Tiles((FIVE_PIN,) * 3), "(red five)")


def test_a_kan_of_the_seat_s_own_beside_its_discard(tmp_path: Path) -> None:
    coach = coach_of(write(tmp_path / "kans.mjson", KAN_EVENTS))
    (kan,) = coach.choices(Step(0, 2))  # the ankan, decided on the step after the draw
    assert kan.kind == "kan" and cw.option_words(kan, 0) == "no kan"
    view = choice_view(kan, ValueState(fixed_valuation(kan), False), NAMES)
    assert view.verdict == "Best: played ankan 7-pin (2,900 points; no kan: 2,400)"
    assert [row.cells[0].parts[0] for row in view.options.rows] == ["Ankan", "No kan"]
    assert view.options.rows[0].cells[0].parts[1] == Tiles((SEVEN_PIN,) * 4)
    # a step with a discard and a kan: the discard's page, the kan's below it (no danger)
    discard = coach.decision(Step(0, 4))
    assert discard is not None
    state = ValueState(None, True)
    page = step_view(discard, state, NAMES, False, [ChoiceShown(kan, state)])
    assert page.verdict == decision_view(discard, state, NAMES).verdict
    (also,) = page.also
    assert also.verdict == "Kan or not: played ankan 7-pin · judging…" and also.danger is None
    # at another seat's discard, the call decision is the page itself
    call = _call(coach, 4, 1)
    alone = step_view(None, ValueState(None, False), NAMES, False,
                      [ChoiceShown(call, ValueState(None, True))])  # fmt: skip
    assert alone.verdict.startswith("Call or pass: played pon White dragon") and not alone.also


def test_riichi_or_dama_says_the_rule_in_the_dock_and_is_short_in_the_box(
    yakuhai: GameCoach,
) -> None:
    (riichi,) = (d for d in yakuhai.choices(Step(0, 6)) if d.kind == "riichi")
    assert riichi.played == 1  # dama
    state = ValueState(fixed_valuation(riichi), False)
    view = choice_view(riichi, state, NAMES)
    assert view.verdict == ("Riichi (good wait: riichi unless haneman dama): riichi 8,000 points, "
                            "dama 4,000; played dama")  # fmt: skip
    assert view.verdict_class == "small"  # against the rule: no points lost, not green
    assert view.method == "By the measured rule of riichi or dama (no points lost are counted)"
    assert [row.cells[0].parts for row in view.options.rows] == [("Riichi",), ("Dama",)]
    assert view.danger is None and view.danger_title == ""
    (line,) = box_lines([ChoiceShown(riichi, state)])
    assert line == ("Riichi by the rule: riichi 8,000 points, dama 4,000; played dama", "small")


def test_the_rule_words_are_the_coach_s() -> None:
    assert cw.RULES == RULES  # translated by key: the English must stay the coach's


def test_a_costly_call_in_the_report_names_its_options() -> None:
    costly = CostlyDecision(0, 10, 3, (1,), 900.0, "call", FIVE_PIN,
                            ("pass", "pon", "pon", "daiminkan"))  # fmt: skip
    line = cw.costly_words(costly, ("東1局 0本場",))
    assert line == "東1局 0本場 · step 10: daiminkan 5-pin, best pon 5-pin, −900 points"
    kan = CostlyDecision(0, 2, 0, (1,), 400.0, "kan", SEVEN_PIN, ("pass", "ankan"))
    line = cw.costly_words(kan, ("東1局 0本場",))
    assert line.endswith(": no kan, best ankan 7-pin, −400 points")

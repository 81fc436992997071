"""Every decision valued in points, and the verdict: the pick and what was lost.

``judge`` is the one door, whatever the decision's kind: a discard's candidates are valued here
(the one-player expected points of the hand each leaves, the fold rule while another seat's
riichi is accepted: ``viewer.coach.valuation``), a call, kan or riichi decision by
``viewer.coach.choice_value``. ``pick`` is the candidates of highest value and ``value_loss``
what the played one gave up; a verdict is remembered by its position and decision. The names
of ``viewer.coach.valuation`` are here too, where the callers have always found them.
docs/value.md explains all of it with worked examples.
"""

from __future__ import annotations

from viewer.coach.choice_value import judge_choice
from viewer.coach.model import Decision
from viewer.coach.position import Position
from viewer.coach.valuation import (
    EXACT_SHANTEN,
    TIE,
    CandidateValue,
    OnePlayerNumbers,
    Valuation,
    deal_in_chance,
    deal_in_cost,
    discard_survival,
    folded,
    one_player,
    valuation,
)

__all__ = [
    "DISCOUNT_DISCARDS", "EXACT_SHANTEN", "MODEL_VERSION", "TIE", "CandidateValue",
    "OnePlayerNumbers", "Valuation", "deal_in_chance", "deal_in_cost", "discard_survival",
    "folded", "forget", "judge", "one_player", "remember", "remembered", "valuation",
]  # fmt: skip

MODEL_VERSION = 4  # raise when any number below changes: stored verdicts are judged again
# (2: the deep-hand estimate of docs/value.md, "Deeper hands"; 3: calls, kans and riichi;
# 4: discards on the round's survival)
DISCOUNT_DISCARDS = True  # discards valued on the round's survival too, as calls and kans are:
# on every third corpus game it picks the players' own discard more often (docs/value.md)


_REMEMBERED: dict[tuple[Position, Decision], Valuation] = {}
_REMEMBER_AT_MOST = 1 << 14


def remembered(position: Position, decision: Decision) -> Valuation | None:
    """A valuation judged before in this process for the same position and decision (the
    answer depends on nothing else): stepping back, the quiz, a second command cost nothing."""
    return _REMEMBERED.get((position, decision))


def remember(position: Position, decision: Decision, judged: Valuation) -> None:
    if len(_REMEMBERED) >= _REMEMBER_AT_MOST:
        _REMEMBERED.clear()
    _REMEMBERED[(position, decision)] = judged


def forget() -> None:
    """Nothing remembered any more (the window's tests, which value with stand-ins)."""
    _REMEMBERED.clear()


def judge(position: Position, decision: Decision) -> Valuation:
    """The decision judged by value: exact at 2-shanten or better, estimated deeper (a call,
    kan or riichi decision by ``viewer.coach.choice_value``)."""
    if decision.kind != "discard":
        return judge_choice(position, decision)
    safety_of = dict(decision.hand_safety)
    dealer = (decision.seat - position.seat_wind) % position.rules.players
    chances = discard_survival(position, decision.tiles_left) if DISCOUNT_DISCARDS else None
    method, numbers, discounted = one_player(position, chances)
    return valuation(
        method, numbers, safety_of, decision.actual, dealer, position.rules.sanma,
        discounted if chances is not None else None,
    )  # fmt: skip

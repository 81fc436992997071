"""Every candidate of a decision valued in points, and the verdict: the pick and what was lost.

A candidate's value is the one-player expected points of the hand after it (the exact model at
2-shanten or better, the estimate deeper), weighed against the danger of the tile while another
seat's riichi is accepted (the fold rule):

    value = (1 - P) * points - P * L,    P = 1 - prod over riichi seats of (1 - danger / 100)

L is the mean payment of a deal-in into a riichi hand (``viewer.coach.deal_in_cost``: the
dealer's riichi and the others' apart; with several riichi seats, each weighed by its danger).
``pick`` is the candidates of highest value and ``value_loss`` what the played tile gave up.
docs/value.md explains all of it with a worked example.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from viewer.coach.deal_in_cost import riichi_loss
from viewer.coach.exact import exact_values
from viewer.coach.model import Decision, Safety
from viewer.coach.position import Position
from viewer.coach.shanten import shanten

MODEL_VERSION = 2  # raise when any number below changes: stored verdicts are judged again
# (2: the deep-hand estimate of docs/value.md, "Deeper hands")
EXACT_SHANTEN = 2  # the exact model at this shanten or better (the decision's 14-tile hand)
TIE = 1e-6  # values this close are the same value (points)


@dataclass(frozen=True, slots=True)
class CandidateValue:
    """One candidate valued: the one-player numbers, the danger and the value in points."""

    tile: int  # the kind discarded
    tenpai: float | None  # the chance of reaching tenpai (None when estimated)
    win: float | None  # the chance of winning by tsumo (None when estimated)
    points: float  # the one-player expected points (the estimate's, when estimated)
    deal_in: float  # P: the chance this tile deals into a riichi hand (0 with none)
    value: float  # in points, the fold rule applied


@dataclass(frozen=True, slots=True)
class Valuation:
    """A decision judged by value."""

    method: str  # "exact" or "estimate"
    candidates: tuple[CandidateValue, ...]  # in kind order
    pick: tuple[int, ...]  # the kinds of highest value
    value_loss: float | None  # value(pick) - value(played); None when played is no candidate

    def of(self, kind: int) -> CandidateValue | None:
        for candidate in self.candidates:
            if candidate.tile == kind:
                return candidate
        return None


@dataclass(frozen=True, slots=True)
class OnePlayerNumbers:
    """What either model says of one candidate before the fold rule."""

    tile: int
    tenpai: float | None
    win: float | None
    points: float


def deal_in_chance(safeties: Sequence[Safety]) -> float:
    """P: the chance a tile deals into one of the riichi hands it faces."""
    safe = 1.0
    for safety in safeties:
        safe *= 1 - safety.danger / 100
    return 1 - safe


def deal_in_cost(safeties: Sequence[Safety], dealer: int, sanma: bool) -> float:
    """L for this tile: each riichi seat's mean payment weighed by the tile's danger to it."""
    weights = [s.danger for s in safeties]
    costs = [riichi_loss(s.against == dealer, sanma) for s in safeties]
    if not sum(weights):
        return sum(costs) / len(costs) if costs else 0.0
    return sum(w * c for w, c in zip(weights, costs, strict=True)) / sum(weights)


def valuation(
    method: str,
    numbers: Sequence[OnePlayerNumbers],
    safety_of: dict[int, tuple[Safety, ...]],
    played: int,
    dealer: int,
    sanma: bool,
) -> Valuation:
    """The verdict from the one-player numbers and each kind's safety against the riichi
    seats (``safety_of``: empty when nobody is in riichi)."""
    valued = []
    for one in numbers:
        safeties = safety_of.get(one.tile, ())
        chance = deal_in_chance(safeties)
        loss = deal_in_cost(safeties, dealer, sanma) if safeties else 0.0
        value = (1 - chance) * one.points - chance * loss
        valued.append(CandidateValue(one.tile, one.tenpai, one.win, one.points, chance, value))
    best = max((c.value for c in valued), default=0.0)
    pick = tuple(c.tile for c in valued if c.value >= best - TIE)
    actual = next((c for c in valued if c.tile == played), None)
    loss_of_played = None if actual is None else max(0.0, best - actual.value)
    if actual is not None and actual.tile in pick:
        loss_of_played = 0.0
    return Valuation(method, tuple(valued), pick, loss_of_played)


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
    """The decision judged by value: exact at 2-shanten or better, estimated deeper."""
    safety_of = dict(decision.hand_safety)
    dealer = (decision.seat - position.seat_wind) % position.rules.players
    numbers: Sequence[OnePlayerNumbers]
    if shanten(position.counts, position.rules.sanma) <= EXACT_SHANTEN:
        method = "exact"
        numbers = [
            OnePlayerNumbers(one.tile, one.tenpai, one.win, one.points)
            for one in exact_values(position)
        ]
    else:
        from viewer.coach.estimate import estimate_values

        method = "estimate"
        numbers = [
            OnePlayerNumbers(one.tile, None, None, one.points) for one in estimate_values(position)
        ]
    return valuation(method, numbers, safety_of, decision.actual, dealer, position.rules.sanma)

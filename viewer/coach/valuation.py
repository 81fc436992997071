"""The shapes of a verdict by value, and the fold rule: what every kind of decision shares.

A candidate's (an option's) value is the one-player expected points of the hand after it (the
exact model at ``EXACT_SHANTEN`` or better, the estimate deeper), weighed against the danger of
the tile it discards while another seat's riichi is accepted (the fold rule):

    value = (1 - P) * points - P * L,    P = 1 - prod over riichi seats of (1 - danger / 100)

L is the mean payment of a deal-in into a riichi hand (``viewer.coach.deal_in_cost``: the
dealer's riichi and the others' apart; with several riichi seats, each weighed by its danger).
``viewer.coach.value`` judges a discard with them, ``viewer.coach.choice_value`` a call or kan;
docs/value.md explains all of it with worked examples.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from viewer.coach.deal_in_cost import riichi_loss
from viewer.coach.exact import exact_values
from viewer.coach.model import Safety
from viewer.coach.position import Position
from viewer.coach.shanten import shanten
from viewer.coach.survival import survival

EXACT_SHANTEN = 2  # the exact model at this shanten or better (a decision's 14-tile hand, a
# call's 13-tile hand): the one limit every kind of decision reads
TIE = 1e-6  # values this close are the same value (points)


@dataclass(frozen=True, slots=True)
class CandidateValue:
    """One candidate valued: the one-player numbers, the danger and the value in points.

    A call, kan or riichi decision's option is one too (``call``, ``tiles``): ``tile`` is then
    the kind of its best allowed discard (pon, chi) or -1 (it discards nothing now)."""

    tile: int  # the kind discarded
    tenpai: float | None  # the chance of reaching tenpai (None when estimated)
    win: float | None  # the chance of winning by tsumo (None when estimated)
    points: float  # the one-player expected points (the estimate's, when estimated)
    deal_in: float  # P: the chance this tile deals into a riichi hand (0 with none)
    value: float  # in points, the fold rule applied
    call: str = "discard"  # "discard", or the option (model.CALLS, KANS, RIICHI_OPTIONS)
    tiles: tuple[int, ...] = ()  # the hand's tile ids the option consumes
    discounted: float | None = None  # points with each draw weighed by the round's survival


@dataclass(frozen=True, slots=True)
class Valuation:
    """A decision judged by value, whatever its kind (model.DECISION_KINDS).

    A discard's ``candidates`` are its allowed discards in kind order and ``pick`` their kinds
    of highest value; a call, kan or riichi decision's ``candidates`` are its options in the
    decision's order and ``pick`` their indices. ``best`` and ``played_index`` give indices for
    every kind, so a surface can handle them all the same way."""

    method: str  # "exact" or "estimate" ("rule" for riichi)
    candidates: tuple[CandidateValue, ...]  # in kind order (other kinds: the options' order)
    pick: tuple[int, ...]  # the kinds of highest value (other kinds: the options' indices)
    value_loss: float | None  # value(pick) - value(played); None when played is no candidate
    kind: str = "discard"
    played: int | None = None  # a call, kan or riichi decision: the option played (None: unknown)
    rule: str | None = None  # riichi: the key of the rule that decided (riichi_rule.RULES)

    def of(self, kind: int) -> CandidateValue | None:
        for candidate in self.candidates:
            if candidate.tile == kind:
                return candidate
        return None

    @property
    def best(self) -> tuple[int, ...]:
        """The indices into ``candidates`` of highest value (or the rule's verdict)."""
        if self.kind != "discard":
            return self.pick
        return tuple(i for i, c in enumerate(self.candidates) if c.tile in self.pick)

    def played_index(self, actual: int | None = None) -> int | None:
        """The index of the candidate played (a discard: of kind ``actual``)."""
        if self.kind != "discard":
            return self.played
        return next((i for i, c in enumerate(self.candidates) if c.tile == actual), None)


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


def folded(
    one: OnePlayerNumbers,
    safety_of: dict[int, tuple[Safety, ...]],
    dealer: int,
    sanma: bool,
    discounted: float | None = None,
) -> CandidateValue:
    """One discard valued by the fold rule, on ``discounted`` points when given."""
    safeties = safety_of.get(one.tile, ())
    chance = deal_in_chance(safeties)
    loss = deal_in_cost(safeties, dealer, sanma) if safeties else 0.0
    worth = one.points if discounted is None else discounted
    value = (1 - chance) * worth - chance * loss
    return CandidateValue(one.tile, one.tenpai, one.win, one.points, chance, value,
                          discounted=discounted)  # fmt: skip


def valuation(
    method: str,
    numbers: Sequence[OnePlayerNumbers],
    safety_of: dict[int, tuple[Safety, ...]],
    played: int,
    dealer: int,
    sanma: bool,
    discounted: Sequence[float] | None = None,
) -> Valuation:
    """The verdict from the one-player numbers and each kind's safety against the riichi
    seats (``safety_of``: empty when nobody is in riichi); on the ``discounted`` points (one
    per number) when given."""
    valued = [
        folded(one, safety_of, dealer, sanma, None if discounted is None else discounted[i])
        for i, one in enumerate(numbers)
    ]
    best = max((c.value for c in valued), default=0.0)
    pick = tuple(c.tile for c in valued if c.value >= best - TIE)
    actual = next((c for c in valued if c.tile == played), None)
    loss_of_played = None if actual is None else max(0.0, best - actual.value)
    if actual is not None and actual.tile in pick:
        loss_of_played = 0.0
    return Valuation(method, tuple(valued), pick, loss_of_played)


def discard_survival(position: Position, tiles_left: int | None) -> tuple[float, ...] | None:
    """The survival of a discard decision's draws (None when the wall is not known)."""
    if tiles_left is None:
        return None
    players = position.rules.players
    return survival(tiles_left, players, players - 1, position.draws_left)


def one_player(
    position: Position,
    survival_chances: Sequence[float] | None = None,
    exact: bool | None = None,
) -> tuple[str, list[OnePlayerNumbers], list[float]]:
    """A 14-tile position's candidates by either model (``exact`` None: the exact one at
    ``EXACT_SHANTEN`` or better): the method, the numbers and the discounted points (the
    points themselves without ``survival_chances``)."""
    if exact is None:
        exact = shanten(position.counts, position.rules.sanma) <= EXACT_SHANTEN
    if exact:
        found = exact_values(position, survival_chances)
        numbers = [OnePlayerNumbers(v.tile, v.tenpai, v.win, v.points) for v in found]
        return "exact", numbers, [v.discounted for v in found]
    from viewer.coach.estimate import estimate_values

    estimated = estimate_values(position, survival_chances)
    numbers = [OnePlayerNumbers(v.tile, None, None, v.points) for v in estimated]
    return "estimate", numbers, [v.discounted for v in estimated]

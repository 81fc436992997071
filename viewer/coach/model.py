"""The coach's verdicts as immutable values: one per decision, one summary per seat.

A decision is a choice between options at a step, whatever its kind (``DECISION_KINDS``): a
discard (the candidates), a call on another seat's discard (pass, pon, chi, daiminkan), a kan of
the seat's own (ankan or kakan, or not) and riichi or dama. One ``Decision`` shape holds them
all: a discard's ukeire facts in ``candidates``, the other kinds' choices in ``options``. Kinds
are 0-33 (a red five is a five). Everything here is plain data: the window, the dump and
the ``coach`` command read the same values, so they can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

SAFETY_CLASSES = (
    "genbutsu", "suji", "half-suji", "no-chance", "one-chance", "other",
    "honour-0", "honour-1", "honour-2", "honour-3", "honour-4",
)  # fmt: skip


DECISION_KINDS = ("discard", "call", "kan", "riichi")
CALLS = ("pass", "pon", "chi", "daiminkan")  # the options of a call decision
KANS = ("pass", "ankan", "kakan")  # of a kan decision ("pass": no kan, the best discard)
RIICHI_OPTIONS = ("riichi", "dama")


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a call, kan or riichi decision."""

    call: str  # one of CALLS, KANS or RIICHI_OPTIONS
    tiles: tuple[int, ...]  # the hand's tile ids it consumes, ascending (() for pass, riichi)


@dataclass(frozen=True, slots=True)
class Candidate:
    """One allowed discard: the shanten it leaves, its ukeire and the kinds that advance it."""

    tile: int  # the kind discarded, 0-33
    shanten: int
    ukeire: int  # unseen copies of ``tiles``
    tiles: tuple[int, ...]  # kinds that lower the shanten and have unseen copies, ascending


@dataclass(frozen=True, slots=True)
class Safety:
    """How safe one kind is against one seat in riichi, with the deal-in rate of its class."""

    against: int  # the seat in riichi
    cls: str  # one of SAFETY_CLASSES
    danger: float  # deal-in rate in percent (viewer.coach.danger)


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision judged. A discard: the allowed candidates, the best of them by ukeire and
    what the actual cost. A call, kan or riichi decision (``kind``): its ``options`` and the one
    ``played``; there ``candidates`` and ``best`` are empty and ``loss`` None."""

    round: int
    step: int  # index in the round of the discard step (call: the discard called on; kan and
    # riichi: the step right after the seat's draw)
    seat: int
    actual: int  # the kind discarded (call: the kind called on; kan: the kan's kind; riichi:
    # the kind discarded into tenpai)
    candidates: tuple[Candidate, ...]  # in kind order
    best: tuple[int, ...]  # kinds: lowest shanten, then most ukeire
    loss: int | None  # best's ukeire - actual's; None for a shanten back
    safety: tuple[Safety, ...]  # the actual kind against each seat in riichi
    # every kind of the hand against each seat in riichi (() when nobody is in riichi)
    hand_safety: tuple[tuple[int, tuple[Safety, ...]], ...]
    riichi: bool  # the discard that declares riichi
    kind: str = "discard"  # one of DECISION_KINDS
    options: tuple[Option, ...] = ()  # a call, kan or riichi decision's options, pass first
    played: int | None = None  # the index of the option the seat chose (None: unknown)
    called_tile: int | None = None  # a call: the tile id discarded (kan: the drawn tile)
    tiles_left: int | None = None  # the wall at the decision (for the round's survival)
    discarder: int | None = None  # a call: the seat that discarded
    river: tuple[int, ...] = ()  # riichi: the kinds the seat discarded before (furiten)

    def candidate(self, kind: int) -> Candidate | None:
        for candidate in self.candidates:
            if candidate.tile == kind:
                return candidate
        return None

    @property
    def lowest_shanten(self) -> int:
        """The lowest shanten a candidate keeps (99 when there is no candidate at all)."""
        return min((c.shanten for c in self.candidates), default=99)

    @property
    def best_ukeire(self) -> int:
        chosen = self.candidate(self.best[0]) if self.best else None
        return chosen.ukeire if chosen is not None else 0

    @property
    def actual_ukeire(self) -> int:
        """The actual discard's ukeire (0 when kuikae made it no candidate: a broken log)."""
        chosen = self.candidate(self.actual)
        return chosen.ukeire if chosen is not None else 0

    @property
    def shanten_back(self) -> bool:
        return self.loss is None

    @property
    def match(self) -> bool:
        """The actual discard is as good as the best: lowest shanten and as many ukeire."""
        return self.loss == 0

    def safety_of(self, kind: int) -> tuple[Safety, ...]:
        """``kind``'s safeties against each seat in riichi (() when none or not in the hand)."""
        for held, safeties in self.hand_safety:
            if held == kind:
                return safeties
        return ()


@dataclass(frozen=True, slots=True)
class DealIn:
    """A discard of the seat that another seat won on, judged against the winner."""

    round: int
    step: int  # the step of the discard (or of the robbed kan or kita)
    tile_kind: int
    winner: int
    cls: str
    danger: float


@dataclass(frozen=True, slots=True)
class CostlyDecision:
    """A decision that lost value: where it was, what was played, what was worth most."""

    round: int
    step: int
    played: int  # the kind discarded (a call or kan: the index of the option played)
    pick: tuple[int, ...]  # the kinds of highest value (a call or kan: the options' indices)
    value_loss: float  # points
    kind: str = "discard"  # "discard", "call" or "kan"
    tile: int | None = None  # a call or kan: the kind called on (the kan's kind)
    calls: tuple[str, ...] = ()  # a call or kan: its options' names (model.CALLS, KANS)


@dataclass(frozen=True, slots=True)
class ChoiceCounts:
    """A seat's call or kan decisions (with a known played option) summed up."""

    decisions: int
    picks: int  # the played option among the highest value
    missed: int  # the pick was a call (a kan), the seat passed
    extra: int  # the seat called (made a kan), the pick was to pass


@dataclass(frozen=True, slots=True)
class RiichiCounts:
    """A seat's riichi-or-dama decisions: how many, and how many followed the rule."""

    decisions: int
    matches: int


NO_CHOICES = ChoiceCounts(0, 0, 0, 0)
NO_RIICHI = RiichiCounts(0, 0)


@dataclass(frozen=True, slots=True)
class SeatReport:
    """One seat's game: the value its discards lost, how efficient they were, what it pushed
    against riichi."""

    seat: int
    decisions: int
    matches: int  # actual ukeire = best's, at the lowest shanten
    efficiency: float | None  # actual_ukeire / best_ukeire (None when best_ukeire is 0)
    actual_ukeire: int  # summed over the decisions, a shanten back counting 0
    best_ukeire: int
    shanten_backs: int
    pushes: tuple[tuple[str, int], ...]  # (class, count) of non-genbutsu discards vs a riichi
    deal_ins: tuple[DealIn, ...]
    picks: int  # decisions whose played kind was among the highest value
    points_lost: float  # the value_loss of every decision (discards, calls, kans), summed
    folds: int  # decisions under riichi whose played kind was genbutsu against every riichi
    costliest: tuple[CostlyDecision, ...]  # up to five, largest value_loss first
    calls: ChoiceCounts = NO_CHOICES
    kans: ChoiceCounts = NO_CHOICES
    riichi: RiichiCounts = NO_RIICHI

"""The facts of luck, as frozen values: where a tenpai's winning tiles were, how a seat's draws
went against the odds it could see, what a call changed. ``viewer.luck.game`` makes them; the
command line, the dump and the window only read them (docs/luck.md says what each one means).

Tiles are Tenhou ids (0-135: a view may show a red five), steps and rounds the dump's indexes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

from viewer.domain.melds import MeldKind


class LiveCopy(NamedTuple):
    """A winning tile still in the live wall at the tenpai's step."""

    tile: int
    draw: int  # 1 = the next tile anyone draws from the live wall, counted from the step
    seat: int  # whose draw that is if nobody calls again
    nth: int  # that seat's own draw: 1 = its next one


@dataclass(frozen=True, slots=True)
class WallPlaces:
    """The winning tiles the wall holds (known only where the round's wall reproduces)."""

    live: tuple[LiveCopy, ...]  # in drawing order
    dead_wall: tuple[int, ...]  # unseen in the dead wall: rinshan tiles, hidden indicators, ura


@dataclass(frozen=True, slots=True)
class Tenpai:
    """One tenpai of one seat: consecutive 13-tile states with the same waits, from ``step``
    (its first) to ``until`` (the last step before the seat's hand changed it or the round
    ended). The copies are counted at ``step``; the seat's own are in none of the places."""

    seat: int
    step: int
    until: int
    waits: tuple[int, ...]  # kinds 0-33, ascending
    in_hands: tuple[tuple[int, ...], ...] | None  # per seat (absolute; the own seat's empty)
    visible: tuple[int, ...]  # rivers, every meld, the indicators turned over
    wall: WallPlaces | None  # None: the round has no wall

    @property
    def live(self) -> int | None:
        return None if self.wall is None else len(self.wall.live)

    @property
    def dead_wall(self) -> int | None:
        return None if self.wall is None else len(self.wall.dead_wall)

    @property
    def held(self) -> int | None:
        """Copies in the other seats' concealed hands (None when a hand is hidden)."""
        return None if self.in_hands is None else sum(len(h) for h in self.in_hands)

    @property
    def first_live(self) -> LiveCopy | None:
        return self.wall.live[0] if self.wall is not None and self.wall.live else None

    @property
    def dead(self) -> bool | None:
        """No copy in the live wall: only a ron from a hand holding one could win it."""
        return None if self.wall is None else not self.wall.live

    @property
    def cut_off(self) -> bool | None:
        """Live copies, none of them the seat's own draw if nobody calls: no tsumo possible."""
        if self.wall is None:
            return None
        return bool(self.wall.live) and all(c.seat != self.seat for c in self.wall.live)

    def covers(self, step: int) -> bool:
        return self.step <= step <= self.until


class DrawChance(NamedTuple):
    """One own draw, judged from the seat's view just before it."""

    step: int  # the draw's step
    tile: int
    shanten: int  # before the draw
    p: float  # unseen copies of the kinds that lower the shanten / every unseen tile
    hit: bool  # the drawn tile lowered the shanten


@dataclass(frozen=True, slots=True)
class DrawTally:
    """Draws counted: hits against their expectation. z = (hits - expected) / sqrt(variance),
    variance the sum of p(1 - p); None when no draw had any doubt (variance 0)."""

    count: int = 0
    hits: int = 0
    expected: float = 0.0
    variance: float = 0.0

    @classmethod
    def of(cls, chances: tuple[DrawChance, ...]) -> DrawTally:
        return cls(
            len(chances),
            sum(1 for c in chances if c.hit),
            math.fsum(c.p for c in chances),
            math.fsum(c.p * (1 - c.p) for c in chances),
        )

    def __add__(self, other: DrawTally) -> DrawTally:
        return DrawTally(
            self.count + other.count,
            self.hits + other.hits,
            self.expected + other.expected,
            self.variance + other.variance,
        )

    @property
    def z(self) -> float | None:
        if self.variance <= 0:
            return None
        return (self.hits - self.expected) / math.sqrt(self.variance)


@dataclass(frozen=True, slots=True)
class SeatLuck:
    """One seat in one round."""

    seat: int
    start_shanten: int | None  # None: the seat's tiles are hidden in this log
    draws: tuple[DrawChance, ...]
    tenpais: tuple[Tenpai, ...]
    deal_ins_while_tenpai: tuple[int, ...]  # steps of the seat's deal-ins with a tenpai hand

    @property
    def tally(self) -> DrawTally:
        return DrawTally.of(self.draws)


class WouldDraw(NamedTuple):
    """One seat's next draws after a call: as they happened, and had nobody called."""

    seat: int
    drew: tuple[int, ...]  # its next (up to) three draws, as they happened
    would_draw: tuple[int, ...] | None  # the next three from the live wall (None: no wall)
    shanten: int | None  # its hand's shanten at the discard (None: hidden)
    would_shanten: tuple[int, ...] | None  # that hand's shanten with each would-be draw added


@dataclass(frozen=True, slots=True)
class CallChange:
    """A call of a discard (chi, pon, daiminkan) and the draws it moved."""

    step: int
    seat: int  # the caller
    discarder: int
    kind: MeldKind  # chi, pon, daiminkan
    without: tuple[WouldDraw, ...]  # one per seat, in seat order


@dataclass(frozen=True, slots=True)
class RoundLuck:
    round: int
    reason: str | None  # why the round has no wall; None when it has one
    seats: tuple[SeatLuck, ...]
    calls: tuple[CallChange, ...]

    @property
    def wall(self) -> bool:
        return self.reason is None


@dataclass(frozen=True, slots=True)
class SeatSummary:
    """One seat over the game."""

    seat: int
    tally: DrawTally
    tenpais: int
    dead_waits: int
    cut_off_waits: int
    deal_ins_while_tenpai: int

    @property
    def draw_z(self) -> float | None:
        return self.tally.z

"""Typed, immutable events of a round, one per log element.

NamedTuples rather than dataclasses: a game has a thousand or more events and creating tuples is
several times cheaper (draw and discard events are even shared between games, see
``viewer.formats.mjlog.parser``). Seats are absolute (0-3); tiles are Tenhou ids (0-135).
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.melds import Meld


class RoundStart(NamedTuple):
    """INIT: the deal. ``hands`` are the 13 starting tiles of each seat (empty for seat 3 in 3p)."""

    round_index: int  # 0 = East 1, 4 = South 1 ...
    honba: int
    riichi_sticks: int
    dice: tuple[int, int]
    dora_indicator: int
    dealer: int
    scores: tuple[int, int, int, int]  # points
    hands: tuple[tuple[int, ...], ...]


class Draw(NamedTuple):
    seat: int
    tile: int


class Discard(NamedTuple):
    seat: int
    tile: int


class Call(NamedTuple):
    """N: chi, pon, kakan, daiminkan, ankan or kita."""

    seat: int
    meld: Meld


class RiichiDeclared(NamedTuple):
    """REACH step 1: the next discard of this seat is the declaration tile."""

    seat: int


class RiichiAccepted(NamedTuple):
    """REACH step 2: the declaration tile passed; the stick is paid now.

    ``scores`` is the log's own account after the payment (absent in 2009 logs).
    """

    seat: int
    scores: tuple[int, ...] | None


class NewDora(NamedTuple):
    """DORA: a new kan dora indicator is turned over."""

    indicator: int


class Agari(NamedTuple):
    """AGARI: one winner. A double ron is two Agari events in a row."""

    seat: int
    from_seat: int  # == seat for tsumo
    hand: tuple[int, ...]  # concealed tiles incl. the winning tile, ascending
    melds: tuple[Meld, ...]  # in call order
    win_tile: int
    fu: int
    points: int  # the hand's value before honba and sticks
    limit: int  # 0 none, 1 mangan ... 5 yakuman
    yaku: tuple[tuple[int, int], ...]  # (Tenhou yaku id, han), log order
    yakuman: tuple[int, ...]  # Tenhou yaku ids
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]
    honba: int
    riichi_sticks: int
    scores_before: tuple[int, int, int, int]  # points
    deltas: tuple[int, int, int, int]  # points
    pao_seat: int | None

    @property
    def is_tsumo(self) -> bool:
        return self.seat == self.from_seat

    @property
    def han(self) -> int:
        return sum(h for _, h in self.yaku)


class Ryuukyoku(NamedTuple):
    """RYUUKYOKU: a drawn round. ``kind`` is None for an exhaustive draw, else the log's type.

    ``revealed`` holds the shown hands (tenpai hands, or the declarer's for yao9), None elsewhere.
    """

    kind: str | None
    honba: int
    riichi_sticks: int
    scores_before: tuple[int, int, int, int]
    deltas: tuple[int, int, int, int]
    revealed: tuple[tuple[int, ...] | None, ...]


class Disconnect(NamedTuple):
    """BYE: a player lost the connection. Not a board step."""

    seat: int


class Reconnect(NamedTuple):
    """A later UN: a player came back. Not a board step."""

    seat: int
    name: str


Event = (
    RoundStart | Draw | Discard | Call | RiichiDeclared | RiichiAccepted | NewDora | Agari
    | Ryuukyoku | Disconnect | Reconnect
)  # fmt: skip
NOT_STEPS = (Disconnect, Reconnect)

"""The states of a round as the replay stores them, handed out as ``BoardState``.

A plain tuple is the cheapest immutable value Python makes; building a NamedTuple instance for
every step cost a third of a full replay (measured on the corpus). The replay stores one ``Row``
per step and ``Snapshots`` makes the ``BoardState`` of a step when it is first asked for.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.domain.events import Event
from viewer.domain.lazy import LazySequence
from viewer.domain.melds import Meld
from viewer.replay.packed import hands_of
from viewer.replay.state import BoardState

Four = tuple[int, int, int, int]
# What changes a few times a round, together (a step keeps one reference to it): melds, dora
# indicators, scores, riichi, riichi sticks.
Table = tuple[
    tuple[tuple[Meld, ...], ...], tuple[int, ...], Four, tuple[bool, bool, bool, bool], int
]
# One step: event, hands (one int, see viewer.replay.packed), drawn, rivers (packed entries),
# table, tiles left.
Row = tuple[Event, int, Four, tuple[tuple[int, ...], ...], Table, int]

_new = tuple.__new__


class Snapshots(LazySequence[BoardState]):
    """The states of a round: stored as rows, handed out as BoardState.

    The replay computes every field of every state; the BoardState view of a state is made when
    it is first asked for and then kept, so the same step always gives the same object.
    """

    __slots__ = ("_constant", "_decoded", "_raw")

    def __init__(self, raw: Sequence[Row], constant: tuple[int, int, int]) -> None:
        super().__init__(len(raw))
        self._raw = raw  # never changed after the replay: a list is kept, not copied to a tuple
        self._constant = constant  # honba, round_index, dealer: the same for the whole round
        self._decoded: tuple[int, tuple[tuple[int, ...], ...]] = (-1, ())  # the last hands int

    def _make(self, index: int) -> BoardState:
        event, mask, drawn, rivers, table, left = self._raw[index]
        melds, dora, scores, riichi, sticks = table
        honba, round_index, dealer = self._constant
        last_mask, hands = self._decoded
        if mask != last_mask:  # neighbouring steps mostly share their hands
            hands = hands_of(mask)
            self._decoded = (mask, hands)
        return _new(BoardState, (event, hands, drawn, rivers, melds, dora, scores, riichi, sticks,
                                 honba, left, round_index, dealer))  # fmt: skip

    def __eq__(self, other: object) -> bool:  # (defining __eq__ leaves it unhashable, as wanted)
        if isinstance(other, Snapshots):
            return self._raw == other._raw and self._constant == other._constant
        return super().__eq__(other)

"""A sequence whose items are made on first access and then kept.

Used where making every item up front would cost what a user may never look at (the rounds of a
log, the BoardState view of each replayed step), while each item must stay the same object once
made (a step always gives the same snapshot).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Generic, TypeVar, overload

T = TypeVar("T")


class LazySequence(Sequence[T], Generic[T]):
    __slots__ = ("_items", "_length")

    def __init__(self, length: int) -> None:
        self._length = length
        # Made on the first access: a full replay makes a sequence per round that nothing may
        # ever read (the dump and the window read them, a benchmark or a check may not).
        self._items: list[T | None] | None = None

    def _make(self, index: int) -> T:
        """Make item ``index`` (0 <= index < len); called once per index."""
        raise NotImplementedError

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...
    def __getitem__(self, index: int | slice) -> T | tuple[T, ...]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(self._length)))
        items = self._items
        if items is None:
            items = self._items = [None] * self._length
        item = items[index]
        if item is None:
            number = range(self._length)[index]  # negative indexes, IndexError
            item = items[number] = self._make(number)
        return item

    def __iter__(self) -> Iterator[T]:
        for index in range(self._length):
            yield self[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence):
            return len(self) == len(other) and all(
                a == b for a, b in zip(self, other, strict=False)
            )
        return NotImplemented  # (defining __eq__ leaves the class unhashable, as wanted)

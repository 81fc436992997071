"""``viewer.coach.shanten`` for hands packed in one int, fast enough for the value model's graph.

The value model asks the shanten of tens of thousands of hands per decision, each one tile away
from another. Here a hand is an int with a hex digit of copies per kind (kind k at bits 4k to
4k+3), so the parts the library's walk treats on their own are read with a shift and a mask: each
suit's nine digits, the honours' seven (with 1m and 9m in 3-player games). Each part's ends are
remembered by its int, each sum of three suits by their three ints, each result by the sum and the
honours; seven pairs and thirteen orphans are counted from the digits' bits. The numbers are
``viewer.coach.shanten.shanten``'s: tests/coach/test_packed_shanten.py compares them hand by hand.
"""

from __future__ import annotations

from viewer.coach.shanten import (
    NONE,
    ORPHANS,
    Outcome,
    combine,
    evaluate_pair,
    honours,
    suit_outcomes,
)

KINDS = 34
SUIT_MASK = (1 << 36) - 1
HONOUR_MASK = (1 << 28) - 1
ONES = sum(1 << (4 * kind) for kind in range(KINDS))  # the lowest bit of every digit
ORPHAN_ONES = sum(1 << (4 * kind) for kind in ORPHANS)
COUNT_MASK = (1 << (4 * KINDS)) - 1
EMPTY = 0  # the id of the ends of a part with no tile
_CACHE_LIMIT = 1 << 20  # results remembered before the tables start again


def _digits(value: int, size: int) -> tuple[int, ...]:
    return tuple((value >> (4 * k)) & 15 for k in range(size))


class PackedShanten:
    """The shanten of packed hands for 4-player or 3-player games, remembered across calls.

    Each distinct set of a part's ends gets a small number (``_ids``), so the sums of parts and
    the results are remembered under pairs and triples of small ints, which hash at once.
    """

    def __init__(self, sanma: bool) -> None:
        self.sanma = sanma
        self._ends: list[tuple[Outcome, ...]] = []
        self._ids: dict[tuple[Outcome, ...], int] = {}
        self._suits: dict[int, int] = {}
        self._sums: dict[tuple[int, int], int] = {}
        self._honours: dict[int, Outcome] = {}
        self._regular: dict[tuple[int, int, int, int], int] = {}
        self._values: dict[int, int] = {}
        self._id(((0, 0, 0, NONE),))  # EMPTY: no tile of a part
        self._draws: dict[int, tuple[int, ...]] = {}
        self._discards: dict[int, tuple[int, ...]] = {}
        # the digits a held tile's group reaches: inside its suit (not 1m-9m in 3-player games)
        number_suits = (1, 2) if sanma else (0, 1, 2)
        self._suit_spread = sum(SUIT_MASK << (36 * suit) for suit in number_suits) & ONES
        alone = [27, 28, 29, 30, 31, 32, 33] + ([0, 8] if sanma else [])
        self._alone_kinds = sum(1 << (4 * kind) for kind in alone)
        self._missing = sum(1 << (4 * kind) for kind in range(1, 8)) if sanma else 0

    def __call__(self, key: int) -> int:
        """The shanten of the hand in ``key``'s low 136 bits (-1: complete)."""
        key &= COUNT_MASK
        value = self._values.get(key)
        if value is None:
            if len(self._values) > _CACHE_LIMIT:
                self._values.clear()
                self._regular.clear()
            value = self._compute(key)
            self._values[key] = value
        return value

    def after_draws(self, key: int) -> tuple[int, ...]:
        """Per kind 0-33, the shanten after drawing it (99 where the hand holds four, and for
        2m-8m in 3-player games, which no wall holds).

        A kind no held tile can join in a group (no copy of an honour, no tile of its suit
        within two) leaves the same shanten as any other such kind that is, or is not, a
        terminal or honour (``viewer.coach.efficiency`` says why): two questions answer them."""
        key &= COUNT_MASK
        found = self._draws.get(key)
        if found is None:
            found = _Around(self, key).draws()
            if len(self._draws) > _CACHE_LIMIT:
                self._draws.clear()
            self._draws[key] = found
        return found

    def after_discards(self, key: int) -> tuple[int, ...]:
        """Per kind 0-33, the shanten after discarding one (99 where the hand holds none)."""
        key &= COUNT_MASK
        found = self._discards.get(key)
        if found is None:
            found = _Around(self, key).discards()
            if len(self._discards) > _CACHE_LIMIT:
                self._discards.clear()
            self._discards[key] = found
        return found

    def regular(self, alone: int, pair: int, honour: tuple[int, Outcome], tiles: int) -> int:
        """The regular shanten of a hand made of one part's ends, the sum of the other two
        parts and the honours (remembered)."""
        regular_key = (alone, pair, honour[0], tiles)
        value = self._regular.get(regular_key)
        if value is None:
            value = evaluate_pair(self._ends[alone], self._ends[pair], honour[1], tiles)
            self._regular[regular_key] = value
        return value

    def _id(self, ends: tuple[Outcome, ...]) -> int:
        found = self._ids.get(ends)
        if found is None:
            found = len(self._ends)
            self._ids[ends] = found
            self._ends.append(ends)
        return found

    def _suit(self, pattern: int) -> int:
        found = self._suits.get(pattern)
        if found is None:
            found = self._id(suit_outcomes(_digits(pattern, 9)))
            self._suits[pattern] = found
        return found

    def _sum(self, first: int, second: int) -> int:
        found = self._sums.get((first, second))
        if found is None:
            found = self._id(combine(self._ends[first], self._ends[second]))
            self._sums[(first, second)] = found
        return found

    def _split(self, man: int, pin: int, sou: int) -> tuple[int, int]:
        """One suit alone and the sum of the other two, a sum already made where one is: the
        hands asked one after another differ in one suit, whose partners' sum is then known."""
        sums = self._sums
        if (pin, sou) in sums:
            return man, sums[(pin, sou)]
        if (man, sou) in sums:
            return pin, sums[(man, sou)]
        if (man, pin) in sums:
            return sou, sums[(man, pin)]
        return man, self._sum(pin, sou)

    def _honour(self, key: int) -> tuple[int, Outcome]:
        honour_key = (key >> 108) & HONOUR_MASK
        if self.sanma:
            honour_key |= (key & 15) << 28 | ((key >> 32) & 15) << 32
        honour = self._honours.get(honour_key)
        if honour is None:
            counts = [0] * KINDS
            for k in range(27, KINDS):
                counts[k] = (key >> (4 * k)) & 15
            if self.sanma:
                counts[0] = key & 15
                counts[8] = (key >> 32) & 15
            honour = honours(counts, self.sanma)
            self._honours[honour_key] = honour
        return honour_key, honour

    def _compute(self, key: int) -> int:
        pin = self._suit((key >> 36) & SUIT_MASK)
        sou = self._suit((key >> 72) & SUIT_MASK)
        if self.sanma:
            alone, pair = pin, self._sum(sou, EMPTY)
        else:
            alone, pair = self._split(self._suit(key & SUIT_MASK), pin, sou)
        honour_key, honour = self._honour(key)
        ones = key & ONES
        twos = (key >> 1) & ONES
        fours = (key >> 2) & ONES
        tiles = ones.bit_count() + 2 * twos.bit_count() + 4 * fours.bit_count()
        regular_key = (alone, pair, honour_key, tiles)
        value = self._regular.get(regular_key)
        if value is None:
            value = evaluate_pair(self._ends[alone], self._ends[pair], honour, tiles)
            self._regular[regular_key] = value
        if tiles >= 13:
            held = ones | twos | fours
            paired = twos | fours
            pairs = paired.bit_count()
            kinds = held.bit_count()
            seven = -1 if pairs == 7 else 6 - pairs + max(0, 7 - kinds)
            orphans = 13 - (held & ORPHAN_ONES).bit_count() - (1 if paired & ORPHAN_ONES else 0)
            value = min(value, seven, orphans)
        return value


class _Around:
    """The shanten of every hand one tile away from one hand: the parts of the hand are read
    once, then each neighbour changes one suit (or the honours) and one count."""

    def __init__(self, table: PackedShanten, key: int) -> None:
        self.table = table
        self.key = key
        sanma = table.sanma
        self.patterns = (
            0 if sanma else key & SUIT_MASK,
            (key >> 36) & SUIT_MASK,
            (key >> 72) & SUIT_MASK,
        )
        self.ids = tuple(table._suit(p) for p in self.patterns)
        self.pairs: dict[int, int] = {}
        self.honour = table._honour(key)
        ones = key & ONES
        twos = (key >> 1) & ONES
        fours = (key >> 2) & ONES
        self.tiles = ones.bit_count() + 2 * twos.bit_count() + 4 * fours.bit_count()
        held = ones | twos | fours
        paired = twos | fours
        self.kinds = held.bit_count()
        self.paired_kinds = paired.bit_count()
        self.orphans_held = (held & ORPHAN_ONES).bit_count()
        self.orphans_paired = (paired & ORPHAN_ONES).bit_count()
        self.held = held

    def _others(self, suit: int) -> int:
        """The sum of the two number suits other than ``suit``."""
        found = self.pairs.get(suit)
        if found is None:
            a, b = (x for x in range(3) if x != suit)
            found = self.table._sum(self.ids[a], self.ids[b])
            self.pairs[suit] = found
        return found

    def value(self, kind: int, sign: int) -> int:
        """The shanten after one tile of ``kind`` more (sign 1) or less (sign -1)."""
        table = self.table
        key = self.key + sign * (1 << (4 * kind))
        known = table._values.get(key)
        if known is not None:
            return known
        tiles = self.tiles + sign
        honour_kind = kind >= 27 or (table.sanma and kind in (0, 8))
        if honour_kind:
            value = table.regular(self.ids[0], self._others(0), table._honour(key), tiles)
        else:
            suit = kind // 9
            changed = table._suit(self.patterns[suit] + sign * (1 << (4 * (kind - 9 * suit))))
            value = table.regular(changed, self._others(suit), self.honour, tiles)
        if tiles >= 13:
            count = (self.key >> (4 * kind)) & 15
            orphan = bool(ORPHAN_ONES & (1 << (4 * kind)))
            if sign > 0:
                pairs = self.paired_kinds + (count == 1)
                kinds = self.kinds + (count == 0)
                held = self.orphans_held + (orphan and count == 0)
                paired = self.orphans_paired + (orphan and count == 1)
            else:
                pairs = self.paired_kinds - (count == 2)
                kinds = self.kinds - (count == 1)
                held = self.orphans_held - (orphan and count == 1)
                paired = self.orphans_paired - (orphan and count == 2)
            seven = -1 if pairs == 7 else 6 - pairs + max(0, 7 - kinds)
            value = min(value, seven, 13 - held - (1 if paired else 0))
        table._values[key] = value
        return value

    def draws(self) -> tuple[int, ...]:
        table = self.table
        key = self.key
        held = self.held
        near = held
        for shift in (4, 8):
            near |= (held << shift) | (held >> shift)
        linked = (near & table._suit_spread) | (held & table._alone_kinds)
        lone: dict[bool, int] = {}
        values = []
        for kind in range(KINDS):
            bit = 1 << (4 * kind)
            if (key >> (4 * kind)) & 15 >= 4 or bit & table._missing:
                values.append(99)
            elif linked & bit:
                values.append(self.value(kind, 1))
            else:
                orphan = bool(ORPHAN_ONES & bit)
                value = lone.get(orphan)
                if value is None:
                    value = lone[orphan] = self.value(kind, 1)
                values.append(value)
        return tuple(values)

    def discards(self) -> tuple[int, ...]:
        key = self.key
        return tuple(
            self.value(kind, -1) if (key >> (4 * kind)) & 15 else 99 for kind in range(KINDS)
        )

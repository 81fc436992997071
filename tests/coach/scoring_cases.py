"""Random complete hands at random tables, for holding the compiled scorer to ``WinScorer``.

A win is built the way a table can hold one: four sets less one per meld and a pair (or seven
pairs, or thirteen orphans), melds of every kind (chi, pon, kakan, daiminkan, ankan), red fives,
dora indicators, kita, riichi, winds, 3-player tables, kuitan off and kiriage; every tile id used
once. A theme narrows the kinds a hand draws from (one suit, simples, terminals and honours,
honours, the green tiles, triplets, twin sequences, the same sequence in three suits, nine
gates), so the rarer yaku and yakuman come up often enough to be checked. The position around
it is the decision the win was reached from: its concealed hand a few tiles away from the
winning one, everything else it can see (rivers too) taken out of the unseen tiles.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from viewer.coach.position import Position
from viewer.coach.value_graph import RIICHI, key_of
from viewer.coach.win_points import dora_of
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import CHIP_BIT, Rules

FIVES = (4, 13, 22)
RED_IDS = (16, 52, 88)
ORPHANS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
GREEN = (19, 20, 21, 23, 25, 32)
NORTH = 30
THEMES = (
    "free", "free", "suit", "suit", "simple", "edge", "honor", "green", "triplets", "twins",
    "sanshoku", "douko", "ittsu", "dragons", "winds", "gates",
)  # fmt: skip
DRAGONS = (31, 32, 33)
WINDS = (27, 28, 29, 30)
MELD_KINDS = (
    MeldKind.CHI, MeldKind.CHI, MeldKind.PON, MeldKind.PON, MeldKind.KAKAN, MeldKind.DAIMINKAN,
    MeldKind.ANKAN, MeldKind.ANKAN,
)  # fmt: skip


@dataclass(frozen=True)
class Win:
    position: Position
    key: int  # the winning hand (viewer.coach.value_graph key, riichi flag included)
    kind: int  # the drawn kind, 0-36 (34-36 a red five)


def _theme_kinds(rng: random.Random, theme: str, allowed: list[int]) -> list[int]:
    suits = [s for s in range(3) if 9 * s + 1 in allowed] or [0]
    suit = 9 * rng.choice(suits)
    honors = list(range(27, 34))
    pool: list[int]
    if theme == "suit":
        pool = list(range(suit, suit + 9)) + (honors if rng.random() < 0.5 else [])
    elif theme == "simple":
        pool = [k for k in allowed if k < 27 and 1 <= k % 9 <= 7]
    elif theme == "edge":
        pool = [k for k in allowed if k >= 27 or k % 9 in (0, 1, 2, 6, 7, 8)]
        if rng.random() < 0.4:
            pool = [k for k in pool if k % 9 in (0, 8) and (k < 27 or rng.random() < 0.5)]
    elif theme == "honor":
        pool = honors + (list(range(suit, suit + 9)) if rng.random() < 0.6 else [])
    elif theme == "green":
        pool = list(GREEN)
    else:
        pool = list(allowed)
    return [k for k in pool if k in allowed]


def _sequence_ok(start: int, allowed: list[int]) -> bool:
    return start < 27 and start % 9 <= 6 and all(k in allowed for k in range(start, start + 3))


def _groups(rng: random.Random, theme: str, pool: list[int], allowed: list[int], sets: int):
    """Concealed sets (kinds) and the pair's kind for a regular hand, or None."""
    starts = [k for k in pool if _sequence_ok(k, pool if theme != "free" else allowed)]
    chosen: list[list[int]] = []
    pair = rng.choice(pool)
    if theme == "sanshoku":
        rank = rng.randrange(7)
        chosen += [[9 * s + rank + i for i in range(3)] for s in range(3)]
    elif theme == "douko":
        rank = rng.choice((0, 8)) if 1 not in allowed else rng.randrange(9)
        chosen += [[9 * s + rank] * 3 for s in range(3)]
    elif theme == "ittsu":
        suit = 9 * rng.choice([s for s in range(3) if 9 * s + 1 in allowed])
        chosen += [[suit + start + i for i in range(3)] for start in (0, 3, 6)]
    elif theme == "twins" and starts:
        start = rng.choice(starts)
        chosen += [[start, start + 1, start + 2]] * (2 if rng.random() < 0.7 else 3)
    elif theme in ("dragons", "winds"):
        honors = list(DRAGONS if theme == "dragons" else WINDS)
        rng.shuffle(honors)
        chosen += [[k] * 3 for k in honors[: rng.randrange(2, len(honors) + 1)]]
        if len(chosen) < len(honors):
            pair = honors[len(chosen)]
    chosen = [g for g in chosen if all(k in allowed for k in g)]
    rng.shuffle(chosen)
    chosen = chosen[:sets]
    while len(chosen) < sets:
        triplet = theme == "triplets" or not starts or rng.random() < 0.35
        if triplet:
            kind = rng.choice(pool)
            chosen.append([kind] * 3)
        else:
            start = rng.choice(starts)
            chosen.append([start, start + 1, start + 2])
    rng.shuffle(chosen)
    return [k for group in chosen for k in group], pair


def _gates(rng: random.Random, allowed: list[int]) -> list[int]:
    suits = [s for s in range(3) if 9 * s + 1 in allowed] or [1]
    suit = 9 * rng.choice(suits)
    ranks = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, rng.randrange(9)]
    return [suit + r for r in ranks]


def _melds(rng: random.Random, count: int, pool: list[int], allowed: list[int], copies: Counter):
    """(MeldKind, kinds) per meld."""
    made: list[tuple[MeldKind, list[int]]] = []
    for _ in range(count):
        meld_kind = rng.choice(MELD_KINDS)
        if meld_kind is MeldKind.CHI:
            starts = [k for k in pool if _sequence_ok(k, allowed)]
            if not starts:
                meld_kind = MeldKind.PON
            else:
                start = rng.choice(starts)
                kinds = [start, start + 1, start + 2]
        if meld_kind is not MeldKind.CHI:
            kind = rng.choice(pool)
            kinds = [kind] * (3 if meld_kind is MeldKind.PON else 4)
        made.append((meld_kind, kinds))
        copies.update(kinds)
    return made


class _Ids:
    """Hands out tile ids, each once; a red five only where the table has them."""

    def __init__(self, rng: random.Random, red: bool, sanma: bool) -> None:
        self.rng = rng
        self.red = red
        self.free = {t for t in range(136) if not (sanma and 1 <= t >> 2 <= 7)}

    def take(self, kind: int, red_chance: float = 0.4) -> int | None:
        ids = [t for t in range(4 * kind, 4 * kind + 4) if t in self.free]
        if not ids:
            return None
        red_id = 4 * kind if kind in FIVES else -1
        plain = [t for t in ids if t != red_id]
        if self.red and red_id in ids and (not plain or self.rng.random() < red_chance):
            tile = red_id  # now and then the red five, where the table has them
        else:
            tile = self.rng.choice(plain or ids)
        self.free.discard(tile)
        return tile

    def any(self) -> int:
        tile = self.rng.choice(sorted(self.free))
        self.free.discard(tile)
        return tile


def _indicator(rng: random.Random, ids: _Ids, held: list[int], sanma: bool) -> int:
    """A dora indicator: often one that makes a kind of the hand dora (kazoe hands)."""
    if rng.random() < 0.4:
        kind = rng.choice(held) >> 2
        before = [k for k in range(34) if dora_of(k, sanma) == kind]
        tile = ids.take(before[0]) if before else None
        if tile is not None:
            return tile
    return ids.any()


def _rules(rng: random.Random) -> Rules:
    bits = 0x01 | 0x08
    if rng.random() < 0.3:
        bits |= 0x10  # 3-player
    if rng.random() < 0.2:
        bits |= 0x02  # no red fives
    if rng.random() < 0.15:
        bits |= 0x04  # no open tanyao
    if rng.random() < 0.15:
        bits |= CHIP_BIT  # kiriage
    return Rules(type_bits=bits)


def _attempt(rng: random.Random, broken: bool) -> Win | None:
    rules = _rules(rng)
    sanma = rules.sanma
    allowed = [k for k in range(34) if not (sanma and 1 <= k <= 7)]
    theme = rng.choice(THEMES)
    pool = _theme_kinds(rng, theme, allowed) or allowed
    shape = rng.random()
    copies: Counter[int] = Counter()
    meld_plan: list[tuple[MeldKind, list[int]]] = []
    if theme == "gates" and rng.random() < 0.5:
        concealed_kinds = _gates(rng, allowed)
    elif shape < 0.12:
        kinds = rng.sample(pool, 7) if len(pool) >= 7 else rng.sample(allowed, 7)
        concealed_kinds = [k for k in kinds for _ in range(2)]
    elif shape < 0.18:
        concealed_kinds = list(ORPHANS) + [rng.choice(ORPHANS)]
    else:
        count = rng.choice((0, 0, 0, 1, 1, 2, 3, 4))
        meld_plan = _melds(rng, count, pool, allowed, copies)
        sets, pair = _groups(rng, theme, pool, allowed, 4 - count)
        concealed_kinds = sets + [pair, pair]
    copies.update(concealed_kinds)
    if any(c > 4 for c in copies.values()):
        return None
    ids = _Ids(rng, rules.red_fives, sanma)
    melds = []
    open_hand = False
    for meld_kind, kinds in meld_plan:
        tiles = tuple(sorted(ids.take(k) for k in kinds))  # type: ignore[type-var]
        called = None if meld_kind is MeldKind.ANKAN else tiles[0]
        added = tiles[-1] if meld_kind is MeldKind.KAKAN else None
        melds.append(Meld(meld_kind, tiles, called, None if called is None else 1, added, 0))
        open_hand = open_hand or meld_kind is not MeldKind.ANKAN
    hand = [ids.take(k) for k in concealed_kinds]
    if None in hand:
        return None
    held = [t for t in hand if t is not None]
    if broken:  # one tile swapped: mostly no win at all
        held[rng.randrange(len(held))] = ids.any()
    indicators = tuple(
        _indicator(rng, ids, held, sanma) for _ in range(rng.choice((1, 1, 1, 2, 3, 4, 5)))
    )
    kita = 0
    if sanma:
        kita = sum(ids.take(NORTH) is not None for _ in range(rng.choice((0, 0, 1, 2, 3, 4))))
    riichi = rng.random() < (0.5 if not open_hand else 0.03)
    key = key_of(tuple(held), rules.red_fives) | (RIICHI if riichi else 0)
    win_tile = rng.choice(held)
    kind = win_tile >> 2
    if rules.red_fives and win_tile in RED_IDS:
        kind = 34 + RED_IDS.index(win_tile)
    if rng.random() < 0.03:
        kind = rng.randrange(37)  # mostly a kind the hand does not hold
    decision = list(held)
    for _ in range(rng.choice((0, 0, 1, 2))):
        decision[rng.randrange(len(decision))] = ids.any()
    seen = Counter(t >> 2 for t in decision)
    for meld in melds:
        seen.update(t >> 2 for t in meld.tiles)
    seen.update(t >> 2 for t in indicators)
    seen[NORTH] += kita
    for tile in held:
        ids.free.discard(tile)
    rivers = [ids.any() for _ in range(rng.randrange(min(40, len(ids.free))))]
    seen.update(t >> 2 for t in rivers)
    visible = set(decision) | set(indicators) | set(rivers)
    visible |= {t for meld in melds for t in meld.tiles}
    unseen = tuple(0 if sanma and 1 <= k <= 7 else 4 - seen[k] for k in range(34))
    red_unseen = tuple(int(rules.red_fives and r not in visible) for r in RED_IDS)
    position = Position(
        concealed=tuple(sorted(decision)),
        melds=tuple(melds),
        kita=kita,
        unseen=unseen,
        red_unseen=red_unseen,  # type: ignore[arg-type]
        draws_left=5,
        round_wind=rng.randrange(4),
        seat_wind=rng.randrange(rules.players),
        dora_indicators=indicators,
        rules=rules,
        allowed=(),
    )
    return Win(position, key, kind)


def random_win(rng: random.Random, broken: bool = False) -> Win:
    """A random complete hand at a random table (``broken``: one tile swapped first)."""
    while True:
        made = _attempt(rng, broken)
        if made is not None:
            return made

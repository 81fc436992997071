"""The value of a candidate for deeper hands (3-shanten or worse): an estimate in points.

The exact model is too slow past 2-shanten (its graph grows about tenfold a shanten), so deep
hands get the same question answered roughly, in the same unit (docs/value.md, "Deeper hands"):

    estimate = P(win) * V * exp(-keep)

- **P(win)**: the hand needs ``s + 1`` lucky draws (its shanten ``s`` to tenpai, one to win)
  within the ``T`` draws left. A draw advances with ``p = ukeire / N`` before tenpai, each step
  a little less likely than the last (the later steps' ukeire are narrower: ``DECAY``), and wins
  with ``WAIT / N`` at tenpai; a small chain over the draws adds the chances up.
- **V**: the points of the win the hand aims at: riichi and tsumo for a closed hand (a yakuhai
  pair or triplet, tanyao-able tiles for an open one), the dora, red fives and kita it holds,
  the expected ura, paid as a tsumo at 30 fu (the dealer's as the dealer's).
- **keep**: what strong players keep of the tile let go: a tile the hand can build on (a
  middle tile more than a terminal, a terminal more than an isolated honour, each neighbour
  within two more), an honour by the copies still unseen and more for a yakuhai, a pair or more
  above a single. Letting a tile of keep value k go discounts the hand's value by e^-k: the
  guest winds go first, then the honours by copies seen, then terminals, then the shapes.
  At deep shanten the next draws' luck differs little between discards, the tiles' worth a lot:
  measured on corpus games, the discount is what makes the estimate pick the players' own
  discards (scripts/measure_estimate.py).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from viewer.coach.efficiency import advancing
from viewer.coach.position import FIVES, RED_IDS, Position
from viewer.coach.win_points import base_points, dora_of, tsumo_points

DECAY = 0.8  # each later step's share of the first step's ukeire
WAIT = 6.0  # the copies a typical tenpai waits on
URA = 0.4  # the ura dora a riichi win expects (about one indicator's worth)
FU = 30
KEEP_RATE = 1.0  # a tile's keep value k discounts the candidate letting it go by e^-k
NORTH = 30


@dataclass(frozen=True, slots=True)
class Estimated:
    """One candidate's estimated value."""

    tile: int  # the kind discarded
    shanten: int  # after the discard
    ukeire: int
    win: float  # the estimated chance of winning by tsumo
    points: float  # the estimate, in points


def win_chance(shanten: int, ukeire: int, wall: int, draws: int) -> float:
    """The chance of ``shanten + 1`` advances in ``draws`` draws (see the module docstring)."""
    if wall <= 0 or ukeire <= 0:
        return 0.0
    steps = shanten + 1
    chances = [min(1.0, ukeire * DECAY**k / wall) for k in range(shanten)]
    chances.append(min(1.0, WAIT / wall))
    state = [1.0] + [0.0] * steps  # the chance of having made k advances
    for _ in range(draws):
        for k in range(steps - 1, -1, -1):
            moved = state[k] * chances[k]
            state[k] -= moved
            state[k + 1] += moved
    return state[steps]


def estimate_values(position: Position) -> tuple[Estimated, ...]:
    """Every allowed candidate of a deep hand, in kind order."""
    counts = position.counts
    sanma = position.rules.sanma
    wall = sum(position.unseen)
    found = []
    for kind in position.allowed:
        if not counts[kind]:
            continue
        held = list(counts)
        held[kind] -= 1
        shanten, kinds = advancing(tuple(held), position.unseen, sanma)
        ukeire = sum(position.unseen[k] for k in kinds)
        chance = win_chance(shanten, ukeire, wall, position.draws_left)
        kept = math.exp(-KEEP_RATE * keep_value(position, kind, counts))
        value = chance * hand_points(position, tuple(held), kind) * kept
        found.append(Estimated(kind, shanten, ukeire, chance, value))
    return tuple(found)


def hand_points(position: Position, held: tuple[int, ...], discarded: int) -> float:
    """V: the points of the win the hand left after ``discarded`` aims at."""
    sanma = position.rules.sanma
    whole = list(held)
    for meld in position.melds:
        for tile in meld.tiles:
            whole[tile >> 2] += 1
    han = 0.0
    for indicator in position.dora_indicators:
        han += whole[dora_of(indicator >> 2, sanma)]
    if position.rules.red_fives:
        reds = sum(1 for t in position.concealed if t in RED_IDS)
        reds += sum(1 for m in position.melds for t in m.tiles if t in RED_IDS)
        if discarded in FIVES and _discards_red(position, discarded):
            reds -= 1
        han += reds
    if sanma:
        han += position.kita + (
            whole[NORTH]
            if any(dora_of(i >> 2, True) == NORTH for i in position.dora_indicators)
            else 0
        )
    yakuhai = _yakuhai(position)
    han += sum(1.0 if whole[k] >= 3 else 0.5 if whole[k] == 2 else 0.0 for k in yakuhai)
    if position.closed:
        han += 2 + URA  # riichi and tsumo, the ura expected
    elif not any(whole[k] >= 2 for k in yakuhai):
        terminals = sum(whole[k] for k in range(34) if k >= 27 or k % 9 in (0, 8))
        han += 1 if position.rules.kuitan and terminals <= 1 else 0
        if han < 1:
            return 0.0  # an open hand with no yaku in sight
    whole_han = max(1, round(han))
    return float(tsumo_points(base_points(whole_han, FU, False), position.dealer,
                              position.rules.players))  # fmt: skip


def keep_value(position: Position, kind: int, counts: tuple[int, ...]) -> float:
    """How much strong players keep a tile of ``kind`` (higher: let go later)."""
    if kind >= 27:
        value = 0.5 * position.unseen[kind] + (2.0 if kind in _yakuhai(position) else 0.0)
        return value + 2.0 * (counts[kind] - 1)
    rank = kind % 9
    near = sum(counts[k] for k in range(kind - kind % 9, kind - kind % 9 + 9)
               if k != kind and abs(k - kind) <= 2)  # fmt: skip
    value = {0: 2.0, 8: 2.0, 1: 3.0, 7: 3.0}.get(rank, 4.0) + 1.5 * near
    return value + 2.0 * (counts[kind] - 1)


def _yakuhai(position: Position) -> tuple[int, ...]:
    winds = {27 + position.round_wind, 27 + position.seat_wind}
    return (31, 32, 33, *sorted(winds))


def _discards_red(position: Position, kind: int) -> bool:
    """The candidate lets a red five go: the hand holds no plain copy of it."""
    red = RED_IDS[FIVES.index(kind)]
    plain = [t for t in position.concealed if t >> 2 == kind and t != red]
    return not plain and red in position.concealed

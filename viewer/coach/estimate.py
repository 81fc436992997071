"""The value of a discard when the hand is too far from tenpai for the exact model: an estimate.

``viewer.coach.exact`` counts every reachable hand; at 3-shanten or worse there are too many
(seconds to minutes a decision). Here each candidate gets, in a few milliseconds a decision, a
number in the same unit, the expected points of a tsumo win over the seat's draws left, from
three factors (docs/value.md, "Deeper hands: the estimate", works an example through):

1. **win**, the chance of winning: the hand needs ``shanten + 1`` advances. The first comes
   with the candidate's ukeire U (``viewer.coach.efficiency``), each later one with the
   acceptance a hand typically has that far from tenpai (``STAGES``). The j-th draw after the
   decision comes from N - j unseen tiles (N = what the seat cannot see) and advances with
   chance rate / (N - j); ``tenpai`` is the chance of the first ``shanten`` advances.
2. **hand_value**, the points of that win: a closed non-dealer's ``BASE``, times ``DORA`` for
   every dora the 13 tiles hold (red fives, melds and kita counted), ``DEALER``, ``OPEN`` for an
   open hand and ``YAKUHAI`` for every yakuhai pair or triplet (a double wind twice), fitted
   on the exact model's points (``SANMA`` for a 3-player game's tsumo, one payer fewer).
3. **shape**: the ukeire of a deep hand's candidates are often equal or nearly so, and strong
   players then let go of what is least likely to help: lone tiles (no copy, no tile of the
   suit within two) with few unseen tiles that would pair them or join them into a shape, and
   terminals and honours (a hand without them can win on all simples). Each lone tile kept
   costs ``LONE`` less ``POTENTIAL`` per such unseen tile (its copies and the tiles one away;
   two away count ``KANCHAN``; a yakuhai's copies count ``1 + YAKUHAI_PULL`` times per
   yakuhai it is, so a fresh double wind's cost is below 0), and each terminal or honour
   kept, up to ``ORPHANS`` of them, ``ORPHAN``. The candidate with the least cost keeps its
   points; another's are multiplied by e^-(its cost - the least). These constants were
   calibrated on the corpus games' deep decisions for agreement with the players' own
   discards (``scripts/measure_estimate.py`` measures it).

points = (win x hand_value + ``FLOOR``) x shape.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import exp

from viewer.coach.efficiency import advancing, candidate
from viewer.coach.position import FIVES, KINDS, RED_IDS, Position
from viewer.coach.win_points import dora_of

# The acceptance of a hand k steps from tenpai (k = 0: a tenpai's waits), 6 + 8k, for the
# advances after the first: set so that the best candidate's estimate matches the exact
# model's best in points (oracle file, 4-player: median ratio 1.0-1.07 at 1- to 3-shanten).
STAGES = tuple(6.0 + 8.0 * k for k in range(9))
BASE = 5000.0  # the points of a closed non-dealer's tsumo win (riichi, ura dora expected)
DORA = 1.36  # per dora in hand
DEALER = 1.5
OPEN = 0.4  # an open hand: fewer han, and no yaku at all unless it has one
YAKUHAI = 1.15  # per yakuhai pair or triplet (a double wind counts twice)
SANMA = 0.75  # a 3-player tsumo has two payers (fitted on the exact model's 3-player points)
LONE = 0.2  # what a lone tile kept costs (as a share of the points, on a log scale) ...
POTENTIAL = 0.01  # ... less this per unseen tile that would pair it or join it into a shape
KANCHAN = 0.5  # a tile two away (a closed wait) counts half
YAKUHAI_PULL = 4.0  # an unseen copy of a yakuhai counts 1 + this per yakuhai it is
ORPHAN = 0.05  # per terminal or honour kept, up to ORPHANS of them
ORPHANS = 4
FLOOR = 1.0  # points added before the shape: a hand with no chance left still ranks by it
HONOURS = 27
NORTH = 30  # the kita tile's kind
DRAGONS = (31, 32, 33)


@dataclass(frozen=True, slots=True)
class Estimated:
    """One candidate's estimate: the factors and their product, in the exact model's unit."""

    tile: int  # the kind discarded
    shanten: int  # after the discard
    ukeire: int  # unseen copies of the kinds that lower the shanten
    tenpai: float  # the estimated chance of reaching tenpai by the seat's last draw
    win: float  # the estimated chance of winning by tsumo
    hand_value: float  # the estimated points of that win
    shape: float  # e^-(the candidate's cost for what it keeps - the least cost), <= 1
    points: float  # (win x hand_value + FLOOR) x shape: the estimated expected points
    discounted: float  # the same with each draw's win weighed by the chance it is reached


def estimate_values(
    position: Position, survival: Sequence[float] | None = None
) -> tuple[Estimated, ...]:
    """The candidates of ``position.allowed`` the hand holds, in kind order; ``survival[k]`` the
    chance the (k+1)-th draw is reached (None: every draw is)."""
    counts = position.counts
    unseen = position.unseen
    sanma = position.rules.sanma
    wall = sum(unseen)
    yakuhai = _yakuhai_weights(position)
    dora = _dora_weights(position)
    kept_value = _fixed_value(position, yakuhai, dora)
    rows = []
    for kind in position.allowed:
        if not counts[kind]:
            continue
        found = candidate(counts, kind, unseen, sanma)
        hand = list(counts)
        hand[kind] -= 1
        tenpai, win = advance_chances(found.shanten, found.ukeire, position.draws_left, wall)
        reached = _discounted_win(found.shanten, found.ukeire, position.draws_left, wall, survival)
        value = kept_value * hand_value_factor(hand, yakuhai, dora) * _red_factor(position, kind)
        cost = shape_cost(hand, unseen, yakuhai)
        rows.append((found.tile, found.shanten, found.ukeire, tenpai, win, reached, value, cost))
    if not rows:
        return ()
    least = min(row[7] for row in rows)
    return tuple(
        Estimated(tile, shanten, ukeire, tenpai, win, value, exp(least - cost),
                  (win * value + FLOOR) * exp(least - cost),
                  (reached * value + FLOOR) * exp(least - cost))
        for tile, shanten, ukeire, tenpai, win, reached, value, cost in rows
    )  # fmt: skip


def estimate_hand_value(position: Position, survival: Sequence[float] | None = None) -> Estimated:
    """The estimate of a 13-tile hand (3n+1 tiles) before its next draw, ``tile`` -1: a call's
    pass or the hand after a kan. As a candidate's, with the hand's own ukeire; its shape
    factor is 1 (nothing is let go to compare with)."""
    counts = position.counts
    sanma = position.rules.sanma
    wall = sum(position.unseen)
    yakuhai = _yakuhai_weights(position)
    dora = _dora_weights(position)
    shanten, kinds = advancing(counts, position.unseen, sanma)
    ukeire = sum(position.unseen[k] for k in kinds)
    tenpai, win = advance_chances(shanten, ukeire, position.draws_left, wall)
    reached = _discounted_win(shanten, ukeire, position.draws_left, wall, survival)
    value = _fixed_value(position, yakuhai, dora) * hand_value_factor(list(counts), yakuhai, dora)
    value *= _red_factor(position, -1)
    return Estimated(-1, shanten, ukeire, tenpai, win, value, 1.0, win * value + FLOOR,
                     reached * value + FLOOR)  # fmt: skip


def _discounted_win(
    shanten: int, ukeire: int, draws: int, wall: int, survival: Sequence[float] | None
) -> float:
    """The win chance with the win at each draw weighed by the chance that draw is reached."""
    if survival is None:
        return advance_chances(shanten, ukeire, draws, wall)[1]
    return _weighed_win(shanten, ukeire, draws, wall, tuple(survival[:draws]))


@lru_cache(maxsize=1 << 14)
def _weighed_win(
    shanten: int, ukeire: int, draws: int, wall: int, survival: tuple[float, ...]
) -> float:
    won = 0.0
    total = 0.0
    for draw in range(draws):
        after = advance_chances(shanten, ukeire, draw + 1, wall)[1]
        total += (after - won) * survival[draw]
        won = after
    return total


@lru_cache(maxsize=1 << 14)
def advance_chances(shanten: int, ukeire: int, draws: int, wall: int) -> tuple[float, float]:
    """(tenpai, win): the chances that ``shanten`` and ``shanten + 1`` advances happen within
    ``draws`` draws, the first with ``ukeire`` tiles, the later ones with ``STAGES``."""
    if shanten < 0:
        return 1.0, 1.0
    stages = shanten + 1
    later = [STAGES[min(level, len(STAGES) - 1)] for level in range(shanten - 1, -1, -1)]
    rates = [float(ukeire), *later]
    reached = [1.0] + [0.0] * stages  # reached[i]: the chance of exactly i advances so far
    for draw in range(draws):
        left = wall - draw
        if left <= 0:
            break
        for stage in range(stages - 1, -1, -1):
            moving = reached[stage] * min(1.0, rates[stage] / left)
            reached[stage] -= moving
            reached[stage + 1] += moving
    return reached[shanten] + reached[stages], reached[stages]


def shape_cost(hand: list[int], unseen: tuple[int, ...], yakuhai: list[int]) -> float:
    """What the 13 tiles keep that strong players let go first (the module's point 3)."""
    cost = ORPHAN * min(ORPHANS, sum(hand[k] for k in range(KINDS) if _orphan(k)))
    for kind in range(KINDS):
        if hand[kind] != 1:
            continue
        if kind >= HONOURS:
            potential = unseen[kind] * (1.0 + YAKUHAI_PULL * yakuhai[kind])
        else:
            low = kind - kind % 9
            around = range(max(low, kind - 2), min(low + 8, kind + 2) + 1)
            if any(hand[k] for k in around if k != kind):
                continue  # not lone
            potential = float(unseen[kind])
            for step, weight in ((1, 1.0), (2, KANCHAN)):
                for near in (kind - step, kind + step):
                    if low <= near <= low + 8:
                        potential += weight * unseen[near]
        cost += LONE - POTENTIAL * potential
    return cost


def hand_value_factor(hand: list[int], yakuhai: list[int], dora: list[int]) -> float:
    """The concealed 13 tiles' share of the hand value: dora (red fives apart) and yakuhai."""
    doras = sum(hand[k] * dora[k] for k in range(KINDS))
    pairs = sum(yakuhai[k] for k in range(HONOURS, KINDS) if hand[k] >= 2)
    return float(DORA**doras * YAKUHAI**pairs)


def _fixed_value(position: Position, yakuhai: list[int], dora: list[int]) -> float:
    """The part of the hand value no candidate changes: the seat, the melds, kita."""
    value = BASE * (DEALER if position.dealer else 1.0) * (SANMA if position.rules.sanma else 1.0)
    if not position.closed:
        value *= OPEN
    red = position.rules.red_fives
    for meld in position.melds:
        kind = meld.tiles[0] >> 2
        value *= DORA ** sum(dora[t >> 2] + (red and t in RED_IDS) for t in meld.tiles)
        if kind >= HONOURS:
            value *= YAKUHAI ** yakuhai[kind]
    return value * DORA ** (position.kita * (1 + dora[NORTH]))


def _red_factor(position: Position, discarded: int) -> float:
    """DORA per red five the concealed hand keeps (a five is let go as a plain copy if any)."""
    if not position.rules.red_fives:
        return 1.0
    reds = [t for t in position.concealed if t in RED_IDS]
    kept = len(reds)
    if discarded in FIVES and RED_IDS[FIVES.index(discarded)] in reds:
        plain = sum(1 for t in position.concealed if t >> 2 == discarded and t not in RED_IDS)
        kept -= not plain
    return float(DORA**kept)


def _yakuhai_weights(position: Position) -> list[int]:
    """Per kind, how many yakuhai a triplet of it is (a double wind 2; 0 for number tiles)."""
    weights = [0] * KINDS
    for kind in DRAGONS:
        weights[kind] = 1
    weights[HONOURS + position.round_wind] += 1
    weights[HONOURS + position.seat_wind] += 1
    return weights


def _dora_weights(position: Position) -> list[int]:
    """Per kind, the dora each copy is worth from the shown indicators."""
    weights = [0] * KINDS
    for indicator in position.dora_indicators:
        weights[dora_of(indicator >> 2, position.rules.sanma)] += 1
    return weights


def _orphan(kind: int) -> bool:
    return kind >= HONOURS or kind % 9 in (0, 8)

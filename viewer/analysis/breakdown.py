"""The winning hand laid out for the AGARI popup: groups and pair, wait shape, fu line by line.

The `mahjong` library picks the best way to read a hand but does not say which one it picked, only
its fu details. So the hand is divided again here, every reading is scored for fu with the
library's own fu rules, and the reading whose fu details (and shape yaku) match the library's
answer is the one shown. Fu lines are then written per group, so the popup can say *which* pon
earned 8 fu.
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from mahjong.constants import CHUN, HAKU, HATSU, TERMINAL_AND_HONOR_INDICES
from mahjong.hand_calculating.divider import HandDivider
from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand_response import HandResponse

from viewer.analysis.hand import kind_counts
from viewer.analysis.scoring import (
    Score,
    all_tiles,
    evaluate,
    hand_config,
    library_melds,
    score_from_response,
)
from viewer.analysis.situation import WinSituation
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules

REGULAR, CHIITOITSU, KOKUSHI = "regular", "chiitoitsu", "kokushi"
RYANMEN, KANCHAN, PENCHAN, SHANPON, TANKI = "ryanmen", "kanchan", "penchan", "shanpon", "tanki"
KOKUSHI_13 = "kokushi_13"  # thirteen-sided wait of thirteen orphans

SEQUENCE, TRIPLET, QUAD, PAIR, SINGLE = "sequence", "triplet", "quad", "pair", "single"
_SHAPE_YAKU = (
    "iipeiko",
    "ryanpeiko",
    "ittsu",
    "sanshoku",
    "sanshoku_douko",
    "chantai",
    "junchan",
    "toitoi",
    "chiitoitsu",
)


class Group(NamedTuple):
    """One group of the winning hand, with the real tile ids (so red fives show)."""

    shape: str  # sequence, triplet, quad, pair (single: a lone kokushi tile)
    tiles: tuple[int, ...]
    called: bool  # declared meld taken from another seat (chi, pon, open kan)
    declared: bool  # any declared meld, ankan included
    winning: bool  # the group the win tile completed


class FuLine(NamedTuple):
    reason: str  # key of presentation.names.FU_NAMES
    fu: int
    tiles: tuple[int, ...] = ()  # the group or pair concerned


class WinBreakdown(NamedTuple):
    """What the popup shows next to the log's yaku: the hand read the way it was scored."""

    situation: WinSituation
    score: Score
    form: str  # regular, chiitoitsu, kokushi
    groups: tuple[Group, ...]
    wait: str  # ryanmen, kanchan, penchan, shanpon, tanki, kokushi_13
    fu_lines: tuple[FuLine, ...]  # sum == score.fu (empty for thirteen orphans)


def explain_win(situation: WinSituation, rules: Rules) -> WinBreakdown | None:
    """Score a win and lay it out; None when the board's hand does not score."""
    response = evaluate(situation, rules)
    score = score_from_response(response, situation, rules)
    if score is None:
        return None
    counts = list(kind_counts(situation.concealed))
    win_kind = situation.win_tile >> 2
    if not situation.melds and _is_kokushi(counts) and not response.fu_details:
        return _kokushi(situation, score, counts, win_kind)
    reading = _best_reading(situation, rules, response)
    if reading is None:
        return None
    hand, win_group = reading
    groups = _groups(situation, hand, win_group)
    form = CHIITOITSU if len(hand) == 7 else REGULAR
    wait = _wait_shape(win_group, win_kind)
    lines = _fu_lines(situation, groups, form, wait, response, score.fu)
    return WinBreakdown(situation, score, form, groups, wait, lines)


def _is_kokushi(counts: list[int]) -> bool:
    return sum(counts) == 14 and all(counts[k] for k in TERMINAL_AND_HONOR_INDICES)


def _kokushi(
    situation: WinSituation, score: Score, counts: list[int], win_kind: int
) -> WinBreakdown:
    pair_kind = next(k for k in TERMINAL_AND_HONOR_INDICES if counts[k] == 2)
    groups = []
    for kind in TERMINAL_AND_HONOR_INDICES:
        tiles = tuple(t for t in situation.concealed if t >> 2 == kind)
        shape = PAIR if kind == pair_kind else SINGLE
        groups.append(Group(shape, tiles, False, False, kind == win_kind))
    wait = KOKUSHI_13 if pair_kind == win_kind else TANKI
    return WinBreakdown(situation, score, KOKUSHI, tuple(groups), wait, ())


def _closed_groups(hand: list[list[int]], melds: tuple[Meld, ...]) -> list[list[int]]:
    """The reading's groups that are not declared melds."""
    remaining = [list(g) for g in hand]
    for meld in melds:
        kinds = [t >> 2 for t in meld.tiles]
        remaining.remove(kinds)
    return remaining


def _readings(situation: WinSituation) -> list[tuple[list[list[int]], list[int]]]:
    """Every (division, group holding the win tile) of the hand."""
    melds = library_melds(situation.melds)
    divisions = HandDivider.divide_hand(kind_counts(all_tiles(situation)), melds)
    win_kind = situation.win_tile >> 2
    out = []
    for hand in divisions:
        seen: set[tuple[int, ...]] = set()
        for group in _closed_groups(hand, situation.melds):
            if win_kind in group and tuple(group) not in seen:
                seen.add(tuple(group))
                out.append((hand, group))
    return out


def _best_reading(
    situation: WinSituation, rules: Rules, response: HandResponse
) -> tuple[list[list[int]], list[int]] | None:
    config = hand_config(situation, rules)
    melds = library_melds(situation.melds)
    valued = [HAKU, HATSU, CHUN, config.player_wind, config.round_wind]
    wanted_details = sorted((d["fu"], d["reason"]) for d in response.fu_details or [])
    wanted_yaku = {y.yaku_id for y in response.yaku or []}
    best = None
    best_rank = (-1, -1)
    for hand, win_group in _readings(situation):
        details, fu = FuCalculator.calculate_fu(
            hand, situation.win_tile, win_group, config, valued, melds
        )
        same_fu = (
            fu == response.fu and sorted((d["fu"], d["reason"]) for d in details) == wanted_details
        )
        shape_match = sum(
            bool(getattr(config.yaku, name).is_condition_met(hand))
            == (getattr(config.yaku, name).yaku_id in wanted_yaku)
            for name in _SHAPE_YAKU
        )
        rank = (int(same_fu), shape_match)
        if rank > best_rank:
            best, best_rank = (hand, win_group), rank
    return best


def _groups(
    situation: WinSituation, hand: list[list[int]], win_group: list[int]
) -> tuple[Group, ...]:
    """Groups with real tile ids: declared melds first as they lie, then the concealed groups,
    the win tile placed in the winning group."""
    pool = Counter(situation.concealed)
    by_kind: dict[int, list[int]] = {}
    for tile in sorted(pool.elements()):
        by_kind.setdefault(tile >> 2, []).append(tile)
    win_tile = situation.win_tile
    by_kind[win_tile >> 2].remove(win_tile)
    closed = _closed_groups(hand, situation.melds)
    closed.sort(key=lambda g: (g != win_group, g))  # the winning group takes the win tile
    groups: list[Group] = []
    used_win = False
    for kinds in closed:
        tiles = []
        for kind in kinds:
            if not used_win and kinds == win_group and kind == win_tile >> 2:
                tiles.append(win_tile)
                used_win = True
            else:
                tiles.append(by_kind[kind].pop(0))
        shape = _shape(kinds)
        groups.append(
            Group(
                shape, tuple(sorted(tiles)), False, False, kinds == win_group and win_tile in tiles
            )
        )
    declared = [
        Group(
            QUAD if m.is_kan else (SEQUENCE if m.kind is MeldKind.CHI else TRIPLET),
            m.tiles,
            m.is_open,
            True,
            False,
        )
        for m in situation.melds
    ]
    closed_sorted = sorted(groups, key=lambda g: (g.shape == PAIR, g.tiles))
    return (*closed_sorted, *declared)


def _shape(kinds: list[int]) -> str:
    if len(kinds) == 2:
        return PAIR
    if len(kinds) == 4:
        return QUAD
    return TRIPLET if kinds[0] == kinds[1] else SEQUENCE


def _wait_shape(win_group: list[int], win_kind: int) -> str:
    if len(win_group) == 2:
        return TANKI
    if win_group[0] == win_group[1]:
        return SHANPON
    if win_kind == win_group[1]:
        return KANCHAN
    start = win_group[0] % 9
    if (start == 0 and win_kind == win_group[2]) or (start == 6 and win_kind == win_group[0]):
        return PENCHAN
    return RYANMEN


def _fu_lines(
    situation: WinSituation,
    groups: tuple[Group, ...],
    form: str,
    wait: str,
    response: HandResponse,
    total: int,
) -> tuple[FuLine, ...]:
    reasons = Counter(d["reason"] for d in response.fu_details or [])
    details = {d["reason"]: d["fu"] for d in response.fu_details or []}
    if form == CHIITOITSU:
        return (FuLine("chiitoitsu", 25),)
    lines = [FuLine("base", 20)]
    closed_hand = not any(m.is_open for m in situation.melds)
    if closed_hand and not situation.tsumo:
        lines.append(FuLine("menzen_ron", 10))
    for group in groups:
        if group.shape not in (TRIPLET, QUAD):
            continue
        kind = group.tiles[0] >> 2
        # a pon completed by ron counts as open
        opened = group.called or (group.winning and not situation.tsumo)
        fu = 2 if group.shape == TRIPLET else 8
        if kind in TERMINAL_AND_HONOR_INDICES:
            fu *= 2
        if not opened:
            fu *= 2
        reason = ("open_" if opened else "closed_") + ("pon" if group.shape == TRIPLET else "kan")
        lines.append(FuLine(reason, fu, group.tiles))
    if wait in (KANCHAN, PENCHAN, TANKI) and (
        reasons[FuCalculator.KANCHAN]
        or reasons[FuCalculator.PENCHAN]
        or reasons[FuCalculator.PAIR_WAIT]
    ):
        win_group = next(g for g in groups if g.winning)
        lines.append(FuLine(wait, 2, win_group.tiles))
    pair = next((g for g in groups if g.shape == PAIR), None)
    for reason in (FuCalculator.VALUED_PAIR, FuCalculator.DOUBLE_VALUED_PAIR):
        if reasons[reason] and pair is not None:
            lines.append(FuLine(reason, details[reason], pair.tiles))
    if reasons[FuCalculator.TSUMO]:
        lines.append(FuLine("tsumo", 2))
    if reasons[FuCalculator.HAND_WITHOUT_FU]:
        lines.append(FuLine("open_pinfu", 2))
    raw = sum(line.fu for line in lines)
    if total > raw:
        lines.append(FuLine("rounding", total - raw))
    return tuple(lines)

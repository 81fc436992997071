"""Riichi or dama by the rule of "Oshiete! Kagaku suru Mahjong" (2009) and its reviews.

The one-player model cannot answer it (it wins by tsumo alone and always declares riichi), so a
closed tenpai is judged by the rule the strategy literature measured (Totsugeki-Touhoku's book,
reviewed by Nemata; docs/value.md names them in Japanese), in this order:

1. with two or fewer own draws left: riichi only if the hand reaches 3 han with riichi;
2. a hand with no yaku but riichi (on one of its waits at least): riichi;
3. a good wait (two-sided or wider, or on an honour: an honour tanki, a shanpon with an honour
   pair): riichi unless the hand is worth haneman (6 han) or more without riichi;
4. a bad wait (kanchan, penchan, a number tanki or shanpon): riichi unless it is worth 3 han or
   more without riichi and can win by ron (not furiten).

"Worth" is the least han over the hand's waits of a ron without riichi (dora, red fives and kita
counted; no ura, no ippatsu). The options' values are the points of that ron with and without
riichi, averaged over the waits by their unseen copies. Riichi advice has no points loss: its
``value_loss`` is None, and a seat's riichi decisions count apart (decisions, matches).
"""

from __future__ import annotations

from viewer.analysis.scoring import score_win
from viewer.analysis.situation import WinSituation
from viewer.coach.model import Decision
from viewer.coach.position import KINDS, RED_IDS, Position
from viewer.coach.shanten import shanten
from viewer.coach.valuation import CandidateValue, Valuation

RULES = {
    "late": "two or fewer draws left: riichi only with 3 han or more with riichi",
    "no-yaku": "no yaku without riichi (on a wait at least): riichi",
    "good-wait": "good wait: riichi unless haneman dama",
    "bad-wait": "bad wait: riichi unless 3 han dama that can win by ron",
}
HANEMAN = 6
BAD_WAIT_DAMA = 3
LATE_RIICHI = 3
LATE_DRAWS = 2
HONOURS = 27
RIICHI, DAMA = 0, 1


def waits(counts: tuple[int, ...], sanma: bool) -> tuple[int, ...]:
    """The kinds that complete a 13-tile tenpai hand (kinds it holds four of left out)."""
    found = []
    work = list(counts)
    for kind in range(KINDS):
        if work[kind] >= 4 or (sanma and 1 <= kind <= 7):
            continue
        work[kind] += 1
        if shanten(tuple(work), sanma) == -1:
            found.append(kind)
        work[kind] -= 1
    return tuple(found)


def good_wait(counts: tuple[int, ...], waiting: tuple[int, ...]) -> bool:
    """Two-sided or wider, or on an honour (an honour tanki, a shanpon with an honour pair)."""
    if any(kind >= HONOURS for kind in waiting):
        return True
    if len(waiting) >= 3:
        return True
    if len(waiting) == 2:
        return not all(counts[kind] >= 2 for kind in waiting)  # a number shanpon is bad
    return False


def verdict(
    dama_han: int, riichi_han: int, good: bool, furiten: bool, draws: int
) -> tuple[int, str]:
    """(RIICHI or DAMA, the rule's key) for a closed tenpai (the module docstring)."""
    if draws <= LATE_DRAWS:
        return (RIICHI if riichi_han >= LATE_RIICHI else DAMA), "late"
    if dama_han <= 0:
        return RIICHI, "no-yaku"
    if good:
        return (DAMA if dama_han >= HANEMAN else RIICHI), "good-wait"
    can_ron = not furiten
    return (DAMA if dama_han >= BAD_WAIT_DAMA and can_ron else RIICHI), "bad-wait"


def _ron(
    position: Position, hand: list[int], kind: int, riichi: bool, seat: int
) -> tuple[int, int]:
    """(han, points) of a ron on ``kind`` with or without riichi; (0, 0) without a yaku."""
    used = set(hand) | {t for m in position.melds for t in m.tiles}
    used.update(position.dora_indicators)
    reds = RED_IDS if position.rules.red_fives else ()
    free = [t for t in range(4 * kind, 4 * kind + 4) if t not in used]
    plain = [t for t in free if t not in reds]
    win = (plain or free or [4 * kind + 3])[0]
    situation = WinSituation(
        seat=seat, from_seat=(seat + 1) % position.rules.players, tsumo=False,
        concealed=tuple(sorted((*hand, win))), win_tile=win, melds=position.melds,
        kita=position.kita, dora_indicators=position.dora_indicators, ura_indicators=(),
        seat_wind=position.seat_wind, round_wind=position.round_wind, riichi=riichi,
        double_riichi=False, ippatsu=False, rinshan=False, chankan=False, haitei=False,
        houtei=False, tenhou=False, chiihou=False,
    )  # fmt: skip
    scored = score_win(situation, position.rules)
    if scored is None:
        return 0, 0
    return scored.han, scored.points


def judge_riichi(position: Position, decision: Decision) -> Valuation:
    """The riichi-or-dama verdict of a decision (``position``: the 14-tile hand after the
    draw; ``decision.called_tile``: the tile discarded into tenpai; ``decision.river``: the
    kinds the seat discarded before, for furiten)."""
    hand = list(position.concealed)
    if decision.called_tile is not None and decision.called_tile in hand:
        hand.remove(decision.called_tile)
    counts = [0] * KINDS
    for tile in hand:
        counts[tile >> 2] += 1
    sanma = position.rules.sanma
    waiting = waits(tuple(counts), sanma)
    seat = decision.seat
    dama = [_ron(position, hand, kind, False, seat) for kind in waiting]
    riichi = [_ron(position, hand, kind, True, seat) for kind in waiting]
    weights = [position.unseen[kind] for kind in waiting]
    if not sum(weights):
        weights = [1] * len(waiting)
    discarded = {*decision.river, decision.actual}
    furiten = any(kind in discarded for kind in waiting)
    choice, rule = verdict(
        min((han for han, _ in dama), default=0), min((han for han, _ in riichi), default=0),
        good_wait(tuple(counts), waiting), furiten, position.draws_left,
    )  # fmt: skip
    options = []
    for call, found in (("riichi", riichi), ("dama", dama)):
        total = sum(w * points for w, (_, points) in zip(weights, found, strict=True))
        worth = total / max(1, sum(weights))
        options.append(CandidateValue(decision.actual, None, None, worth, 0.0, worth, call))
    return Valuation("rule", tuple(options), (choice,), None, kind="riichi",
                     played=decision.played, rule=rule)  # fmt: skip

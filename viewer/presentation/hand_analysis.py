"""The hand analysis in words for a step: the badge by each face-up hand and a hand's tooltip.

The numbers come from the game's one ``GameAnalysis`` (built on the window's own timeline, never
a second replay); a frame knows its step, so nothing here searches for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.analysis import DiscardOption, GameAnalysis
from viewer.analysis.breakdown import PAIR, QUAD, SEQUENCE, SINGLE, TRIPLET, Group
from viewer.analysis.text import badge_text, counting_note, tooltip_text
from viewer.replay import BoardState, Step

Badge = tuple[str, str]  # (text, label role)
WINNER_BADGE: Badge = ("和了 Agari", "analysis_tenpai")


def badges(
    analysis: GameAnalysis, step: Step, visible: Sequence[bool], winners: Sequence[int] = ()
) -> tuple[Badge | None, ...]:
    """(text, label role) by each seat whose hand is face up; None elsewhere. A seat that wins
    at this step shows 和了 (its board hand is still the one it waited with)."""
    try:
        seats = analysis.step(step)
    except ValueError:  # MjlogError: a round the replay refuses; no badges, the board says why
        return ()
    out: list[Badge | None] = []
    open_hands = all(visible)
    for seat, found in enumerate(seats):
        if found is None or seat >= len(visible) or not visible[seat]:
            out.append(None)
        elif seat in winners:
            out.append(WINNER_BADGE)
        else:
            role = "analysis_furiten" if found.furiten else "analysis_tenpai" if found.waits else (
                "analysis")  # fmt: skip
            out.append((badge_text(found, open_hands), role))
    return tuple(out)


def hand_tooltip(
    analysis: GameAnalysis, step: Step, state: BoardState, seat: int, open_hands: bool
) -> str:
    """The tooltip of a seat's hand: waits with what is left, furiten, the best discards."""
    try:
        found = analysis.step(step)[seat]
        if found is None:
            return ""
        discards: tuple[DiscardOption, ...] = ()
        if len(state.concealed(seat)) % 3 == 2 and found.shanten >= 0:
            discards = analysis.discard_options(step, seat, open_hands)
    except ValueError:  # MjlogError (a round the replay refuses) or a hand the library refuses
        return ""
    text = tooltip_text(found, open_hands, discards)
    if discards and not found.waits:
        text += f"\n({counting_note(open_hands)})"
    return text


_CLOSED_NAMES = {SEQUENCE: "順子", TRIPLET: "刻子", QUAD: "槓子", PAIR: "雀頭", SINGLE: ""}
_CALLED_NAMES = {SEQUENCE: "チー", TRIPLET: "ポン", QUAD: "明槓"}


def group_name(group: Group) -> str:
    """順子 / 刻子 / 雀頭 for concealed groups, チー / ポン / 明槓 / 暗槓 for declared ones."""
    if group.declared:
        return _CALLED_NAMES[group.shape] if group.called else "暗槓"
    return _CLOSED_NAMES[group.shape]

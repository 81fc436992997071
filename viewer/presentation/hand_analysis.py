"""The hand analysis in words: the badge by each face-up hand, a hand's tooltip, the names of
the groups and the lines of a win's reading, the kinds of furiten.

The numbers come from the game's one ``GameAnalysis`` (built on the window's own timeline, never
a second replay); a frame knows its step, so nothing here searches for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.analysis import DiscardOption, GameAnalysis
from viewer.analysis.breakdown import (
    KOKUSHI,
    PAIR,
    QUAD,
    SEQUENCE,
    SINGLE,
    TRIPLET,
    Group,
    WinBreakdown,
)
from viewer.analysis.table import DISCARD, MISSED, RIICHI_MISSED, SeatAnalysis
from viewer.domain.tiles import kind_name, tiles_name
from viewer.replay import BoardState, Step

Badge = tuple[str, str]  # (text, label role)

FURITEN_NAMES: dict[str, tuple[str, str]] = {
    DISCARD: ("捨て牌フリテン", "a wait is in its own discards"),
    MISSED: ("同巡内フリテン", "let a winning tile pass since its last discard"),
    RIICHI_MISSED: ("立直後見逃し", "let a winning tile pass after riichi"),
}
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


# -- texts ---------------------------------------------------------------------------------------
SHAPE_NAMES = {SEQUENCE: "chi", TRIPLET: "pon", QUAD: "kan", PAIR: "pair", SINGLE: ""}


def shanten_text(shanten: int) -> str:
    if shanten < 0:
        return "complete"
    if shanten == 0:
        return "tenpai"
    return f"{shanten}-shanten"


def badge_text(seat: SeatAnalysis, open_hands: bool = False) -> str:
    """Bilingual and short, like the board's other labels: ``2向聴 2-shanten``,
    ``聴牌 Tenpai 2種7枚`` (kinds of waits, tiles left), ``振聴 Furiten 1種3枚``."""
    if not seat.waits:
        if seat.shanten < 0:
            return "和了形 Complete"
        if seat.shanten == 0:
            return "聴牌 Tenpai"
        return f"{seat.shanten}向聴 {seat.shanten}-shanten"
    counts = f"{len(seat.waits)}種{seat.unseen_total(open_hands)}枚"
    return f"振聴 Furiten {counts}" if seat.furiten else f"聴牌 Tenpai {counts}"


def counting_note(open_hands: bool) -> str:
    if open_hands:
        return "all hands face up: tiles in every hand count as seen"
    return "other hands hidden: tiles in them count as unseen"


def tooltip_text(
    seat: SeatAnalysis,
    open_hands: bool = False,
    discards: Sequence[DiscardOption] = (),
) -> str:
    """Several lines for a hand's tooltip."""
    lines = [shanten_text(seat.shanten).capitalize()]
    if seat.waits:
        waits = ", ".join(
            f"{kind_name(w.kind)} ×{w.unseen_open if open_hands else w.unseen}" for w in seat.waits
        )
        lines.append(f"Waits: {waits} ({seat.unseen_total(open_hands)} left)")
        lines.append(f"({counting_note(open_hands)})")
    if seat.furiten and seat.furiten_reason is not None:
        ja, en = FURITEN_NAMES[seat.furiten_reason]
        lines.append(f"Furiten ({ja}): {en}")
    if discards:
        lines.append(f"Best discards ({shanten_text(discards[0].shanten)} after):")
        for option in discards[:6]:
            tiles = " ".join(kind_name(k) for k in option.improving)
            lines.append(f"  {kind_name(option.kind)}: {option.unseen} tiles ({tiles})")
        if len(discards) > 6:
            lines.append(f"  … {len(discards) - 6} more")
    return "\n".join(lines)


def win_lines(win: WinBreakdown) -> list[str]:
    """Hand layout, wait and fu for the AGARI popup (the yaku and han come from the log)."""
    groups = []
    for group in win.groups:
        text = tiles_name(group.tiles)
        if group.declared:
            text += " (ankan)" if not group.called else f" ({SHAPE_NAMES[group.shape]})"
        if group.winning:
            text = f"[{text}]"
        groups.append(text)
    lines = ["Hand: " + "  ".join(groups), f"Wait: {win.wait_name()} {win.wait_name(True)}"]
    if win.form == KOKUSHI or win.score.yakuman:
        return lines
    fu = " + ".join(
        f"{line.name()} {line.fu}" + (f" ({tiles_name(line.tiles)})" if line.tiles else "")
        for line in win.fu_lines
    )
    lines.append(f"Fu: {fu} = {win.score.fu}")
    return lines

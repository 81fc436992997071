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
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, japanese_beside, translate
from viewer.presentation.names import (
    AGARI,
    CALLED_GROUP_NAMES,
    CLOSED_KAN,
    FU_NAMES,
    GROUP_NAMES,
    WAIT_NAMES,
    YakuName,
    term,
)
from viewer.presentation.tile_names import group_words, kind_words, kinds_words, listed
from viewer.replay import BoardState, Step

Badge = tuple[str, str]  # (text, label role)

FURITEN_NAMES: dict[str, tuple[str, str]] = {
    DISCARD: ("捨て牌フリテン", QT_TRANSLATE_NOOP("analysis", "a wait is in its own discards")),
    MISSED: (
        "同巡内フリテン",
        QT_TRANSLATE_NOOP("analysis", "let a winning tile pass since its last discard"),
    ),
    RIICHI_MISSED: (
        "立直後見逃し",
        QT_TRANSLATE_NOOP("analysis", "let a winning tile pass after riichi"),
    ),
}


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
            out.append((term(AGARI), "analysis_tenpai"))
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


def group_name(group: Group, seven_pairs: bool = False) -> str:
    """順子 / 刻子 / 雀頭 for concealed groups, チー / ポン / 明槓 / 暗槓 for declared ones (in the
    current language, the Japanese beside as the option says); 対子 for seven pairs' pairs."""
    if seven_pairs:
        return term(GROUP_NAMES["seven_pairs"])
    name: YakuName
    if group.declared:
        name = CALLED_GROUP_NAMES[group.shape] if group.called else CLOSED_KAN
    else:
        name = GROUP_NAMES[group.shape]
    return term(name)


def wait_words(win: WinBreakdown) -> str:
    """The wait's name: ``両面 Ryanmen (two-sided)``."""
    return term(WAIT_NAMES[win.wait])


def fu_words(reason: str) -> str:
    """A line of the fu count, in the current language alone (the popup shows the Japanese in
    its own column)."""
    name = FU_NAMES[reason]
    return translate(name.context, name.en)


# -- texts ---------------------------------------------------------------------------------------
SHAPE_NAMES = {
    SEQUENCE: QT_TRANSLATE_NOOP("analysis", "chi"),
    TRIPLET: QT_TRANSLATE_NOOP("analysis", "pon"),
    QUAD: QT_TRANSLATE_NOOP("analysis", "kan"),
    PAIR: QT_TRANSLATE_NOOP("analysis", "pair"),
    SINGLE: "",
}


def shanten_text(shanten: int) -> str:
    if shanten < 0:
        return translate("analysis", "complete")
    if shanten == 0:
        return translate("analysis", "tenpai")
    return translate("analysis", "{count}-shanten").format(count=shanten)


def badge_text(seat: SeatAnalysis, open_hands: bool = False) -> str:
    """Short, like the board's other labels: ``2向聴 2-shanten``, ``聴牌 Tenpai 2種7枚`` (kinds
    of waits, tiles left), ``振聴 Furiten 1種3枚``; the Japanese only with the learner's option."""
    if not seat.waits:
        if seat.shanten < 0:
            return term(COMPLETE)
        if seat.shanten == 0:
            return term(TENPAI_BADGE)
        ja = f"{seat.shanten}向聴"
        return term(YakuName(ja, shanten_text(seat.shanten)))
    kinds, tiles = len(seat.waits), seat.unseen_total(open_hands)
    if japanese_beside():  # the learner's look, as Tenhou writes it
        counts = f"{kinds}種{tiles}枚"
    else:
        counts = translate("analysis", "{kinds}-way wait, {tiles} left").format(
            kinds=kinds, tiles=tiles
        )
    return f"{term(FURITEN if seat.furiten else TENPAI_BADGE)} {counts}"


COMPLETE = YakuName("和了形", QT_TRANSLATE_NOOP("analysis", "Complete"), "analysis")
TENPAI_BADGE = YakuName("聴牌", QT_TRANSLATE_NOOP("analysis", "Tenpai"), "analysis")
FURITEN = YakuName("振聴", QT_TRANSLATE_NOOP("analysis", "Furiten"), "analysis")


def counting_note(open_hands: bool) -> str:
    if open_hands:
        return translate("analysis", "all hands face up: tiles in every hand count as seen")
    return translate("analysis", "other hands hidden: tiles in them count as unseen")


def tooltip_text(
    seat: SeatAnalysis,
    open_hands: bool = False,
    discards: Sequence[DiscardOption] = (),
) -> str:
    """Several lines for a hand's tooltip."""
    lines = [shanten_text(seat.shanten).capitalize()]
    if seat.waits:
        waits = listed(
            f"{kind_words(w.kind)} ×{w.unseen_open if open_hands else w.unseen}" for w in seat.waits
        )
        text = translate("analysis", "Waits: {waits} ({count} left)")
        lines.append(text.format(waits=waits, count=seat.unseen_total(open_hands)))
        lines.append(f"({counting_note(open_hands)})")
    if seat.furiten and seat.furiten_reason is not None:
        ja, en = FURITEN_NAMES[seat.furiten_reason]
        text = translate("analysis", "Furiten ({ja}): {why}")
        lines.append(text.format(ja=ja, why=translate("analysis", en)))
    if discards:
        text = translate("analysis", "Best discards ({shanten} after):")
        lines.append(text.format(shanten=shanten_text(discards[0].shanten)))
        for option in discards[:6]:
            tiles = kinds_words(option.improving)
            text = "  " + translate("analysis", "{tile}: {count} tiles ({improving})")
            lines.append(
                text.format(tile=kind_words(option.kind), count=option.unseen, improving=tiles)
            )
        if len(discards) > 6:
            lines.append(
                "  " + translate("analysis", "… {count} more").format(count=len(discards) - 6)
            )
    return "\n".join(lines)


def win_lines(win: WinBreakdown) -> list[str]:
    """Hand layout, wait and fu for the AGARI popup (the yaku and han come from the log)."""
    groups = []
    for group in win.groups:
        text = group_words(group.tiles)
        if group.declared:
            shape = translate("analysis", SHAPE_NAMES[group.shape]) if group.called else "ankan"
            text += f" ({shape})"
        if group.winning:
            text = f"[{text}]"
        groups.append(text)
    lines = [
        translate("analysis", "Hand: {groups}").format(groups="  ".join(groups)),
        translate("analysis", "Wait: {wait}").format(wait=wait_words(win)),
    ]
    if win.form == KOKUSHI or win.score.yakuman:
        return lines
    fu = " + ".join(
        f"{fu_words(line.reason)} {line.fu}"
        + (f" ({group_words(line.tiles)})" if line.tiles else "")
        for line in win.fu_lines
    )
    lines.append(translate("analysis", "Fu: {lines} = {fu}").format(lines=fu, fu=win.score.fu))
    return lines

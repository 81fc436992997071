"""Short texts for the analysis, so the Qt side only places strings (and tests can read them).

Badge: one short line by a hand. Tooltip: the waits with how many of each are left, saying how
hidden hands were counted, the furiten reason, and for a hand about to discard the discards that
keep its best shanten. Win lines: the AGARI popup's groups, wait shape and fu breakdown.
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.analysis.breakdown import (
    KOKUSHI,
    PAIR,
    QUAD,
    SEQUENCE,
    SINGLE,
    TRIPLET,
    WinBreakdown,
)
from viewer.analysis.hand import DiscardOption
from viewer.analysis.table import FURITEN_NAMES, SeatAnalysis
from viewer.domain.tiles import kind_name, tiles_name

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

"""Words for the Library's rounds, written once: a round's name (``East 3-1``) and its line in
the list of a game's rounds (``3. East 3-1 — won by A · B (2,000)``); and the caption under the
Library's charts; context ``library``."""

from __future__ import annotations

from viewer.library.browse import RoundRow
from viewer.presentation.i18n import translate
from viewer.presentation.tile_names import wind_words


def round_name(round_index: int, honba: int) -> str:
    """``East 3-1``: the round's wind and number, and its honba when there is one."""
    name = f"{wind_words(round_index // 4 % 4)} {round_index % 4 + 1}"
    return f"{name}-{honba}" if honba else name


def round_text(entry: RoundRow) -> str:
    """``3. East 3-1 — won by A · B (2,000)`` for a round of the list."""
    if entry.result == "win":
        text = translate("library", "won by {winners} ({points})")
        result = text.format(winners=entry.winners, points=f"{entry.points:,}")
    elif entry.result == "draw":
        result = (
            translate("library", "exhaustive draw")
            if entry.draw_kind == "exhaustive"
            else translate("library", "draw ({kind})").format(kind=entry.draw_kind)
        )
    else:
        result = translate("library", "cut off")
    return f"{entry.ordinal}. {round_name(entry.round_index, entry.honba)} — {result}"


def chart_caption(title: str, count: int) -> str:
    """Under a chart: its title and how many games it shows (``— 1 game``, ``— 12 games``)."""
    if count == 0:
        return translate("library", "{title} — no games").format(title=title)
    return translate("library", "{title} — %n game(s)", None, count).format(title=title)

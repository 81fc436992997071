"""The result popups' and the board's fixed words: column heads, how a win was made, the value
lines, the round's subtitle, the tiles left (Qt-free).

The popups (viewer.ui.result_view, viewer.ui.win_section) only lay these out; the numbers keep
Tenhou's units (翻, 符, 点) beside the translated words, as every community reads them.
"""

from __future__ import annotations

from viewer.domain.events import Agari
from viewer.domain.record import GameRecord
from viewer.presentation.i18n import japanese_beside, language, translate
from viewer.presentation.names import (
    DORA,
    FINAL_STANDINGS,
    RON,
    TSUMO,
    URA_DORA,
    YakuName,
    term,
)
from viewer.presentation.seats import seat_name


def score_heads() -> tuple[str, str, str]:
    """The heads of a popup's score table."""
    return (
        translate("popup", "before"),
        translate("popup", "change"),
        translate("popup", "after"),
    )


def final_heads() -> tuple[str, str]:
    return translate("popup", "score"), translate("popup", "points")


def final_title() -> str:
    return term(FINAL_STANDINGS, "  ")


def final_cut_off_note() -> str:
    return translate("popup", "The log ends before the game does: scores as last seen.")


def place_text(place: int) -> str:
    """``1位`` (Japanese and learners), ``#1``; translators give the ordinal's form."""
    return f"{place}位" if _kanji_units() else translate("popup", "#{place}").format(place=place)


def dora_heads() -> tuple[str, str]:
    return term(DORA), term(URA_DORA)


def how_text(record: GameRecord, win: Agari) -> str:
    """``ツモ  Tsumo`` or ``ロン  Ron, from Daichi``."""
    if win.is_tsumo:
        return term(TSUMO, "  ")
    text = translate("popup", "{ron}, from {who}")
    return text.format(ron=term(RON, "  "), who=seat_name(record, win.from_seat))


def yaku_columns(name: YakuName) -> tuple[str, str]:
    """A yaku row's two columns: the Japanese and the translation with the learner's option (or
    in Japanese: the Japanese alone), else the translation alone."""
    text = translate(name.context, name.en) if name.context else name.en
    if language() == "ja":
        return text, ""
    if japanese_beside():
        return name.ja, text
    return text, ""


def han_text(han: int) -> str:
    return translate("popup", "{han} han").format(han=han) if not _kanji_units() else f"{han}翻"


def yakuman_text() -> str:
    return "役満" if _kanji_units() else translate("popup", "yakuman")


def fu_han_text(fu: int, han: int) -> str:
    if _kanji_units():
        return f"{fu}符 {han}翻"
    return translate("popup", "{fu} fu {han} han").format(fu=fu, han=han)


def points_text(points: int) -> str:
    return (
        f"{points}点"
        if _kanji_units()
        else translate("popup", "{points} pts").format(points=points)
    )


def fu_text(fu: int) -> str:
    return f"{fu}符" if _kanji_units() else translate("popup", "{fu} fu").format(fu=fu)


def scored_heading() -> str:
    return term(YakuName("手牌の読み", translate("popup", "How the hand was scored")), "  ")


def wait_heading(wait: str) -> str:
    head = term(YakuName("待ち", translate("popup", "Wait")))
    return f"{head}: {wait}"


def _kanji_units() -> bool:
    """翻 / 符 / 点: in Japanese and for learners (the old look); otherwise the language's own."""
    return language() == "ja" or japanese_beside()


# -- the board -------------------------------------------------------------------------------------
def round_subtitle(wind_words: str, number: int) -> str:
    """Under ``東1局``: ``East 1`` (none in Japanese: the title says it already)."""
    if language() == "ja":
        return ""
    return translate("board", "{wind} {number}").format(wind=wind_words, number=number)


def tiles_left_text(count: int) -> str:
    """``残り 70`` (Japanese and learners), ``70 left``."""
    if _kanji_units():
        return f"残り {count}"
    return translate("board", "{count} left").format(count=count)

"""The .qm files load into Qt and drive the Qt-free wording."""

from __future__ import annotations

import pytest

from viewer.presentation import i18n
from viewer.presentation.names import DRAW_NAMES, RON, YAKU_NAMES, term
from viewer.ui.translations import apply_language, reset_language


@pytest.mark.parametrize(
    ("language", "tanyao", "ron", "draw"),
    [
        ("en", "Tanyao", "Ron", "Exhaustive draw"),
        ("ja", "断幺九", "ロン", "流局"),
        ("zh", "断幺九", "荣和", "流局"),
        ("ko", "탕야오", "론", "유국"),
    ],
)
def test_each_language_names_yaku_and_status_words(qapp, language, tanyao, ron, draw) -> None:
    try:
        assert apply_language(language, japanese_beside=False) == language
        assert i18n.language() == language
        assert term(YAKU_NAMES[8]) == tanyao
        assert term(RON) == ron
        assert term(DRAW_NAMES[None]) == draw
    finally:
        reset_language()


def test_learners_keep_the_japanese_term_beside(qapp) -> None:
    try:
        apply_language("ko", japanese_beside=True)
        assert term(YAKU_NAMES[8]) == "断幺九 탕야오"
        apply_language("en")  # default for English: on
        assert term(YAKU_NAMES[8]) == "断幺九 Tanyao"
        apply_language("zh")  # default for Chinese: off
        assert term(YAKU_NAMES[8]) == "断幺九"
    finally:
        reset_language()


def test_unknown_language_falls_back_to_english(qapp) -> None:
    try:
        assert apply_language("xx") == "en"
    finally:
        reset_language()


def test_qt_picks_each_languages_form_of_a_count(qapp) -> None:
    from viewer.presentation.library_wording import chart_caption
    from viewer.ui.translations import apply_language, reset_language

    try:
        apply_language("en")
        assert [chart_caption("T", n) for n in (0, 1, 2)] == ["T — no games", "T — 1 game",
                                                               "T — 2 games"]  # fmt: skip
        apply_language("ja")
        assert chart_caption("T", 1) == "T — 1 戦" and chart_caption("T", 7) == "T — 7 戦"
        apply_language("ko")
        assert chart_caption("T", 1) == "T — 1전"
    finally:
        reset_language()

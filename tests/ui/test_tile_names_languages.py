"""Tiles named as each language's players write them, through the shipped .qm files."""

from __future__ import annotations

import pytest

from viewer.domain.tiles import parse_kind, parse_tile, parse_tiles
from viewer.presentation.review_wording import action_words
from viewer.presentation.tile_names import group_words, kind_words, kinds_words, tile_words
from viewer.review.model import Action, FrozenMap
from viewer.ui.translations import apply_language, reset_language

KINDS = ("3m", "8p", "5s", "1z", "2z", "3z", "4z", "5z", "6z", "7z")
NAMES = {
    "en": ("3-man", "8-pin", "5-sou", "East", "South", "West", "North",
           "White dragon", "Green dragon", "Red dragon"),
    "ja": ("3萬", "8筒", "5索", "東", "南", "西", "北", "白", "發", "中"),
    "zh": ("3万", "8筒", "5索", "东", "南", "西", "北", "白", "发", "中"),
    "ko": ("3만", "8통", "5삭", "동", "남", "서", "북", "백", "발", "중"),
}  # fmt: skip
RED = {"en": "red 5-pin", "ja": "赤5筒", "zh": "赤5筒", "ko": "적5통"}
LIST = {"en": "8-pin, West", "ja": "8筒、西", "zh": "8筒、西", "ko": "8통, 서"}
DISCARD_WEST = {"en": "Discard West", "ja": "打 西", "zh": "打 西", "ko": "버림 서"}


@pytest.mark.parametrize("language", sorted(NAMES))
def test_each_language_names_the_tiles(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    try:
        assert apply_language(language, japanese_beside=False) == language
        assert tuple(kind_words(parse_kind(k)) for k in KINDS) == NAMES[language]
        assert tile_words(parse_tile("0p")) == RED[language]
        assert kinds_words([parse_kind("8p"), parse_kind("3z")]) == LIST[language]
        assert group_words(parse_tiles("777z")) == f"{NAMES[language][-1]} ×3"
        west = Action("dahai", 0, None, "W", (), FrozenMap(()))
        assert action_words(west) == DISCARD_WEST[language]
    finally:
        reset_language()


def test_the_learners_option_leaves_tile_names_alone(qapp) -> None:  # type: ignore[no-untyped-def]
    try:
        apply_language("en", japanese_beside=True)
        assert kind_words(parse_kind("7z")) == "Red dragon"
    finally:
        reset_language()

"""Tiles named for people (viewer.presentation.tile_names), in English without a translator."""

from __future__ import annotations

import re

import pytest

from viewer.domain.tiles import KIND_COUNT, kind_name, parse_tile, parse_tiles
from viewer.presentation.tile_names import (
    group_words,
    kind_words,
    kinds_words,
    mjai_words,
    notation_words,
    run_words,
    tile_words,
    wind_words,
)

NOTATION = re.compile(r"(?<![0-9A-Za-z])[0-9]+[mpsz](?![A-Za-z])")


def test_every_kind_has_a_players_name() -> None:
    names = [kind_words(k) for k in range(KIND_COUNT)]
    assert names[:9] == [f"{n}-man" for n in range(1, 10)]
    assert names[9:18] == [f"{n}-pin" for n in range(1, 10)]
    assert names[18:27] == [f"{n}-sou" for n in range(1, 10)]
    assert names[27:] == [
        "East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon",
    ]  # fmt: skip
    assert len(set(names)) == KIND_COUNT
    assert not any(NOTATION.search(n) for n in names)
    with pytest.raises(ValueError):
        kind_words(KIND_COUNT)


def test_tile_ids_red_fives_and_hidden_tiles() -> None:
    assert tile_words(parse_tile("8p")) == "8-pin"
    assert tile_words(parse_tile("0p")) == "red 5-pin"
    assert tile_words(parse_tile("0p"), red_fives=False) == "5-pin"  # a game without red fives
    assert tile_words(parse_tile("5p")) == "5-pin"
    assert tile_words(parse_tile("3z")) == "West"
    assert tile_words(136) == "a hidden tile"


def test_notations_in_words() -> None:
    """The viewer's notation and mjai's give the same words for the same tile."""
    for kind in range(KIND_COUNT):
        assert notation_words(kind_name(kind)) == kind_words(kind)
    assert notation_words("0s") == mjai_words("5sr") == "red 5-sou"
    assert [mjai_words(p) for p in ("1m", "E", "S", "W", "N", "P", "F", "C")] == [
        "1-man", "East", "South", "West", "North", "White dragon", "Green dragon", "Red dragon",
    ]  # fmt: skip
    assert mjai_words("?") == "a hidden tile"


def test_groups_and_lists() -> None:
    assert run_words([parse_tile("7s") >> 2, parse_tile("8s") >> 2, parse_tile("9s") >> 2]) == (
        "789-sou"
    )
    assert group_words(parse_tiles("406p")) == "456-pin (red five)"
    assert group_words(parse_tiles("406p"), red_fives=False) == "456-pin"
    assert group_words(parse_tiles("111m")) == "111-man"
    assert group_words(parse_tiles("777z")) == "Red dragon ×3"
    assert group_words(parse_tiles("3z")) == "West"
    assert group_words(parse_tiles("1m1z")) == "1-man, East"  # not one suit: each named
    assert kinds_words([9, 12, 27]) == "1-pin, 4-pin, East"
    assert [wind_words(i) for i in range(4)] == ["East", "South", "West", "North"]

import pytest

from viewer.domain.tiles import (
    dora_kind,
    kind_name,
    parse_kind,
    parse_tile,
    parse_tiles,
    tile_name,
    tiles_name,
)


@pytest.mark.parametrize(
    ("tile", "name"),
    [(0, "1m"), (16, "0m"), (17, "5m"), (35, "9m"), (36, "1p"), (52, "0p"), (88, "0s"),
     (107, "9s"), (108, "1z"), (123, "4z"), (124, "5z"), (135, "7z")],
)  # fmt: skip
def test_tile_names(tile: int, name: str) -> None:
    assert tile_name(tile) == name


def test_red_fives_are_plain_fives_without_reds() -> None:
    assert tile_name(16, red_fives=False) == "5m"


def test_every_tile_round_trips_through_its_kind_name() -> None:
    for tile in range(136):
        assert parse_kind(tile_name(tile)) == tile // 4
        assert kind_name(tile // 4)[1] == tile_name(tile)[1]


def test_parse_tiles_uses_fresh_copies_and_reds() -> None:
    assert parse_tiles("1111m") == (0, 1, 2, 3)
    assert parse_tiles("055p") == (52, 53, 54)
    assert tiles_name(parse_tiles("123m0p77z")) == "123m0p77z"
    assert parse_tile("5m") == 17 and parse_tile("0m") == 16


@pytest.mark.parametrize("bad", ["1", "8z", "0z", "1x", "11111m", "12"])
def test_bad_notation_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_tiles(bad) if len(bad) != 2 else parse_tile(bad)


def test_out_of_range_ids_are_refused() -> None:
    with pytest.raises(ValueError):
        tile_name(136)
    with pytest.raises(ValueError):
        kind_name(34)


@pytest.mark.parametrize(
    ("indicator", "dora", "sanma"),
    [("1m", "2m", False), ("9m", "1m", False), ("9p", "1p", False), ("4z", "1z", False),
     ("7z", "5z", False), ("5z", "6z", False), ("1m", "9m", True), ("9m", "1m", True),
     ("9s", "1s", True)],
)  # fmt: skip
def test_dora_from_indicator(indicator: str, dora: str, sanma: bool) -> None:
    assert kind_name(dora_kind(parse_kind(indicator), sanma)) == dora

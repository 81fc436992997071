"""The published validation vector, the seed forms, and the layout of a wall's parts."""

from __future__ import annotations

import pytest

from tests.wall import vectors
from viewer.wall import WallSeedError, parse_seed, wall_json, walls_from_seed
from viewer.wall.layout import lay_out
from viewer.wall.mt19937 import MT19937
from viewer.wall.seed import SeedForm
from viewer.wall.shuffle import TILES_3P, TILES_4P, round_randomness, shuffled


def test_the_published_validation_vector() -> None:
    seed = parse_seed(vectors.SEED)
    assert seed.form is SeedForm.SHA512_BASE64 and len(seed.key) == 624
    source = MT19937.from_key(seed.key).take(288)
    assert tuple(source[:4]) == vectors.FIRST_SOURCE_WORDS
    assert source[-1] == vectors.LAST_SOURCE_WORD
    rnd = round_randomness(MT19937.from_key(seed.key))
    assert tuple(rnd[:4]) == vectors.FIRST_RANDOM_WORDS and rnd[-1] == vectors.LAST_RANDOM_WORD
    assert shuffled(TILES_4P, rnd) == vectors.FIRST_WALL
    assert walls_from_seed(vectors.SEED, 1, sanma=False)[0].tiles == vectors.FIRST_WALL


def test_rounds_follow_one_stream() -> None:
    walls = walls_from_seed(vectors.SEED, 3, sanma=False)
    assert walls[0].tiles == vectors.FIRST_WALL
    assert len({w.tiles for w in walls}) == 3
    assert walls_from_seed(vectors.SEED, 2, sanma=False) == walls[:2]
    for wall in walls:
        assert sorted(wall.tiles) == list(range(136))
        assert all(1 <= die <= 6 for die in wall.dice)


def test_three_player_walls_hold_the_108_tiles() -> None:
    for wall in walls_from_seed(vectors.SEED, 2, sanma=True):
        assert sorted(wall.tiles) == list(TILES_3P)
        assert not any(4 <= t <= 31 for t in wall.tiles)


def test_four_player_layout() -> None:
    wall = lay_out(tuple(range(136)), (2, 5))
    assert wall.players == 4
    assert wall.deal[0] == (135, 134, 133, 132, 119, 118, 117, 116, 103, 102, 101, 100, 87)
    assert wall.deal[3] == (123, 122, 121, 120, 107, 106, 105, 104, 91, 90, 89, 88, 84)
    assert wall.draws == tuple(range(83, 13, -1)) and len(wall.draws) == 70
    assert wall.rinshan == (1, 0, 3, 2)
    assert wall.dora_indicators == (5, 7, 9, 11, 13)
    assert wall.ura_indicators == (4, 6, 8, 10, 12)
    assert wall.hand_of(seat=2, dealer=3) == wall.deal[3]


def test_three_player_layout_and_the_older_dead_wall() -> None:
    wall = lay_out(tuple(range(108)), (1, 1))
    assert wall.players == 3 and len(wall.deal) == 3
    assert wall.deal[0][:4] == (107, 106, 105, 104) and wall.deal[2][-1] == 69
    assert len(wall.draws) == 55 and wall.draws[0] == 68 and wall.draws[-1] == 14
    assert wall.rinshan == (1, 0, 3, 2, 5, 4, 7, 6)
    assert wall.dora_indicators == (9, 11, 13, 15, 17)
    legacy = lay_out(tuple(range(136)), (1, 1), legacy=True)
    assert legacy.rinshan == (0, 1, 2, 3)
    assert legacy.dora_indicators == (4, 6, 8, 10, 12)
    assert legacy.ura_indicators == (5, 7, 9, 11, 13)


def test_every_tile_has_one_place() -> None:
    for wall in walls_from_seed(vectors.SEED, 2, sanma=False):
        dead = {*wall.dora_indicators, *wall.ura_indicators, *wall.rinshan}
        dealt = [t for hand in wall.deal for t in hand]
        assert len(dead) == 14 and len(dealt) == 52
        assert sorted([*dealt, *wall.draws, *dead]) == list(range(136))


def test_json_shape() -> None:
    wall = walls_from_seed(vectors.SEED, 1, sanma=False)[0]
    document = wall_json(wall)
    assert list(document) == [
        "dice", "deal", "draws", "dora_indicators", "ura_indicators", "rinshan"
    ]  # fmt: skip
    assert document["deal"][0] == list(wall.deal[0])
    assert len(document["dora_indicators"]) == 5 == len(document["ura_indicators"])


def test_the_older_seed_forms() -> None:
    hex_seed = "mt19937ar-sha512-n288," + ",".join(f"{w:08X}" for w in range(1, 33))
    walls = walls_from_seed(hex_seed, 2, sanma=False)
    assert parse_seed(hex_seed).key == tuple(range(1, 33)) and len(walls) == 2
    assert walls[0].rinshan == tuple(walls[0].tiles[i] for i in (0, 1, 2, 3))
    per_round = "mt19937ar,128C83E4,C2510A9A,37B80ADC,AA33A044,5EE7784E,56BBF760,D01E6422,64165BA5"
    (one,) = walls_from_seed(per_round, 1, sanma=False)
    assert sorted(one.tiles) == list(range(136))
    with pytest.raises(WallSeedError, match="--rounds 1"):
        walls_from_seed(per_round, 2, sanma=False)


@pytest.mark.parametrize(
    ("seed", "message"),
    [
        ("xorshift,AAAA", "unknown seed form"),
        ("", "unknown seed form"),
        ("mt19937ar-sha512-n288-base64,not*base64", "not valid base64"),
        ("mt19937ar-sha512-n288-base64,AAAA", "decodes to 3 bytes"),
        ("mt19937ar-sha512-n288,0123,XYZ", "word 2"),
        ("mt19937ar,", "word 1"),
        ("mt19937ar-sha512-n288-base64," + "A" * 20_000, "characters"),
    ],
)
def test_a_wrong_seed_is_refused_with_one_line(seed: str, message: str) -> None:
    with pytest.raises(WallSeedError, match=message) as caught:
        walls_from_seed(seed, 1, sanma=False)
    assert "\n" not in str(caught.value)

"""The exact one-player model on small cases computed independently of it.

Closed forms where the model's search leaves one way to go (a riichi on one wait), the
``mahjong`` library asked directly for every ura indicator, brute force over indicator choices.
"""

from __future__ import annotations

import itertools
from math import comb, prod

import pytest
from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.meld import Meld as LibMeld

from tests.coach.hands import ids, unseen_besides
from viewer.analysis.rules import optional_rules
from viewer.coach.exact import exact_values
from viewer.coach.position import Position
from viewer.coach.win_points import base_points, dora_of, tsumo_points, ura_chances
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import Rules

FOUR = Rules(type_bits=0x89)  # 4-player hanchan with red fives
NORTH, SOUTH, EAST_KIND = 30, 28, 27


# 123m 456p 789s 23s EE + North: discarding North is riichi on 1s-4s
RIICHI_HAND = ids([0, 1, 2, 12, 13, 14, 24, 25, 26, 19, 20, EAST_KIND, EAST_KIND, NORTH])
INDICATOR = 4 * 33 + 1  # a red dragon shows: the white dragon is dora (not in the hand)


def riichi_position(draws: int) -> Position:
    return Position(
        concealed=RIICHI_HAND,
        melds=(),
        kita=0,
        unseen=unseen_besides(RIICHI_HAND, (INDICATOR,)),
        red_unseen=(1, 1, 1),
        draws_left=draws,
        round_wind=0,
        seat_wind=1,
        dora_indicators=(INDICATOR,),
        rules=FOUR,
        allowed=tuple(sorted({t >> 2 for t in RIICHI_HAND})),
    )


def library_points(hand: tuple[int, ...], win: int, ura: int) -> int:
    """The library's riichi tsumo points with one ura indicator (honba and sticks left out)."""
    response = HandCalculator.estimate_hand_value(
        list(hand),
        win,
        dora_indicators=[INDICATOR],
        ura_dora_indicators=[ura],
        config=HandConfig(
            is_tsumo=True,
            is_riichi=True,
            player_wind=EAST + 1,
            round_wind=EAST,
            options=optional_rules(FOUR),
        ),
    )
    assert response.cost is not None
    return int(response.cost["main"] + 2 * response.cost["additional"])


def test_riichi_on_one_wait_wins_as_the_closed_form_says() -> None:
    """After riichi the hand only waits: win = 1 - prod(1 - w / (N - j)), and the points are
    each first win's chance times its score with the ura expected over the wall it leaves."""
    draws = 6
    position = riichi_position(draws)
    found = {v.tile: v for v in exact_values(position)}
    north = found[NORTH]
    unseen = position.unseen
    wall = sum(unseen) - 4 + 4  # N: the red fives are counted in their kinds already
    waits = (18, 21)  # 1s, 4s
    w = sum(unseen[k] for k in waits)
    assert north.shanten == 0 and north.tenpai == pytest.approx(1.0, abs=1e-12)
    assert north.win == pytest.approx(1 - prod(1 - w / (wall - j) for j in range(draws)), 1e-12)
    expected = 0.0
    for j in range(draws):
        first = prod(1 - w / (wall - i) for i in range(j))
        for kind in waits:
            hand = tuple(sorted(t for t in RIICHI_HAND if t >> 2 != NORTH)) + (4 * kind,)
            left = list(unseen)
            left[kind] -= 1
            left[NORTH] += 1  # the riichi discard went back to the wall
            total = sum(left)
            score = sum(
                copies / total * library_points(hand, 4 * kind, 4 * ura_kind + 3)
                for ura_kind, copies in enumerate(left)
                if copies
            )
            expected += first * unseen[kind] / (wall - j) * score
    assert north.points == pytest.approx(expected, rel=1e-9)
    # every other discard breaks the tenpai and is worth less
    assert all(v.win < north.win and v.points < north.points for k, v in found.items() if k != 30)


def test_a_yakuless_open_hand_wins_nothing_on_its_last_draw() -> None:
    """Chi 234m, 567p 789s 23s SS (South is no wind of the seat or round): tenpai, no yaku."""
    chi = ids([1, 2, 3])
    concealed = ids([13, 14, 15, 24, 25, 26, 19, 20, SOUTH, SOUTH, NORTH])
    meld = Meld(MeldKind.CHI, chi, chi[0], 3, None, 0)
    position = Position(
        concealed=concealed,
        melds=(meld,),
        kita=0,
        unseen=unseen_besides(concealed, chi),
        red_unseen=(1, 1, 1),
        draws_left=1,
        round_wind=0,
        seat_wind=2,
        dora_indicators=(),
        rules=FOUR,
        allowed=tuple(sorted({t >> 2 for t in concealed})),
    )
    north = next(v for v in exact_values(position) if v.tile == NORTH)
    assert north.shanten == 0 and north.tenpai == 1.0
    assert north.win == 0.0 and north.points == 0.0


def test_with_no_draw_left_only_tenpai_counts() -> None:
    found = exact_values(riichi_position(0))
    assert {v.tile: v.tenpai for v in found}[NORTH] == 1.0
    assert all(v.tenpai == 0.0 for v in found if v.tile != NORTH)
    assert all(v.win == 0.0 and v.points == 0.0 for v in found)


def test_ura_chances_count_every_choice_of_indicators() -> None:
    """Against brute force over every pair of indicator tiles of a small wall."""
    wall = [0] * 34
    wall[0], wall[5], wall[9], wall[27], wall[33] = 3, 2, 1, 4, 2
    gains = [0] * 34
    gains[0], gains[5], gains[9], gains[33] = 2, 1, 3, 1
    tiles = [kind for kind, copies in enumerate(wall) for _ in range(copies)]
    counts = [0] * 13
    for pair in itertools.combinations(range(len(tiles)), 2):
        counts[min(12, sum(gains[tiles[i]] for i in pair))] += 1
    chances = ura_chances(gains, wall, 2)
    assert chances == pytest.approx([c / comb(len(tiles), 2) for c in counts], abs=1e-15)


@pytest.mark.parametrize("dealer", [True, False])
@pytest.mark.parametrize("han,fu", [(1, 30), (2, 40), (3, 60), (4, 30), (5, 30), (7, 30),
                                    (10, 40), (12, 30), (14, 50)])  # fmt: skip
def test_tsumo_points_are_the_librarys(han: int, fu: int, dealer: bool) -> None:
    """Our payment of a tsumo matches the library's for every limit (no kiriage at Tenhou)."""
    from mahjong.hand_calculating.scores import ScoresCalculator

    cost = ScoresCalculator.calculate_scores(
        han, fu, HandConfig(is_tsumo=True, player_wind=EAST if dealer else EAST + 1,
                            options=optional_rules(FOUR)), False,
    )  # fmt: skip
    want = cost["main"] + 2 * cost["additional"]
    assert tsumo_points(base_points(han, fu, kiriage=False), dealer, 4) == want


def test_indicators_show_the_next_kind() -> None:
    assert [dora_of(k, False) for k in (0, 8, 26, 27, 30, 31, 33)] == [1, 0, 18, 28, 27, 32, 31]
    assert dora_of(0, True) == 8  # 3-player: 1m shows 9m


def test_meld_helper_is_unused_by_the_library_here() -> None:
    """(The library's own meld type stays out of the model's inputs.)"""
    assert LibMeld.CHI == "chi"

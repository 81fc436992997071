"""Shanten, waits and discard choices of single hands (kind counts only)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from viewer.analysis.hand import discard_options, hand_shape, kind_counts, winning_kinds
from viewer.domain.tiles import parse_kind, parse_tiles


def counts(text: str) -> tuple[int, ...]:
    return kind_counts(parse_tiles(text))


def kinds(text: str) -> tuple[int, ...]:
    """'14m' -> the kinds of 1m and 4m, ascending."""
    return tuple(sorted({t >> 2 for t in parse_tiles(text)}))


@pytest.mark.parametrize(
    ("hand", "shanten"),
    [
        ("123m456p789s11z234m", -1),  # complete regular hand
        ("1122m3344p5566s77z", -1),  # seven pairs
        ("19m19p19s1234567z1m", -1),  # thirteen orphans
        ("123m456p789s11z23m", 0),
        ("1133557799m113p", 0),  # seven pairs tenpai
        ("19m19p19s1234567z", 0),  # thirteen-sided kokushi tenpai
        ("123m456p789s1z258m", 2),
        ("123m456p789s11z25m", 1),
        ("1111m234p567s789s", 1),  # the 5th 1m does not exist: not tenpai
        ("147m258p369s1234z", 6),  # regular 8, seven pairs 6, kokushi ... best of three
    ],
)
def test_shanten_is_the_best_of_three_forms(hand: str, shanten: int) -> None:
    assert hand_shape(counts(hand)).shanten == shanten


def test_shanten_of_a_small_hand_after_calls() -> None:
    assert hand_shape(counts("5m")).shanten == 0  # tanki after four calls
    assert hand_shape(counts("5m7p")).shanten == 0  # 3n+2: discard one, tanki on the other
    assert hand_shape(counts("55m")).shanten == -1


@pytest.mark.parametrize(
    ("hand", "waits"),
    [
        ("23m456p789s123s55s", "14m"),  # ryanmen
        ("24m456p789s123s55s", "3m"),  # kanchan
        ("12m456p789s123s55s", "3m"),  # penchan
        ("11m456p789s123s55s", "1m5s"),  # shanpon
        ("1234m456p789s123s", "14m"),  # nobetan
        ("1112345678999m", "123456789m"),  # junsei chuuren, nine-sided
        ("19m19p19s1234567z", "19m19p19s1234567z"),  # thirteen-sided
        ("1133557799m113p", "3p"),  # seven pairs tanki
        ("5m", "5m"),
    ],
)
def test_waits(hand: str, waits: str) -> None:
    shape = hand_shape(counts(hand))
    assert shape.shanten == 0
    assert shape.waits == kinds(waits)


def test_a_fifth_copy_is_no_wait() -> None:
    # 111m + 1m tanki would want a fifth 1m
    assert winning_kinds(counts("1111m456p789s123s")) == ()
    # 1111234m: 111m 123m + 4m tanki; the 1m tanki (111m 234m 1m) would want a fifth 1m
    assert winning_kinds(counts("1111234m456p789s")) == kinds("4m")


def test_sanma_has_no_2m_to_8m_waits() -> None:
    hand = counts("1m1m1m9m9m9m123p456p7s")
    assert hand_shape(hand, sanma=True).waits == kinds("7s")
    # 9m and 1s shanpon: both are in a 3-player wall
    assert hand_shape(counts("99m123p456p789p11s"), sanma=True).waits == kinds("9m1s")


def test_no_waits_reported_for_14_tiles() -> None:
    shape = hand_shape(counts("23m456p789s123s55s1z"))
    assert shape.shanten == 0
    assert shape.waits == ()


def test_discard_options_best_first_with_ukeire() -> None:
    hand = counts("23m456p789s123s55s1z")  # 14 tiles: drop the East, wait on 1m/4m
    unseen = tuple([4] * 34)
    options = discard_options(hand, unseen)
    best = options[0]
    assert best.kind == parse_kind("1z")
    assert best.shanten == 0
    assert best.improving == kinds("14m")
    assert best.unseen == 8
    # only the discards that keep tenpai are offered: the East alone
    assert [o.kind for o in options] == [parse_kind("1z")]
    # unseen counts are used as given
    fewer = list(unseen)
    fewer[parse_kind("1m")] = 1
    assert discard_options(hand, tuple(fewer))[0].unseen == 5


def test_discard_options_rank_the_good_discards_by_ukeire() -> None:
    # 1-shanten with two loose honours: dropping either keeps 45p-67p and 40 tiles of ukeire;
    # breaking a pinzu shape keeps 1-shanten too but with 12
    hand = counts("123m45p67p123s55s17z")
    options = discard_options(hand, tuple([4] * 34))
    assert [(o.kind, o.unseen) for o in options] == [
        (parse_kind("1z"), 40),
        (parse_kind("7z"), 40),
        (parse_kind("4p"), 12),
        (parse_kind("7p"), 12),
    ]
    assert {o.shanten for o in options} == {1}
    assert options[2].improving == kinds("5s1z7z")


def test_discard_options_need_3n_plus_2_tiles() -> None:
    assert discard_options(counts("23m456p789s123s55s"), tuple([4] * 34)) == ()


def test_a_3_player_hand_holding_2m_to_8m_does_not_break_the_analysis() -> None:
    # the reader does not refuse such a log; the library would raise for is_three_player
    assert hand_shape(counts("5m123p456p789p111s"), sanma=True).waits == kinds("5m")


@st.composite
def near_complete_hands(draw: st.DrawFn) -> tuple[int, ...]:
    """A complete hand (4 groups and a pair) less one tile: tenpai, often with several waits;
    sometimes one tile swapped for another, which is mostly not tenpai."""
    counts = [0] * 34
    groups = 0
    while groups < 4:
        if draw(st.booleans()):
            suit, start = draw(st.integers(0, 2)), draw(st.integers(0, 6))
            kinds = [suit * 9 + start + i for i in range(3)]
        else:
            kinds = [draw(st.integers(0, 33))] * 3
        if all(counts[k] + kinds.count(k) <= 4 for k in kinds):
            for k in kinds:
                counts[k] += 1
            groups += 1
    pair = draw(st.integers(0, 33).filter(lambda k: counts[k] <= 2))
    counts[pair] += 2
    held = [k for k in range(34) for _ in range(counts[k])]
    counts[draw(st.sampled_from(held))] -= 1
    if draw(st.integers(0, 3)) == 0:
        held = [k for k in range(34) for _ in range(counts[k])]
        counts[draw(st.sampled_from(held))] -= 1
        counts[draw(st.integers(0, 33).filter(lambda k: counts[k] < 4))] += 1
    return tuple(counts)


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.large_base_example, HealthCheck.filter_too_much],
)
@given(near_complete_hands())
def test_waits_are_exactly_the_kinds_that_complete_the_hand(hand: tuple[int, ...]) -> None:
    from mahjong.shanten import Shanten

    shape = hand_shape(hand)
    complete = []
    for kind in range(34):
        if hand[kind] < 4:
            after = list(hand)
            after[kind] += 1
            if Shanten.calculate_shanten(after) == -1:
                complete.append(kind)
    if shape.shanten == 0:
        assert shape.waits == tuple(complete)
    else:
        assert shape.waits == () and complete == []

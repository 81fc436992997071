"""Luck on a round written by hand: the draw luck worked out by hand, tenpais merged and split,
the copies in hands and in sight, and a round without a wall keeping every fact but the wall's."""

from __future__ import annotations

import math

from tests.logbuilder import document, draw_result, init
from tests.luck.scripted import HANDS, PLAY
from viewer.formats.mjlog import parse_mjlog, read_shuffle_seeds
from viewer.luck import GameLuck, luck_json
from viewer.replay import Step, Timeline
from viewer.wall import GameWalls


def hand_built() -> GameLuck:
    data = document(init(hands=HANDS), PLAY, draw_result())
    record = parse_mjlog(data)
    timeline = Timeline(record)
    timeline.replay_all()
    seeds = read_shuffle_seeds(data)  # "test": a seed whose wall is not this round's
    return GameLuck(record, timeline, GameWalls(record, seeds.game, seeds.rounds))


def test_draw_luck_worked_out_by_hand() -> None:
    """Seat 0's three draws. Before the first it sees its 13 tiles and the indicator (Red
    dragon, 135): 122 unseen, of which 3 five-pins (4 less its own; seat 2's red one it cannot
    see): p1 = 3/122. Before the second, four more tiles lie in the rivers: p2 = 3/118; it draws
    a 5-pin, which completes the hand (a hit). Before the third, that 5-pin and three more lie in
    the rivers: 2 five-pins of 114 unseen, p3 = 2/114; the 6-pin it draws is no hit."""
    seat = hand_built().round(0).seats[0]
    p = (3 / 122, 3 / 118, 2 / 114)
    assert [c.step for c in seat.draws] == [1, 9, 17]
    assert [c.p for c in seat.draws] == list(p)
    assert [c.hit for c in seat.draws] == [False, True, False]
    assert [c.shanten for c in seat.draws] == [0, 0, 0]
    tally = seat.tally
    assert (tally.count, tally.hits) == (3, 1)
    assert math.isclose(tally.expected, sum(p))
    variance = sum(x * (1 - x) for x in p)
    assert math.isclose(tally.z or 0.0, (1 - sum(p)) / math.sqrt(variance))
    # By hand: expected 0.0676, variance 0.0660, z = 0.9324 / 0.2569 = 3.63.
    assert tally.z is not None and round(tally.z, 2) == 3.63


def test_consecutive_states_with_the_same_waits_are_one_tenpai() -> None:
    """Letting a drawn tile go keeps the tenpai (steps 2 and 10 change nothing); keeping the
    6-pin and throwing the 5-pin at step 18 makes a new one."""
    tenpais = hand_built().round(0).seats[0].tenpais
    assert [(t.step, t.until, t.waits) for t in tenpais] == [(0, 17, (13,)), (18, 19, (14,))]


def test_copies_in_hands_and_in_sight_without_a_wall() -> None:
    """The seed of the hand-written log is not this round's: no wall, and the reason is the
    one `dump --wall` gives. The 5-pin wait: the red five in seat 2's hand, none in sight at the
    deal. The 6-pin wait at step 18: seat 1's 6-pin; none in sight."""
    luck = hand_built()
    rnd = luck.round(0)
    assert not rnd.wall and rnd.reason is not None and rnd.reason.startswith("round 1 (East 1")
    first, second = rnd.seats[0].tenpais
    assert first.in_hands == ((), (), (52,), ())
    assert first.visible == ()
    assert second.in_hands == ((), (56,), (), ())
    assert (first.live, first.dead_wall, first.first_live, first.dead, first.cut_off) == (
        None, None, None, None, None,
    )  # fmt: skip
    # Counted again at a later step: the 5-pin drawn at step 9 lies in seat 0's river.
    (later,) = [t for t in luck.tenpais_at(Step(0, 12)) if t.seat == 0]
    assert later.step == 0 and later.visible == (54,)


def test_the_json_of_a_round_without_a_wall() -> None:
    document = luck_json(hand_built())
    rnd = document["rounds"][0]
    assert rnd["wall"] is False and rnd["reason"].startswith("round 1")
    seat0 = rnd["seats"][0]
    assert seat0["start_shanten"] == 0
    assert seat0["draws"]["count"] == 3 and seat0["draws"]["hits"] == 1
    assert seat0["tenpais"][0] == {
        "step": 0, "waits": [13], "live": None, "dead_wall": None, "in_hands": 1,
        "visible": 0, "first_live": None, "dead": None, "cut_off": None,
    }  # fmt: skip
    assert rnd["calls"] == []
    summary = document["summary"][0]
    assert summary["seat"] == 0 and summary["tenpais"] == 2
    assert summary["dead_waits"] == 0 and summary["cut_off_waits"] == 0
    assert summary["draw_z"] == luck_json(hand_built(), [0])["summary"][0]["draw_z"]

"""Wall facts on a round whose wall reproduces: a game played from Tenhou's published seed
(tests/luck/scripted.py), its facts worked out by hand from the wall's own order.

The round (East 1, dealer seat 0) goes draw, discard, draw, discard...: the k-th draw is step
2k - 1, by seat (k - 1) mod 4, until seat 3 (D) pons seat 0's (A's) discard at step 107, after
53 draws, and discards at step 108; A then draws the 54th tile at step 109, and pairs of steps go
on from there.
"""

from __future__ import annotations

from tests.luck.scripted import scripted_log
from tests.wall import vectors
from viewer.domain.events import Draw
from viewer.formats.mjlog import parse_mjlog, read_shuffle_seeds
from viewer.luck import GameLuck, LiveCopy, Tenpai
from viewer.replay import Timeline
from viewer.wall import GameWalls, RoundWall


def scripted() -> tuple[GameLuck, RoundWall]:
    data, played = scripted_log(vectors.SEED, 1, pon_in=0)
    assert played[0].pon == (107, 3, 0, 53)  # the step, the caller, the discarder, draws made
    record = parse_mjlog(data)
    timeline = Timeline(record)
    timeline.replay_all()
    seeds = read_shuffle_seeds(data)
    walls = GameWalls(record, seeds.game, seeds.rounds)
    wall = walls.wall(0)
    assert wall is not None, walls.problem(0)  # the wall reproduces the round
    return GameLuck(record, timeline, walls), wall


def tenpai_of(luck: GameLuck, seat: int, step: int) -> Tenpai:
    return next(t for t in luck.round(0).seats[seat].tenpais if t.step == step)


def dead_wall_tiles(wall: RoundWall) -> set[int]:
    """Without kans the dead wall is the shuffled array's 14 lowest tiles; one indicator shows."""
    return set(wall.tiles[:14]) - {wall.dora_indicators[0]}


def test_a_dead_wait() -> None:
    """C (seat 2) is tenpai on 4-sou alone at step 102, the discard of the 51st draw: the live
    wall is ``draws[51:]`` and holds no 4-sou. The four 4-sou: C's own, D's, two in sight."""
    luck, wall = scripted()
    tenpai = tenpai_of(luck, 2, 102)
    assert tenpai.waits == (21,)
    assert not [t for t in wall.draws[51:] if t >> 2 == 21]
    assert tenpai.dead is True and tenpai.cut_off is False
    assert (tenpai.live, tenpai.dead_wall, tenpai.held, len(tenpai.visible)) == (0, 0, 1, 2)
    assert tenpai.first_live is None
    assert [len(h) for h in tenpai.in_hands or ()] == [0, 0, 0, 1]


def test_a_cut_off_wait() -> None:
    """C is tenpai on 2-pin and 5-pin at step 130: after the pon, A, B, C, D, A, B, C, D, A, B
    and C drew (steps 109-130), so 53 + 11 = 64 tiles are gone and D draws next. The live wall
    ``draws[64:]`` holds one 2-pin or 5-pin, at its very front: D's 1st draw, not C's (C draws
    ``draws[67]``, ``draws[71]``...). One more lies in the dead wall."""
    luck, wall = scripted()
    tenpai = tenpai_of(luck, 2, 130)
    assert tenpai.waits == (10, 13)
    positions = [j for j, t in enumerate(wall.draws[64:]) if t >> 2 in (10, 13)]
    assert positions == [0]
    assert tenpai.first_live == LiveCopy(wall.draws[64], draw=1, seat=3, nth=1)
    assert tenpai.cut_off is True and tenpai.dead is False
    expected_dead = sorted(t for t in dead_wall_tiles(wall) if t >> 2 in (10, 13))
    assert len(expected_dead) == 1 and tenpai.wall is not None
    assert list(tenpai.wall.dead_wall) == expected_dead


def test_the_pon_s_counterfactual_draws() -> None:
    """D's pon of A's discard at step 107, after 53 draws. Without it B (the discarder's right)
    draws next: B would have drawn draws[53], [57], [61]; C [54], [58], [62]; D [55], [59],
    [63]; A [56], [60], [64]. With it D discards and A draws next: A drew [53], [57], [61], B
    [54]..., C [55]..., D [56]... So each seat drew what the seat before it would have."""
    luck, wall = scripted()
    (call,) = luck.round(0).calls
    assert (call.step, call.seat, call.discarder, call.kind.label) == (107, 3, 0, "pon")
    would = {w.seat: w.would_draw for w in call.without}
    drew = {w.seat: w.drew for w in call.without}
    d = wall.draws
    assert would == {1: d[53:62:4], 2: d[54:63:4], 3: d[55:64:4], 0: d[56:65:4]}
    assert drew == {0: d[53:62:4], 1: d[54:63:4], 2: d[55:64:4], 3: d[56:65:4]}
    # Each hand at the discard, with each would-be draw added alone: A would have had tenpai.
    a = next(w for w in call.without if w.seat == 0)
    assert a.shanten == 1 and a.would_shanten is not None and 0 in a.would_shanten


def test_every_tenpai_against_the_wall_by_counting_draws() -> None:
    """For every tenpai of the round: the live wall from the draws made so far, each copy's
    drawer from the seat next to draw, and the four places with the own copies make four."""
    luck, wall = scripted()
    states = luck.timeline.states(0)
    checked = 0
    for seat_luck in luck.round(0).seats:
        for tenpai in seat_luck.tenpais:
            drawn = sum(1 for s in states[1 : tenpai.step + 1] if type(s.event) is Draw)
            last_actor = states[tenpai.step].actor
            next_seat = 0 if last_actor is None else (last_actor + 1) % 4
            live = [
                LiveCopy(t, j + 1, (next_seat + j) % 4, j // 4 + 1)
                for j, t in enumerate(wall.draws[drawn:])
                if t >> 2 in tenpai.waits
            ]
            assert tenpai.wall is not None and list(tenpai.wall.live) == live
            own = [t for t in states[tenpai.step].concealed(tenpai.seat) if t >> 2 in tenpai.waits]
            total = len(own) + len(live) + (tenpai.dead_wall or 0) + (tenpai.held or 0)
            assert total + len(tenpai.visible) == 4 * len(tenpai.waits)
            assert tenpai.dead is (not live)
            assert tenpai.cut_off is (bool(live) and all(c.seat != tenpai.seat for c in live))
            checked += 1
    assert checked >= 6

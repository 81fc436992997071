"""The round does not wait: the hazard table measured on the corpus, the survival of each own
draw, and the exact model's points discounted by it (``value_pass.backward``'s survival)."""

from __future__ import annotations

import itertools
from math import prod
from pathlib import Path

import pytest

from scripts.measure_deal_in_cost import corpus_paths
from scripts.measure_hazard import count, read_all, round_end
from tests.coach.one_wait import NORTH, RIICHI_HAND, WAITS, library_points, riichi_position
from tests.conftest import MJLOG_CORPUS, requires_corpus
from tests.logbuilder import document, draw_result, init
from viewer.coach import survival as module
from viewer.coach.exact import exact_values
from viewer.coach.survival import hazard, survival
from viewer.formats.detect import read_game


@requires_corpus
def test_the_shipped_table_is_the_corpus_s() -> None:
    """scripts/measure_hazard.py recounts the corpus: the counts shipped are its counts."""
    found = count(read_all(corpus_paths(MJLOG_CORPUS)))
    for players, shipped in ((4, module.COUNTS_4P), (3, module.COUNTS_3P)):
        ended, reached = found[players]
        assert tuple(zip(ended, reached, strict=True)) == shipped
    assert module.COUNTS_4P[-1][1] == 4 * 2700  # every seat of 2,700 rounds reached 70 tiles
    assert module.COUNTS_3P[-1][1] == 3 * 643


def test_survival_is_the_product_over_the_wall_sizes_the_others_pass() -> None:
    h = {e: hazard(e, 4) for e in range(70)}
    # a discard decision at 40 tiles left: three others draw (to 39, 38, 37), then the seat
    first, second = survival(40, 4, 3, 2)
    assert first == pytest.approx((1 - h[39]) * (1 - h[38]) * (1 - h[37]))
    assert second == pytest.approx(first * prod(1 - h[e] for e in (36, 35, 34, 33)))
    # a pass by the discarder's next seat: its own draw comes first, nothing passes before it
    assert survival(40, 4, 0, 1) == (1.0,)
    assert survival(40, 4, 1, 1) == (pytest.approx(1 - h[39]),)
    chances = survival(60, 3, 2, 15)
    assert all(a >= b for a, b in itertools.pairwise(chances)) and chances[0] <= 1
    assert hazard(200, 4) == 0.0 and hazard(-1, 3) == 0.0


def _round(*events: str) -> str:
    return init(hands=tuple(tuple(range(13 * s, 13 * s + 13)) for s in range(4))) + "".join(events)


def test_round_end_counts_the_seats_another_seat_s_win_or_an_abort_ended(tmp_path: Path) -> None:
    draws = "<T52/><D52/><U53/><E53/>"  # two draws: 70 -> 68 tiles left
    ron = (
        '<AGARI ba="0,0" hai="0,1,2,3,4,5,6,7,8,9,10,11,12,53" m="" machi="53" ten="30,1000,0" '
        'yaku="8,1" doraHai="135" who="2" fromWho="1" sc="250,0,250,-10,250,10,250,0" '
        'owari="240,0,250,0,260,0,250,0"/>'
    )
    path = tmp_path / "ron.mjlog"
    path.write_bytes(document(_round(draws, ron)))
    record = read_game(str(path))
    assert round_end(record.rounds[0], 4) == (68, 3)  # the winner is not ended for itself
    aborted = tmp_path / "abort.mjlog"
    aborted.write_bytes(document(_round("<T52/>", draw_result(type="yao9"))))
    assert round_end(read_game(str(aborted)).rounds[0], 4) == (69, 4)
    exhausted = tmp_path / "drawn.mjlog"
    exhausted.write_bytes(document(_round(draws, draw_result())))
    assert round_end(read_game(str(exhausted)).rounds[0], 4) is None  # the model's own end


def _first_wins(draws: int) -> list[float]:
    """Per draw j, the points of North's riichi winning first at j (tests/coach/test_exact.py's
    closed form, draw by draw)."""
    position = riichi_position(draws)
    unseen = position.unseen
    wall = sum(unseen)
    waits = WAITS
    w = sum(unseen[k] for k in waits)
    gains = []
    for j in range(draws):
        first = prod(1 - w / (wall - i) for i in range(j))
        gain = 0.0
        for kind in waits:
            hand = tuple(sorted(t for t in RIICHI_HAND if t >> 2 != NORTH)) + (4 * kind,)
            left = list(unseen)
            left[kind] -= 1
            left[NORTH] += 1
            total = sum(left)
            score = sum(copies / total * library_points(hand, 4 * kind, 4 * ura + 3)
                        for ura, copies in enumerate(left) if copies)  # fmt: skip
            gain += first * unseen[kind] / (wall - j) * score
        gains.append(gain)
    return gains


def test_the_discounted_points_weigh_each_draw_s_win_by_its_survival() -> None:
    draws = 4
    chances = (0.97, 0.9, 0.85, 0.6)
    gains = _first_wins(draws)
    north = {v.tile: v for v in exact_values(riichi_position(draws), chances)}[NORTH]
    assert north.points == pytest.approx(sum(gains), rel=1e-9)  # undiscounted as before
    assert north.discounted == pytest.approx(
        sum(s * g for s, g in zip(chances, gains, strict=True)), rel=1e-9
    )
    plain = exact_values(riichi_position(draws))
    assert all(v.discounted == v.points for v in plain)
    ones = exact_values(riichi_position(draws), (1.0,) * draws)
    assert [v.discounted for v in ones] == pytest.approx([v.points for v in plain], rel=1e-12)
    with pytest.raises(ValueError, match="survival has 2 chances for 4 draws"):
        exact_values(riichi_position(draws), (1.0, 1.0))


def test_discards_take_the_survival_only_when_switched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``DISCOUNT_DISCARDS``: off, a discard's value is its points (as before issue 33); on, its
    discounted points; scripts/measure_discount.py counts both ways' picks in one pass."""
    from scripts.measure_discount import count_game
    from tests.coach.logs import RIICHI_EVENTS, write
    from viewer.coach import value
    from viewer.coach.game import GameCoach
    from viewer.replay import Step, Timeline

    path = write(tmp_path / "riichi.mjson", RIICHI_EVENTS)
    record = read_game(str(path))
    timeline = Timeline(record)
    timeline.replay_all()
    step = Step(0, 12)  # seat 0's East, 1-shanten
    coach = GameCoach(record, timeline)
    position, decision = coach.position(step), coach.decision(step)
    assert position is not None and decision is not None
    dealer = 0

    def folded(kind: int, worth: float, chance: float) -> float:
        loss = value.deal_in_cost(decision.safety_of(kind), dealer, False)
        return (1 - chance) * worth - chance * loss

    monkeypatch.setattr(value, "DISCOUNT_DISCARDS", False)
    plain = value.judge(position, decision)
    for candidate in plain.candidates:  # seat 2's riichi: the fold rule on the points
        assert candidate.discounted is None
        assert candidate.value == pytest.approx(
            folded(candidate.tile, candidate.points, candidate.deal_in)
        )
    monkeypatch.setattr(value, "DISCOUNT_DISCARDS", True)
    weighed = value.judge(position, decision)
    chances = survival(decision.tiles_left or 0, 4, 3, position.draws_left)
    found = {v.tile: v for v in exact_values(position, chances)}
    for candidate in weighed.candidates:
        assert candidate.discounted == pytest.approx(found[candidate.tile].discounted)
        assert candidate.discounted <= candidate.points
        assert candidate.value == pytest.approx(
            folded(candidate.tile, candidate.discounted, candidate.deal_in)
        )
        assert candidate.points == pytest.approx(found[candidate.tile].points)
    tally = count_game(str(path))
    assert tally["games"] == 1 and tally["all decisions"] == len(coach.decisions(0))
    assert tally["exact decisions"] == tally["all decisions"]
    assert 0 < tally["all undiscounted"] <= tally["all decisions"]

"""The compiled scorer gives ``WinScorer.points``' number for every win (the library stays the
reference): random wins of every shape at random tables, every win the exact model's graph
meets in a sample of the oracle's decisions, one hand per yaku, the table rules that change a
payment, and the hands that pay nothing."""

from __future__ import annotations

import itertools
import os
import random
from math import isclose
from typing import Any

import numpy as np
import pytest
from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig
from mahjong.hand_calculating.hand_response import HandResponse

from tests.coach import oracle
from tests.coach.scoring_cases import Win, random_win
from tests.coach.scoring_hands import TABLE, YAKU, Written
from viewer.coach import win_points
from viewer.coach.kernel import payments
from viewer.coach.kernel.scoring import HAND_WIDTH, hand_rows, score_context, score_wins
from viewer.coach.position import RED_IDS, Position
from viewer.coach.value_graph import RIICHI, build_graph
from viewer.coach.win_points import WinScorer

# MJLOG_VIEWER_SCORER_WINS=200000 for the long run; MJLOG_VIEWER_FULL_SCORER=1: every 5th case
RANDOM_WINS = int(os.environ.get("MJLOG_VIEWER_SCORER_WINS", "2500"))
ORACLE_STEP = 5 if os.environ.get("MJLOG_VIEWER_FULL_SCORER") else 1
ORACLE_SAMPLE = 12  # tenpai and 1-shanten decisions of the oracle file in the suite


def kernel_points(win: Win) -> float:
    rows = hand_rows([win.key])
    return float(score_wins(score_context(win.position), rows, np.array([win.kind]))[0])


def same(got: float, want: float, riichi: bool) -> bool:
    """Equal; within 1e-9 where the ura dora are expected (a riichi win)."""
    return got == want or (riichi and isclose(got, want, rel_tol=1e-9))


def test_random_wins_are_scored_as_the_library_scores_them() -> None:
    rng = random.Random(32)
    wrong = []
    paid = 0
    for index in range(RANDOM_WINS):
        win = random_win(rng, broken=rng.random() < 0.1)
        want = WinScorer(win.position).points(win.key, win.kind)
        got = kernel_points(win)
        paid += want > 0
        if not same(got, want, bool(win.key & RIICHI)):
            wrong.append(f"#{index}: {got} != {want}: {win}")
    assert not wrong, f"{len(wrong)} of {RANDOM_WINS} differ, e.g.\n" + "\n".join(wrong[:3])
    assert paid > RANDOM_WINS // 2  # most are wins with a yaku: the test checks points


def _oracle_cases() -> list[dict[str, Any]]:
    """A spread of tenpai and 1-shanten decisions and one 2-shanten one with a meld (small
    graphs: the suit's share stays seconds); every 5th case with MJLOG_VIEWER_FULL_SCORER."""
    cases = oracle.cases()
    if ORACLE_STEP > 1:
        return cases[::ORACLE_STEP]
    shallow = [c for c in cases if _shanten(c) < 2]
    called = [c for c in cases if _shanten(c) == 2 and c["melds"]]
    picked = shallow[:: max(1, len(shallow) // ORACLE_SAMPLE)][:ORACLE_SAMPLE]
    return picked + called[len(called) // 2 :][:1]


def _shanten(case: dict[str, Any]) -> int:
    return min(int(v["shanten"]) for v in case["oracle"].values())


def test_every_win_of_oracle_decisions_is_scored_as_the_library_scores_it() -> None:
    cases = _oracle_cases()
    if not cases:
        pytest.skip("the oracle file (../shared/oracle/value-cases.jsonl) is absent")
    total = 0
    for case in cases:
        position = oracle.position(case)
        graph = build_graph(position)
        wins = [
            (graph.discard_keys[target], kind)
            for kind, target in zip(graph.draw_kind, graph.draw_to, strict=True)
            if graph.discard_shanten[target] < 0
        ]
        scorer = WinScorer(position)
        want = np.array([scorer.points(key, kind) for key, kind in wins])
        got = score_wins(
            score_context(position),
            hand_rows([key for key, _ in wins]),
            np.array([kind for _, kind in wins], dtype=np.int64),
        )
        riichi = np.array([bool(key & RIICHI) for key, _ in wins], dtype=bool)
        close = np.isclose(got, want, rtol=1e-9, atol=0.0)
        agree = (got == want) | (riichi & close)
        assert agree.all(), (case["file"], case["round"], case["step"], wins[int(np.argmin(agree))])
        total += len(wins)
    assert total > 500


def library_response(win: Win) -> HandResponse:
    """The library's answer for a written win (its yaku, han and fu)."""
    position = win.position
    scorer = WinScorer(position)
    plain = win.kind if win.kind < 34 else 4 + 9 * (win.kind - 34)
    tiles = list(position.concealed)
    reds = [t for t in tiles if t in RED_IDS] if win.kind >= 34 else []
    candidates = reds or [t for t in tiles if t >> 2 == plain and t not in RED_IDS] or tiles
    config = HandConfig(
        is_tsumo=True,
        is_riichi=bool(win.key & RIICHI),
        player_wind=EAST + position.seat_wind,
        round_wind=EAST + position.round_wind,
        num_nuki_dora=position.kita,
        options=scorer.options,
    )
    return HandCalculator.estimate_hand_value(
        tiles + scorer.meld_tiles,
        candidates[0],
        melds=scorer.melds,
        dora_indicators=list(position.dora_indicators),
        config=config,
    )


def _paid(han: int, fu: int, win: Win) -> int:
    rules = win.position.rules
    return payments.library_payment(
        han, fu, False, rules.kiriage, win.position.dealer, rules.players
    )[1]


@pytest.mark.parametrize("written", YAKU, ids=[w.name for w in YAKU])
def test_each_yaku_counts(written: Written) -> None:
    win = written.made()
    response = library_response(win)
    assert response.error is None and response.yaku is not None and response.han is not None
    named = [y for y in response.yaku if y.name == written.name]
    assert named, [y.name for y in response.yaku]
    want = WinScorer(win.position).points(win.key, win.kind)
    assert want > 0
    assert same(kernel_points(win), want, bool(win.key & RIICHI))
    yaku = named[0]
    if yaku.is_yakuman:
        assert response.han == 13 * sum(y.is_yakuman for y in response.yaku)
        return
    # without the yaku the hand would pay otherwise (or nothing): a dropped yaku shows
    han = yaku.han_open if response.is_open_hand and yaku.han_open else yaku.han_closed
    dora = sum(y.han_closed for y in response.yaku if "Dora" in y.name)
    fu = response.fu or 0
    without = 0 if response.han - han - dora == 0 else _paid(response.han - han, fu, win)
    assert without != _paid(response.han, fu, win)


# the payments of the table's cases where no ura is expected (non-dealer 4-player unless said)
EXPECTED = {
    "kazoe": 32000,
    "kiriage": 8000,
    "no kiriage": 7900,
    "no kuitan": 0,
    "3-player": 2 * 3900,  # a dealer's 4 han 30 fu paid by two seats: no North share
    "riichi on an open hand": 0,
    "no yaku": 0,
    "double yakuman": 64000,
    "not held": 0,
    "red not held": 0,
}


@pytest.mark.parametrize("written", TABLE, ids=[f"{i}-{w.name}" for i, w in enumerate(TABLE)])
def test_table_rules_change_the_payment_as_the_library_pays(written: Written) -> None:
    win = written.made()
    want = WinScorer(win.position).points(win.key, win.kind)
    assert same(kernel_points(win), want, bool(win.key & RIICHI))
    if written.name in EXPECTED and not written.riichi:
        assert want == EXPECTED[written.name], want


def test_non_winning_hands_pay_nothing() -> None:
    rng = random.Random(5)
    rows = np.zeros((400, HAND_WIDTH), dtype=np.uint8)
    for row in rows:
        for kind in rng.sample([k for k in range(34) for _ in range(4)], 14):
            row[kind] += 1
    kinds = np.array([rng.choice(np.flatnonzero(row[:34])) for row in rows], dtype=np.int64)
    position = written_position()
    scorer = WinScorer(position)
    keys = [sum(int(c) << (4 * k) for k, c in enumerate(row[:34])) for row in rows]
    want = np.array([scorer.points(key, int(kind)) for key, kind in zip(keys, kinds, strict=True)])
    got = score_wins(score_context(position), rows, kinds)
    assert (got == want).all()
    assert (got == 0).mean() > 0.99  # a random hand is almost never complete


def written_position() -> Position:
    return Written("", "123m456p789s234s11p", "3s").made().position


def test_the_payments_are_win_points_own() -> None:
    """``WinScorer`` pays ura counts with win_points' base and tsumo points, the kernel with the
    library's payment: the same short of a yakuman."""
    for han in range(1, 20):
        for fu in (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110):
            for kiriage, dealer, players in itertools.product((False, True), (False, True), (3, 4)):
                base = win_points.base_points(han, fu, kiriage)
                want = win_points.tsumo_points(base, dealer, players)
                got = payments.library_payment(han, fu, False, kiriage, dealer, players)[1]
                assert got == want, (han, fu, kiriage, dealer, players)


def test_the_ura_expectation_is_win_points_own() -> None:
    rng = random.Random(7)
    work = np.zeros(payments.URA_WORK, dtype=np.int64)
    for _ in range(400):
        gains = [rng.choice((0, 0, 0, 1, 1, 2, 3, 4, 7)) for _ in range(34)]
        wall = [rng.randint(0, 4) if rng.random() < 0.7 else 0 for _ in range(34)]
        indicators = rng.randint(0, 5)
        han, fu = rng.randint(1, 12), rng.choice((20, 25, 30, 40, 50))
        kiriage, dealer, players = rng.random() < 0.2, rng.random() < 0.25, rng.choice((3, 4))
        chances = win_points.ura_chances(gains, wall, indicators)
        want = sum(
            chance * win_points.tsumo_points(
                win_points.base_points(han + ura, fu, kiriage), dealer, players
            )
            for ura, chance in enumerate(chances)
            if chance
        )  # fmt: skip
        got = payments.expected_ura_points(
            han, fu, np.array(gains), np.array(wall), indicators, kiriage, dealer, players, work
        )
        assert got == want


def test_hands_of_the_wrong_shape_are_refused() -> None:
    context = score_context(written_position())
    with pytest.raises(ValueError, match="hands of shape"):
        score_wins(context, np.zeros((2, 37), dtype=np.uint8), np.zeros(2, dtype=np.int64))
    rows = np.zeros((2, HAND_WIDTH), dtype=np.uint8)
    with pytest.raises(ValueError, match="win kinds"):
        score_wins(context, rows, np.zeros(3, dtype=np.int64))
    with pytest.raises(ValueError, match="0-36 expected"):
        score_wins(context, rows, np.array([3, 37]))

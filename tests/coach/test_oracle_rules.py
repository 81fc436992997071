"""Where the oracle (mahjong-cpp) scores a win unlike Tenhou: a suuankou tanki.

mahjong-cpp pays a suuankou tanki (four concealed triplets, won on the pair) as a double yakuman;
Tenhou pays it once (the corpus's logs say so, and the project scores every win of the corpus as
Tenhou paid it). 19 decisions of the oracle file are hands that can still reach one (four of them
here): there our points are below the oracle's and every probability agrees, and with that one
rule switched to the oracle's they agree exactly. The model keeps Tenhou's payment.
"""

from __future__ import annotations

from typing import Any

import pytest
from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig

from tests.coach.hands import ids, unseen_besides
from tests.coach.oracle import (
    TANKI_DECISIONS,
    cases,
    disagreements,
    doubled_rules,
    points_below,
    scored_as_the_oracle,
)
from tests.conftest import MJLOG_CORPUS
from viewer.analysis.rules import optional_rules
from viewer.coach.exact import exact_values, python_values
from viewer.coach.position import Position
from viewer.domain.events import Agari
from viewer.domain.record import Rules
from viewer.formats.detect import read_game

FOUR = Rules(type_bits=0x89)
NORTH, HAKU, PIN_7 = 30, 31, 15
TENHOU_LOG = MJLOG_CORPUS / "mahjong-hands" / "2009031009gm-00e1-0000-3a3e2634.mjlog"


def tanki_position() -> Position:
    """111m 444m 333s + three haku + North + 7p, one draw left: letting 7p go is riichi waiting
    on North alone, a suuankou tanki."""
    hand = ids([0, 0, 0, 3, 3, 3, 20, 20, 20, HAKU, HAKU, HAKU, NORTH, PIN_7])
    return Position(
        concealed=hand,
        melds=(),
        kita=0,
        unseen=unseen_besides(hand),
        red_unseen=(1, 1, 1),
        draws_left=1,
        round_wind=0,
        seat_wind=1,
        dora_indicators=(),
        rules=FOUR,
        allowed=(PIN_7,),
    )


def test_the_model_pays_a_suuankou_tanki_tsumo_once() -> None:
    """One draw, one wait: win = w / N, points = win x 32,000 (a non-dealer's yakuman tsumo)."""
    position = tanki_position()
    (value,) = exact_values(position)
    chance = position.unseen[NORTH] / sum(position.unseen)
    assert value.win == pytest.approx(chance, abs=1e-12)
    assert value.points == pytest.approx(chance * 32000, rel=1e-12)


def test_the_oracles_rule_would_pay_it_double() -> None:
    with scored_as_the_oracle():
        (value,) = python_values(tanki_position())
    assert value.points == pytest.approx(value.win * 64000, rel=1e-12)


@pytest.mark.skipif(not TENHOU_LOG.exists(), reason="../shared/corpus is not present")
def test_tenhou_paid_a_suuankou_tanki_tsumo_once() -> None:
    """111m 444m 333s NN + three haku, North drawn by a non-dealer: the log's points are 32,000,
    what the library gives with Tenhou's settings and half what double yakuman would give."""
    wins = [
        event
        for round_ in read_game(TENHOU_LOG).rounds
        for event in round_.events
        if isinstance(event, Agari) and 41 in event.yakuman
    ]
    assert len(wins) == 1
    win = wins[0]
    assert win.is_tsumo and win.yakuman == (41,) and win.points == 32000
    assert sorted(t >> 2 for t in win.hand) == [0, 0, 0, 3, 3, 3, 20, 20, 20, 30, 30, 31, 31, 31]

    def paid(double: bool) -> int:
        table = Rules(type_bits=0xE1)
        options = doubled_rules(table) if double else optional_rules(table)
        config = HandConfig(is_tsumo=True, player_wind=EAST + 3, round_wind=EAST, options=options)
        response = HandCalculator.estimate_hand_value(
            list(win.hand), win.win_tile, dora_indicators=list(win.dora_indicators), config=config
        )
        assert response.cost is not None
        return int(response.cost["main"] + 2 * response.cost["additional"])

    assert paid(double=False) == win.points
    assert paid(double=True) == 2 * win.points


def _tanki_cases() -> list[dict[str, Any]]:
    return [c for c in cases() if (c["file"], c["round"], c["step"]) in TANKI_DECISIONS]


@pytest.mark.parametrize("case", _tanki_cases(), ids=lambda c: f"r{c['round']}-s{c['step']}")
def test_tenhous_payment_is_the_only_difference(case: dict[str, Any]) -> None:
    """By Tenhou's rule only points differ, all below the oracle's ..."""
    found = disagreements(case)
    assert found and points_below(found)


@pytest.mark.parametrize("case", _tanki_cases(), ids=lambda c: f"r{c['round']}-s{c['step']}")
def test_with_the_oracles_rule_every_number_agrees(case: dict[str, Any]) -> None:
    """... and by the oracle's they all agree."""
    with scored_as_the_oracle():
        assert disagreements(case, python_values) == []


def test_the_four_decisions_are_in_the_file() -> None:
    if not cases():
        pytest.skip("../shared/oracle is not present")
    assert len(_tanki_cases()) == 4

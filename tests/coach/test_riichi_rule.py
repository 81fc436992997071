"""Riichi or dama (viewer/coach/riichi_rule.py): the rule's branches, the waits it reads and the
verdict on written hands, with each hand's value with and without riichi from the scoring."""

from __future__ import annotations

import pytest

from tests.coach.tenpai_hands import counts, position
from viewer.coach.model import Decision
from viewer.coach.riichi_rule import DAMA, RIICHI, RULES, good_wait, judge_riichi, verdict, waits
from viewer.domain.tiles import parse_kind


def test_the_rule_s_branches_in_order() -> None:
    assert verdict(1, 2, True, False, 2) == (DAMA, "late")  # 2 han with riichi, two draws
    assert verdict(0, 3, False, False, 1) == (RIICHI, "late")
    assert verdict(0, 1, True, False, 9) == (RIICHI, "no-yaku")
    assert verdict(5, 6, True, False, 9) == (RIICHI, "good-wait")
    assert verdict(6, 7, True, False, 9) == (DAMA, "good-wait")
    assert verdict(2, 3, False, False, 9) == (RIICHI, "bad-wait")
    assert verdict(3, 4, False, False, 9) == (DAMA, "bad-wait")
    assert verdict(3, 4, False, True, 9) == (RIICHI, "bad-wait")  # furiten: no ron
    assert set(RULES) == {"late", "no-yaku", "good-wait", "bad-wait"}
    assert RULES["good-wait"] == "good wait: riichi unless haneman dama"


@pytest.mark.parametrize(
    ("hand", "good"),
    [
        ("234m 567p 345s 78s 99p", True),  # two-sided
        ("1234m 567p 345s 678s", True),  # nobetan: 1m and 4m
        ("234m 567p 345s 79s 99p", False),  # kanchan
        ("234m 567p 678s 12s 99p", False),  # penchan
        ("234m 567p 345s 678s 9p", False),  # a number tanki
        ("234m 567p 345s 88s 99p", False),  # a number shanpon
        ("234m 567p 345s 88s 77z", True),  # a shanpon with an honour pair
        ("234m 567p 345s 678s 1z", True),  # an honour tanki
    ],
)
def test_waits_good_and_bad(hand: str, good: bool) -> None:
    held = counts(hand)
    found = waits(held, False)
    assert found and good_wait(held, found) is good


def test_a_pinfu_on_a_good_wait_is_riichi() -> None:
    where, decision = position("234m 567p 345s 78s 99p", "1z")
    judged = judge_riichi(where, decision)
    assert judged.kind == "riichi" and judged.rule == "good-wait" and judged.pick == (RIICHI,)
    assert judged.value_loss is None and judged.played == DAMA
    riichi, dama = judged.candidates
    assert (riichi.call, dama.call) == ("riichi", "dama")
    # a non-dealer's ron: pinfu 1 han 30 fu 1,000; riichi pinfu 2 han 2,000 (6s or 9s alike)
    assert dama.value == 1000 and riichi.value == 2000


def test_a_haneman_dama_stays_dama() -> None:
    # tanyao pinfu and four dora (indicators 1p, 4p, 5s: the 2p pair, 5p, 6s): 6 han dama
    where, decision = position(
        "34m 567p 345s 678s 22p", "1z", indicators=(4 * 9 + 2, 4 * 12 + 2, 4 * 22 + 2)
    )
    judged = judge_riichi(where, decision)
    assert judged.rule == "good-wait" and judged.pick == (DAMA,)
    assert judged.candidates[DAMA].value >= 12000  # haneman, every wait


def test_a_bad_wait_with_three_han_dama_stays_dama_unless_furiten() -> None:
    # tanyao and two 6p dora (indicator 5p) on a 4s-6s kanchan (5s): 3 han dama
    hand = "234m 66p 678p 46s 678s"
    where, decision = position(hand, "1z", indicators=(4 * 13 + 2,))
    judged = judge_riichi(where, decision)
    assert judged.rule == "bad-wait" and judged.pick == (DAMA,)
    furiten = Decision(**{**_fields(decision), "river": (parse_kind("5s"),)})
    assert judge_riichi(where, furiten).pick == (RIICHI,)
    # no yaku without riichi: riichi whatever the wait
    bare = judge_riichi(*position("123m 66p 678p 46s 789s", "1z"))
    assert bare.rule == "no-yaku" and bare.pick == (RIICHI,) and bare.candidates[DAMA].value == 0
    # two draws left: riichi only with 3 han with riichi
    late = judge_riichi(*position("234m 567p 345s 78s 99p", "1z", draws=2))
    assert late.rule == "late" and late.pick == (DAMA,)


def _fields(decision: Decision) -> dict[str, object]:
    return {name: getattr(decision, name) for name in Decision.__dataclass_fields__}

"""docs/value.md's examples of calls, the round's survival and riichi, recomputed: every number
the text quotes is the model's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scripts.measure_call_picks import oracle_pick
from tests.coach.call_logs import YAKUHAI_EVENTS
from tests.coach.call_oracle import call_cases
from tests.coach.logs import write
from tests.coach.tenpai_hands import position
from tests.conftest import REPO
from viewer.coach import GameCoach
from viewer.coach.riichi_rule import RULES, judge_riichi
from viewer.coach.survival import COUNTS_3P, COUNTS_4P, survival
from viewer.formats.detect import read_game
from viewer.replay import Step, Timeline

TEXT = (REPO / "docs" / "value.md").read_text()


def section(title: str) -> str:
    start = TEXT.index(f"## {title}")
    end = TEXT.find("\n## ", start + 1)
    return " ".join(TEXT[start:end].split())


def test_the_call_example(tmp_path: Path) -> None:
    record = read_game(str(write(tmp_path / "pon.mjson", YAKUHAI_EVENTS)))
    timeline = Timeline(record)
    timeline.replay_all()
    coach = GameCoach(record, timeline)
    (decision,) = [d for d in coach.choices(Step(0, 2)) if d.kind == "call"]
    base = coach.choice_position(decision)
    judged = coach.choice_valuation(decision)
    passing, pon = judged.candidates
    assert passing.win is not None and pon.win is not None and pon.tenpai is not None
    text = section("Calls and kans")
    assert (
        f"({decision.tiles_left} tiles left, T = {base.draws_left}, N = {sum(base.unseen)})" in text
    )
    assert (
        f"win {100 * passing.win:.1f} %, {passing.points:,.0f} points, "
        f"**{passing.value:,.0f}** discounted" in text
    )
    assert pon.tile == 21 + 1 and round(pon.tenpai, 9) == 1  # the 5s: tenpai on North
    assert f"win {100 * pon.win:.1f} % but {pon.points:,.0f} points" in text
    assert f"**{pon.value:,.0f}** discounted" in text
    assert judged.pick == (0,) and decision.played == 1
    assert judged.value_loss is not None
    assert f"gave up {judged.value_loss:,.0f} points" in text


def test_the_hazard_table_and_the_survival_example() -> None:
    text = section("The round does not wait")
    for counts, top in ((COUNTS_4P, 70), (COUNTS_3P, 55)):
        for high in range(top, 0, -10):
            low = max(1, high - 9)
            ended = sum(counts[e][0] for e in range(low, high + 1))
            reached = sum(counts[e][1] for e in range(low, high + 1))
            row = f"| {high}–{low} | {100 * ended / reached:.2f} % |"
            assert row in TEXT, row
    mid = ", ".join(f"{100 * s:.1f} %" for s in survival(40, 4, 3, 5))
    assert f"S is {mid} …" in text
    start = ", ".join(f"{100 * s:.1f} %" for s in survival(69, 4, 3, 4))
    assert f"(69 tiles left) {start} …" in text


def test_the_riichi_examples() -> None:
    text = section("Riichi or dama")
    for words in RULES.values():
        assert f'("{words}")' in text
    good = judge_riichi(*position("234m 567p 345s 78s 99p", "1z"))
    riichi, dama = (c.value for c in good.candidates)
    assert good.rule == "good-wait" and good.pick == (0,)
    assert f"{dama:,.0f} points dama and {riichi:,.0f} with riichi" in text
    bad = judge_riichi(*position("234m 66p 678p 46s 678s", "1z", indicators=(4 * 13 + 2,)))
    riichi, dama = (c.value for c in bad.candidates)
    assert bad.rule == "bad-wait" and bad.pick == (1,)
    assert f"{dama:,.0f} dama and {riichi:,.0f} with riichi" in text
    assert re.search(r"worth 3 han or more that can win by ron: dama", text)


def test_the_call_figures_the_oracle_file_gives() -> None:
    """The two rows of docs/value.md's call table counted from the oracle file alone."""
    cases = [case for case in call_cases() if case["played"] is not None]
    if not cases:
        pytest.skip("../shared/oracle is not present")
    text = section("Calls and kans")
    passing = 100 * sum(case["played"] == 0 for case in cases) / len(cases)
    oracle = 100 * sum(case["played"] in oracle_pick(case) for case in cases) / len(cases)
    assert len(cases) == 492
    assert f"| always pass | {passing:.1f} % |" in text
    assert f"| the highest expected points, on the oracle's numbers | {oracle:.1f} % |" in text

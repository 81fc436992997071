"""The exact model against the oracle's numbers (mahjong-cpp's, ../shared/oracle).

Every candidate the coach offers must agree: probabilities within 1e-6, points within 0.5 %
(4-player; 3-player points follow Tenhou's payments as the project scores them, the oracle's
its own, so only the probabilities are compared there). The suite checks a spread sample;
MJLOG_VIEWER_FULL_ORACLE=1 checks all 1,727 decisions (about 15 minutes).
"""

from __future__ import annotations

import os
from typing import Any

import pytest

from tests.coach.oracle import cases, position
from viewer.coach.exact import exact_values

ALL = cases()
FULL = bool(os.environ.get("MJLOG_VIEWER_FULL_ORACLE"))
# tenpai and 1-shanten decisions cost milliseconds to a tenth of a second, 2-shanten ones
# seconds: the suite takes every 35th of the first and every 120th of the others
SAMPLE = ALL if FULL else [
    case for number, case in enumerate(ALL)
    if number % (120 if min(v["shanten"] for v in case["oracle"].values()) == 2 else 35) == 0
]  # fmt: skip
pytestmark = pytest.mark.skipif(not ALL, reason="../shared/oracle is not present")


def disagreements(case: dict[str, Any]) -> list[str]:
    found = []
    for value in exact_values(position(case)):
        want = case["oracle"][str(value.tile)]
        if value.shanten != want["shanten"]:
            found.append(f"{value.tile}: shanten {value.shanten} != {want['shanten']}")
        for name in ("tenpai", "win"):
            got = getattr(value, name)
            if abs(got - want[name]) > 1e-6:
                found.append(f"{value.tile}: {name} {got:.9f} != {want[name]:.9f}")
        if not case["sanma"] and abs(value.points - want["points"]) > 0.005 * want["points"]:
            found.append(f"{value.tile}: points {value.points:.2f} != {want['points']:.2f}")
    return found


# Points only (every probability agrees), all of seats whose wind is the round's: some wins are
# scored below the oracle's there; not yet traced (docs/value.md, "Known difference").
DOUBLE_WIND = {("2022060103gm-00a9-0000-9b7e3253.mjlog", r, s) for r, s in
               ((5, 30), (9, 76), (12, 12), (12, 52))}  # fmt: skip


def marked(case: dict[str, Any]) -> Any:
    if (case["file"], case["round"], case["step"]) in DOUBLE_WIND:
        reason = "points below the oracle's on a double-wind seat: not yet traced"
        return pytest.param(case, marks=pytest.mark.xfail(reason=reason, strict=True))
    return case


@pytest.mark.parametrize(
    "case",
    [marked(c) for c in SAMPLE],
    ids=[f"{c['file'][:24]}-r{c['round']}-s{c['step']}" for c in SAMPLE],
)
def test_exact_model_agrees_with_the_oracle(case: dict[str, Any]) -> None:
    assert disagreements(case) == []


def test_the_sample_spans_every_shape_of_the_file() -> None:
    """Tenpai, 1- and 2-shanten, open hands, 3-player and no-red games are all in the sample."""
    shanten = {min(v["shanten"] for v in c["oracle"].values()) for c in SAMPLE}
    assert shanten == {0, 1, 2}
    assert any(c["melds"] for c in SAMPLE)
    assert any(c["sanma"] for c in SAMPLE)
    assert any(not c["red"] for c in SAMPLE)

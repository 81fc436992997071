"""Each safety class and its deal-in rate, from hand-made tables."""

from __future__ import annotations

import pytest

from viewer.coach.danger import DANGER, danger
from viewer.coach.model import SAFETY_CLASSES
from viewer.coach.safety import safety, safety_class
from viewer.domain.tiles import parse_kind


def k(name: str) -> int:
    return parse_kind(name)


def unseen_with(**visible: int) -> tuple[int, ...]:
    """Unseen counts with the named kinds (``p4=3``: 4p has 3 visible) seen that often."""
    counts = [4] * 34
    for name, seen in visible.items():
        counts[k(name[1:] + name[0])] = 4 - seen
    return tuple(counts)


FRESH = unseen_with()


@pytest.mark.parametrize(
    ("tile", "safe", "unseen", "expected"),
    [
        ("5p", {"5p"}, FRESH, "genbutsu"),
        ("1z", {"1z"}, FRESH, "genbutsu"),
        ("1p", {"4p"}, FRESH, "suji"),
        ("3s", {"6s"}, FRESH, "suji"),
        ("9m", {"6m"}, FRESH, "suji"),
        ("7p", {"4p"}, FRESH, "suji"),
        ("5p", {"2p", "8p"}, FRESH, "suji"),
        ("4s", {"1s", "7s"}, FRESH, "suji"),
        ("5p", {"2p"}, FRESH, "half-suji"),
        ("6m", {"9m"}, FRESH, "half-suji"),
        ("1p", {"7p"}, FRESH, "other"),  # 7p is no suji of 1p
        ("3p", set(), FRESH, "other"),
        # 3p waits as 1p-2p (n-2/n-1) and 4p-5p (n+1/n+2): both shapes dead
        ("3p", set(), unseen_with(p2=4, p4=4), "no-chance"),
        ("3p", set(), unseen_with(p2=4), "other"),  # 4p-5p still live
        ("1p", set(), unseen_with(p2=4), "no-chance"),
        ("9s", set(), unseen_with(s8=4), "no-chance"),
        ("5m", set(), unseen_with(m4=4, m6=4), "no-chance"),
        ("3p", set(), unseen_with(p2=3, p5=3), "one-chance"),
        ("3p", set(), unseen_with(p2=4, p5=3), "one-chance"),  # the live shape has 3 seen
        ("3p", set(), unseen_with(p2=3), "other"),
        ("2p", {"5p"}, unseen_with(p3=4), "suji"),  # suji comes before no-chance
        ("5p", {"8p"}, unseen_with(p4=4, p6=4), "half-suji"),  # and half-suji too
        ("1z", set(), unseen_with(z1=1), "honour-1"),
        ("5z", set(), unseen_with(z5=2), "honour-2"),
        ("7z", set(), unseen_with(z7=3), "honour-3"),
        ("2z", set(), unseen_with(z2=4), "honour-4"),
    ],
)
def test_safety_classes(tile: str, safe: set[str], unseen: tuple[int, ...], expected: str) -> None:
    assert safety_class(k(tile), {k(s) for s in safe}, unseen) == expected


def test_sanma_manzu_terminals_have_no_two_sided_wait() -> None:
    unseen = list(FRESH)
    for kind in range(1, 8):
        unseen[kind] = 0  # 2m-8m: not in a 3-player wall
    assert safety_class(k("1m"), set(), tuple(unseen)) == "no-chance"
    assert safety_class(k("9m"), set(), tuple(unseen)) == "no-chance"


def test_deal_in_rates_are_gimites() -> None:
    assert danger("other", k("5p")) == 12.0
    assert danger("half-suji", k("5p")) == 8.5
    assert danger("suji", k("1p")) == 4.5 and danger("suji", k("7s")) == 4.5
    assert danger("suji", k("4m")) == 3.0 and danger("suji", k("6s")) == 3.0  # naka-suji
    assert danger("no-chance", k("3p")) == 3.3
    assert danger("one-chance", k("3p")) == 7.6
    assert danger("genbutsu", k("3p")) == 0.0
    # honour-N counts the discarder's own copy: gimite's "N-1 seen"
    assert [danger(f"honour-{n}", k("1z")) for n in range(5)] == [5.5, 5.5, 2.5, 0.45, 0.05]
    assert set(DANGER) == set(SAFETY_CLASSES)
    assert safety(k("4m"), 2, {k("1m"), k("7m")}, FRESH).danger == 3.0

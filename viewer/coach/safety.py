"""The safety class of a kind against one seat in riichi (docs/coach.md has the definitions).

Classes are tried in order: genbutsu, then for number tiles suji, half-suji, no-chance,
one-chance, other; honours are ``honour-N`` with N the visible copies. "Visible" is 4 - unseen,
so in a 3-player game 2m-8m count as all four gone: no two-sided wait can use them.
"""

from __future__ import annotations

from collections.abc import Collection

from viewer.coach.danger import danger
from viewer.coach.model import Safety


def safety_class(kind: int, genbutsu: Collection[int], unseen: tuple[int, ...]) -> str:
    """The class of ``kind`` against a seat whose safe kinds are ``genbutsu``."""
    if kind in genbutsu:
        return "genbutsu"
    if kind >= 27:
        return f"honour-{4 - unseen[kind]}"
    number = kind % 9 + 1
    sides: tuple[bool, ...]
    if number <= 3:
        sides = (kind + 3 in genbutsu,)
    elif number >= 7:
        sides = (kind - 3 in genbutsu,)
    else:
        sides = (kind - 3 in genbutsu, kind + 3 in genbutsu)
    if all(sides):
        return "suji"
    if any(sides):
        return "half-suji"
    shapes = []  # the two-sided shapes that wait on kind
    if number <= 6:
        shapes.append((kind + 1, kind + 2))
    if number >= 4:
        shapes.append((kind - 2, kind - 1))
    possible = [s for s in shapes if all(unseen[k] > 0 for k in s)]
    if not possible:
        return "no-chance"
    if all(any(unseen[k] == 1 for k in s) for s in possible):
        return "one-chance"
    return "other"


def safety(kind: int, against: int, genbutsu: Collection[int], unseen: tuple[int, ...]) -> Safety:
    cls = safety_class(kind, genbutsu, unseen)
    return Safety(against, cls, danger(cls, kind))

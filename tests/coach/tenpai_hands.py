"""Written tenpai hands for the riichi rule's tests: kinds from short notation, and a hand's
riichi-or-dama decision (the 14 tiles after the draw, the discard into tenpai)."""

from __future__ import annotations

from tests.coach.hands import ids, unseen_besides
from viewer.coach.model import Decision, Option
from viewer.coach.position import Position
from viewer.coach.riichi_rule import DAMA
from viewer.domain.record import Rules
from viewer.domain.tiles import parse_kind

FOUR = Rules(type_bits=0x89)


def kinds(text: str) -> list[int]:
    """'234m 55p' -> kinds."""
    found = []
    for group in text.split():
        found += [parse_kind(digit + group[-1]) for digit in group[:-1]]
    return found


def counts(text: str) -> tuple[int, ...]:
    held = [0] * 34
    for kind in kinds(text):
        held[kind] += 1
    return tuple(held)


def position(hand: str, discard: str, indicators: tuple[int, ...] = (4 * 33 + 1,),
             draws: int = 10, seat_wind: int = 1) -> tuple[Position, Decision]:  # fmt: skip
    tiles = ids([*kinds(hand), parse_kind(discard)])
    thrown = next(t for t in tiles if t >> 2 == parse_kind(discard))
    where = Position(
        concealed=tiles, melds=(), kita=0, unseen=unseen_besides(tiles, indicators),
        red_unseen=(1, 1, 1), draws_left=draws, round_wind=0, seat_wind=seat_wind,
        dora_indicators=indicators, rules=FOUR, allowed=tuple(sorted({t >> 2 for t in tiles})),
    )  # fmt: skip
    decision = Decision(
        0, 5, 1, thrown >> 2, (), (), None, (), (), False, kind="riichi",
        options=(Option("riichi", ()), Option("dama", ())), played=DAMA, called_tile=thrown,
        tiles_left=40,
    )  # fmt: skip
    return where, decision

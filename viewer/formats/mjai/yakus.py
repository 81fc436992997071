"""The yaku of an mjai ``hora`` (gimite's names) as Tenhou's ids: the winds and dragons named
by the seat, the round and the hand, since mjai says only "jikaze", "bakaze", "sangenpai"."""

from __future__ import annotations

from collections.abc import Callable

from viewer.domain.events import RoundStart
from viewer.domain.melds import Meld
from viewer.formats.mjai.names import YAKU_IDS, YAKUMAN_IDS

DRAGONS = (31, 32, 33)


def read_yakus(
    value: object,
    seat: int,
    hand: list[int],
    melds: list[Meld],
    start: RoundStart,
    warn: Callable[[str], None],
) -> tuple[tuple[tuple[int, int], ...], tuple[int, ...]]:
    """A hora's ``yakus`` as Tenhou yaku ids: ((id, han), ...) and the yakuman ids."""
    if not isinstance(value, list):
        return (), ()
    yaku: list[tuple[int, int]] = []
    yakuman: list[int] = []
    dragons = [
        k
        for k in DRAGONS
        if sum(t >> 2 == k for t in hand) >= 3 or any(m.tiles[0] >> 2 == k for m in melds)
    ]
    for entry in value[:60]:
        if not (
            isinstance(entry, list)
            and len(entry) == 2
            and isinstance(entry[0], str)
            and isinstance(entry[1], int)
        ):
            continue
        name, han = entry
        number = YAKU_IDS.get(name)
        if number is None:
            warn(f"unknown yaku {name[:20]!r} left out")
            continue
        if name == "jikaze":
            number = 10 + (seat - start.dealer) % 4
        elif name == "bakaze":
            number = 14 + start.round_index // 4
        elif name == "sangenpai":
            number = 18 + (DRAGONS.index(dragons.pop(0)) if dragons else 0)
        if number in YAKUMAN_IDS:
            yakuman.append(number)
        else:
            yaku.append((number, han))
    return tuple(yaku), tuple(yakuman)

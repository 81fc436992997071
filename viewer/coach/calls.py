"""The options of a call or kan decision, from the hand and the tile: pure functions of tiles.

A call is told apart by the tiles of the hand it consumes, a red five making a call of its own
(pon with two plain fives, or with a plain and the red one). Options come in the order the
oracle file lists them: pass, the pons, the daiminkan, the chis by their run's lowest kind (a
plain five before the red one). Within a kind the hand's lowest plain ids are named.
``played_option`` finds the option a meld made (by the kinds and red fives it consumed).
"""

from __future__ import annotations

from collections.abc import Sequence

from viewer.coach.model import Option
from viewer.coach.position import RED_IDS
from viewer.domain.melds import Meld, MeldKind

PASS = Option("pass", ())
HONOURS = 27
CALL_KINDS = {"pon": MeldKind.PON, "chi": MeldKind.CHI, "daiminkan": MeldKind.DAIMINKAN,
              "ankan": MeldKind.ANKAN, "kakan": MeldKind.KAKAN}  # fmt: skip


def _copies(hand: Sequence[int], kind: int, red_fives: bool) -> tuple[list[int], list[int]]:
    """The hand's plain and red ids of ``kind``, ascending."""
    plain = sorted(t for t in hand if t >> 2 == kind and not (red_fives and t in RED_IDS))
    red = [t for t in hand if t >> 2 == kind and red_fives and t in RED_IDS]
    return plain, red


def _pairs_of(hand: Sequence[int], kind: int, red_fives: bool) -> list[tuple[int, int]]:
    """The distinct pairs of ``kind`` the hand can give: two plain, then plain and red."""
    plain, red = _copies(hand, kind, red_fives)
    found = []
    if len(plain) >= 2:
        found.append((plain[0], plain[1]))
    if plain and red:
        low, high = sorted((plain[0], red[0]))
        found.append((low, high))
    return found


def _singles_of(hand: Sequence[int], kind: int, red_fives: bool) -> list[int]:
    """The distinct single tiles of ``kind``: a plain one, then the red one."""
    plain, red = _copies(hand, kind, red_fives)
    return plain[:1] + red[:1]


def call_options(
    hand: Sequence[int], tile: int, *, chi: bool, kan: bool, red_fives: bool
) -> tuple[Option, ...]:
    """Pass and every distinct call of ``tile`` the 13-tile ``hand`` can make (``chi``: the seat
    is the discarder's next one in a 4-player game; ``kan``: a daiminkan is still possible)."""
    kind = tile >> 2
    options = [PASS]
    options += [Option("pon", pair) for pair in _pairs_of(hand, kind, red_fives)]
    if kan and sum(1 for t in hand if t >> 2 == kind) == 3:
        options.append(Option("daiminkan", tuple(sorted(t for t in hand if t >> 2 == kind))))
    if chi and kind < HONOURS:
        suit_low = kind - kind % 9
        for low in range(kind - 2, kind + 1):
            if low < suit_low or low + 2 > suit_low + 8:
                continue
            others = [k for k in range(low, low + 3) if k != kind]
            for first in _singles_of(hand, others[0], red_fives):
                for second in _singles_of(hand, others[1], red_fives):
                    options.append(Option("chi", (first, second)))
    return tuple(options)


def kan_options(
    hand: Sequence[int], drawn: int, melds: Sequence[Meld], played: Meld | None
) -> tuple[Option, ...]:
    """Pass and the kans of a 14-tile ``hand`` after drawing ``drawn``: an ankan when the drawn
    tile is the fourth of its kind, a kakan when it completes a pon; and the kan the seat made,
    when it is another (an ankan of four held since the deal)."""
    options = [PASS]
    kind = drawn >> 2
    if sum(1 for t in hand if t >> 2 == kind) == 4:
        options.append(Option("ankan", tuple(sorted(t for t in hand if t >> 2 == kind))))
    if any(m.kind is MeldKind.PON and m.tiles[0] >> 2 == kind for m in melds):
        options.append(Option("kakan", (drawn,)))
    if played is not None and played_option(options, played) is None:
        if played.kind is MeldKind.ANKAN:
            options.append(Option("ankan", tuple(sorted(played.tiles))))
        elif played.kind is MeldKind.KAKAN and played.added is not None:
            options.append(Option("kakan", (played.added,)))
    return tuple(options)


def consumed(meld: Meld) -> tuple[int, ...]:
    """The tiles of the hand a meld took (a kakan: its added tile)."""
    if meld.kind is MeldKind.KAKAN:
        return () if meld.added is None else (meld.added,)
    if meld.kind is MeldKind.ANKAN:
        return tuple(sorted(meld.tiles))
    return tuple(sorted(t for t in meld.tiles if t != meld.called))


def _signature(tiles: Sequence[int]) -> tuple[tuple[int, bool], ...]:
    return tuple(sorted((t >> 2, t in RED_IDS) for t in tiles))


def played_option(options: Sequence[Option], meld: Meld) -> int | None:
    """The index of the option ``meld`` made (by its kind, the kinds and red fives it took)."""
    call = meld.kind.label
    taken = _signature(consumed(meld))
    for index, option in enumerate(options):
        if option.call == call and _signature(option.tiles) == taken:
            return index
    return None


def after_call(
    concealed: Sequence[int], melds: tuple[Meld, ...], option: Option, tile: int, seat: int,
    discarder: int | None,
) -> tuple[tuple[int, ...], tuple[Meld, ...]]:  # fmt: skip
    """The concealed tiles and melds after ``option`` (pon, chi, daiminkan of ``tile``; ankan;
    kakan), as the model values them."""
    kind = CALL_KINDS[option.call]
    left = list(concealed)
    for used in option.tiles:
        left.remove(used)
    if kind is MeldKind.KAKAN:
        (added,) = option.tiles
        found = [m for m in melds if m.kind is MeldKind.PON and m.tiles[0] >> 2 == added >> 2]
        pon = found[0]
        kakan = Meld(kind, tuple(sorted((*pon.tiles, added))), pon.called, pon.from_seat, added,
                     0)  # fmt: skip
        return tuple(left), tuple(kakan if m is pon else m for m in melds)
    if kind is MeldKind.ANKAN:
        return tuple(left), (*melds, Meld(kind, option.tiles, None, None, None, 0))
    meld = Meld(kind, tuple(sorted((*option.tiles, tile))), tile, discarder, None, 0)
    return tuple(left), (*melds, meld)


def kuikae(option: Option, tile: int) -> frozenset[int]:
    """The kinds Tenhou forbids discarding right after a pon or chi of ``tile``: the called
    kind, and after a chi the kind at the run's other end (3 called onto 4-5: 6 too)."""
    kind = tile >> 2
    if option.call == "pon":
        return frozenset((kind,))
    if option.call != "chi":
        return frozenset()
    forbidden = {kind}
    low = min(kind, *(t >> 2 for t in option.tiles))
    if kind == low and low % 9 <= 5:
        forbidden.add(low + 3)
    elif kind == low + 2 and low % 9 >= 1:
        forbidden.add(low - 1)
    return frozenset(forbidden)

"""Tile ids (Tenhou's 0-135) and tile kinds (0-33), with the usual text notation.

Tenhou numbers every physical tile: ``kind = id // 4`` and ``copy = id % 4``. Keeping the id (not
just the kind) is what lets the viewer tell copies apart, find red fives and check that no tile is
ever on the table twice. Notation follows the common ``1m..9m 1p..9p 1s..9s 1z..7z`` form, with
``0m/0p/0s`` for the red fives.

>>> tile_name(16), tile_name(16, red_fives=False), tile_name(124)
('0m', '5m', '5z')
>>> parse_tile("0p"), parse_tile("5p"), parse_tile("7z")
(52, 53, 132)
>>> [tile_name(t) for t in parse_tiles("123m0p77z")]
['1m', '2m', '3m', '0p', '7z', '7z']
"""

from __future__ import annotations

from collections.abc import Iterable

TILE_COUNT = 136
KIND_COUNT = 34
RED_FIVES: frozenset[int] = frozenset({16, 52, 88})
NORTH_TILES: frozenset[int] = frozenset(range(120, 124))
SUITS = "mpsz"
# A hidden tile (an mjai log from one seat's view writes the other hands as "?"): ids from
# UNKNOWN_FIRST up, one per hidden tile a hand holds, never a face. A hand keeps at most 14.
UNKNOWN_FIRST = 136
UNKNOWN_SLOTS = 16
ID_LIMIT = UNKNOWN_FIRST + UNKNOWN_SLOTS  # every id, known or hidden, is below this


def is_unknown(tile: int) -> bool:
    """Whether ``tile`` is a hidden tile (drawn face down, never named)."""
    return tile >= UNKNOWN_FIRST


def has_unknown(hand: tuple[int, ...]) -> bool:
    """Whether an ascending hand holds a hidden tile (they sort last)."""
    return bool(hand) and hand[-1] >= UNKNOWN_FIRST


def kind_of(tile: int) -> int:
    """The kind (0-33) of a tile id."""
    return tile >> 2


def is_red(tile: int, red_fives: bool = True) -> bool:
    """True for the copy-0 five of a suit when the table plays with red fives."""
    return red_fives and tile in RED_FIVES


def kind_name(kind: int) -> str:
    """The notation of a tile kind; honours are ``1z``-``7z`` (East ... Chun).

    >>> kind_name(0), kind_name(13), kind_name(27), kind_name(33)
    ('1m', '5p', '1z', '7z')
    >>> kind_name(34)
    Traceback (most recent call last):
    ValueError: tile kind out of range: 34
    """
    if not 0 <= kind < KIND_COUNT:
        raise ValueError(f"tile kind out of range: {kind}")
    return f"{kind % 9 + 1}{SUITS[kind // 9]}"


def tile_name(tile: int, red_fives: bool = True) -> str:
    """Notation of one tile id; red fives are written with a 0."""
    if not 0 <= tile < TILE_COUNT:
        raise ValueError(f"tile id out of range: {tile}")
    if red_fives and tile in RED_FIVES:
        return "0" + SUITS[tile // 36]
    return kind_name(tile >> 2)


def tiles_name(tiles: Iterable[int], red_fives: bool = True) -> str:
    """Compact notation of several tiles, sorted and grouped by suit.

    >>> tiles_name([132, 0, 52, 4, 133, 8])
    '123m0p77z'
    >>> tiles_name([52, 53], red_fives=False), tiles_name([])
    ('55p', '')
    """
    out: list[str] = []
    suit = ""
    for tile in sorted(tiles):
        name = tile_name(tile, red_fives)
        if suit and name[1] != suit:
            out.append(suit)
        out.append(name[0])
        suit = name[1]
    if suit:
        out.append(suit)
    return "".join(out)


def parse_kind(text: str) -> int:
    """The kind of a tile's notation; ``'0m'`` (red) gives the five's kind.

    >>> parse_kind("1m"), parse_kind("0m"), parse_kind("5m"), parse_kind("7z")
    (0, 4, 4, 33)
    >>> parse_kind("8z")
    Traceback (most recent call last):
    ValueError: not a tile: '8z'
    """
    if len(text) != 2 or text[1] not in SUITS or not text[0].isdigit():
        raise ValueError(f"not a tile: {text!r}")
    number, suit = int(text[0]), SUITS.index(text[1])
    if number == 0:
        if suit == 3:
            raise ValueError(f"not a tile: {text!r}")
        number = 5
    if suit == 3 and number > 7:
        raise ValueError(f"not a tile: {text!r}")
    return suit * 9 + number - 1


def parse_tile(text: str, copy: int | None = None) -> int:
    """A tile id for the notation: ``'0m'`` is the red copy (16); a plain five is copy 1."""
    kind = parse_kind(text)
    if text[0] == "0":
        return kind * 4
    if copy is None:
        copy = 1 if kind in (4, 13, 22) else 0
    return kind * 4 + copy


def parse_tiles(text: str) -> tuple[int, ...]:
    """Tile ids for ``'123m0p77z'``, using a fresh copy for each repeated tile (a test helper).

    A plain five starts at copy 1, so ``0`` and ``5`` of a suit can be written side by side:

    >>> parse_tiles("055m"), parse_tiles("1111z")
    ((16, 17, 18), (108, 109, 110, 111))
    >>> parse_tiles("11111z")
    Traceback (most recent call last):
    ValueError: more than four of 1z in '11111z'
    """
    used: dict[int, int] = {}
    out: list[int] = []
    digits = ""
    for ch in text:
        if ch.isdigit():
            digits += ch
            continue
        if ch not in SUITS or not digits:
            raise ValueError(f"not tile notation: {text!r}")
        for d in digits:
            kind = parse_kind(d + ch)
            if d == "0":
                out.append(kind * 4)
                continue
            first = 1 if kind in (4, 13, 22) else 0
            copy = used.get(kind, first)
            if copy > 3:
                raise ValueError(f"more than four of {d}{ch} in {text!r}")
            out.append(kind * 4 + copy)
            used[kind] = copy + 1
        digits = ""
    if digits:
        raise ValueError(f"notation ends without a suit: {text!r}")
    return tuple(out)


def dora_kind(indicator_kind: int, sanma: bool = False) -> int:
    """The dora kind pointed at by an indicator kind (9 wraps to 1; winds and dragons cycle).

    In 3-player, 2m-8m are not in the set, so 1m points at 9m and 9m at 1m.

    >>> [kind_name(dora_kind(parse_kind(t))) for t in ("9m", "4z", "7z")]
    ['1m', '1z', '5z']
    >>> kind_name(dora_kind(parse_kind("1m"), sanma=True))
    '9m'
    """
    if indicator_kind < 27:
        suit, number = divmod(indicator_kind, 9)
        if sanma and suit == 0:
            return 8 if number == 0 else 0
        return suit * 9 + (number + 1) % 9
    if indicator_kind < 31:
        return 27 + (indicator_kind - 27 + 1) % 4
    return 31 + (indicator_kind - 31 + 1) % 3

"""Melds (chi, pon, kan, kita) and the decoding of Tenhou's 16-bit meld codes.

The bit layouts are in mjlog-format.md section 5. ``decode_meld`` keeps the exact tile ids, the
called tile and the seat it came from, because a viewer must turn exactly that tile towards exactly
that seat, and red fives must stay red.

>>> decode_meld(5431, who=1)
Meld(kind=<MeldKind.CHI: 0>, tiles=(6, 9, 14), called=14, from_seat=0, added=None, code=5431)
>>> decode_meld(20081, who=0).added
55
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple


class MeldKind(IntEnum):
    CHI = 0
    PON = 1
    KAKAN = 2
    DAIMINKAN = 3
    ANKAN = 4
    KITA = 5

    @property
    def label(self) -> str:
        return self.name.lower()


class Meld(NamedTuple):
    """One meld as it lies on the table.

    ``tiles`` are ascending and include the called tile (and, for kakan, the added one).
    ``called``/``from_seat`` are None for ankan and kita; a kakan keeps its pon's values.
    """

    kind: MeldKind
    tiles: tuple[int, ...]
    called: int | None
    from_seat: int | None
    added: int | None
    code: int

    @property
    def is_open(self) -> bool:
        return self.kind in (MeldKind.CHI, MeldKind.PON, MeldKind.KAKAN, MeldKind.DAIMINKAN)

    @property
    def is_kan(self) -> bool:
        return self.kind in (MeldKind.KAKAN, MeldKind.DAIMINKAN, MeldKind.ANKAN)

    @property
    def kind_of_tiles(self) -> int:
        return self.tiles[0] >> 2

    @property
    def robbed_tile(self) -> int | None:
        """The tile another seat may win on as this meld is made: a kakan's added tile
        (chankan), a kita's north (3-player), an ankan's highest id (only kokushi may rob it;
        the formats without tile ids do not say which copy); None for a call on a discard."""
        if self.kind is MeldKind.KAKAN:
            return self.added
        if self.kind in (MeldKind.KITA, MeldKind.ANKAN):
            return self.tiles[-1]
        return None

    def as_pon(self) -> Meld:
        """The pon a kakan was made from (used when the kakan is robbed)."""
        if self.kind is not MeldKind.KAKAN or self.added is None:
            return self
        tiles = tuple(t for t in self.tiles if t != self.added)
        code = (self.code & ~0x10) | 0x08
        return Meld(MeldKind.PON, tiles, self.called, self.from_seat, None, code)


class MeldCodeError(ValueError):
    """A meld code that no real call can produce."""


def decode_meld(code: int, who: int) -> Meld:
    """Decode an ``N m=`` code for the calling seat ``who`` (absolute 0-3)."""
    if not 0 <= code < 0x10000:
        raise MeldCodeError(f"meld code out of range: {code}")
    rel = code & 3
    from_seat = (who + rel) % 4
    if code & 0x04:
        return _decode_chi(code, from_seat, rel)
    if code & 0x18:
        return _decode_pon_or_kakan(code, from_seat, rel)
    if code & 0x20:
        return _decode_kita(code, rel)
    return _decode_kan(code, from_seat, rel)


# Melds are made with tuple.__new__ and the kinds bound once: a game decodes a few dozen codes,
# and the NamedTuple's Python-level __new__ and the enum lookups were half of each decode.
_new = tuple.__new__
_CHI, _PON, _KAKAN, _DAIMINKAN, _ANKAN, _KITA = MeldKind


def _decode_chi(code: int, from_seat: int, rel: int) -> Meld:
    if rel != 3:
        raise MeldCodeError(f"chi must come from the previous seat (code {code})")
    pattern = code >> 10
    called_index = pattern % 3
    pattern //= 3
    if pattern >= 21:
        raise MeldCodeError(f"chi code names no sequence (code {code})")
    first = 4 * ((pattern // 7) * 9 + pattern % 7)
    tiles = (first + (code >> 3 & 3), first + 4 + (code >> 5 & 3), first + 8 + (code >> 7 & 3))
    return _new(Meld, (_CHI, tiles, tiles[called_index], from_seat, None, code))


def _decode_pon_or_kakan(code: int, from_seat: int, rel: int) -> Meld:
    if rel == 0:
        raise MeldCodeError(f"pon must come from another seat (code {code})")
    if code & 0x08 and code & 0x10:
        raise MeldCodeError(f"meld code is both pon and kakan (code {code})")
    pattern = code >> 9
    called_index = pattern % 3
    kind = pattern // 3
    if kind >= 34:
        raise MeldCodeError(f"pon code names no tile (code {code})")
    unused = (code >> 5) & 3
    first = 4 * kind
    pon = _PON_TILES[unused]
    pon = (first + pon[0], first + pon[1], first + pon[2])
    called = pon[called_index]
    if code & 0x08:
        return _new(Meld, (_PON, pon, called, from_seat, None, code))
    added = first + unused
    return _new(Meld, (_KAKAN, (first, first + 1, first + 2, first + 3), called, from_seat, added,
                       code))  # fmt: skip


_PON_TILES = tuple(tuple(c for c in range(4) if c != unused) for unused in range(4))


def _decode_kita(code: int, rel: int) -> Meld:
    tile = code >> 8
    if rel != 0 or tile not in range(120, 124) or code & ~0x20 != tile << 8:
        raise MeldCodeError(f"kita code is not a North tile (code {code})")
    return _new(Meld, (_KITA, (tile,), None, None, None, code))


def _decode_kan(code: int, from_seat: int, rel: int) -> Meld:
    tile = code >> 8
    if tile >= 136:
        raise MeldCodeError(f"kan code names no tile (code {code})")
    first = tile & ~3
    tiles = (first, first + 1, first + 2, first + 3)
    if rel == 0:
        return _new(Meld, (_ANKAN, tiles, None, None, None, code))
    return _new(Meld, (_DAIMINKAN, tiles, tile, from_seat, None, code))


def encode_meld(meld: Meld, who: int) -> int:
    """The Tenhou code of a meld: the inverse of ``decode_meld`` (used to write fixtures)."""
    rel = 0 if meld.from_seat is None else (meld.from_seat - who) % 4
    kind = meld.tiles[0] >> 2
    if meld.kind is MeldKind.CHI:
        assert meld.called is not None
        suit, number = divmod(kind, 9)
        pattern = (suit * 7 + number) * 3 + meld.tiles.index(meld.called)
        copies = sum((t & 3) << (3 + 2 * i) for i, t in enumerate(meld.tiles))
        return pattern << 10 | copies | 0x04 | rel
    if meld.kind in (MeldKind.PON, MeldKind.KAKAN):
        assert meld.called is not None
        if meld.kind is MeldKind.PON:
            present = {t & 3 for t in meld.tiles}
            unused = next(c for c in range(4) if c not in present)
        else:
            assert meld.added is not None
            unused = meld.added & 3
        pon = [4 * kind + c for c in range(4) if c != unused]
        flag = 0x08 if meld.kind is MeldKind.PON else 0x10
        return (kind * 3 + pon.index(meld.called)) << 9 | unused << 5 | flag | rel
    if meld.kind is MeldKind.KITA:
        return meld.tiles[0] << 8 | 0x20
    if meld.kind is MeldKind.DAIMINKAN:
        assert meld.called is not None
        return meld.called << 8 | rel
    return (4 * kind) << 8

"""Meld codes from real logs (mjlog-format.md §5.7) and their decoded meaning."""

import pytest

from viewer.domain.melds import Meld, MeldCodeError, MeldKind, decode_meld, encode_meld

CHI, PON, KAKAN, DAIMINKAN, ANKAN, KITA = MeldKind

# code, caller, kind, tiles, called, from seat, added
REAL_CODES = [
    (5431, 1, CHI, (6, 9, 14), 14, 0, None),
    (53399, 2, CHI, (86, 88, 93), 88, 1, None),
    (49495, 0, CHI, (82, 86, 90), 82, 3, None),
    (47723, 1, PON, (124, 125, 126), 124, 0, None),
    (51306, 0, PON, (132, 133, 134), 133, 2, None),
    (51785, 0, PON, (132, 133, 135), 135, 1, None),
    (48649, 0, PON, (125, 126, 127), 127, 1, None),
    (48657, 0, KAKAN, (124, 125, 126, 127), 127, 1, 124),
    (28722, 3, KAKAN, (72, 73, 74, 75), 75, 1, 73),
    (20081, 0, KAKAN, (52, 53, 54, 55), 52, 1, 55),
    (27139, 1, DAIMINKAN, (104, 105, 106, 107), 106, 0, None),
    (4098, 0, DAIMINKAN, (16, 17, 18, 19), 16, 2, None),
    (31744, 2, ANKAN, (124, 125, 126, 127), None, None, None),
    (30752, 0, KITA, (120,), None, None, None),
    (31520, 2, KITA, (123,), None, None, None),
]


@pytest.mark.parametrize(("code", "who", "kind", "tiles", "called", "source", "added"), REAL_CODES)
def test_real_meld_codes(code, who, kind, tiles, called, source, added) -> None:
    meld = decode_meld(code, who)
    assert meld == Meld(kind, tiles, called, source, added, code)
    assert encode_meld(meld, who) == code


def test_ankan_ignores_the_low_copy_bits() -> None:
    assert decode_meld(31744 | (2 << 8), 0).tiles == (124, 125, 126, 127)


def test_kakan_reverts_to_its_pon() -> None:
    assert decode_meld(48657, 0).as_pon() == decode_meld(48649, 0)


def test_melds_know_whether_they_are_open_or_kans() -> None:
    assert decode_meld(5431, 1).is_open and not decode_meld(5431, 1).is_kan
    assert decode_meld(31744, 0).is_kan and not decode_meld(31744, 0).is_open
    assert decode_meld(30752, 0).kind.label == "kita"


@pytest.mark.parametrize("code", [-1, 0x10000, (21 * 3) << 10 | 0x07, 34 * 3 << 9 | 0x09, 0x18 | 1,
                                  0x20 | (100 << 8), 0x04 | 1, 0x08, 136 << 8 | 1])  # fmt: skip
def test_impossible_codes_are_refused(code: int) -> None:
    with pytest.raises(MeldCodeError):
        decode_meld(code, 0)


def test_every_code_that_decodes_is_a_well_formed_meld_that_encodes_back() -> None:
    """All 65,536 codes from every seat: a decoded meld has ascending tiles of one kind (or a
    run), holds its called and added tiles, and encodes to a code that decodes to the same meld
    (codes have bits no decoding reads, so the code itself may differ)."""
    decoded = 0
    for who in range(4):
        for code in range(0x10000):
            try:
                meld = decode_meld(code, who)
            except MeldCodeError:
                continue
            decoded += 1
            assert meld.code == code and isinstance(meld.kind, MeldKind)
            assert list(meld.tiles) == sorted(set(meld.tiles))
            assert meld.called is None or meld.called in meld.tiles
            assert meld.added is None or meld.added in meld.tiles
            kinds = {t >> 2 for t in meld.tiles}
            if meld.kind is MeldKind.CHI:
                assert (
                    len(kinds) == 3
                    and max(kinds) - min(kinds) == 2
                    and meld.from_seat == (who + 3) % 4
                )
            else:
                assert len(kinds) == 1
            assert decode_meld(encode_meld(meld, who), who)._replace(code=code) == meld
    assert decoded > 80_000

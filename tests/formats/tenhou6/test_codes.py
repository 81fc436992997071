"""tenhou.net/6 call strings: the letter's place names the giver; Tenhou's placing of red fives."""

from __future__ import annotations

import pytest

from viewer.domain.melds import Meld, MeldKind, encode_meld
from viewer.formats.tenhou6.codes import parse_call, parse_code, sort_key
from viewer.formats.tenhou6.writer import _Seat


@pytest.mark.parametrize(
    ("text", "letter", "codes", "taken", "giver"),
    [
        ("c375336", "c", (37, 53, 36), 37, 3),
        ("p424242", "p", (42, 42, 42), 42, 3),
        ("4646p46", "p", (46, 46, 46), 46, 1),
        ("41p4141", "p", (41, 41, 41), 41, 2),
        ("m15151551", "m", (15, 15, 15, 51), 15, 3),
        ("15m511515", "m", (15, 51, 15, 15), 51, 2),
        ("151515m51", "m", (15, 15, 15, 51), 51, 1),
        ("k37373737", "k", (37, 37, 37, 37), 37, 3),
        ("17k171717", "k", (17, 17, 17, 17), 17, 2),
        ("3737k3737", "k", (37, 37, 37, 37), 37, 1),
        ("272727a27", "a", (27, 27, 27, 27), 27, 0),
        ("f44", "f", (44,), 44, 0),
    ],
)
def test_call_strings(
    text: str, letter: str, codes: tuple[int, ...], taken: int, giver: int
) -> None:
    call = parse_call(text)
    assert (call.letter, call.codes, call.taken) == (letter, codes, taken)
    if letter not in "af":
        assert call.relative_giver() == giver


@pytest.mark.parametrize(
    "text",
    [
        "c121314x",
        "p4242",
        "c111113",
        "c414243",
        "1212c13",
        "p12p1212",
        "41p4142",
        "12121212a",
        "x",
        "",
        "c" + "1" * 5000,
        "m151515",
    ],
)
def test_malformed_call_strings_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_call(text)


def test_codes_and_hand_order() -> None:
    assert parse_code(51) == (4, True)
    assert parse_code(47) == (33, False)
    for bad in (0, 10, 20, 48, 54, 60, 99):
        with pytest.raises(ValueError):
            parse_code(bad)
    assert sorted([53, 35, 36, 34], key=sort_key) == [34, 35, 53, 36]


def _written(
    kind: MeldKind,
    tiles: tuple[int, ...],
    called: int | None,
    giver: int | None,
    added: int | None = None,
    seat: int = 0,
) -> tuple[list[object], list[object]]:
    meld = Meld(kind, tiles, called, giver, added, 0)
    meld = meld._replace(code=encode_meld(meld, seat))
    writer = _Seat(())
    writer.call(meld, seat, red=True)
    return writer.draws, writer.discards


@pytest.mark.parametrize(
    ("tiles", "called", "giver", "text"),
    [
        ((16, 17, 18), 16, 3, "p511515"),  # the red was called from kamicha: in its place
        ((16, 17, 18), 16, 1, "1515p51"),  # ... from shimocha
        ((16, 17, 18), 17, 1, "1551p15"),  # the red from the hand, pon from shimocha: second
        ((16, 17, 18), 17, 2, "15p1551"),  # ... from toimen: last
        ((17, 18, 19), 17, 3, "p151515"),  # the red is the unused fourth: no red
        ((124, 125, 126), 125, 2, "45p4545"),
    ],
)
def test_pon_strings_place_the_red_five_as_tenhou_does(
    tiles: tuple[int, ...], called: int, giver: int, text: str
) -> None:
    draws, _ = _written(MeldKind.PON, tiles, called, giver)
    assert draws == [text]


def test_chi_daiminkan_kakan_ankan_kita_strings() -> None:
    assert _written(MeldKind.CHI, (8, 12, 16), 16, 3)[0] == ["c511314"]
    assert _written(MeldKind.DAIMINKAN, (16, 17, 18, 19), 16, 2)[0] == ["15m511515"]
    draws, discards = _written(MeldKind.DAIMINKAN, (16, 17, 18, 19), 18, 1)
    assert (draws, discards) == (["151551m15"], [0])
    assert _written(MeldKind.KAKAN, (16, 17, 18, 19), 17, 2, added=16)[1] == ["15k511515"]
    assert _written(MeldKind.ANKAN, (16, 17, 18, 19), None, None)[1] == ["151515a51"]
    assert _written(MeldKind.ANKAN, (124, 125, 126, 127), None, None)[1] == ["454545a45"]
    assert _written(MeldKind.KITA, (120,), None, None)[1] == ["f44"]

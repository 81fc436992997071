"""The oracle's call decisions (../shared/oracle/call-cases.jsonl) as the value model's input.

496 decisions of the oracle games with mahjong-cpp's numbers for passing and every call option
(the README next to the file maps the fields). ``option_position`` writes the position each option
leads to from the case's fields alone; ``disagreements`` compares the exact model's numbers with
the oracle's as the discard cases do (tests/coach/oracle.py).

One reading of the file had to be made: for a chi whose called tile is the lowest of its run (3p
called onto 4p 5p), the oracle's yaku were counted on the run one kind up (4p-5p-6p), its dora on
the real tiles. So there its tenpai chances agree and its win and points are not ours to match;
``tests/coach/test_call_oracle.py`` shows the oracle's numbers for such a chi equal the model's on
the shifted run, where that run changes no dora.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from tests.coach.oracle import meld, rules
from tests.conftest import REPO
from viewer.coach.exact import exact_hand_value, exact_values
from viewer.coach.position import RED_IDS, Position
from viewer.coach.shanten import shanten
from viewer.domain.melds import Meld, MeldKind

CALL_ORACLE = REPO.parent / "shared" / "oracle" / "call-cases.jsonl"
KINDS = {"pon": MeldKind.PON, "chi": MeldKind.CHI, "daiminkan": MeldKind.DAIMINKAN}


def call_cases() -> list[dict[str, Any]]:
    """Every case of the file ([] when it is absent)."""
    if not CALL_ORACLE.exists():
        return []
    return [json.loads(line) for line in CALL_ORACLE.read_text().splitlines() if line.strip()]


def base_position(case: dict[str, Any]) -> Position:
    """The deciding seat's 13-tile hand after the discard."""
    return Position(
        concealed=tuple(sorted(case["hand"])),
        melds=tuple(meld(m) for m in case["melds"]),
        kita=0,
        unseen=tuple(case["unseen"]),
        red_unseen=tuple(case["red_unseen"]),  # type: ignore[arg-type]
        draws_left=case["draws_left"],
        round_wind=case["round_wind"],
        seat_wind=case["seat_wind"],
        dora_indicators=tuple(case["dora_indicators"]),
        rules=rules(case),
        allowed=(),
    )


def option_position(case: dict[str, Any], option: dict[str, Any]) -> Position:
    """The position an option leads to: pass the hand itself; pon and chi the hand after the
    call, its discards the oracle's (kuikae left out); a daiminkan the hand after it with one
    draw more."""
    base = base_position(case)
    if option["call"] == "pass":
        return base
    concealed = list(base.concealed)
    for tile in option["tiles"]:
        concealed.remove(tile)
    tiles = tuple(sorted((*option["tiles"], case["tile"])))
    called = Meld(KINDS[option["call"]], tiles, case["tile"], case["discarder"], None, 0)
    after = replace(base, concealed=tuple(concealed), melds=(*base.melds, called))
    if option["call"] == "daiminkan":
        return replace(after, draws_left=base.draws_left + 1)
    return replace(after, allowed=tuple(sorted(int(kind) for kind in option["oracle"])))


def exact_shanten(position: Position) -> int:
    return shanten(position.counts, position.rules.sanma)


def called_lowest(case: dict[str, Any], option: dict[str, Any]) -> bool:
    """A chi whose called tile is the lowest of its run (the module docstring)."""
    if option["call"] != "chi":
        return False
    return bool(case["tile"] >> 2 < min(t >> 2 for t in option["tiles"]))


def signature(tiles: list[int] | tuple[int, ...], red: bool) -> tuple[tuple[int, bool], ...]:
    """A call's tiles as the coach tells calls apart: kinds, and red fives where the game has
    them (the oracle lists a no-red game's id 16 apart from the other 5m)."""
    return tuple(sorted((t >> 2, red and t in RED_IDS) for t in tiles))


def disagreements(case: dict[str, Any], limit: int) -> list[str]:
    """Where the exact model leaves the oracle on the options whose hand is at ``limit``-shanten
    or better: probabilities by more than 1e-6, 4-player points by more than 0.5 % (3-player
    points follow each one's payments and the oracle knows no kita); tenpai alone for a chi
    called on its lowest tile."""
    found = []
    for option in case["options"]:
        position = option_position(case, option)
        if exact_shanten(position) > limit:
            continue
        if option["call"] in ("pass", "daiminkan"):
            one = exact_hand_value(position)
            pairs = [(option["call"], one, option["oracle"])]
        else:
            pairs = [(f"{option['call']} {option['tiles']} -{v.tile}", v,
                      option["oracle"][str(v.tile)]) for v in exact_values(position)]  # fmt: skip
        names = ("tenpai",) if called_lowest(case, option) else ("tenpai", "win")
        for label, got, want in pairs:
            if got.shanten != want["shanten"]:
                found.append(f"{label}: shanten {got.shanten} != {want['shanten']}")
            for name in names:
                if abs(getattr(got, name) - want[name]) > 1e-6:
                    found.append(f"{label}: {name} {getattr(got, name):.9f} != {want[name]:.9f}")
            off = abs(got.points - want["points"]) > 0.005 * want["points"]
            if len(names) == 2 and not case["sanma"] and off:
                found.append(f"{label}: points {got.points:.2f} != {want['points']:.2f}")
    return found

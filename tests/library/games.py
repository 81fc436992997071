"""Hand-written games with known statistics, for the library's tests (built with logbuilder).

The logs are read, never replayed, so hands only need to be well formed; what matters is who
won, off whom, for how much, who declared riichi and who called.
"""

from __future__ import annotations

from tests.logbuilder import call, document, draw_result, init
from viewer.domain.melds import MeldKind


def agari(who: int, from_who: int, points: int, *, tile: int = 100, limit: int = 0,
          owari: tuple[int, ...] | None = None, sticks: int = 0,
          yakuman: bool = False) -> str:  # fmt: skip
    """A win worth ``points`` before honba and sticks (AGARI ``ten`` second value)."""
    hai = ",".join(map(str, sorted((*range(108 + who, 121, 4), tile))))[:200]
    scoring = 'yakuman="39"' if yakuman else 'yaku="8,1"'
    end = "" if owari is None else ' owari="' + ",".join(f"{s},0.0" for s in owari) + '"'
    return (
        f'<AGARI ba="0,{sticks}" hai="{hai}" machi="{tile}" ten="30,{points},{limit}" '
        f'{scoring} doraHai="135" who="{who}" fromWho="{from_who}" '
        f'sc="250,0,250,0,250,0,250,0"{end}/>'
    )


def riichi(seat: int, tile: int, *, accepted: bool = True) -> str:
    draw, discard = "TUVW"[seat], "DEFG"[seat]
    text = f'<{draw}{tile}/><REACH who="{seat}" step="1"/><{discard}{tile}/>'
    if accepted:
        text += f'<REACH who="{seat}" step="2"/>'
    return text


def turn(seat: int, tile: int) -> str:
    return f"<{'TUVW'[seat]}{tile}/><{'DEFG'[seat]}{tile}/>"


# Game 1, 4-player, A B C D at seats 0-3. Final scores tie A and B (A, the lower seat, is 1st).
YONMA_GAME = document(
    # E1: A riichi; C chis B's discard; C deals in to A (3,900).
    init(0),
    riichi(0, 52),
    turn(1, 53),
    turn(2, 56),
    "<W60/><G60/>",
    turn(0, 64),
    "<U72/><E72/>",
    call(2, MeldKind.CHI, (72, 76, 80), 72, 1),
    "<F84/>",
    agari(0, 2, 3900, tile=84),
    # E2: C ankan (not a call); B tsumo (2,600).
    init(1),
    turn(1, 52),
    "<V84/>",
    call(2, MeldKind.ANKAN, (84, 85, 86, 87)),
    "<V88/><F88/>",
    "<W92/><G92/>",
    "<T96/><D96/>",
    "<U100/>",
    agari(1, 1, 2600, tile=100),
    # E3: D's discard is ronned by A (1,000) and B (2,000): a double ron.
    init(2),
    turn(2, 52),
    "<W56/><G56/>",
    agari(0, 3, 1000, tile=56),
    agari(1, 3, 2000, tile=56),
    # E4: A declares riichi and C rons the declaration tile (8,000 mangan): no step 2.
    init(3),
    turn(3, 52),
    riichi(0, 56, accepted=False),
    agari(2, 0, 8000, tile=56, limit=1),
    # E4 again (1 honba): D pons, then makes an open kan; exhaustive draw, A and D tenpai.
    init(3, honba=1),
    turn(3, 52),
    "<T53/><D53/>",
    call(3, MeldKind.PON, (53, 54, 55), 53, 0),
    "<G60/>",
    "<T61/><D61/>",
    call(3, MeldKind.DAIMINKAN, (60, 61, 62, 63), 61, 0),
    "<W64/><G64/>",
    draw_result(
        (300, 300, 200, 200),
        honba=1,
        hai0="0,1,2,3,4,5,6,7,8,9,10,11,12",
        hai3="39,40,41,42,43,44,45,46,47,48,49,50,51",
    ),  # fmt: skip
)
YONMA_NAMES = ("A", "B", "C", "D")
# What the statistics must say for each player of YONMA_GAME (5 rounds).
YONMA_EXPECTED = {
    "A": {"games": 1, "rounds": 5, "placements": [1, 0, 0, 0], "average_placement": 1.0,
          "win_rate": 2 / 5, "deal_in_rate": 1 / 5, "riichi_rate": 2 / 5, "call_rate": 0.0,
          "average_win_points": 2450.0, "average_deal_in_points": 8000.0},
    "B": {"games": 1, "rounds": 5, "placements": [0, 1, 0, 0], "average_placement": 2.0,
          "win_rate": 2 / 5, "deal_in_rate": 0.0, "riichi_rate": 0.0, "call_rate": 0.0,
          "average_win_points": 2300.0, "average_deal_in_points": None},
    "C": {"games": 1, "rounds": 5, "placements": [0, 0, 1, 0], "average_placement": 3.0,
          "win_rate": 1 / 5, "deal_in_rate": 1 / 5, "riichi_rate": 0.0, "call_rate": 1 / 5,
          "average_win_points": 8000.0, "average_deal_in_points": 3900.0},
    "D": {"games": 1, "rounds": 5, "placements": [0, 0, 0, 1], "average_placement": 4.0,
          "win_rate": 0.0, "deal_in_rate": 1 / 5, "riichi_rate": 0.0, "call_rate": 1 / 5,
          "average_win_points": None, "average_deal_in_points": 1500.0},
}  # fmt: skip

# Game 2, 3-player, A B C. A's kita is ronned by B (a deal-in); C draws nagashi mangan.
# Final scores: C 40,000, A and B 32,500 (A, the lower seat, is 2nd).
SANMA_GAME = document(
    init(0, scores=(350, 350, 350, 0), hands=(*[tuple(range(36 + 13 * s, 49 + 13 * s))
                                                for s in range(3)], ())),
    "<T120/>",
    call(0, MeldKind.KITA, (120,)),
    agari(1, 0, 3900, tile=120),
    init(1, scores=(311, 389, 350, 0), hands=(*[tuple(range(36 + 13 * s, 49 + 13 * s))
                                                for s in range(3)], ())),
    turn(1, 100),
    draw_result((325, 325, 400, 0), type="nm", hai2="36,37,38,39,40,41,42,43,44,45,46,47,48"),
    type_bits=185,
    names=("A", "B", "C"),
)  # fmt: skip
SANMA_EXPECTED = {
    "A": {"games": 1, "rounds": 2, "placements": [0, 1, 0], "average_placement": 2.0,
          "win_rate": 0.0, "deal_in_rate": 1 / 2, "riichi_rate": 0.0, "call_rate": 0.0,
          "average_win_points": None, "average_deal_in_points": 3900.0},
    "B": {"games": 1, "rounds": 2, "placements": [0, 0, 1], "average_placement": 3.0,
          "win_rate": 1 / 2, "deal_in_rate": 0.0, "riichi_rate": 0.0, "call_rate": 0.0,
          "average_win_points": 3900.0, "average_deal_in_points": None},
}  # fmt: skip

"""Small whole games for the scores chart, written by hand with tests/logbuilder.py.

``FOUR``: three rounds of a 4-player game in Tenhou's ranked lobby.
- East 1: seat 0 declares riichi and deals in to seat 1 on its declaration tile (1000):
  (24000, 26000, 25000, 25000).
- East 2: an exhaustive draw, seat 1 (the dealer) alone tenpai: (23000, 29000, 24000, 24000).
- East 2, 1 honba: seat 1 wins by tsumo, 700 all and 100 each for the honba:
  (22200, 31400, 23200, 23200); the game ends.
Places: seat 1, seat 2 (tied with seat 3, the lower seat ranks first), seat 3, seat 0. Tenhou's
points: 2nd (23.2 - 30 -> -7) + 10 = 3.0; 3rd -7 - 10 = -17.0; 4th (22.2 - 30 -> -8) - 20 =
-28.0; 1st takes the rest, 42.0 (31.4 - 30 + 20 + 20 = 41.4 before rounding).

``SANMA``: one round of a 3-player game: seat 2 wins by tsumo on seat 0's deal (3-player ranked
lobby: start 35,000, return 40,000, uma +20/0/-20, oka +15).
"""

from __future__ import annotations

from tests.logbuilder import document, init

HANDS = (
    tuple(range(0, 13)),
    (*range(13, 25), 52),
    tuple(range(26, 39)),
    tuple(range(39, 52)),
)
SANMA_HANDS = (
    (*range(0, 4), *range(36, 45)),
    tuple(range(45, 58)),
    tuple(range(58, 71)),
    (),
)


def _hand(tiles: tuple[int, ...], win: int) -> str:
    return ",".join(map(str, sorted((*tiles, win))))


NAMES = ("Aoi", "Botan", "Chidori", "Daichi")
DRAW_LETTERS, DISCARD_LETTERS = "TUVW", "DEFG"


def _tsumogiri_to_the_end(dealer: int, first_tile: int = 53, draws: int = 70) -> str:
    """Every seat in turn draws the next tile and discards it, until the live wall is empty."""
    moves = []
    for index in range(draws):
        seat, tile = (dealer + index) % 4, first_tile + index
        moves.append(f"<{DRAW_LETTERS[seat]}{tile}/><{DISCARD_LETTERS[seat]}{tile}/>")
    return "".join(moves)


FOUR_OWARI = "222,-28.0,314,42.0,232,3.0,232,-17.0"
FOUR_ROUNDS = (
    init(hands=HANDS),
    '<T60/><REACH who="0" step="1"/><D60/>',
    f'<AGARI ba="0,0" hai="{_hand(HANDS[1], 60)}" machi="60" ten="30,1000,0" yaku="8,1" '
    'doraHai="135" who="1" fromWho="0" sc="250,-10,250,10,250,0,250,0"/>',
    init(round_index=1, hands=HANDS, scores=(240, 260, 250, 250)),
    _tsumogiri_to_the_end(dealer=1),
    '<RYUUKYOKU ba="0,0" sc="240,-10,260,30,250,-10,250,-10"/>',
    init(round_index=1, honba=1, hands=HANDS, scores=(230, 290, 240, 240)),
    "<U61/>",
    f'<AGARI ba="1,0" hai="{_hand(HANDS[1], 61)}" machi="61" ten="30,2100,0" yaku="0,1" '
    'doraHai="135" who="1" fromWho="1" sc="230,-8,290,24,240,-8,240,-8" '
    f'owari="{FOUR_OWARI}"/>',
)


def four_player_game(
    owari: str = FOUR_OWARI, lobby: str = 'lobby="0"', type_bits: int = 169
) -> bytes:
    """``FOUR`` with other final points or another lobby (``lobby=""``: none named)."""
    rounds = list(FOUR_ROUNDS)
    rounds[-1] = rounds[-1].replace(FOUR_OWARI, owari)
    data = document(*rounds, type_bits=type_bits, names=NAMES)
    return data.replace(b'lobby="0"', lobby.encode())


def cut_off_game() -> bytes:
    """``FOUR`` stopping in its last round (no result, no owari)."""
    return document(*FOUR_ROUNDS[:-1], names=NAMES)


SANMA_OWARI = "330,-7.0,330,-27.0,390,34.0,0,0.0"
SANMA_ROUND = (
    init(hands=SANMA_HANDS, scores=(350, 350, 350, 0)),
    "<T120/><D120/><U121/><E121/><V122/>",
    f'<AGARI ba="0,0" hai="{_hand(SANMA_HANDS[2], 122)}" machi="122" ten="30,4000,0" '
    'yaku="0,1" doraHai="135" who="2" fromWho="2" sc="350,-20,350,-20,350,40,0,0" '
    f'owari="{SANMA_OWARI}"/>',
)


def sanma_game() -> bytes:
    return document(*SANMA_ROUND, type_bits=185, names=NAMES[:3])

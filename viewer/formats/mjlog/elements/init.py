"""``<INIT>``: the deal that starts a round (round, honba, sticks, dice, dora, dealer, hands)."""

from __future__ import annotations

from operator import itemgetter
from typing import TYPE_CHECKING, cast

from lxml import etree

from viewer.domain.events import RoundStart
from viewer.formats.mjlog.errors import shown
from viewer.formats.mjlog.limits import MAX_ATTRIBUTE_CHARS
from viewer.formats.mjlog.tags import HAND_ATTRIBUTES, TILE_IDS

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

ATTRIBUTES = frozenset({"seed", "ten", "oya", *HAND_ATTRIBUTES, "shuffle", "chip"})
# The attributes as Tenhou writes them (a list: el.keys() is compared to it as is).
INIT_NAMES = ["seed", "ten", "oya", *HAND_ATTRIBUTES]
_new = tuple.__new__


def read_init(state: ParseState, el: etree._Element) -> RoundStart:
    """The deal; also names unknown attributes (as ``check_attributes`` would, first)."""
    names = el.keys()
    # Attribute values are text (lxml's stubs also allow bytes, which lxml never gives here).
    if names == INIT_NAMES:  # nine deals in ten: nothing unknown, the values in this order
        seed, ten, oya, h0, h1, h2, h3 = cast("list[str]", el.values())
    else:
        state.check_attributes(el, ATTRIBUTES)
        get = dict(zip(names, el.values(), strict=True)).get  # one listing, not a get() each
        seed, ten, oya, h0, h1, h2, h3 = cast("list[str]", [*map(get, INIT_NAMES)])
    players = state.player_count
    try:
        if len(seed) > MAX_ATTRIBUTE_CHARS or len(ten) > MAX_ATTRIBUTE_CHARS:
            raise ValueError
        # Every value is read, as the checked handler does: "0,0,0,2,4,116,x" is refused
        # (seven values go the checked way).
        round_index, honba, sticks, die1, die2, indicator = map(int, seed.split(","))
        scores = [*map(int, ten.split(","))]
        dealer = int(oya)
        if not (
            0 <= round_index < 16 and honba >= 0 and sticks >= 0 and 0 <= indicator < 136
            and len(scores) >= players and dealer == round_index % 4 and dealer < players
        ):  # fmt: skip
            raise ValueError
        # A hand of 13 tile ids, looked up by one itemgetter call (a tuple, no map() and
        # tuple() per hand); a part that is no tile id is a KeyError. 13 valid ids are far
        # below MAX_ATTRIBUTE_CHARS, so no length check is needed.
        p0, p1, p2 = h0.split(","), h1.split(","), h2.split(",")
        if players == 4:
            p3 = h3.split(",")
        elif h3:  # tiles dealt to the empty seat of a 3-player game
            raise ValueError
        else:
            p3 = []
        if len(p0) != 13 or len(p1) != 13 or len(p2) != 13 or len(p3) != 13 * (players == 4):
            raise ValueError
        hands = (
            itemgetter(*p0)(TILE_IDS), itemgetter(*p1)(TILE_IDS), itemgetter(*p2)(TILE_IDS),
            itemgetter(*p3)(TILE_IDS) if p3 else (),
        )  # fmt: skip
    except (ValueError, KeyError, TypeError, AttributeError):  # None (a missing value) fails
        return init_checked(state, el)
    s0, s1, s2, s3 = (*scores, 0)[:4]  # 3 or more values: a 3-player game's fourth is 0
    return _new(RoundStart, (
        round_index, honba, sticks, (die1 + 1, die2 + 1), indicator, dealer,
        (s0 * 100, s1 * 100, s2 * 100, s3 * 100), hands,
    ))  # fmt: skip


def init_checked(state: ParseState, el: etree._Element) -> RoundStart:
    seed = state.numbers(el, "seed", 6)
    round_index, honba, sticks, die1, die2, indicator = seed[:6]
    if not 0 <= round_index < 16 or honba < 0 or sticks < 0:
        raise state.error(f"seed={shown(el.get('seed'))} names no valid round")
    if not 0 <= indicator < 136:
        raise state.error(f"tile id out of range in seed: {indicator} (must be 0-135)")
    ten = state.numbers(el, "ten", state.player_count)
    dealer = state.number(el, "oya")
    players = state.player_count
    if not 0 <= dealer < players:
        raise state.error(
            f"oya={dealer} names a seat that does not exist in a {players}-player game"
        )
    if dealer != round_index % 4:
        state.warn(f"round {state.round_ordinal}: dealer {dealer} does not match the round")
    hands = []
    for seat in range(4):
        tiles = state.tiles(el, f"hai{seat}", optional=seat >= players)
        if seat < players and len(tiles) != 13:
            raise state.error(f"hai{seat} has {len(tiles)} tiles, a starting hand has 13")
        if seat >= players and tiles:
            raise state.error(f"hai{seat} deals tiles to a seat that does not play")
        hands.append(tiles)
    s0, s1, s2, s3 = [v * 100 for v in (ten + [0, 0, 0, 0])[:4]]
    return RoundStart(
        round_index, honba, sticks, (die1 + 1, die2 + 1), indicator, dealer, (s0, s1, s2, s3),
        tuple(hands),
    )  # fmt: skip

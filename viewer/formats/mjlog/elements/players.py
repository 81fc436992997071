"""``<UN>`` (the players; later, a player back) and ``<BYE>`` (a player's connection lost)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING
from urllib.parse import unquote_to_bytes

from lxml import etree

from viewer.domain.events import Disconnect, Reconnect
from viewer.domain.record import Player
from viewer.formats.mjlog.limits import MAX_NAME_CHARS
from viewer.formats.mjlog.tags import NAME_ATTRIBUTES

if TYPE_CHECKING:
    from viewer.formats.mjlog.state import ParseState

UN_ATTRIBUTES = frozenset({*NAME_ATTRIBUTES, "dan", "rate", "sx", "rc", "gold"})
BYE_ATTRIBUTES = frozenset({"who"})


def read_players(state: ParseState, el: etree._Element) -> None:
    """The first UN of the header: the players' names, dans, rates and sexes."""
    if state.seen_players:
        return
    state.seen_players = True
    count = state.player_count
    dans = (state.short_text(el, "dan") or "").split(",")
    rates = (state.short_text(el, "rate") or "").split(",")
    sexes = (state.short_text(el, "sx") or "").split(",")
    players = []
    for seat in range(count):
        # name, dan, rate, sex (positional: a frozen dataclass takes keywords slower)
        players.append(
            Player(
                player_name(state, el, seat),
                _maybe_int(dans[seat]) if seat < len(dans) else None,
                _maybe_float(rates[seat]) if seat < len(rates) else None,
                sexes[seat] if seat < len(sexes) else "",
            )
        )
    state.players = tuple(players)


def read_reconnect(state: ParseState, el: etree._Element) -> Reconnect | None:
    """A UN inside a round: the first seat it names is back (None: it names none)."""
    for seat in range(state.player_count):
        if el.get(NAME_ATTRIBUTES[seat]) is not None:
            return Reconnect(seat, player_name(state, el, seat))
    return None


def read_disconnect(state: ParseState, el: etree._Element) -> Disconnect:
    return Disconnect(state.seat(el))


def player_name(state: ParseState, el: etree._Element, seat: int) -> str:
    raw = el.get(NAME_ATTRIBUTES[seat])
    if raw is None:
        raise state.error(f"missing attribute 'n{seat}' (player name)")
    name = decode_name(raw)
    if len(name) > MAX_NAME_CHARS:
        state.warn(f"player name n{seat} is {len(name)} characters long; cut short")
        name = name[:MAX_NAME_CHARS] + "…"
    return name


def decode_name(raw: str) -> str:
    """A URL-encoded name. Tenhou escapes every byte (``%4E%69``), which bytes.fromhex reads at
    C speed; anything else goes through the general unquoting."""
    if len(raw) % 3 == 0 and raw[::3] == "%" * (len(raw) // 3):
        try:
            return bytes.fromhex(raw.replace("%", "")).decode("utf-8", "replace")
        except ValueError:
            pass
    return unquote_to_bytes(raw).decode("utf-8", "replace")


def _maybe_int(text: str) -> int | None:
    try:
        return int(text)
    except ValueError:
        return None


def _maybe_float(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None

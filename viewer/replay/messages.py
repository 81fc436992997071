"""What the replay says about a log that breaks the rules: one line, naming tiles and seats.

Kept apart from the reducer's loop: these run only when something is wrong, and a message reads
best next to the other messages.
"""

from __future__ import annotations

from viewer.domain.events import (
    Agari,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import Meld
from viewer.domain.record import RoundRecord
from viewer.domain.tiles import tile_name
from viewer.replay.packed import CALLED, TILE_MASK


def dealt_twice(start: RoundStart) -> int:
    """The first tile of a deal (hands, then the dora indicator) that was dealt before."""
    seen = set()
    for tile in (*start.hands[0], *start.hands[1], *start.hands[2], *start.hands[3],
                 start.dora_indicator):  # fmt: skip
        if tile in seen:
            return tile
        seen.add(tile)
    raise AssertionError("the deal has no tile twice")


def tile_text(tile: int) -> str:
    """``5p (53)``: the name a player reads, then the id that finds it in the file."""
    return f"{tile_name(tile)} ({tile})"


def draw_refusal(seat: int, tile: int, seen: int, turn: int) -> str:
    """Why a draw is refused: a tile already in play, out of turn, or an empty wall."""
    if seen:
        return f"seat {seat} draws {tile_text(tile)}, which is already in play"
    if seat != turn:
        return out_of_turn(seat, "draws", turn)
    return f"seat {seat} draws from an empty wall"


def out_of_turn(seat: int, action: str, turn: int) -> str:
    """``turn`` is the seat to draw next, or ``-1 - seat`` for the seat that must discard."""
    if turn == -1 - seat:  # it holds a full hand, or (when it discards) a short one
        if action == "draws":
            return f"seat {seat} draws a second tile without discarding"
        return f"seat {seat} {action} without having drawn or called"
    if turn >= 0:
        return f"seat {seat} {action} out of turn (seat {turn} is to draw)"
    return f"seat {seat} {action} out of turn (seat {-1 - turn} is to discard)"


def kind_text(meld: Meld) -> str:
    return tile_name(meld.tiles[0]).replace("0", "5")


def call_mismatch(
    seat: int, meld: Meld, rivers: list[tuple[int, ...]], last_discard_seat: int, turn: int
) -> str:
    """Why a chi, pon or daiminkan does not fit the table (``rivers``: packed entries)."""
    what = f"seat {seat}'s {meld.kind.label} (meld code {meld.code}) takes"
    if meld.called is None:  # no mjlog meld code gives this; a record from elsewhere might
        return f"{what} no tile"
    taken = f"{tile_text(meld.called)} from seat {meld.from_seat}"
    if last_discard_seat < 0 or not rivers[last_discard_seat]:
        return f"{what} {taken}, but nothing has been discarded yet"
    last = rivers[last_discard_seat][-1]
    if last & CALLED:
        return f"{what} {taken}, but the last discard was already called"
    if last & TILE_MASK == meld.called and meld.from_seat == last_discard_seat and turn < 0:
        return f"{what} {taken}, but seat {-1 - turn} has played since"
    return (
        f"{what} {taken}, but the last discard is {tile_text(last & TILE_MASK)} "
        f"from seat {last_discard_seat}"
    )


def riichi_refusal(seat: int, in_riichi: bool, turn: int) -> str:
    """Why a REACH step 1 is refused (the only other reason is an open hand)."""
    if in_riichi:
        return f"seat {seat} declares riichi a second time"
    if turn != -1 - seat:
        return out_of_turn(seat, "declares riichi", turn)
    return f"seat {seat} declares riichi with an open hand"


def element_text(position: int, tag: str | None) -> str:
    """``element 7 <D61>``: where an event sits in its file, with the file's name for it when
    the format has one (the record's ``element_name``)."""
    return f"element {position} <{tag}>" if tag else f"element {position}"


def score_warning(
    event: Agari | Ryuukyoku,
    scores: tuple[int, ...],
    players: int,
    rnd: RoundRecord,
    position: int,
    tag: str | None,
) -> str | None:
    """The warning when the log's scores before a result differ from the replayed ones."""
    if event.scores_before[:players] == scores[:players]:
        return None
    return (
        f"round {rnd.ordinal}, {element_text(position, tag)}: the log's scores before the "
        f"result {event.scores_before[:players]} differ from the replayed {scores[:players]}"
    )

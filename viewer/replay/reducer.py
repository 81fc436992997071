"""Replay one round: its events in, one BoardState per step out, checking the rules as it goes.

One loop with a branch per event type, rather than a method per event: a hanchan has over a
thousand steps and the loop is what opening and stepping through a log costs. Every check that
fails raises MjlogError naming the element, since a log that breaks the rules cannot be shown
as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import add
from typing import Any

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Disconnect,
    Draw,
    NewDora,
    Reconnect,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.lazy import LazySequence
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import GameRecord, RoundRecord
from viewer.domain.tiles import tile_name
from viewer.formats.mjlog.errors import MjlogError
from viewer.replay.state import CALLED, NO_TILE, RIICHI, TSUMOGIRI, BoardState

WALL_DRAWS = {3: 55, 4: 70}
_new = tuple.__new__
# Shared values a step would otherwise build anew: the ``drawn`` 4-tuple of each seat holding
# each tile, and the one-entry tuple that extends a river by each possible entry.
NO_DRAWN = (NO_TILE, NO_TILE, NO_TILE, NO_TILE)
DRAWN_TILE = tuple(
    tuple(tuple(tile if s == seat else NO_TILE for s in range(4)) for tile in range(136))
    for seat in range(4)
)
RIVER_ENTRY = tuple((entry,) for entry in range(CALLED))
# The concealed tiles of all seats are one int: bit 136 * seat + tile. Tile ids are unique on the
# table, so a set of them is exact, and a discard or a call changes it with one or two integer
# operations instead of copying a hand and the 4-tuple of hands (measured: the hand updates were a
# fifth of the replay). HAND_BIT[seat][NO_TILE] (index -1) is 0: adding "no drawn tile" adds none.
HAND_BIT = tuple(tuple(1 << (136 * seat + tile) for tile in range(136)) + (0,) for seat in range(4))
TILE_BIT = tuple(1 << tile for tile in range(136))
# A byte of a tile set (8 tiles) as 8 bytes of 0 or 1: the ``seen`` table of the tiles dealt.
BYTE_FLAGS = tuple(bytes(value >> bit & 1 for bit in range(8)) for value in range(256))
# The tiles of a byte of a seat's part of that int: BYTE_TILES[offset << 8 | value] for the byte at
# ``offset`` (0-16) of the seat's 17 bytes.
BYTE_TILES = tuple(
    tuple(8 * offset + bit for bit in range(8) if value >> bit & 1)
    for offset in range(17)
    for value in range(256)
)


def hands_of(mask: int) -> tuple[tuple[int, ...], ...]:
    """The four hands (ascending tile ids) of a hands int."""
    data = mask.to_bytes(68, "little")
    hands = []
    for start in (0, 17, 34, 51):
        tiles: list[int] = []
        for offset, value in enumerate(data[start : start + 17]):
            if value:
                tiles += BYTE_TILES[offset << 8 | value]
        hands.append(tuple(tiles))
    return tuple(hands)


def event_tag(event: object) -> str:
    """The log element an event came from, for messages: ``T123``, ``N``, ``AGARI`` ..."""
    if isinstance(event, Draw):
        return f"{'TUVW'[event.seat]}{event.tile}"
    if isinstance(event, Discard):
        return f"{'DEFG'[event.seat]}{event.tile}"
    return {
        RoundStart: "INIT", Call: "N", RiichiDeclared: "REACH", RiichiAccepted: "REACH",
        NewDora: "DORA", Agari: "AGARI", Ryuukyoku: "RYUUKYOKU", Disconnect: "BYE",
        Reconnect: "UN",
    }.get(type(event), "?")  # fmt: skip


class Snapshots(LazySequence[BoardState]):
    """The states of a round: stored as plain tuples, handed out as BoardState.

    A plain tuple is the cheapest immutable value Python makes; building a NamedTuple instance
    for every step cost a third of a full replay (measured on the corpus). The replay computes
    every field of every state; the BoardState view of a state is made when it is first asked
    for and then kept, so the same step always gives the same object.
    """

    __slots__ = ("_constant", "_decoded", "_raw")

    def __init__(self, raw: Sequence[tuple[Any, ...]], constant: tuple[int, int, int]) -> None:
        super().__init__(len(raw))
        self._raw = raw  # the fields that change, up to tiles_left; hands as one int (never
        # changed after the replay: a list is kept as it is rather than copied to a tuple)
        self._constant = constant  # honba, round_index, dealer: the same for the whole round
        self._decoded: tuple[int, tuple[tuple[int, ...], ...]] = (-1, ())  # the last hands int

    def _make(self, index: int) -> BoardState:
        event, mask, drawn, rivers, table, left = self._raw[index]
        melds, dora, scores, riichi, sticks = table
        honba, round_index, dealer = self._constant
        last_mask, hands = self._decoded
        if mask != last_mask:  # neighbouring steps mostly share their hands
            hands = hands_of(mask)
            self._decoded = (mask, hands)
        return _new(BoardState, (event, hands, drawn, rivers, melds, dora, scores, riichi, sticks,
                                 honba, left, round_index, dealer))  # fmt: skip

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Snapshots):
            return self._raw == other._raw and self._constant == other._constant
        return super().__eq__(other)

    __hash__ = None  # type: ignore[assignment]


class RoundReplay:
    """The snapshots of one round, and the warnings its replay raised."""

    __slots__ = ("states", "warnings")

    def __init__(self, states: Snapshots, warnings: tuple[str, ...]) -> None:
        self.states = states
        self.warnings = warnings


def replay_round(record: GameRecord, rnd: RoundRecord) -> RoundReplay:
    """Rebuild every board state of a round (BYE and reconnects are not steps)."""
    players = record.rules.players
    start = rnd.start
    events = rnd.events
    position = rnd.position
    warnings: list[str] = []

    def fail(index: int, message: str) -> MjlogError:
        return MjlogError(
            message,
            round_ordinal=rnd.ordinal,
            element=position(index),
            tag=event_tag(events[index]),
        )

    hands = 0  # every seat's concealed tiles, without the drawn one (see HAND_BIT)
    dealt = TILE_BIT[start.dora_indicator]  # every tile on the table at the start
    for seat, hand_tiles in enumerate(start.hands):
        hand = 0  # built small, then shifted into place once
        for tile in hand_tiles:
            hand |= TILE_BIT[tile]
        dealt |= hand
        hands |= hand << 136 * seat
    if dealt.bit_count() != sum(map(len, start.hands)) + 1:
        raise fail(0, f"{tile_text(dealt_twice(start))} is dealt twice")
    seen = bytearray(b"".join(map(BYTE_FLAGS.__getitem__, dealt.to_bytes(17, "little"))))
    held = NO_TILE  # the drawn tile, kept apart; only the seat that must discard can hold one
    rivers: list[tuple[int, ...]] = [(), (), (), ()]
    melds: list[tuple[Meld, ...]] = [(), (), (), ()]
    riichi = [False] * 4
    pending_riichi = -1  # the seat whose next discard declares riichi
    scores = start.scores
    drawn_t = NO_DRAWN
    rivers_t = tuple(rivers)
    melds_t = tuple(melds)
    riichi_t = (False, False, False, False)
    dora_t: tuple[int, ...] = (start.dora_indicator,)
    sticks = start.riichi_sticks
    honba = start.honba
    tiles_left = WALL_DRAWS[players]
    round_index = start.round_index
    dealer = start.dealer
    last_discard_seat = -1
    winners = 0
    turn = dealer  # whose draw comes next (or who must discard)
    following = tuple((seat + 1) % players for seat in range(4))  # turn order

    # What changes a few times a round, together: a step keeps one reference to it.
    table = (melds_t, dora_t, scores, riichi_t, sticks)
    states: list[tuple[Any, ...]] = [
        (start, hands, drawn_t, rivers_t, table, tiles_left)
    ]  # event, hands, drawn, rivers, table, tiles left (see Snapshots)  # fmt: skip
    append = states.append

    def take(hands: int, seat: int, tiles: tuple[int, ...], held: int, index: int) -> int:
        """The hands after a call takes ``tiles`` from a seat (its drawn tile joins first)."""
        bits = HAND_BIT[seat]
        hands |= bits[held]
        for tile in tiles:
            if not hands & bits[tile]:
                raise fail(
                    index, f"seat {seat} calls with {tile_text(tile)}, which is not in its hand"
                )
            hands ^= bits[tile]
        return hands

    # ``turn`` alone keeps the order: after a draw it is -1 - seat (that seat must discard or
    # declare), so a second draw, or a draw onto a full hand, fails the same check.
    for index, event in enumerate(events):
        cls = event.__class__
        if cls is Draw:
            seat, tile = event
            if seen[tile] or seat != turn or not tiles_left:
                raise fail(index, draw_refusal(seat, tile, seen[tile], turn))
            seen[tile] = 1
            held = tile
            drawn_t = DRAWN_TILE[seat][tile]
            tiles_left -= 1
            turn = -1 - seat  # the seat must now discard (or call a kan, riichi, win)
        elif cls is Discard:
            seat, tile = event
            if turn != -1 - seat:  # so the seat holds 3n+2 tiles: it drew or called
                raise fail(index, out_of_turn(seat, "discards", turn))
            if tile == held:
                entry = tile | TSUMOGIRI
            else:
                bits = HAND_BIT[seat]
                if not hands & bits[tile]:
                    raise fail(
                        index, f"seat {seat} discards {tile_text(tile)}, which is not in its hand"
                    )
                hands = hands ^ bits[tile] | bits[held]
                entry = tile
            held = NO_TILE
            drawn_t = NO_DRAWN
            if seat == pending_riichi:
                entry |= RIICHI
                pending_riichi = -1
            rivers[seat] += RIVER_ENTRY[entry]
            rivers_t = tuple(rivers)
            last_discard_seat = seat
            turn = following[seat]
        elif cls is Call:
            seat, meld = event
            kind = meld.kind
            if kind <= MeldKind.PON or kind is MeldKind.DAIMINKAN:
                river = rivers[last_discard_seat] if last_discard_seat >= 0 else ()
                if (
                    meld.from_seat != last_discard_seat
                    or not river
                    or river[-1] & 0xFF != meld.called
                    or river[-1] & CALLED
                    or turn < 0
                ):
                    raise fail(index, call_mismatch(seat, meld, rivers, last_discard_seat, turn))
                rivers[last_discard_seat] = (*river[:-1], river[-1] | CALLED)
                rivers_t = tuple(rivers)
                hands = take(hands, seat, tuple(t for t in meld.tiles if t != meld.called), held,
                             index)  # fmt: skip
                melds[seat] = (*melds[seat], meld)
                turn = seat if kind is MeldKind.DAIMINKAN else -1 - seat
            else:
                if turn != -1 - seat:
                    raise fail(index, out_of_turn(seat, f"declares a {kind.label}", turn))
                if kind is MeldKind.KAKAN:
                    own = melds[seat]
                    for i, old in enumerate(own):
                        if old.kind is MeldKind.PON and old.tiles[0] >> 2 == meld.tiles[0] >> 2:
                            break
                    else:
                        raise fail(
                            index, f"seat {seat} adds to a pon of {kind_text(meld)} it lacks"
                        )
                    if old.called != meld.called or old.from_seat != meld.from_seat:
                        raise fail(
                            index, f"seat {seat}'s kakan (code {meld.code}) differs from its pon"
                        )
                    hands = take(hands, seat, (meld.added,), held, index)  # type: ignore[arg-type]
                    melds[seat] = (*own[:i], meld, *own[i + 1 :])
                else:
                    hands = take(hands, seat, meld.tiles, held, index)
                    melds[seat] = (*melds[seat], meld)
                turn = seat  # replacement (rinshan) draw
            held = NO_TILE
            drawn_t = NO_DRAWN
            melds_t = tuple(melds)
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        elif cls is RoundStart:
            continue
        elif cls is RiichiDeclared:
            seat = event.seat
            if riichi[seat] or turn != -1 - seat or has_open_meld(melds[seat]):
                raise fail(index, riichi_refusal(seat, riichi[seat], turn))
            pending_riichi = seat
        elif cls is RiichiAccepted:
            seat = event.seat
            if riichi[seat]:
                raise fail(index, f"seat {seat} is already in riichi")
            river = rivers[seat]
            if not river or not river[-1] & RIICHI:
                raise fail(index, f"seat {seat}'s riichi is accepted before its declaration")
            riichi[seat] = True
            riichi_t = tuple(riichi)  # type: ignore[assignment]
            new_scores = list(scores)
            new_scores[seat] -= 1000
            scores = tuple(new_scores)  # type: ignore[assignment]
            sticks += 1
            table = (melds_t, dora_t, scores, riichi_t, sticks)
            if event.scores is not None and event.scores[:players] != scores[:players]:
                warnings.append(
                    f"round {rnd.ordinal}, element {position(index)} <REACH>: the log's scores "
                    f"{event.scores[:players]} differ from the replayed {scores[:players]}"
                )
        elif cls is NewDora:
            tile = event.indicator
            if seen[tile]:
                raise fail(index, f"the new dora indicator {tile_text(tile)} is already in play")
            if len(dora_t) >= 5:
                raise fail(index, "a sixth dora indicator (a round has five at most)")
            seen[tile] = 1
            dora_t = (*dora_t, tile)
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        elif cls is Agari:
            check_result_scores(event, scores, players, rnd, position(index), warnings)
            seat = event.seat
            if event.seat == event.from_seat and turn != -1 - seat:
                raise fail(index, f"seat {seat} wins by tsumo without a tile to win on")
            winners += 1
            scores = tuple(map(add, event.scores_before, event.deltas))  # type: ignore[assignment]
            sticks = 0
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        elif cls is Ryuukyoku:
            check_result_scores(event, scores, players, rnd, position(index), warnings)
            scores = tuple(map(add, event.scores_before, event.deltas))  # type: ignore[assignment]
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        else:  # Disconnect, Reconnect: not steps
            continue
        append((event, hands, drawn_t, rivers_t, table, tiles_left))
    return RoundReplay(Snapshots(states, (honba, round_index, dealer)), tuple(warnings))


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
    """Why a chi, pon or daiminkan does not fit the table."""
    what = f"seat {seat}'s {meld.kind.label} (meld code {meld.code}) takes"
    taken = f"{tile_text(meld.called)} from seat {meld.from_seat}"  # type: ignore[arg-type]
    if last_discard_seat < 0 or not rivers[last_discard_seat]:
        return f"{what} {taken}, but nothing has been discarded yet"
    last = rivers[last_discard_seat][-1]
    if last & CALLED:
        return f"{what} {taken}, but the last discard was already called"
    if last & 0xFF == meld.called and meld.from_seat == last_discard_seat and turn < 0:
        return f"{what} {taken}, but seat {-1 - turn} has played since"
    return (
        f"{what} {taken}, but the last discard is {tile_text(last & 0xFF)} "
        f"from seat {last_discard_seat}"
    )


def riichi_refusal(seat: int, in_riichi: bool, turn: int) -> str:
    """Why a REACH step 1 is refused (the only other reason is an open hand)."""
    if in_riichi:
        return f"seat {seat} declares riichi a second time"
    if turn != -1 - seat:
        return out_of_turn(seat, "declares riichi", turn)
    return f"seat {seat} declares riichi with an open hand"


def has_open_meld(melds: tuple[Meld, ...]) -> bool:
    """Riichi needs a closed hand: any open meld forbids it."""
    return any(m.is_open for m in melds)


def check_result_scores(
    event: Agari | Ryuukyoku,
    scores: tuple[int, ...],
    players: int,
    rnd: RoundRecord,
    position: int,
    warnings: list[str],
) -> None:
    if event.scores_before[:players] != scores[:players]:
        tag = "AGARI" if isinstance(event, Agari) else "RYUUKYOKU"
        warnings.append(
            f"round {rnd.ordinal}, element {position} <{tag}>: the log's scores before the "
            f"result {event.scores_before[:players]} differ from the replayed {scores[:players]}"
        )

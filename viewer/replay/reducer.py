"""Replay one round: its events in, one BoardState per step out, checking the rules as it goes.

One loop with a branch per event type, rather than a method per event: a hanchan has over a
thousand steps and the loop is what opening and stepping through a log costs. Each branch tests
``type(event) is Draw`` and so on, which narrows ``event`` for the type checker like a ``match``
would, at the cost of the class comparisons it replaces; on CPython 3.11 a ``match`` with class
patterns made the replay (parsing aside) about 12 % slower on the corpus. Every check that fails
raises the readers' common LogError naming the element, since a log that breaks the rules cannot
be shown as it was; the element's name is the reader's (``GameRecord.element_name``), so the
replay knows no format. The steps are stored packed (``viewer.replay.packed``) and read through
``Snapshots``.
"""

from __future__ import annotations

from operator import add

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Draw,
    NewDora,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import Meld, MeldKind
from viewer.domain.record import GameRecord, RoundRecord
from viewer.domain.tiles import UNKNOWN_FIRST
from viewer.formats.errors import LogError
from viewer.replay.messages import (
    call_mismatch,
    dealt_twice,
    draw_refusal,
    kind_text,
    out_of_turn,
    riichi_refusal,
    score_warning,
    tile_text,
)
from viewer.replay.packed import (
    BYTE_FLAGS,
    CALLED,
    DRAWN_TILE,
    HAND_BIT,
    HIDDEN_MASK,
    KNOWN_MASK,
    NO_DRAWN,
    NO_TILE,
    RIICHI,
    RIVER_ENTRY,
    SEAT_BITS,
    SEAT_BYTES,
    TILE_BIT,
    TILE_MASK,
    TSUMOGIRI,
    four,
)
from viewer.replay.snapshots import Row, Snapshots, Table

WALL_DRAWS = {3: 55, 4: 70}


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

    element_name = record.element_name

    def tag(index: int) -> str | None:
        """The file's name for an event's element (the reader's; None: the format has none)."""
        return None if element_name is None else element_name(events[index])

    def fail(index: int, message: str) -> LogError:
        return LogError(message, round_ordinal=rnd.ordinal, element=position(index), tag=tag(index))

    hands = 0  # every seat's concealed tiles, without the drawn one (see HAND_BIT)
    dealt = TILE_BIT[start.dora_indicator]  # every tile on the table at the start
    for seat, hand_tiles in enumerate(start.hands):
        hand = 0  # built small, then shifted into place once
        for tile in hand_tiles:
            hand |= TILE_BIT[tile]
        dealt |= hand
        hands |= hand << SEAT_BITS * seat
    if dealt.bit_count() != sum(map(len, start.hands)) + 1 and not hidden_deal(start, dealt):
        raise fail(0, f"{tile_text(dealt_twice(start))} is dealt twice")
    seen = bytearray(b"".join(map(BYTE_FLAGS.__getitem__, dealt.to_bytes(SEAT_BYTES, "little"))))
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
    turn = dealer  # whose draw comes next (or who must discard)
    following = tuple((seat + 1) % players for seat in range(4))  # turn order

    # What changes a few times a round, together: a step keeps one reference to it.
    table: Table = (melds_t, dora_t, scores, riichi_t, sticks)
    states: list[Row] = [(start, hands, drawn_t, rivers_t, table, tiles_left)]
    append = states.append

    def take(hands: int, seat: int, tiles: tuple[int, ...], held: int, index: int) -> int:
        """The hands after a call takes ``tiles`` from a seat (its drawn tile joins first)."""
        bits = HAND_BIT[seat]
        hands |= bits[held]
        for tile in tiles:
            if not hands & bits[tile]:
                hidden = give_up_hidden(hands, seat)  # a hidden tile, named as it is called
                if hidden < 0:
                    raise fail(
                        index, f"seat {seat} calls with {tile_text(tile)}, which is not in its hand"
                    )
                hands = hidden
                continue
            hands ^= bits[tile]
        return hands

    # ``turn`` alone keeps the order: after a draw it is -1 - seat (that seat must discard or
    # declare), so a second draw, or a draw onto a full hand, fails the same check.
    for index, event in enumerate(events):
        if type(event) is Draw:
            seat, tile = event
            if (seen[tile] or seat != turn or not tiles_left) and (
                tile < UNKNOWN_FIRST or seat != turn or not tiles_left  # hidden draws repeat ids
            ):
                raise fail(index, draw_refusal(seat, tile, seen[tile], turn))
            seen[tile] = 1
            held = tile
            drawn_t = DRAWN_TILE[seat][tile]
            tiles_left -= 1
            turn = -1 - seat  # the seat must now discard (or call a kan, riichi, win)
        elif type(event) is Discard:
            seat, tile = event
            if turn != -1 - seat:  # so the seat holds 3n+2 tiles: it drew or called
                raise fail(index, out_of_turn(seat, "discards", turn))
            if tile == held:
                entry = tile | TSUMOGIRI
            else:
                bits = HAND_BIT[seat]
                if hands & bits[tile]:
                    hands = hands ^ bits[tile] | bits[held]
                else:  # a hidden tile, named as it is discarded (the drawn one joins first)
                    hands = give_up_hidden(hands | bits[held], seat)
                    if hands < 0:
                        raise fail(
                            index,
                            f"seat {seat} discards {tile_text(tile)}, which is not in its hand",
                        )
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
        elif type(event) is Call:
            seat, meld = event
            kind = meld.kind
            if kind <= MeldKind.PON or kind is MeldKind.DAIMINKAN:
                river = rivers[last_discard_seat] if last_discard_seat >= 0 else ()
                if (
                    meld.from_seat != last_discard_seat
                    or not river
                    or river[-1] & TILE_MASK != meld.called
                    or river[-1] & CALLED
                    or turn < 0
                ):
                    raise fail(index, call_mismatch(seat, meld, rivers, last_discard_seat, turn))
                rivers[last_discard_seat] = (*river[:-1], river[-1] | CALLED)
                rivers_t = tuple(rivers)
                taken = tuple(t for t in meld.tiles if t != meld.called)
                hands = take(hands, seat, taken, held, index)
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
                            index,
                            f"seat {seat}'s kakan (code {meld.code}) differs from its pon",
                        )
                    if meld.added is None:  # no mjlog code gives this; another reader might
                        raise fail(index, f"seat {seat}'s kakan (code {meld.code}) adds no tile")
                    hands = take(hands, seat, (meld.added,), held, index)
                    melds[seat] = (*own[:i], meld, *own[i + 1 :])
                else:
                    hands = take(hands, seat, meld.tiles, held, index)
                    melds[seat] = (*melds[seat], meld)
                turn = seat  # replacement (rinshan) draw
            held = NO_TILE
            drawn_t = NO_DRAWN
            melds_t = tuple(melds)
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        elif type(event) is RoundStart:
            continue
        elif type(event) is RiichiDeclared:
            seat = event.seat
            if riichi[seat] or turn != -1 - seat or has_open_meld(melds[seat]):
                raise fail(index, riichi_refusal(seat, riichi[seat], turn))
            pending_riichi = seat
        elif type(event) is RiichiAccepted:
            seat = event.seat
            if riichi[seat]:
                raise fail(index, f"seat {seat} is already in riichi")
            river = rivers[seat]
            if not river or not river[-1] & RIICHI:
                raise fail(index, f"seat {seat}'s riichi is accepted before its declaration")
            riichi[seat] = True
            riichi_t = four(riichi)
            new_scores = list(scores)
            new_scores[seat] -= 1000
            scores = four(new_scores)
            sticks += 1
            table = (melds_t, dora_t, scores, riichi_t, sticks)
            if event.scores is not None and event.scores[:players] != scores[:players]:
                warnings.append(
                    f"round {rnd.ordinal}, element {position(index)} <REACH>: the log's "
                    f"scores {event.scores[:players]} differ from the replayed "
                    f"{scores[:players]}"
                )
        elif type(event) is NewDora:
            tile = event.indicator
            if seen[tile]:
                raise fail(index, f"the new dora indicator {tile_text(tile)} is already in play")
            if len(dora_t) >= 5:
                raise fail(index, "a sixth dora indicator (a round has five at most)")
            seen[tile] = 1
            dora_t = (*dora_t, tile)
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        elif type(event) is Agari:
            warning = score_warning(event, scores, players, rnd, position(index), tag(index))
            if warning:
                warnings.append(warning)
            seat = event.seat
            if event.seat == event.from_seat and turn != -1 - seat:
                raise fail(index, f"seat {seat} wins by tsumo without a tile to win on")
            scores = four(map(add, event.scores_before, event.deltas))
            sticks = 0
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        elif type(event) is Ryuukyoku:
            warning = score_warning(event, scores, players, rnd, position(index), tag(index))
            if warning:
                warnings.append(warning)
            scores = four(map(add, event.scores_before, event.deltas))
            table = (melds_t, dora_t, scores, riichi_t, sticks)
        else:  # Disconnect, Reconnect: not steps
            continue
        append((event, hands, drawn_t, rivers_t, table, tiles_left))
    return RoundReplay(Snapshots(states, (honba, round_index, dealer)), tuple(warnings))


def hidden_deal(start: RoundStart, dealt: int) -> bool:
    """Whether a deal's only repeated ids are hidden slots (each hand numbers its own)."""
    known = sum(t < UNKNOWN_FIRST for hand in start.hands for t in hand) + 1
    total = sum(map(len, start.hands)) + 1
    return known != total and (dealt & KNOWN_MASK).bit_count() == known


def give_up_hidden(hands: int, seat: int) -> int:
    """The hands after ``seat`` gives up its highest hidden tile; -1 when it holds none."""
    hidden = hands >> SEAT_BITS * seat & HIDDEN_MASK
    if not hidden:
        return -1
    return hands ^ 1 << (SEAT_BITS * seat + hidden.bit_length() - 1)


def has_open_meld(melds: tuple[Meld, ...]) -> bool:
    """Riichi needs a closed hand: any open meld forbids it."""
    return any(m.is_open for m in melds)

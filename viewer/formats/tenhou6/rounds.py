"""One tenhou.net/6 kyoku -> one RoundRecord (typed events with tile ids).

Nearly every round is read in one pass by ``onepass``; a round it is unsure of (a call whose
first choice is wrong, or anything wrong in the file) is read here the thorough way, which also
gives the exact error. The order of play comes from ``order.work_out_order``; this module gives
the tiles their ids (``TileAllocator``), places what the JSON leaves implicit where an mjlog
would have it (the riichi stick paid after the declaration tile passes, before a call on it; a
kan's new dora at once for an ankan and at the kan player's next discard or kan for an open
kan), and turns the result into Agari or Ryuukyoku events with the scores replayed from the
round's start.
"""

from __future__ import annotations

from typing import Any

from viewer.domain.events import (
    Call,
    Event,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
)
from viewer.domain.melds import Meld, MeldKind, encode_meld
from viewer.domain.record import RoundRecord
from viewer.formats.four import four
from viewer.formats.tenhou6.codes import CODES
from viewer.formats.tenhou6.onepass import OnePass
from viewer.formats.tenhou6.order import Lists, Play, work_out_order
from viewer.formats.tenhou6.results import DRAW_KINDS, ResultBuilder, RoundError
from viewer.formats.tile_ids import DISCARDS, DRAWS, Hand, TileAllocator, TileCountError


def build_round(
    ordinal: int, kyoku: list[Any], place: str, players: int, red_fives: bool
) -> tuple[RoundRecord, list[str]]:
    """The events of one kyoku (already checked for shape by the reader), and warnings.

    Read in one pass when that settles it (nearly every round), else by the search."""
    ending, wins = _ending(kyoku[16], place, players)
    quick = one_pass_round(ordinal, kyoku, place, players, red_fives, ending, wins)
    return quick or searched_round(ordinal, kyoku, place, players, red_fives)


def one_pass_round(
    ordinal: int,
    kyoku: list[Any],
    place: str,
    players: int,
    red_fives: bool,
    ending: tuple[str, int],
    wins: list[Any],
) -> tuple[RoundRecord, list[str]] | None:
    """The round read by ``onepass``; None when it is unsure (or the round is wrong anywhere)."""
    dealer = kyoku[0][0] % 4
    result = kyoku[16]
    try:
        quick = OnePass(red_fives, players)
        start = quick.deal(kyoku, dealer)
        quick.play(kyoku, dealer, ending)
        if result:
            quick.finish(result, wins, kyoku[3], place)
    except Exception:  # Unsure, or any error: the search and builder give the exact message
        return None
    return RoundRecord(ordinal, start, tuple(quick.events), 0, (), bool(result)), quick.warnings


def searched_round(
    ordinal: int, kyoku: list[Any], place: str, players: int, red_fives: bool
) -> tuple[RoundRecord, list[str]]:
    """The round read by searching for the order of play, then building its events."""
    (round_index, honba, sticks), scores, dora, ura = kyoku[0], kyoku[1], kyoku[2], kyoku[3]
    dealer = round_index % 4
    result = kyoku[16]
    ending, wins = _ending(result, place, players)
    lists = Lists(
        hands=tuple(tuple(kyoku[4 + 3 * s]) for s in range(4)),
        draws=tuple(kyoku[5 + 3 * s] for s in range(4)),
        discards=tuple(kyoku[6 + 3 * s] for s in range(4)),
        dealer=dealer,
        players=players,
        ending=ending,
        places=tuple((f"{place}[{5 + 3 * s}]", f"{place}[{6 + 3 * s}]") for s in range(4)),
    )
    plays = work_out_order(lists)
    builder = _Builder(red_fives, players)
    try:
        start = builder.deal(round_index, honba, sticks, scores, dora, lists.hands, dealer)
        builder.play(plays, ending)
        if result:
            builder.finish(result, wins, ura, place)
    except TileCountError as exc:
        raise RoundError(str(exc), place) from None
    events = tuple(builder.events)
    return RoundRecord(ordinal, start, events, 0, (), bool(result)), builder.warnings


def _ending(result: list[Any], place: str, players: int) -> tuple[tuple[str, int], list[Any]]:
    """How the round ends, for the order search, and the win entries (info lists)."""
    if not result:
        return ("cut", -1), []
    name = result[0]
    if name == "和了":
        wins = result[2::2]
        if len(result) < 3 or len(result) % 2 == 0:
            raise RoundError("a win result needs deltas and a winner's entry", f"{place}[16]")
        first = wins[0]
        if not (
            isinstance(first, list)
            and len(first) >= 3
            and all(isinstance(v, int) and 0 <= v < players for v in first[:3])
        ):
            raise RoundError(
                "a winner's entry starts with who, from whom, liable seat", f"{place}[16][2]"
            )
        who, giver = first[0], first[1]
        return ("tsumo", who) if who == giver else ("ron", giver), wins
    if name not in DRAW_KINDS:
        raise RoundError(f"unknown result {str(name)[:20]!r}", f"{place}[16][0]")
    return ("ron3" if name == "三家和了" else "draw", -1), []


class _Builder(ResultBuilder):
    def __init__(self, red_fives: bool, players: int) -> None:
        self.red_fives = red_fives
        self.players = players
        self.tiles = TileAllocator(red_fives)
        self.hands = [Hand() for _ in range(4)]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.events: list[Event] = []
        self.dora_codes: list[int] = []
        self.dora_ids: list[int] = []
        self.pending_dora = 0
        self.scores = [0, 0, 0, 0]
        self.sticks = 0
        self.honba = 0
        self.riichi = [False] * 4
        self.drawn = [-1] * 4
        self.last_discard = -1
        self.dealer = 0
        self.warnings: list[str] = []

    def take(self, code: int) -> int:
        kind, red = CODES[code]
        return self.tiles.take(kind, red)

    def deal(
        self,
        round_index: int,
        honba: int,
        sticks: int,
        scores: list[int],
        dora: list[int],
        hands: tuple[tuple[int, ...], ...],
        dealer: int,
    ) -> RoundStart:
        self.dora_codes = list(dora)
        indicator = self.take(dora[0])
        self.dora_ids = [indicator]
        dealt = []
        for seat, codes in enumerate(hands):
            ids = tuple(self.take(c) for c in codes)
            for tile in ids:
                self.hands[seat].add(tile)
            dealt.append(ids)
        self.scores = [*scores, 0, 0, 0, 0][:4]
        self.sticks, self.honba, self.dealer = sticks, honba, dealer
        start = RoundStart(
            round_index, honba, sticks, (1, 1), indicator, dealer, four(self.scores), tuple(dealt)
        )
        self.events.append(start)
        return start

    def play(self, plays: list[Play], ending: tuple[str, int]) -> None:
        """Events for the plays. Draws and plain discards, nine plays in ten, are handled here
        with everything bound to locals; the rest by one method each."""
        events = self.events
        append = events.append
        allocate = self.tiles.take
        held = [hand.ids for hand in self.hands]
        drawn = self.drawn
        codes = CODES
        for index, play in enumerate(plays):
            what, seat, code, _, tsumogiri, riichi, _, _ = play
            if what == "draw":
                kind, red = codes[code]
                tile = allocate(kind, red)
                held[seat].append(tile)
                drawn[seat] = tile
                append(DRAWS[seat][tile])
            elif what == "discard":
                if self.pending_dora:
                    self.reveal_dora(self.pending_dora)
                    self.pending_dora = 0
                if riichi:
                    append(RiichiDeclared(seat))
                tile = drawn[seat]
                if tsumogiri and tile >= 0:
                    held[seat].remove(tile)
                else:
                    tile = self._discard_id(seat, play)
                append(DISCARDS[seat][tile])
                self.last_discard = tile
                drawn[seat] = -1
                if riichi and not self._ronned(plays, index, ending):
                    self._accept(seat)
            elif what == "call":
                self._called(seat, play, plays[index - 1].seat)
            else:
                self._own_kan(seat, play)

    def _ronned(self, plays: list[Play], index: int, ending: tuple[str, int]) -> bool:
        return index == len(plays) - 1 and ending[0] in ("ron", "ron3")

    def _accept(self, seat: int) -> None:
        self.scores[seat] -= 1000
        self.sticks += 1
        self.riichi[seat] = True
        self.events.append(RiichiAccepted(seat, tuple(self.scores)))

    def _discard_id(self, seat: int, play: Play) -> int:
        kind, red = CODES[play.code]
        hand = self.hands[seat]
        drawn = self.drawn[seat]
        if play.tsumogiri and drawn >= 0:
            hand.ids.remove(drawn)
            return drawn
        tile = hand.take(kind, red, self.red_fives, avoid=drawn)
        if tile is None:
            raise RoundError(f"seat {seat} discards a tile it does not hold", play.where)
        return tile

    def _from_hand(self, seat: int, code: int, where: str) -> int:
        kind, red = CODES[code]
        tile = self.hands[seat].take(kind, red, self.red_fives)
        if tile is None:
            raise RoundError(f"seat {seat} calls with a tile it does not hold", where)
        return tile

    def _called(self, seat: int, play: Play, giver: int) -> None:
        call = play.call
        assert call is not None
        called = self.last_discard
        others = [
            self._from_hand(seat, c, play.where) for i, c in enumerate(call.codes) if i != call.slot
        ]
        tiles = tuple(sorted((called, *others)))
        kind = {"c": MeldKind.CHI, "p": MeldKind.PON, "m": MeldKind.DAIMINKAN}[call.letter]
        meld = Meld(kind, tiles, called, giver, None, 0)
        meld = meld._replace(code=encode_meld(meld, seat))
        self.melds[seat].append(meld)
        self.drawn[seat] = -1
        self.events.append(Call(seat, meld))
        if kind is MeldKind.DAIMINKAN:
            self.reveal_dora(self.pending_dora)
            self.pending_dora = 1

    def _own_kan(self, seat: int, play: Play) -> None:
        call = play.call
        assert call is not None
        self.drawn[seat] = -1
        if call.letter == "f":
            tile = self._from_hand(seat, 44, play.where)
            meld = Meld(MeldKind.KITA, (tile,), None, None, None, tile << 8 | 0x20)
            self.melds[seat].append(meld)
            self.events.append(Call(seat, meld))
            self.reveal_dora(self.pending_dora)  # an open kan's dora shows at the kita
            self.pending_dora = 0
            return
        if call.letter == "a":
            tiles = tuple(sorted(self._from_hand(seat, c, play.where) for c in call.codes))
            meld = Meld(MeldKind.ANKAN, tiles, None, None, None, 0)
            meld = meld._replace(code=encode_meld(meld, seat))
            self.melds[seat].append(meld)
            self.events.append(Call(seat, meld))
            self.reveal_dora(self.pending_dora + 1)
            self.pending_dora = 0
            return
        added = self._from_hand(seat, call.taken, play.where)
        own = self.melds[seat]
        for i, pon in enumerate(own):
            if pon.kind is MeldKind.PON and pon.tiles[0] >> 2 == added >> 2:
                break
        else:
            raise RoundError(f"seat {seat} adds to a pon it does not have", play.where)
        meld = Meld(
            MeldKind.KAKAN, tuple(sorted((*pon.tiles, added))), pon.called, pon.from_seat, added, 0
        )
        meld = meld._replace(code=encode_meld(meld, seat))
        own[i] = meld
        self.events.append(Call(seat, meld))
        self.reveal_dora(self.pending_dora)
        self.pending_dora = 1

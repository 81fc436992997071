"""One pass over a tenhou.net/6 kyoku: the order of play and the events built together.

``order.work_out_order`` searches for the order of play (with backtracking) and ``rounds`` then
turns the plays into events: two walks over every tile, each paying for checks and messages
that only a broken file needs. Almost every real round is settled by the first choice at every
call, so this module walks once, greedily (the search's own first branch), with the hands kept
as per-code lists of ids and every event taken from shared tables. Whenever anything is not
plain (a failed check, an odd item, a red five in a game without them), it raises ``Unsure``
and the round is read again by the search and builder, which give the exact error, position
and choice. A round read here therefore equals what the two-pass reading gives.

Why the lists of ids stay sorted: a kind's ids are handed out in increasing order and a hand
only gains tiles at the deal and by drawing, so each list is in allocation order; the lowest id
is the first (what ``Hand.take`` picks, and never the tile just drawn unless it is the only
one) and the tile just drawn is the last.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import chain
from typing import Any

from viewer.domain.events import (
    Call,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
)
from viewer.domain.melds import Meld, MeldKind
from viewer.formats.four import four
from viewer.formats.tenhou6.codes import CODES, CallCode, parse_call
from viewer.formats.tenhou6.passtables import (
    FIRST_IDS,
    NEXT_IDS,
    Unsure,
    coded,
    last_play,
    read_calls,
    wanted,
)
from viewer.formats.tenhou6.results import ResultBuilder
from viewer.formats.tile_ids import DISCARDS, DRAWS

_RIICHI = {f"r{code}": code for code in (*CODES, 60)}  # "r15" -> 15, "r60" -> 60 (tsumogiri)
_DECLARED = tuple(RiichiDeclared(seat) for seat in range(4))
_OPEN_KINDS = {"c": MeldKind.CHI, "p": MeldKind.PON, "m": MeldKind.DAIMINKAN}
RONS = ("ron", "ron3")
_STOP = object()  # what follows the last item of each list while it is walked
_END = [_STOP]
_TSUMOGIRI = 60  # compared by identity: only the int 60 (not 60.0) is it
_FOLLOWING = {players: [(seat + 1) % players for seat in range(4)] for players in (3, 4)}


class OnePass(ResultBuilder):
    """The state of one round read in one pass; ``ResultBuilder.finish`` reads the result."""

    def __init__(self, red_fives: bool, players: int) -> None:
        self.red_fives = red_fives
        self.players = players
        self.next_id = dict(FIRST_IDS[red_fives])  # code -> the id its next tile gets
        self.after = NEXT_IDS[red_fives]
        # per seat: code -> ids held, in allocation order
        self.held: list[defaultdict[int, list[int]]] = [
            defaultdict(list),
            defaultdict(list),
            defaultdict(list),
            defaultdict(list),
        ]
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.events = []
        self.dora_codes: list[int] = []
        self.dora_ids: list[int] = []
        self.pending_dora = 0
        self.riichi = [False] * 4
        self.riichi_before = False
        self.last_discard = -1
        self.warnings = []

    def take(self, code: int) -> int:
        """A fresh id for ``code`` (the tile allocator's rule; an exception for its errors)."""
        tile = self.next_id[code]
        self.next_id[code] = self.after[tile]  # type: ignore[assignment]
        return tile

    def deal(self, kyoku: list[Any], dealer: int) -> RoundStart:
        (round_index, honba, sticks), scores, dora = kyoku[0], kyoku[1], kyoku[2]
        self.dora_codes = list(dora)
        indicator = self.take(dora[0])
        self.dora_ids = [indicator]
        next_id, after = self.next_id, self.after
        dealt = []
        for seat in range(4):
            held = self.held[seat]
            ids = []
            for code in kyoku[4 + 3 * seat]:
                tile = next_id[code]
                next_id[code] = after[tile]  # type: ignore[assignment]
                ids.append(tile)
                held[code].append(tile)
            dealt.append(tuple(ids))
        self.scores = [*scores, 0, 0, 0, 0][:4]
        self.sticks, self.honba = sticks, honba
        start = RoundStart(
            round_index, honba, sticks, (1, 1), indicator, dealer, four(self.scores), tuple(dealt)
        )
        self.events.append(start)
        return start

    def accept_riichi(self, seat: int) -> None:
        self.riichi_before = self.riichi[seat]
        self.scores[seat] -= 1000
        self.sticks += 1
        self.riichi[seat] = True
        self.accepted = RiichiAccepted(seat, tuple(self.scores))
        self.events.append(self.accepted)

    def hand_ids(self, seat: int) -> list[int]:
        return list(chain.from_iterable(self.held[seat].values()))

    def from_hand(self, seat: int, code: int) -> int:
        same = self.held[seat][code]
        if not same:
            raise Unsure
        return same.pop(0)

    def take_call(self, caller: int, call: CallCode, giver: int) -> None:
        """A chi, pon or daiminkan on the last discard (the caller's hand is checked here)."""
        others = [self.from_hand(caller, c) for i, c in enumerate(call.codes) if i != call.slot]
        called = self.last_discard
        kind = _OPEN_KINDS[call.letter]
        meld = Meld(kind, tuple(sorted((called, *others))), called, giver, None, 0)
        meld = coded(meld, caller)
        self.melds[caller].append(meld)
        self.events.append(Call(caller, meld))
        if kind is MeldKind.DAIMINKAN:
            self.reveal_dora(self.pending_dora)
            self.pending_dora = 1

    def own_kan(self, seat: int, text: str) -> None:
        """An ankan, kakan or kita from the discard list."""
        try:
            call = parse_call(text)
        except ValueError:
            raise Unsure from None
        letter = call.letter
        if letter == "a":
            tiles = tuple(sorted(self.from_hand(seat, c) for c in call.codes))
            meld = Meld(MeldKind.ANKAN, tiles, None, None, None, 0)
            meld = coded(meld, seat)
            self.melds[seat].append(meld)
            self.events.append(Call(seat, meld))
            self.reveal_dora(self.pending_dora + 1)
            self.pending_dora = 0
        elif letter == "k":
            kind = CODES[call.taken][0]
            own = self.melds[seat]
            for i, pon in enumerate(own):
                if pon.kind is MeldKind.PON and pon.tiles[0] >> 2 == kind:
                    break
            else:
                raise Unsure
            added = self.from_hand(seat, call.taken)
            tiles = tuple(sorted((*pon.tiles, added)))
            meld = Meld(MeldKind.KAKAN, tiles, pon.called, pon.from_seat, added, 0)
            own[i] = coded(meld, seat)
            self.events.append(Call(seat, own[i]))
            self.reveal_dora(self.pending_dora)
            self.pending_dora = 1
        elif letter == "f" and self.players == 3 and call.taken == 44:
            tile = self.from_hand(seat, 44)
            meld = Meld(MeldKind.KITA, (tile,), None, None, None, tile << 8 | 0x20)
            self.melds[seat].append(meld)
            self.events.append(Call(seat, meld))
            self.reveal_dora(self.pending_dora)  # an open kan's dora shows at the kita
            self.pending_dora = 0
        else:
            raise Unsure

    def play(self, kyoku: list[Any], dealer: int, ending: tuple[str, int]) -> None:
        """Every play in order, as events: draws and plain discards inline, the rest by method.

        Each list ends with ``_END`` (a copy: the JSON value stays as it was), so the end of a
        seat's list is found by the check for a non-int that every item passes anyway."""
        players = self.players
        draws: list[list[Any]] = [kyoku[5] + _END, kyoku[8] + _END, kyoku[11] + _END]
        draws.append(kyoku[14] + _END)
        discards: list[list[Any]] = [kyoku[6] + _END, kyoku[9] + _END, kyoku[12] + _END]
        discards.append(kyoku[15] + _END)
        calls = read_calls([kyoku[5], kyoku[8], kyoku[11], kyoku[14]])
        may_call = any(calls)
        ins = [0, 0, 0, 0]
        outs = [0, 0, 0, 0]
        taken = [0, 0, 0, 0]  # calls made by each seat
        claimable = wanted(calls, taken) if may_call else []
        following = _FOLLOWING[players]
        next_id, after = self.next_id, self.after
        all_held = self.held
        events = self.events
        append = events.append
        draw_events, discard_events = DRAWS, DISCARDS
        seat = dealer
        drawn = drawn_code = -1
        last_discard = -1
        pending = 0  # kan dora waiting for the next discard (kept in self.pending_dora between)
        acts = False  # the seat plays without a draw first (after its chi or pon)
        riichi_accepted: RiichiAccepted | None = None
        while True:
            held = all_held[seat]
            straight_out = False
            if acts:
                acts = False
            else:
                index = ins[seat]
                code = draws[seat][index]
                if code.__class__ is not int:  # (11.0 would find 11 below)
                    if code is _STOP:
                        break
                    raise Unsure
                tile = next_id[code]  # KeyError: no tile code
                next_id[code] = after[tile]  # type: ignore[assignment]
                ins[seat] = index + 1
                append(draw_events[seat][tile])
                index = outs[seat]
                if discards[seat][index] is _TSUMOGIRI and not pending:
                    outs[seat] = index + 1  # the tile goes straight out, never into the hand
                    append(discard_events[seat][tile])
                    straight_out = True
                else:
                    held[code].append(tile)
                    drawn, drawn_code = tile, code
            if not straight_out:
                index = outs[seat]
                item = discards[seat][index]
                outs[seat] = index + 1
                riichi = False
                if item.__class__ is not int:
                    value = _RIICHI.get(item) if item.__class__ is str else None
                    if value is None:
                        if item is _STOP:
                            outs[seat] = index
                            break
                        if item.__class__ is not str or not item or item[0] == "r":
                            raise Unsure
                        self.pending_dora = pending
                        self.own_kan(seat, item)
                        pending = self.pending_dora
                        drawn = -1
                        continue  # the replacement draw
                    riichi = True
                    item = value
                if item == 60:
                    if drawn < 0:
                        raise Unsure
                    tile, code = drawn, drawn_code
                    held[code].pop()
                else:
                    same = held[item]
                    if not same:
                        raise Unsure
                    tile = same.pop(0)
                    code = item
                drawn = -1
                if riichi or pending:
                    if pending:
                        self.reveal_dora(pending)
                        pending = 0
                    if riichi:
                        append(_DECLARED[seat])
                        append(discard_events[seat][tile])
                        self.accept_riichi(seat)
                        riichi_accepted = self.accepted
                    else:
                        append(discard_events[seat][tile])
                else:
                    append(discard_events[seat][tile])
            last_discard = tile
            if may_call and code in claimable[seat]:
                claim = self.claim(seat, code, draws, calls, ins)
                if claim is not None:
                    caller, call = claim
                    ins[caller] += 1
                    self.last_discard, self.pending_dora = tile, pending
                    self.take_call(caller, call, seat)
                    pending = self.pending_dora
                    taken[caller] += 1
                    claimable = wanted(calls, taken)
                    seat = caller
                    if call.letter == "m":
                        if discards[caller][outs[caller]] == 0:
                            outs[caller] += 1  # the 0 that stands for the kan's missing discard
                    else:
                        acts = True
                    continue
            seat = following[seat]
        self.pending_dora = pending
        self.last_discard = last_discard
        self.check_end(draws, discards, ins, outs, ending)
        if riichi_accepted is not None and events[-1] is riichi_accepted and ending[0] in RONS:
            events.pop()  # the riichi discard was ronned: its stick is never paid
            seat = riichi_accepted.seat
            self.scores[seat] += 1000
            self.sticks -= 1
            self.riichi[seat] = self.riichi_before

    def claim(
        self,
        seat: int,
        code: int,
        draws: list[list[Any]],
        calls: list[dict[int, CallCode]],
        ins: list[int],
    ) -> tuple[int, CallCode] | None:
        """The search's first choice for this discard: pon and kan before chi, in seat order."""
        found: list[tuple[int, CallCode]] = []
        players = self.players
        for step in range(1, players):
            caller = (seat + step) % players
            call = calls[caller].get(ins[caller])
            if call is None or call.taken != code:
                continue
            if (caller + call.relative_giver()) % 4 != seat:
                continue
            found.append((caller, call))
        if len(found) > 1:
            found.sort(key=lambda pair: pair[1].letter == "c")
        return found[0] if found else None

    def check_end(
        self,
        draws: list[list[Any]],
        discards: list[list[Any]],
        ins: list[int],
        outs: list[int],
        ending: tuple[str, int],
    ) -> None:
        """Nothing left over (each list but its ``_END``), and the last play fits the ending."""
        for seat in range(self.players):
            if ins[seat] < len(draws[seat]) - 1 or outs[seat] < len(discards[seat]) - 1:
                raise Unsure
        how, who = ending
        if how in ("tsumo", "ron"):
            what, seat = last_play(self.events)
            if how == "tsumo" and (what, seat) != ("draw", who):
                raise Unsure
            if how == "ron" and (what not in ("discard", "kan") or seat != who):
                raise Unsure

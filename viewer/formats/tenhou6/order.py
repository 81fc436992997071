"""The order of play of one tenhou.net/6 round, worked out from its per-seat lists.

The JSON keeps, for each seat, what came in (draws and chi/pon/daiminkan strings) and what went
out (discards and ankan/kakan/kita strings), but not how the seats' turns interleave. Play is
walked turn by turn: the seat to move takes its next draw, then its next discard; after each
discard, a seat whose next incoming item is a call on that tile may take it. When the same kind
is discarded twice before a call the first match may be wrong, so each call is a choice point:
if the round cannot be finished that way (a tile not in hand, plays left over), the walk goes
back and lets the discard pass. Hands are followed by tile code, which catches a wrong guess
within a few plays.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.formats.tenhou6.codes import CODES, TSUMOGIRI, CallCode, parse_call

_new = tuple.__new__  # NamedTuples made without their Python-level __new__ (a round has ~100)
MAX_WORK = 200_000  # plays tried in one round, all branches together; real rounds need ~100
DRAW, ACT = 0, 1


class Play(NamedTuple):
    """One step: ``what`` is draw, discard, call (chi/pon/daiminkan) or kan (ankan/kakan/kita)."""

    what: str
    seat: int
    code: int  # the tile drawn or discarded (red fives as 51-53); 0 for calls
    call: CallCode | None
    tsumogiri: bool
    riichi: bool
    place: str  # the JSON place of the item's list, for messages
    item: int  # the item's index in that list

    @property
    def where(self) -> str:
        return f"{self.place}[{self.item}]"


class OrderError(ValueError):
    """No order of play fits the lists; ``where`` is the item the best attempt stopped at."""

    def __init__(self, message: str, where: str, depth: int) -> None:
        super().__init__(message)
        self.message = message
        self.where = where
        self.depth = depth


class Lists(NamedTuple):
    hands: tuple[tuple[int, ...], ...]
    draws: tuple[list[object], ...]
    discards: tuple[list[object], ...]
    dealer: int
    players: int
    ending: tuple[str, int]  # ("tsumo" | "ron" | "draw", seat: winner or discarder, else -1)
    places: tuple[tuple[str, str], ...]  # per seat: JSON paths of its draw and discard lists


class _State:
    __slots__ = ("drawn", "hands", "ins", "last", "outs", "phase", "plays", "pons", "turn")

    def __init__(self, lists: Lists) -> None:
        self.hands: list[dict[int, int]] = []
        for hand in lists.hands:
            counts: dict[int, int] = {}
            for code in hand:
                counts[code] = counts.get(code, 0) + 1
            self.hands.append(counts)
        self.ins = [0, 0, 0, 0]
        self.outs = [0, 0, 0, 0]
        self.turn = lists.dealer
        self.phase = DRAW
        self.drawn = -1
        self.last = (-1, -1)  # seat and code of the last discard
        self.pons: list[set[int]] = [set(), set(), set(), set()]  # kinds of each seat's pons
        self.plays: list[Play] = []

    def copy(self) -> _State:
        other = _State.__new__(_State)
        other.hands = [dict(h) for h in self.hands]
        other.ins = list(self.ins)
        other.outs = list(self.outs)
        other.turn, other.phase, other.drawn, other.last = (
            self.turn,
            self.phase,
            self.drawn,
            self.last,
        )
        other.pons = [set(p) for p in self.pons]
        other.plays = list(self.plays)
        return other


def _kind(code: int) -> int:
    return CODES[code][0]


class _Walk:
    def __init__(self, lists: Lists) -> None:
        self.lists = lists
        # whether anyone calls a discard at all (most rounds of a few seats never do)
        self.may_call = any(i.__class__ is str for draws in lists.draws for i in draws)
        self.work = 0
        self.best: OrderError | None = None

    def fail(self, state: _State, message: str, where: str) -> OrderError:
        error = OrderError(message, where, len(state.plays))
        if self.best is None or error.depth >= self.best.depth:
            self.best = error
        return error

    def run(self, state: _State) -> list[Play]:
        lists = self.lists
        players = lists.players
        following = [(seat + 1) % players for seat in range(4)]
        others = [[(seat + step) % players for step in range(1, players)] for seat in range(4)]
        all_draws = lists.draws
        while True:
            self.work += 1
            if self.work > MAX_WORK:
                raise OrderError(
                    "the order of play cannot be worked out (too many choices)", "", 1 << 30
                )
            seat = state.turn
            draws_place, discards_place = lists.places[seat]
            if state.phase == DRAW:
                items = lists.draws[seat]
                index = state.ins[seat]
                if index >= len(items):
                    return self.finish(state)
                item = items[index]
                if item.__class__ is int and item in CODES:
                    code = item
                else:
                    where = f"{draws_place}[{index}]"
                    if isinstance(item, str):
                        raise self.fail(state, f"the call {item!r} takes no discard", where)
                    code = _tile(item, where, self, state)
                state.ins[seat] += 1
                hand = state.hands[seat]
                hand[code] = hand.get(code, 0) + 1
                state.drawn = code
                state.plays.append(
                    _new(Play, ("draw", seat, code, None, False, False, draws_place, index))
                )
                state.phase = ACT
                continue
            items = lists.discards[seat]
            index = state.outs[seat]
            if index >= len(items):
                return self.finish(state)
            item = items[index]
            state.outs[seat] += 1
            if item.__class__ is int:
                riichi = False
                value: object = item
            else:
                where = f"{discards_place}[{index}]"
                if isinstance(item, str) and item and item[0] != "r":
                    call = _call(item, where, self, state)
                    self.own_kan(state, seat, call, discards_place, index)
                    continue
                riichi = isinstance(item, str)
                text = item[1:] if isinstance(item, str) else item
                try:
                    value = int(text) if isinstance(text, str) and text.isdigit() else text
                except ValueError:  # (a string of 5,000 digits)
                    value = None
                if not isinstance(value, int) or isinstance(value, bool):
                    raise self.fail(state, f"{_short(item)} is not a discard", where)
            tsumogiri = value == TSUMOGIRI
            if tsumogiri:
                if state.drawn < 0:
                    where = f"{discards_place}[{index}]"
                    raise self.fail(state, "a tsumogiri (60) without a tile drawn", where)
                code = state.drawn
            elif value in CODES:
                code = value
            else:
                code = _tile(value, f"{discards_place}[{index}]", self, state)
            hand = state.hands[seat]
            count = hand.get(code, 0)
            if not count:
                where = f"{discards_place}[{index}]"
                raise self.fail(
                    state, f"seat {seat} discards {code}, which is not in its hand", where
                )
            hand[code] = count - 1
            state.drawn = -1
            state.last = (seat, code)
            state.plays.append(
                _new(Play, ("discard", seat, code, None, tsumogiri, riichi, discards_place, index))
            )
            if self.may_call:
                ins = state.ins
                for caller in others[seat]:  # a quick look: does any seat's next item call?
                    heads = all_draws[caller]
                    if ins[caller] < len(heads) and heads[ins[caller]].__class__ is str:
                        break
                else:
                    caller = -1
            if not self.may_call or caller < 0:
                state.turn = following[seat]
                state.phase = DRAW
                continue
            for caller, call in self.claims(state, seat, code):
                branch = state.copy()
                try:
                    self.take_call(branch, caller, call)
                    return self.run(branch)
                except OrderError as exc:
                    if exc.depth == 1 << 30:
                        raise
            state.turn = following[seat]
            state.phase = DRAW

    def claims(self, state: _State, seat: int, code: int) -> list[tuple[int, CallCode]]:
        """Seats whose next incoming item calls this discard: pon and kan first, then chi."""
        lists = self.lists
        found: list[tuple[int, CallCode]] = []
        for step in range(1, lists.players):
            caller = (seat + step) % lists.players
            items = lists.draws[caller]
            index = state.ins[caller]
            if index >= len(items) or not isinstance(items[index], str):
                continue
            where = f"{lists.places[caller][0]}[{index}]"
            call = _call(str(items[index]), where, self, state)
            if call.letter not in "cpm" or call.taken != code:
                continue
            if (caller + call.relative_giver()) % 4 != seat:
                continue
            found.append((caller, call))
        if len(found) > 1:
            found.sort(key=lambda pair: pair[1].letter == "c")
        return found

    def take_call(self, state: _State, caller: int, call: CallCode) -> None:
        lists = self.lists
        place, index = lists.places[caller][0], state.ins[caller]
        where = f"{place}[{index}]"
        state.ins[caller] += 1
        hand = state.hands[caller]
        for index, code in enumerate(call.codes):
            if index != call.slot and not _remove(hand, code):
                raise self.fail(
                    state, f"seat {caller} calls with {code}, which is not in its hand", where
                )
        state.plays.append(_new(Play, ("call", caller, 0, call, False, False, place, index)))
        state.turn = caller
        state.drawn = -1
        if call.letter == "p":
            state.pons[caller].add(_kind(call.taken))
        if call.letter == "m":
            outs = lists.discards[caller]
            if state.outs[caller] < len(outs) and outs[state.outs[caller]] == 0:
                state.outs[caller] += 1  # the 0 that stands for the kan's missing discard
            state.phase = DRAW
        else:
            state.phase = ACT

    def own_kan(self, state: _State, seat: int, call: CallCode, place: str, index: int) -> None:
        where = f"{place}[{index}]"
        hand = state.hands[seat]
        if call.letter == "a":
            taken = call.codes
        elif call.letter == "k":
            kind = _kind(call.taken)
            if kind not in state.pons[seat]:
                raise self.fail(state, f"seat {seat} adds to a pon it does not have", where)
            state.pons[seat].discard(kind)
            taken = (call.taken,)
        elif call.letter == "f":
            if self.lists.players != 3 or call.taken != 44:
                raise self.fail(
                    state, "kita (f44) sets aside a North in 3-player games only", where
                )
            taken = (44,)
        else:
            raise self.fail(state, f"a {call.letter!r} call stands among the discards", where)
        for code in taken:
            if not _remove(hand, code):
                raise self.fail(
                    state, f"seat {seat} calls with {code}, which is not in its hand", where
                )
        state.plays.append(_new(Play, ("kan", seat, 0, call, False, False, place, index)))
        state.drawn = -1
        state.phase = DRAW  # the replacement draw

    def finish(self, state: _State) -> list[Play]:
        lists = self.lists
        for seat in range(lists.players):
            if state.ins[seat] < len(lists.draws[seat]):
                where = f"{lists.places[seat][0]}[{state.ins[seat]}]"
                raise self.fail(state, f"seat {seat} has draws left after the round's end", where)
            if state.outs[seat] < len(lists.discards[seat]):
                where = f"{lists.places[seat][1]}[{state.outs[seat]}]"
                raise self.fail(
                    state, f"seat {seat} has discards left after the round's end", where
                )
        how, who = lists.ending
        last = state.plays[-1] if state.plays else None
        if how == "tsumo" and (last is None or last.what != "draw" or last.seat != who):
            raise self.fail(state, f"seat {who} wins by tsumo but did not draw last", "")
        if how == "ron" and (
            last is None or last.what not in ("discard", "kan") or last.seat != who
        ):
            raise self.fail(state, f"a win on seat {who}'s tile, but it did not play last", "")
        return state.plays


def work_out_order(lists: Lists) -> list[Play]:
    """Every play of the round in order; OrderError when no order fits."""
    walk = _Walk(lists)
    try:
        return walk.run(_State(lists))
    except OrderError as exc:
        if walk.best is not None and exc.depth != 1 << 30:
            raise walk.best from None
        raise


def _add(hand: dict[int, int], code: int) -> None:
    hand[code] = hand.get(code, 0) + 1


def _remove(hand: dict[int, int], code: int) -> bool:
    count = hand.get(code, 0)
    if not count:
        return False
    hand[code] = count - 1
    return True


def _tile(item: object, where: str, walk: _Walk, state: _State) -> int:
    if item.__class__ is int and item in CODES:
        return item
    raise walk.fail(state, f"{_short(item)} is not a tile code", where)


def _call(text: str, where: str, walk: _Walk, state: _State) -> CallCode:
    try:
        return parse_call(text)
    except ValueError as exc:
        raise walk.fail(state, str(exc), where) from None


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 24 else text[:23] + "…"

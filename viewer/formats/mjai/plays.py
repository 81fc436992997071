"""The events inside a round of an mjai log, one method per event type.

A base class of the reader (which owns the file, the lines and the rounds): each handler checks
its event's values, gives tiles their ids and appends typed events to the open round.
"""

from __future__ import annotations

from typing import Any

from viewer.domain.events import (
    Agari,
    Call,
    Draw,
    Event,
    NewDora,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import Meld, MeldKind, encode_meld
from viewer.domain.record import RoundRecord
from viewer.domain.tiles import is_unknown
from viewer.formats.four import four
from viewer.formats.mjai.hidden import add_hidden, give_up_hidden
from viewer.formats.mjai.names import DRAW_KINDS, UNKNOWN, WINDS
from viewer.formats.mjai.values import Stop, numbers, tile_of, whole
from viewer.formats.mjai.yakus import read_yakus
from viewer.formats.tile_ids import DISCARDS, DRAWS, Hand, TileAllocator

MAX_ROUNDS = 500


class RoundEvents:
    """The state of the open round and its handlers."""

    red: bool
    players: int
    hanchan: bool
    rounds: list[RoundRecord]
    events: list[Event] | None
    ura_ids: list[int] | None

    def warn(self, message: str) -> None:
        raise NotImplementedError

    def start(self, event: dict[str, Any]) -> None:
        if len(self.rounds) >= MAX_ROUNDS:
            raise Stop(f"more than {MAX_ROUNDS} rounds: this is not one game (refused)")
        wind = event.get("bakaze")
        if wind not in tuple(WINDS):
            raise Stop(f"'bakaze' must be E, S, W or N, not {str(wind)[:10]!r}")
        number = whole(event, "kyoku", 1, 4)
        honba = whole(event, "honba", 0, 999)
        sticks = whole(event, "kyotaku", 0, 999)
        tehais = event.get("tehais")
        if not isinstance(tehais, list) or not 3 <= len(tehais) <= 4:
            raise Stop("'tehais' must be the 4 starting hands")
        if not self.rounds:
            self.players = 3 if len(tehais) == 3 or not tehais[3] else 4
        dealer = whole(event, "oya", 0, self.players - 1)
        scores = numbers(event, "scores", self.players) or [25000] * self.players + [0]
        index = WINDS.index(str(wind)) * 4 + number - 1
        if index >= 4:
            self.hanchan = True
        self.tiles = TileAllocator(self.red)
        indicator = self.take(event.get("dora_marker"))
        self.hands = [Hand() for _ in range(4)]
        dealt = []
        for seat in range(4):
            hand = tehais[seat] if seat < len(tehais) else []
            if not isinstance(hand, list) or len(hand) != (13 if seat < self.players else 0):
                raise Stop(
                    f"seat {seat}'s starting hand must have "
                    f"{13 if seat < self.players else 0} tiles"
                )
            for name in hand:
                if name == UNKNOWN:
                    add_hidden(self.hands[seat])
                else:
                    self.hands[seat].add(self.take(name))
            dealt.append(tuple(self.hands[seat].ids))
        self.melds: list[list[Meld]] = [[], [], [], []]
        self.drawn = [-1, -1, -1, -1]
        self.drawn_at = [0, 0, 0, 0]  # where in the round each seat's last draw is
        self.last_discard = (-1, -1)
        self.dora = [indicator]
        self.scores = list(scores[:4])
        self.sticks = sticks
        self.honba = honba
        self.riichi = [False] * 4
        self.wins = 0
        self.start_event = RoundStart(
            index, honba, sticks, (1, 1), indicator, dealer, four(self.scores), tuple(dealt)
        )
        self.events = [self.start_event]
        self.result = False

    def close_round(self, complete: bool) -> None:
        assert self.events is not None
        if len(self.events) > 1 or complete:
            record = RoundRecord(
                len(self.rounds) + 1, self.start_event, tuple(self.events), 0, (), complete
            )
            self.rounds.append(record)
        self.events = None

    def take(self, name: object) -> int:
        kind, red = tile_of(name)
        return self.tiles.take(kind, red)

    def seat(self, event: dict[str, Any], key: str = "actor") -> int:
        return whole(event, key, 0, self.players - 1)

    def from_hand(self, seat: int, name: object, avoid: int = -1) -> int:
        kind, red = tile_of(name)
        tile = self.hands[seat].take(kind, red, self.red, avoid)
        if tile is None:
            if not give_up_hidden(self.hands[seat]):
                raise Stop(f"seat {seat} does not hold {name}")
            tile = self.tiles.take(kind, red)  # a hidden tile shown as it leaves the hand
        return tile

    def reveal_draw(self, seat: int, name: object) -> int:
        """The hidden draw of ``seat`` turns out to be ``name``: read it as that tile."""
        assert self.events is not None
        self.hands[seat].ids.remove(self.drawn[seat])
        tile = self.take(name)
        self.hands[seat].add(tile)
        self.drawn[seat] = tile
        self.events[self.drawn_at[seat]] = DRAWS[seat][tile]
        return tile

    def emit(self, event: Event) -> None:
        assert self.events is not None
        if self.result and not isinstance(event, Agari):
            raise Stop("a play after the round's result")
        self.events.append(event)

    def on_tsumo(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        name = event.get("pai")
        if name == UNKNOWN:
            tile = add_hidden(self.hands[seat])
        else:
            tile = self.take(name)
            self.hands[seat].add(tile)
        self.drawn[seat] = tile
        self.drawn_at[seat] = len(self.events or ())
        self.emit(DRAWS[seat][tile])

    def on_dahai(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        drawn = self.drawn[seat]
        kind, red = tile_of(event.get("pai"))
        if event.get("tsumogiri") is True and is_unknown(drawn):
            drawn = self.reveal_draw(seat, event.get("pai"))
        if (
            event.get("tsumogiri") is True
            and drawn >= 0
            and (drawn >> 2, self.is_red(drawn)) == (kind, red)
        ):
            self.hands[seat].ids.remove(drawn)
            tile = drawn
        else:
            tile = self.from_hand(seat, event.get("pai"), avoid=drawn)
        self.drawn[seat] = -1
        self.last_discard = (seat, tile)
        self.emit(DISCARDS[seat][tile])

    def is_red(self, tile: int) -> bool:
        return self.red and tile in (16, 52, 88)

    def on_call(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        target = self.seat(event, "target")
        giver, called = self.last_discard
        kind, red = tile_of(event.get("pai"))
        if giver != target or called < 0 or (called >> 2, self.is_red(called)) != (kind, red):
            raise Stop(
                f"seat {seat} calls {event.get('pai')} from seat {target}, "
                "which is not the last discard"
            )
        consumed = event.get("consumed")
        size = 3 if event["type"] == "daiminkan" else 2
        if not isinstance(consumed, list) or len(consumed) != size:
            raise Stop(f"'consumed' must list the {size} tiles from the hand")
        others = [self.from_hand(seat, name) for name in consumed]
        meld_kind = {"chi": MeldKind.CHI, "pon": MeldKind.PON, "daiminkan": MeldKind.DAIMINKAN}[
            event["type"]
        ]
        self.melds[seat].append(self.add_meld(seat, meld_kind, (called, *others), called, target))

    def add_meld(
        self,
        seat: int,
        kind: MeldKind,
        tiles: tuple[int, ...],
        called: int | None,
        giver: int | None,
        added: int | None = None,
    ) -> Meld:
        kinds = sorted({t >> 2 for t in tiles})
        run = len(kinds) == 3 and kinds[2] - kinds[0] == 2 and kinds[0] < 27
        if kind is MeldKind.CHI and not (run and kinds[0] // 9 == kinds[2] // 9):
            raise Stop("a chi is a run of three tiles of one suit")
        if kind is not MeldKind.CHI and len(kinds) != 1:
            raise Stop(f"a {kind.label} is made of one kind of tile")
        if kind is MeldKind.CHI and (self.players == 3 or giver != (seat + 3) % 4):
            raise Stop("a chi takes the tile of the previous seat (and never in 3-player)")
        meld = Meld(kind, tuple(sorted(tiles)), called, giver, added, 0)
        meld = meld._replace(code=encode_meld(meld, seat))
        self.drawn[seat] = -1
        self.emit(Call(seat, meld))
        return meld

    def on_own_kan(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        kind = event["type"]
        if kind == "nukidora":
            if self.players != 3:
                raise Stop("nukidora (kita) exists in 3-player games only")
            tile = self.from_hand(seat, event.get("pai", "N"))
            if tile >> 2 != 30:
                raise Stop("nukidora sets aside a North (N)")
            meld = Meld(MeldKind.KITA, (tile,), None, None, None, tile << 8 | 0x20)
            self.melds[seat].append(meld)
            self.drawn[seat] = -1
            self.emit(Call(seat, meld))
            return
        consumed = event.get("consumed")
        if kind == "ankan":
            if not isinstance(consumed, list) or len(consumed) != 4:
                raise Stop("'consumed' of an ankan lists its 4 tiles")
            tiles = tuple(self.from_hand(seat, name) for name in consumed)
            self.melds[seat].append(self.add_meld(seat, MeldKind.ANKAN, tiles, None, None))
            return
        added = self.from_hand(seat, event.get("pai"))
        for i, pon in enumerate(self.melds[seat]):
            if pon.kind is MeldKind.PON and pon.tiles[0] >> 2 == added >> 2:
                break
        else:
            raise Stop(f"seat {seat} adds to a pon it does not have")
        meld = self.add_meld(
            seat, MeldKind.KAKAN, (*pon.tiles, added), pon.called, pon.from_seat, added
        )
        self.melds[seat][i] = meld

    def on_reach(self, event: dict[str, Any]) -> None:
        self.emit(RiichiDeclared(self.seat(event)))

    def on_reach_accepted(self, event: dict[str, Any]) -> None:
        seat = self.seat(event)
        self.scores[seat] -= 1000
        self.sticks += 1
        self.riichi[seat] = True
        self.emit(RiichiAccepted(seat, tuple(self.scores)))

    def on_dora(self, event: dict[str, Any]) -> None:
        tile = self.take(event.get("dora_marker"))
        self.dora.append(tile)
        self.emit(NewDora(tile))

    def on_hora(self, event: dict[str, Any]) -> None:
        assert self.events is not None
        seat = self.seat(event)
        giver = self.seat(event, "target")
        hand = list(self.hands[seat].ids)
        last = self.events[-1]
        if seat == giver:
            if not isinstance(last, Draw) or last.seat != seat:
                raise Stop(f"seat {seat} wins by tsumo without a tile drawn")
            win_tile = last.tile
            if is_unknown(win_tile) and event.get("pai", UNKNOWN) != UNKNOWN:
                win_tile = self.reveal_draw(seat, event.get("pai"))
                hand = list(self.hands[seat].ids)
        else:
            # the event won on: the discard, or the kakan / kita / ankan robbed (a double ron's
            # second win and a kan's new dora come after it)
            won_on = next(
                (e for e in reversed(self.events) if not isinstance(e, Agari | NewDora)), None
            )
            robbed = won_on.meld.robbed_tile if isinstance(won_on, Call) else None
            win_tile = robbed if robbed is not None else self.last_discard[1]
            if win_tile < 0:
                raise Stop(f"seat {seat} wins by ron with no tile to win on")
            hand.append(win_tile)
        deltas = numbers(event, "deltas", self.players)
        has_deltas = deltas is not None
        if deltas is None:
            deltas = [0, 0, 0, 0]
            self.warn(
                "the win gives no score changes ('deltas'); the scores after it are "
                "not known and are left as they were"
            )
        ura = event.get("ura_markers", event.get("uradora_markers")) or []
        if not isinstance(ura, list) or len(ura) > 5:
            raise Stop("'ura_markers' must be a list of tiles")
        ura_ids = getattr(self, "ura_ids", None)
        if self.wins == 0 or ura_ids is None:
            ura_ids = [self.take(t) for t in ura] if self.riichi[seat] else []
            self.ura_ids = ura_ids
        yaku, yakuman = read_yakus(
            event.get("yakus"), seat, hand, self.melds[seat], self.start_event, self.warn
        )
        fu = event.get("fu") if isinstance(event.get("fu"), int) else 0
        points = event.get("hora_points")
        if not isinstance(points, int) or isinstance(points, bool) or not 0 < points < 10**6:
            points = self.points_of(seat, deltas) if has_deltas else 0
        limit = event.get("limit") if isinstance(event.get("limit"), int) else 0
        pao = event.get("pao")
        before = tuple(self.scores)
        self.scores = [a + b for a, b in zip(self.scores, deltas, strict=True)]
        sticks = self.sticks if self.wins == 0 else 0
        self.wins += 1
        self.emit(
            Agari(
                seat,
                giver,
                tuple(sorted(hand)),
                tuple(self.melds[seat]),
                win_tile,
                fu if isinstance(fu, int) else 0,
                points if isinstance(points, int) else 0,
                limit if isinstance(limit, int) else 0,
                yaku,
                yakuman,
                tuple(self.dora),
                tuple(ura_ids[: len(self.dora)]),
                self.honba,
                sticks,
                four(before),
                four(deltas),
                pao if isinstance(pao, int) and 0 <= pao < self.players and pao != seat else None,
            )
        )
        self.result = True

    def points_of(self, seat: int, deltas: list[int]) -> int:
        """The hand's value (before honba and riichi sticks, as Tenhou's ``ten`` gives it) from
        the winner's gain; 0 (not known) when the gain does not leave a positive value. A pao
        win's gain is still the hand's value, only paid by other seats."""
        if self.wins:  # a double ron: sticks and honba went to the first winner (Tenhou's rule)
            points = deltas[seat]
        else:
            points = deltas[seat] - self.sticks * 1000 - self.honba * 100 * (self.players - 1)
        return points if points > 0 else 0

    def on_ryukyoku(self, event: dict[str, Any]) -> None:
        deltas = numbers(event, "deltas", self.players) or [0, 0, 0, 0]
        reason = event.get("reason")
        kind = DRAW_KINDS.get(reason) if isinstance(reason, str) else None
        tenpais = event.get("tenpais")
        revealed: list[tuple[int, ...] | None] = []
        for seat in range(4):
            shown = isinstance(tenpais, list) and seat < len(tenpais) and tenpais[seat] is True
            revealed.append(tuple(sorted(self.hands[seat].ids)) if shown else None)
        before = tuple(self.scores)
        self.scores = [a + b for a, b in zip(self.scores, deltas, strict=True)]
        self.emit(
            Ryuukyoku(
                kind,
                self.honba,
                self.sticks,
                four(before),
                four(deltas),
                tuple(revealed),
            )
        )
        self.result = True

    def on_end_kyoku(self, event: dict[str, Any]) -> None:
        self.close_round(complete=self.result)


HANDLERS: dict[str, Any] = {
    "tsumo": RoundEvents.on_tsumo,
    "dahai": RoundEvents.on_dahai,
    "chi": RoundEvents.on_call,
    "pon": RoundEvents.on_call,
    "daiminkan": RoundEvents.on_call,
    "ankan": RoundEvents.on_own_kan,
    "kakan": RoundEvents.on_own_kan,
    "nukidora": RoundEvents.on_own_kan,
    "reach": RoundEvents.on_reach,
    "reach_accepted": RoundEvents.on_reach_accepted,
    "dora": RoundEvents.on_dora,
    "hora": RoundEvents.on_hora,
    "ryukyoku": RoundEvents.on_ryukyoku,
    "end_kyoku": RoundEvents.on_end_kyoku,
    "none": lambda reader, event: None,
}

"""The facts of one game the library stores: rows for the games, seats, rounds, round_seats and
wins tables, computed once from a GameRecord (in a worker process, so they are plain tuples).

The definitions are the ones the statistics use (issue 13): a round is every INIT; riichi is
the declaration (REACH step 1); a call is a chi, pon or open kan (daiminkan); a deal-in is a ron
off the seat's discard, kan or kita, once per round however many winners; placements go by final
score, ties to the lower seat.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.events import (
    Agari,
    Call,
    Discard,
    Draw,
    Event,
    RiichiAccepted,
    RiichiDeclared,
    RoundStart,
    Ryuukyoku,
)
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord
from viewer.library.deal_key import DealKeys

CALL_KINDS = frozenset({MeldKind.CHI, MeldKind.PON, MeldKind.DAIMINKAN})
TENPAI_SHOWN = frozenset({None, "nm"})  # draws whose revealed hands are the tenpai ones
YAKUMAN_LIMIT = 5


# Rows are plain tuples in the column order of their tables (docs/library-schema.md) without
# game_id: a worker process sends thousands a game, and NamedTuples pickle ten times slower.
SeatRow = tuple[int, str, int | None, float | None, str, int, float | None, int]
"""seat, name, dan, rate, sex, final_score, game_points, placement"""
RoundRow = tuple[int, int, int, int, int, str | None, str | None, int]
"""ordinal, round_index, honba, sticks, dealer, result ("win", "draw", None when the log stops
inside the round), draw_kind (RYUUKYOKU type, "exhaustive" for a plain draw), winners"""
RoundSeatRow = tuple[int, int, int, int, int, int, int, int | None, int]
"""ordinal, seat, riichi (declared), riichi_accepted, calls, won, dealt_in, tenpai (at an
exhaustive draw or nagashi mangan, else None), delta"""
WinRow = tuple[int, int, int, int, int, int, int, int, str, str, int, int, int, int | None]
"""ordinal, winner, from_seat, tsumo, points, fu, han, limit_kind, yaku (ids, comma-separated, log
order), yakuman, riichi, open, turn (the winner's draws in the round so far), pao_seat"""


class GameFacts(NamedTuple):
    players: int
    type_bits: int
    lobby: int | None
    room: str
    round_count: int
    complete: int
    tags: str
    seats: tuple[SeatRow, ...]
    rounds: tuple[RoundRow, ...]
    round_seats: tuple[RoundSeatRow, ...]
    wins: tuple[WinRow, ...]
    deal_key: str  # the game in any format (viewer.library.deal_key)


def game_facts(record: GameRecord) -> GameFacts:
    builder = FactsBuilder(record.rules.players)
    for round_record in record.rounds:
        builder.start_round(round_record.ordinal, round_record.start)
        draws = builder.draws
        add = builder.add
        for event in round_record.events:
            if type(event) is Discard:  # nine events in ten are a discard or a draw
                continue
            if isinstance(event, Draw):
                draws[event.seat] += 1
            elif not isinstance(event, RoundStart):
                add(event)
        builder.end_round()
    return builder.finish(record)


class FactsBuilder:
    """The rows of one game, fed round by round: by ``game_facts`` from a GameRecord's events,
    and by the library's lean mjlog walk (mjlog_facts) from the XML, so both give the same rows.

    A draw is counted by the caller in ``draws`` (one list per round, by seat; the hot path);
    every other event but a discard and the round's start goes to ``add``.
    """

    def __init__(self, players: int) -> None:
        self.players = players
        self.rounds: list[RoundRow] = []
        self.round_seats: list[RoundSeatRow] = []
        self.wins: list[WinRow] = []
        self.tags: set[str] = set()
        self.scores: tuple[int, ...] = (0,) * 4
        self.complete = True
        self.draws = [0] * 4
        self.deals = DealKeys(players)
        self._start_round(0, None)

    def _start_round(self, ordinal: int, start: RoundStart | None) -> None:
        self.ordinal = ordinal
        self.start = start
        self.last_result: Agari | Ryuukyoku | None = None
        self.riichi = [0] * 4
        self.accepted = [0] * 4
        self.calls = [0] * 4
        self.draws = [0] * 4
        self.won = [0] * 4
        self.dealt_in = [0] * 4
        self.delta = [0] * 4
        self.tenpai: list[int | None] = [None] * 4
        self.result: str | None = None
        self.draw_kind: str | None = None
        self.winners = 0

    def start_round(self, ordinal: int, start: RoundStart) -> None:
        self._start_round(ordinal, start)
        self.scores = start.scores  # the latest scores known, for a log without final ones
        self.deals.add(start.round_index, start.honba, start.hands)

    def add(self, event: Event) -> None:
        if isinstance(event, Call):
            if event.meld.kind in CALL_KINDS:
                self.calls[event.seat] += 1
        elif isinstance(event, RiichiDeclared):
            self.riichi[event.seat] = 1
        elif isinstance(event, RiichiAccepted):
            self.accepted[event.seat] = 1
        elif isinstance(event, Agari):
            self.result = "win"
            self.winners += 1
            self.won[event.seat] = 1
            if event.from_seat != event.seat:
                self.dealt_in[event.from_seat] = 1
            self.wins.append(_win_row(self.ordinal, event, self.accepted, self.draws))
            if event.yakuman or event.limit == YAKUMAN_LIMIT:
                self.tags.add("yakuman")
            self.last_result = event
            for seat, change in enumerate(event.deltas):
                self.delta[seat] += change
        elif isinstance(event, Ryuukyoku):
            self.result = "draw"
            self.draw_kind = event.kind or "exhaustive"
            if event.kind in TENPAI_SHOWN:
                self.tenpai = [int(event.revealed[s] is not None) for s in range(4)]
            if event.kind == "nm":
                self.tags.add("nagashi_mangan")
            self.last_result = event
            for seat, change in enumerate(event.deltas):
                self.delta[seat] += change

    def end_round(self) -> None:
        start = self.start
        assert start is not None
        last_result = self.last_result
        if last_result is not None:
            self.scores = tuple(
                map(sum, zip(last_result.scores_before, last_result.deltas, strict=True))
            )
        if self.winners > 1:
            self.tags.add("double_ron")
        if self.result is None:
            self.complete = False
        ordinal = self.ordinal
        riichi, accepted, calls, won = self.riichi, self.accepted, self.calls, self.won
        dealt_in, tenpai, delta = self.dealt_in, self.tenpai, self.delta
        self.rounds.append(
            (ordinal, start.round_index, start.honba, start.riichi_sticks, start.dealer,
             self.result, self.draw_kind, self.winners)
        )  # fmt: skip
        self.round_seats.extend(
            (ordinal, s, riichi[s], accepted[s], calls[s], won[s], dealt_in[s], tenpai[s],
             delta[s])
            for s in range(self.players)
        )  # fmt: skip

    def finish(self, record: GameRecord) -> GameFacts:
        """The facts, with the players, rules and end of ``record`` (its rounds are not read)."""
        players = self.players
        tags = self.tags
        complete = self.complete and record.final is not None and record.truncation is None
        final_scores = record.final.scores if record.final is not None else self.scores
        game_points = record.final.points if record.final is not None else None
        game_points = game_points or None  # empty: not known (an mjai log has no uma)
        placements = placements_of(final_scores[:players])
        seats = tuple(
            (seat, player.name, player.dan, player.rate, player.sex, final_scores[seat],
             None if game_points is None else game_points[seat], placements[seat])
            for seat, player in enumerate(record.players[:players])
        )  # fmt: skip
        if not complete:
            tags.add("incomplete")
        return GameFacts(
            players=players,
            type_bits=record.rules.type_bits,
            lobby=record.rules.lobby,
            room=record.rules.room_name,
            round_count=len(self.rounds),
            complete=int(complete),
            tags=",".join(sorted(tags)),
            seats=seats,
            rounds=tuple(self.rounds),
            round_seats=tuple(self.round_seats),
            wins=tuple(self.wins),
            deal_key=self.deals.key(),
        )


def placements_of(scores: tuple[int, ...]) -> tuple[int, ...]:
    """1-based places by score, ties going to the lower seat index (seat 0 is the first dealer)."""
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    places = [0] * len(scores)
    for place, seat in enumerate(order, start=1):
        places[seat] = place
    return tuple(places)


def _win_row(ordinal: int, win: Agari, accepted: list[int], draws: list[int]) -> WinRow:
    return (
        ordinal,
        win.seat,
        win.from_seat,
        int(win.seat == win.from_seat),
        win.points,
        win.fu,
        win.han,
        win.limit,
        ",".join(str(yaku) for yaku, _han in win.yaku),
        ",".join(map(str, win.yakuman)),
        accepted[win.seat],
        int(any(meld.is_open for meld in win.melds)),
        draws[win.seat],
        win.pao_seat,
    )

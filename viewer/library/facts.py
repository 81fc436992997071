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
    RiichiAccepted,
    RiichiDeclared,
    Ryuukyoku,
)
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord

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


def game_facts(record: GameRecord) -> GameFacts:
    players = record.rules.players
    rounds: list[RoundRow] = []
    round_seats: list[RoundSeatRow] = []
    wins: list[WinRow] = []
    tags: set[str] = set()
    last_result: Agari | Ryuukyoku | None = None
    scores: tuple[int, ...] = (0,) * 4
    complete = record.final is not None and record.truncation is None
    for round_record in record.rounds:
        start = round_record.start
        scores = start.scores  # the latest scores known, for a log without final ones
        last_result = None
        riichi = [0] * 4
        accepted = [0] * 4
        calls = [0] * 4
        draws = [0] * 4
        won = [0] * 4
        dealt_in = [0] * 4
        delta = [0] * 4
        tenpai: list[int | None] = [None] * 4
        result: str | None = None
        draw_kind: str | None = None
        winners = 0
        for event in round_record.events:
            if type(event) is Discard:  # nine events in ten are a discard or a draw
                continue
            if isinstance(event, Draw):
                draws[event.seat] += 1
            elif isinstance(event, Call):
                if event.meld.kind in CALL_KINDS:
                    calls[event.seat] += 1
            elif isinstance(event, RiichiDeclared):
                riichi[event.seat] = 1
            elif isinstance(event, RiichiAccepted):
                accepted[event.seat] = 1
            elif isinstance(event, Agari):
                result = "win"
                winners += 1
                won[event.seat] = 1
                if event.from_seat != event.seat:
                    dealt_in[event.from_seat] = 1
                wins.append(_win_row(round_record.ordinal, event, accepted, draws))
                if event.yakuman or event.limit == YAKUMAN_LIMIT:
                    tags.add("yakuman")
                last_result = event
                for seat, change in enumerate(event.deltas):
                    delta[seat] += change
            elif isinstance(event, Ryuukyoku):
                result = "draw"
                draw_kind = event.kind or "exhaustive"
                if event.kind in TENPAI_SHOWN:
                    tenpai = [int(event.revealed[s] is not None) for s in range(4)]
                if event.kind == "nm":
                    tags.add("nagashi_mangan")
                last_result = event
                for seat, change in enumerate(event.deltas):
                    delta[seat] += change
        if last_result is not None:
            scores = tuple(
                map(sum, zip(last_result.scores_before, last_result.deltas, strict=True))
            )
        if winners > 1:
            tags.add("double_ron")
        if result is None:
            complete = False
        ordinal = round_record.ordinal
        rounds.append(
            (ordinal, start.round_index, start.honba, start.riichi_sticks, start.dealer, result,
             draw_kind, winners)
        )  # fmt: skip
        round_seats.extend(
            (ordinal, s, riichi[s], accepted[s], calls[s], won[s], dealt_in[s], tenpai[s],
             delta[s])
            for s in range(players)
        )  # fmt: skip
    final_scores = record.final.scores if record.final is not None else scores
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
        round_count=len(rounds),
        complete=int(complete),
        tags=",".join(sorted(tags)),
        seats=seats,
        rounds=tuple(rounds),
        round_seats=tuple(round_seats),
        wins=tuple(wins),
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

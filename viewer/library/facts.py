"""The facts of one game the library stores: rows for the games, seats, rounds, round_seats and
wins tables, computed once from a GameRecord (in a worker process, so they are plain tuples).

The definitions are the ones the statistics use (issue 13): a round is every INIT; riichi is
the declaration (REACH step 1); a call is a chi, pon or open kan (daiminkan); a deal-in is a ron
off the seat's discard, kan or kita, once per round however many winners; placements go by final
score, ties to the lower seat.
"""

from __future__ import annotations

from typing import NamedTuple

from viewer.domain.events import Agari, Call, Draw, RiichiAccepted, RiichiDeclared, Ryuukyoku
from viewer.domain.melds import MeldKind
from viewer.domain.record import GameRecord

CALL_KINDS = frozenset({MeldKind.CHI, MeldKind.PON, MeldKind.DAIMINKAN})
TENPAI_SHOWN = frozenset({None, "nm"})  # draws whose revealed hands are the tenpai ones
YAKUMAN_LIMIT = 5


class SeatRow(NamedTuple):
    seat: int
    name: str
    dan: int | None
    rate: float | None
    sex: str
    final_score: int
    game_points: float | None
    placement: int


class RoundRow(NamedTuple):
    ordinal: int
    round_index: int
    honba: int
    sticks: int
    dealer: int
    result: str | None  # "win", "draw", or None when the log stops inside the round
    draw_kind: str | None  # RYUUKYOKU type ("exhaustive" for a plain draw)
    winners: int


class RoundSeatRow(NamedTuple):
    ordinal: int
    seat: int
    riichi: int
    riichi_accepted: int
    calls: int
    won: int
    dealt_in: int
    tenpai: int | None  # at an exhaustive draw or nagashi mangan; None elsewhere
    delta: int


class WinRow(NamedTuple):
    ordinal: int
    winner: int
    from_seat: int
    tsumo: int
    points: int
    fu: int
    han: int
    limit_kind: int
    yaku: str  # Tenhou yaku ids, comma-separated, log order
    yakuman: str
    riichi: int
    open: int
    turn: int  # the winner's draws in the round so far
    pao_seat: int | None


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
    scores: tuple[int, ...] = (0,) * 4
    complete = record.final is not None and record.truncation is None
    for round_record in record.rounds:
        start = round_record.start
        scores = start.scores
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
            kind = type(event)
            if kind is Draw:
                draws[event.seat] += 1  # type: ignore[union-attr]
            elif kind is Call:
                assert isinstance(event, Call)
                if event.meld.kind in CALL_KINDS:
                    calls[event.seat] += 1
            elif kind is RiichiDeclared:
                riichi[event.seat] = 1  # type: ignore[union-attr]
            elif kind is RiichiAccepted:
                accepted[event.seat] = 1  # type: ignore[union-attr]
            elif kind is Agari:
                assert isinstance(event, Agari)
                result = "win"
                winners += 1
                won[event.seat] = 1
                if event.from_seat != event.seat:
                    dealt_in[event.from_seat] = 1
                wins.append(_win_row(round_record.ordinal, event, accepted, draws))
                if event.yakuman or event.limit == YAKUMAN_LIMIT:
                    tags.add("yakuman")
                scores = _add(event.scores_before, event.deltas, delta)
            elif kind is Ryuukyoku:
                assert isinstance(event, Ryuukyoku)
                result = "draw"
                draw_kind = event.kind or "exhaustive"
                if event.kind in TENPAI_SHOWN:
                    tenpai = [int(event.revealed[s] is not None) for s in range(4)]
                if event.kind == "nm":
                    tags.add("nagashi_mangan")
                scores = _add(event.scores_before, event.deltas, delta)
        if winners > 1:
            tags.add("double_ron")
        if result is None:
            complete = False
        ordinal = round_record.ordinal
        rounds.append(
            RoundRow(
                ordinal,
                start.round_index,
                start.honba,
                start.riichi_sticks,
                start.dealer,
                result,
                draw_kind,
                winners,
            )  # fmt: skip
        )
        round_seats.extend(
            RoundSeatRow(
                ordinal,
                s,
                riichi[s],
                accepted[s],
                calls[s],
                won[s],
                dealt_in[s],
                tenpai[s],
                delta[s],
            )  # fmt: skip
            for s in range(players)
        )
    final_scores = record.final.scores if record.final is not None else scores
    game_points = record.final.points if record.final is not None else None
    placements = placements_of(final_scores[:players])
    seats = tuple(
        SeatRow(
            seat,
            player.name,
            player.dan,
            player.rate,
            player.sex,
            final_scores[seat],
            None if game_points is None else game_points[seat],
            placements[seat],
        )
        for seat, player in enumerate(record.players[:players])
    )
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
    return WinRow(
        ordinal=ordinal,
        winner=win.seat,
        from_seat=win.from_seat,
        tsumo=int(win.seat == win.from_seat),
        points=win.points,
        fu=win.fu,
        han=win.han,
        limit_kind=win.limit,
        yaku=",".join(str(yaku) for yaku, _han in win.yaku),
        yakuman=",".join(map(str, win.yakuman)),
        riichi=accepted[win.seat],
        open=int(any(meld.is_open for meld in win.melds)),
        turn=draws[win.seat],
        pao_seat=win.pao_seat,
    )


def _add(before: tuple[int, ...], deltas: tuple[int, ...], total: list[int]) -> tuple[int, ...]:
    for seat, change in enumerate(deltas):
        total[seat] += change
    return tuple(b + d for b, d in zip(before, deltas, strict=True))

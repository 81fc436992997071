"""What the library knows of a player's play, game by game: the coach's verdicts stored by
``index --judge`` (and the judged seats' luck), and the figures of the Mortal reports on the
player's seat.

Over the same seats as every statistic (``stats.player_seats``: one mode, the days asked for).
Only the verdicts of the current model version count (older ones wait to be judged again), and
a seat that could not be judged counts as not judged. A seat reviewed by several Mortal reports
(two models, say) counts one of them, the first by path, so that sums count each game once.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from typing import NamedTuple

from viewer.coach import value
from viewer.library.browse import GAME_NUMBER, GAME_PATH
from viewer.library.stats import player_seats
from viewer.luck import LUCK_VERSION


class CoachNumbers(NamedTuple):
    """One seat's numbers, as ``coach FILE --seat S --json`` prints them."""

    decisions: int
    picks: int
    points_lost: float
    shanten_backs: int
    folds: int
    deal_ins: int
    calls: tuple[int, int, int, int] = (0, 0, 0, 0)  # decisions, picks, missed, extra
    kans: tuple[int, int, int, int] = (0, 0, 0, 0)
    riichi: tuple[int, int] = (0, 0)  # decisions, matches


class MortalNumbers(NamedTuple):
    """One report's figures for the reviewed seat, as the report states them (rating 0-1)."""

    rating: float
    matches: int
    decisions: int
    bad_moves: int


class LuckNumbers(NamedTuple):
    """One seat's luck over a game (``luck_seats``; docs/luck.md)."""

    draws: int
    hits: int
    expected: float
    draw_z: float | None  # None: no draw had any doubt
    tenpais: int
    walled_tenpais: int  # tenpais in rounds with a wall: the dead waits are counted of these
    dead_waits: int
    cut_off_waits: int


class PlayedGame(NamedTuple):
    """One seat the player held, with what is known of its play."""

    game_id: int
    path: str | None  # the file the game opens from (a log before a report of it)
    number: int  # the game's place in that file, 1-based
    played_at: str | None  # YYYY-MM-DD HH:MM:SS, Japan time
    seat: int
    placement: int
    rounds: int
    dealt_in: int  # rounds the seat dealt in (the library's facts, judged or not)
    room: str
    coach: CoachNumbers | None  # None: not judged (by this model version)
    mortal: MortalNumbers | None  # None: no report on this seat
    luck: LuckNumbers | None = None  # None: not computed (the seat was not judged)


class CostlyMove(NamedTuple):
    """A decision that lost value, for the worst-mistakes list (rounds and steps as ``dump``
    numbers them, kinds 0-33)."""

    game_id: int
    path: str | None
    number: int
    played_at: str | None
    seat: int
    round: int
    step: int
    played: int
    pick: tuple[int, ...]
    value_loss: float
    round_index: int | None  # the round's wind and number (0 = East 1); None if unknown
    honba: int | None
    kind: str = "discard"  # "discard", or "call" / "kan": played and pick are then indices
    tile: int | None = None  # a call or kan: the kind called on (the kan's kind)
    options: tuple[str, ...] = ()  # a call or kan: its options' names


# The report counted for a seat: the first by path of those on its game and seat.
_REPORT = """(SELECT r.path FROM mortal_reviews AS r JOIN files AS f ON f.path = r.path
              WHERE f.game_id = p.game_id AND r.seat = p.seat ORDER BY r.path LIMIT 1)"""
_JUDGED = """coach_seats AS c ON c.game_id = p.game_id AND c.seat = p.seat
             AND c.model_version = ? AND c.error IS NULL"""
_GAMES = f"""
SELECT p.game_id, {GAME_PATH}, {GAME_NUMBER}, p.played_at, p.seat, p.placement, p.round_count,
       (SELECT count(*) FROM round_seats AS rs
        WHERE rs.game_id = p.game_id AND rs.seat = p.seat AND rs.dealt_in),
       g.room, c.decisions, c.picks, c.points_lost, c.shanten_backs, c.folds, c.deal_ins,
       m.rating, m.matches, m.decisions, m.bad_moves,
       l.draws, l.hits, l.expected, l.draw_z, l.tenpais, l.walled_tenpais, l.dead_waits,
       l.cut_off_waits,
       c.call_decisions, c.call_picks, c.call_missed, c.call_extra,
       c.kan_decisions, c.kan_picks, c.kan_missed, c.kan_extra,
       c.riichi_decisions, c.riichi_matches
FROM ({{seats}}) AS p JOIN games AS g ON g.id = p.game_id
LEFT JOIN {_JUDGED}
LEFT JOIN mortal_reviews AS m ON m.path = {_REPORT}
LEFT JOIN luck_seats AS l ON l.game_id = p.game_id AND l.seat = p.seat
    AND l.luck_version = ? AND l.error IS NULL
ORDER BY p.played_at IS NULL, p.played_at, p.game_id, p.seat
"""
_WORST = f"""
SELECT p.game_id, {GAME_PATH}, {GAME_NUMBER}, p.played_at, p.seat, d.round, d.step, d.played,
       d.pick, d.value_loss, r.round_index, r.honba, d.kind, d.tile, d.options
FROM ({{seats}}) AS p JOIN games AS g ON g.id = p.game_id
JOIN {_JUDGED}
JOIN coach_decisions AS d ON d.game_id = p.game_id AND d.seat = p.seat
LEFT JOIN rounds AS r ON r.game_id = p.game_id AND r.ordinal = d.round + 1
WHERE d.value_loss > 0 AND d.kind IN ({{kinds}})
ORDER BY d.value_loss DESC, p.played_at IS NULL, p.played_at, p.game_id, d.round, d.step
LIMIT ?
"""
_COACH_SUMS = f"""
SELECT count(*), coalesce(sum(c.decisions), 0), coalesce(sum(c.picks), 0),
       coalesce(sum(c.points_lost), 0.0),
       coalesce(sum(c.call_decisions), 0), coalesce(sum(c.call_picks), 0),
       coalesce(sum(c.call_missed), 0), coalesce(sum(c.call_extra), 0),
       coalesce(sum(c.kan_decisions), 0), coalesce(sum(c.kan_picks), 0),
       coalesce(sum(c.kan_missed), 0), coalesce(sum(c.kan_extra), 0),
       coalesce(sum(c.riichi_decisions), 0), coalesce(sum(c.riichi_matches), 0)
FROM ({{seats}}) AS p JOIN {_JUDGED}
"""
_MORTAL_SUMS = f"""
SELECT count(*), coalesce(sum(m.matches), 0), coalesce(sum(m.decisions), 0),
       coalesce(sum(m.bad_moves), 0), avg(m.rating)
FROM ({{seats}}) AS p JOIN mortal_reviews AS m ON m.path = {_REPORT}
"""
_JUDGED_PLAYER = """
SELECT s.name FROM seats AS s
JOIN coach_seats AS c ON c.game_id = s.game_id AND c.seat = s.seat
WHERE s.name != ''
GROUP BY s.name ORDER BY count(DISTINCT s.game_id) DESC, s.name LIMIT 1
"""
COACH_KEYS = ("decisions", "picks", "points_lost", "judged_games", "calls", "kans", "riichi")
CHOICE_KEYS = ("decisions", "picks", "missed", "extra")
RIICHI_KEYS = ("decisions", "matches")
DISCARDS = ("discard",)
EVERY_KIND = ("discard", "call", "kan")
MORTAL_KEYS = ("reviewed_games", "matches", "decisions", "bad_moves", "rating")


def played_games(
    connection: sqlite3.Connection,
    player: str,
    mode: str,
    since: dt.date | None = None,
    until: dt.date | None = None,
) -> list[PlayedGame]:
    """Every seat of the player, oldest first (undated games last)."""
    seats, parameters = player_seats(player, mode, since, until)
    rows = connection.execute(
        _GAMES.format(seats=seats), [*parameters, value.MODEL_VERSION, LUCK_VERSION]
    ).fetchall()
    return [
        PlayedGame._make(
            (
                *row[:9],
                None if row[9] is None else _coach_numbers(row[9:15], row[27:37]),
                None if row[15] is None else MortalNumbers._make(row[15:19]),
                None if row[19] is None else LuckNumbers._make(row[19:27]),
            )
        )
        for row in rows
    ]


def _coach_numbers(discards: tuple[object, ...], others: tuple[object, ...]) -> CoachNumbers:
    """A seat's stored numbers (a seat judged before calls were: zero calls, kans, riichi)."""
    counts = tuple(int(number or 0) for number in others)  # type: ignore[call-overload]
    return CoachNumbers._make((*discards, counts[0:4], counts[4:8], counts[8:10]))


def judged_player(connection: sqlite3.Connection) -> str | None:
    """The player whose games the coach judged (``index --judge NAME``, Judge my games…): the
    one with the most judged games when several were; None before any judging."""
    row = connection.execute(_JUDGED_PLAYER).fetchone()
    return None if row is None else str(row[0])


def seats_held(connection: sqlite3.Connection, player: str, mode: str) -> int:
    """How many seats ``player`` held in games of ``mode`` (the mode played more is shown)."""
    seats, parameters = player_seats(player, mode)
    count: int = connection.execute(f"SELECT count(*) FROM ({seats})", parameters).fetchone()[0]
    return count


def costliest_moves(
    connection: sqlite3.Connection,
    player: str,
    mode: str,
    limit: int,
    since: dt.date | None = None,
    until: dt.date | None = None,
    kinds: tuple[str, ...] = DISCARDS,
) -> list[CostlyMove]:
    """The ``limit`` decisions of the player that lost the most value, the largest first: its
    discards, or the decisions of ``kinds`` (``EVERY_KIND``: calls and kans too)."""
    seats, parameters = player_seats(player, mode, since, until)
    query = _WORST.format(seats=seats, kinds=", ".join("?" * len(kinds)))
    rows = connection.execute(query, [*parameters, value.MODEL_VERSION, *kinds, limit]).fetchall()
    return [
        CostlyMove._make((*row[:8], _kinds(row[8]), *row[9:14],
                          tuple(name for name in str(row[14]).split(",") if name)))
        for row in rows
    ]  # fmt: skip


def coach_sums(
    connection: sqlite3.Connection,
    player: str,
    mode: str,
    since: dt.date | None = None,
    until: dt.date | None = None,
) -> dict[str, object]:
    """``stats --json``'s ``"coach"``: the judged seats' decisions, picks and points lost
    summed, how many seats were judged (``judged_games``), and their call, kan and riichi
    decisions summed (``calls`` and ``kans``: decisions, picks, missed, extra; ``riichi``:
    decisions, matches)."""
    seats, parameters = player_seats(player, mode, since, until)
    games, decisions, picks, lost, *others = connection.execute(
        _COACH_SUMS.format(seats=seats), [*parameters, value.MODEL_VERSION]
    ).fetchone()
    return {"decisions": decisions, "picks": picks, "points_lost": float(lost),
            "judged_games": games, "calls": dict(zip(CHOICE_KEYS, others[0:4], strict=True)),
            "kans": dict(zip(CHOICE_KEYS, others[4:8], strict=True)),
            "riichi": dict(zip(RIICHI_KEYS, others[8:10], strict=True))}  # fmt: skip


def mortal_sums(
    connection: sqlite3.Connection,
    player: str,
    mode: str,
    since: dt.date | None = None,
    until: dt.date | None = None,
) -> dict[str, int | float | None]:
    """``stats --json``'s ``"mortal"``: the reviewed seats' matches, decisions and bad moves
    summed, and their mean rating (None without a report)."""
    seats, parameters = player_seats(player, mode, since, until)
    games, matches, decisions, bad, rating = connection.execute(
        _MORTAL_SUMS.format(seats=seats), parameters
    ).fetchone()
    return {"reviewed_games": games, "matches": matches, "decisions": decisions,
            "bad_moves": bad, "rating": None if rating is None else float(rating)}  # fmt: skip


def _kinds(text: str) -> tuple[int, ...]:
    return tuple(int(kind) for kind in text.split(",") if kind)

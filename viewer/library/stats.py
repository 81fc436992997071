"""A player's statistics over the library (``mjlog-viewer stats``), by the issue's definitions.

Every figure is over the seats the name held in games of one mode (4-player "yonma" or
3-player "sanma") inside the date range. Rates are fractions of rounds (every INIT counts);
averages are None when there is nothing to average. A name that sits at two seats of one game
(Tenhou's guests are all "NoName") counts once per seat.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from typing import Any

MODES = {"yonma": 4, "sanma": 3}
STATS_KEYS = (
    "player", "mode", "games", "rounds", "placements", "average_placement", "win_rate",
    "deal_in_rate", "riichi_rate", "call_rate", "average_win_points", "average_deal_in_points",
)  # fmt: skip


class DateError(ValueError):
    pass


def parse_date(text: str) -> dt.date:
    """YYYY-MM-DD (or YYYYMMDD): the day, in Tenhou's time as log ids give it."""
    for pattern in ("%Y-%m-%d", "%Y%m%d"):
        try:
            return dt.datetime.strptime(text, pattern).date()
        except ValueError:
            continue
    raise DateError(f"{text!r} is not a date (write YYYY-MM-DD)")


def player_stats(
    connection: sqlite3.Connection,
    player: str,
    mode: str,
    since: dt.date | None = None,
    until: dt.date | None = None,
) -> dict[str, Any]:
    """One JSON-ready object with exactly ``STATS_KEYS``; ``until`` includes its whole day."""
    players = MODES[mode]
    seats, parameters = player_seats(player, mode, since, until)
    games, rounds, placement_sum = connection.execute(
        f"SELECT count(*), coalesce(sum(round_count), 0), coalesce(sum(placement), 0) "
        f"FROM ({seats})",
        parameters,
    ).fetchone()
    placements = [0] * players
    for place, count in connection.execute(
        f"SELECT placement, count(*) FROM ({seats}) GROUP BY placement", parameters
    ):
        placements[place - 1] = count
    won, dealt_in, riichi, called = connection.execute(
        "SELECT coalesce(sum(r.won), 0), coalesce(sum(r.dealt_in), 0), "
        "coalesce(sum(r.riichi), 0), coalesce(sum(r.calls > 0), 0) "
        f"FROM ({seats}) AS p JOIN round_seats AS r ON r.game_id = p.game_id AND r.seat = p.seat",
        parameters,
    ).fetchone()
    win_points = connection.execute(
        f"SELECT avg(w.points) FROM ({seats}) AS p "
        "JOIN wins AS w ON w.game_id = p.game_id AND w.winner = p.seat",
        parameters,
    ).fetchone()[0]
    deal_in_points = connection.execute(
        f"SELECT avg(w.points) FROM ({seats}) AS p "
        "JOIN wins AS w ON w.game_id = p.game_id AND w.from_seat = p.seat AND w.tsumo = 0",
        parameters,
    ).fetchone()[0]
    return {
        "player": player,
        "mode": mode,
        "games": games,
        "rounds": rounds,
        "placements": placements,
        "average_placement": placement_sum / games if games else None,
        "win_rate": _rate(won, rounds),
        "deal_in_rate": _rate(dealt_in, rounds),
        "riichi_rate": _rate(riichi, rounds),
        "call_rate": _rate(called, rounds),
        "average_win_points": None if win_points is None else float(win_points),
        "average_deal_in_points": None if deal_in_points is None else float(deal_in_points),
    }


def player_seats(
    player: str, mode: str, since: dt.date | None = None, until: dt.date | None = None
) -> tuple[str, list[object]]:
    """The seats every statistic is over, as a query and its parameters: ``game_id``, ``seat``,
    ``placement``, ``round_count`` and ``played_at`` of each seat ``player`` held in a game of
    ``mode`` within the days (``until`` included)."""
    where = ["s.name = ?", "g.players = ?"]
    parameters: list[object] = [player, MODES[mode]]
    if since is not None:
        where.append("g.played_at >= ?")
        parameters.append(f"{since.isoformat()} 00:00:00")
    if until is not None:
        where.append("g.played_at < ?")
        parameters.append(f"{(until + dt.timedelta(days=1)).isoformat()} 00:00:00")
    query = (
        "SELECT s.game_id, s.seat, s.placement, g.round_count, g.played_at FROM seats AS s "
        f"JOIN games AS g ON g.id = s.game_id WHERE {' AND '.join(where)}"
    )
    return query, parameters


def _rate(count: int, rounds: int) -> float | None:
    return count / rounds if rounds else None


EXTRA_KEYS = (
    "tsumo_rate", "damaten_rate", "average_win_turn", "riichi_win_rate", "riichi_deal_in_rate",
)  # fmt: skip


def extra_stats(connection: sqlite3.Connection, player: str, mode: str) -> dict[str, Any]:
    """The window's further figures (not part of ``stats --json``): of the player's wins, the
    share by tsumo and the share closed without riichi (damaten), the mean draw count at a win;
    of the rounds the player declared riichi, the share won and the share dealt in."""
    seats = (
        "SELECT s.game_id, s.seat FROM seats AS s JOIN games AS g ON g.id = s.game_id "
        "WHERE s.name = ? AND g.players = ?"
    )
    parameters = (player, MODES[mode])
    wins, tsumo, damaten, turn = connection.execute(
        "SELECT count(*), sum(w.tsumo), sum(w.riichi = 0 AND w.open = 0), avg(w.turn) "
        f"FROM ({seats}) AS p JOIN wins AS w ON w.game_id = p.game_id AND w.winner = p.seat",
        parameters,
    ).fetchone()
    riichi, riichi_won, riichi_dealt_in = connection.execute(
        "SELECT count(*), coalesce(sum(r.won), 0), coalesce(sum(r.dealt_in), 0) "
        f"FROM ({seats}) AS p JOIN round_seats AS r ON r.game_id = p.game_id "
        "AND r.seat = p.seat WHERE r.riichi = 1",
        parameters,
    ).fetchone()
    return {
        "tsumo_rate": _rate(tsumo or 0, wins),
        "damaten_rate": _rate(damaten or 0, wins),
        "average_win_turn": None if turn is None else float(turn),
        "riichi_win_rate": _rate(riichi_won, riichi),
        "riichi_deal_in_rate": _rate(riichi_dealt_in, riichi),
    }

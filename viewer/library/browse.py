"""Queries behind the Library view: a filtered, sorted page of games, the rounds of a game that
match a question, and a player's history (Qt-free, so they are tested without a window).

The view asks for a page at a time (``fetch_games(offset, limit)``) so that 100,000 games cost
only the rows on screen. Sorting and filtering happen in SQL, never in Python.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import NamedTuple


@dataclass(frozen=True)
class GameFilter:
    """What the Library view's search box and filters ask for (empty means everything)."""

    search: str = ""  # part of a player name or of a log id
    players: int | None = None  # 4 or 3
    since: str | None = None  # YYYY-MM-DD, inclusive
    until: str | None = None  # YYYY-MM-DD, inclusive
    room: str = ""  # part of the lobby label, e.g. 鳳 or 東
    tag: str = ""  # yakuman, double_ron, nagashi_mangan, incomplete
    me: str = ""  # whose placement and score the table shows


class GameRow(NamedTuple):
    game_id: int
    played_at: str | None
    room: str
    players: int
    names: str
    placement: int | None  # of ``me``
    score: int | None  # of ``me``
    round_count: int
    tags: str
    log_id: str | None
    path: str | None  # the first file that holds the game (a log before a Mortal report)
    number: int  # the game's place in that file: 1, or 2, 3 ... in a tenhou.net/6 list


class RoundRow(NamedTuple):
    ordinal: int
    round_index: int
    honba: int
    result: str | None
    draw_kind: str | None
    winners: str  # names of the winners, "·"-joined
    points: int  # the largest win of the round (0 for a draw)


# column name -> SQL expression it sorts by
SORT_KEYS = {
    "date": "g.played_at",
    "room": "g.room",
    "players": "(SELECT name FROM seats WHERE game_id = g.id AND seat = 0)",
    "placement": "me.placement",
    "score": "me.final_score",
    "rounds": "g.round_count",
    "tags": "g.tags",
    "log_id": "g.log_id",
}

# The file a game is opened (and judged) from, and the game's place in it (1, or 2, 3 ... in a
# tenhou.net/6 list): a log before a Mortal report of it, then the first path; for ``g``.
GAME_PATH = """coalesce(
    (SELECT f.path FROM files AS f WHERE f.game_id = g.id
     ORDER BY EXISTS (SELECT 1 FROM mortal_reviews AS r WHERE r.path = f.path), f.path LIMIT 1),
    (SELECT path FROM file_games WHERE game_id = g.id ORDER BY path, number))"""
GAME_NUMBER = """coalesce(
    (SELECT 1 FROM files WHERE game_id = g.id),
    (SELECT number FROM file_games WHERE game_id = g.id ORDER BY path, number))"""

_DETAILS = f"""
SELECT g.id, g.played_at, g.room, g.players,
       (SELECT group_concat(name, ' · ') FROM
           (SELECT name FROM seats WHERE game_id = g.id ORDER BY seat)) AS names,
       me.placement, me.final_score, g.round_count, g.tags, g.log_id,
       {GAME_PATH} AS path, {GAME_NUMBER} AS number
FROM games AS g
LEFT JOIN seats AS me ON me.game_id = g.id AND me.name = ?
WHERE g.id IN ({{ids}})
"""


def _where(query: GameFilter) -> tuple[str, list[object]]:
    clauses: list[str] = []
    parameters: list[object] = []
    if query.search:
        pattern = f"%{_escape(query.search)}%"
        clauses.append(
            "(g.log_id LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM seats AS s "
            "WHERE s.game_id = g.id AND s.name LIKE ? ESCAPE '\\'))"
        )
        parameters += [pattern, pattern]
    if query.players is not None:
        clauses.append("g.players = ?")
        parameters.append(query.players)
    if query.since:
        clauses.append("g.played_at >= ?")
        parameters.append(f"{query.since} 00:00:00")
    if query.until:
        clauses.append("g.played_at <= ?")
        parameters.append(f"{query.until} 23:59:59")
    if query.room:
        clauses.append("g.room LIKE ? ESCAPE '\\'")
        parameters.append(f"%{_escape(query.room)}%")
    if query.tag:
        clauses.append("(',' || g.tags || ',') LIKE ? ESCAPE '\\'")
        parameters.append(f"%,{_escape(query.tag)},%")
    return (" WHERE " + " AND ".join(clauses)) if clauses else "", parameters


def count_games(connection: sqlite3.Connection, query: GameFilter) -> int:
    where, parameters = _where(query)
    count: int = connection.execute(
        f"SELECT count(*) FROM games AS g{where}", parameters
    ).fetchone()[0]
    return count


def fetch_games(
    connection: sqlite3.Connection,
    query: GameFilter,
    *,
    sort: str = "date",
    descending: bool = True,
    offset: int = 0,
    limit: int = 200,
) -> list[GameRow]:
    """One page of games. Unknown sort keys fall back to the date; ties keep insertion order."""
    where, parameters = _where(query)
    order = SORT_KEYS.get(sort, SORT_KEYS["date"])
    direction = "DESC" if descending else "ASC"
    # Games without the value (no date, not my game) come last either way; the date alone can
    # walk its index, so the first page of a large library needs no sort of every game.
    nulls = "" if order == SORT_KEYS["date"] else f"{order} IS NULL, "
    join = "LEFT JOIN seats AS me ON me.game_id = g.id AND me.name = ? " if "me." in order else ""
    ids = [
        row[0]
        for row in connection.execute(
            f"SELECT g.id FROM games AS g {join}{where} "
            f"ORDER BY {nulls}{order} {direction}, g.id {direction} LIMIT ? OFFSET ?",
            [*([query.me] if join else []), *parameters, limit, offset],
        )
    ]
    if not ids:
        return []
    # The shown columns are computed for this page only, not for every game sorted.
    details = {
        row[0]: GameRow(*row)
        for row in connection.execute(
            _DETAILS.format(ids=",".join("?" * len(ids))), [query.me, *ids]
        )
    }
    return [details[game_id] for game_id in ids]


def game_rounds(connection: sqlite3.Connection, game_id: int) -> list[RoundRow]:
    rows = connection.execute(
        """
        SELECT r.ordinal, r.round_index, r.honba, r.result, r.draw_kind,
               coalesce((SELECT group_concat(s.name, ' · ') FROM wins AS w
                         JOIN seats AS s ON s.game_id = w.game_id AND s.seat = w.winner
                         WHERE w.game_id = r.game_id AND w.ordinal = r.ordinal), ''),
               coalesce((SELECT max(points) FROM wins AS w
                         WHERE w.game_id = r.game_id AND w.ordinal = r.ordinal), 0)
        FROM rounds AS r WHERE r.game_id = ? ORDER BY r.ordinal
        """,
        (game_id,),
    ).fetchall()
    return [RoundRow(*row) for row in rows]


def rounds_where(
    connection: sqlite3.Connection, game_id: int, seat: int, what: str, yaku: int | None = None
) -> list[int]:
    """Ordinals of the rounds of a game where ``seat`` did ``what``: "dealt_in", "won",
    "riichi", "called", or "won_with" (a win with Tenhou yaku id ``yaku``)."""
    if what == "won_with":
        rows = connection.execute(
            "SELECT ordinal FROM wins WHERE game_id = ? AND winner = ? "
            "AND (',' || yaku || ',' || yakuman || ',') LIKE ? ORDER BY ordinal",
            (game_id, seat, f"%,{int(yaku or 0)},%"),
        ).fetchall()
    else:
        column = {"dealt_in": "dealt_in", "won": "won", "riichi": "riichi", "called": "calls"}[what]
        rows = connection.execute(
            f"SELECT ordinal FROM round_seats WHERE game_id = ? AND seat = ? AND {column} > 0 "
            "ORDER BY ordinal",
            (game_id, seat),
        ).fetchall()
    return [row[0] for row in rows]


def placement_history(
    connection: sqlite3.Connection, player: str, players: int
) -> list[tuple[str | None, int, float | None]]:
    """(played_at, placement, rate) of every game of the player in one mode, oldest first."""
    rows = connection.execute(
        "SELECT g.played_at, s.placement, s.rate FROM seats AS s JOIN games AS g "
        "ON g.id = s.game_id WHERE s.name = ? AND g.players = ? "
        "ORDER BY g.played_at IS NULL, g.played_at, g.id",
        (player, players),
    ).fetchall()
    return [(row[0], row[1], row[2]) for row in rows]


def game_seat(connection: sqlite3.Connection, game_id: int, name: str) -> int | None:
    row = connection.execute(
        "SELECT seat FROM seats WHERE game_id = ? AND name = ? ORDER BY seat LIMIT 1",
        (game_id, name),
    ).fetchone()
    return None if row is None else int(row[0])


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def game_rates(
    connection: sqlite3.Connection, player: str, players: int
) -> list[tuple[float, float]]:
    """(win rate, deal-in rate) in each game of the player in one mode, oldest first."""
    rows = connection.execute(
        "SELECT g.round_count, coalesce(sum(r.won), 0), coalesce(sum(r.dealt_in), 0) "
        "FROM seats AS s JOIN games AS g ON g.id = s.game_id "
        "LEFT JOIN round_seats AS r ON r.game_id = s.game_id AND r.seat = s.seat "
        "WHERE s.name = ? AND g.players = ? GROUP BY s.game_id, s.seat "
        "ORDER BY g.played_at IS NULL, g.played_at, g.id",
        (player, players),
    ).fetchall()
    return [(won / rounds, dealt / rounds) if rounds else (0.0, 0.0) for rounds, won, dealt in rows]

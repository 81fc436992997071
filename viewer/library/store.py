"""Writing scan results into the database: one write transaction per batch of files.

A Mortal review report's game is the game it reviews (``review_store``); every other file's
game is stored by its content hash, and the reports of that game, if any, move to it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from viewer.library.review_store import reviewed_game, settle_reviews, store_review
from viewer.library.schema import FACTS_VERSION
from viewer.library.worker import FileResult, IndexedGame

_INSERT_GAME = """
INSERT INTO games (content_hash, format, log_id, played_at, players, type_bits, lobby, room,
                   round_count, complete, tags, facts_version, deal_key)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
ON CONFLICT (content_hash) DO NOTHING
"""
_REFRESH_GAME = """
UPDATE games SET format = ?, players = ?, type_bits = ?, lobby = ?, room = ?, round_count = ?,
                 complete = ?, tags = ?, facts_version = ?
WHERE id = ?
"""
_CHILD_TABLES = ("seats", "rounds", "round_seats", "wins")
_FILL_GAME = """
UPDATE games SET log_id = coalesce(log_id, ?), played_at = coalesce(played_at, ?),
                 deal_key = coalesce(deal_key, ?)
WHERE id = ?
"""
_INSERT_FILE = """
INSERT INTO files (path, size, mtime_ns, game_id, error) VALUES (?, ?, ?, ?, ?)
ON CONFLICT (path) DO UPDATE SET size = excluded.size, mtime_ns = excluded.mtime_ns,
    game_id = excluded.game_id, error = excluded.error
"""


def write_batch(connection: sqlite3.Connection, results: Sequence[FileResult]) -> int:
    """Store the results of some files; returns how many games were new to the library."""
    new_games = 0
    connection.execute("BEGIN IMMEDIATE")
    try:
        for result in results:
            game_id = None
            if result.game is not None:
                game_id, new = _store_file_game(connection, result.game, result.review is None)
                new_games += new
            connection.execute(
                _INSERT_FILE, (result.path, result.size, result.mtime_ns, game_id, result.error)
            )
            connection.execute("DELETE FROM file_games WHERE path = ?", (result.path,))
            connection.execute("DELETE FROM mortal_reviews WHERE path = ?", (result.path,))
            if result.review is not None:
                store_review(connection, result.path, result.review)
            for number, later in result.more:  # a tenhou.net/6 list of games: 2, 3 ...
                later_id, new = _store_file_game(connection, later, True)
                new_games += new
                connection.execute(
                    "INSERT INTO file_games (path, number, game_id) VALUES (?, ?, ?)",
                    (result.path, number, later_id),
                )
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return new_games


def _store_file_game(
    connection: sqlite3.Connection, game: IndexedGame, is_log: bool
) -> tuple[int, int]:
    """(game id, games new to the library) of a file's game: a log's own, or the game a report
    reviews (the game the report carries only when no log of it is indexed). A log's game that
    takes the place of a report's stand-in is not new."""
    deal_key = game.facts.deal_key
    if is_log:
        game_id, new = _store_game(connection, game)
        return game_id, new - settle_reviews(connection, game_id, deal_key)
    reviewed = reviewed_game(connection, deal_key)
    if reviewed is not None:
        return reviewed, 0
    game_id, new = _store_game(connection, game)
    return game_id, new


def _store_game(connection: sqlite3.Connection, game: IndexedGame) -> tuple[int, bool]:
    facts = game.facts
    cursor = connection.execute(
        _INSERT_GAME,
        (game.content_hash, game.format, game.log_id, game.played_at, facts.players,
         facts.type_bits, facts.lobby, facts.room, facts.round_count, facts.complete,
         facts.tags, FACTS_VERSION, facts.deal_key),
    )  # fmt: skip
    if cursor.rowcount == 0:  # the same game from another file (a gzip twin, a copy)
        row = connection.execute(
            "SELECT id, facts_version FROM games WHERE content_hash = ?", (game.content_hash,)
        ).fetchone()
        game_id: int = row[0]
        connection.execute(_FILL_GAME, (game.log_id, game.played_at, facts.deal_key, game_id))
        if row[1] >= FACTS_VERSION:
            return game_id, False
        # Stored by an older program that knew fewer facts: store them again, same id.
        for table in _CHILD_TABLES:
            connection.execute(f"DELETE FROM {table} WHERE game_id = ?", (game_id,))
        connection.execute(
            _REFRESH_GAME,
            (game.format, facts.players, facts.type_bits, facts.lobby, facts.room,
             facts.round_count, facts.complete, facts.tags, FACTS_VERSION, game_id),
        )  # fmt: skip
        _store_facts(connection, game_id, game)
        return game_id, False
    assert cursor.lastrowid is not None
    game_id = cursor.lastrowid
    _store_facts(connection, game_id, game)
    return game_id, True


def _store_facts(connection: sqlite3.Connection, game_id: int, game: IndexedGame) -> None:
    facts = game.facts
    connection.executemany(
        "INSERT INTO seats (game_id, seat, name, dan, rate, sex, final_score, game_points, "
        "placement) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, *row) for row in facts.seats],
    )
    connection.executemany(
        "INSERT INTO rounds (game_id, ordinal, round_index, honba, sticks, dealer, result, "
        "draw_kind, winners) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, *row) for row in facts.rounds],
    )
    connection.executemany(
        "INSERT INTO round_seats (game_id, ordinal, seat, riichi, riichi_accepted, calls, won, "
        "dealt_in, tenpai, delta) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, *row) for row in facts.round_seats],
    )
    connection.executemany(
        "INSERT INTO wins (game_id, ordinal, winner, from_seat, tsumo, points, fu, han, "
        "limit_kind, yaku, yakuman, riichi, open, turn, pao_seat) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, *row) for row in facts.wins],
    )


def drop_orphan_games(connection: sqlite3.Connection) -> int:
    """Games no file holds any more (deleted, or rewritten into another game)."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        cursor = connection.execute(
            "DELETE FROM games WHERE NOT EXISTS "
            "(SELECT 1 FROM files WHERE files.game_id = games.id) AND NOT EXISTS "
            "(SELECT 1 FROM file_games WHERE file_games.game_id = games.id)"
        )
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return cursor.rowcount

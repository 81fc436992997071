"""Mortal review reports in the database: each on the game it reviews, whatever the scan order.

A report's ``files.game_id`` is the game it reviews, found by the deal key among the indexed
games; its figures are a ``mortal_reviews`` row. When no log of the game is indexed, the report
stands for it: the game it carries is stored (format ``mortal``), once for every report of that
game. As soon as a log of the game is stored, every report of the game moves to it and the
stand-in is deleted, so an mjlog and its report give one game whether the mjlog or the report
was read first. When the same game is indexed from several logs (an mjlog and its tenhou.net/6
export are two games, as they are two contents), the reports go to one of them, chosen by
content, not by order: an mjlog first, then the smallest content hash.
"""

from __future__ import annotations

import sqlite3

from viewer.library.report_reading import REPORT_FORMAT, ReviewRow

_PREFERRED = """
SELECT id FROM games WHERE deal_key = ?
ORDER BY format = ?, format != 'mjlog', content_hash LIMIT 1
"""
_OTHERS = "SELECT 1 FROM games WHERE deal_key = ? AND id != ? LIMIT 1"
_MOVE_REPORTS = """
UPDATE files SET game_id = ?
WHERE game_id IN (SELECT id FROM games WHERE deal_key = ? AND id != ?)
  AND EXISTS (SELECT 1 FROM mortal_reviews AS r WHERE r.path = files.path)
"""
_DROP_STAND_INS = "DELETE FROM games WHERE deal_key = ? AND id != ? AND format = ?"
_INSERT_REVIEW = """
INSERT INTO mortal_reviews (path, seat, model, rating, matches, decisions, bad_moves)
VALUES (?, ?, ?, ?, ?, ?, ?)
"""


def reviewed_game(connection: sqlite3.Connection, deal_key: str) -> int | None:
    """The indexed game a report of the game with ``deal_key`` goes to (None: none yet)."""
    row = connection.execute(_PREFERRED, (deal_key, REPORT_FORMAT)).fetchone()
    return None if row is None else int(row[0])


def settle_reviews(connection: sqlite3.Connection, game_id: int, deal_key: str) -> int:
    """After a log's game is stored: the reports of that game on the one game they go to, and
    the stand-ins no report holds any more deleted; returns how many (the library had the game
    already). One index lookup when the game is the only one with its deals (nearly always)."""
    if connection.execute(_OTHERS, (deal_key, game_id)).fetchone() is None:
        return 0
    best = reviewed_game(connection, deal_key)
    connection.execute(_MOVE_REPORTS, (best, deal_key, best))
    return connection.execute(_DROP_STAND_INS, (deal_key, best, REPORT_FORMAT)).rowcount


def store_review(connection: sqlite3.Connection, path: str, review: ReviewRow) -> None:
    """The figures of the report at ``path`` (its ``files`` row written first)."""
    connection.execute(_INSERT_REVIEW, (path, *review))

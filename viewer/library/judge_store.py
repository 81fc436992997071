"""The coach's verdicts in the database: which games of a player are left to judge, and storing
one judged game in one transaction (a killed run keeps every game it finished).

A seat is judged once per model version (``viewer.coach.value.MODEL_VERSION``): a row of an older
version is judged again, and a failed seat counts as judged (its reason is kept) until the
version changes. Each seat's luck (``luck_seats``) is kept beside, computed again when
``viewer.luck.LUCK_VERSION`` changes (a task of luck alone). A game whose file changes is
another game (its content hash), so it has no verdict yet; the old game and its verdicts go
together.
"""

from __future__ import annotations

import sqlite3

from viewer.library.browse import GAME_NUMBER, GAME_PATH
from viewer.library.judge_luck import LuckResult, LuckRow
from viewer.library.judge_worker import JudgedGame, JudgeTask, SeatResult
from viewer.luck import LUCK_VERSION

_COACH_MISSING = """NOT EXISTS (
    SELECT 1 FROM coach_seats AS c
    WHERE c.game_id = s.game_id AND c.seat = s.seat AND c.model_version = :model)"""
_LUCK_MISSING = """NOT EXISTS (
    SELECT 1 FROM luck_seats AS l
    WHERE l.game_id = s.game_id AND l.seat = s.seat AND l.luck_version = :luck)"""
_TO_JUDGE = f"""
SELECT g.id, {GAME_PATH} AS path, {GAME_NUMBER} AS number,
       group_concat(CASE WHEN {_COACH_MISSING} THEN s.seat END),
       group_concat(CASE WHEN {_LUCK_MISSING} THEN s.seat END)
FROM seats AS s JOIN games AS g ON g.id = s.game_id
WHERE s.name = :name AND ({_COACH_MISSING} OR {_LUCK_MISSING})
GROUP BY g.id
ORDER BY g.played_at IS NULL, g.played_at, g.id
"""
_JUDGED = """
SELECT count(DISTINCT s.game_id) FROM seats AS s
JOIN coach_seats AS c ON c.game_id = s.game_id AND c.seat = s.seat AND c.model_version = ?
WHERE s.name = ?
"""
_INSERT_SEAT = """
INSERT INTO coach_seats (game_id, seat, model_version, decisions, picks, points_lost,
                         shanten_backs, folds, deal_ins, call_decisions, call_picks, call_missed,
                         call_extra, kan_decisions, kan_picks, kan_missed, kan_extra,
                         riichi_decisions, riichi_matches, error, seconds)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
"""
_INSERT_LUCK = """
INSERT INTO luck_seats (game_id, seat, luck_version, draws, hits, expected, variance, draw_z,
                        tenpais, walled_tenpais, dead_waits, cut_off_waits,
                        deal_ins_while_tenpai, error)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
"""
_INSERT_DECISION = """
INSERT INTO coach_decisions (game_id, seat, round, step, kind, played, pick, value_loss, tile,
                             options)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
"""


def games_to_judge(
    connection: sqlite3.Connection, name: str, model_version: int
) -> list[JudgeTask]:
    """The games where ``name`` sat with a seat not judged by this model version, or whose luck
    this luck version has not computed (a task of luck alone: quick), oldest first (a game with
    no file left to read it from is skipped: the next scan drops it)."""
    tasks = []
    parameters = {"name": name, "model": model_version, "luck": LUCK_VERSION}
    for game_id, path, number, coach, luck in connection.execute(_TO_JUDGE, parameters):
        if path is None:
            continue
        tasks.append(JudgeTask(game_id, path, int(number) - 1, _seats(coach), _seats(luck)))
    return tasks


def _seats(listed: str | None) -> tuple[int, ...]:
    return tuple(sorted(int(seat) for seat in listed.split(","))) if listed else ()


def judged_games(connection: sqlite3.Connection, name: str, model_version: int) -> int:
    """The games of ``name`` with a seat judged (or failed) by this model version."""
    count: int = connection.execute(_JUDGED, (model_version, name)).fetchone()[0]
    return count


def store_judged(connection: sqlite3.Connection, judged: JudgedGame, model_version: int) -> bool:
    """One game's verdicts in one transaction, replacing its seats' older ones; False when the
    game left the library meanwhile (a scan running beside the judge dropped it)."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        if connection.execute("SELECT 1 FROM games WHERE id = ?", (judged.game_id,)).fetchone():
            for result in judged.seats:
                _store_seat(connection, judged.game_id, result, judged.seconds, model_version)
            for luck in judged.luck:
                _store_luck(connection, judged.game_id, luck)
            stored = True
        else:
            stored = False
        connection.execute("COMMIT")
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    return stored


def _store_seat(
    connection: sqlite3.Connection,
    game_id: int,
    result: SeatResult,
    seconds: float,
    model_version: int,
) -> None:
    key = (game_id, result.seat)
    connection.execute("DELETE FROM coach_decisions WHERE game_id = ? AND seat = ?", key)
    connection.execute("DELETE FROM coach_seats WHERE game_id = ? AND seat = ?", key)
    verdict = result.verdict
    if verdict is None:
        numbers: tuple[object, ...] = (None,) * 16
    else:
        numbers = (verdict.decisions, verdict.picks, verdict.points_lost, verdict.shanten_backs,
                   verdict.folds, verdict.deal_ins, *verdict.calls, *verdict.kans,
                   *verdict.riichi)  # fmt: skip
    connection.execute(_INSERT_SEAT, (*key, model_version, *numbers, result.error, seconds))
    if verdict is not None:
        connection.executemany(
            _INSERT_DECISION,
            [(*key, row.round, row.step, row.kind, row.played, ",".join(map(str, row.pick)),
              row.value_loss, row.tile, ",".join(row.options)) for row in verdict.rows],
        )  # fmt: skip


def _store_luck(connection: sqlite3.Connection, game_id: int, result: LuckResult) -> None:
    """A seat's luck (its own table: the coach's rows are not touched)."""
    key = (game_id, result.seat)
    connection.execute("DELETE FROM luck_seats WHERE game_id = ? AND seat = ?", key)
    numbers = tuple(result.row) if result.row is not None else (None,) * len(LuckRow._fields)
    connection.execute(_INSERT_LUCK, (*key, LUCK_VERSION, *numbers, result.error))

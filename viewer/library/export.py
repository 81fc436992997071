"""``index --export-parquet DIR``: the library's tables as Parquet files, for DuckDB, Spark, Dask.

Each table becomes ``DIR/<table>.parquet`` with the columns of docs/library-schema.md, written
in row groups (bounded memory). A database's integer game ids mean nothing in another shard, so
every exported table names its game by ``content_hash`` instead: the union of many shards'
exports joins on it, and the same game indexed in two shards is visibly one game. pyarrow is an
optional extra (``pip install 'mjlog-viewer[parquet]'``): the desktop install stays small.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

ROW_GROUP = 50_000
# Tenhou's log ids (and so ``played_at``) are Japan time; Japan has kept +09:00 all year since
# 1951, so the fixed offset is the zone. The column is named by the zone, for the readers.
TIME_ZONE = "Asia/Tokyo"
JST = timezone(timedelta(hours=9), "JST")

# table -> (SELECT giving its rows, [(column, arrow type name)])
TABLES: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "games": (
        "SELECT content_hash, format, log_id, played_at, players, type_bits, lobby, room, "
        "round_count, complete, tags, deal_key FROM games ORDER BY id",
        [("content_hash", "string"), ("format", "string"), ("log_id", "string"),
         ("played_at", "timestamp"), ("players", "int8"), ("type_bits", "int32"),
         ("lobby", "int32"), ("room", "string"), ("round_count", "int16"),
         ("complete", "bool_"), ("tags", "string"), ("deal_key", "string")],
    ),
    "files": (
        "SELECT f.path, f.size, f.mtime_ns, g.content_hash, f.error FROM files AS f "
        "LEFT JOIN games AS g ON g.id = f.game_id ORDER BY f.path",
        [("path", "string"), ("size", "int64"), ("mtime_ns", "int64"),
         ("content_hash", "string"), ("error", "string")],
    ),
    "file_games": (
        "SELECT f.path, f.number, g.content_hash FROM file_games AS f "
        "JOIN games AS g ON g.id = f.game_id ORDER BY f.path, f.number",
        [("path", "string"), ("number", "int32"), ("content_hash", "string")],
    ),
    "seats": (
        "SELECT g.content_hash, s.seat, s.name, s.dan, s.rate, s.sex, s.final_score, "
        "s.game_points, s.placement FROM seats AS s JOIN games AS g ON g.id = s.game_id "
        "ORDER BY s.game_id, s.seat",
        [("content_hash", "string"), ("seat", "int8"), ("name", "string"), ("dan", "int8"),
         ("rate", "float64"), ("sex", "string"), ("final_score", "int32"),
         ("game_points", "float64"), ("placement", "int8")],
    ),
    "rounds": (
        "SELECT g.content_hash, r.ordinal, r.round_index, r.honba, r.sticks, r.dealer, "
        "r.result, r.draw_kind, r.winners FROM rounds AS r JOIN games AS g ON g.id = r.game_id "
        "ORDER BY r.game_id, r.ordinal",
        [("content_hash", "string"), ("ordinal", "int16"), ("round_index", "int8"),
         ("honba", "int16"), ("sticks", "int16"), ("dealer", "int8"), ("result", "string"),
         ("draw_kind", "string"), ("winners", "int8")],
    ),
    "round_seats": (
        "SELECT g.content_hash, r.ordinal, r.seat, r.riichi, r.riichi_accepted, r.calls, "
        "r.won, r.dealt_in, r.tenpai, r.delta FROM round_seats AS r "
        "JOIN games AS g ON g.id = r.game_id ORDER BY r.game_id, r.ordinal, r.seat",
        [("content_hash", "string"), ("ordinal", "int16"), ("seat", "int8"),
         ("riichi", "bool_"), ("riichi_accepted", "bool_"), ("calls", "int8"), ("won", "bool_"),
         ("dealt_in", "bool_"), ("tenpai", "bool_"), ("delta", "int32")],
    ),
    "wins": (
        "SELECT g.content_hash, w.ordinal, w.winner, w.from_seat, w.tsumo, w.points, w.fu, "
        "w.han, w.limit_kind, w.yaku, w.yakuman, w.riichi, w.open, w.turn, w.pao_seat "
        "FROM wins AS w JOIN games AS g ON g.id = w.game_id "
        "ORDER BY w.game_id, w.ordinal, w.winner",
        [("content_hash", "string"), ("ordinal", "int16"), ("winner", "int8"),
         ("from_seat", "int8"), ("tsumo", "bool_"), ("points", "int32"), ("fu", "int16"),
         ("han", "int16"), ("limit_kind", "int8"), ("yaku", "string"), ("yakuman", "string"),
         ("riichi", "bool_"), ("open", "bool_"), ("turn", "int16"), ("pao_seat", "int8")],
    ),
    "mortal_reviews": (
        "SELECT r.path, g.content_hash, r.seat, r.model, r.rating, r.matches, r.decisions, "
        "r.bad_moves FROM mortal_reviews AS r JOIN files AS f ON f.path = r.path "
        "JOIN games AS g ON g.id = f.game_id ORDER BY r.path",
        [("path", "string"), ("content_hash", "string"), ("seat", "int8"), ("model", "string"),
         ("rating", "float64"), ("matches", "int32"), ("decisions", "int32"),
         ("bad_moves", "int32")],
    ),
    "coach_seats": (
        "SELECT g.content_hash, c.seat, c.model_version, c.decisions, c.picks, c.points_lost, "
        "c.shanten_backs, c.folds, c.deal_ins, c.call_decisions, c.call_picks, c.call_missed, "
        "c.call_extra, c.kan_decisions, c.kan_picks, c.kan_missed, c.kan_extra, "
        "c.riichi_decisions, c.riichi_matches, c.error, c.seconds FROM coach_seats AS c "
        "JOIN games AS g ON g.id = c.game_id ORDER BY c.game_id, c.seat",
        [("content_hash", "string"), ("seat", "int8"), ("model_version", "int32"),
         ("decisions", "int32"), ("picks", "int32"), ("points_lost", "float64"),
         ("shanten_backs", "int32"), ("folds", "int32"), ("deal_ins", "int32"),
         ("call_decisions", "int32"), ("call_picks", "int32"), ("call_missed", "int32"),
         ("call_extra", "int32"), ("kan_decisions", "int32"), ("kan_picks", "int32"),
         ("kan_missed", "int32"), ("kan_extra", "int32"), ("riichi_decisions", "int32"),
         ("riichi_matches", "int32"), ("error", "string"), ("seconds", "float64")],
    ),
    "coach_decisions": (
        "SELECT g.content_hash, d.seat, d.round, d.step, d.kind, d.played, d.pick, "
        "d.value_loss, d.tile, d.options "
        "FROM coach_decisions AS d JOIN games AS g ON g.id = d.game_id "
        "ORDER BY d.game_id, d.seat, d.round, d.step, d.kind",
        [("content_hash", "string"), ("seat", "int8"), ("round", "int16"), ("step", "int16"),
         ("kind", "string"), ("played", "int8"), ("pick", "string"),
         ("value_loss", "float64"), ("tile", "int8"), ("options", "string")],
    ),
}  # fmt: skip

Exporter = Callable[[sqlite3.Connection, str], list[Path]]


class ExportError(Exception):
    pass


def parquet_exporter() -> Exporter:
    """The export function, or ExportError when pyarrow is not installed (checked before a
    long scan starts, not after)."""
    try:
        import pyarrow  # noqa: F401
        import pyarrow.parquet  # noqa: F401
    except ImportError:
        raise ExportError(
            "--export-parquet needs pyarrow: pip install 'mjlog-viewer[parquet]'"
        ) from None
    return export_parquet


def export_parquet(connection: sqlite3.Connection, folder: str | os.PathLike[str]) -> list[Path]:
    """Write every table to ``folder/<table>.parquet``; returns the files written."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for table, (query, columns) in TABLES.items():
        schema = pa.schema([(name, _arrow_type(pa, kind)) for name, kind in columns])
        path = target / f"{table}.parquet"
        partial = path.with_name(path.name + ".part")
        with pq.ParquetWriter(partial, schema) as writer:
            cursor = connection.execute(query)
            while rows := cursor.fetchmany(ROW_GROUP):
                writer.write_table(_table(pa, schema, rows))
        partial.replace(path)  # a reader never sees half a file
        written.append(path)
    return written


def _arrow_type(pa: Any, kind: str) -> Any:
    """``timestamp``: an instant in Japan time (DuckDB: TIMESTAMP WITH TIME ZONE), so that
    ``WHERE played_at >= ...`` and time charts need no cast; microseconds, which Spark reads."""
    if kind == "timestamp":
        return pa.timestamp("us", tz=TIME_ZONE)
    return getattr(pa, kind)()


def japan_time(text: str | None) -> datetime | None:
    """SQLite's ``YYYY-MM-DD HH:MM:SS`` (Japan time) as an aware datetime; None for NULL and
    for text that is no such time (a hand-edited database: the export goes on)."""
    if not isinstance(text, str):
        return None
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None
    return when.replace(tzinfo=JST) if when.tzinfo is None else when.astimezone(JST)


def _table(pa: Any, schema: Any, rows: list[tuple[Any, ...]]) -> Any:
    arrays = []
    for index, field in enumerate(schema):
        values = [row[index] for row in rows]
        if field.type == pa.bool_():  # SQLite keeps flags as 0/1
            values = [None if value is None else bool(value) for value in values]
        elif pa.types.is_timestamp(field.type):  # SQLite keeps times as text
            values = [japan_time(value) for value in values]
        arrays.append(pa.array(values, type=field.type))
    return pa.Table.from_arrays(arrays, schema=schema)

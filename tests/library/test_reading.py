"""The one way the library reads a file: mjlog today, every format once viewer.formats has
read_game; the log id and date from the content's ref or the file name."""

from __future__ import annotations

import gzip
import sqlite3
from pathlib import Path

import pytest

from tests.library.games import YONMA_GAME
from viewer.formats.mjlog import read_mjlog
from viewer.formats.writing import export_bytes
from viewer.library import index_folders
from viewer.library.reading import (
    ReadError,
    format_of,
    is_log_file_name,
    log_id_from_name,
    played_at,
    read_log,
)
from viewer.resources import demo_log_path


def test_plain_and_gzip_copies_hash_alike(tmp_path: Path) -> None:
    plain, packed = tmp_path / "a.mjlog", tmp_path / "b.mjlog.gz"
    plain.write_bytes(YONMA_GAME)
    packed.write_bytes(gzip.compress(YONMA_GAME))
    assert read_log(str(plain)).content_hash == read_log(str(packed)).content_hash
    assert read_log(str(plain)).format == "mjlog"


def test_errors_are_one_line_without_the_path(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mjlog"
    bad.write_bytes(b"<mjloggm ver='2.3'>\n<GO type='zz'/>\n</mjloggm>")
    with pytest.raises(ReadError) as caught:
        read_log(str(bad))
    assert "\n" not in str(caught.value) and str(tmp_path) not in str(caught.value)
    with pytest.raises(ReadError, match="cannot read the file"):
        read_log(str(tmp_path / "missing.mjlog"))


def test_log_id_and_date() -> None:
    name = "2011020417gm-00a9-0000-b67fcaa3&tw=1.mjlog"
    assert log_id_from_name(name) == "2011020417gm-00a9-0000-b67fcaa3"
    assert played_at(log_id_from_name(name), name) == "2011-02-04 17:00:00"
    assert played_at(None, "2024123123_saved.mjlog") == "2024-12-31 23:00:00"
    assert played_at(None, "2024133123.mjlog") is None  # month 13
    assert played_at(None, "game.mjlog") is None


def test_ref_in_the_content_names_the_log(tmp_path: Path) -> None:
    game = YONMA_GAME.replace(b'ref=""', b'ref="2019070112gm-0029-0000-7aa26b27"')
    path = tmp_path / "renamed.mjlog"
    path.write_bytes(game)
    assert read_log(str(path)).ref == "2019070112gm-0029-0000-7aa26b27"


def test_ref_must_be_the_whole_word(tmp_path: Path) -> None:
    """An attribute that only ends in "ref" (xref, _ref) names no log; a later ref still does."""
    other = b'xref="2011020417gm-00a9-0000-b67fcaa3" _ref="2012020417gm-00a9-0000-b67fcaa3"'
    game = YONMA_GAME.replace(b'ref=""', other + b' ref="2019070112gm-0029-0000-7aa26b27"')
    path = tmp_path / "renamed.mjlog"
    path.write_bytes(game)
    assert read_log(str(path)).ref == "2019070112gm-0029-0000-7aa26b27"
    path.write_bytes(YONMA_GAME.replace(b'ref=""', other))
    assert read_log(str(path)).ref is None


def test_format_names() -> None:
    assert format_of(b"  <mjloggm ver='2.3'>") == "mjlog"
    assert format_of(b'{"title": ["", ""], "name": [], "log": [[]]}') == "tenhou6"
    assert format_of(b'{"type":"start_game","names":["a","b","c","d"]}\n') == "mjai"


def test_every_format_is_indexed_as_one_game_each(
    library: sqlite3.Connection, tmp_path: Path
) -> None:
    """tenhou.net/6 JSON and mjai logs (written by the project's own writers) are read by
    content; the same game in three formats is three files of three formats."""
    folder = tmp_path / "formats"
    folder.mkdir()
    record = read_mjlog(demo_log_path())
    (folder / "2024070112gm-00a9-0000-12345678.json").write_bytes(export_bytes(record, "tenhou6"))
    (folder / "game.mjson").write_bytes(export_bytes(record, "mjai"))
    assert is_log_file_name("x.json") and is_log_file_name("x.jsonl")
    assert is_log_file_name("x.mjson") and is_log_file_name("x.MJLOG")
    report = index_folders(library, [str(folder)], workers=1)
    assert (report.read, report.error_count) == (2, 0)
    rows = library.execute("SELECT format, log_id, round_count FROM games ORDER BY format")
    assert rows.fetchall() == [
        ("mjai", None, len(record.rounds)),
        ("tenhou6", "2024070112gm-00a9-0000-12345678", len(record.rounds)),
    ]

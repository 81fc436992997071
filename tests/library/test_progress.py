"""The scan's progress on a terminal, and stopping a scan part-way."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

from tests.library.games import YONMA_GAME
from viewer.library import ScanProgress, index_folders
from viewer.library.progress import TerminalProgress, progress_line


def test_the_line_has_counts_rate_and_time_left() -> None:
    line = progress_line(ScanProgress(found=5000, to_read=4000, done=1000, errors=3, elapsed=4.0))
    assert line.startswith("[#######---------------------] 1,000/4,000 files")
    assert "250 files/s" in line and "0:12 left" in line and "3 unreadable" in line
    assert progress_line(ScanProgress(363, 0, 0, 0, 0.1)) == "363 files found, none new or changed"


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_gets_one_line_redrawn_and_a_pipe_gets_nothing() -> None:
    terminal = _Terminal()
    bar = TerminalProgress(terminal, progress_line)
    bar(ScanProgress(10, 10, 5, 0, 1.0))
    bar(ScanProgress(10, 10, 10, 0, 2.0))
    bar.finish()
    text = terminal.getvalue()
    assert text.count("\r") == 2 and text.endswith("10/10 files  5 files/s  0:00 left\n")
    pipe = io.StringIO()
    quiet = TerminalProgress(pipe, progress_line)
    quiet(ScanProgress(10, 10, 5, 0, 1.0))
    quiet.finish()
    assert pipe.getvalue() == ""


def test_a_stopped_scan_keeps_what_it_read_and_the_next_reads_the_rest(
    library: sqlite3.Connection, tmp_path: Path
) -> None:
    folder = tmp_path / "many"
    folder.mkdir()
    for number in range(6):
        game = YONMA_GAME.replace(b"<TAIKYOKU", f"<!-- {number} --><TAIKYOKU".encode())
        (folder / f"game{number}.mjlog").write_bytes(game)
    seen = []
    first = index_folders(
        library, [str(folder)], workers=1, progress=seen.append, cancelled=lambda: True
    )
    assert first.new_games == 1
    assert library.execute("SELECT count(*) FROM files").fetchone()[0] == 1
    second = index_folders(library, [str(folder)], workers=1)
    assert (second.read, second.new_games, second.unchanged) == (5, 5, 1)

"""The first window is cheap: nothing heavy is imported before the board's first paint.

The real start-up path (``mjlog-viewer [--new-window] LOG`` through ``viewer.cli.main``) runs in a
fresh interpreter, offscreen, with the start-up marker on; when the marker fires (the first paint
of the board with the game drawn) the script prints the loaded modules and quits. Features that
need one of these modules import it on first use (see docs/development.md, "Start-up").
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
DEMO = REPO / "resources" / "demo.mjlog"

# Loaded after the first paint or on first use, never before it.
HEAVY = ("mahjong", "numba", "urllib.request", "http.client", "sqlite3", "viewer.analysis")
# The window's chrome around the board: made just after the board's first paint.
CHROME = (
    "viewer.app.window.round_list", "viewer.app.window.overlays", "viewer.app.review.controller",
    "viewer.app.files.sharing", "viewer.app.library.hook", "viewer.app.files.exporting",
    "viewer.app.window.chrome",
)  # fmt: skip

START_UP = r"""
import gc, json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
import viewer.app.startup_marker as marker

def dump():
    boards = [w.board for w in QApplication.topLevelWidgets() if hasattr(w, "board")]
    drawn = bool(boards) and all(board.frame is not None for board in boards)
    sys.stdout.write(f"BOARD {'drawn' if drawn else 'empty'}\n")
    sys.stdout.write("MODULES " + json.dumps(sorted(sys.modules)) + "\n")
    sys.stdout.write(f"GC at the first paint: {gc.isenabled()}\n")
    QTimer.singleShot(0, after_the_first_paint)  # once the work waiting for the paint is done

def after_the_first_paint():
    sys.stdout.write(f"GC after the first paint: {gc.isenabled()}\n")
    windows = [w for w in QApplication.topLevelWidgets() if getattr(w, "chrome", None)]
    rows = [w.chrome.rounds.view.model_.rowCount() for w in windows]
    sys.stdout.write(f"Round list rows after the first paint: {rows}\n")
    sys.stdout.flush()
    QApplication.quit()

marker._print_marker = dump
from viewer.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


def start_up(tmp_path: Path, *arguments: str) -> str:
    """The real start-up in a fresh interpreter; its output (see START_UP)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "MJLOG_VIEWER_STARTUP_MARKER": "1",
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
        "XDG_RUNTIME_DIR": str(tmp_path),
        "HOME": str(tmp_path),
    }
    result = subprocess.run(
        [sys.executable, "-c", START_UP, *arguments, str(DEMO)],
        capture_output=True, text=True, timeout=120, cwd=REPO, env=env,
    )  # fmt: skip
    assert "MODULES " in result.stdout, (
        f"no first paint: {result.returncode}\n{result.stderr[-2000:]}"
    )
    assert "BOARD drawn" in result.stdout  # the paint counted is the board with the game on it
    return result.stdout


def modules_at_first_paint(tmp_path: Path, *arguments: str) -> set[str]:
    lines = [line for line in start_up(tmp_path, *arguments).splitlines() if "MODULES " in line]
    return set(json.loads(lines[0].removeprefix("MODULES ")))


def heavy_among(modules: set[str]) -> list[str]:
    return sorted(
        name for name in modules if any(name == h or name.startswith(h + ".") for h in HEAVY)
    )


@pytest.mark.parametrize("arguments", [("--new-window",), ()], ids=["new-window", "hand-over"])
def test_first_paint_imports_nothing_heavy(tmp_path: Path, arguments: tuple[str, ...]) -> None:
    pytest.importorskip("PySide6")
    modules = modules_at_first_paint(tmp_path, *arguments)
    assert "viewer.app.window.main_window" in modules  # the start-up path really ran
    assert "viewer.formats.mjlog" in modules  # and the game was read before the paint
    assert heavy_among(modules) == []


def test_one_log_paints_the_board_before_the_window_chrome_is_made(tmp_path: Path) -> None:
    pytest.importorskip("PySide6")
    modules = modules_at_first_paint(tmp_path, "--new-window")
    assert sorted(modules.intersection(CHROME)) == []
    assert "locale" not in modules  # no window parser built (its gettext lookups load it)


def test_what_waits_for_the_first_paint_is_done_right_after_it(tmp_path: Path) -> None:
    """Start-up makes tens of thousands of objects and no garbage: collecting is off until the
    board is on screen (about 10 ms of bench/startup.py), then on again for the rest of the run.
    The round list is filled just after the board's first paint (its layout costs a few ms)."""
    pytest.importorskip("PySide6")
    output = start_up(tmp_path, "--new-window")
    assert "GC at the first paint: False" in output
    assert "GC after the first paint: True" in output
    assert "Round list rows after the first paint: [4]" in output  # the demo has four rounds


def test_the_check_sees_a_heavy_import() -> None:
    """The filter catches packages and their submodules (so the test above can fail)."""
    assert heavy_among({"mahjong.shanten", "viewer.analysis", "urllib.parse", "sqlite3"}) == [
        "mahjong.shanten",
        "sqlite3",
        "viewer.analysis",
    ]

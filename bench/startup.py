"""Start-up: from launch to the first finished paint, the viewer against a bare PySide6 window.

Both are launched as separate processes, N times each, interleaved, with the same window size, a
fresh settings folder and the same display. Bytecode is cached as on an installed viewer (pip
compiles it; a checkout writes it on the first run): the warm-up launch of each writes it to a
temporary folder even where PYTHONDONTWRITEBYTECODE is set, so no timed launch compiles source.
Each prints a marker line once its first paint is finished (the viewer when
MJLOG_VIEWER_STARTUP_MARKER is set), with its resident memory; the time is taken here, from just
before the launch to the marker's arrival. Under X11 a virtual screen (Xvfb) is started when one
is installed and none is given; otherwise Qt's offscreen platform.

The last line is a contract: ``startup: viewer X ms, bare window Y ms, Z× bare`` (medians); the
line before it gives the resident memory after the first paint.

``--floor`` adds a third launch, interleaved with the other two: a window holding only the board
(the viewer's reader, replay, frame and board painter, the same file and size, no menus, round
list or status line), which is what any viewer that draws this board pays. Its line, before the
memory line, says how far start-up work that is not the board's is from that floor.

Usage: python bench/startup.py [FILE] [--runs N] [--floor]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
MARKER = "first-paint"
TIMEOUT = 60.0

# The baseline: what any PySide6 program pays before its first paint.
BARE_WINDOW = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel

def rss():
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0

def mark():
    sys.stdout.write(f"first-paint rss_kib={rss()}\n")
    sys.stdout.flush()

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, mark)
        return False

app = QApplication(sys.argv)
label = QLabel("mjlog-viewer")
label.resize(1280, 860)
watcher = FirstPaint(label)
label.installEventFilter(watcher)
label.show()
sys.exit(app.exec())
"""

# The floor: only what painting the first board needs, started as the viewer starts (no cyclic GC
# before the first paint, the Qt-free core imported before PySide6, the window's modules around
# PySide6's import hook), marked by the viewer's own first-paint marker. argv[1] is the log (the
# demo when absent).
BOARD_ONLY_WINDOW = r"""
import gc, sys
gc.disable()
import viewer.presentation, viewer.replay.loading
from viewer.presentation import AnalysisOnDemand, BoardOptions, Frames
from viewer.replay.loading import load_game
from viewer.resources import demo_log_path
from PySide6.QtWidgets import QApplication, QMainWindow
from viewer.app.startup_marker import watch_first_paint
from viewer.ui.board_view import BoardView
from viewer.ui.fonts import register_fonts

app = QApplication(sys.argv[:1])
register_fonts()
window = QMainWindow()
board = BoardView(window)
window.setCentralWidget(board)
window.resize(1280, 860)
timeline = load_game(sys.argv[1] if len(sys.argv) > 1 else demo_log_path()).timeline
frames = Frames(timeline, AnalysisOnDemand(timeline), None)
board.set_frame(frames.at(timeline.first(), BoardOptions()))
window.show()
watch_first_paint(board)
sys.exit(app.exec())
"""


@contextmanager
def display() -> Iterator[dict[str, str]]:
    """The environment both kinds of launch share: a display, fresh config and data folders."""
    with tempfile.TemporaryDirectory(prefix="mjlog-startup-") as home:
        env = {
            **os.environ,
            "XDG_CONFIG_HOME": f"{home}/config",
            "XDG_DATA_HOME": f"{home}/data",
            "XDG_CACHE_HOME": f"{home}/cache",
            "XDG_RUNTIME_DIR": home,
            "MJLOG_VIEWER_STARTUP_MARKER": "1",
            "QT_LOGGING_RULES": "qt.qpa.*=false",
            "PYTHONPYCACHEPREFIX": f"{home}/pycache",
        }
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        server = None
        if env.get("QT_QPA_PLATFORM") not in (None, "", "xcb"):
            pass  # the caller chose a platform (offscreen in the tests)
        elif env.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "xcb"
        elif shutil.which("Xvfb"):
            number = 90 + os.getpid() % 100
            server = subprocess.Popen(
                ["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            )  # fmt: skip
            time.sleep(0.5)
            env["DISPLAY"] = f":{number}"
            env["QT_QPA_PLATFORM"] = "xcb"
        else:
            env["QT_QPA_PLATFORM"] = "offscreen"
        try:
            yield env
        finally:
            if server is not None:
                server.terminate()
                server.wait()


def launch(command: list[str], env: dict[str, str]) -> tuple[float, int]:
    """Milliseconds from launch to the marker, and the resident KiB the process reported."""
    start = time.perf_counter()
    process = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=REPO, text=True
    )
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith(MARKER):
                elapsed = (time.perf_counter() - start) * 1000
                return elapsed, int(line.split("rss_kib=")[1])
        raise RuntimeError(f"{command[-1]} ended before its first paint")
    finally:
        process.kill()
        process.wait(timeout=TIMEOUT)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", help="a log (the demo log when none is given)")
    parser.add_argument("--runs", type=int, default=9, help="launches of each (default 9)")
    parser.add_argument(
        "--floor", action="store_true", help="also launch a window holding only the board"
    )
    args = parser.parse_args()
    viewer = [sys.executable, "-m", "viewer", "--new-window"]
    floor = [sys.executable, "-c", BOARD_ONLY_WINDOW]
    if args.file:
        viewer.append(str(Path(args.file).resolve()))
        floor.append(str(Path(args.file).resolve()))
    bare = [sys.executable, "-c", BARE_WINDOW]
    commands = {"viewer": viewer, "bare": bare, **({"floor": floor} if args.floor else {})}
    times: dict[str, list[float]] = {name: [] for name in commands}
    memory: dict[str, list[int]] = {name: [] for name in commands}
    with display() as env:
        for command in commands.values():  # warm the file and bytecode caches before timing
            launch(command, env)
        for _ in range(args.runs):
            for name, command in commands.items():
                elapsed, rss = launch(command, env)
                times[name].append(elapsed)
                memory[name].append(rss)
        platform = env["QT_QPA_PLATFORM"]
    viewer_ms = statistics.median(times["viewer"])
    bare_ms = statistics.median(times["bare"])
    viewer_mib = statistics.median(memory["viewer"]) / 1024
    bare_mib = statistics.median(memory["bare"]) / 1024
    print(f"{args.runs} launches each on {platform}; viewer {min(times['viewer']):.0f}-"
          f"{max(times['viewer']):.0f} ms, bare window {min(times['bare']):.0f}-"
          f"{max(times['bare']):.0f} ms")  # fmt: skip
    if args.floor:
        floor_ms = statistics.median(times["floor"])
        print(f"floor: board only {floor_ms:.0f} ms, {floor_ms / bare_ms:.2f}× bare; the viewer "
              f"{viewer_ms - floor_ms:.0f} ms above it")  # fmt: skip
    memory_ratio = viewer_mib / bare_mib if bare_mib else float("inf")
    print(f"memory: viewer {viewer_mib:.0f} MiB, bare window {bare_mib:.0f} MiB, "
          f"{memory_ratio:.2f}× bare (resident after the first paint)")  # fmt: skip
    print(f"startup: viewer {viewer_ms:.0f} ms, bare window {bare_ms:.0f} ms, "
          f"{viewer_ms / bare_ms:.2f}× bare")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())

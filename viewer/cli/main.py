"""`mjlog-viewer`: open logs in the window, or `dump` / `render` them without one."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from viewer import __version__

DESCRIPTION = "Replay viewer for Tenhou mahjong logs (mjlog, plain or gzip)."
EPILOG = """commands:
  mjlog-viewer [FILE ...]        open logs in the window (the demo log when none is given)
  mjlog-viewer dump FILE         print every board state as JSON
  mjlog-viewer render FILE ...   draw a board to a PNG without a screen (see render --help)
"""


def dump_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer dump",
        description="Print every board state of a log as one JSON object on stdout. "
        "Exit status 2 and one 'error:' line on stderr when the log cannot be read.",
    )
    parser.add_argument("file", help="an mjlog file (plain XML or gzip)")
    parser.add_argument(
        "--analysis",
        action="store_true",
        help="add to every step 'analysis': one {shanten, waits, furiten} per seat (a seat "
        "holding 3n+2 tiles has waits []; the empty 3-player seat has shanten null), and to "
        "every win 'score': {yaku, han, fu, points} computed from the board",
    )
    return parser


def window_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("files", nargs="*", metavar="FILE", help="logs to open")
    parser.add_argument("--version", action="version", version=f"mjlog-viewer {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "dump":
        options = dump_parser().parse_args(args[1:])
        from viewer.cli.dump import run_dump

        return run_dump(options.file, analysis=options.analysis)
    if args and args[0] == "render":
        from viewer.cli.render import run_render

        return run_render(args[1:])
    options = window_parser().parse_args(args)
    from viewer.cli.window import run_window

    return run_window(options.files)

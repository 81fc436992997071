"""`mjlog-viewer export FILE --format tenhou6|mjai [-o OUT]`: a game in another format.

tenhou6 is what Tenhou's own converter writes (what NAGA and mjai-reviewer take); mjai is the
event log of the AI tools. Any readable format goes in, a review report as the game it reviews;
the output goes to stdout without -o.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TextIO

from viewer.cli.notes import print_warnings
from viewer.formats.errors import LogError
from viewer.formats.writing import export_bytes
from viewer.presentation.anonymous import anonymous_record

WRITERS = ("tenhou6", "mjai")


def export_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer export",
        description="Write a game as tenhou.net/6 JSON (what Tenhou's converter writes, what NAGA "
        "and mjai-reviewer read) or as an mjai event log. Exit status 2 and one 'error:' line "
        "on stderr when the game cannot be read.",
    )
    parser.add_argument(
        "file",
        help="a game in any format the viewer reads: mjlog (plain or gzip), tenhou.net/6 JSON, "
        "mjai (.jsonl, .jsonl.gz), a https://tenhou.net/6/#json=... link, or a Mortal review "
        "report (mjai-reviewer --json): the game it reviews",
    )
    parser.add_argument("--format", required=True, choices=WRITERS, help="the format to write")
    parser.add_argument("-o", "--output", metavar="OUT", help="write here instead of stdout")
    parser.add_argument(
        "--hide-names",
        action="store_true",
        help="seats written as A, B, C, D, with no ranks, rates or log id (for sharing)",
    )
    return parser


def run_export(argv: Sequence[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    options = export_parser().parse_args(list(argv))
    out = out or sys.stdout
    err = err or sys.stderr
    from viewer.review import ReportError
    from viewer.review.game_source import read_game_or_report

    try:
        record = read_game_or_report(options.file).record
    except (LogError, ReportError) as exc:
        print(f"error: {exc}", file=err)
        return 2
    name: str | None = options.file
    if options.hide_names:
        record, name = anonymous_record(record), None
    try:
        data = export_bytes(record, options.format, name)
    except ValueError as exc:  # a game this format cannot write (hidden tiles in tenhou6)
        print(f"error: {options.file}: {exc}", file=err)
        return 2
    if options.output:
        try:
            with open(options.output, "wb") as handle:
                handle.write(data)
        except OSError as exc:
            print(f"error: {options.output}: {exc.strerror or exc}", file=err)
            return 1
    else:
        try:
            buffer = getattr(out, "buffer", None)
            if buffer is not None:
                buffer.write(data)
                buffer.flush()
            else:
                out.write(data.decode("utf-8"))
                out.flush()
        except BrokenPipeError:
            return 0
    print_warnings(record, options.file, err)
    if record.truncation:
        print(f"warning: {options.file}: {record.truncation}; written up to there", file=err)
    return 0

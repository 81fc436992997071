"""``index --judge NAME``: the judge phase after the scan, with its progress line on stderr.

The line is redrawn on a terminal and printed once a game in a log file (a run takes hours);
Ctrl+C stops the run (exit status 130) keeping every game judged, and the next run judges the
rest. Games that cannot be judged are listed on stderr with their one-line reason.
"""

from __future__ import annotations

import sqlite3
import sys
from urllib.parse import unquote

from viewer.library.judge import JudgeError, judge_player
from viewer.library.judge_store import judged_games
from viewer.library.progress import JudgeProgressLines

LISTED_ERRORS = 50  # failed games printed after a run (the database keeps them all)


def judge_phase(connection: sqlite3.Connection, name: str, workers: int | None) -> int:
    """Judge the games of ``name`` (or of its URL-decoded form when only that sat); returns the
    exit status: 0, 1 when a judging process died, 130 when interrupted."""
    from viewer.coach.value import MODEL_VERSION

    player = _known_name(connection, name)
    if player is None:
        print(f"note: no indexed game has a player named {name!r}: nothing to judge",
              file=sys.stderr)  # fmt: skip
        return 0
    lines = JudgeProgressLines(sys.stderr)
    try:
        report = judge_player(connection, player, workers=workers, progress=lines)
    except JudgeError as exc:
        lines.finish()
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        lines.finish()
        judged = judged_games(connection, player, MODEL_VERSION)
        print(f"interrupted: {judged:,} games of {player} are judged in the library; the next "
              "run judges the rest", file=sys.stderr)  # fmt: skip
        return 130
    lines.finish()
    print(
        f"judge {player}: {report.done:,} games judged ({report.failed:,} failed), "
        f"{report.already:,} judged before ({report.seconds:.1f} s)"
    )
    if report.failed:
        print(f"games that could not be judged ({report.failed:,}):", file=sys.stderr)
        for path, reason in report.errors[:LISTED_ERRORS]:
            print(f"  {path}: {reason}", file=sys.stderr)
        if report.failed > LISTED_ERRORS:
            print(f"  … and {report.failed - LISTED_ERRORS:,} more", file=sys.stderr)
    return 0


def _known_name(connection: sqlite3.Connection, name: str) -> str | None:
    for candidate in dict.fromkeys((name, unquote(name))):
        found = connection.execute("SELECT 1 FROM seats WHERE name = ? LIMIT 1", (candidate,))
        if found.fetchone() is not None:
            return candidate
    return None

"""What the commands that report on a game's seats (``coach``, ``luck``) read first: the game
(a log, or a Mortal report as the game it reviews), replayed, and the seats asked for.

Both print one ``error:`` line and return None where the caller exits with status 2.
"""

from __future__ import annotations

from typing import TextIO

from viewer.cli.notes import print_warnings
from viewer.domain.record import GameRecord
from viewer.formats.errors import LogError
from viewer.replay import Timeline


def replayed_game(path: str, err: TextIO) -> tuple[GameRecord, Timeline] | None:
    """The game at ``path`` and its replayed timeline, its reader's warnings printed."""
    from viewer.review import ReportError
    from viewer.review.game_source import read_game_or_report

    try:  # a log, or a Mortal report as the game it reviews (as dump, render and export take)
        record = read_game_or_report(path).record
        timeline = Timeline(record)
        timeline.replay_all()
    except (LogError, ReportError) as exc:
        if isinstance(exc, LogError):
            exc.file = exc.file or path
        print(f"error: {exc}", file=err)
        return None
    print_warnings(record, path, err)
    return record, timeline


def chosen_seats(seat: int | None, players: int, err: TextIO) -> list[int] | None:
    """Every seat, or ``--seat``'s alone when it is one of the game's."""
    if seat is None:
        return list(range(players))
    if not 0 <= seat < players:
        print(f"error: --seat {seat}: this game has seats 0 to {players - 1}", file=err)
        return None
    return [seat]

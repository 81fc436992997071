"""The game a report carries: its ``mjai_log`` (mjai events) or its ``split_logs`` (tenhou.net/6).

A report opened alone opens this game. The mjai events come first (the reviewer reviewed exactly
those); the per-kyoku tenhou.net/6 logs are joined back into one game when there are no events
or they cannot be read. ``read_game_or_report`` is the one way in for a FILE that may be either
(the window, ``dump``, ``render``, ``export``): a player hands a report where a game is asked
for and means the game it reviews.
"""

from __future__ import annotations

import json
import os
from typing import NamedTuple

from viewer.domain.record import GameRecord
from viewer.formats.detect import read_game
from viewer.formats.errors import LogError
from viewer.review.model import FrozenMap, ReviewReport, thaw
from viewer.review.parse import ReportError, read_report
from viewer.review.sniff import is_report_bytes, is_report_file

__all__ = ["OpenedGame", "game_from_report", "is_report_bytes", "read_game_or_report"]


class OpenedGame(NamedTuple):
    """A FILE argument read: its game, and the report when FILE was a review report."""

    record: GameRecord
    report: ReviewReport | None


def read_game_or_report(source: str | os.PathLike[str], game: int = 0) -> OpenedGame:
    """The game at ``source`` (a log of any format, a tenhou.net/6 link, or a Mortal review
    report, told apart by content); ``LogError`` for a log, ``ReportError`` for a report that
    cannot be used, each one line naming the file. ``game``: which game of a file of several."""
    if is_report_file(source):  # False for a link or a file that cannot be opened
        name = os.fspath(source)
        report = read_report(name)
        if game:
            raise ReportError(f"a report holds one game; there is no game {game + 1}", file=name)
        return OpenedGame(game_from_report(report, name), report)
    return OpenedGame(read_game(source, game=game), None)


def _mjai_lines(events: tuple[FrozenMap, ...]) -> bytes:
    lines = []
    for event in events:
        value = thaw(event)
        assert isinstance(value, dict)
        if value.get("type") == "start_kyoku" and isinstance(value.get("tehais"), list):
            # a 3-player report's empty fourth seat: thirteen unknown tiles or none at all
            value["tehais"] = [
                [] if isinstance(h, list) and h and all(t == "?" for t in h) else h
                for h in value["tehais"]
            ]
        lines.append(json.dumps(value, ensure_ascii=False))
    return "\n".join(lines).encode()


def _joined_split_logs(logs: tuple[FrozenMap, ...]) -> bytes:
    games = [thaw(log) for log in logs]
    first = games[0]
    assert isinstance(first, dict)
    kyokus = []
    for game in games:
        assert isinstance(game, dict)
        log = game.get("log")
        if not isinstance(log, list):
            raise ReportError("a split log without 'log'", "split_logs")
        kyokus.extend(log)
    return json.dumps(first | {"log": kyokus}, ensure_ascii=False).encode()


def game_from_report(report: ReviewReport, file: str | None = None) -> GameRecord:
    """The report's own game; ``ReportError`` when it holds none that can be read."""
    problems = []
    if report.mjai_log:
        from viewer.formats.mjai import parse_mjai

        try:
            return parse_mjai(_mjai_lines(report.mjai_log))
        except LogError as exc:
            problems.append(f"its mjai_log cannot be read ({exc})")
    if report.split_logs:
        from viewer.formats.tenhou6 import parse_tenhou6

        try:
            return parse_tenhou6(_joined_split_logs(report.split_logs))
        except LogError as exc:
            problems.append(f"its split_logs cannot be read ({exc})")
    what = "; ".join(problems) or "the report holds no game (no mjai_log, no split_logs)"
    raise ReportError(what, "", file)

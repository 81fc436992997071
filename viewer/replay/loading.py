"""Open a log for viewing: parse it, replay every round, and keep what is good before a break.

A viewer must never lose a whole game to one bad element near its end. ``load_game`` is the one
way in for a window (``MainWindow.open_path``): it parses the file, replays every round at once
(so a rule break is found now, not when the user steps onto it), and when the log breaks in the
middle it returns the rounds before the break together with the one-line problem. It raises
``LogError`` only when nothing at all can be shown (no round survives).
"""

from __future__ import annotations

import dataclasses
import os
import re
from bisect import bisect_left
from typing import NamedTuple

from viewer.domain.record import GameRecord, RoundRecord
from viewer.formats.detect import parse_game, read_game
from viewer.formats.errors import LogError
from viewer.replay.timeline import Timeline


class LoadedGame(NamedTuple):
    """A game ready to view.

    ``record`` holds only what replays cleanly: when ``problem`` is set, the rounds from the
    broken one on are cut (the broken round keeps its steps before the bad element, marked
    incomplete). ``timeline`` has every round of ``record`` replayed already. ``problem`` is the
    reader's one-line error (``FILE: what (round R, element N <TAG>)``), None for a sound log;
    ``error`` is that error itself, for its parts (``round_ordinal``, ``element``, ``tag``, and
    ``partial``, which is ``record``). ``record.truncation`` says when the file simply stops
    early (not an error: everything in it is shown), or, with a problem, where the log breaks.
    """

    record: GameRecord
    timeline: Timeline
    problem: str | None
    warnings: tuple[str, ...]  # the record's warnings, then the replay's
    error: LogError | None = None

    @property
    def notice(self) -> str | None:
        """What a status bar should say of the file: the problem, else the truncation, else
        None (a file of several games is told by ``game_of``, for the window to word)."""
        return self.problem or self.record.truncation

    @property
    def game_of(self) -> tuple[int, int] | None:
        """(1-based number, count) when the file holds several games (a tenhou.net/6 list)."""
        return several_games(self.record)


# The tenhou.net/6 reader's warning on a list of games ("the file holds N games; this is the
# first" / "this is game K"): a window should say it where it is seen, not among the oddities.
_SEVERAL_GAMES = re.compile(r"the file holds (\d+) games; this is (the first|game (\d+))")


def several_games(record: GameRecord) -> tuple[int, int] | None:
    """(1-based number, count) of the game shown when its file holds several, else None."""
    for warning in record.warnings[:1]:
        match = _SEVERAL_GAMES.fullmatch(warning)
        if match:
            return int(match[3] or 1), int(match[1])
    return None


def load_game(path: str | os.PathLike[str], game: int = 0) -> LoadedGame:
    """Read, parse and replay the log at ``path`` (``game``: which game of a file of several,
    0 for the first); see the module docstring."""
    name = os.fspath(path)
    try:
        record = read_game(name, game=game)
    except LogError as exc:
        return _from_parse_error(exc.with_file(name), name)
    return _replay(record, None, name)


def load_game_bytes(data: bytes, name: str | None = None) -> LoadedGame:
    """``load_game`` for bytes already in memory (tests, fuzzing, drag-and-drop of data)."""
    try:
        record = parse_game(data)
    except LogError as exc:
        if name:
            exc.with_file(name)
        return _from_parse_error(exc, name)
    return _replay(record, None, name)


def _from_parse_error(exc: LogError, name: str | None) -> LoadedGame:
    partial = exc.partial
    if partial is None or not partial.rounds:
        raise exc
    return _replay(partial, exc, name)


def _replay(record: GameRecord, error: LogError | None, name: str | None) -> LoadedGame:
    timeline = Timeline(record)
    warnings = list(record.warnings)
    for number in range(timeline.round_count):
        try:
            timeline.states(number)
        except LogError as exc:
            if name:
                exc.with_file(name)
            cut = _cut(record, number, exc)
            if not cut.rounds:
                exc.partial = None
                raise exc from None
            # The first break is the one to report: a parse error after it is moot.
            exc.partial = cut
            return _replay(cut, exc, name)
        warnings.extend(timeline.round_warnings(number))
    problem = str(error) if error is not None else None
    return LoadedGame(record, timeline, problem, tuple(warnings), error)


def _cut(record: GameRecord, number: int, exc: LogError) -> GameRecord:
    """The record up to the element that broke round ``number`` (0-based)."""
    rounds = list(record.rounds[:number])
    broken = record.rounds[number]
    if exc.element is not None:
        # Events before the bad element (positions ascend; bisect: a hostile round may skip
        # tens of thousands of unknown elements, which makes each position() slow).
        keep = bisect_left(range(len(broken.events)), exc.element, key=broken.position)
        if keep > 1:  # more than the deal: the steps before the break are worth showing
            rounds.append(_prefix(broken, keep))
    return dataclasses.replace(
        record,
        rounds=tuple(rounds),
        final=None,
        truncation=f"the log breaks in round {broken.ordinal}; shown up to there",
    )


def _prefix(rnd: RoundRecord, keep: int) -> RoundRecord:
    """The first ``keep`` events of a round, as an incomplete round."""
    end = rnd.position(keep - 1)
    skipped = tuple(s for s in rnd.skipped if s < end)
    return RoundRecord(rnd.ordinal, rnd.start, rnd.events[:keep], rnd.first_element, skipped, False)

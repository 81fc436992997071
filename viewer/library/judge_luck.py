"""Each judged seat's luck, computed where its verdicts are (a judge worker) and kept beside
them: the seat's draws against the odds it could see (hits, expected, variance, z) and its
tenpais with their dead and cut-off waits (``viewer.luck``; docs/luck.md).

Cheap next to the coach (a fraction of a second a game), so a game judged before the library
kept luck gets a task of its own that computes only this. The wall comes from the file's
shuffle seed: only an mjlog has one, so the tenpais of other logs count no dead or cut-off
wait (``walled_tenpais`` says how many could be judged).
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from viewer.formats.detect import detect_format
from viewer.formats.mjlog import MjlogError, read_shuffle_seeds
from viewer.luck import GameLuck
from viewer.replay import Timeline
from viewer.review.game_source import read_game_or_report
from viewer.wall import GameWalls

NO_SEED = "the log carries no shuffle seed (only Tenhou's mjlog does)"


class LuckRow(NamedTuple):
    """One seat's luck over a game (the ``luck_seats`` columns)."""

    draws: int
    hits: int
    expected: float
    variance: float
    draw_z: float | None
    tenpais: int
    walled_tenpais: int  # tenpais of rounds with a wall: those whose waits could be judged
    dead_waits: int
    cut_off_waits: int
    deal_ins_while_tenpai: int


class LuckResult(NamedTuple):
    seat: int
    row: LuckRow | None
    error: str | None  # one line; None when computed


def game_luck(path: str, number: int) -> GameLuck:
    """The luck of the game at ``path`` (``number``: its place in the file, 0-based)."""
    record = read_game_or_report(path, number).record
    timeline = Timeline(record)
    timeline.replay_all()
    data = Path(path).read_bytes()
    if detect_format(data) != "mjlog":  # (a gzip file is read as an mjlog: it tells)
        return GameLuck(record, timeline, None, NO_SEED)
    try:
        seeds = read_shuffle_seeds(data)
    except MjlogError as exc:
        return GameLuck(record, timeline, None, str(exc))
    return GameLuck(record, timeline, GameWalls(record, seeds.game, seeds.rounds))


def luck_row(luck: GameLuck, seat: int) -> LuckRow:
    summary = luck.summary(seat)
    walled = sum(len(rnd.seats[seat].tenpais) for rnd in luck.rounds() if rnd.wall)
    tally = summary.tally
    return LuckRow(
        tally.count, tally.hits, tally.expected, tally.variance, summary.draw_z,
        summary.tenpais, walled, summary.dead_waits, summary.cut_off_waits,
        summary.deal_ins_while_tenpai,
    )  # fmt: skip


def judge_luck(path: str, number: int, seats: tuple[int, ...]) -> tuple[LuckResult, ...]:
    """The luck of ``seats`` in the game; a game that cannot be read gives every seat the
    reason, in one line (a bug here costs the game's luck, never the run)."""
    if not seats:
        return ()
    try:
        luck = game_luck(path, number)
        return tuple(_result(luck, seat) for seat in seats)
    except Exception as exc:
        reason = " ".join(str(exc).split()) or type(exc).__name__
        return tuple(LuckResult(seat, None, reason) for seat in seats)


def _result(luck: GameLuck, seat: int) -> LuckResult:
    if not 0 <= seat < luck.players or luck.round(0).seats[seat].start_shanten is None:
        return LuckResult(seat, None, "the seat's tiles are hidden in this log")
    return LuckResult(seat, luck_row(luck, seat), None)

"""Progress bars on a terminal, redrawn in place: the scan's (counts, rate, time left) and the
judge's (games, time a game, time left)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TextIO, TypeVar

from viewer.library.scan import ScanProgress

if TYPE_CHECKING:  # the judge loads the coach: a scan alone does without it
    from viewer.library.judge import JudgeProgress

BAR_WIDTH = 28
P = TypeVar("P")


def progress_line(progress: ScanProgress) -> str:
    """``[#########---] 1,234/5,000 files  412 files/s  0:09 left  3 unreadable``."""
    total = progress.to_read
    if total == 0:
        return f"{progress.found:,} files found, none new or changed"
    line = f"{_bar(progress.done, total)} {progress.done:,}/{total:,} files"
    rate = progress.rate
    if progress.done and rate > 0:
        left = round((total - progress.done) / rate)
        line += f"  {rate:,.0f} files/s  {left // 60}:{left % 60:02d} left"
    if progress.errors:
        line += f"  {progress.errors:,} unreadable"
    return line


def judge_line(progress: JudgeProgress) -> str:
    """``[###------] 3/40 games  2:10 a game  1:20:13 left  1 failed``: the bar counts the games
    in hand by the share of their decisions valued; the times are wall-clock (several games
    are judged at once)."""
    if progress.games == 0:
        return "no game left to judge"
    work = progress.done + progress.share
    line = f"{_bar(work, progress.games)} {progress.done:,}/{progress.games:,} games"
    left = progress.left
    if left is None or work <= 0:
        line += "  estimating the time left…"
    else:
        line += f"  {clock(progress.elapsed / work)} a game  {clock(left)} left"
    if progress.failed:
        line += f"  {progress.failed:,} failed"
    return line


def clock(seconds: float) -> str:
    """``2:05`` under an hour, ``1:02:05`` from there."""
    whole = round(seconds)
    hours, rest = divmod(whole, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"


def _bar(done: float, total: int) -> str:
    filled = min(BAR_WIDTH, round(BAR_WIDTH * done / total))
    return f"[{'#' * filled}{'-' * (BAR_WIDTH - filled)}]"


class TerminalProgress(Generic[P]):
    """A progress callback drawing one line on ``stream`` (a terminal: nothing otherwise)."""

    def __init__(self, stream: TextIO, line: Callable[[P], str]) -> None:
        self.stream = stream
        self.line = line
        self.enabled = stream.isatty()
        self.width = 0

    def __call__(self, progress: P) -> None:
        if not self.enabled:
            return
        line = self.line(progress)
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.width = len(line)

    def finish(self) -> None:
        if self.enabled and self.width:
            self.stream.write("\n")
            self.stream.flush()


class JudgeProgressLines(TerminalProgress["JudgeProgress"]):
    """The judge's line: redrawn on a terminal; elsewhere (a log of a run of hours) one line
    each time a game is finished."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__(stream, judge_line)
        self.done = -1

    def __call__(self, progress: JudgeProgress) -> None:
        if self.enabled:
            super().__call__(progress)
        elif progress.done != self.done and progress.games:
            self.done = progress.done
            self.stream.write(judge_line(progress) + "\n")
            self.stream.flush()

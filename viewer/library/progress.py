"""The scan's progress bar on a terminal: counts, rate and time left, redrawn in place."""

from __future__ import annotations

from typing import TextIO

from viewer.library.scan import ScanProgress

BAR_WIDTH = 28


def progress_line(progress: ScanProgress) -> str:
    """``[#########---] 1,234/5,000 files  412 files/s  0:09 left  3 unreadable``."""
    total = progress.to_read
    if total == 0:
        return f"{progress.found:,} files found, none new or changed"
    filled = round(BAR_WIDTH * progress.done / total)
    line = f"[{'#' * filled}{'-' * (BAR_WIDTH - filled)}] {progress.done:,}/{total:,} files"
    rate = progress.rate
    if progress.done and rate > 0:
        left = round((total - progress.done) / rate)
        line += f"  {rate:,.0f} files/s  {left // 60}:{left % 60:02d} left"
    if progress.errors:
        line += f"  {progress.errors:,} unreadable"
    return line


class TerminalProgress:
    """A progress callback drawing one line on ``stream`` (a terminal: nothing otherwise)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.enabled = stream.isatty()
        self.width = 0

    def __call__(self, progress: ScanProgress) -> None:
        if not self.enabled:
            return
        line = progress_line(progress)
        self.stream.write("\r" + line.ljust(self.width))
        self.stream.flush()
        self.width = len(line)

    def finish(self) -> None:
        if self.enabled and self.width:
            self.stream.write("\n")
            self.stream.flush()

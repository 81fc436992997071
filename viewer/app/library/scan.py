"""Scans started from the window: ``index_folders`` in a thread, so the window never waits.

The thread has its own database connection (SQLite connections belong to one thread) and starts
its worker processes with "spawn": forking a process that runs Qt threads is not safe.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal

from viewer.library import ScanProgress, ScanReport, connect, index_folders
from viewer.library.schema import LibraryError
from viewer.presentation.i18n import translate


class ScanThread(QThread):
    """``progressed(done, to_read, rate)`` while it runs, then ``finished_scan(summary)``."""

    progressed = Signal(int, int, float)
    finished_scan = Signal(str)

    def __init__(self, db_path: Path, folders: list[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path = db_path
        self.folders = folders
        self.stop_requested = False  # set from the window's thread; read between files

    def run(self) -> None:
        try:
            connection = connect(self.db_path)
        except LibraryError as exc:
            self.finished_scan.emit(
                translate("library", "The library cannot be opened: {error}").format(error=exc)
            )
            return
        try:
            report = index_folders(
                connection,
                self.folders,
                progress=self._report,
                start_method="spawn",
                cancelled=lambda: self.stop_requested,
            )
        except Exception as exc:  # a failed scan is a message, never a crash of the window
            text = translate("library", "The scan stopped: {error}")
            self.finished_scan.emit(text.format(error=f"{type(exc).__name__}: {exc}"))
            return
        finally:
            connection.close()
        self.finished_scan.emit(scan_summary(report))

    def _report(self, progress: ScanProgress) -> None:
        self.progressed.emit(progress.done, progress.to_read, progress.rate)


def scan_summary(report: ScanReport) -> str:
    """A finished scan in one line: found, read, new, gone, unreadable (the first named)."""
    text = translate("library", "{found} log files: {read} read, {new} new games")
    summary = text.format(
        found=f"{report.found:,}", read=f"{report.read:,}", new=f"{report.new_games:,}"
    )
    if report.dropped:
        summary += translate("library", ", {count} gone").format(count=f"{report.dropped:,}")
    if report.error_count:
        text = translate("library", ", {count} unreadable (first: {name}: {error})")
        first_path, first_error = report.errors[0]
        summary += text.format(
            count=f"{report.error_count:,}", name=Path(first_path).name, error=first_error
        )
    if report.missing:
        text = translate("library", "; not found: {folders}")
        summary += text.format(folders=", ".join(report.missing))
    return summary

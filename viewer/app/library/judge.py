"""Judge my games… in the Library window: the coach over every game of "Me" not judged yet, in
the background (a thread that runs ``judge_player`` with worker processes, so the window's own
thread never holds the interpreter), with a progress bar, the time left and a Stop button in the
status bar. Each game judged is in the library at once: the Progress tab follows along, and a
run stopped (or a window closed) keeps what it judged; the next run judges the rest.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QThread, Signal
from PySide6.QtWidgets import QMainWindow, QMessageBox, QProgressBar, QPushButton

from viewer.coach import value
from viewer.library import connect
from viewer.library.judge import JudgeProgress, judge_player
from viewer.library.judge_store import games_to_judge
from viewer.library.progress import clock
from viewer.library.schema import LibraryError
from viewer.presentation import progress_wording as words
from viewer.presentation.i18n import translate


class JudgeThread(QThread):
    """``progressed(JudgeProgress)`` while it runs, then ``finished_judge(summary)``."""

    progressed = Signal(object)
    finished_judge = Signal(str)

    def __init__(self, db_path: Path, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db_path = db_path
        self.name = name
        self.stop_requested = False  # set from the window's thread; read between decisions

    def run(self) -> None:
        try:
            connection = connect(self.db_path)
        except LibraryError as exc:
            self.finished_judge.emit(translate("library", words.JUDGE_FAILED).format(error=exc))
            return
        try:
            report = judge_player(
                connection,
                self.name,
                pool=True,
                progress=self.progressed.emit,
                cancelled=lambda: self.stop_requested,
            )
        except Exception as exc:  # a failed run is a message, never a crash of the window
            text = translate("library", words.JUDGE_FAILED)
            self.finished_judge.emit(text.format(error=f"{type(exc).__name__}: {exc}"))
            return
        finally:
            connection.close()
        self.finished_judge.emit(words.judge_summary(report))


class JudgeControl(QObject):
    """The button, the bar and the Stop button of Judge my games…; ``judged`` after each game
    stored and at the end, ``message(text)`` for the status bar."""

    judged = Signal()
    message = Signal(str)

    def __init__(
        self,
        window: QMainWindow,
        connection: sqlite3.Connection,
        db_path: Path,
        name: Callable[[], str],
    ) -> None:
        super().__init__(window)
        self.window = window
        self.connection = connection
        self.db_path = db_path
        self.name = name
        self.worker: JudgeThread | None = None
        self.done = 0
        self.button = QPushButton(translate("library", words.JUDGE_BUTTON), window)
        self.button.setObjectName("judge")
        self.button.setToolTip(translate("library", words.JUDGE_TIP))
        self.button.clicked.connect(self.start)
        self.bar = QProgressBar(window)
        self.bar.setObjectName("judge_progress")
        self.bar.setMaximumWidth(300)
        self.bar.hide()
        self.stop_button = QPushButton(translate("library", words.STOP_BUTTON), window)
        self.stop_button.setObjectName("stop_judging")
        self.stop_button.clicked.connect(self.stop)
        self.stop_button.hide()
        window.statusBar().addPermanentWidget(self.bar)
        window.statusBar().addPermanentWidget(self.stop_button)

    def start(self) -> None:
        """Ask, then judge in the background (nothing to ask when nothing is left)."""
        if self.worker is not None:
            return
        name = self.name()
        if not name:
            self.message.emit(translate("library", words.JUDGE_NAME_FIRST))
            return
        count = len(games_to_judge(self.connection, name, value.MODEL_VERSION))
        if count == 0:
            self.message.emit(translate("library", words.NOTHING_TO_JUDGE).format(me=name))
            return
        if not self.confirm(name, count):
            return
        self.done = 0
        self.worker = JudgeThread(self.db_path, name, self)
        self.worker.progressed.connect(self._progressed)
        self.worker.finished_judge.connect(self._finished)
        self.bar.setRange(0, count)
        self.bar.setValue(0)
        self.bar.setFormat(words.judge_bar_format(None))
        self.bar.show()
        self.stop_button.setEnabled(True)
        self.stop_button.show()
        self.button.setEnabled(False)
        self.message.emit(translate("library", words.JUDGING).format(me=name))
        self.worker.start()

    def confirm(self, name: str, count: int) -> bool:
        """Whether to run: it takes minutes a game (tests answer for the user)."""
        text = translate("library", words.JUDGE_QUESTION).format(
            count=f"{count:,}", me=name, cores=os.cpu_count() or 1
        )
        answer = QMessageBox.question(
            self.window, translate("library", words.JUDGE_QUESTION_TITLE), text
        )
        return answer == QMessageBox.StandardButton.Yes

    def stop(self) -> None:
        """Stop after the decisions in hand (seconds at most); what is judged is kept."""
        if self.worker is not None:
            self.worker.stop_requested = True
            self.stop_button.setEnabled(False)
            self.message.emit(translate("library", words.STOPPING))

    def close(self) -> None:
        """The window closes: stop and wait for the run (the next one judges the rest)."""
        if self.worker is not None:
            self.worker.stop_requested = True
            self.worker.wait()

    def _progressed(self, progress: JudgeProgress) -> None:
        self.bar.setRange(0, max(progress.games, 1))
        self.bar.setValue(progress.done)
        left = progress.left
        self.bar.setFormat(words.judge_bar_format(None if left is None else clock(left)))
        if progress.done != self.done:
            self.done = progress.done
            self.judged.emit()

    def _finished(self, summary: str) -> None:
        if self.worker is not None:
            self.worker.wait()
            self.worker.deleteLater()
        self.worker = None
        self.bar.hide()
        self.stop_button.hide()
        self.button.setEnabled(True)
        self.message.emit(summary)
        self.judged.emit()

"""The window the screenshot scripts draw (make_coach, make_luck, make_quiz and
make_scores_screenshot.py): offscreen, its settings in a scratch folder (nothing remembered from
another run, or kept), in a language and a theme, a log open; then its picture saved."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication


class ScreenshotWindow:
    """The application, the window and its chrome, the scratch folder kept for the window's
    life (``folder``: where a script may write the log it opens)."""

    def __init__(self, size: str, lang: str, theme: str) -> None:
        from viewer.app.main import create_application
        from viewer.app.window.main_window import MainWindow

        self.app = QApplication.instance() or QApplication([])
        create_application()
        self._scratch = tempfile.TemporaryDirectory()
        self.folder = Path(self._scratch.name)
        settings = QSettings(str(self.folder / "viewer.ini"), QSettings.Format.IniFormat)
        width, height = (int(n) for n in size.split("x"))
        self.window: Any = MainWindow(settings)
        self.window.resize(width, height)
        self.window.show()
        self.chrome: Any = self.window.build_chrome()
        self.chrome.language.choose(lang)
        self.chrome.themes.choose(theme)

    def settle(self, turns: int = 10) -> None:
        for _ in range(turns):
            self.app.processEvents()

    def save(
        self, out: str, turns: int = 10, before_close: Callable[[], Any] | None = None
    ) -> None:
        """The window's picture at ``out`` (its folder made), the path printed, the window closed
        (``before_close`` first: a quiz left, say)."""
        self.settle(turns)
        path = Path(out)
        path.parent.mkdir(parents=True, exist_ok=True)
        self.window.grab().save(str(path))
        if before_close is not None:
            before_close()
        self.window.close()
        print(path)

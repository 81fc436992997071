"""A shown main window with the hand-written three-round game (no corpus needed)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from viewer.app.single_instance import NAME_ENV
from viewer.app.window.main_window import MainWindow

SHORT_GAME = Path(__file__).resolve().parent.parent / "data" / "short_game.xml"


@pytest.fixture(autouse=True)
def private_instance_name(monkeypatch, tmp_path):
    """No test talks to a viewer the developer has open, nor to another test's window."""
    monkeypatch.setenv(NAME_ENV, f"mjlog-viewer-test-{os.getpid()}-{tmp_path.name}")


@pytest.fixture
def window(qtbot):
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    win.board.setFocus()
    yield win
    win.autoplay.stop()
    win.close()


@pytest.fixture
def short_game():
    """The hand-written game: 東1局 double ron, 東1局 1本場 tsumo, 東2局 nine terminals, owari."""
    return SHORT_GAME


@pytest.fixture
def short_window(window):
    assert window.open_path(SHORT_GAME)
    return window

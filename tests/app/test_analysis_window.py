"""The shell wiring: key A shows the badges, and the win popup carries the hand reading
(``short_window``: tests/app/conftest.py, the hand-written game with a double ron in East 1)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from viewer.replay.timeline import Step
from viewer.ui.result_view import AgariPanel


def analysis_labels(win) -> list[str]:  # type: ignore[no-untyped-def]
    layout = win.board.board_layout()
    return [lb.text for lb in layout.labels if lb.role.startswith("analysis")]


def test_key_a_shows_and_hides_the_badges(short_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    short_window.session.go_to(Step(0, 10))
    before = bool(analysis_labels(short_window))
    qtbot.keyClick(short_window, Qt.Key.Key_A)
    assert bool(analysis_labels(short_window)) is (not before)
    qtbot.keyClick(short_window, Qt.Key.Key_Right)  # still there after a step
    assert bool(analysis_labels(short_window)) is (not before)
    qtbot.keyClick(short_window, Qt.Key.Key_A)
    assert bool(analysis_labels(short_window)) is before


def test_double_ron_popup_reads_both_hands(short_window, qtbot) -> None:  # type: ignore[no-untyped-def]
    short_window.session.go_to(Step(0, 22))
    qtbot.keyClick(short_window, Qt.Key.Key_Right)
    assert short_window.chrome.popups.popup.isVisible()
    panel = short_window.chrome.popups.popup.panel
    assert isinstance(panel, AgariPanel)
    texts = [label.text() for label in panel.findChildren(QLabel)]
    assert texts.count("手牌の読み  How the hand was scored") == 2
    assert sum(t.startswith("待ち Wait:") for t in texts) == 2

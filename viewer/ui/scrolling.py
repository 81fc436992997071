"""A dock's page that scrolls instead of asking for its height: with the round list, the review
and the coach open at once, their minimum heights together exceeded a 1600×900 screen (the
window grew past it); a page in a scroll area asks for almost none."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


def scrolling(page: QWidget, parent: QWidget | None = None) -> QScrollArea:
    """``page`` in a frameless scroll area that gives it the whole width."""
    scroll = QScrollArea(parent)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(page)
    return scroll

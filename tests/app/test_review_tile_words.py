"""A review open in the window names no tile in notation (``3z``, ``8p``): the dock, the box beside
the hand, the status bar; the dock's candidates show the tiles themselves (issue 24, item 3)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap

from tests.review.helpers import game_path, report_path
from viewer.app.window.main_window import MainWindow
from viewer.presentation.review_wording import action_tile_words, action_tiles

NOTATION = re.compile(r"(?<![0-9A-Za-z])[0-9]+[mpsz](?![A-Za-z])")


def _painted_texts(window: MainWindow, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Every text the board paints (the review's box beside the hand among them)."""
    texts: list[str] = []
    draw = QPainter.drawText

    def recording(painter, *args):  # type: ignore[no-untyped-def]
        texts.extend(a for a in args if isinstance(a, str))
        return draw(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", recording)
    try:
        window.board.render_image(1200, 900)
    finally:
        monkeypatch.setattr(QPainter, "drawText", draw)
    return texts


def _dock_texts(window: MainWindow) -> list[str]:
    panel = window.chrome.review.panel
    texts = [panel.moves.text(), panel.verdict.text(), window.chrome.review.status.text()]
    texts += [window.status_line.position_label.text(), window.status_line.event_label.text()]
    table = panel.candidates
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            texts += [item.text(), item.toolTip()]
    texts += [panel.worst.item(i).text() for i in range(panel.worst.count())]
    return texts


@pytest.mark.parametrize(("kind", "language"), [("4p", "en"), ("4p", "ja"), ("3p", "en")])
def test_no_tile_is_named_in_notation(window, monkeypatch, kind: str, language: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(window, "show_error", lambda text: pytest.fail(text))
    assert window.open_path(game_path(kind))
    assert window.chrome.review.attach_file(report_path(kind))
    window.chrome.language.choose(language)
    review = window.session.review
    seen: list[str] = []
    for decision in review.decisions:
        window.session.go_to(decision.step)
        painted = _painted_texts(window, monkeypatch)
        assert any("Mortal" in t for t in painted)  # the box beside the hand was drawn
        texts = _dock_texts(window) + painted
        in_notation = [t for t in texts if NOTATION.search(t)]
        assert in_notation == [], f"{decision.step}: {in_notation}"
        seen += texts
    # the tiles are named in words of the language instead
    if language == "ja":
        assert any(re.search(r"[1-9][萬筒索]|[東南西北白發中]", t) for t in seen)
    else:
        assert any(re.search(r"[1-9]-(man|pin|sou)|dragon|East|South|West|North", t) for t in seen)


def test_the_candidates_show_the_tiles(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(window, "show_error", lambda text: pytest.fail(text))
    assert window.open_path(game_path("4p"))
    assert window.chrome.review.attach_file(report_path("4p"))
    table = window.chrome.review.panel.candidates
    pictures = 0
    for decision in window.session.review.decisions:
        window.session.go_to(decision.step)
        for row, candidate in enumerate(decision.entry.candidates):
            verb, tiles = table.item(row, 0), table.item(row, 1)
            picture = tiles.data(Qt.ItemDataRole.DecorationRole)
            name = action_tile_words(candidate.action)
            if action_tiles(candidate.action):
                assert isinstance(picture, QPixmap) and not picture.isNull()
                # as many tiles wide as the action has (a chi: three)
                ratio = picture.width() / picture.height()
                assert len(action_tiles(candidate.action)) * 0.6 < ratio
                assert ratio < len(action_tiles(candidate.action)) * 0.8
                assert tiles.toolTip() == name != ""
                assert tiles.data(Qt.ItemDataRole.AccessibleTextRole) == name
                assert name in verb.toolTip()
                pictures += 1
            else:
                assert picture is None and tiles.text() == ""
    assert pictures >= 5

"""File → Export… and Ctrl+Shift+C (the round as a tenhou.net/6 link), and opening JSON logs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from tests.formats.tenhou6.kyoku import game, kyoku
from viewer.app.actions import Action
from viewer.formats.detect import read_game
from viewer.formats.tenhou6.link import round_link


def test_copy_round_link_puts_the_current_round_on_the_clipboard(short_window, qtbot):
    short_window.chrome.actions[Action.NEXT_ROUND].trigger()
    qtbot.keyClick(
        short_window.board,
        Qt.Key.Key_C,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    link = QGuiApplication.clipboard().text()
    assert link == round_link(short_window.session.record, 1)
    copy = read_game(link)
    assert len(copy.rounds) == 1 and copy.rounds[0].honba == 1
    assert "as a tenhou.net/6 link" in short_window.statusBar().currentMessage()


def test_export_writes_the_chosen_format(short_window, monkeypatch, tmp_path: Path):
    target = tmp_path / "out"
    exporting = short_window.chrome.exporting
    monkeypatch.setattr(
        exporting, "ask_save_path", lambda suggested: (str(target), "mjai event log (*.jsonl)")
    )
    short_window.chrome.actions[Action.EXPORT].trigger()
    lines = (tmp_path / "out.jsonl").read_text().splitlines()
    assert json.loads(lines[0])["type"] == "start_game"
    monkeypatch.setattr(
        exporting,
        "ask_save_path",
        lambda suggested: (str(tmp_path / "g.json"), "tenhou.net/6 JSON (*.json)"),
    )
    assert exporting.export_dialog()
    assert len(json.loads((tmp_path / "g.json").read_text())["log"]) == 3


def test_export_is_disabled_without_a_game(window):
    assert not window.chrome.actions[Action.EXPORT].isEnabled()
    assert not window.chrome.actions[Action.COPY_ROUND_LINK].isEnabled()


def test_the_window_opens_tenhou6_json_and_its_link(window, tmp_path: Path):
    path = tmp_path / "game.json"
    path.write_bytes(game(kyoku(["全員不聴"], {0: ([18], [60])})))
    assert window.open_path(path)
    assert window.session.record.players[0].name == "A"
    link = "https://tenhou.net/6/#json=" + path.read_text()
    assert window.opening.open_targets([link])
    assert window.path is not None and window.path.suffix == ".json"


def test_hidden_names_leave_the_window_in_exports_and_links(short_window, monkeypatch, tmp_path):
    """With Hide player names on, File → Export and the copied link name the seats A, B, C, D
    and carry no log id: what is shared is as anonymous as the shared images."""
    short_window.chrome.actions[Action.HIDE_NAMES].trigger()
    assert short_window.session.options.hide_names
    target = tmp_path / "g.json"
    monkeypatch.setattr(
        short_window.chrome.exporting,
        "ask_save_path",
        lambda suggested: (str(target), "tenhou.net/6 JSON (*.json)"),
    )
    assert short_window.chrome.exporting.export_dialog()
    written = json.loads(target.read_text())
    assert written["name"] == ["A", "B", "C", "D"] and not written.get("ref")
    link = short_window.chrome.exporting.copy_round_link()
    assert link is not None
    assert [p.name for p in read_game(link).players] == ["A", "B", "C", "D"]

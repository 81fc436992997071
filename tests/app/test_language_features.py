"""The features merged after the translation work follow View → Language too: the Theme menu,
the sharing and export messages, the wall view's note and tooltips, the Mortal review dock."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QMenu

from tests.wall import vectors
from tests.wall.wall_logs import log_from_seed
from viewer.app.actions import Action
from viewer.app.files import sharing
from viewer.app.files.exporting import SAVE_FILTERS, chosen_format
from viewer.presentation import i18n
from viewer.ui.wall_layout import wall_tooltip


def _theme_menu(window) -> QMenu:
    menu = window.findChild(QMenu, "menu_theme")
    assert menu is not None
    return menu


def test_theme_menu_and_sharing_messages_follow_the_language(short_window) -> None:
    window = short_window
    assert _theme_menu(window).title() == "T&heme"
    assert window.chrome.themes.choices["dark"].text() == "&Dark"

    window.chrome.language.choose("ja")
    assert _theme_menu(window).title() == "テーマ(&H)"
    assert window.chrome.themes.choices["dark"].text() == "ダーク(&D)"
    window.chrome.actions[Action.COPY_IMAGE].trigger()
    assert window.statusBar().currentMessage() == "盤面の画像をコピーしました"

    window.chrome.language.choose("zh")
    assert window.chrome.themes.choices["light"].text() == "浅色(&L)"
    window.chrome.language.choose("en")
    assert _theme_menu(window).title() == "T&heme"
    window.chrome.actions[Action.COPY_IMAGE].trigger()
    assert window.statusBar().currentMessage() == sharing.COPIED


def test_the_export_dialogs_filter_is_understood_in_every_language(short_window) -> None:
    short_window.chrome.language.choose("ko")
    mjai = next(s for s, (fmt, _suffix) in SAVE_FILTERS.items() if fmt == "mjai")
    shown = i18n.translate("exporting", mjai)
    assert shown != mjai and chosen_format(shown) == ("mjai", ".jsonl")
    assert chosen_format(mjai) == ("mjai", ".jsonl")


def test_the_wall_view_is_worded_in_the_language(window, tmp_path) -> None:
    path = tmp_path / "yonma.mjlog"
    path.write_bytes(log_from_seed(vectors.SEED, 2, False))
    assert window.open_path(path)
    window.chrome.actions[Action.SHOW_WALL].trigger()

    def notes() -> list[str]:
        layout = window.board.board_layout()
        return [label.text for label in layout.labels if label.role == "wall_note"]

    def dora_tooltip() -> str:
        layout = window.board.board_layout()
        frame = window.board.frame
        walls = [s for s in layout.sprites if s.zone == "wall"]
        dora = walls[[t.role for t in frame.wall.tiles].index("dora")]
        return wall_tooltip(frame, layout.sprites, dora.rect.x + 1, dora.rect.y + 1)

    assert notes() and set(notes()) == {"next"}
    assert "dora indicator " in dora_tooltip()
    window.chrome.language.choose("ja")
    assert set(notes()) == {"次"}
    assert "ドラ表示牌 " in dora_tooltip()
    window.chrome.language.choose("ko")
    assert "도라 표시패 " in dora_tooltip()
    window.chrome.language.choose("en")
    assert set(notes()) == {"next"}


def test_the_review_dock_and_status_mark_follow_the_language(window) -> None:
    from tests.review.helpers import game_path, report_path

    assert window.open_path(game_path("4p"))
    assert window.chrome.review.attach_file(report_path("4p"))
    panel = window.chrome.review.panel
    missed = next(d for d in window.session.review.decisions if not d.entry.is_equal)
    window.session.go_to(missed.step)
    assert panel.windowTitle() == "Mortal review"
    assert panel.per_round_label.text() == "Disagreements per round"
    assert panel.moves.text().startswith("Played: ")
    assert window.chrome.review.status.text().startswith("Mortal × ")
    english_worst = panel.worst.item(0).text()

    window.chrome.language.choose("ja")
    assert panel.windowTitle() == "Mortal 検討"
    assert panel.per_round_label.text() == "局ごとの不一致"
    assert panel.candidates.horizontalHeaderItem(1).text() == "牌"
    assert panel.candidates.horizontalHeaderItem(2).text() == "確率"
    assert panel.rounds.horizontalHeaderItem(1).text() == "不一致"
    assert panel.moves.text().startswith("実際: ")  # the decision shown, worded again
    assert panel.verdict.text() and "Mortal" in panel.verdict.text()
    assert "局" in panel.rounds.item(0, 0).text()
    assert panel.worst.item(0).text() != english_worst and "巡目" in panel.worst.item(0).text()
    mark = window.chrome.review.status.text()
    assert mark.startswith("Mortal × ") and mark != "Mortal × " + english_worst
    assert panel.strip.toolTip().startswith("この局")

    window.chrome.language.choose("en")
    assert panel.windowTitle() == "Mortal review"
    assert panel.moves.text().startswith("Played: ")


def test_the_animation_export_asks_and_reports_in_the_language(short_window, tmp_path, monkeypatch):
    asked: list[tuple[str, str]] = []

    def ask(_window, title, _suggested, filters):
        asked.append((title, filters))
        return str(tmp_path / "round.webp")

    def cancel_at_two(dialog, value):
        original(dialog, value)
        if value == 2:
            dialog.cancel()

    original = sharing.QProgressDialog.setValue
    monkeypatch.setattr(sharing, "ask_save_path", ask)
    monkeypatch.setattr(sharing.QProgressDialog, "setValue", cancel_at_two)
    short_window.chrome.language.choose("ja")
    assert not short_window.chrome.sharing.export_animation()
    assert asked == [("局をアニメーションで書き出す", asked[0][1])]
    assert "GIF アニメーション (*.gif)" in asked[0][1]
    assert short_window.chrome.sharing.progress_dialog.labelText() == "局を書き出しています…"
    assert short_window.statusBar().currentMessage() == "書き出しを中止しました"

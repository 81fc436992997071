"""View toggles, result popups, help, opening files (good, broken, cut off), status line, title."""

from __future__ import annotations

import sys
from typing import ClassVar

import pytest

pytest.importorskip("PySide6")

from PySide6 import QtWidgets
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu, QWidget

import viewer.app.window.main_window as main_window_module
import viewer.ui.compose as compose_module
from viewer.app.actions import ACTION_SPECS, Action, key_text
from viewer.domain.events import Agari, Ryuukyoku
from viewer.replay.timeline import Step
from viewer.ui.result_view import AgariPanel, FinalPanel, RyuukyokuPanel

# -- view options -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "field"),
    [
        (Qt.Key.Key_H, "open_hands"),
        (Qt.Key.Key_T, "shade_tsumogiri"),
        (Qt.Key.Key_D, "mark_dora"),
        (Qt.Key.Key_A, "show_analysis"),
    ],
)
def test_toggle_keys_change_the_board_options(short_window, qtbot, key, field):
    before = getattr(short_window.board.frame.options, field)
    qtbot.keyClick(short_window, key)
    assert getattr(short_window.board.frame.options, field) is (not before)
    assert short_window.board.frame.options == short_window.session.options
    qtbot.keyClick(short_window, key)
    assert getattr(short_window.board.frame.options, field) is before


def test_toggle_menu_entries_stay_in_step_with_the_keys(short_window, qtbot):
    mark_dora = short_window.chrome.actions[Action.MARK_DORA]
    qtbot.keyClick(short_window, Qt.Key.Key_D)
    assert mark_dora.isChecked() == short_window.board.frame.options.mark_dora
    mark_dora.trigger()
    assert mark_dora.isChecked() == short_window.board.frame.options.mark_dora


def test_v_rotates_the_viewpoint(short_window, qtbot):
    seen = []
    for _ in range(4):
        qtbot.keyClick(short_window, Qt.Key.Key_V)
        seen.append(short_window.board.frame.options.viewpoint)
    assert seen == [1, 2, 3, 0]


def test_options_survive_moving_and_reach_the_board(short_window, qtbot):
    qtbot.keyClick(short_window, Qt.Key.Key_V)
    qtbot.keyClick(short_window, Qt.Key.Key_H)
    qtbot.keyClick(short_window, Qt.Key.Key_Right)
    assert short_window.board.frame.options.viewpoint == 1
    assert short_window.board.frame.options.open_hands is False


# -- popups -------------------------------------------------------------------------------------


class RecordingAgariPanel(AgariPanel):
    made: ClassVar[list[tuple]] = []

    def __init__(self, record, wins, **kwargs):
        super().__init__(record, wins, **kwargs)
        RecordingAgariPanel.made.append(tuple(wins))


@pytest.fixture
def agari_panels(monkeypatch):
    RecordingAgariPanel.made = []
    monkeypatch.setattr(compose_module, "AgariPanel", RecordingAgariPanel)
    return RecordingAgariPanel.made


def test_double_ron_popup_shows_both_wins_and_stepping_goes_on(short_window, qtbot, agari_panels):
    window = short_window
    window.session.go_to(Step(0, 22))
    assert not window.chrome.popups.popup.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.chrome.popups.popup.isVisible()
    assert isinstance(window.chrome.popups.popup.panel, AgariPanel)
    (wins,) = agari_panels
    assert "Double ron" in window.chrome.popups.popup._title.text()
    assert [(w.seat, w.from_seat, w.points) for w in wins] == [(0, 3, 3900), (1, 3, 1000)]
    assert all(isinstance(w, Agari) for w in wins)
    # The popup does not take the keyboard: the next key steps to the second win (same popup) ...
    assert not window.chrome.popups.popup.isAncestorOf(QApplication.focusWidget())
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.session.step == Step(0, 24)
    assert window.chrome.popups.popup.isVisible()
    assert len(agari_panels) == 1
    # ... and the next one leaves the result: the popup goes away.
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.session.step == Step(1, 0)
    assert not window.chrome.popups.popup.isVisible()


def test_popup_opens_through_the_hook(short_window, monkeypatch):
    opened = []
    monkeypatch.setattr(short_window.chrome.popups, "open_popup", lambda *args: opened.append(args))
    short_window.session.go_to(Step(1, 14))
    ((key, title, panel),) = opened
    assert key == ("agari", 1, 14)
    assert title == ""  # one win: the panel's own heading is enough
    assert isinstance(panel, AgariPanel)


@pytest.mark.parametrize("key", [Qt.Key.Key_Escape, Qt.Key.Key_Return])
def test_popup_closes_with_a_key_and_the_board_still_steps(short_window, qtbot, key):
    short_window.session.go_to(Step(1, 14))
    assert short_window.chrome.popups.popup.isVisible()
    qtbot.keyClick(short_window, key)
    assert not short_window.chrome.popups.popup.isVisible()
    assert short_window.session.step == Step(1, 14)
    qtbot.keyClick(short_window, Qt.Key.Key_Right)
    assert short_window.session.step == Step(2, 0)


def test_a_closed_popup_stays_closed_on_the_same_result(short_window, qtbot, agari_panels):
    window = short_window
    window.session.go_to(Step(0, 23))
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.keyClick(window, Qt.Key.Key_Right)  # the second win of the same double ron
    assert window.session.step == Step(0, 24)
    assert not window.chrome.popups.popup.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Left)  # left the result and came back: shown again
    assert window.session.step == Step(0, 24)
    assert window.chrome.popups.popup.isVisible()
    assert len(agari_panels) == 2


def test_popup_closes_with_a_click(short_window, qtbot):
    short_window.session.go_to(Step(1, 14))
    qtbot.mouseClick(short_window.chrome.popups.popup, Qt.MouseButton.LeftButton)
    assert not short_window.chrome.popups.popup.isVisible()


def test_draw_popup_then_final_standings(short_window, qtbot):
    window = short_window
    window.session.go_to(Step(2, 1))
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.session.step == Step(2, 2)
    assert isinstance(window.session.state().event, Ryuukyoku)
    assert isinstance(window.chrome.popups.popup.panel, RyuukyokuPanel)
    # The game is over: one more step shows the final standings.
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.session.step == Step(2, 2)
    assert isinstance(window.chrome.popups.popup.panel, FinalPanel)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.chrome.popups.popup.isVisible()


def test_closing_the_last_result_shows_the_final_standings(short_window, qtbot):
    short_window.session.go_to(Step(2, 2))
    qtbot.keyClick(short_window, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: isinstance(short_window.chrome.popups.popup.panel, FinalPanel), timeout=1000
    )


def test_no_popup_on_ordinary_steps(short_window, monkeypatch):
    opened = []
    monkeypatch.setattr(short_window.chrome.popups, "open_popup", lambda *args: opened.append(args))
    for index in range(1, 23):
        short_window.session.go_to(Step(0, index))
    assert opened == []


def test_popup_sits_on_the_board_and_stays_inside_the_window(short_window):
    window = short_window
    window.session.go_to(Step(1, 14))
    popup = window.chrome.popups.popup.geometry()
    board = window.board.geometry()
    assert abs(popup.center().x() - board.center().x()) <= 2
    assert popup.top() > window.menuBar().geometry().bottom()
    assert popup.bottom() < window.statusBar().geometry().top()


def test_a_wide_popup_widens_over_the_dock_instead_of_cutting(short_window):
    window = short_window
    wide = QWidget()
    wide.setMinimumSize(window.board.width() + 200, 300)
    window.chrome.popups.open_popup(("test",), "wide", wide)
    popup = window.chrome.popups.popup.geometry()
    assert popup.width() >= wide.minimumWidth()
    assert window.rect().contains(popup)
    assert popup.bottom() < window.statusBar().geometry().top()


# -- help ---------------------------------------------------------------------------------------


def test_f1_opens_and_closes_the_help(short_window, qtbot):
    qtbot.keyClick(short_window, Qt.Key.Key_F1)
    assert short_window.chrome.popups.help_overlay.isVisible()
    qtbot.keyClick(short_window, Qt.Key.Key_F1)
    assert not short_window.chrome.popups.help_overlay.isVisible()
    qtbot.keyClick(short_window, Qt.Key.Key_Question)
    assert short_window.chrome.popups.help_overlay.isVisible()
    qtbot.keyClick(short_window, Qt.Key.Key_Escape)
    assert not short_window.chrome.popups.help_overlay.isVisible()


def test_shifted_symbol_keys_work(short_window, qtbot):
    shift = Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(short_window, Qt.Key.Key_Question, shift)
    assert short_window.chrome.popups.help_overlay.isVisible()
    before = short_window.autoplay.interval
    qtbot.keyClick(short_window, Qt.Key.Key_Plus, shift)
    assert short_window.autoplay.interval < before


def test_help_lists_every_key(window):
    from PySide6.QtWidgets import QLabel

    texts = {label.text() for label in window.chrome.popups.help_overlay.findChildren(QLabel)}
    for spec in ACTION_SPECS.values():
        if spec.keys and spec.help:
            assert key_text(spec) in texts
    assert "→ / ↓" in texts
    assert "Ctrl+→" in texts


def test_menus_show_the_keys(window):
    menus = {menu.objectName(): menu for menu in window.menuBar().findChildren(QMenu)}
    go = menus["menu_go"]
    shortcuts = {a.text(): a.shortcut().toString() for a in go.actions() if not a.isSeparator()}
    assert shortcuts["&Next event"] == "Right"
    assert shortcuts["Next &round"] == "PgDown"


def test_round_list_can_be_hidden_and_shown(window):
    toggle = window.chrome.actions[Action.SHOW_ROUNDS]
    assert toggle.isChecked()
    toggle.trigger()
    assert window.rounds_dock.isHidden()
    window.rounds_dock.show()
    assert toggle.isChecked()


def test_file_switching_keys_belong_to_the_opening_actions(window):
    actions = window.chrome.actions
    owners = {s.toString(): action for action in Action for s in actions[action].shortcuts()}
    assert owners["Ctrl+PgDown"] is Action.NEXT_LOG
    assert owners["Ctrl+PgUp"] is Action.PREVIOUS_LOG
    assert owners["Ctrl+L"] is Action.OPEN_TENHOU


# -- opening ------------------------------------------------------------------------------------


def test_open_shows_the_game(short_window):
    window = short_window
    assert window.session.step == Step(0, 0)
    assert window.board.frame.record is window.session.record
    assert "short_game.xml" in window.windowTitle()
    assert "四鳳南喰赤" in window.windowTitle()
    assert window.chrome.rounds.view.model().rowCount() == 3
    assert "1. Chidori 33200 (+43.2)" in window.chrome.rounds.final_label.text()
    assert not window.status_line.warning_label.isVisible()


def test_status_line_names_the_position_and_the_event(short_window):
    short_window.session.go_to(Step(0, 7))
    assert "東1局 0本場" in short_window.status_line.position_label.text()
    assert "step 8 of 25" in short_window.status_line.position_label.text()
    assert short_window.status_line.event_label.text() == (
        "Botan calls pon White dragon from Chidori"
    )
    short_window.session.go_to(Step(0, 15))
    assert short_window.status_line.event_label.text() == (
        "Aoi discards 6-man (tsumogiri, riichi declaration)"
    )


def test_bad_file_shows_one_error_and_keeps_the_game(short_window, tmp_path, monkeypatch):
    errors = []
    monkeypatch.setattr(short_window, "show_error", errors.append)
    short_window.session.go_to(Step(1, 3))
    record = short_window.session.record
    bad = tmp_path / "bad.mjlog"
    bad.write_bytes(b"this is not a log")
    assert short_window.open_path(bad) is False
    assert len(errors) == 1
    assert "bad.mjlog" in errors[0]
    assert short_window.session.record is record
    assert short_window.session.step == Step(1, 3)
    assert "short_game.xml" in short_window.windowTitle()


def test_file_opened_signal_only_on_success(window, short_game, tmp_path, monkeypatch):
    monkeypatch.setattr(window, "show_error", lambda text: None)
    opened = []
    window.file_opened.connect(opened.append)
    assert window.open_path(str(short_game))
    assert not window.open_path(tmp_path / "missing.mjlog")
    assert opened == [short_game]


def test_missing_file_shows_one_error(short_window, tmp_path, monkeypatch):
    errors = []
    monkeypatch.setattr(short_window, "show_error", errors.append)
    assert short_window.open_path(tmp_path / "nowhere.mjlog") is False
    assert len(errors) == 1
    assert "nowhere.mjlog" in errors[0]


def test_broken_log_opens_the_rounds_before_the_break(window, short_game, tmp_path, monkeypatch):
    errors = []
    monkeypatch.setattr(window, "show_error", errors.append)
    broken = tmp_path / "broken.mjlog"
    broken.write_bytes(short_game.read_bytes().replace(b"<U128/>", b"<U999/>"))
    assert window.open_path(broken) is True
    assert errors == []
    assert len(window.session.record.rounds) == 2
    assert window.status_line.warning_label.isVisible()
    assert "round 3" in window.status_line.warning_label.toolTip()


def test_log_failing_replay_opens_the_rounds_before(window, short_game, tmp_path, monkeypatch):
    errors = []
    monkeypatch.setattr(window, "show_error", errors.append)
    broken = tmp_path / "replay.mjlog"
    broken.write_bytes(short_game.read_bytes().replace(b"<U128/>", b"<U1/>"))
    assert window.open_path(broken) is True
    assert len(window.session.record.rounds) == 2
    assert "which is already in play" in window.status_line.warning_label.toolTip()
    window.session.go_to(Step(5, 99))  # clamped to what is left; no replay error escapes
    assert window.session.step == window.session.timeline.last()


def test_tolerated_oddities_are_noted(window, short_game, tmp_path):
    odd = tmp_path / "odd.xml"
    odd.write_bytes(short_game.read_bytes().replace(b"<TAIKYOKU", b'<SOMETHING x="1"/><TAIKYOKU'))
    assert window.open_path(odd)
    assert window.session.record.warnings
    assert window.status_line.warning_label.isVisible()
    assert "oddit" in window.status_line.warning_label.text()


def test_replay_oddities_are_noted(window, short_game, tmp_path):
    odd = tmp_path / "odd.xml"
    data = short_game.read_bytes().replace(b'sc="289,-40,260,-21', b'sc="290,-40,260,-21')
    odd.write_bytes(data)
    assert window.open_path(odd)
    assert "differ from the replayed" in window.status_line.warning_label.toolTip()


def test_cut_off_log_is_marked(window, short_game, tmp_path):
    data = short_game.read_bytes()
    cut = tmp_path / "cut.mjlog"
    cut.write_bytes(data[: data.index(b"<W128/>")])
    assert window.open_path(cut)
    assert window.status_line.warning_label.isVisible()
    assert "cut off" in window.status_line.warning_label.toolTip()
    model = window.chrome.rounds.view.model()
    assert model.rowCount() == 2
    assert model.is_cut_off(1) and not model.is_cut_off(0)
    assert "⚠" in model.index(1, 0).data()
    window.session.go_to(Step(1, 3))
    assert "(cut off)" in window.status_line.position_label.text()


def test_error_message_box_is_shown_once(short_window, tmp_path, monkeypatch):
    """The real hook (not replaced): one QMessageBox.warning call."""
    calls = []
    monkeypatch.setattr(QtWidgets.QMessageBox, "warning", lambda *args: calls.append(args))
    bad = tmp_path / "bad.xml"
    bad.write_bytes(b"<mjloggm><INIT/></mjloggm>")
    assert not short_window.open_path(bad)
    assert len(calls) == 1


def test_every_cut_of_the_file_opens_or_fails_cleanly(window, short_game, tmp_path, monkeypatch):
    """Hostile input: the log cut at many byte offsets. Never an exception; one message at most
    per failed open, and a failed open keeps the game that was open."""
    errors = []
    monkeypatch.setattr(window, "show_error", errors.append)
    data = short_game.read_bytes()
    assert window.open_path(short_game)
    path = tmp_path / "cut.mjlog"
    for end in range(0, len(data), 41):
        path.write_bytes(data[:end])
        before_errors, before_record = len(errors), window.session.record
        opened = window.open_path(path)
        if opened:
            assert len(errors) == before_errors
            assert window.session.record.rounds
            window.session.go_to(window.session.timeline.last())
        else:
            assert len(errors) == before_errors + 1
            assert window.session.record is before_record


def test_reader_bug_gives_one_message(short_window, tmp_path, monkeypatch):
    errors = []
    monkeypatch.setattr(short_window, "show_error", errors.append)

    def broken_reader(path, game=0):
        raise RuntimeError("unexpected")

    monkeypatch.setattr(main_window_module, "load_game", broken_reader)
    record = short_window.session.record
    assert not short_window.open_path(tmp_path / "x.mjlog")
    assert len(errors) == 1 and "RuntimeError" in errors[0]
    assert short_window.session.record is record


# -- PySide6 6.12 on Python 3.11 ----------------------------------------------------------------


def test_qt_calls_keep_the_refcount_of_none(short_window):
    """PySide6 6.12.0 on Python 3.11 drops a reference to None on some calls (then crashes)."""
    before = sys.getrefcount(None)
    for _ in range(100):
        short_window.status_line.position_label.text()
        short_window.board.frame.options  # noqa: B018
        short_window.chrome.popups.popup.isVisible()
        short_window.chrome.actions[Action.NEXT].shortcut()
        short_window.chrome.rounds.view.model().index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    after = sys.getrefcount(None)
    assert after >= before - 5, f"None lost {before - after} references over 100 Qt calls"

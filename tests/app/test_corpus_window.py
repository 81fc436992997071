"""The shell on real games (skipped without ../shared/corpus): keys, held keys, popups, sanma."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

import viewer.ui.compose as compose_module
from viewer.domain.events import Agari, Ryuukyoku
from viewer.replay.timeline import Step
from viewer.ui.result_view import AgariPanel, RyuukyokuPanel

# Same place as tests/conftest.py's FRAGMENTS: the corpus next to the repository.
FRAGMENTS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "mjlog-fragments"
CTRL = Qt.KeyboardModifier.ControlModifier
NONE = Qt.KeyboardModifier.NoModifier

KEYS = [
    (Qt.Key.Key_Right, NONE, lambda t, s, v: t.next(s)),
    (Qt.Key.Key_Down, NONE, lambda t, s, v: t.next(s)),
    (Qt.Key.Key_Left, NONE, lambda t, s, v: t.previous(s)),
    (Qt.Key.Key_Up, NONE, lambda t, s, v: t.previous(s)),
    (Qt.Key.Key_Right, CTRL, lambda t, s, v: t.next_turn(s, v)),
    (Qt.Key.Key_Left, CTRL, lambda t, s, v: t.previous_turn(s, v)),
    (Qt.Key.Key_PageDown, NONE, lambda t, s, v: t.next_round(s)),
    (Qt.Key.Key_PageUp, NONE, lambda t, s, v: t.previous_round(s)),
    (Qt.Key.Key_Home, NONE, lambda t, s, v: t.round_start(s)),
    (Qt.Key.Key_End, NONE, lambda t, s, v: t.round_end(s)),
    (Qt.Key.Key_BracketRight, NONE, lambda t, s, v: t.next_notable(s)),
    (Qt.Key.Key_BracketLeft, NONE, lambda t, s, v: t.previous_notable(s)),
]


@pytest.fixture
def corpus_window(window, corpus_game):
    assert window.open_path(corpus_game)
    return window


def _start_steps(timeline):
    """A few places to press keys from: a deal, the middle of a round, a result, the very end."""
    middle = timeline.round_count // 2
    return [
        Step(0, 0),
        Step(middle, timeline.step_count(middle) // 2),
        timeline.round_end(Step(1, 0)),
        timeline.last(),
    ]


@pytest.mark.corpus
@pytest.mark.parametrize(("key", "modifier", "move"), KEYS)
@pytest.mark.parametrize("viewpoint", [0, 2])
def test_keys_on_a_corpus_game(corpus_window, qtbot, key, modifier, move, viewpoint):
    window = corpus_window
    while window.session.options.viewpoint != viewpoint:
        qtbot.keyClick(window, Qt.Key.Key_V)
    timeline = window.session.timeline
    for start in _start_steps(timeline):
        window.session.go_to(start)
        qtbot.keyClick(window, key, modifier)
        assert window.session.step == move(timeline, start, viewpoint), (key, modifier, start)


@pytest.mark.corpus
def test_held_key_stops_at_each_result(corpus_window):
    window = corpus_window
    timeline = window.session.timeline
    for number in range(timeline.round_count):
        window.session.go_to(Step(number, 0))
        for _ in range(timeline.step_count(number) + 5):
            QApplication.sendEvent(
                window.board, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Right, NONE, "", True)
            )
        states = timeline.states(number)
        first_result = next(
            i for i, s in enumerate(states) if isinstance(s.event, Agari | Ryuukyoku)
        )
        assert window.session.step == Step(number, first_result)


@pytest.mark.corpus
def test_every_result_of_a_corpus_game_opens_its_popup(corpus_window, monkeypatch):
    window = corpus_window
    opened = []
    monkeypatch.setattr(window.chrome.popups, "open_popup", lambda *args: opened.append(args))
    made = []

    class Recording(AgariPanel):
        def __init__(self, record, wins, **kwargs):
            super().__init__(record, wins, **kwargs)
            made.append(tuple(wins))

    monkeypatch.setattr(compose_module, "AgariPanel", Recording)
    timeline = window.session.timeline
    expected_wins = []
    draws = 0
    for number in range(timeline.round_count):
        window.session.go_to(timeline.round_end(Step(number, 0)))
        results = [e for e in timeline.round(number).events if isinstance(e, Agari | Ryuukyoku)]
        if isinstance(results[0], Agari):
            expected_wins.append(tuple(results))
        else:
            draws += 1
    assert made == expected_wins
    panels = [args[2] for args in opened]
    assert sum(isinstance(p, RyuukyokuPanel) for p in panels) == draws


@pytest.mark.corpus
def test_sanma_viewpoint_cycles_three_seats(window, qtbot, corpus_sanma_game):
    assert window.open_path(corpus_sanma_game)
    assert window.chrome.rounds.view.model().columnCount() == 2 + 3
    seen = []
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_V)
        seen.append(window.board.frame.options.viewpoint)
    assert seen == [1, 2, 0]


@pytest.mark.corpus
@pytest.mark.parametrize(
    "name",
    ["2011020401gm-00a9-0000-f6eff225-no-round-end", "2011020401gm-00a9-0000-f6eff225-no-game-end"],
)
def test_cut_off_corpus_logs_open_with_a_warning(window, monkeypatch, name):
    path = FRAGMENTS / "mjx" / f"{name}.mjlog"
    if not path.exists():
        pytest.skip("corpus fragment missing")
    errors = []
    monkeypatch.setattr(window, "show_error", errors.append)
    assert window.open_path(path)
    assert errors == []
    record = window.session.record
    assert record.truncation
    assert window.status_line.warning_label.isVisible()
    window.session.go_to(window.session.timeline.last())
    if not record.rounds[-1].complete:
        assert window.chrome.rounds.view.model().is_cut_off(len(record.rounds) - 1)
        assert not window.chrome.popups.popup.isVisible()  # no result, no popup


@pytest.mark.corpus
def test_switching_to_sanma_from_the_fourth_seat(window, qtbot, corpus_game, corpus_sanma_game):
    assert window.open_path(corpus_game)
    for _ in range(3):
        qtbot.keyClick(window, Qt.Key.Key_V)
    window.session.go_to(window.session.timeline.last())
    assert window.open_path(corpus_sanma_game)
    assert window.board.frame.options.viewpoint == 0
    assert window.session.step == Step(0, 0)
    assert window.board.frame.state is window.session.timeline.snapshot(Step(0, 0))

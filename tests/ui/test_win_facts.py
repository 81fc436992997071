"""An mjai win without ``yakus``: the popup shows the viewer's own yaku count and says so."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QLabel

from tests.helpers import lines
from viewer.analysis.table import GameAnalysis
from viewer.domain.events import Agari
from viewer.formats.detect import read_game
from viewer.presentation.frame import build_frame
from viewer.presentation.names import yaku_name
from viewer.presentation.options import BoardOptions
from viewer.presentation.win_facts import COMPUTED_NOTE, UNKNOWN_NOTE, completed_win
from viewer.replay.timeline import Step, Timeline
from viewer.ui.result_view import AgariPanel

# Seat 0, the dealer, holds 1-9m (the 5m red), 1-4p: its first draw, 4p, wins: tenhou.
WIN = lines(
    {"type": "tsumo", "actor": 0, "pai": "4p"},
    {"type": "hora", "actor": 0, "target": 0, "deltas": [48000, -16000, -16000, -16000]},
)


def texts(widget) -> str:  # type: ignore[no-untyped-def]
    return "\n".join(label.text() for label in widget.findChildren(QLabel))


def test_a_win_without_yakus_shows_the_viewers_own_count(qtbot) -> None:  # type: ignore[no-untyped-def]
    timeline = Timeline(read_game(WIN))
    record = timeline.record
    step = Step(0, len(timeline.states(0)) - 1)
    frame = build_frame(timeline, step, BoardOptions(), GameAnalysis(record, timeline))
    win = frame.wins[0]
    assert isinstance(win, Agari) and win.yaku == () and win.points == 48000
    reading = frame.win_breakdown(0)
    completed, note = completed_win(win, reading)
    assert note == COMPUTED_NOTE
    assert completed.yakuman == (37,) and completed.yaku == ()  # tenhou (heavenly hand)
    assert completed.points == 48000 and completed.limit == 5
    panel = AgariPanel(record, [win], dealer=0, readings=[reading])
    qtbot.addWidget(panel)
    text = texts(panel)
    assert yaku_name(37).en in text and COMPUTED_NOTE in text


def test_a_win_the_viewer_cannot_score_is_marked_unknown() -> None:
    win = read_game(WIN).rounds[0].events[-1]
    assert isinstance(win, Agari)
    assert completed_win(win, None) == (win, UNKNOWN_NOTE)


def test_a_win_whose_log_names_its_yaku_is_left_alone() -> None:
    win = read_game(WIN).rounds[0].events[-1]
    assert isinstance(win, Agari)
    named = win._replace(yaku=((0, 1),))
    assert completed_win(named, None) == (named, None)

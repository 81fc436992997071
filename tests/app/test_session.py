"""The session: one function moves the cursor, clamped, with one signal per move."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

from viewer.app.session import Session
from viewer.formats.mjlog import read_mjlog
from viewer.replay.timeline import Step, Timeline


@pytest.fixture
def session(qapp, short_game):
    session = Session()
    session.open_timeline(Timeline(read_mjlog(short_game)))
    return session


def test_go_to_clamps_and_signals_once(session):
    moves = []
    session.step_changed.connect(moves.append)
    assert session.go_to(Step(0, 999))
    assert session.step == Step(0, 24)
    assert moves == [Step(0, 24)]
    assert not session.go_to(Step(0, 30))  # clamps to where it already is: no signal
    assert moves == [Step(0, 24)]
    assert session.go_to(Step(-3, -3))
    assert moves == [Step(0, 24), Step(0, 0)]


def test_without_a_game_nothing_moves(qapp):
    session = Session()
    assert not session.has_game
    assert session.state() is None
    assert not session.go_to(Step(1, 1))
    assert not session.is_last()


def test_opening_announces_the_game_then_its_first_step(qapp, short_game):
    session = Session()
    order = []
    session.game_changed.connect(lambda record: order.append("game"))
    session.step_changed.connect(lambda step: order.append(("step", step)))
    session.open_timeline(Timeline(read_mjlog(short_game)))
    assert order == ["game", ("step", Step(0, 0))]


def test_options_change_once_per_real_change(session):
    changes = []
    session.options_changed.connect(changes.append)
    session.update_options(mark_dora=True)
    session.update_options(mark_dora=True)
    assert len(changes) == 1 and changes[0].mark_dora
    session.rotate_viewpoint()
    assert session.options.viewpoint == 1
    assert session.options.mark_dora  # the other options stay

"""Hide player names (issue 15): seats become A, B, C, D in every word a frame carries."""

from __future__ import annotations

from pathlib import Path

import pytest

from viewer.analysis import GameAnalysis
from viewer.formats.mjlog import read_mjlog
from viewer.presentation import BoardOptions, Frames
from viewer.presentation.anonymous import anonymous_names, anonymous_record
from viewer.presentation.results import final_summary
from viewer.replay import Step, Timeline

SHORT_GAME = Path(__file__).resolve().parent.parent / "data" / "short_game.xml"
NAMES = ("Aoi", "Botan", "Chidori", "Daichi")  # the short game's players


def all_text(frame) -> str:
    standings = final_summary(frame.record) if frame.standings else ""
    return " ".join([frame.event_text, *(" ".join(seat) for seat in frame.seats), standings])


def test_every_step_names_seats_by_letter_only():
    timeline = Timeline(read_mjlog(SHORT_GAME))
    frames = Frames(timeline, GameAnalysis(timeline.record, timeline))
    shown, hidden = [], []
    for number in range(timeline.round_count):
        for index in range(timeline.step_count(number)):
            step = Step(number, index)
            shown.append(all_text(frames.at(step, BoardOptions())))
            frame = frames.at(step, BoardOptions(hide_names=True))
            assert [seat.name for seat in frame.seats] == ["A", "B", "C", "D"]
            assert all(seat.rank == "" and seat.rate == "" for seat in frame.seats)
            hidden.append(all_text(frame))
    assert any(name in text for text in shown for name in NAMES)  # the names were there
    assert not any(name in text for text in hidden for name in NAMES)
    assert any(text.startswith("A ") for text in hidden)  # "A draws …"


def test_the_open_record_is_untouched():
    record = read_mjlog(SHORT_GAME)
    hidden = anonymous_record(record)
    assert [p.name for p in record.players] == list(NAMES)
    assert [p.name for p in hidden.players] == ["A", "B", "C", "D"]
    assert hidden.rounds is record.rounds and hidden.final == record.final


def test_names_by_seat_count():
    assert anonymous_names(3) == ("A", "B", "C")
    with pytest.raises(ValueError):
        anonymous_names(5)

"""Frames for tests: the window's own ``build_frame``, or a still frame of a hand-made state."""

from __future__ import annotations

from viewer.analysis import GameAnalysis
from viewer.domain.record import GameRecord
from viewer.presentation import BoardOptions, Frame, Position, build_frame
from viewer.presentation.seats import seat_infos
from viewer.replay import BoardState, Step, Timeline


def frame_at(timeline: Timeline, step: Step, options: BoardOptions | None = None) -> Frame:
    """The frame the window shows at ``step`` (with the game's analysis on the same timeline)."""
    analysis = GameAnalysis(timeline.record, timeline)
    return build_frame(timeline, step, options or BoardOptions(), analysis)


def still_frame(record: GameRecord, state: BoardState, options: BoardOptions) -> Frame:
    """A frame of a state made by hand (no timeline): no wins, no analysis."""
    players = record.rules.players
    return Frame(
        record=record,
        state=state,
        options=options,
        position=Position(Step(0, 0), 1, 1, "", True),
        round=None,  # type: ignore[arg-type]
        dealer=state.dealer,
        seats=seat_infos(record),
        event_text="",
        face_up=tuple(options.open_hands or s == options.viewpoint for s in range(players)),
    )

"""Luck in the frame: the Luck dock's lines, the result popup's line, the wall view's marks;
each made only when asked for (the dock on, W on, a popup built)."""

from __future__ import annotations

from tests.luck.scripted import scripted_log
from tests.wall import vectors
from viewer.formats.mjlog import parse_mjlog, read_shuffle_seeds
from viewer.presentation import BoardOptions, Frames
from viewer.replay import Step, Timeline

C = 2  # the seat whose tenpais tests/luck/test_scripted_wall.py works out


def frames_of(seeds: bool = True) -> tuple[Frames, Timeline]:
    data = scripted_log(vectors.SEED, 1, pon_in=0)[0]
    timeline = Timeline(parse_mjlog(data))
    return Frames(timeline, None, (lambda: read_shuffle_seeds(data)) if seeds else None), timeline


def test_nothing_is_computed_with_the_dock_and_the_wall_off() -> None:
    frames, timeline = frames_of()
    for index in range(timeline.step_count(0) - 1):
        frame = frames.at(Step(0, index), BoardOptions(viewpoint=C))
        assert frame.luck is None and frame.wall is None
    assert frame.walls_source is not None and not frame.walls_source.made


def test_the_wall_view_marks_the_bottom_seat_s_winning_tiles() -> None:
    """C is tenpai on 2-pin and 5-pin from step 130 (test_scripted_wall.py)."""
    frames, _ = frames_of()
    frame = frames.at(Step(0, 131), BoardOptions(viewpoint=C, show_wall=True))
    assert frame.wall is not None
    assert frame.wall.winning == frozenset(range(40, 44)) | frozenset(range(52, 56))
    standing = [t.tile for t in frame.wall.tiles if t.tile in frame.wall.winning]
    assert standing  # the live 2-pin or 5-pin, and the dead wall's
    other = frames.at(Step(0, 131), BoardOptions(viewpoint=0, show_wall=True))
    assert other.wall is not None and other.wall.winning == frozenset()  # A is not tenpai
    closed = frames.at(Step(0, 131), BoardOptions(viewpoint=C, show_wall_closed=True))
    assert closed.wall is not None and closed.wall.winning == frozenset()  # face down: no hint


def test_the_dock_lists_the_round_s_tenpais_and_calls_with_their_steps() -> None:
    frames, _ = frames_of()
    frame = frames.at(Step(0, 120), BoardOptions(viewpoint=C, show_luck=True))
    dock = frame.luck
    assert dock is not None and dock.round == 0
    kinds = [line.kind for line in dock.lines]
    assert kinds[0] == "seat" and "seat" not in kinds[1:]  # the bottom seat's hand and draws
    assert dock.lines[0].text.startswith("C: starting hand: 3 shanten")
    linked = [line for line in dock.lines if line.step is not None]
    assert [line.step for line in linked] == sorted(line.step for line in linked)
    tenpais = [line for line in dock.lines if line.kind == "tenpai"]
    assert [(t.seat, t.step) for t in tenpais if t.seat == C] == [
        (C, 62), (C, 102), (C, 114), (C, 130), (C, 138),
    ]  # fmt: skip
    cut = next(t for t in tenpais if t.step == 130)
    assert "the first was D's 1st draw" in cut.text and "cut off" in cut.text
    call = next(line for line in dock.lines if line.kind == "call")
    assert call.step == 107 and call.text == "step 107: without D's pon of A's discard"
    woulds = [line for line in dock.lines if line.kind == "would"]
    assert [w.seat for w in woulds] == [C, 3]  # the bottom seat's and the caller's draws
    assert woulds[0].text.startswith("C's next draws: East, 8-sou, 6-man (drew ")
    assert dock.current is not None
    current = dock.lines[dock.current]
    assert current.step == 114  # the last line at or before step 120


def test_the_popup_says_where_the_last_tenpai_s_winning_tiles_were() -> None:
    frames, timeline = frames_of()
    last = Step(0, timeline.step_count(0) - 1)  # the exhaustive draw
    line = frames.at(last, BoardOptions(viewpoint=C)).last_tenpai_line()
    assert line == (
        "Your last tenpai (2-pin, 5-pin, 8-pin): 0 left in the wall; 1 in the dead wall; "
        "1 in A's hand; 1 in B's hand; 5 in sight; dead wait: no copy left in the wall"
    )
    assert frames.at(last, BoardOptions(viewpoint=1)).last_tenpai_line() is None  # never tenpai
    assert frames.at(Step(0, 5), BoardOptions(viewpoint=C)).last_tenpai_line() is None
    unseeded, _ = frames_of(seeds=False)
    assert unseeded.at(last, BoardOptions(viewpoint=C)).last_tenpai_line() is None


def test_a_luck_bug_never_stops_a_step_from_being_shown(monkeypatch, caplog) -> None:  # type: ignore[no-untyped-def]
    from viewer.presentation.luck_view import LuckSource

    def broken(*_args: object) -> None:
        raise RuntimeError("no luck")

    monkeypatch.setattr(LuckSource, "dock", broken)
    monkeypatch.setattr(LuckSource, "winning", broken)
    frames, _ = frames_of()
    frame = frames.at(Step(0, 131), BoardOptions(viewpoint=C, show_luck=True, show_wall=True))
    assert frame.luck is None
    assert frame.wall is not None and frame.wall.tiles and frame.wall.winning == frozenset()
    assert "the Luck dock failed" in caplog.text

"""`mjlog-viewer render FILE --round R --step S -o out.png`: the board as a PNG, no screen needed.

`mjlog-viewer render FILE --round R --animate -o round.gif`: the whole round as an animation (GIF,
or APNG / WebP by the suffix .png / .webp), one frame per step at autoplay's default speed.

`mjlog-viewer render FILE --scores -o scores.png`: the game's scores as a chart (the window's View
→ Scores; ``viewer.cli.render_scores``).

``--lang en|ja|zh|ko`` draws the words in that language (``--japanese-beside`` keeps the Japanese
terms beside); without it, English with the Japanese beside, as before languages existed.

R is the 1-based round number as the round list shows it (1 = the first hand of the game, honba
repeats counted); S is the 0-based step within the round, 0 being the deal, exactly the index of
the ``steps`` array in ``mjlog-viewer dump``. Negative S counts from the end (-1 = the result).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

    from viewer.presentation import BoardOptions
    from viewer.replay import Step, Timeline

DEFAULT_SIZE = "1600x1000"
SCORES_SIZE = "1200x700"  # --scores: a chart is wider than tall, and needs less


def render_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mjlog-viewer render",
        description="Draw one board state of a log to a PNG without a screen, or with "
        "--animate a whole round as an animation (one frame per step). Exit status 2 and one "
        "'error:' line on stderr for an unreadable log or a step that does not exist.",
    )
    parser.add_argument(
        "file",
        help="a log of any format the viewer reads (mjlog, tenhou.net/6 JSON, mjai; plain or "
        "gzip), or a Mortal review report (mjai-reviewer --json): the game it reviews (add "
        "--review with the same file to draw the review too)",
    )
    parser.add_argument(
        "--round", "-r", type=int, default=1, metavar="R",
        help="round number, 1-based, in game order as the round list shows it (default 1)",
    )  # fmt: skip
    parser.add_argument(
        "--step", "-s", type=int, default=0, metavar="S",
        help="step within the round, 0-based: 0 is the deal, then one step per draw, discard, "
        "call, riichi, new dora and result (the index into the round's 'steps' in "
        "'mjlog-viewer dump'); negative counts from the end, -1 is the round's last step",
    )  # fmt: skip
    parser.add_argument("-o", "--output", required=True, metavar="OUT.png",
                        help="PNG to write; with --animate the animation, its format from the "
                        "suffix: .gif, .png (APNG) or .webp")  # fmt: skip
    parser.add_argument("--animate", action="store_true",
                        help="the whole round R as an animation, one frame per step (--step is "
                        "ignored), each shown for autoplay's default interval (results longer, "
                        "with their popups as the window shows them)")  # fmt: skip
    parser.add_argument("--scores", action="store_true",
                        help="draw the game's scores instead of the board: each seat's score "
                        "after every round as a line chart, wins, deal-ins and riichi marked, "
                        "the final standings with the lobby's uma and oka where they are known "
                        "(--round, --step and the board's options are ignored)")  # fmt: skip
    parser.add_argument("--interval", type=int, default=None, metavar="MS",
                        help="with --animate: milliseconds per step (default: autoplay's "
                        "default speed, 1000)")  # fmt: skip
    parser.add_argument("--theme", choices=("dark", "light"), default="dark",
                        help="the table's colours (default dark: the felt Tenhou players know)",
                        )  # fmt: skip
    parser.add_argument("--hide-names", action="store_true",
                        help="show the seats as A, B, C, D instead of the players' names (and no "
                        "ranks or rates)")  # fmt: skip
    parser.add_argument("--size", default=None, metavar="WxH",
                        help=f"image size in pixels (default {DEFAULT_SIZE}; {SCORES_SIZE} with "
                        "--scores)")  # fmt: skip
    parser.add_argument("--seat", type=int, default=None, metavar="N",
                        help="seat drawn at the bottom, 0-3 as in the log (default 0, or the "
                        "reviewed seat with --review)")  # fmt: skip
    parser.add_argument("--review", metavar="REPORT",
                        help="draw a Mortal review (mjai-reviewer --json) of this game over the "
                        "board (REPORT may be FILE itself)")  # fmt: skip
    parser.add_argument("--closed", action="store_true",
                        help="show only the bottom seat's hand face up")  # fmt: skip
    parser.add_argument("--mark-dora", action="store_true", help="mark dora tiles")
    parser.add_argument("--analysis", action="store_true",
                        help="show the hand analysis (shanten, waits, furiten) by each face-up "
                        "hand")  # fmt: skip
    parser.add_argument("--popup", action="store_true",
                        help="draw the step's result popup (win, draw, final standings) over the "
                        "board")  # fmt: skip
    parser.add_argument("--coach", action="store_true",
                        help="draw the coach as the window's View → Coach (key C) does, at a "
                        "decision of the bottom seat: each hand tile's ukeire, the verdict, and "
                        "safety marks while someone is in riichi; at another seat's discard the "
                        "bottom seat's call decision's verdict")  # fmt: skip
    parser.add_argument("--wall", action="store_true",
                        help="show the wall as the window's wall view (key W) does: every "
                        "tile still standing face up, each seat's next draws had nobody "
                        "called")  # fmt: skip
    parser.add_argument("--wall-closed", action="store_true",
                        help="show the wall face down, as the players see it (key "
                        "Shift+W)")  # fmt: skip
    parser.add_argument(
        "--lang", choices=("en", "ja", "zh", "ko"), metavar="LANG",
        help="language of the words drawn: en, ja, zh or ko (default: English with the Japanese "
        "terms beside, the window's look for learners)",
    )  # fmt: skip
    parser.add_argument(
        "--japanese-beside", action="store_true",
        help="with --lang: keep the Japanese term beside each translated one",
    )  # fmt: skip
    return parser


class RenderError(Exception):
    """A request that cannot be drawn; the message is the whole error line."""


def parse_size(text: str) -> tuple[int, int]:
    try:
        w_text, h_text = text.lower().split("x")
        width, height = int(w_text), int(h_text)
    except ValueError:
        raise RenderError(f"--size must be WIDTHxHEIGHT, e.g. 1600x1000 (got {text!r})") from None
    if not (64 <= width <= 10000 and 64 <= height <= 10000):
        raise RenderError(f"--size must be between 64x64 and 10000x10000 (got {text})")
    return width, height


def run_render(argv: Sequence[str]) -> int:
    options = render_parser().parse_args(list(argv))
    try:
        with _table_theme(options.theme):
            return _render(options)
    except RenderError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


@contextmanager
def _table_theme(name: str) -> Iterator[None]:
    """Draw in the theme asked for, and leave the process's theme as it was (tests, a window)."""
    from viewer.ui import theme

    before = theme.current()
    theme.set_current(theme.THEMES[name])
    try:
        yield
    finally:
        theme.set_current(before)


def _render(options: argparse.Namespace) -> int:
    from viewer.formats.mjlog import MjlogError
    from viewer.review import ReportError
    from viewer.review.game_source import read_game_or_report

    size = parse_size(options.size or (SCORES_SIZE if options.scores else DEFAULT_SIZE))
    if options.scores and options.animate:
        raise RenderError("--scores draws one picture: it cannot be used with --animate")
    try:
        record, own_report = read_game_or_report(options.file)
    except (MjlogError, ReportError) as error:
        raise RenderError(str(error)) from None
    except OSError as error:
        raise RenderError(f"{options.file}: {error.strerror or error}") from None
    if not record.rounds:
        raise RenderError(f"{options.file}: the log has no rounds")
    if options.scores:
        from viewer.cli.render_scores import scores_image

        try:
            image = scores_image(record, size, options)
        except MjlogError as error:  # a round that does not replay: its scores are not trusted
            raise RenderError(str(error.with_file(options.file))) from None
        return _save(image, options.output)
    from viewer.replay import Step, Timeline

    timeline = Timeline(record)
    count = timeline.round_count
    if not 1 <= options.round <= count:
        raise RenderError(f"--round {options.round} is out of range: the game has rounds 1-{count}")
    round_number = options.round - 1
    try:
        steps = timeline.step_count(round_number)
    except MjlogError as error:
        raise RenderError(str(error)) from None
    options.review_ = None
    if options.review is not None:
        from viewer.review import GameReview, read_report

        same = os.path.abspath(options.review) == os.path.abspath(options.file)
        try:
            report = own_report if same and own_report is not None else read_report(options.review)
            options.review_ = GameReview.build(report, record, timeline)
        except ReportError as error:
            error.file = error.file or options.review
            raise RenderError(str(error)) from None
    if options.seat is None:
        options.seat = options.review_.seat if options.review_ is not None else 0
    if not 0 <= options.seat < record.rules.players:
        raise RenderError(f"--seat must be 0-{record.rules.players - 1} (got {options.seat})")
    if options.animate:
        return _animate(timeline, round_number, size, options)
    index = options.step + steps if options.step < 0 else options.step
    if not 0 <= index < steps:
        raise RenderError(
            f"--step {options.step} is out of range: round {options.round} has steps 0-{steps - 1}"
        )
    return _save(render_png(timeline, Step(round_number, index), size, options), options.output)


def _save(image: QImage, output: str) -> int:
    # PySide6's stubs type the format as bytes; at run time it takes only a str.
    if not image.save(str(Path(output)), cast(bytes, "PNG")):
        raise RenderError(f"{output}: cannot write the PNG")
    return 0


def board_options(options: argparse.Namespace) -> BoardOptions:
    from viewer.presentation import BoardOptions

    return BoardOptions(
        viewpoint=options.seat,
        open_hands=not options.closed,
        mark_dora=options.mark_dora,
        show_analysis=getattr(options, "analysis", False),
        show_wall=getattr(options, "wall", False),
        show_wall_closed=getattr(options, "wall_closed", False),
        hide_names=getattr(options, "hide_names", False),
        show_coach=getattr(options, "coach", False),
    )


def _animate(
    timeline: Timeline, round_number: int, size: tuple[int, int], options: argparse.Namespace
) -> int:
    """The round as an animation: one frame per step, with the result popups."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from viewer.analysis import GameAnalysis
    from viewer.app.moving.autoplay import DEFAULT_SPEED, SPEEDS_MS
    from viewer.presentation import Frames
    from viewer.ui.animation import (
        AnimationError,
        animation_format,
        round_images,
        step_durations,
        write_animation,
    )
    from viewer.ui.fonts import register_fonts

    try:
        animation_format(options.output)
    except AnimationError as error:
        raise RenderError(str(error)) from None
    interval = options.interval if options.interval is not None else SPEEDS_MS[DEFAULT_SPEED]
    if not 20 <= interval <= 60000:
        raise RenderError(f"--interval must be 20-60000 ms (got {interval})")
    app = QApplication.instance() or QApplication(["mjlog-viewer"])  # noqa: F841 (kept alive)
    register_fonts()
    frames = Frames(timeline, GameAnalysis(timeline.record, timeline))
    view_options = board_options(options)
    try:
        write_animation(
            lambda: round_images(frames, round_number, view_options, size),
            timeline.step_count(round_number),
            options.output,
            step_durations(frames, round_number, interval),
        )
    except AnimationError as error:
        raise RenderError(str(error)) from None
    return 0


def render_png(
    timeline: Timeline, step: Step, size: tuple[int, int], options: argparse.Namespace
) -> QImage:
    """The board (and with --popup the step's result popup; at the game's last step the final
    standings too) as a QImage, drawn from the step's frame as the window draws it."""
    # Headless by definition: never depend on (or wait for) a display server.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from viewer.analysis import GameAnalysis
    from viewer.presentation import Frames
    from viewer.ui.board_view import BoardView
    from viewer.ui.compose import compose_popup, popup_for
    from viewer.ui.fonts import register_fonts

    app = QApplication.instance() or QApplication(["mjlog-viewer"])  # noqa: F841 (kept alive)
    register_fonts()
    language = getattr(options, "lang", None)
    if language:
        from viewer.ui.translations import apply_language

        apply_language(language, bool(getattr(options, "japanese_beside", False)))
    view = BoardView()
    view_options = board_options(options)
    analysis = GameAnalysis(timeline.record, timeline)
    seeds = None
    if view_options.show_wall or view_options.show_wall_closed or options.popup:
        from viewer.cli.wall_seeds import read_seeds  # (the popup's luck line reads the wall)

        seeds = partial(read_seeds, options.file)
    frames = Frames(timeline, analysis, seeds, review=getattr(options, "review_", None))
    if view_options.show_coach:  # by value, now: a picture may wait (the window never does)
        try:
            frames.coach.value_now(step, view_options.viewpoint)
        except Exception as error:  # drawn by ukeire, as the window does when its worker fails
            print(f"warning: the coach could not judge this step by value: "
                  f"{type(error).__name__}: {error}", file=sys.stderr)  # fmt: skip
    frame = frames.at(step, view_options)
    if frame.coach is not None and frame.coach_choices:  # a discard's verdict as it always was
        frame = replace(frame, coach_choices=())
    if frame.wall is not None and frame.wall.status is not None:
        print(f"warning: {frame.wall.status}", file=sys.stderr)
    if frame.coach_error is not None:
        print(f"warning: the coach could not judge this step: {frame.coach_error}",
              file=sys.stderr)  # fmt: skip
    view.set_frame(frame)
    image = view.render_image(*size)
    if options.popup:
        panel = popup_for(frame)
        if panel is not None:
            image = compose_popup(image, panel)
    return image

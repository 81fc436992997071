"""The coach in the window: View → Coach (C), its dock, the status mark, the costly-decision keys.

The frame carries the bottom seat's decision at the step (``Frame.coach``, judged on demand by
the Qt-free coach, only with the coach on); the board draws it, this part fills the dock from it.
What needs more than the step (the round's strip, the seat's game report) is judged a little at
a time while the window is idle (``_Warmer``), the round shown first, so stepping never waits for
a whole game's worth of counting, and the steps ahead are judged before the user gets there.

Nothing the coach does stops a log from opening or a step from painting: an error while judging
is one line in the status bar (``Messages.show_status``) and the board goes on without the coach.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDockWidget, QLabel

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.domain.record import GameRecord
from viewer.presentation import Frame
from viewer.replay import Step

if TYPE_CHECKING:  # the coach's modules load when the coach is first turned on
    from viewer.app.coach_panel import CoachPanel
    from viewer.coach.model import Decision
    from viewer.presentation.coach_view import CoachOnDemand

THRESHOLD_KEY = "coach/threshold"
IDLE_BUDGET_MS = 6  # judging done per idle turn, so that a key press never waits longer
COSTLY_ACTIONS = (Action.NEXT_COSTLY, Action.PREVIOUS_COSTLY)


class _Warmer(QObject):
    """Judges a queue of discard steps while the window is idle, a few milliseconds a turn."""

    def __init__(self, parent: QObject, done: Callable[[], None],
                 failed: Callable[[Exception], None]) -> None:  # fmt: skip
        super().__init__(parent)
        self.queue: list[Step] = []
        self.source: CoachOnDemand | None = None
        self._done, self._failed = done, failed
        self.timer = QTimer(self)
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._turn)

    def start(self, source: CoachOnDemand, steps: list[Step]) -> None:
        self.source, self.queue = source, steps
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self.queue = []

    def finish(self) -> None:
        """Judge everything left now (tests)."""
        while self.queue and self.timer.isActive():
            self._turn()

    def _turn(self) -> None:
        from time import perf_counter

        source = self.source
        end = perf_counter() + IDLE_BUDGET_MS / 1000
        try:
            while self.queue and source is not None and perf_counter() < end:
                source.judge(self.queue.pop(0))
        except Exception as error:  # a coach bug: said once, the rest left unjudged
            self.stop()
            self._failed(error)
            return
        if not self.queue:
            self.timer.stop()
            self._done()


class CoachController(Part):
    """View → Coach and everything that follows it (the dock, the keys, the status mark)."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.window = context.window
        self.messages, self.docks, self.settings = context.messages, context.docks, context.settings
        self._panel: CoachPanel | None = None
        self._report_for: tuple[int, int] | None = None  # (id of the coach, seat) shown
        self._error: str | None = None
        self.warmer = _Warmer(self, self._warmed, self._failed)
        self.status = QLabel(self.window)
        self.status.setObjectName("coach_status")
        self.status.hide()
        self.window.statusBar().addPermanentWidget(self.status)
        session = self.session
        session.frame_changed.connect(self._show_frame)
        session.game_changed.connect(self._game_changed)
        session.options_changed.connect(self._options_changed)
        self.actions.on(Action.NEXT_COSTLY, lambda: self.step_costly(+1))
        self.actions.on(Action.PREVIOUS_COSTLY, lambda: self.step_costly(-1))
        self._restore_threshold()
        self._update_enabled()

    @property
    def panel(self) -> CoachPanel:
        """The coach dock, made when the coach is first turned on."""
        if self._panel is None:
            from viewer.app.coach_panel import CoachPanel

            panel = CoachPanel(self.window)
            self.docks.add_dock(panel)
            panel.hide()
            panel.step_requested.connect(self.session.go_to)
            panel.threshold_changed.connect(self.set_threshold)
            panel.set_threshold(self.session.options.coach_threshold)
            self._panel = panel
        return self._panel

    @property
    def on(self) -> bool:
        return self.session.options.show_coach and self.session.has_game

    def retranslate(self) -> None:
        """The dock in the current language (the board's box follows the frame built again);
        the report's round titles and costly lines are worded again too."""
        if self._panel is not None:
            self._panel.retranslate()
            self._report_for = None
            frame = self.session.frame
            if frame is not None and frame.options.show_coach:
                self._show_frame(frame)

    # -- following the session -----------------------------------------------------------------
    def _options_changed(self, _options: object = None) -> None:
        self._update_enabled()
        if self._panel is not None and not self.session.options.show_coach:
            self._panel.hide()
            self.warmer.stop()
            self.status.hide()

    def _game_changed(self, _record: GameRecord) -> None:
        self.warmer.stop()
        self._report_for = None
        self._error = None
        self._update_enabled()

    def _show_frame(self, frame: Frame) -> None:
        if not frame.options.show_coach or frame.coach_source is None:
            self.status.hide()
            return
        panel = self.panel
        if not panel.isVisible():
            panel.show()
            self._give_room()
        if frame.coach_error is not None:
            self._failed_text(frame.coach_error)
        names = [seat.name for seat in frame.seats]
        panel.show_decision(frame.coach, names)
        self._show_status(frame.coach)
        try:  # the round's strip and the report ask the coach for more than the frame did
            if frame.coach is None and frame.coach_error is None:
                last = frame.coach_source.last(frame.position.step, frame.options.viewpoint)
                if last is not None:  # between decisions: the verdict on the last discard
                    panel.show_decision(last, names, past=True)
            self._show_strip(frame)
            self._show_report(frame)
        except Exception as error:  # a coach bug: one line, the step is shown all the same
            self._failed(error)

    def _give_room(self) -> None:
        """The coach dock takes most of the height from the docks beside it (the round list
        keeps a few rows)."""
        window = self.window
        others = [dock for dock in window.findChildren(QDockWidget)
                  if dock.isVisible() and dock is not self._panel]  # fmt: skip
        if self._panel is not None and others:
            self.docks.stack_docks([*others, self._panel], [1] * len(others) + [3])

    def _show_status(self, decision: Decision | None) -> None:
        if decision is None:
            self.status.hide()
            return
        from viewer.presentation.coach_wording import box_text
        from viewer.ui.coach_overlay import TITLE_COLORS, verdict_kind

        self.status.setText(box_text(decision))
        color = TITLE_COLORS[verdict_kind(decision)].name()
        self.status.setStyleSheet(f"color: {color}; font-weight: 600;")
        self.status.show()

    def _show_strip(self, frame: Frame) -> None:
        from viewer.app.coach_strip import Tick

        source, step = frame.coach_source, frame.position.step
        assert source is not None and self._panel is not None
        seat = frame.options.viewpoint
        ticks = []
        waiting = []
        for at in source.discard_steps(step.round, seat):
            if not source.judged(at):  # not yet: the warmer does it
                waiting.append(at)
                continue
            decision = source.judge(at)
            if decision is not None:
                ticks.append(Tick(decision, source.shown_at(decision), source.dealt_in(decision)))
        self._panel.strip.show_round(ticks, step, frame.position.step_count)
        if waiting or self._report_for != (id(source), seat):
            self._warm(source, step.round, seat, waiting)  # (the report waits for it too)

    def _warm(self, source: CoachOnDemand, round_number: int, seat: int,
              first: list[Step]) -> None:  # fmt: skip
        """This round's decisions first, then the rounds after, then those before."""
        if self.warmer.timer.isActive() and self.warmer.queue[: len(first)] == first:
            return
        order = [*range(round_number, source.timeline.round_count), *range(round_number)]
        steps = [at for number in order for at in source.discard_steps(number, seat)
                 if not source.judged(at)]  # fmt: skip
        if steps:
            self.warmer.start(source, steps)
        else:
            self.warmer.stop()

    def _warmed(self) -> None:
        frame = self.session.frame
        if frame is not None and frame.options.show_coach:
            try:
                self._show_strip(frame)
                self._show_report(frame)
            except Exception as error:  # as in _show_frame
                self._failed(error)

    def _show_report(self, frame: Frame) -> None:
        source = frame.coach_source
        assert source is not None and self._panel is not None
        seat = frame.options.viewpoint
        if self._report_for == (id(source), seat) or self.warmer.timer.isActive():
            return
        from viewer.presentation.coach_wording import costly_line
        from viewer.presentation.describe import round_title

        report = source.get().report(seat)
        titles = tuple(round_title(rnd) for rnd in frame.record.rounds)
        costly = [(costly_line(d, titles), source.shown_at(d)) for d in report.costliest] if (
            report is not None) else []  # fmt: skip
        self._panel.show_report(report, titles, costly)
        self._report_for = (id(source), seat)

    # -- errors --------------------------------------------------------------------------------
    def _failed(self, error: Exception) -> None:
        self._failed_text(f"{type(error).__name__}: {error}")

    def _failed_text(self, text: str) -> None:
        from viewer.presentation.coach_wording import FAILED, words

        line = words(FAILED).format(error=text)
        if line != self._error:  # said once per error, not once per step
            self._error = line
            self.messages.show_status(line)

    # -- keys ----------------------------------------------------------------------------------
    def _update_enabled(self) -> None:
        self.actions.set_enabled(COSTLY_ACTIONS, self.on)

    def step_costly(self, direction: int) -> bool:
        frame = self.session.frame
        if not self.on or frame is None or frame.coach_source is None:
            return False
        from viewer.presentation.coach_wording import NO_EARLIER, NO_FURTHER, words

        options = self.session.options
        try:
            target = frame.coach_source.costly(self.session.step, options.viewpoint,
                                               options.coach_threshold, direction)  # fmt: skip
        except Exception as error:
            self._failed(error)
            return False
        if target is None:
            self.messages.show_status(words(NO_FURTHER if direction > 0 else NO_EARLIER))
            return False
        return self.session.go_to(target)

    def _restore_threshold(self) -> None:
        value = self.settings.value(THRESHOLD_KEY) if self.settings is not None else None
        try:
            threshold = int(str(value))
        except ValueError:
            return
        if 1 <= threshold <= 99:
            self.session.update_options(coach_threshold=threshold)

    def set_threshold(self, threshold: int) -> None:
        if self.settings is not None:
            self.settings.setValue(THRESHOLD_KEY, threshold)
        self.session.update_options(coach_threshold=threshold)
        if self._panel is not None:
            self._panel.set_threshold(threshold)

"""The coach in the window: View → Coach (C), its dock, the status mark, the costly-decision keys.

The frame carries the bottom seat's decision at the step (``Frame.coach``, its ukeire facts
judged on demand by the Qt-free coach, only with the coach on) and its valuation once the worker
process has made it (``Frame.coach_value``; ``coach_judging`` until then). The board draws it,
this part fills the dock from it and keeps the worker busy (``CoachValues``): on every step the
decision on screen goes first, then the rest of the bottom seat's game. A valuation that arrives
for the step on screen builds its frame again; one for another decision of the round repaints the
strip, and the seat's report is summed again from the valuations kept (at most once a second
while the worker goes on). The ukeire facts of the whole game are counted while the window is
idle (``Warmer``).

Nothing the coach does stops a log from opening or a step from painting: an error while judging
is one line in the status bar (``Messages.show_status``) and the board goes on without the coach
(a valuation that fails: without the value).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDockWidget, QLabel

from viewer.app.actions import Action
from viewer.app.coach.values import CoachValues
from viewer.app.coach.warmer import Warmer
from viewer.app.parts import Context, Part
from viewer.domain.record import GameRecord
from viewer.presentation import Frame
from viewer.replay import Step

if TYPE_CHECKING:  # the coach's modules load when the coach is first turned on
    from viewer.app.coach.panel import CoachPanel
    from viewer.coach.model import CostlyDecision, Decision, SeatReport
    from viewer.presentation.coach_choices import Job
    from viewer.presentation.coach_view import ChoiceShown, Progress, ValueState

    # what the dock's pages are made of: decision, value, names, past, the step's call, kan and
    # riichi decisions; and the report, its progress, names, round titles, and its costliest
    # decisions with the step showing each
    Docked = tuple[Decision | None, ValueState, tuple[str, ...], bool, tuple[ChoiceShown, ...]]
    Reported = tuple[SeatReport | None, Progress, tuple[str, ...], tuple[str, ...],
                     tuple[tuple[CostlyDecision, Step], ...]]  # fmt: skip

THRESHOLD_KEY = "coach/loss_threshold"  # points (the ukeire threshold was "coach/threshold")
REPORT_MS = 1000  # the report summed again at most this often while the worker judges
COSTLY_ACTIONS = (Action.NEXT_COSTLY, Action.PREVIOUS_COSTLY)


class CoachController(Part):
    """View → Coach and everything that follows it (the dock, the keys, the status mark)."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.window = context.window
        self.messages, self.docks, self.settings = context.messages, context.docks, context.settings
        self._panel: CoachPanel | None = None
        self._report_for: tuple[int, int, int] | None = None  # (id of the coach, seat, done)
        self._docked: Docked | None = None  # what the dock's pages were last made of
        self._reported: Reported | None = None
        self._error: str | None = None
        self.warmer = Warmer(self, self._warmed, self._failed)
        self.values = CoachValues(self)  # the worker: shared with the quiz
        self.values.valued.connect(self._valued)
        self.values.failed.connect(self._value_failed)
        self._report_timer = QTimer(self)
        self._report_timer.setSingleShot(True)
        self._report_timer.setInterval(REPORT_MS)
        self._report_timer.timeout.connect(self._warmed)
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
        if self.session.options.show_coach:  # remembered on: the worker warms up at once
            self.values.warm()

    @property
    def panel(self) -> CoachPanel:
        """The coach dock, made when the coach is first turned on."""
        if self._panel is None:
            from viewer.app.coach.panel import CoachPanel

            panel = CoachPanel(self.window)
            self.docks.add_dock(panel)
            panel.hide()
            panel.step_requested.connect(self.session.go_to)
            panel.threshold_changed.connect(self.set_threshold)
            panel.set_threshold(self.session.options.coach_threshold)
            self._panel = panel
        return self._panel

    @property
    def docked(self) -> tuple[Decision | None, ValueState] | None:
        """The decision the dock shows and its value as shown (None before the first page):
        ``bench/verdict.py`` times its values' arrival."""
        return None if self._docked is None else self._docked[:2]

    @property
    def on(self) -> bool:
        return self.session.options.show_coach and self.session.has_game

    def retranslate(self) -> None:
        """The dock in the current language (the board's box follows the frame built again);
        the report's round titles and costly lines are worded again too."""
        if self._panel is not None:
            self._panel.retranslate()
            self._report_for = None
            if self._docked is not None:  # the same contents, worded again
                self._show_decision(self._docked)
            if self._reported is not None:
                self._show_report_of(self._reported)
            frame = self.session.frame
            if frame is not None and frame.options.show_coach:
                self._show_frame(frame)

    def shutdown(self) -> None:
        """The window closes: no judging goes on, no worker process is left."""
        self.warmer.stop()
        self._report_timer.stop()
        self.values.stop()

    # -- following the session -----------------------------------------------------------------
    def _options_changed(self, _options: object = None) -> None:
        self._update_enabled()
        if self.session.options.show_coach:  # turned on: the worker loads its kernel now
            self.values.warm()
        if self._panel is not None and not self.session.options.show_coach:
            self._panel.hide()
            self.warmer.stop()
            self.status.hide()
            if self.values.source is not None:  # the worker stays (the quiz may ask it)
                self.values.request(self.values.source, [])

    def _game_changed(self, _record: GameRecord) -> None:
        self.warmer.stop()
        self.values.forget()  # (the worker stays, warm; the last game's answer is dropped)
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
        self._show_status(frame)
        try:  # what asks the coach for more than the frame did
            source = frame.coach_source
            self.values.request(source, source.value_order(frame.position.step,
                                                           frame.options.viewpoint))  # fmt: skip
            self._show_dock(frame)
            self._show_report(frame)
        except Exception as error:  # a coach bug: one line, the step is shown all the same
            self._failed(error)

    def _show_dock(self, frame: Frame) -> None:
        """The decision (between decisions the seat's last one of the round; at another seat's
        discard the seat's call decision) and the strip."""
        from viewer.presentation.coach_view import ValueState

        source = frame.coach_source
        assert source is not None
        names = tuple(seat.name for seat in frame.seats)
        choices = frame.coach_choices
        last = None
        if frame.coach is None and frame.coach_error is None and not choices:
            last = source.last(frame.position.step, frame.options.viewpoint)
        docked: Docked
        if last is not None:  # between decisions: the verdict on the last discard
            docked = (last, source.value_state(last), names, True, ())
        else:
            docked = (frame.coach, ValueState(frame.coach_value, frame.coach_judging), names,
                      False, choices)  # fmt: skip
        if docked != self._docked:  # (between decisions: the same last discard, step after step)
            self._show_decision(docked)
        self._show_strip(frame)

    def _show_decision(self, docked: Docked) -> None:
        """The dock's decision page, made once (``coach_dock``) and painted."""
        from viewer.presentation.coach_dock import step_view

        self._docked = docked
        self.panel.show_decision(step_view(*docked))

    def _show_report_of(self, reported: Reported) -> None:
        from viewer.presentation.coach_dock import report_view

        self._reported = reported
        self.panel.show_report(report_view(*reported))

    def _give_room(self) -> None:
        """The coach dock takes most of the height from the docks beside it (the round list
        keeps a few rows)."""
        window = self.window
        others = [dock for dock in window.findChildren(QDockWidget)
                  if dock.isVisible() and dock is not self._panel]  # fmt: skip
        if self._panel is not None and others:
            self.docks.stack_docks([*others, self._panel], [1] * len(others) + [3])

    def _show_status(self, frame: Frame) -> None:
        """The verdict of the step's discard (else of its first call, kan or riichi decision)
        in the status bar."""
        from viewer.presentation.coach_dock import box_lines
        from viewer.presentation.value_verdict import verdict_class
        from viewer.presentation.value_wording import verdict_text
        from viewer.ui.coach_overlay import TEXT_COLOR, TITLE_COLORS

        decision = frame.coach
        if decision is not None:
            text = verdict_text(decision, frame.coach_value, frame.coach_judging)
            cls: str | None = verdict_class(decision, frame.coach_value)
        elif frame.coach_choices:
            text, cls = box_lines(frame.coach_choices[:1])[0]
        else:
            self.status.hide()
            return
        self.status.setText(text)
        color = (TEXT_COLOR if cls is None else TITLE_COLORS[cls]).name()
        style = f"color: {color}; font-weight: 600;"
        if self.status.styleSheet() != style:  # (a new style sheet polishes the label again)
            self.status.setStyleSheet(style)
        if self.status.isHidden():
            self.status.show()

    def _show_strip(self, frame: Frame) -> None:
        from viewer.app.coach.strip import Tick
        from viewer.presentation.value_verdict import choice_class, verdict_class

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
                value = source.value_state(decision)
                verdict = None if value.judging else verdict_class(decision, value.valuation)
                ticks.append(Tick(decision, source.shown_at(decision), verdict))
        choices = source.round_choices(step.round, seat)  # (None: the warmer finds them)
        for choice in choices or ():  # calls and kans (riichi advice has no loss to mark)
            if choice.kind != "riichi":
                value = source.choice_state(choice)
                verdict = None if value.judging else choice_class(choice, value.valuation)
                ticks.append(Tick(choice, source.shown_at(choice), verdict))
        self._panel.strip.show_round(ticks, step, frame.position.step_count)
        report = self._report_for is None or self._report_for[:2] != (id(source), seat)
        if waiting or choices is None or report:
            self.warmer.plan(source, step.round, seat, waiting)  # (the report waits for it too)

    def _warmed(self) -> None:
        """The warmer is done (or the report's timer rang): the strip and the report again,
        and the worker's queue with the call, kan and riichi decisions found meanwhile."""
        frame = self.session.frame
        if frame is not None and frame.options.show_coach and frame.coach_source is not None:
            try:
                source, seat = frame.coach_source, frame.options.viewpoint
                if not self.warmer.busy:
                    self.values.request(source, source.value_order(self.session.step, seat))
                self._show_strip(frame)
                self._show_report(frame)
            except Exception as error:  # as in _show_frame
                self._failed(error)

    def _show_report(self, frame: Frame) -> None:
        """The seat's report from the valuations kept so far, once every ukeire fact is in."""
        source = frame.coach_source
        assert source is not None and self._panel is not None
        seat = frame.options.viewpoint
        if self.warmer.busy:
            return
        progress = source.progress(seat)
        key = (id(source), seat, source.jobs_done(seat))  # (calls, kans, riichi too)
        if self._report_for == key:
            return
        from viewer.presentation.describe import round_title

        report = source.report(seat)
        titles = tuple(round_title(rnd) for rnd in frame.record.rounds)
        costly = tuple((c, source.shown_at(c)) for c in report.costliest) if (
            report is not None) else ()  # fmt: skip
        names = tuple(s.name for s in frame.seats)
        self._show_report_of((report, progress, names, titles, costly))
        self._report_for = key

    # -- the worker's answers ------------------------------------------------------------------
    def _valued(self, job: Job) -> None:
        """A valuation arrived (a discard's step, or a call, kan or riichi decision): the step on
        screen is built again if it shows it; the round's strip and the report follow."""
        frame = self.session.frame
        if frame is None or not frame.options.show_coach or frame.coach_source is None:
            return
        decision = frame.coach
        shown = decision is not None and Step(decision.round, decision.step) == job
        if shown or any(choice.decision == job for choice in frame.coach_choices):
            self.session.refresh()  # (its frame_changed shows the dock too)
            return
        if job.round == frame.position.step.round:
            try:
                self._show_dock(frame)
            except Exception as error:  # as in _show_frame
                self._failed(error)
        if self._panel is not None and not self._report_timer.isActive():
            self._report_timer.start()

    def _value_failed(self, job: Job, error: str) -> None:
        self._failed_text(error)
        self._valued(job)  # shown without a value from now on

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
        from viewer.presentation.value_wording import STILL_JUDGING

        options = self.session.options
        try:
            found = frame.coach_source.costly(self.session.step, options.viewpoint,
                                              options.coach_threshold, direction)  # fmt: skip
        except Exception as error:
            self._failed(error)
            return False
        if found.step is None:
            line = words(NO_FURTHER if direction > 0 else NO_EARLIER)
            if found.waiting:
                line = words(STILL_JUDGING).format(line=line, count=found.waiting)
            self.messages.show_status(line)
            return False
        return self.session.go_to(found.step)

    def _restore_threshold(self) -> None:
        from viewer.presentation.value_verdict import COSTLY_RANGE

        value = self.settings.value(THRESHOLD_KEY) if self.settings is not None else None
        try:
            threshold = int(str(value))
        except ValueError:
            return
        if COSTLY_RANGE[0] <= threshold <= COSTLY_RANGE[1]:
            self.session.update_options(coach_threshold=threshold)

    def set_threshold(self, threshold: int) -> None:
        if self.settings is not None:
            self.settings.setValue(THRESHOLD_KEY, threshold)
        self.session.update_options(coach_threshold=threshold)
        if self._panel is not None:
            self._panel.set_threshold(threshold)

"""For ``bench/verdict.py``: when each decision landed on has its values shown in the coach's dock.

A decision is landed on by the key press whose step shows it (``Frame.coach``); its values are
shown once the dock's page is that decision with a valuation (``CoachController.docked``), which
happens in the step itself when the worker valued it ahead, or when its valuation arrives
(``CoachValues.valued``: the window builds the frame again and fills the dock). A decision the
player stepped past before its values came (the dock now shows a later one) counts when its
valuation arrives: that is when it would have been shown.
"""

from __future__ import annotations

import time

from viewer.app.coach.controller import CoachController
from viewer.app.session import Session
from viewer.replay import Step


class VerdictWatch:
    def __init__(self, session: Session, coach: CoachController) -> None:
        self.session, self.coach = session, coach
        self.pending: dict[Step, float] = {}  # decision landed on -> when its key was pressed
        self.seen: set[Step] = set()
        self.times: list[float] = []  # ms, landing to values shown, per decision
        self.slowest: list[tuple[float, Step]] = []  # the same, with the decision
        self.failed = 0
        self._pressed = 0.0
        # connected after the window's own parts: they have filled the dock when these run
        session.frame_changed.connect(self.check)
        coach.values.valued.connect(self.check)
        coach.values.failed.connect(self.check)

    def press(self) -> None:
        """The step key is about to be pressed."""
        self._pressed = time.perf_counter()

    def landed(self) -> None:
        """The key press is handled: a decision of the bottom seat shown for the first time?"""
        frame = self.session.frame
        decision = frame.coach if frame is not None else None
        if decision is not None:
            key = Step(decision.round, decision.step)
            if key not in self.seen:
                self.seen.add(key)
                self.pending[key] = self._pressed
        self.check()

    def check(self, *_: object) -> None:
        if not self.pending:
            return
        now = time.perf_counter()
        docked = self.coach.docked
        if docked is not None and docked[0] is not None:
            key = Step(docked[0].round, docked[0].step)
            value = docked[1]
            if key in self.pending and value.valuation is not None:
                self._shown(key, now)
            elif key in self.pending and not value.judging:
                del self.pending[key]
                self.failed += 1
        frame = self.session.frame
        source = frame.coach_source if frame is not None else None
        if source is None:
            return
        for key in [key for key in self.pending if source.done(key)]:  # stepped past it
            self._shown(key, now)

    def _shown(self, key: Step, now: float) -> None:
        waited = (now - self.pending.pop(key)) * 1000
        self.times.append(waited)
        self.slowest = sorted([*self.slowest, (waited, key)], reverse=True)[:3]

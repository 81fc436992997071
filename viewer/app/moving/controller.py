"""The part of the window that moves: the Go and Play menus' keys, the wheel and autoplay, all
turned into steps of the session (``Session.go_to``, the one way to move)."""

from __future__ import annotations

from functools import partial

from viewer.app.actions import Action
from viewer.app.moving.autoplay import Autoplay
from viewer.app.moving.moves import MOVES, STEPPING_MOVES, KeyRepeatWatch
from viewer.app.parts import Context, Part
from viewer.app.window.popups import Popups
from viewer.app.window.status_line import StatusLine
from viewer.presentation.i18n import translate

WHEEL_NOTCH = 120  # angleDelta units of one wheel notch


class Moving(Part):
    """The Go and Play menus, the wheel and autoplay: keys, clicks and the wheel become steps
    of the session (the one way to move); a held key stops at a round's result."""

    def __init__(
        self,
        context: Context,
        popups: Popups,
        autoplay: Autoplay,
        keys: KeyRepeatWatch,
        status_line: StatusLine,
    ) -> None:
        super().__init__(context)
        self.popups = popups
        self.autoplay = autoplay
        self.keys = keys
        self.status_line = status_line
        self._wheel = 0
        for action in MOVES:
            self.actions.on(action, partial(self.navigate, action))
        self.actions[Action.AUTOPLAY].triggered.connect(self._autoplay_toggled)
        self.actions.on(Action.FASTER, autoplay.faster)
        self.actions.on(Action.SLOWER, autoplay.slower)
        self.actions.on(Action.ROTATE_VIEWPOINT, self.session.rotate_viewpoint)
        autoplay.advance = self.autoplay_step
        autoplay.running_changed.connect(self._show_autoplay)
        autoplay.speed_changed.connect(lambda _ms: self._show_autoplay(autoplay.running))
        popups.wheeled.connect(self.wheel_steps)
        self.session.game_changed.connect(self._update_enabled)
        self._update_enabled()

    def _update_enabled(self, _record: object = None) -> None:
        moves = (*MOVES, Action.AUTOPLAY, Action.ROTATE_VIEWPOINT)
        self.actions.set_enabled(moves, self.session.has_game)

    def navigate(self, action: Action) -> None:
        """Keys and menu entries of the Go menu; a held key stops at a round's result."""
        repeat = self.keys.take()
        timeline = self.session.timeline
        if timeline is None:
            return
        step = self.session.step
        if repeat and action in STEPPING_MOVES and timeline.is_result(step):
            return
        target = MOVES[action](timeline, step, self.session.options.viewpoint)
        moved = self.session.go_to(target)
        if not moved and action is Action.NEXT and self.session.is_last():
            self.popups.show_final()
        if moved:
            self.autoplay.restart_wait(pause=timeline.is_result(self.session.step))

    def wheel_steps(self, delta: int) -> int:
        """Add a wheel movement; one step per full notch (120 units), down = forward."""
        if not self.session.has_game:
            return 0
        if self._wheel and (delta > 0) != (self._wheel > 0):
            self._wheel = 0  # direction changed: start counting afresh
        self._wheel += delta
        steps = 0
        while abs(self._wheel) >= WHEEL_NOTCH:
            forward = self._wheel < 0
            self._wheel += WHEEL_NOTCH if forward else -WHEEL_NOTCH
            self.navigate(Action.NEXT if forward else Action.PREVIOUS)
            steps += 1
        return steps

    def _autoplay_toggled(self, checked: bool) -> None:
        if checked and self.session.is_last():
            self.actions[Action.AUTOPLAY].setChecked(False)
            text = translate("window", "At the end of the game: nothing left to play.")
            self.context.window.statusBar().showMessage(text, 3000)
            return
        self.autoplay.start() if checked else self.autoplay.stop()

    def autoplay_step(self) -> str:
        timeline = self.session.timeline
        if timeline is None:
            return "end"
        if self.session.is_last():
            self.popups.show_final()
            return "end"
        self.session.go_to(timeline.next(self.session.step))
        return "result" if timeline.is_result(self.session.step) else "moved"

    def _show_autoplay(self, running: bool) -> None:
        toggle = self.actions[Action.AUTOPLAY]
        toggle.blockSignals(True)
        toggle.setChecked(running)
        toggle.blockSignals(False)
        self.status_line.show_autoplay(running, self.autoplay.interval)

    def retranslate(self) -> None:
        self.status_line.show_autoplay(self.autoplay.running, self.autoplay.interval)

"""Autoplay: one event per tick, a longer pause on a round's result, a stop at the game's end."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

# Milliseconds per event, slow to fast; + and - move along this scale.
SPEEDS_MS = (3000, 2000, 1400, 1000, 700, 500, 350, 250, 150, 80)
DEFAULT_SPEED = 3
RESULT_PAUSE_MS = 2500  # at least this long on a win or a draw, so the popup can be read


class Autoplay(QObject):
    """Calls ``advance()`` on every tick. ``advance`` returns what happened:
    "moved", "result" (moved onto a win/draw: pause longer) or "end" (nothing left: stop)."""

    running_changed = Signal(bool)
    speed_changed = Signal(int)  # milliseconds per event

    def __init__(
        self, advance: Callable[[], str] | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        # What a tick does: the window's moves set it when they are made (nothing to play before).
        self.advance: Callable[[], str] = advance or (lambda: "end")
        self.speed = DEFAULT_SPEED
        self._running = False
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._tick)

    @property
    def interval(self) -> int:
        return SPEEDS_MS[self.speed]

    @property
    def result_pause(self) -> int:
        return max(RESULT_PAUSE_MS, 3 * self.interval)

    @property
    def running(self) -> bool:
        return self._running

    def start(self) -> None:
        if self._running:
            return
        self._running = True
        self.timer.start(self.interval)
        self.running_changed.emit(True)

    def stop(self) -> None:
        if not self._running:
            return
        self._running = False
        self.timer.stop()
        self.running_changed.emit(False)

    def toggle(self) -> None:
        self.stop() if self._running else self.start()

    def restart_wait(self, pause: bool = False) -> None:
        """After a manual move: wait a whole interval (or a result pause) before the next tick."""
        if self._running:
            self.timer.start(self.result_pause if pause else self.interval)

    def set_speed(self, speed: int) -> None:
        speed = min(max(speed, 0), len(SPEEDS_MS) - 1)
        if speed != self.speed:
            self.speed = speed
            self.speed_changed.emit(self.interval)
            if self._running and self.timer.remainingTime() > self.interval:
                self.timer.start(self.interval)

    def faster(self) -> None:
        self.set_speed(self.speed + 1)

    def slower(self) -> None:
        self.set_speed(self.speed - 1)

    def _tick(self) -> None:
        if not self._running:
            return
        outcome = self.advance()
        if outcome == "end":
            self.stop()
        else:
            self.timer.start(self.result_pause if outcome == "result" else self.interval)

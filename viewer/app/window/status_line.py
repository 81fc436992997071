"""The status bar's permanent labels: where the step is, what happened, the log's health, and
autoplay. They draw the frame's words and the log's notes; nothing here words an event.

One text at a time on the left: a passing note (``QStatusBar.showMessage``, e.g. "Mortal review
of seat 1: …") is painted by the status bar itself from its left edge, over the place of the
position and event labels. Qt hides those labels for the note, but only half-way: a hide that
is not explicit is undone when the bar lays itself out again (``QStatusBar.reformat`` re-adds
every widget, and ``QLayout.addChildWidget`` shows again a widget not hidden on purpose), which
drew the position over the note. So the labels are hidden here, explicitly, while a note is
shown, and shown again when it goes; and a note gives way as soon as the step changes (or the
first game opens under the empty window's hint), so that the position of the step the user
moved to is never hidden behind an old note.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from viewer.presentation import Frame
from viewer.presentation.i18n import translate
from viewer.replay import Step

WARNING_STYLE = "color: #b3261e; font-weight: 600;"
NOTE_STYLE = "color: #5d6b62;"
WARNING_LENGTH = 90  # the rest of a long warning is in the tooltip


class StatusLine:
    def __init__(self, parent: QWidget, status: QStatusBar) -> None:
        self.position_label = QLabel(parent)
        self.position_label.setObjectName("position_label")
        self.event_label = QLabel(parent)
        self.event_label.setObjectName("event_label")
        self.autoplay_label = QLabel(parent)
        self.warning_label = QLabel(parent)
        self.warning_label.setObjectName("warning_label")
        self.warning_label.hide()
        self.wall_label = QLabel(parent)  # why the wall view shows no wall
        self.wall_label.setObjectName("wall_label")
        self.wall_label.setStyleSheet(NOTE_STYLE)
        self.wall_label.hide()
        for label in (self.position_label, self.event_label, self.autoplay_label):
            label.setContentsMargins(6, 0, 6, 0)
        self.position_label.setStyleSheet("font-weight: 600;")  # the palette's text colour
        status.addWidget(self.position_label)
        status.addWidget(self.event_label, 1)
        status.addPermanentWidget(self.wall_label)
        status.addPermanentWidget(self.warning_label)
        status.addPermanentWidget(self.autoplay_label)
        self.status = status
        self._step: Step | None = None
        status.messageChanged.connect(self._message_changed)
        self._message_changed(status.currentMessage())

    def _message_changed(self, message: str) -> None:
        """The position and the event give way to a passing note, explicitly (see above)."""
        for label in (self.position_label, self.event_label):
            label.setVisible(not message)

    def show_frame(self, frame: Frame) -> None:
        step = frame.position.step
        if step != self._step and self.status.currentMessage():
            # the user moved (or a first game opened under the window's hint): where they are,
            # not an old note
            self.status.clearMessage()
        self._step = step
        self.position_label.setText(frame.position.text())
        self.event_label.setText(frame.event_text)
        note = frame.wall.status if frame.wall is not None else None
        self.wall_label.setText(_shorten(note or "", WARNING_LENGTH))
        self.wall_label.setToolTip(note or "")
        self.wall_label.setVisible(note is not None)

    def show_log_notes(self, warning: str | None, oddities: tuple[str, ...]) -> None:
        """A cut-off or broken log in red; tolerated oddities as a quiet note; else nothing."""
        label = self.warning_label
        if warning:
            label.setText(f"⚠ {_shorten(warning, WARNING_LENGTH)}")
            label.setToolTip(warning)
            label.setStyleSheet(WARNING_STYLE)
            label.show()
        elif oddities:
            # Tolerated oddities: the game is whole, but say what was odd about the file.
            count = len(oddities)
            text = translate("window", "ⓘ {count} oddities in the log")
            if count == 1:
                text = translate("window", "ⓘ 1 oddity in the log")
            label.setText(text.format(count=count))
            label.setToolTip("\n".join(oddities[:30]))
            label.setStyleSheet(NOTE_STYLE)
            label.show()
        else:
            label.hide()

    def show_autoplay(self, running: bool, interval_ms: int) -> None:
        seconds = interval_ms / 1000
        text = translate("window", "▶ autoplay {seconds} s/event")
        self.autoplay_label.setText(text.format(seconds=f"{seconds:g}") if running else "")


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"

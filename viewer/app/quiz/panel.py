"""The quiz's dock: the question, then (only after the answer) who picked what, the verdict and
the running score of the game, with the keys that play on and leave.

It draws a ``QuizState`` and the phase the controller is in; ``refresh`` words it again (the
quiz's part calls it when the window's language changes).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from viewer.presentation import quiz_wording as w
from viewer.presentation.quiz import QuizState
from viewer.ui.quiz_overlay import ROLE_COLOURS

ROLES = ("you", "played", "best", "mortal")


class QuizPanel(QDockWidget):
    """``play_on`` / ``leave``: the buttons (the keys do the same through the controller)."""

    play_on = Signal()
    leave = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(w.words(w.TITLE), parent)
        self.setObjectName("quiz_dock")
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.state: QuizState | None = None
        self.phase = "asking"  # asking, revealed, playing, paused, finished
        self.note = ""  # a passing remark (a tile kuikae forbids)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(10, 8, 10, 8)
        self.prompt = QLabel(body)
        self.prompt.setObjectName("quiz_prompt")
        self.prompt.setStyleSheet("font-size: 16px; font-weight: 600;")
        self.prompt.setWordWrap(True)
        self.hint = QLabel(body)
        self.hint.setObjectName("quiz_hint")
        self.hint.setWordWrap(True)
        self.answer_box = QWidget(body)
        self.answer_box.setObjectName("quiz_answer")
        self.grid = QGridLayout(self.answer_box)
        self.grid.setContentsMargins(0, 4, 0, 4)
        self.rows: dict[str, tuple[QLabel, QLabel]] = {}
        for row, role in enumerate(ROLES):
            who, what = QLabel(self.answer_box), QLabel(self.answer_box)
            colour = ROLE_COLOURS[role].name()
            who.setStyleSheet(
                f"background: {colour}; color: #111; font-weight: 600; padding: 1px 6px;"
                " border-radius: 3px;"
            )
            what.setObjectName(f"quiz_{role}")
            self.grid.addWidget(who, row, 0)
            self.grid.addWidget(what, row, 1)
            self.rows[role] = (who, what)
        self.grid.setColumnStretch(1, 1)
        self.verdict = QLabel(body)
        self.verdict.setObjectName("quiz_verdict")
        self.verdict.setWordWrap(True)
        self.score = QLabel(body)
        self.score.setObjectName("quiz_score")
        self.score.setWordWrap(True)
        self.next_button = QPushButton(body)
        self.next_button.setObjectName("quiz_next")
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the board
        self.next_button.clicked.connect(self.play_on)
        self.leave_button = QPushButton(body)
        self.leave_button.setObjectName("quiz_leave")
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self.leave)
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        for widget in (self.prompt, self.hint, self.answer_box, self.verdict):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addWidget(self.score)
        layout.addStretch(1)
        self.setWidget(body)
        self.refresh()

    def show_state(self, state: QuizState | None, phase: str, note: str = "") -> None:
        self.state, self.phase, self.note = state, phase, note
        self.refresh()

    def refresh(self) -> None:
        """Everything from the state, in the current language."""
        self.setWindowTitle(w.words(w.TITLE))
        self.next_button.setText(w.words(w.NEXT_BUTTON))
        self.leave_button.setText(w.words(w.LEAVE_BUTTON))
        state, phase = self.state, self.phase
        prompt = {
            "asking": w.QUESTION,
            "revealed": w.QUESTION,
            "playing": w.PLAYING,
            "paused": w.PAUSED,
            "finished": w.FINISHED,
        }[phase]
        self.prompt.setText(w.words(prompt))
        hint = {"asking": w.HOW, "revealed": w.NEXT}.get(phase, "")
        hint_text = w.words(hint) if hint else ""
        self.hint.setText("\n".join(t for t in (self.note, hint_text, w.words(w.LEAVE)) if t))
        revealed = state.revealed if state is not None else None
        self.answer_box.setVisible(revealed is not None)  # nothing of the answer before it
        self.verdict.setVisible(revealed is not None)
        self.next_button.setEnabled(phase in ("revealed", "paused"))
        if revealed is not None:
            lines = dict(zip(ROLES, w.answer_lines(revealed), strict=False))
            for role, (who, what) in self.rows.items():
                line = lines.get(role)
                who.setVisible(line is not None)
                what.setVisible(line is not None)
                if line is not None:
                    who.setText(line[0])
                    what.setText(line[1])
            self.verdict.setText(w.verdict(revealed))
        else:
            for who, what in self.rows.values():
                who.clear()
                what.clear()
            self.verdict.clear()
        score = state.score if state is not None else None
        self.score.setText("\n".join(w.score_lines(score)) if score is not None else "")

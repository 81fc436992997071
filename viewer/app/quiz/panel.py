"""The quiz's dock: the question, then (only after the answer) who picked what, the verdict and
the running score of the game, with the keys that play on and leave.

A call or kan question is answered here: a button per option (its name and the meld's tiles,
the keyboard's cursor framed), and after the answer the options' values as the coach's dock
shows them (``coach_dock.choice_view``'s table: the pick green, the one played blue).

It draws a ``QuizState`` and the phase the controller is in; ``refresh`` words it again (the
quiz's part calls it when the window's language changes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, Signal
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
from viewer.presentation.quiz import QuizAnswer, QuizState
from viewer.ui.option_table import TILE_H, OptionTable
from viewer.ui.quiz_options import OptionButtons
from viewer.ui.quiz_overlay import ROLE_COLOURS

if TYPE_CHECKING:
    from viewer.coach.model import Decision

ROLES = ("you", "played", "best", "mortal")


class QuizPanel(QDockWidget):
    """``play_on`` / ``leave``: the buttons (the keys do the same through the controller);
    ``option_chosen(index)``: a call's or kan's option clicked."""

    play_on = Signal()
    leave = Signal()
    option_chosen = Signal(int)

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
        self.option_cursor = 0  # a call's or kan's option under the keyboard's cursor
        self.names: tuple[str, ...] = ()  # the seats' names (who discarded the tile called)
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
        self.called = QLabel(body)  # a call question: who discarded what
        self.called.setObjectName("quiz_called")
        self.called.setWordWrap(True)
        self.options = OptionButtons(body)
        self.options.chosen.connect(self.option_chosen)
        self.values = OptionTable(body)  # a call's options by value, after the answer
        self.values.setObjectName("quiz_values")
        self.values.setIconSize(QSize(4 * 22, TILE_H))
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
        for widget in (self.prompt, self.called, self.hint, self.options, self.answer_box,
                       self.verdict, self.values):  # fmt: skip
            layout.addWidget(widget)
        layout.addLayout(buttons)
        layout.addWidget(self.score)
        layout.addStretch(1)
        self.setWidget(body)
        self.refresh()

    def show_state(self, state: QuizState | None, phase: str, note: str = "",
                   cursor: int = 0) -> None:  # fmt: skip
        self.state, self.phase, self.note, self.option_cursor = state, phase, note, cursor
        self.refresh()

    def refresh(self) -> None:
        """Everything from the state, in the current language."""
        self.setWindowTitle(w.words(w.TITLE))
        self.next_button.setText(w.words(w.NEXT_BUTTON))
        self.leave_button.setText(w.words(w.LEAVE_BUTTON))
        state, phase = self.state, self.phase
        question = state.question if state is not None else None
        kind = question.kind if question is not None else "discard"
        asked = phase in ("asking", "revealed")
        prompt = {"playing": w.PLAYING, "paused": w.PAUSED, "finished": w.FINISHED}.get(phase)
        self.prompt.setText(w.words(prompt) if prompt else w.question_words(kind))
        hint = {"asking": w.HOW if kind == "discard" else w.HOW_OPTION, "revealed": w.NEXT}
        hint_text = w.words(hint[phase]) if phase in hint else ""
        self.hint.setText("\n".join(t for t in (self.note, hint_text, w.words(w.LEAVE)) if t))
        revealed = state.revealed if state is not None else None
        decision = question.decision if question is not None and asked else None
        self._show_options(decision, revealed)
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

    def _show_options(self, decision: Decision | None, revealed: QuizAnswer | None) -> None:
        """A call's or kan's options: the buttons (the cursor's framed; after the answer, no
        more clicks) and, after the answer, their values."""
        state = self.state
        question = state.question if state is not None else None
        if decision is None or question is None or question.decision is None:
            self.called.hide()
            self.options.show_options(None, 0, False)
            self.values.hide()
            return
        choice = question.decision
        seat = choice.discarder
        if choice.kind == "call" and seat is not None:
            name = self.names[seat] if seat < len(self.names) else str(seat)
            self.called.setText(w.called_words(name, choice.actual))
        self.called.setVisible(choice.kind == "call" and seat is not None)
        self.options.show_options(choice, self.option_cursor, revealed is None)
        self.values.setVisible(revealed is not None)
        if revealed is not None:
            from viewer.presentation.coach_dock import choice_view
            from viewer.presentation.coach_view import ValueState

            judging = ValueState(question.valuation, not question.judged)
            self.values.show_table(choice_view(choice, judging, self.names, danger=False).options)
            self.values.resizeColumnsToContents()  # (a narrow dock: no column wider than it needs)
            rows = self.values.rowCount()  # as tall as its rows: no empty space below them
            frame = 2 * self.values.frameWidth()
            header = self.values.horizontalHeader().sizeHint().height()
            self.values.setFixedHeight(header + rows * (TILE_H + 6) + frame + 2)

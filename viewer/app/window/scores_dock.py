"""View → Scores (key S): the game's scores at a glance, in a dock under the board.

Each seat's score after every round, the wins, deal-ins and riichi, the final standings with
the lobby's uma and oka (``viewer.presentation.score_chart`` words it, ``viewer.ui.score_chart``
paints it); the round on the board is highlighted and a click on a round goes to it. The chart
is made only while the dock shows (again when the game, the language or "Hide player names"
changes), so a closed dock costs nothing, and the chart's modules load on its first showing.
The dock is under the board, where a chart over the rounds has its width; it can move, float
and close like the others. The quiz hides it (it shows the game's result) and locks its key.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.presentation import Frame
from viewer.presentation.i18n import translate
from viewer.presentation.options import BoardOptions
from viewer.replay.timeline import Step

if TYPE_CHECKING:
    from viewer.ui.score_chart import ScoreChartView

TITLE = "Scores"  # the dock's title: the action's words (context "actions")


class Scores(Part):
    """The scores dock: made hidden with the chrome, its chart when first shown."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.dock = QDockWidget(translate("scores", TITLE), context.window)
        self.dock.setObjectName("scores_dock")
        self.dock.setWidget(QWidget(self.dock))  # the chart's place until first shown
        self.dock.hide()
        self.view: ScoreChartView | None = None
        self._drawn: tuple[object, ...] | None = None  # (record, names hidden, language)
        context.docks.add_dock(self.dock, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.dock.hide()
        # The dock's own toggle stands for the action: right however the dock is closed.
        self.actions.replace(Action.SHOW_SCORES, self.dock.toggleViewAction())
        self.dock.visibilityChanged.connect(self._visibility)
        self.session.game_changed.connect(lambda _record: self._refresh())
        self.session.options_changed.connect(lambda _options: self._refresh())
        self.session.frame_changed.connect(self._show_frame)

    def _visibility(self, visible: bool) -> None:
        if visible:
            self._refresh()

    def _refresh(self) -> None:
        """The chart of the open game, made again only when something it shows changed."""
        record = self.session.record
        if not self.dock.isVisible() or record is None:
            return
        from viewer.presentation import i18n
        from viewer.presentation.score_chart import score_chart

        options: BoardOptions = self.session.options
        key = (record, options.hide_names, i18n.language(), i18n.japanese_beside())
        if self.view is not None and self._drawn is not None and _same(key, self._drawn):
            return
        view = self._view()
        view.set_chart(score_chart(record, hide_names=options.hide_names))
        view.set_current(self.session.step.round)
        self._drawn = key

    def _view(self) -> ScoreChartView:
        if self.view is None:
            from viewer.ui.score_chart import ScoreChartView

            view = ScoreChartView(self.dock)
            view.setObjectName("score_chart")
            view.title = False  # the dock's title says it
            view.round_clicked.connect(lambda number: self.session.go_to(Step(number, 0)))
            placeholder = self.dock.widget()
            self.dock.setWidget(view)
            placeholder.deleteLater()
            self.view = view
        return self.view

    def _show_frame(self, frame: Frame) -> None:
        if self.view is not None:
            self.view.set_current(frame.position.step.round)

    def retranslate(self) -> None:
        self.dock.setWindowTitle(translate("scores", TITLE))
        self._refresh()


def _same(key: tuple[object, ...], drawn: tuple[object, ...]) -> bool:
    """The same record (by identity: records compare by value, slowly) and the same words."""
    return key[0] is drawn[0] and key[1:] == drawn[1:]

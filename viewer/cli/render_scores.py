"""`mjlog-viewer render FILE --scores -o scores.png`: the game's scores as a chart, no screen
needed; the picture the window's View → Scores shows (``viewer.presentation.score_chart`` words
it, ``viewer.ui.score_chart`` paints it), in the language and theme asked for."""

from __future__ import annotations

import argparse
import os
from typing import TYPE_CHECKING

from viewer.domain.record import GameRecord

if TYPE_CHECKING:
    from PySide6.QtGui import QImage


def scores_image(record: GameRecord, size: tuple[int, int], options: argparse.Namespace) -> QImage:
    """The chart of ``record`` at ``size`` (the theme is set by the caller). Every round is
    replayed first, as the window does: a log that breaks raises its ``MjlogError``."""
    from viewer.replay import Timeline

    timeline = Timeline(record)
    for number in range(timeline.round_count):
        timeline.states(number)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # headless by definition
    from PySide6.QtWidgets import QApplication

    from viewer.presentation.score_chart import score_chart
    from viewer.ui.fonts import register_fonts
    from viewer.ui.score_chart import render_score_chart

    app = QApplication.instance() or QApplication(["mjlog-viewer"])  # noqa: F841 (kept alive)
    register_fonts()
    if options.lang:
        from viewer.ui.translations import apply_language

        apply_language(options.lang, bool(options.japanese_beside))
    chart = score_chart(record, hide_names=options.hide_names)
    return render_score_chart(chart, *size)

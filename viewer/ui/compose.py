"""The result popup of a frame (a win, a draw, the final standings), and composing it over a
board image (the render command's --popup)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from viewer.presentation import Frame
from viewer.ui import theme
from viewer.ui.result_view import AgariPanel, FinalPanel, RyuukyokuPanel


def result_panel(frame: Frame) -> QWidget | None:
    """The panel of the step's result: every win of this discard, or the draw; None elsewhere.
    Under it, where the bottom seat's last tenpai had its winning tiles (docs/luck.md)."""
    if frame.wins:
        readings = [frame.win_breakdown(i) for i in range(len(frame.wins))]
        return AgariPanel(frame.record, frame.wins, dealer=frame.dealer, readings=readings,
                          extra=luck_label(frame))  # fmt: skip
    if frame.draw is not None:
        return RyuukyokuPanel(
            frame.record, frame.draw, dealer=frame.dealer, extra=luck_label(frame)
        )
    return None


def luck_label(frame: Frame) -> QLabel | None:
    """The popup's line on the bottom seat's last tenpai (None: never tenpai, or no file)."""
    try:
        text = frame.last_tenpai_line()
    except Exception as error:  # a luck bug must never stop a result from being shown
        import logging

        logging.getLogger(__name__).warning("luck line failed: %s", error, exc_info=True)
        return None
    if text is None:
        return None
    label = QLabel(text)
    label.setObjectName("luckLine")
    label.setProperty("role", "note")
    label.setWordWrap(True)
    return label


def final_panel(frame: Frame) -> QWidget | None:
    """The final standings, at the game's last step."""
    if frame.standings is None:
        return None
    return FinalPanel(frame.record, frame.standings)


def popup_for(frame: Frame) -> QWidget | None:
    """The popup the render command draws: the step's result, and at the game's last step the
    final standings beside it (None for an ordinary step)."""
    panel = result_panel(frame)
    standings = final_panel(frame)
    if standings is not None:
        if panel is None:
            return standings
        both = QWidget()
        both.setObjectName("resultPanel")
        both.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        both.setStyleSheet(theme.panel_style())
        row = QHBoxLayout(both)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(panel, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(standings, 0, Qt.AlignmentFlag.AlignTop)
        return both
    return panel


def compose_popup(board: QImage, panel: QWidget) -> QImage:
    """The board dimmed, with the panel centred over it (scaled down if it would not fit)."""
    panel.adjustSize()
    picture = panel.grab().toImage()
    out = board.copy()
    painter = QPainter(out)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    width = out.width() / out.devicePixelRatio()
    height = out.height() / out.devicePixelRatio()
    painter.fillRect(QRectF(0, 0, width, height), QColor(0, 0, 0, 90))
    pw = picture.width() / picture.devicePixelRatio()
    ph = picture.height() / picture.devicePixelRatio()
    scale = min(1.0, (width * 0.94) / pw, (height * 0.94) / ph)
    target = QRectF(0, 0, pw * scale, ph * scale)
    target.moveCenter(QPointF(width / 2, height / 2))
    if scale == 1.0:  # whole pixels: a 1:1 blit stays sharp
        target.moveTopLeft(QPointF(round(target.x()), round(target.y())))
    painter.drawImage(target, picture)
    painter.setPen(QColor(255, 255, 255, 70))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(target.adjusted(-0.5, -0.5, 0.5, 0.5))
    painter.end()
    return out

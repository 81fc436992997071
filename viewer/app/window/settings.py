"""What the window keeps between runs: geometry, dock layout, view toggles, autoplay speed."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow

from viewer.app.moving.autoplay import Autoplay
from viewer.app.session import Session
from viewer.app.window.toggles import VIEW_TOGGLES


def restore_window(
    window: QMainWindow, settings: QSettings | None, session: Session, autoplay: Autoplay
) -> None:
    """What the first board needs: the window's place, the view options (and the autoplay
    speed). The theme is the caller's (``themes.apply_stored_theme``)."""
    if settings is None:
        return
    geometry = settings.value("window/geometry")
    if isinstance(geometry, QByteArray):
        window.restoreGeometry(geometry)
    changes: dict[str, object] = {}
    for toggle in VIEW_TOGGLES:
        value = settings.value(toggle.setting) if toggle.setting is not None else None
        if value is not None:
            changes[toggle.option] = value in (True, "true", "1", 1)
    session.update_options(**changes)
    speed = settings.value("autoplay/speed")
    if speed is not None:
        autoplay.set_speed(int(str(speed)))


def restore_layout(window: QMainWindow, settings: QSettings | None) -> None:
    """Where the docks were (once they exist)."""
    state = settings.value("window/state") if settings is not None else None
    if isinstance(state, QByteArray):
        window.restoreState(state)


def save_settings(
    window: QMainWindow, settings: QSettings | None, session: Session, autoplay: Autoplay
) -> None:
    if settings is None:
        return
    settings.setValue("window/geometry", window.saveGeometry())
    settings.setValue("window/state", window.saveState())
    for toggle in VIEW_TOGGLES:
        if toggle.setting is not None:
            settings.setValue(toggle.setting, getattr(session.options, toggle.option))
    settings.setValue("autoplay/speed", autoplay.speed)

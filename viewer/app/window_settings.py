"""What the window keeps between runs: geometry, dock layout, view toggles, autoplay speed."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from viewer.app.main_window import MainWindow

VIEW_SETTINGS = (
    "open_hands", "shade_tsumogiri", "mark_dora", "show_analysis", "hide_names", "show_coach",
)  # fmt: skip


def restore_window(window: MainWindow) -> None:
    """What the first board needs: the window's place, the view options, the theme (and the
    autoplay speed)."""
    from viewer.app.themes import apply_stored_theme

    apply_stored_theme(window)
    settings = window.settings
    if settings is None:
        return
    geometry = settings.value("window/geometry")
    if geometry is not None:
        window.restoreGeometry(geometry)  # type: ignore[arg-type]
    changes = {}
    for field in VIEW_SETTINGS:
        value = settings.value(f"view/{field}")
        if value is not None:
            changes[field] = value in (True, "true", "1", 1)
    window.session.update_options(**changes)
    speed = settings.value("autoplay/speed")
    if speed is not None:
        window.autoplay.set_speed(int(speed))  # type: ignore[call-overload]


def restore_layout(window: MainWindow) -> None:
    """Where the docks were (once they exist)."""
    settings = window.settings
    state = settings.value("window/state") if settings is not None else None
    if state is not None:
        window.restoreState(state)  # type: ignore[arg-type]


def save_settings(window: MainWindow) -> None:
    settings = window.settings
    if settings is None:
        return
    settings.setValue("window/geometry", window.saveGeometry())
    settings.setValue("window/state", window.saveState())
    for field in VIEW_SETTINGS:
        settings.setValue(f"view/{field}", getattr(window.session.options, field))
    settings.setValue("autoplay/speed", window.autoplay.speed)

"""The menu bar from the action table, with separators between groups, and the view toggles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMenu

from viewer.app.actions import ACTION_SPECS, MENUS, Action

if TYPE_CHECKING:
    from viewer.app.main_window import MainWindow

TOGGLES = {
    Action.OPEN_HANDS: "open_hands",
    Action.SHADE_TSUMOGIRI: "shade_tsumogiri",
    Action.MARK_DORA: "mark_dora",
    Action.SHOW_ANALYSIS: "show_analysis",
    Action.SHOW_WALL: "show_wall",
    Action.SHOW_WALL_CLOSED: "show_wall_closed",
    Action.SHOW_REVIEW: "show_review",
    Action.HIDE_NAMES: "hide_names",
    Action.SHOW_COACH: "show_coach",
}


def build_menus(window: MainWindow) -> None:
    """Fill the menu bar from ACTION_SPECS (Open Recent after the Tenhou entry)."""
    bar = window.menuBar()
    for menu_id, title in MENUS:
        menu = bar.findChild(QMenu, f"menu_{menu_id}")  # (the window makes them, empty)
        if menu is None:
            menu = bar.addMenu(title)
            menu.setObjectName(f"menu_{menu_id}")
        previous_group = None
        for action, spec in ACTION_SPECS.items():
            if spec.menu != menu_id:
                continue
            group = menu_group(action)
            if previous_group is not None and group != previous_group:
                menu.addSeparator()
            previous_group = group
            menu.addAction(window.actions_[action])
            if action is Action.OPEN_TENHOU:
                window.recent_menu = menu.addMenu("Open &Recent")
                window.recent_menu.setObjectName("menu_recent")
                window.recent_menu.aboutToShow.connect(
                    lambda: window.opening.fill_recent_menu(window.recent_menu)
                )


def menu_group(action: Action) -> str:
    """Separators in the menus fall between these groups."""
    if action in (Action.NEXT, Action.PREVIOUS, Action.NEXT_TURN, Action.PREVIOUS_TURN):
        return "step"
    if action in (Action.NEXT_ROUND, Action.PREVIOUS_ROUND, Action.ROUND_START, Action.ROUND_END):
        return "round"
    if action in (Action.NEXT_NOTABLE, Action.PREVIOUS_NOTABLE):
        return "notable"
    if action in (Action.ROTATE_VIEWPOINT,):
        return "seat"
    if action in (Action.NEXT_COSTLY, Action.PREVIOUS_COSTLY):
        return "costly"
    if action in (Action.NEXT_DISAGREEMENT, Action.PREVIOUS_DISAGREEMENT):
        return "disagreements"
    if action in TOGGLES:
        return "toggles"
    if action in (Action.NEXT_LOG, Action.PREVIOUS_LOG):
        return "logs"
    if action in (Action.COPY_IMAGE, Action.SAVE_IMAGE, Action.EXPORT_ANIMATION):
        return "share"
    if action is Action.QUIT:
        return "quit"
    return "other"

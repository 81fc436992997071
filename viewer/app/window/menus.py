"""The menu bar from the action table, with separators between groups, File → Open Recent, and
the file commands (open, Tenhou links, next / previous log, quit)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMenu

from viewer.app.actions import ACTION_SPECS, MENUS, Action
from viewer.app.files.opening import Opening
from viewer.app.parts import Context, Part
from viewer.app.window.toggles import TOGGLE_ACTIONS
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate
from viewer.sources.logfiles import FILE_DIALOG_FILTERS

OPEN_FILTERS = ";;".join(FILE_DIALOG_FILTERS)
RECENT_TITLE = QT_TRANSLATE_NOOP("menus", "Open &Recent")


class Menus(Part):
    """Fills the menu bar from ACTION_SPECS (the window made the menus, empty, before the first
    paint) and carries out the File menu's own commands."""

    def __init__(self, context: Context, opening: Opening) -> None:
        super().__init__(context)
        self.opening = opening
        self.recent_menu = QMenu(RECENT_TITLE, context.window)
        self.recent_menu.setObjectName("menu_recent")
        self.recent_menu.aboutToShow.connect(lambda: opening.fill_recent_menu(self.recent_menu))
        self._fill()
        self.actions.on(Action.OPEN, self.open_dialog)
        self.actions.on(Action.OPEN_TENHOU, opening.ask_tenhou)
        self.actions.on(Action.NEXT_LOG, lambda: opening.step_log(+1))
        self.actions.on(Action.PREVIOUS_LOG, lambda: opening.step_log(-1))
        self.actions.on(Action.QUIT, context.window.close)

    def menu(self, menu_id: str) -> QMenu:
        bar = self.context.window.menuBar()
        menu = bar.findChild(QMenu, f"menu_{menu_id}")
        if menu is None:
            menu = bar.addMenu(dict(MENUS)[menu_id])
            menu.setObjectName(f"menu_{menu_id}")
        return menu

    def _fill(self) -> None:
        for menu_id, _title in MENUS:
            menu = self.menu(menu_id)
            previous_group = None
            for action, spec in ACTION_SPECS.items():
                if spec.menu != menu_id:
                    continue
                group = menu_group(action)
                if previous_group is not None and group != previous_group:
                    menu.addSeparator()
                previous_group = group
                menu.addAction(self.actions[action])
                if action is Action.OPEN_TENHOU:
                    menu.addMenu(self.recent_menu)

    def retranslate(self) -> None:
        for menu_id, title in MENUS:
            self.menu(menu_id).setTitle(translate("menus", title))
        self.recent_menu.setTitle(translate("menus", RECENT_TITLE))

    def open_dialog(self) -> None:
        path = self.context.games.path
        settings = self.context.settings
        start = str(path.parent) if path is not None else ""
        if not start and settings is not None:
            start = str(settings.value("files/last_dir", "") or "")
        chosen, _ = QFileDialog.getOpenFileName(
            self.context.window, translate("window", "Open a Tenhou log"), start, OPEN_FILTERS
        )
        if chosen:
            if settings is not None:
                settings.setValue("files/last_dir", str(Path(chosen).parent))
            self.opening.open_file(chosen)


def menu_group(action: Action) -> str:
    """Separators in the menus fall between these groups."""
    if action in (Action.NEXT, Action.PREVIOUS, Action.NEXT_TURN, Action.PREVIOUS_TURN):
        return "step"
    if action in (Action.NEXT_ROUND, Action.PREVIOUS_ROUND, Action.ROUND_START, Action.ROUND_END):
        return "round"
    if action in (Action.NEXT_NOTABLE, Action.PREVIOUS_NOTABLE):
        return "notable"
    if action is Action.QUIZ:
        return "quiz"
    if action in (Action.ROTATE_VIEWPOINT,):
        return "seat"
    if action in (Action.NEXT_COSTLY, Action.PREVIOUS_COSTLY):
        return "costly"
    if action in (Action.NEXT_DISAGREEMENT, Action.PREVIOUS_DISAGREEMENT):
        return "disagreements"
    if action in TOGGLE_ACTIONS:
        return "toggles"
    if action in (Action.NEXT_LOG, Action.PREVIOUS_LOG):
        return "logs"
    if action in (Action.COPY_IMAGE, Action.SAVE_IMAGE, Action.EXPORT_ANIMATION):
        return "share"
    if action is Action.QUIT:
        return "quit"
    return "other"

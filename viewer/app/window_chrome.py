"""The window's chrome: everything around the board (the menus' entries and their actions, the
round list, the popups, review, sharing, the theme and language menus).

Start-up paints the board first (``MainWindow(chrome=False)``) and builds this just after the
first paint; a window made the ordinary way builds it at once. Either way the open game, if any,
is then shown in it as if it had been opened now.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from viewer.app import language_menu
from viewer.app.actions import Action, create_actions
from viewer.app.coach_controller import CoachController, RightDocks
from viewer.app.exporting import Exporting
from viewer.app.menus import TOGGLES, build_menus
from viewer.app.moves import MOVES
from viewer.app.overlays import HelpOverlay, ResultPopup
from viewer.app.review_controller import ReviewController
from viewer.app.sharing import install_sharing
from viewer.app.themes import install_themes
from viewer.presentation import i18n

if TYPE_CHECKING:
    from viewer.app.main_window import MainWindow


def build_chrome(window: MainWindow) -> None:
    """Everything around the board, in the current language and theme; then the open game
    (if any) is shown in it, as if it had been opened now."""
    if window.chrome_built:
        return
    window.popup = ResultPopup(window, anchor=window.board)  # may widen over the dock
    window.popup.dismissed.connect(window._popup_dismissed)
    window.help_overlay = HelpOverlay(window)  # over the whole window: it is wide
    window.help_overlay.dismissed.connect(window._update_dismiss_action)
    window.empty_hint = QLabel(language_menu.empty_hint_text(), window.board)
    window.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.empty_hint.setStyleSheet("color: #e8efe9; font-size: 15px;")
    window.empty_hint.setGeometry(window.board.rect())
    window.empty_hint.setVisible(not window.session.has_game)
    window.board.installEventFilter(window)
    window.popup.installEventFilter(window)

    window.rounds_dock.build()
    window.rounds = window.rounds_dock.rounds
    window.rounds.round_clicked.connect(window.go_to_round)
    window.final_label = window.rounds_dock.final_label

    window.autoplay.running_changed.connect(window._show_autoplay)
    window.autoplay.speed_changed.connect(
        lambda _ms: window._show_autoplay(window.autoplay.running)
    )

    window.actions_ = create_actions(window)
    connect_actions(window)
    build_menus(window)
    window.review = ReviewController(window)
    window.coach = CoachController(
        window,
        window.session,
        window.actions_,
        window,
        RightDocks(window),
        window.settings,
        window.statusBar(),
    )
    install_sharing(window)
    window.theme_menu = install_themes(window)
    window.language_menu = language_menu.LanguageMenu(window, window.settings)  # View → Language
    if i18n.language() != "en":  # the actions are made in English, then worded again
        language_menu.retranslate_window(window)
    window.chrome_built = True
    window._sync_toggles()
    if window.session.timeline is not None and window.session.frame is not None:
        window._game_changed(window.session.timeline.record)
        window._show_frame(window.session.frame)
    else:
        window._update_enabled()


def connect_actions(window: MainWindow) -> None:
    """What each action does (the window's methods; the toggles set the session's options)."""
    a = window.actions_
    a[Action.OPEN].triggered.connect(window.open_dialog)
    a[Action.OPEN_TENHOU].triggered.connect(window.opening.ask_tenhou)
    a[Action.NEXT_LOG].triggered.connect(lambda: window.opening.step_log(+1))
    a[Action.PREVIOUS_LOG].triggered.connect(lambda: window.opening.step_log(-1))
    a[Action.QUIT].triggered.connect(window.close)
    window.exporting = Exporting(window)
    a[Action.EXPORT].triggered.connect(window.exporting.export_dialog)
    a[Action.COPY_ROUND_LINK].triggered.connect(window.exporting.copy_round_link)
    for action in MOVES:
        a[action].triggered.connect(lambda _checked=False, act=action: window.navigate(act))
    a[Action.AUTOPLAY].triggered.connect(window._autoplay_toggled)
    a[Action.FASTER].triggered.connect(window.autoplay.faster)
    a[Action.SLOWER].triggered.connect(window.autoplay.slower)
    a[Action.ROTATE_VIEWPOINT].triggered.connect(window.session.rotate_viewpoint)
    for action, field in TOGGLES.items():
        a[action].toggled.connect(
            lambda checked, name=field: window.session.update_options(**{name: checked})
        )
    # The dock's own toggle stays right whichever way the dock is closed or restored.
    dock_toggle = window.rounds_dock.toggleViewAction()
    dock_toggle.setText(a[Action.SHOW_ROUNDS].text())
    dock_toggle.setObjectName(a[Action.SHOW_ROUNDS].objectName())
    a[Action.SHOW_ROUNDS].deleteLater()
    a[Action.SHOW_ROUNDS] = dock_toggle
    a[Action.HELP].triggered.connect(window.toggle_help)
    a[Action.DISMISS].triggered.connect(window.dismiss_overlays)
    for qaction in a.values():
        window.addAction(qaction)  # shortcuts work even while the menu bar is hidden

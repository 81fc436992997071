"""The view toggles, declared once: the menus group them, the settings keep the ones remembered,
and each flips one field of ``BoardOptions`` (whose default is the toggle's default).

Adding a toggle: a field of ``BoardOptions``, an ``Action`` with its row in ``ACTION_SPECS``
(checkable), and one line here; the menu entry, the key, the help line, the check mark that
follows the session and (with a setting key) the memory between runs come from this list.
"""

from __future__ import annotations

from dataclasses import fields
from typing import NamedTuple

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.presentation import BoardOptions


class ViewToggle(NamedTuple):
    action: Action
    option: str  # the field of BoardOptions it flips
    setting: str | None  # the key it is remembered under between runs (None: not remembered)

    @property
    def default(self) -> bool:
        return bool(getattr(BoardOptions(), self.option))


VIEW_TOGGLES: tuple[ViewToggle, ...] = (
    ViewToggle(Action.OPEN_HANDS, "open_hands", "view/open_hands"),
    ViewToggle(Action.SHADE_TSUMOGIRI, "shade_tsumogiri", "view/shade_tsumogiri"),
    ViewToggle(Action.MARK_DORA, "mark_dora", "view/mark_dora"),
    ViewToggle(Action.SHOW_ANALYSIS, "show_analysis", "view/show_analysis"),
    ViewToggle(Action.SHOW_WALL, "show_wall", None),  # the future face up: never remembered
    ViewToggle(Action.SHOW_WALL_CLOSED, "show_wall_closed", None),
    ViewToggle(Action.SHOW_REVIEW, "show_review", None),
    ViewToggle(Action.HIDE_NAMES, "hide_names", "view/hide_names"),
    ViewToggle(Action.SHOW_COACH, "show_coach", "view/show_coach"),
    ViewToggle(Action.SHOW_LUCK, "show_luck", None),  # the round's future: never remembered
)
TOGGLE_ACTIONS = frozenset(toggle.action for toggle in VIEW_TOGGLES)
OPTION_FIELDS = frozenset(field.name for field in fields(BoardOptions))


class ViewToggles(Part):
    """Each toggle's action sets its option; the check marks follow the session's options."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        for toggle in VIEW_TOGGLES:
            self.actions[toggle.action].toggled.connect(
                lambda checked, name=toggle.option: self.session.update_options(**{name: checked})
            )
        self.session.options_changed.connect(self.sync)
        self.sync()

    def sync(self, _options: object = None) -> None:
        options = self.session.options
        for toggle in VIEW_TOGGLES:
            qaction = self.actions[toggle.action]
            qaction.blockSignals(True)
            qaction.setChecked(bool(getattr(options, toggle.option)))
            qaction.blockSignals(False)

"""File → Export… and "Copy round as tenhou.net/6 link" (Ctrl+Shift+C).

The writers are Qt-free (``viewer.formats``); this object only asks where to save, puts the link
on the clipboard and says what it did in the status bar. The save dialog is one method that tests
replace, so no modal dialog ever blocks a run.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog

from viewer.app.actions import Action
from viewer.app.parts import Context, Part
from viewer.domain.record import GameRecord
from viewer.presentation.anonymous import anonymous_record
from viewer.presentation.i18n import QT_TRANSLATE_NOOP, translate

EXPORTS = (Action.EXPORT, Action.COPY_ROUND_LINK)
SAVE_FILTERS = {  # English sources (shown translated) -> (format, suffix)
    QT_TRANSLATE_NOOP("exporting", "tenhou.net/6 JSON (*.json)"): ("tenhou6", ".json"),
    QT_TRANSLATE_NOOP("exporting", "mjai event log (*.jsonl)"): ("mjai", ".jsonl"),
}


def chosen_format(chosen: str) -> tuple[str, str]:
    """(format, suffix) of a filter as the dialog showed it (in any language)."""
    for source, entry in SAVE_FILTERS.items():
        if chosen in (source, translate("exporting", source)):
            return entry
    return ("tenhou6", ".json")


class Exporting(Part):
    """File → Export… and the round link (enabled with a game)."""

    def __init__(self, context: Context) -> None:
        super().__init__(context)
        self.messages = context.messages
        self.actions.on(Action.EXPORT, self.export_dialog)
        self.actions.on(Action.COPY_ROUND_LINK, self.copy_round_link)
        self.session.game_changed.connect(self._enable)
        self._enable()

    def _enable(self, _record: object = None) -> None:
        self.actions.set_enabled(EXPORTS, self.session.has_game)

    def ask_save_path(self, suggested: str) -> tuple[str, str]:
        """(path, chosen filter), or ("", "") when cancelled."""
        parent = self.context.window
        filters = ";;".join(translate("exporting", f) for f in SAVE_FILTERS)
        title = translate("exporting", "Export the game")
        return QFileDialog.getSaveFileName(parent, title, suggested, filters)

    def export_dialog(self) -> bool:
        record = self.session.record
        if record is None:
            return False
        source = self.context.games.path
        suggested = str(source.with_suffix(".json")) if source is not None else "game.json"
        path, chosen = self.ask_save_path(suggested)
        if not path:
            return False
        fmt, suffix = chosen_format(chosen)
        if path.endswith(".jsonl"):
            fmt = "mjai"
        elif not Path(path).suffix:
            path += suffix
        from viewer.formats.writing import export_bytes  # the writers load on first export

        record, name = self._shared(record, str(source) if source is not None else None)
        try:
            data = export_bytes(record, fmt, name)
        except ValueError as error:  # hidden tiles: tenhou.net/6 cannot write them
            self.messages.show_error(str(error))
            return False
        try:
            Path(path).write_bytes(data)
        except OSError as error:
            self.messages.show_error(f"{path}: {error.strerror or error}")
            return False
        self.messages.show_status(translate("exporting", "Exported to {path}").format(path=path))
        return True

    def copy_round_link(self) -> str | None:
        session = self.session
        record = session.record
        if record is None:
            return None
        number = session.step.round
        from viewer.formats.tenhou6 import round_link

        try:
            link = round_link(self._shared(record, None)[0], number)
        except ValueError as error:  # hidden tiles: tenhou.net/6 cannot write them
            self.messages.show_error(str(error))
            return None
        QGuiApplication.clipboard().setText(link)
        name = record.rounds[number].name_en()
        text = translate("exporting", "Copied {round} as a tenhou.net/6 link ({count} characters)")
        self.messages.show_status(text.format(round=name, count=len(link)))
        return link

    def _shared(self, record: GameRecord, name: str | None) -> tuple[GameRecord, str | None]:
        """What leaves the window: with Hide player names on, the seats are A, B, C, D and the
        log id (a file name that would find the players) is left out."""
        if not self.session.options.hide_names:
            return record, name
        return anonymous_record(record), None

"""Every way a log reaches the window, routed to the window's one open function.

File > Open, File > Open Recent, the command line, the demo log, a second launch, macOS
file-open events, drag-and-drop, the next/previous-log keys and Tenhou links all end in
``Opening.open_file`` (the seat a ``&tw=N`` name asks for is read there, once), which alone calls
``window.open_path(path, seat)``. That function reads the log, shows one message and keeps the
current game when the file is unreadable, and asks ``start_point`` here where to land (the last
position in a file opened before, or the seat a ``&tw=N`` name or link asks for).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QEvent, QMimeData, QObject, QSettings, QStandardPaths, Signal
from PySide6.QtGui import QFileOpenEvent, QGuiApplication
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from viewer.app.files.recent import Position, RecentFiles
from viewer.formats.detect import is_tenhou6_url, json_of_url
from viewer.presentation.i18n import translate
from viewer.replay.timeline import Step
from viewer.resources import resources_dir
from viewer.sources.logfiles import LogList, collect_logs, is_log_name, seat_from_name
from viewer.sources.tenhou import (
    TenhouError,
    TenhouRef,
    default_cache_dir,
    fetch_log,
    find_cached,
    parse_tenhou_ref,
)


class OpenWindow(Protocol):
    """What the routes need from the window (MainWindow provides it)."""

    path: Path | None
    game: tuple[int, int]  # (0-based game shown, games in its file)

    def open_path(self, path: str | Path, seat: int | None = None, game: int = 0) -> bool: ...
    def show_error(self, text: str) -> None: ...
    def show_status(self, text: str) -> None: ...


# -- drag-and-drop ----------------------------------------------------------------------------


def dropped_paths(mime: QMimeData) -> list[Path]:
    """Local files with a log extension (or .json: review reports), and folders, from a drag;
    anything else is left out."""
    paths = []
    for url in mime.urls() if mime.hasUrls() else []:
        if not url.isLocalFile():
            continue
        path = Path(url.toLocalFile())
        if path.is_dir() or is_log_name(path) or path.suffix.lower() == ".json":  # + reviews
            paths.append(path)
    return paths


def accepts_drop(mime: QMimeData) -> bool:
    return bool(dropped_paths(mime))


# -- macOS: Finder hands documents over as QFileOpenEvent -------------------------------------


class FileOpenFilter(QObject):
    """Application event filter turning QFileOpenEvent (Finder, Dock) into an open call."""

    def __init__(self, open_targets: Callable[[list[str]], object], parent: QObject | None = None):
        super().__init__(parent)
        self._open_targets = open_targets

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            target = event.file() or event.url().toString()
            if target:
                self._open_targets([target])
                return True
        return super().eventFilter(watched, event)


# -- downloads off the GUI thread -------------------------------------------------------------


class TenhouDownload(QObject):
    """Fetch one Tenhou log in a worker thread; ``finished(path or None, error or None)``."""

    finished = Signal(object, object)

    def __init__(self, ref: TenhouRef, cache_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ref = ref
        self.cache_dir = cache_dir
        # (not ``thread``: that name is QObject's)
        self.worker = threading.Thread(target=self._run, name=f"tenhou {ref.log_id}", daemon=True)

    def start(self) -> None:
        self.worker.start()

    def _run(self) -> None:
        try:
            path = fetch_log(self.ref, self.cache_dir)
        except TenhouError as exc:
            self.finished.emit(None, str(exc))
        except Exception as exc:  # never lose a worker's failure silently
            text = translate("window", "the download of {log} failed: {error}")
            self.finished.emit(None, text.format(log=self.ref.log_id, error=exc))
        else:
            self.finished.emit(path, None)


class MemorySettings:
    """Stand-in for QSettings when the window is made without one (tests, --new-window)."""

    def __init__(self) -> None:
        self._values: dict[str, object] = {}

    def value(self, key: str) -> object:
        return self._values.get(key)

    def setValue(self, key: str, value: object) -> None:
        self._values[key] = value


def save_link_game(link: str, cache_dir: Path) -> Path | None:
    """The JSON of a tenhou.net/6 link, saved once under the cache (named by its hash)."""
    import hashlib  # OpenSSL's libcrypto: ~3.5 MiB resident, so only when a link is kept

    text = json_of_url(link)
    folder = cache_dir / "links"
    path = folder / f"{hashlib.sha1(text.encode()).hexdigest()[:16]}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not path.exists():
            path.write_text(text, encoding="utf-8")
    except OSError:
        return None
    return path


def tenhou_cache_dir() -> Path:
    """Downloaded logs live in the user's cache folder (Qt's idea of it, XDG on Linux)."""
    if os.environ.get("MJLOG_VIEWER_CACHE_DIR"):
        return default_cache_dir()
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) / "tenhou" if location else default_cache_dir()


class Opening(QObject):
    """The routes into the window, the list of logs being browsed, recent files, downloads."""

    def __init__(
        self,
        window: OpenWindow,
        settings: QSettings | None = None,
        cache_dir: Path | None = None,
    ) -> None:
        super().__init__(window if isinstance(window, QObject) else None)
        self.window = window
        self.recent = RecentFiles(settings if settings is not None else MemorySettings())  # type: ignore[arg-type]
        self.cache_dir = cache_dir or tenhou_cache_dir()
        self.log_list: LogList | None = None
        self.downloads: dict[str, TenhouDownload] = {}

    # -- where a log opens ----------------------------------------------------------------------
    def start_point(
        self, path: str | Path, seat: int | None, game: int = 0
    ) -> tuple[Step | None, int | None]:
        """Step and viewpoint to open ``path`` (its game ``game``) at: where it was left, the
        asked seat first."""
        position = self.recent.position(path, game)
        step = Step(position.round, position.index) if position else None
        viewpoint = seat if seat is not None else (position.viewpoint if position else None)
        return step, viewpoint

    def opened(self, path: str | Path) -> None:
        """A log is open: it heads the recent list (the shipped demo is not a recent file)."""
        try:
            if Path(path).resolve().is_relative_to(resources_dir()):
                return
        except FileNotFoundError:
            pass
        self.recent.add(path)

    def remember(self, path: str | Path, step: Step, viewpoint: int, game: int = 0) -> None:
        self.recent.save_position(path, Position(step.round, step.index, viewpoint), game)

    # -- routes -----------------------------------------------------------------------------------
    def open_file(self, path: str | Path, seat: int | None = None) -> bool:
        """The one open function, with the seat a Tenhou file name asks for."""
        seat = seat if seat is not None else seat_from_name(path)
        return self.window.open_path(Path(path), seat)

    def open_targets(self, targets: Sequence[str]) -> bool:
        """Command line, second launch, Finder: files, folders, Tenhou links or ids.

        Several files or a folder become the list Ctrl+PageDown/PageUp walk; the first is shown.
        """
        paths: list[Path] = []
        refs: list[TenhouRef] = []
        unknown: list[str] = []
        for target in targets:
            if is_tenhou6_url(target):  # the game is in the link: kept as a file, then opened
                saved = save_link_game(target, self.cache_dir)
                if saved is not None:
                    paths.append(saved)
                    continue
            path = Path(target)
            if path.exists():
                paths.append(path)
            elif (ref := parse_tenhou_ref(target)) is not None:
                refs.append(ref)
            else:
                unknown.append(target)
        if paths:
            return self.open_paths(paths)
        if refs:
            return self.open_tenhou(refs[0])
        if unknown:
            text = translate("window", "{target}: no such file, and not a Tenhou log link or id")
            self.window.show_error(text.format(target=unknown[0]))
        return False

    def open_paths(self, paths: Sequence[Path]) -> bool:
        """Drag-and-drop and open_targets: one file opens; several, or a folder, make a list."""
        logs = collect_logs(paths)
        if not logs:
            text = translate("window", "{path}: no Tenhou logs ({patterns}) in it")
            patterns = "*.mjlog, *.xml, *.gz, *.json, *.jsonl"
            self.window.show_error(text.format(path=paths[0], patterns=patterns))
            return False
        if len(logs) > 1 or any(p.is_dir() for p in paths):
            self.log_list = LogList.of(logs)
        return self.open_file(logs[0])

    def step_log(self, offset: int) -> bool:
        """Next (+1) or previous (-1) log: the next game of a file of several first, then the
        next file in the dropped list, else in the open file's folder."""
        current = self.window.path
        game, games = self.window.game
        if current is not None and 0 <= game + offset < games:
            return self.window.open_path(current, game=game + offset)
        logs = self.log_list
        if logs is None or (current is not None and logs.find(current) is None):
            if current is None:
                return False
            logs = LogList.folder_of(current)
        target = logs.neighbour(current, offset)
        if target is None:
            if offset > 0:
                text = translate("window", "This is the last log in the list ({count}).")
            else:
                text = translate("window", "This is the first log in the list ({count}).")
            self.window.show_status(text.format(count=len(logs.paths)))
            return False
        return self.open_file(target)

    def list_position(self) -> tuple[int, int] | None:
        """(1-based place, count) of the open file in the list being browsed, for the title."""
        if self.log_list is None or self.window.path is None:
            return None
        index = self.log_list.find(self.window.path)
        return None if index is None else (index + 1, len(self.log_list.paths))

    # -- Tenhou links ------------------------------------------------------------------------------
    def ask_tenhou(self) -> bool:
        text = self.prompt_tenhou()
        return bool(text) and self.open_tenhou(text)

    def prompt_tenhou(self) -> str:
        """The dialog asking for a link, filled in from the clipboard when it holds one (tests
        replace this)."""
        parent = self.window if isinstance(self.window, QWidget) else None
        clipboard = QGuiApplication.clipboard().text().strip() if QGuiApplication.instance() else ""
        text, ok = QInputDialog.getText(
            parent,
            translate("window", "Open Tenhou log"),
            # '&&': a single '&' would turn the next letter into a keyboard mnemonic.
            translate("window", "Tenhou log link or id, e.g.")
            + "\nhttps://tenhou.net/0/?log=2016052515gm-00a9-0000-c4d72066&&tw=2",
            text=clipboard if parse_tenhou_ref(clipboard) is not None else "",
        )
        return text.strip() if ok else ""

    def open_tenhou(self, link: str | TenhouRef) -> bool:
        """Open a Tenhou log at the link's seat: from the cache, or after a background download.

        Returns True when the log opened or a download started; the download's end opens it
        (or gives its one message).
        """
        ref = link if isinstance(link, TenhouRef) else parse_tenhou_ref(link)
        if ref is None:
            text = translate("window", "{link}: not a Tenhou log link or id")
            self.window.show_error(text.format(link=link))
            return False
        cached = find_cached(ref, self.cache_dir)
        if cached is not None:
            return self.open_file(cached, ref.seat)
        if ref.log_id in self.downloads:
            return True
        download = TenhouDownload(ref, self.cache_dir, self)
        download.finished.connect(lambda path, error, d=download: self._downloaded(d, path, error))
        self.downloads[ref.log_id] = download
        text = translate("window", "Downloading {log} from Tenhou…")
        self.window.show_status(text.format(log=ref.log_id))
        download.start()
        return True

    def _downloaded(self, download: TenhouDownload, path: Path | None, error: str | None) -> None:
        self.downloads.pop(download.ref.log_id, None)
        download.deleteLater()
        if path is None:
            failed = translate("window", "the download of {log} failed")
            self.window.show_error(error or failed.format(log=download.ref.log_id))
            return
        self.window.show_status("")
        self.open_file(path, download.ref.seat)

    # -- File > Open Recent ----------------------------------------------------------------------
    def fill_recent_menu(self, menu: QMenu) -> None:
        """Rebuild the Open Recent menu (connected to its aboutToShow)."""
        menu.clear()
        paths = self.recent.paths()
        for number, path in enumerate(paths, start=1):
            label = Path(path).name.replace("&", "&&")
            prefix = f"&{number} " if number < 10 else ""
            action = menu.addAction(prefix + label)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.setData(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if not paths:
            menu.addAction(translate("window", "No recent logs")).setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(translate("window", "&Clear the list"))
        clear.setEnabled(bool(paths))
        clear.triggered.connect(self.recent.clear)

    def open_recent(self, path: str) -> bool:
        if not Path(path).exists():
            self.recent.remove(path)
            text = translate(
                "window", "{path}: the file is no longer there (removed from the list)"
            )
            self.window.show_error(text.format(path=path))
            return False
        return self.open_file(path)

"""The routes into the window (Opening) against a recording window: drops, lists, Tenhou links,
macOS file-open events, recent files and position restore."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtCore import QCoreApplication, QMimeData, QSettings, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMenu

from viewer.app.files.opening import FileOpenFilter, Opening, accepts_drop, dropped_paths
from viewer.app.files.recent import Position, RecentFiles
from viewer.replay.timeline import Step

DATA = Path(__file__).resolve().parent.parent / "data"
ID = "2016052515gm-00a9-0000-c4d72066"


class RecordingWindow:
    """Stands for MainWindow: records what the routes ask of the one open function."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self.game = (0, 1)
        self.calls: list[tuple[Path, int | None]] = []
        self.errors: list[str] = []
        self.status: list[str] = []

    def open_path(self, path: str | Path, seat: int | None = None, game: int = 0) -> bool:
        path = Path(path)
        self.calls.append((path, seat))
        if not path.is_file() or b"<mjloggm" not in path.read_bytes()[:100]:
            self.errors.append(f"{path}: not a log")
            return False
        self.path = path
        return True

    def show_error(self, text: str) -> None:
        self.errors.append(text)

    def show_status(self, text: str) -> None:
        self.status.append(text)


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window() -> RecordingWindow:
    return RecordingWindow()


@pytest.fixture
def opening(window: RecordingWindow, settings: QSettings, tmp_path: Path) -> Opening:
    return Opening(window, settings, cache_dir=tmp_path / "cache")  # type: ignore[arg-type]


def _logs(folder: Path, *names: str) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name in names:
        shutil.copyfile(DATA / "tiny.mjlog", folder / name)
        paths.append(folder / name)
    return paths


def _mime(*paths: Path | str) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl(p) if isinstance(p, str) else QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def test_drag_accepts_local_logs_and_folders_only(qapp: QApplication, tmp_path: Path) -> None:
    (log,) = _logs(tmp_path, "a.mjlog")
    text = tmp_path / "notes.txt"
    text.write_text("x")
    assert dropped_paths(_mime(log, text, tmp_path)) == [log, tmp_path]
    assert accepts_drop(_mime(log))
    assert not accepts_drop(_mime(text))
    assert not accepts_drop(_mime(f"https://tenhou.net/0/?log={ID}"))
    plain = QMimeData()
    plain.setText(str(log))
    assert not accepts_drop(plain)


def test_command_line_files_make_a_list(
    opening: Opening, window: RecordingWindow, tmp_path: Path
) -> None:
    a, b, c = _logs(tmp_path, "a.mjlog", "b&tw=2.mjlog", "c.mjlog")
    assert opening.open_targets([str(a), str(b)])
    assert window.calls == [(a, None)]
    assert opening.step_log(+1)
    assert window.calls[-1] == (b, 2)  # Tenhou's &tw=2 name: seat 2 at the bottom
    assert not opening.step_log(+1)  # c was not given: the list ends at b
    assert "last log" in window.status[-1]
    assert opening.step_log(-1)
    assert window.calls[-1] == (a, None)
    assert not opening.step_log(-1)
    assert opening.list_position() == (1, 2)
    assert c.exists()


def test_folder_drop_and_same_folder_browsing(
    opening: Opening, window: RecordingWindow, tmp_path: Path
) -> None:
    a, b = _logs(tmp_path / "games", "g1.mjlog", "g2.xml")
    (tmp_path / "games" / "readme.txt").write_text("not a log")
    assert opening.open_paths([tmp_path / "games"])
    assert window.path == a
    opening.step_log(+1)
    assert window.path == b
    # A file opened from elsewhere: next/previous walk its own folder.
    other = _logs(tmp_path / "other", "x1.mjlog", "x2.mjlog", "x3.mjlog")
    opening.open_file(other[1])
    opening.step_log(+1)
    assert window.path == other[2]
    opening.step_log(-1)
    opening.step_log(-1)
    assert window.path == other[0]


def test_unreadable_file_keeps_the_current_one(
    opening: Opening, window: RecordingWindow, tmp_path: Path
) -> None:
    (good,) = _logs(tmp_path, "good.mjlog")
    bad = tmp_path / "bad.mjlog"
    bad.write_text("hello")
    opening.open_targets([str(good)])
    assert not opening.open_paths([bad])
    assert window.path == good
    assert len(window.errors) == 1 and "bad.mjlog" in window.errors[0]


def test_unknown_argument_gives_one_message(opening: Opening, window: RecordingWindow) -> None:
    assert not opening.open_targets(["/no/such/file.mjlog"])
    assert window.errors == ["/no/such/file.mjlog: no such file, and not a Tenhou log link or id"]
    assert window.calls == []


def test_empty_folder_drop(opening: Opening, window: RecordingWindow, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    assert not opening.open_paths([tmp_path / "empty"])
    assert "no Tenhou logs" in window.errors[0]


def test_cached_tenhou_link_opens_offline_at_its_seat(
    opening: Opening, window: RecordingWindow
) -> None:
    (cached,) = _logs(opening.cache_dir, f"{ID}.mjlog")
    assert opening.open_targets([f"https://tenhou.net/0/?log={ID}&tw=3"])
    assert window.calls == [(cached, 3)]


def test_tenhou_dialog(opening: Opening, window: RecordingWindow, monkeypatch) -> None:
    (cached,) = _logs(opening.cache_dir, f"{ID}.mjlog")
    monkeypatch.setattr(opening, "prompt_tenhou", lambda: f"{ID}&tw=1")
    assert opening.ask_tenhou()
    assert window.calls == [(cached, 1)]
    monkeypatch.setattr(opening, "prompt_tenhou", lambda: "https://example.com/x")
    assert not opening.ask_tenhou()
    assert window.errors == ["https://example.com/x: not a Tenhou log link or id"]
    monkeypatch.setattr(opening, "prompt_tenhou", lambda: "")  # cancelled
    assert not opening.ask_tenhou()
    assert len(window.errors) == 1


def test_file_open_event_opens_the_file(
    qapp: QApplication, opening: Opening, window: RecordingWindow, tmp_path: Path
) -> None:
    (log,) = _logs(tmp_path, "finder&tw=1.mjlog")
    event_filter = FileOpenFilter(opening.open_targets)
    qapp.installEventFilter(event_filter)
    try:
        QCoreApplication.postEvent(qapp, QFileOpenEvent(str(log)))
        QCoreApplication.processEvents()
    finally:
        qapp.removeEventFilter(event_filter)
    assert window.calls == [(log, 1)]


def test_recent_files_and_positions(settings: QSettings, tmp_path: Path) -> None:
    a, b = _logs(tmp_path, "a.mjlog", "b.mjlog")
    recent = RecentFiles(settings, limit=3)
    recent.add(a)
    recent.add(b)
    recent.add(tmp_path / "." / "a.mjlog")  # the same file: moves to the front, no duplicate
    assert recent.paths() == [str(a.resolve()), str(b.resolve())]
    recent.save_position(a, Position(3, 17, 2))
    settings.sync()
    # A new settings object reads the same file: the list survives a restart.
    again = RecentFiles(QSettings(settings.fileName(), QSettings.Format.IniFormat), limit=3)
    assert again.paths() == [str(a.resolve()), str(b.resolve())]
    assert again.position(a) == Position(3, 17, 2)
    assert again.position(b) is None
    for name in ("c", "d", "e"):
        again.add(tmp_path / f"{name}.mjlog")
    assert len(again.paths()) == 3
    again.remove(tmp_path / "e.mjlog")
    assert str((tmp_path / "e.mjlog").resolve()) not in again.paths()
    again.clear()
    assert again.paths() == [] and again.position(a) is None


def test_damaged_settings_are_ignored(settings: QSettings) -> None:
    settings.setValue("recent/files", "{not json")
    settings.setValue("recent/positions", '{"/x.mjlog": [1, "two", 3]}')
    recent = RecentFiles(settings)
    assert recent.paths() == []
    assert recent.position("/x.mjlog") is None


def test_start_point_restores_position_and_seat_wins(opening: Opening, tmp_path: Path) -> None:
    (log,) = _logs(tmp_path, "a.mjlog")
    assert opening.start_point(log, None) == (None, None)
    opening.remember(log, Step(2, 40), 1)
    assert opening.start_point(log, None) == (Step(2, 40), 1)
    assert opening.start_point(log, 3) == (Step(2, 40), 3)


def test_recent_menu_lists_and_opens(
    qapp: QApplication, opening: Opening, window: RecordingWindow, tmp_path: Path
) -> None:
    a, b = _logs(tmp_path, "a.mjlog", "b&c.mjlog")
    opening.opened(a)
    opening.opened(b)
    menu = QMenu()
    opening.fill_recent_menu(menu)
    entries = [act for act in menu.actions() if act.data()]
    assert [act.text() for act in entries] == ["&1 b&&c.mjlog", "&2 a.mjlog"]
    entries[1].trigger()
    assert window.path == a
    a.unlink()
    entries[1].trigger()
    assert "no longer there" in window.errors[-1]
    opening.fill_recent_menu(menu)
    assert [act.data() for act in menu.actions() if act.data()] == [str(b.resolve())]
    clear = next(act for act in menu.actions() if "Clear" in act.text())
    clear.trigger()
    opening.fill_recent_menu(menu)
    assert not [act for act in menu.actions() if act.data()]


def test_the_demo_log_is_not_a_recent_file(opening: Opening, tmp_path: Path) -> None:
    from viewer.resources import demo_log_path

    try:
        demo = demo_log_path()
    except FileNotFoundError:
        pytest.skip("resources/demo.mjlog is not installed")
    (log,) = _logs(tmp_path, "a.mjlog")
    opening.opened(demo)
    opening.opened(log)
    assert opening.recent.paths() == [str(log.resolve())]

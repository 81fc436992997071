"""Linux desktop integration, checked with the real freedesktop tools in a throwaway home."""

from __future__ import annotations

import gzip
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from viewer.integration.xdg import (
    DESKTOP_FILE,
    MIME_TYPE,
    MIME_XML,
    desktop_entry,
    exec_quote,
    install_desktop,
    remove_default_in_mimeapps,
    set_default_in_mimeapps,
    uninstall_desktop,
)

REPO = Path(__file__).resolve().parent.parent.parent
DATA = REPO / "tests" / "data"
needs_xdg_mime = pytest.mark.skipif(
    shutil.which("xdg-mime") is None or shutil.which("gio") is None,
    reason="xdg-mime (xdg-utils) or gio (libglib2.0-bin) is not installed",
)


@pytest.fixture
def xdg_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    data, config = tmp_path / "data", tmp_path / "config"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    # xdg-mime asks gio (which reads shared-mime-info) on GNOME; otherwise `file`, which
    # knows nothing of user types. Local VFS: no D-Bus or gvfs daemons in a test run.
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "GNOME")
    monkeypatch.setenv("GIO_USE_VFS", "local")
    monkeypatch.delenv("KDE_SESSION_VERSION", raising=False)
    return data, config


def _xdg_mime(*args: str) -> str:
    done = subprocess.run(
        ["xdg-mime", "query", *args], capture_output=True, text=True, timeout=30, check=False
    )
    return done.stdout.strip()


def test_packaging_copies_match_the_installer() -> None:
    linux = REPO / "packaging" / "linux"
    assert (linux / "mjlog-viewer.xml").read_text(encoding="utf-8") == MIME_XML
    assert (linux / DESKTOP_FILE).read_text(encoding="utf-8") == desktop_entry(["mjlog-viewer"])


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-utils")
def test_desktop_entry_is_valid(tmp_path: Path) -> None:
    path = tmp_path / DESKTOP_FILE
    path.write_text(desktop_entry(["/opt/my apps/python", "-m", "viewer"]), encoding="utf-8")
    done = subprocess.run(
        ["desktop-file-validate", str(path)], capture_output=True, text=True, timeout=30
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert 'Exec="/opt/my apps/python" -m viewer %F' in path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("argument", "quoted"),
    [
        ("/usr/bin/mjlog-viewer", "/usr/bin/mjlog-viewer"),
        ("/home/a b/python", '"/home/a b/python"'),
        ('/x/"q"$', '"/x/\\"q\\"\\$"'),
        ("/x/100%", "/x/100%%"),
    ],
)
def test_exec_quote(argument: str, quoted: str) -> None:
    assert exec_quote(argument) == quoted


@needs_xdg_mime
def test_install_makes_logs_open_with_the_viewer(xdg_home: tuple[Path, Path]) -> None:
    data, _config = xdg_home
    report = install_desktop(command=["/usr/bin/mjlog-viewer"])
    assert any("update-mime-database" in line for line in report)
    assert (data / "applications" / DESKTOP_FILE).is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "mjlog-viewer.svg").is_file()

    logs = data.parent / "logs"
    logs.mkdir()
    log = (DATA / "tiny.mjlog").read_bytes()
    (logs / "plain.mjlog").write_bytes(log)
    (logs / "2022060400gm-0001-0000-d6c5c8e7&tw=3.mjlog").write_bytes(gzip.compress(log))
    (logs / "no-extension").write_bytes(log)
    for name in ("plain.mjlog", "2022060400gm-0001-0000-d6c5c8e7&tw=3.mjlog", "no-extension"):
        assert _xdg_mime("filetype", str(logs / name)) == MIME_TYPE, name
    (logs / "other.gz").write_bytes(gzip.compress(b"hello"))
    assert _xdg_mime("filetype", str(logs / "other.gz")) != MIME_TYPE
    assert _xdg_mime("default", MIME_TYPE) == DESKTOP_FILE

    uninstall_desktop()
    assert not (data / "applications" / DESKTOP_FILE).exists()
    assert _xdg_mime("default", MIME_TYPE) == ""
    assert _xdg_mime("filetype", str(logs / "plain.mjlog")) != MIME_TYPE


def test_install_without_desktop_tools_writes_mimeapps(
    xdg_home: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    data, config = xdg_home
    monkeypatch.setenv("PATH", str(data))  # no xdg-mime, no update-*-database
    report = install_desktop(command=["mjlog-viewer"])
    assert any("not found" in line for line in report)
    mimeapps = (config / "mimeapps.list").read_text(encoding="utf-8")
    assert f"{MIME_TYPE}={DESKTOP_FILE}" in mimeapps
    assert (data / "mime" / "packages" / "mjlog-viewer.xml").read_text(encoding="utf-8") == MIME_XML


def test_mimeapps_edits_keep_other_entries(tmp_path: Path) -> None:
    path = tmp_path / "mimeapps.list"
    path.write_text(
        "[Added Associations]\ntext/plain=gedit.desktop;\n\n"
        "[Default Applications]\ntext/html=firefox.desktop\n"
        f"{MIME_TYPE}=other.desktop\n",
        encoding="utf-8",
    )
    set_default_in_mimeapps(path, MIME_TYPE, DESKTOP_FILE)
    text = path.read_text(encoding="utf-8")
    assert f"{MIME_TYPE}={DESKTOP_FILE}" in text
    assert "other.desktop" not in text
    assert "text/html=firefox.desktop" in text and "text/plain=gedit.desktop;" in text
    assert remove_default_in_mimeapps(path, MIME_TYPE, DESKTOP_FILE)
    assert MIME_TYPE not in path.read_text(encoding="utf-8")
    assert not remove_default_in_mimeapps(path, MIME_TYPE, DESKTOP_FILE)
    assert "text/html=firefox.desktop" in path.read_text(encoding="utf-8")
    os.remove(path)
    set_default_in_mimeapps(path, MIME_TYPE, DESKTOP_FILE)
    expected = f"[Default Applications]\n{MIME_TYPE}={DESKTOP_FILE}\n"
    assert path.read_text(encoding="utf-8") == expected

"""Linux desktops: register mjlog files and the viewer for the current user (XDG).

``mjlog-viewer --install-desktop`` writes a shared-mime-info type for ``*.mjlog`` (plain XML by
content too, gzip by name), a .desktop launcher, and the icon under ``$XDG_DATA_HOME`` (default
``~/.local/share``), refreshes the caches when the tools exist, and makes the viewer the default
application for the type. This module is the one source of those files: the copies in
``packaging/linux/`` (for distribution packagers) are checked against it by a test.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

from viewer.resources import resource_path

APP_ID = "mjlog-viewer"
DESKTOP_FILE = f"{APP_ID}.desktop"
MIME_TYPE = "application/x-mjlog"
MIME_ICON = MIME_TYPE.replace("/", "-")
ICON_RESOURCE = "icons/mjlog-viewer.svg"

MIME_XML = f"""\
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Tenhou mahjong log</comment>
    <comment xml:lang="ja">天鳳の牌譜</comment>
    <sub-class-of type="application/xml"/>
    <icon name="{MIME_ICON}"/>
    <magic priority="80">
      <match type="string" offset="0" value="&lt;mjloggm"/>
    </magic>
    <glob pattern="*.mjlog" weight="80"/>
  </mime-type>
</mime-info>
"""
"""``*.mjlog`` by name, plain or gzip (Tenhou's client saves gzip); plain logs under other
names by content only where the name gives no type (a ``.xml`` name stays application/xml)."""

DESKTOP_TEMPLATE = f"""\
[Desktop Entry]
Type=Application
Name=mjlog viewer
GenericName=Mahjong log viewer
GenericName[ja]=麻雀牌譜ビューア
Comment=Replay Tenhou mahjong game logs
Comment[ja]=天鳳の牌譜を再生する
Exec={{exec}} %F
Icon={APP_ID}
Terminal=false
MimeType={MIME_TYPE};
Categories=Game;BoardGame;
Keywords=mahjong;riichi;tenhou;mjlog;replay;麻雀;牌譜;
StartupNotify=true
StartupWMClass={APP_ID}
"""


class InstalledFile(NamedTuple):
    path: Path
    what: str


Runner = Callable[[Sequence[str], dict[str, str]], int]


def _run(command: Sequence[str], env: dict[str, str]) -> int:
    """Run a desktop tool quietly; a missing or failing tool is reported, never fatal."""
    try:
        done = subprocess.run(command, env=env, capture_output=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return -1
    return done.returncode


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def config_home() -> Path:
    return Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")


def exec_quote(argument: str) -> str:
    """Quote one Exec argument as the Desktop Entry spec asks (reserved characters)."""
    if argument and not any(c in argument for c in " \t\n\"'\\><~|&;$*?#()`="):
        return argument.replace("%", "%%")
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
    return '"' + escaped.replace("%", "%%") + '"'


def launcher_command() -> list[str]:
    """How the desktop should start this installation of the viewer."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: the executable is the viewer
        return [sys.executable]
    script = Path(sys.executable).with_name(APP_ID)
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, "-m", "viewer"]


def desktop_entry(command: Sequence[str]) -> str:
    return DESKTOP_TEMPLATE.format(exec=" ".join(exec_quote(a) for a in command))


def install_desktop(
    *,
    data_dir: Path | None = None,
    config_dir: Path | None = None,
    command: Sequence[str] | None = None,
    run: Runner = _run,
) -> list[str]:
    """Install the type, launcher and icons for this user; returns what was done, line by line."""
    data_dir = data_dir or data_home()
    config_dir = config_dir or config_home()
    env = _tool_env(data_dir, config_dir)
    icon = resource_path(ICON_RESOURCE).read_bytes()
    files = [
        (data_dir / "mime" / "packages" / f"{APP_ID}.xml", MIME_XML.encode(), "MIME type"),
        (
            data_dir / "applications" / DESKTOP_FILE,
            desktop_entry(command or launcher_command()).encode(),
            "launcher",
        ),
        (data_dir / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg", icon, "icon"),
        (
            data_dir / "icons" / "hicolor" / "scalable" / "mimetypes" / f"{MIME_ICON}.svg",
            icon,
            "document icon",
        ),
    ]
    report = []
    for path, content, what in files:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        report.append(f"installed {what}: {path}")
    report += _refresh(data_dir, env, run)
    if shutil.which("xdg-mime") and run(["xdg-mime", "default", DESKTOP_FILE, MIME_TYPE], env) == 0:
        report.append(f"default application for {MIME_TYPE}: {DESKTOP_FILE} (xdg-mime)")
    else:
        set_default_in_mimeapps(config_dir / "mimeapps.list", MIME_TYPE, DESKTOP_FILE)
        report.append(f"default application for {MIME_TYPE}: {DESKTOP_FILE} (mimeapps.list)")
    return report


def uninstall_desktop(
    *,
    data_dir: Path | None = None,
    config_dir: Path | None = None,
    run: Runner = _run,
) -> list[str]:
    """Remove what install_desktop wrote (files that are not there are skipped)."""
    data_dir = data_dir or data_home()
    config_dir = config_dir or config_home()
    env = _tool_env(data_dir, config_dir)
    report = []
    for path in (
        data_dir / "mime" / "packages" / f"{APP_ID}.xml",
        data_dir / "applications" / DESKTOP_FILE,
        data_dir / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
        data_dir / "icons" / "hicolor" / "scalable" / "mimetypes" / f"{MIME_ICON}.svg",
    ):
        if path.exists():
            path.unlink()
            report.append(f"removed {path}")
    if remove_default_in_mimeapps(config_dir / "mimeapps.list", MIME_TYPE, DESKTOP_FILE):
        report.append(f"removed the default application for {MIME_TYPE}")
    report += _refresh(data_dir, env, run)
    return report


def _tool_env(data_dir: Path, config_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["XDG_DATA_HOME"] = str(data_dir)
    env["XDG_CONFIG_HOME"] = str(config_dir)
    return env


def _refresh(data_dir: Path, env: dict[str, str], run: Runner) -> list[str]:
    report = []
    for tool, folder in (
        ("update-mime-database", data_dir / "mime"),
        ("update-desktop-database", data_dir / "applications"),
    ):
        if not folder.is_dir():
            continue
        if shutil.which(tool) is None:
            report.append(f"{tool} not found: the desktop may need a new session to notice")
        elif run([tool, str(folder)], env) != 0:
            report.append(f"{tool} {folder} failed")
        else:
            report.append(f"ran {tool} {folder}")
    return report


# mimeapps.list is a small INI file other programs edit too: change only our one line.


def set_default_in_mimeapps(path: Path, mime_type: str, desktop_file: str) -> None:
    lines = _read_lines(path)
    start, end = _section(lines, "[Default Applications]")
    if start is None:
        if lines and lines[-1].strip():
            lines.append("")
        lines += ["[Default Applications]", f"{mime_type}={desktop_file}"]
    else:
        body = [ln for ln in lines[start + 1 : end] if not ln.startswith(f"{mime_type}=")]
        lines[start + 1 : end] = [f"{mime_type}={desktop_file}", *body]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def remove_default_in_mimeapps(path: Path, mime_type: str, desktop_file: str) -> bool:
    lines = _read_lines(path)
    start, end = _section(lines, "[Default Applications]")
    if start is None:
        return False
    ours = f"{mime_type}={desktop_file}"
    kept = [ln for ln in lines[start + 1 : end] if ln.strip().rstrip(";") != ours]
    if len(kept) == end - start - 1:
        return False
    lines[start + 1 : end] = kept
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return True


def _read_lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []


def _section(lines: list[str], header: str) -> tuple[int | None, int]:
    for i, line in enumerate(lines):
        if line.strip() == header:
            end = next(
                (j for j in range(i + 1, len(lines)) if lines[j].startswith("[")), len(lines)
            )
            return i, end
    return None, len(lines)

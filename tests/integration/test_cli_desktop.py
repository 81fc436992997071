"""`mjlog-viewer --install-desktop / --uninstall-desktop` and the window flags in --help."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from viewer.cli.main import window_parser

REPO = Path(__file__).resolve().parent.parent.parent


def _viewer(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "viewer", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_install_and_uninstall_from_the_command_line(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(REPO),
    )
    done = _viewer("--install-desktop", env=env)
    assert done.returncode == 0, done.stderr
    desktop = tmp_path / "data" / "applications" / "mjlog-viewer.desktop"
    assert f"installed launcher: {desktop}" in done.stdout
    exec_line = next(x for x in desktop.read_text().splitlines() if x.startswith("Exec="))
    assert exec_line.endswith(" %F")
    done = _viewer("--uninstall-desktop", env=env)
    assert done.returncode == 0, done.stderr
    assert not desktop.exists()


def test_help_lists_the_opening_flags() -> None:
    text = window_parser().format_help()
    for flag in ("--new-window", "--install-desktop", "--uninstall-desktop", "&tw=N"):
        assert flag in text
    options = window_parser().parse_args(["--new-window", "a.mjlog", "b.mjlog"])
    assert options.new_window and options.files == ["a.mjlog", "b.mjlog"]


def test_install_desktop_is_refused_off_linux(monkeypatch, capsys) -> None:
    from viewer.cli import main as cli_main

    monkeypatch.setattr(cli_main.sys, "platform", "win32")
    assert cli_main.main(["--install-desktop"]) == 2
    assert "Linux desktops" in capsys.readouterr().err

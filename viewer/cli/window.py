"""Opening the window (the default command of ``mjlog-viewer``)."""

from __future__ import annotations


def run_window(files: list[str], new_window: bool = False, index: list[str] | None = None) -> int:
    from viewer.app.main import run

    if index:
        return run(files, new_window=new_window, index=index)
    return run(files, new_window=new_window)

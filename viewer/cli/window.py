"""Opening the window (the default command of ``mjlog-viewer``)."""

from __future__ import annotations


def run_window(files: list[str], new_window: bool = False, review: str | None = None) -> int:
    from viewer.app.main import run

    return run(files, new_window=new_window, review=review)

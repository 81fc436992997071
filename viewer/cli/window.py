"""Opening the window (the default command of ``mjlog-viewer``)."""

from __future__ import annotations


def run_window(
    files: list[str],
    new_window: bool = False,
    index: list[str] | None = None,
    review: str | None = None,
) -> int:
    from viewer.app.main import run

    extra: dict[str, object] = {}
    if index:
        extra["index"] = index
    if review is not None:
        extra["review"] = review
    return run(files, new_window=new_window, **extra)  # type: ignore[arg-type]

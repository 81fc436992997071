"""Opening the window (the default command of ``mjlog-viewer``)."""

from __future__ import annotations

import gc


def run_window(
    files: list[str],
    new_window: bool = False,
    index: list[str] | None = None,
    review: str | None = None,
) -> int:
    # No cyclic garbage collection until the first paint (the window turns it back on then):
    # start-up creates tens of thousands of objects (Qt's types and enums, the viewer's modules,
    # the game) and nothing cyclic to free, so each collection it would trigger is pure waste,
    # about 10 ms in all (bench/startup.py).
    gc.disable()
    try:
        # Once PySide6 is imported, its import hook reads the source of every module imported
        # after it (looking for ``from __feature__``), ~0.1 ms a module: the Qt-free core comes
        # first.
        import viewer.presentation
        import viewer.replay.loading  # noqa: F401
        from viewer.app.main import run

        extra: dict[str, object] = {}
        if index:
            extra["index"] = index
        if review is not None:
            extra["review"] = review
        return run(files, new_window=new_window, **extra)  # type: ignore[arg-type]
    finally:
        gc.enable()  # (on since the first paint; also when a run ends without one)

"""The one door to numba: where its compiled code is kept, and the decorator the kernel uses.

numba compiles a kernel the first time it runs (seconds) and keeps the machine code on disk, so
the next process only loads it. That cache lives in the user's cache folder, never beside the
package (site-packages, or a bundle, may be read-only): ``$XDG_CACHE_HOME/mjlog-viewer/kernels``
on Linux, ``%LOCALAPPDATA%\\mjlog-viewer\\cache\\kernels`` on Windows,
``~/Library/Caches/mjlog-viewer/kernels`` on macOS, or ``$MJLOG_VIEWER_KERNEL_CACHE``. A folder
that cannot be written (or a bundle without the kernel's source, which numba keys its cache by)
still works: the kernel is then compiled in every process, only slower to start.

numba is imported here only, and only when the exact model first runs: the window's start-up and
the step path never import it (``tests/app/test_startup_imports.py``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar, cast

CACHE_ENV = "MJLOG_VIEWER_KERNEL_CACHE"
F = TypeVar("F", bound=Callable[..., Any])


def cache_dir() -> Path:
    """Where compiled kernels are kept (the folder may not exist yet)."""
    override = os.environ.get(CACHE_ENV)
    if override:
        return Path(override)
    if sys.platform == "win32":
        root = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return root / "mjlog-viewer" / "cache" / "kernels"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "mjlog-viewer" / "kernels"
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    root = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
    return root / "mjlog-viewer" / "kernels"


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


@cache
def caching() -> bool:
    """Whether compiled kernels are kept on disk (set up once, before numba is imported)."""
    folder = cache_dir()
    ok = _writable(folder)
    if ok:
        os.environ["NUMBA_CACHE_DIR"] = str(folder)
    import numba

    if ok:
        setattr(numba.config, "CACHE_DIR", str(folder))  # noqa: B010 (untyped)
    return ok


def compiled(function: F) -> F:
    """``function`` compiled by numba in nopython mode on its first call, kept on disk when it
    can be (``caching``); the same numbers as the Python it is written in (no fast-math)."""
    import numba

    source = getattr(function, "__code__", None)
    keep = caching() and source is not None and Path(source.co_filename).is_file()
    return cast(F, numba.njit(cache=keep, nogil=True)(function))

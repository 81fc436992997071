"""The one door to numba: where its compiled code is kept, and the decorator the kernel uses.

numba compiles a kernel the first time it runs (seconds) and keeps the machine code on disk, so
the next process only loads it. That cache lives in the user's cache folder, never beside the
package (site-packages, or a bundle, may be read-only): ``$XDG_CACHE_HOME/mjlog-viewer/kernels``
on Linux, ``%LOCALAPPDATA%\\mjlog-viewer\\cache\\kernels`` on Windows,
``~/Library/Caches/mjlog-viewer/kernels`` on macOS, or ``$MJLOG_VIEWER_KERNEL_CACHE``. A folder
that cannot be written (or a bundle without the kernel's source, which numba keys its cache by)
still works: the kernel is then compiled in every process, only slower to start.

numba keys a cached function by its own file only, not by the functions it calls, so a kernel
whose helper changed would load stale machine code: the cache is kept in a subfolder named by a
fingerprint of every kernel source file and numba's version, and the other subfolders (older
kernels) are removed.

numba is imported here only, and only when the exact model first runs: the window's start-up and
the step path never import it (``tests/app/test_startup_imports.py``).
"""

from __future__ import annotations

import hashlib
import os
import shutil
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


def fingerprint() -> str:
    """What the compiled code depends on: the kernel's sources and numba's version."""
    from importlib.metadata import version

    digest = hashlib.sha256(version("numba").encode())
    for source in sorted(Path(__file__).parent.glob("*.py")):
        digest.update(source.name.encode() + source.read_bytes())
    return digest.hexdigest()[:16]


def _forget_older(folder: Path) -> None:
    for other in folder.parent.iterdir():
        if other.is_dir() and other != folder:
            shutil.rmtree(other, ignore_errors=True)


@cache
def caching() -> bool:
    """Whether compiled kernels are kept on disk (set up once, before numba is imported)."""
    folder = cache_dir() / fingerprint()
    ok = _writable(folder)
    if ok:
        _forget_older(folder)
    if ok:
        os.environ["NUMBA_CACHE_DIR"] = str(folder)
    import numba

    if ok:
        setattr(numba.config, "CACHE_DIR", str(folder))  # noqa: B010 (untyped)
    return ok


def _keep(function: Callable[..., Any]) -> bool:
    source = getattr(function, "__code__", None)
    return caching() and source is not None and Path(source.co_filename).is_file()


def compiled(function: F) -> F:
    """``function`` compiled by numba in nopython mode on its first call, kept on disk when it
    can be (``caching``); the same numbers as the Python it is written in (no fast-math)."""
    import numba

    return cast(F, numba.njit(cache=_keep(function), nogil=True)(function))


def inlined(function: F) -> F:
    """``compiled``, and inlined into its callers: for the small functions of the inner loops,
    whose arrays would otherwise be counted in and out (atomic operations) at every call."""
    import numba

    return cast(F, numba.njit(cache=_keep(function), nogil=True, inline="always")(function))

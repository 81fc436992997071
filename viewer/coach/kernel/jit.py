"""The one door to numba: where its compiled code is kept, and the decorator the kernel uses.

numba compiles a kernel the first time it runs (seconds) and keeps the machine code on disk, so
the next process only loads it. That cache lives in the user's cache folder, never beside the
package (site-packages, or a bundle, may be read-only): ``$XDG_CACHE_HOME/mjlog-viewer/kernels``
on Linux, ``%LOCALAPPDATA%\\mjlog-viewer\\cache\\kernels`` on Windows,
``~/Library/Caches/mjlog-viewer/kernels`` on macOS, or ``$MJLOG_VIEWER_KERNEL_CACHE``. A folder
that cannot be written (or a bundle without the kernel's source, which numba keys its cache by)
still works: the kernel is then compiled in every process, only slower to start.

Processes that start on an empty cache at once (the coach's worker and a judging pool, the test
suite's workers) would each compile the same kernel, a minute of a core each. The first use in a
process is taken one process at a time (``first_use``, a lock file in the cache folder): the
first compiles and writes the cache, the others wait for it and then load it in a second.

numba keys a cached function by its own file only, not by the functions it calls, so a kernel
whose helper changed would load stale machine code: the cache is kept in a subfolder named by a
fingerprint of every kernel source file and numba's version; of the other subfolders (other
kernels), the two used last are kept (another installed version starts without compiling).

numba is imported here only, and only when the exact model first runs: the window's start-up and
the step path never import it (``tests/app/test_startup_imports.py``). Its own warnings (a
deprecation, a function it declines to cache) speak of the kernel's build, not of anything a
user can act on: they are silenced where the kernel is loaded and run (``quiet``).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import shutil
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any, TypeVar, cast

CACHE_ENV = "MJLOG_VIEWER_KERNEL_CACHE"
KEEP = 3  # kernels (fingerprints) kept in the cache folder, the ones used last
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
    """Keep the ``KEEP`` kernels used last (two installed versions, or a checkout and a bundle,
    each start without compiling again), remove the others."""
    with contextlib.suppress(OSError):
        os.utime(folder)  # (used now)
    others = [other for other in folder.parent.iterdir() if other.is_dir() and other != folder]
    others.sort(key=_last_used, reverse=True)
    for other in others[KEEP - 1 :]:
        shutil.rmtree(other, ignore_errors=True)


def _last_used(folder: Path) -> float:
    try:
        return folder.stat().st_mtime
    except OSError:
        return 0.0


@cache
def caching() -> bool:
    """Whether compiled kernels are kept on disk (set up once, before numba is imported)."""
    folder = cache_dir() / fingerprint()
    ok = _writable(folder)
    if ok:
        _forget_older(folder)
    if ok:
        os.environ["NUMBA_CACHE_DIR"] = str(folder)
    with warnings.catch_warnings():  # (what numba says as it loads is for its developers)
        warnings.simplefilter("ignore")
        import numba

    if ok:
        setattr(numba.config, "CACHE_DIR", str(folder))  # noqa: B010 (untyped)
    return ok


LOCK_NAME = ".first-use.lock"
PATIENCE = 240.0  # seconds a first use waits for another process's (a compile: 40-90 s), then
# goes on without it: a process stuck while holding it must not hold up every other one


@contextmanager
def first_use(patience: float = PATIENCE) -> Iterator[None]:
    """Held around a process's first call of the kernel: one process at a time per cache folder
    (module docstring). Without a writable cache there is nothing to share, so no lock."""
    if not caching():
        yield
        return
    try:
        handle = open(cache_dir() / fingerprint() / LOCK_NAME, "a+b")  # noqa: SIM115
    except OSError:
        yield
        return
    with handle:
        _lock(handle.fileno(), patience)
        yield  # (closing the file releases the lock)


def _lock(descriptor: int, patience: float) -> bool:
    """Wait up to ``patience`` seconds for an exclusive lock on the open file (POSIX ``flock``,
    Windows ``msvcrt``); whether it was taken."""
    deadline = time.monotonic() + patience
    while True:
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except OSError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.1)


@contextmanager
def quiet() -> Iterator[None]:
    """numba's warnings silenced while the kernel is loaded (compiled) and run."""
    with warnings.catch_warnings():
        caching()
        from numba.core.errors import NumbaWarning

        warnings.simplefilter("ignore", NumbaWarning)
        yield


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

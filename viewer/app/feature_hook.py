"""Start-up imports that go around PySide6's ``__feature__`` import hook.

Once PySide6 is imported, every import passes through its hook: for each new module it reads the
module's source to see whether it mentions PySide6, so that ``from __feature__ import
snake_case`` (or ``true_property``) can later be switched on module by module. That is about
0.1 ms a module, 5 ms for the modules of the window, paid before the first paint.

The viewer selects no feature, and a module PySide has not registered takes the selection in
force (none), exactly as a registered one would; the first ``from __feature__`` import, if any
ever came, registers every module imported before it. So the window's start-up imports call the
import the hook itself ends in (PySide's lazy loading of types stays), and the hook is put back
right after them.
"""

from __future__ import annotations

import builtins
from collections.abc import Iterator
from contextlib import contextmanager

FEATURE_HOOK = "__feature_import__"  # PySide6's name for its hook in builtins


@contextmanager
def feature_hook_skipped() -> Iterator[None]:
    """Imports inside go straight to the import under PySide6's ``__feature__`` hook (nothing
    changes where that hook is not installed)."""
    import PySide6  # noqa: F401 - the hook is installed with it, before anything inside

    hook = builtins.__import__
    inner = getattr(builtins, "__orig_import__", None)
    if inner is None or getattr(hook, "__name__", None) != FEATURE_HOOK:
        yield
        return
    builtins.__import__ = inner
    try:
        yield
    finally:
        if builtins.__import__ is inner:  # (unless someone else changed it meanwhile)
            builtins.__import__ = hook

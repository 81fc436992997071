"""Where runtime files live: the only module that knows.

In a wheel, ``resources/`` is packaged as ``viewer/_resources`` (see pyproject.toml); in a
checkout it is the ``resources/`` folder next to the package. Everything else asks here.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

DEMO_LOG = "demo.mjlog"


@cache
def resources_dir() -> Path:
    package = Path(__file__).resolve().parent
    for candidate in (package / "_resources", package.parent / "resources"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("the viewer's resources folder is missing from this installation")


def resource_path(name: str) -> Path:
    path = resources_dir() / name
    if not path.exists():
        raise FileNotFoundError(f"resource {name!r} is missing from {resources_dir()}")
    return path


def demo_log_path() -> Path:
    return resource_path(DEMO_LOG)

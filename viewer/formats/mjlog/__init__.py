"""The Tenhou mjlog file format: bytes in, a GameRecord out. Standard library and lxml only.

What other packages use of the reader is exported here; its modules are its own. The library's
lean walk and the wall's shuffle seeds load on first use (PEP 562), so opening a log never pays
for them.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from viewer.formats.mjlog.caches import clear_caches
from viewer.formats.mjlog.errors import MjlogError
from viewer.formats.mjlog.parser import parse_mjlog, read_mjlog
from viewer.formats.mjlog.reader import MAX_INPUT_BYTES, decompress

if TYPE_CHECKING:
    from viewer.formats.mjlog.shuffle import ShuffleSeeds, read_shuffle_seeds
    from viewer.formats.mjlog.walk import RoundSink, walk_rounds

_ON_FIRST_USE = {
    "ShuffleSeeds": "shuffle",
    "read_shuffle_seeds": "shuffle",
    "RoundSink": "walk",
    "walk_rounds": "walk",
}

__all__ = [
    "MAX_INPUT_BYTES",
    "MjlogError",
    "RoundSink",
    "ShuffleSeeds",
    "clear_caches",
    "decompress",
    "parse_mjlog",
    "read_mjlog",
    "read_shuffle_seeds",
    "walk_rounds",
]


def __getattr__(name: str) -> object:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value

"""The Tenhou mjlog file format: bytes in, a GameRecord out. Standard library and lxml only.

What other packages use of the reader is exported here; its modules are its own.
"""

from viewer.formats.mjlog.caches import clear_caches
from viewer.formats.mjlog.errors import MjlogError
from viewer.formats.mjlog.parser import parse_mjlog, read_mjlog
from viewer.formats.mjlog.reader import MAX_INPUT_BYTES, decompress
from viewer.formats.mjlog.shuffle import ShuffleSeeds, read_shuffle_seeds
from viewer.formats.mjlog.walk import RoundSink, walk_rounds

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

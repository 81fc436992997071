"""The Tenhou mjlog file format: bytes in, a GameRecord out. Standard library and lxml only."""

from viewer.formats.mjlog.caches import clear_caches
from viewer.formats.mjlog.errors import MjlogError
from viewer.formats.mjlog.parser import parse_mjlog, read_mjlog

__all__ = ["MjlogError", "clear_caches", "parse_mjlog", "read_mjlog"]

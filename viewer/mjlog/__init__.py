"""The Tenhou mjlog file format: bytes in, a GameRecord out. Standard library and lxml only."""

from viewer.mjlog.errors import MjlogError
from viewer.mjlog.parser import parse_mjlog, read_mjlog

__all__ = ["MjlogError", "parse_mjlog", "read_mjlog"]

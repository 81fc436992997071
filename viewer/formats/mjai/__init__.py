"""mjai: the JSON-lines event log of the mahjong AI tools (Mortal, mjai-reviewer, gimite's mjai)."""

from viewer.formats.mjai.reader import parse_mjai
from viewer.formats.mjai.writer import write_mjai

__all__ = ["parse_mjai", "write_mjai"]

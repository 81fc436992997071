"""tenhou.net/6 JSON: the form Tenhou's viewer, NAGA, mjai-reviewer and the Mahjong Soul / Riichi
City export tools share. Read into a GameRecord and written back as Tenhou's converter does."""

from viewer.formats.tenhou6.link import round_link
from viewer.formats.tenhou6.reader import parse_tenhou6, parse_tenhou6_games
from viewer.formats.tenhou6.writer import write_tenhou6

__all__ = ["parse_tenhou6", "parse_tenhou6_games", "round_link", "write_tenhou6"]

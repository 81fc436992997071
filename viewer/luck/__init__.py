"""Luck and the wall: where every tenpai's winning tiles were, how each seat's draws went
against the odds it could see, what each call of a discard changed. Qt-free.

Built on a reproduced round (``viewer.wall``) and the replay's snapshots; the coach's unseen
counts and ukeire judge the draws. Nothing here runs unless asked: ``GameLuck`` computes a round
the first time it is asked for. docs/luck.md has the definitions.
"""

from viewer.luck.export import luck_json
from viewer.luck.game import LUCK_VERSION, GameLuck
from viewer.luck.model import (
    CallChange,
    DrawChance,
    DrawTally,
    LiveCopy,
    RoundLuck,
    SeatLuck,
    SeatSummary,
    Tenpai,
    WallPlaces,
    WouldDraw,
)
from viewer.luck.start_table import start_percentile

__all__ = [
    "LUCK_VERSION",
    "CallChange",
    "DrawChance",
    "DrawTally",
    "GameLuck",
    "LiveCopy",
    "RoundLuck",
    "SeatLuck",
    "SeatSummary",
    "Tenpai",
    "WallPlaces",
    "WouldDraw",
    "luck_json",
    "start_percentile",
]

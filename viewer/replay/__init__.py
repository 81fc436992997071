"""Board state over time: snapshots rebuilt from a GameRecord. Standard library only."""

from viewer.replay.loading import LoadedGame, load_game, load_game_bytes
from viewer.replay.state import BoardState, RiverTile
from viewer.replay.timeline import Step, Timeline

__all__ = [
    "BoardState",
    "LoadedGame",
    "RiverTile",
    "Step",
    "Timeline",
    "load_game",
    "load_game_bytes",
]

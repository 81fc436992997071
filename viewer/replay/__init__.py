"""Board state over time: snapshots rebuilt from a GameRecord. Standard library only."""

from viewer.replay.state import BoardState, RiverTile
from viewer.replay.timeline import Step, Timeline

__all__ = ["BoardState", "RiverTile", "Step", "Timeline"]

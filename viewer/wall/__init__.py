"""Every round's wall rebuilt from Tenhou's shuffle seed, verified against the log. Qt-free.

``walls_from_seed`` computes walls from a seed alone; ``GameWalls`` gives a game's walls lazily,
each only when it reproduces what the log shows of its round; ``progress_at`` says how much of a
round's wall a step has revealed and ``next_draws`` what each seat would have drawn had nobody
called. A view needs nothing else: one ``RoundWall`` per round and the progress of the step.
"""

from viewer.wall.export import wall_json
from viewer.wall.game import GameWalls
from viewer.wall.layout import RoundWall
from viewer.wall.progress import WallProgress, next_draws, progress_at
from viewer.wall.seed import WallSeedError, parse_seed
from viewer.wall.shuffle import walls_from_seed

__all__ = [
    "GameWalls",
    "RoundWall",
    "WallProgress",
    "WallSeedError",
    "next_draws",
    "parse_seed",
    "progress_at",
    "wall_json",
    "walls_from_seed",
]

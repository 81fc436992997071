"""Every round's wall rebuilt from Tenhou's shuffle seed, verified against the log. Qt-free.

``walls_from_seed`` computes walls from a seed alone; ``GameWalls`` gives a game's walls lazily,
each only when it reproduces what the log shows of its round.
"""

from viewer.wall.export import wall_json
from viewer.wall.game import GameWalls
from viewer.wall.layout import RoundWall
from viewer.wall.seed import WallSeedError, parse_seed
from viewer.wall.shuffle import walls_from_seed

__all__ = ["GameWalls", "RoundWall", "WallSeedError", "parse_seed", "wall_json", "walls_from_seed"]

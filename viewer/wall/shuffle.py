"""Tenhou's published shuffle (October 2022): from a seed to the walls of a game's rounds.

The game's MT19937 is keyed once with the seed's words. Each round then takes 288 outputs
(nine blocks of 1,024 bits, bytes least significant first), hashes each block with SHA-512 into
16 words (144 in all, ``rnd``) and shuffles the sorted tiles low to high: tile ``i`` swaps with
tile ``i + rnd[i] % (n - i)``. The dice are ``rnd[135] % 6 + 1`` and ``rnd[136] % 6 + 1``, also
for the 108 tiles of 3-player games. Early-2009 logs give every round its own generator instead
(an 8-word key) and shuffle with its raw outputs, the dice being the two outputs after the
shuffle's. Walls from either older form lay out their dead wall the older way (``layout``).
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Iterator

from viewer.wall.layout import RoundWall, lay_out
from viewer.wall.mt19937 import MT19937
from viewer.wall.seed import Seed, SeedForm, WallSeedError, parse_seed

TILES_4P = tuple(range(136))
TILES_3P = tuple(t for t in range(136) if not 4 <= t <= 31)  # no 2m-8m
SOURCE_WORDS = 288
BLOCK_BYTES = 128
SOURCE_FORMAT = struct.Struct(f"<{SOURCE_WORDS}I")
DIGEST_FORMAT = struct.Struct("<16I")


def round_randomness(generator: MT19937) -> list[int]:
    """``rnd``: the 144 words of one round, SHA-512 of the next 288 outputs block by block."""
    source = SOURCE_FORMAT.pack(*generator.take(SOURCE_WORDS))
    words: list[int] = []
    for start in range(0, len(source), BLOCK_BYTES):
        words.extend(
            DIGEST_FORMAT.unpack(hashlib.sha512(source[start : start + BLOCK_BYTES]).digest())
        )
    return words


def shuffled(tiles: tuple[int, ...], randomness: list[int]) -> tuple[int, ...]:
    """Fisher-Yates from the low end, one random word per position."""
    wall = list(tiles)
    size = len(wall)
    for i in range(size - 1):
        j = i + randomness[i] % (size - i)
        wall[i], wall[j] = wall[j], wall[i]
    return tuple(wall)


def game_walls(seed: Seed, sanma: bool) -> Iterator[RoundWall]:
    """The walls of a game's rounds in game order, without end (a game takes what it needs)."""
    if seed.per_round:
        raise WallSeedError("a mt19937ar,… seed belongs to one round, not to a whole game")
    generator = MT19937.from_key(seed.key)
    tiles = TILES_3P if sanma else TILES_4P
    while True:
        rnd = round_randomness(generator)
        dice = (rnd[135] % 6 + 1, rnd[136] % 6 + 1)
        yield lay_out(shuffled(tiles, rnd), dice, legacy=seed.form is SeedForm.SHA512_HEX)


def round_wall(seed: Seed, sanma: bool) -> RoundWall:
    """The wall of one early-2009 round from its own seed (``INIT shuffle``)."""
    if not seed.per_round:
        raise WallSeedError("this seed belongs to a whole game, not to one round")
    tiles = TILES_3P if sanma else TILES_4P
    outputs = MT19937.from_key(seed.key).take(len(tiles) + 1)
    size = len(tiles)
    dice = (outputs[size - 1] % 6 + 1, outputs[size] % 6 + 1)
    return lay_out(shuffled(tiles, outputs), dice, legacy=True)


def walls_from_seed(text: str, rounds: int, sanma: bool) -> list[RoundWall]:
    """``rounds`` walls computed from a seed alone (what ``mjlog-viewer wall`` prints).

    A per-round seed gives exactly one wall: asking it for more is an error, not a guess.
    """
    seed = parse_seed(text)
    if seed.per_round:
        if rounds != 1:
            raise WallSeedError(
                "a mt19937ar,… seed (early 2009, one per INIT) gives one round's wall: "
                "use --rounds 1"
            )
        return [round_wall(seed, sanma)]
    walls = game_walls(seed, sanma)
    return [next(walls) for _ in range(rounds)]

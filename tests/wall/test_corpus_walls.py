"""Every corpus round whose log carries a seed is reproduced by its wall, in every seed form.

On the development corpus (plus the truncated fragments): 2,941 rounds with a base64 seed (2,470
4-player, 471 3-player), 54 with the 2009-2010 hex seed and 368 with the early-2009 per-round
seed all reproduce; the only rounds without a wall are the 10 of the one log that carries no seed
at all (mjlogdecoder/2017050615gm-0089-0000-7aa26b27: no SHUFFLE, no INIT shuffle).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from tests.conftest import FRAGMENTS, corpus_games, requires_corpus
from viewer.formats.mjlog import parse_mjlog
from viewer.formats.mjlog.shuffle import read_shuffle_seeds
from viewer.wall import GameWalls
from viewer.wall.game import NO_SEED


def seed_form(game: str | None, rounds: tuple[str | None, ...]) -> str:
    text = game or next((s for s in rounds if s), None)
    return text.split(",", 1)[0] if text else "none"


@requires_corpus
def test_every_corpus_round_with_a_seed_reproduces() -> None:
    files = [*corpus_games(), *sorted(p for p in FRAGMENTS.glob("*/*") if p.is_file())]
    reproduced: Counter[str] = Counter()
    problems: list[str] = []
    without_seed = 0
    for path in files:
        data = Path(path).read_bytes()
        record = parse_mjlog(data)
        seeds = read_shuffle_seeds(data)
        walls = GameWalls(record, seeds.game, seeds.rounds)
        form = seed_form(seeds.game, seeds.rounds)
        for number in range(walls.round_count):
            if walls.wall(number) is not None:
                reproduced[f"{form} {'3p' if record.sanma else '4p'}"] += 1
            elif NO_SEED in (walls.problem(number) or ""):
                without_seed += 1
            else:
                problems.append(f"{path.name}: {walls.problem(number)}")
    print(f"\nwalls reproduced: {dict(sorted(reproduced.items()))}, no seed: {without_seed}")
    assert problems == []
    assert reproduced["mt19937ar-sha512-n288-base64 4p"] >= 2400
    assert reproduced["mt19937ar-sha512-n288-base64 3p"] >= 450
    assert reproduced["mt19937ar-sha512-n288 4p"] > 0
    assert reproduced["mt19937ar 4p"] > 0 and reproduced["mt19937ar 3p"] > 0
    assert without_seed <= 10

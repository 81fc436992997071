"""How often the deep-hand estimate picks the players' own discard, against the ukeire rule.

    .venv/bin/python scripts/measure_estimate.py [--every N] [CORPUS]

Over the corpus games (../shared/corpus/mjlog by default; every N-th game), for every coach
decision whose 14-tile hand is at 3-shanten or worse, a rule agrees when the played kind is its
pick; where a rule ties several kinds, the decision counts 1/ties (a rule that ties everything
earns no credit for it). Printed for the seven games of the oracle file and for all games read.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from viewer.coach import GameCoach  # noqa: E402
from viewer.coach.estimate import estimate_values  # noqa: E402
from viewer.coach.shanten import shanten  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.formats.errors import LogError  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402

ORACLE_GAMES = (
    "2011020414gm-00a9-0000-ef18f336.mjlog",
    "2022060103gm-00a9-0000-9b7e3253.mjlog",
    "2014050706gm-0041-0000-d961758c&tw=3.mjlog",
    "13.mjlog",
    "2009030922gm-00ab-0000-8fc38227.mjlog",
    "2022010820gm-00b9-0000-244c3248.mjlog",
    "2020010113gm-00b9-0000-dc14e2a3.mjlog",
)


def tally(path: Path) -> Counter[str]:
    """Deep decisions of one game and each rule's credit (ties split)."""
    counted: Counter[str] = Counter()
    try:
        record = read_game(str(path))
    except LogError:
        return counted
    timeline = Timeline(record)
    timeline.replay_all()
    coach = GameCoach(record, timeline)
    for number in range(timeline.round_count):
        for index in range(timeline.step_count(number)):
            step = Step(number, index)
            decision = coach.decision(step)
            position = coach.position(step)
            if decision is None or position is None:
                continue
            if shanten(position.counts, position.rules.sanma) < 3:
                continue
            values = estimate_values(position)
            top = max(v.points for v in values)
            pick = [v.tile for v in values if v.points >= top - 1e-9]
            counted["decisions"] += 1
            counted["estimate"] += (decision.actual in pick) / len(pick)
            best = decision.best
            counted["ukeire"] += (decision.actual in best) / max(1, len(best))
    return counted


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    default = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "mjlog"
    parser.add_argument("corpus", nargs="?", default=str(default))
    parser.add_argument("--every", type=int, default=1, help="every N-th game")
    options = parser.parse_args(argv)
    games = sorted(p for p in Path(options.corpus).glob("*/*") if p.suffix != ".gz")
    oracle: Counter[str] = Counter()
    everything: Counter[str] = Counter()
    for number, path in enumerate(games):
        is_oracle = path.name in ORACLE_GAMES
        if not is_oracle and number % options.every:
            continue
        counted = tally(path)
        everything += counted
        if is_oracle:
            oracle += counted
    for name, counted in (("oracle games", oracle), ("all games read", everything)):
        decisions = counted["decisions"] or 1
        print(
            f"{name}: {counted['decisions']} deep decisions, estimate "
            f"{100 * counted['estimate'] / decisions:.1f} %, ukeire "
            f"{100 * counted['ukeire'] / decisions:.1f} %"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

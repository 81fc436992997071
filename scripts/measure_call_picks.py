"""How often the coach's pick is the players' own choice at call decisions.

    .venv/bin/python scripts/measure_call_picks.py [--oracle] [--every K] [--workers W]

The decisions are those of ../shared/oracle/call-cases.jsonl (the oracle games' call decisions
with a played option, hands at 3-shanten or better), found in the corpus games by the coach.
Each is valued three ways, a decision counting 1 when the played option is among the way's pick:

- always pass;
- undiscounted: the highest expected points (a pon or chi: its best allowed discard, the fold
  rule on it under riichi), no survival; close to the oracle's own rule, which ``--oracle``
  also counts on the oracle's numbers (no fold rule there);
- the coach's verdict: the discounted points of the round's survival and the fold rule.

The last line: ``calls: D decisions (E exact), players' own choice: pass P %, undiscounted A %,
coach B %``.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from viewer.coach import GameCoach  # noqa: E402
from viewer.coach.choice_value import judge_choice  # noqa: E402
from viewer.coach.value import TIE  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.replay import Step, Timeline  # noqa: E402

ORACLE = REPO.parent / "shared" / "oracle" / "call-cases.jsonl"
CORPUS = REPO.parent / "shared" / "corpus" / "mjlog"


def best(values: Sequence[float]) -> set[int]:
    top = max(values)
    return {i for i, v in enumerate(values) if v >= top - TIE}


def oracle_pick(case: dict[str, Any]) -> set[int]:
    """The oracle's rule on its own numbers: the option of the highest expected points."""
    values = []
    for option in case["options"]:
        numbers = option["oracle"]
        if "points" in numbers:
            values.append(numbers["points"])
        else:
            values.append(max(n["points"] for n in numbers.values()))
    return best(values)


def count_game(job: tuple[str, list[dict[str, Any]]]) -> Counter[str]:
    name, cases = job
    tally: Counter[str] = Counter()
    found = sorted(CORPUS.glob(f"*/{name}"))
    record = read_game(str(found[0]))
    timeline = Timeline(record)
    timeline.replay_all()
    coach = GameCoach(record, timeline)
    for case in cases:
        if case["played"] is None:
            continue
        (decision,) = [
            d for d in coach.choices(Step(case["round"], case["step"]))
            if d.kind == "call" and d.seat == case["seat"]
        ]  # fmt: skip
        position = coach.choice_position(decision)
        played = decision.played
        plain = judge_choice(position, decision, discount=False)
        coach_way = judge_choice(position, decision)
        tally["decisions"] += 1
        tally["pass"] += played == 0
        tally["undiscounted"] += played in plain.pick
        tally["coach"] += played in coach_way.pick
        tally["oracle"] += case["played"] in oracle_pick(case)
        tally[coach_way.method] += 1
    return tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--oracle", action="store_true",
                        help="also count the oracle's rule on its own numbers")  # fmt: skip
    parser.add_argument("--every", type=int, default=1, help="every K-th decision only")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args(argv)
    if not ORACLE.exists() or not CORPUS.is_dir():
        print(f"error: {ORACLE} or {CORPUS} is not there", file=sys.stderr)
        return 2
    cases = [json.loads(line) for line in ORACLE.read_text().splitlines() if line.strip()]
    cases = cases[:: max(1, args.every)]
    by_game: dict[str, list[dict[str, Any]]] = {}
    for case in cases:
        by_game.setdefault(case["file"], []).append(case)
    tally: Counter[str] = Counter()
    jobs = list(by_game.items())
    if args.workers > 1:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=args.workers, mp_context=context) as pool:
            for found in pool.map(count_game, jobs):
                tally.update(found)
    else:
        for job in jobs:
            tally.update(count_game(job))
    decisions = tally["decisions"] or 1
    if args.oracle:
        print(f"the oracle's rule on its own numbers: {100 * tally['oracle'] / decisions:.1f} %")
    print(
        f"calls: {tally['decisions']} decisions ({tally['exact']} exact), players' own choice: "
        f"pass {100 * tally['pass'] / decisions:.1f} %, undiscounted "
        f"{100 * tally['undiscounted'] / decisions:.1f} %, coach "
        f"{100 * tally['coach'] / decisions:.1f} %"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Should discards be valued on the round's survival too? Count how often each way picks the
players' own discard on real logs.

    .venv/bin/python scripts/measure_discount.py [CORPUS_DIR] [--games N] [--every K]
                                                 [--workers W]

Every discard decision of every seat of the games read (every K-th file under CORPUS_DIR, which
defaults to ../shared/corpus/mjlog, at most N of them) is valued once by the coach's model
(exact at ``EXACT_SHANTEN`` or better, the estimate deeper), with each own draw's survival
(``viewer.coach.survival``): that one pass gives both the points and the discounted points, and
the fold rule makes two verdicts of them. A decision agrees when the played kind is among the
verdict's pick (as the seat report's ``picks`` counts). issue 33 switches discards to the
discounted value (``DISCOUNT_DISCARDS`` in viewer/coach/value.py) only if it agrees at least as
often as today. The last line:

    discount: D decisions (E exact) in G games, players' own discard: undiscounted A %,
    discounted B % (exact: A' %, B' %)
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from scripts.measure_deal_in_cost import DEFAULT_CORPUS, corpus_paths  # noqa: E402
from viewer.coach import GameCoach  # noqa: E402
from viewer.coach.batch import game_steps  # noqa: E402
from viewer.coach.value import discard_survival, one_player, valuation  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402
from viewer.formats.errors import LogError  # noqa: E402
from viewer.replay import Timeline  # noqa: E402


def count_game(path: str) -> Counter[str]:
    """The decisions of one game and how many each way agrees on, by method."""
    tally: Counter[str] = Counter()
    try:
        record = read_game(path)
        timeline = Timeline(record)
        timeline.replay_all()
    except LogError:
        return tally
    coach = GameCoach(record, timeline)
    for step in game_steps(coach):
        decision = coach.decision(step)
        position = coach.position(step)
        if decision is None or position is None or not decision.candidates:
            continue
        chances = discard_survival(position, decision.tiles_left)
        method, numbers, discounted = one_player(position, chances)
        dealer = (decision.seat - position.seat_wind) % position.rules.players
        safety = dict(decision.hand_safety)
        sanma = position.rules.sanma
        plain = valuation(method, numbers, safety, decision.actual, dealer, sanma)
        weighed = valuation(method, numbers, safety, decision.actual, dealer, sanma, discounted)
        for scope in ("all", method):
            tally[f"{scope} decisions"] += 1
            tally[f"{scope} undiscounted"] += decision.actual in plain.pick
            tally[f"{scope} discounted"] += decision.actual in weighed.pick
    tally["games"] += 1
    return tally


def share(tally: Counter[str], scope: str, way: str) -> str:
    decisions = tally[f"{scope} decisions"]
    return f"{100 * tally[f'{scope} {way}'] / decisions:.1f}" if decisions else "-"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS,
                        help="folder of games (default: %(default)s)")  # fmt: skip
    parser.add_argument("--games", type=int, default=0, help="at most N games (0: all)")
    parser.add_argument("--every", type=int, default=1, help="every K-th file only")
    parser.add_argument("--workers", type=int, default=1, help="processes (default 1)")
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"error: {args.corpus} is not a folder", file=sys.stderr)
        return 2
    paths = [str(p) for p in corpus_paths(args.corpus)[:: max(1, args.every)]]
    if args.games:
        paths = paths[: args.games]
    tally: Counter[str] = Counter()
    if args.workers > 1:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=args.workers, mp_context=context) as pool:
            for found in pool.map(count_game, paths):
                tally.update(found)
    else:
        for path in paths:
            tally.update(count_game(path))
    print(
        f"discount: {tally['all decisions']} decisions ({tally['exact decisions']} exact) in "
        f"{tally['games']} games, players' own discard: undiscounted "
        f"{share(tally, 'all', 'undiscounted')} %, discounted {share(tally, 'all', 'discounted')} "
        f"% (exact: {share(tally, 'exact', 'undiscounted')} %, "
        f"{share(tally, 'exact', 'discounted')} %)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

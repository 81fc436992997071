"""A judge run in a process of its own, to be killed half-way by a test:

    python -m tests.library.judge_child DB NAME [--pool]

It judges with the slow fake (a tenth of a second a decision) in this one process, as
``index --judge NAME --workers 1`` would, so that a test can kill it between two games; with
``--pool``, with the real coach in two worker processes, as ``index --judge NAME`` would.
"""

from __future__ import annotations

import sys

from tests.library.fake_judge import forget, slow_judge
from viewer.coach import game
from viewer.library import connect
from viewer.library.judge import judge_player


def main(argv: list[str]) -> int:
    db, name, *pool = argv
    if pool:
        judge_player(connect(db), name, workers=2, pool=True)
        return 0
    game.judge = slow_judge  # type: ignore[assignment]
    game.remembered = forget  # type: ignore[assignment]  # each copy of the game judged
    judge_player(connect(db), name, workers=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

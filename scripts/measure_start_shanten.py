"""Measure the shanten of every starting hand of real Tenhou games: the table the luck report
ranks a starting hand against (viewer/luck/start_table.py).

    .venv/bin/python scripts/measure_start_shanten.py [CORPUS_DIR]

CORPUS_DIR defaults to ../shared/corpus/mjlog next to the repository; every game under it is
read once (a ``.gz`` twin of a plain file is skipped) with the viewer's own reader. Each round
deals 13 tiles to every seat (the dealer's 14th is its first draw); each such hand counts once,
its shanten the coach's (``viewer.coach.shanten``: the best of regular, seven pairs and thirteen
orphans, the ``mahjong`` library's number), 4-player and 3-player apart. The last line is the
table as ``viewer/luck/start_table.py`` holds it.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from scripts.measure_deal_in_cost import corpus_paths  # noqa: E402
from viewer.analysis.hand import kind_counts  # noqa: E402
from viewer.coach.shanten import shanten  # noqa: E402
from viewer.domain.record import GameRecord  # noqa: E402
from viewer.domain.tiles import has_unknown  # noqa: E402
from viewer.formats.detect import read_game  # noqa: E402

DEFAULT_CORPUS = REPO.parent / "shared" / "corpus" / "mjlog"
SHANTEN_RANGE = range(7)  # a 13-tile hand is 0 to 6 shanten


def start_shanten(record: GameRecord) -> Iterable[int]:
    """The shanten of every starting hand of a game (hidden hands left out)."""
    sanma = record.sanma
    for rnd in record.rounds:
        for seat in range(record.rules.players):
            hand = rnd.start.hands[seat]
            if len(hand) == 13 and not has_unknown(hand):
                yield shanten(kind_counts(hand), sanma)


def measure(paths: Iterable[Path]) -> dict[int, tuple[int, ...]]:
    """Players (4, 3) -> the count of starting hands at each shanten 0-6."""
    counts: dict[int, Counter[int]] = {4: Counter(), 3: Counter()}
    for path in paths:
        record = read_game(path)
        counts[record.rules.players].update(start_shanten(record))
    return {players: tuple(c[s] for s in SHANTEN_RANGE) for players, c in counts.items()}


def report(table: dict[int, tuple[int, ...]], games: int) -> str:
    lines = [f"{games} games"]
    for players, row in table.items():
        total = sum(row) or 1
        lines.append(f"{players}-player starting hands: {sum(row)}")
        below = 0
        for value, count in zip(SHANTEN_RANGE, row, strict=True):
            lines.append(
                f"  {value} shanten {count:>6} {count / total:>7.2%}  "
                f"(worse hands: {(total - below - count) / total:.2%})"
            )
            below += count
    lines.append(f"COUNTS = {table!r}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=DEFAULT_CORPUS,
                        help="folder of mjlog games (default: %(default)s)")  # fmt: skip
    args = parser.parse_args(argv)
    if not args.corpus.is_dir():
        print(f"error: {args.corpus} is not a folder", file=sys.stderr)
        return 2
    paths = corpus_paths(args.corpus)
    print(report(measure(paths), len(paths)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

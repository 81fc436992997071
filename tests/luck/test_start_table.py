"""The starting-hand table (viewer/luck/start_table.py): its percentile's arithmetic, the script
that measures it on hand-written games, and the shipped counts against the corpus itself."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from scripts.measure_start_shanten import main, measure, start_shanten
from tests.conftest import MJLOG_CORPUS, requires_corpus
from tests.logbuilder import document, draw_result, init
from tests.luck.scripted import HANDS
from viewer.formats.mjlog import parse_mjlog
from viewer.luck import start_table
from viewer.luck.start_table import COUNTS, start_percentile


def test_the_percentile_counts_ties_half() -> None:
    row = COUNTS[4]
    total = sum(row)
    assert start_percentile(3, 4) == 100 * (sum(row[4:]) + row[3] / 2) / total
    assert start_percentile(6, 4) == 100 * row[6] / 2 / total
    assert 99.9 < start_percentile(0, 4) < 100
    assert [start_percentile(s, 3) for s in range(7)] == sorted(
        (start_percentile(s, 3) for s in range(7)), reverse=True
    )
    assert start_percentile(9, 4) == start_percentile(6, 4)  # (no 13 tiles are worse than 6)


def test_the_script_counts_every_seat_of_every_round(tmp_path: Path) -> None:
    """The hand-written hands: seats 0-2 are 123456789m 123p and a lone pin, tenpai (0); seat 3
    is 1234 6789m 123 89p, 1 shanten."""
    data = document(init(hands=HANDS), "<T108/><D108/>", draw_result())
    assert list(start_shanten(parse_mjlog(data))) == [0, 0, 0, 1]
    (tmp_path / "a.mjlog").write_bytes(data)
    (tmp_path / "a.mjlog.gz").write_bytes(data)  # a gzip twin is read once
    assert measure([tmp_path / "a.mjlog"]) == {4: (3, 1, 0, 0, 0, 0, 0), 3: (0,) * 7}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main([str(tmp_path)]) == 0
    assert out.getvalue().splitlines()[-1] == (
        "COUNTS = {4: (3, 1, 0, 0, 0, 0, 0), 3: (0, 0, 0, 0, 0, 0, 0)}"
    )


@requires_corpus
def test_the_shipped_table_is_the_corpus_s() -> None:
    from scripts.measure_deal_in_cost import corpus_paths

    assert measure(corpus_paths(MJLOG_CORPUS)) == COUNTS
    assert "10,800 hands" in (start_table.__doc__ or "")

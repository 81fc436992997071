"""What ``viewer.formats.mjlog`` exports is what other packages use of the reader; the lean walk
and the shuffle seeds load only when first asked for (opening a log never pays for them)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import viewer.formats.mjlog as mjlog


def test_the_walk_and_the_seeds_load_on_first_use() -> None:
    code = (
        "import sys, viewer.formats.mjlog as m\n"
        "lazy = ['viewer.formats.mjlog.walk', 'viewer.formats.mjlog.shuffle']\n"
        "print([name in sys.modules for name in lazy])\n"
        "m.walk_rounds, m.read_shuffle_seeds\n"
        "print([name in sys.modules for name in lazy])\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:2] == ["[False, False]", "[True, True]"]


def test_every_exported_name_is_there_and_no_other_is_made_up() -> None:
    for name in mjlog.__all__:
        assert getattr(mjlog, name) is not None
    with pytest.raises(AttributeError, match="no attribute 'ParseState'"):
        _ = mjlog.ParseState  # type: ignore[attr-defined]  # the reader's own

"""A read game is freed by reference counting alone.

The parser once kept its handlers as bound methods on itself: a reference cycle that kept each
game's whole XML tree alive until the cyclic collector ran, which cost time and memory on every
game read (measured: the collector found about 40 objects per game, an lxml document among them).
"""

from __future__ import annotations

import gc

from viewer.formats.mjlog import parse_mjlog
from viewer.replay import Step, Timeline
from viewer.resources import demo_log_path


def _collected_after(work: object) -> int:
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        work()  # type: ignore[operator]
        return gc.collect()
    finally:
        if was_enabled:
            gc.enable()


def test_reading_and_replaying_a_game_leaves_no_reference_cycles() -> None:
    data = demo_log_path().read_bytes()

    def read_and_replay() -> None:
        timeline = Timeline(parse_mjlog(data))
        timeline.replay_all()
        timeline.snapshot(timeline.last())

    assert _collected_after(read_and_replay) == 0


def test_opening_a_game_lazily_leaves_no_reference_cycles() -> None:
    data = demo_log_path().read_bytes()

    def open_lazily() -> None:
        Timeline(parse_mjlog(data, lazy=True)).snapshot(Step(0, 0))

    assert _collected_after(open_lazily) == 0

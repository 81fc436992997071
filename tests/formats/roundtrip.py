"""Compare the `dump` JSON of two records of one game, tiles by kind (red fives kept).

Formats that name tiles by kind give their own ids, so ids may differ between the original and
the copy; everything a player sees must not.
"""

from __future__ import annotations

from typing import Any

from viewer.cli.dump import game_json
from viewer.domain.record import GameRecord
from viewer.domain.tiles import tile_name
from viewer.replay import Timeline


def dump_by_kind(record: GameRecord) -> dict[str, Any]:
    timeline = Timeline(record)
    timeline.replay_all()
    document = game_json(record, timeline)
    red = record.rules.red_fives
    for rnd in document["rounds"]:
        for step in rnd["steps"]:
            step["hands"] = [sorted(tile_name(t, red) for t in hand) for hand in step["hands"]]
            for river in step["rivers"]:
                for entry in river:
                    entry["tile"] = tile_name(entry["tile"], red)
            for melds in step["melds"]:
                for meld in melds:
                    meld["tiles"] = sorted(tile_name(t, red) for t in meld["tiles"])
                    if meld["called"] is not None:
                        meld["called"] = tile_name(meld["called"], red)
            step["dora_indicators"] = [tile_name(t, red) for t in step["dora_indicators"]]
    return document


def first_difference(a: dict[str, Any], b: dict[str, Any]) -> str | None:
    """Where two dumps part (round, step, field), or None when equal."""
    if a == b:
        return None
    for key in a.keys() | b.keys():
        if key != "rounds" and a.get(key) != b.get(key):
            return f"{key}: {a.get(key)} != {b.get(key)}"
    if len(a["rounds"]) != len(b["rounds"]):
        return f"{len(a['rounds'])} rounds != {len(b['rounds'])}"
    for number, (ra, rb) in enumerate(zip(a["rounds"], b["rounds"], strict=True), 1):
        if ra == rb:
            continue
        for key in ra:
            if key != "steps" and ra[key] != rb.get(key):
                return f"round {number} {key}: {ra[key]} != {rb.get(key)}"
        for index, (sa, sb) in enumerate(zip(ra["steps"], rb["steps"], strict=False)):
            if sa != sb:
                fields = [k for k in sa if sa[k] != sb.get(k)]
                field = fields[0]
                return f"round {number} step {index} {field}: {sa[field]} != {sb.get(field)}"
        return f"round {number}: {len(ra['steps'])} steps != {len(rb['steps'])}"
    return "differs"

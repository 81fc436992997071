"""A hand-written mjai log from seat 0's view: the other hands and their draws are "?"."""

from __future__ import annotations

import json
from typing import Any

HIDDEN = ["?"] * 13
OWN = ["1m", "2m", "3m", "4m", "5mr", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "4p"]


def start(kyoku: int, oya: int, scores: list[int], dora: str) -> dict[str, Any]:
    return {"type": "start_kyoku", "bakaze": "E", "dora_marker": dora, "kyoku": kyoku,
            "honba": 0, "kyotaku": 0, "oya": oya, "scores": scores,
            "tehais": [OWN, HIDDEN, HIDDEN, HIDDEN]}  # fmt: skip


EVENTS: list[dict[str, Any]] = [
    {"type": "start_game", "names": ["A", "B", "C", "D"]},
    start(1, 0, [25000] * 4, "9s"),
    {"type": "tsumo", "actor": 0, "pai": "E"},
    {"type": "dahai", "actor": 0, "pai": "E", "tsumogiri": True},
    {"type": "tsumo", "actor": 1, "pai": "?"},
    {"type": "dahai", "actor": 1, "pai": "9p", "tsumogiri": False},  # from the hidden hand
    {"type": "tsumo", "actor": 2, "pai": "?"},
    {"type": "dahai", "actor": 2, "pai": "S", "tsumogiri": True},  # the hidden draw was S
    {"type": "tsumo", "actor": 3, "pai": "?"},
    {"type": "dahai", "actor": 3, "pai": "1s", "tsumogiri": False},
    {"type": "tsumo", "actor": 0, "pai": "W"},
    {"type": "dahai", "actor": 0, "pai": "W", "tsumogiri": True},
    {"type": "pon", "actor": 2, "target": 0, "pai": "W", "consumed": ["W", "W"]},
    {"type": "dahai", "actor": 2, "pai": "7s", "tsumogiri": False},
    {"type": "chi", "actor": 3, "target": 2, "pai": "7s", "consumed": ["8s", "9s"]},
    {"type": "dahai", "actor": 3, "pai": "N", "tsumogiri": False},
    {"type": "tsumo", "actor": 0, "pai": "4p"},
    {
        "type": "hora",
        "actor": 0,
        "target": 0,
        "pai": "4p",
        "deltas": [48000, -16000, -16000, -16000],
    },  # fmt: skip
    {"type": "end_kyoku"},
    start(2, 1, [73000, 9000, 9000, 9000], "1s"),
    {"type": "tsumo", "actor": 1, "pai": "?"},
    {"type": "reach", "actor": 1},
    {"type": "dahai", "actor": 1, "pai": "2s", "tsumogiri": True},
    {"type": "reach_accepted", "actor": 1},
    {"type": "tsumo", "actor": 2, "pai": "?"},
    {"type": "dahai", "actor": 2, "pai": "3s", "tsumogiri": False},
    {
        "type": "hora",
        "actor": 1,
        "target": 2,
        "pai": "3s",
        "deltas": [0, 9000, -8000, 0],
        "ura_markers": ["2m"],
    },  # fmt: skip
    {"type": "end_kyoku"},
    {"type": "end_game", "scores": [73000, 18000, 1000, 9000]},
]


def one_view_log() -> bytes:
    return "".join(json.dumps(e) + "\n" for e in EVENTS).encode()

"""Hostile tenhou.net/6 and mjai inputs: one line, no traceback, bounded time and memory."""

from __future__ import annotations

import gzip
import json
import time

import pytest

from tests.formats.tenhou6.kyoku import game, kyoku
from viewer.formats.detect import parse_game
from viewer.formats.errors import LogError
from viewer.replay import load_game_bytes

GOOD = kyoku(["全員不聴"], {0: ([18], [60])})
START = (
    b'{"type":"start_game","names":["A","B","C","D"]}\n'
    b'{"type":"start_kyoku","bakaze":"E","dora_marker":"1m","kyoku":1,"honba":0,"kyotaku":0,'
    b'"oya":0,"scores":[25000,25000,25000,25000],"tehais":[' + b",".join(
        [b'["1m","2m","3m","4m","6m","7m","8m","9m","1p","2p","3p","4p","6p"]'] * 4
    ) + b"]}\n"
)  # fmt: skip


def _refused(data: bytes) -> str:
    started = time.perf_counter()
    with pytest.raises(LogError) as info:
        load_game_bytes(data, name="hostile")
    assert time.perf_counter() - started < 5
    text = str(info.value)
    assert text.startswith("hostile: ") and "\n" not in text and "\r" not in text
    return text


HOSTILE_TENHOU6 = {
    "deep nesting": b'{"log":' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    "deep object": b"[" + b'{"a":' * 50_000 + b"1" + b"}" * 50_000 + b"]",
    "huge number": game(kyoku(["全員不聴"], {0: ([int("9" * 4000)], [60])})),
    "a number past the digit limit": b'{"log":[[[0,0,0],' + b"1" * 5000 + b"]]}",
    "huge score": game(kyoku(["流局", [10**30, 0, 0, 0]], {0: ([18], [60])})),
    "wrong types": b'{"log":[[{"a":1},"x",null,true,1,2,3,4,5,6,7,8,9,0,1,2,3]]}',
    "log not a list": b'{"log":{"a":1}}',
    "bool as a tile": game(kyoku(["全員不聴"], {0: ([True], [60])})),
    "float as a tile": game(kyoku(["全員不聴"], {0: ([18.0], [60])})),
    "a 10 MB string": b'{"log":[],"name":["' + b"a" * 10_000_000 + b'"]}',
    "too many rounds": game(*[GOOD] * 501),
    "thousands of calls": game(kyoku(["全員不聴"], {0: (["p121212"] * 150, [60] * 150)})),
    "empty": b"{}",
    "not JSON": b"[1,2,",
    "a null result": game([*GOOD[:16], None]),
    "a short kyoku ending in an empty seat": game([*GOOD[:13], []]),  # (found by the fuzzer)
}


@pytest.mark.parametrize("name", sorted(HOSTILE_TENHOU6))
def test_hostile_tenhou6(name: str) -> None:
    _refused(HOSTILE_TENHOU6[name])


HOSTILE_MJAI = {
    "a 10 MB line": START + b'{"type":"tsumo","actor":0,"pai":"' + b"x" * 10_000_000 + b'"}\n',
    "deep nesting": START + b'{"type":"tsumo","x":' + b"[" * 50_000 + b"]" * 50_000 + b"}\n",
    "huge number": START + b'{"type":"tsumo","actor":' + b"9" * 5000 + b',"pai":"1m"}\n',
    "wrong types": START + b'{"type":"tsumo","actor":"0","pai":5}\n',
    "bool actor": START + b'{"type":"tsumo","actor":true,"pai":"5m"}\n',
    "a list per line": START + b"[1,2,3]\n" + b"{}\n",
    "a million lines": b"{}\n" * 1_000_000,
    "type not a string": START + b'{"type":7}\n{}\n',
    "gzip bomb": gzip.compress(b" " * 40_000_000),
    "an event outside a round": b'{"type":"tsumo","actor":0,"pai":"1m"}\n',
    "a fifth tile": START + b'{"type":"tsumo","actor":0,"pai":"1m"}\n{}\n',
}


@pytest.mark.parametrize("name", sorted(HOSTILE_MJAI))
def test_hostile_mjai(name: str) -> None:
    _refused(HOSTILE_MJAI[name])


def test_a_link_with_hostile_json_is_refused() -> None:
    link = b"https://tenhou.net/6/#json=" + b"%5B" * 100_000
    _refused(link)


def test_good_inputs_still_load() -> None:
    assert parse_game(game(GOOD)).rounds
    assert parse_game(json.dumps([GOOD]).encode()).rounds

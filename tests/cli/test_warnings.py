"""What a reader forgives, it names: one `warning:` line in `dump` and `export`, and the same
note in ``record.warnings`` (the window's status bar shows those). Issue 24, item 5."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.formats.tenhou6.kyoku import game, kyoku
from tests.helpers import lines
from viewer.cli.main import main
from viewer.formats.detect import read_game

DRAW = kyoku(["流局", [0, 0, 0, 0]])


@pytest.mark.parametrize(
    ("names", "warning", "seats"),
    [
        ({"a": 1}, "name: not a list of names ({'a': 1}); the seats are A, B, C, D",
         ["A", "B", "C", "D"]),
        ("Ann", "name: not a list of names ('Ann'); the seats are A, B, C, D",
         ["A", "B", "C", "D"]),
        (["x", 3, "y", "z"], "name[1]: not a name (3); seat 1 is B", ["x", "B", "y", "z"]),
        (["x", "y"], "name: 2 names for 4 seats; the others are C, D", ["x", "y", "C", "D"]),
    ],
)  # fmt: skip
def test_a_tenhou6_name_that_holds_no_names(names: object, warning: str, seats: list[str]) -> None:
    record = read_game(game(DRAW, name=names))
    assert [p.name for p in record.players] == seats
    assert record.warnings == (warning,)


def test_names_in_place_or_none_given_are_no_warning() -> None:
    assert read_game(game(DRAW)).warnings == ()
    value = json.loads(game(DRAW))
    del value["name"]
    record = read_game(json.dumps(value).encode())
    assert record.warnings == () and [p.name for p in record.players] == ["A", "B", "C", "D"]


TELEPORT = lines({"type": "tsumo", "actor": 0, "pai": "9m"}, {"type": "teleport", "actor": 0},
                 {"type": "dahai", "actor": 0, "pai": "9m", "tsumogiri": True},
                 {"type": "ryukyoku", "deltas": [0, 0, 0, 0]})  # fmt: skip


def test_an_unknown_mjai_event_is_skipped_and_named() -> None:
    record = read_game(TELEPORT)
    assert record.warnings == ("line 4: unknown event type 'teleport' ignored",)
    assert len(record.rounds[0].events) == 4  # the deal, the draw, the discard, the draw result


def _odd_files(folder: Path) -> dict[str, tuple[Path, str]]:
    tenhou6 = folder / "names.json"
    tenhou6.write_bytes(game(DRAW, name={"a": 1}))
    mjai = folder / "teleport.mjson"
    mjai.write_bytes(TELEPORT)
    return {
        "tenhou6": (tenhou6, "name: not a list of names ({'a': 1}); the seats are A, B, C, D"),
        "mjai": (mjai, "line 4: unknown event type 'teleport' ignored"),
    }


@pytest.mark.parametrize("kind", ["tenhou6", "mjai"])
@pytest.mark.parametrize("command", ["dump", "export"])
def test_dump_and_export_say_it_in_one_warning_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, command: str
) -> None:
    path, warning = _odd_files(tmp_path)[kind]
    args = [command, str(path)] + (["--format", "mjai"] if command == "export" else [])
    assert main(args) == 0
    captured = capsys.readouterr()
    assert captured.err == f"warning: {path}: {warning}\n"
    document: Any = captured.out
    assert document  # the game itself is written: being forgiving is right


def test_a_flood_of_oddities_is_counted_after_the_first_few(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    many = [{"type": f"odd{i}"} for i in range(12)]
    path = tmp_path / "many.mjson"
    path.write_bytes(lines(*many, {"type": "ryukyoku", "deltas": [0, 0, 0, 0]}))
    assert main(["dump", str(path)]) == 0
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 6 and all(line.startswith(f"warning: {path}: ") for line in err)
    assert err[0].endswith("unknown event type 'odd0' ignored")
    assert err[-1] == f"warning: {path}: 7 more like these"

"""tenhou.net/6 JSON: Tenhou's output for the corpus pairs, each result kind, links, cut-offs."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import pytest

from tests.conftest import CORPUS, DATA, MJLOG_CORPUS
from tests.formats.tenhou6.kyoku import game, kyoku
from viewer.domain.events import Agari, Discard, Draw, RiichiAccepted, RiichiDeclared, Ryuukyoku
from viewer.formats.detect import read_game
from viewer.formats.errors import LogError
from viewer.formats.mjlog import read_mjlog
from viewer.formats.tenhou6 import parse_tenhou6, parse_tenhou6_games, write_tenhou6
from viewer.formats.tenhou6.writer import game_value
from viewer.replay.loading import load_game

PAIRS = sorted((MJLOG_CORPUS / "tsubakisakura-mjlog2json").glob("*.xml"))
TENHOU6_FILES = sorted((CORPUS / "tenhou6").glob("*/*.json"))
# Files of the corpus that are not Tenhou's: a hand-made test with four plain 5s in a red-five
# game (refused), and one with English yaku names (read; written back in Tenhou's Japanese).
NOT_TENHOU = {"confusing_nakis_2.json", "confusing_nakis_7.json"}


@pytest.mark.parametrize("path", PAIRS, ids=lambda p: p.stem)
def test_export_equals_tenhous_own_json(path: Path) -> None:
    want = json.loads((CORPUS / "tenhou6" / path.parent.name / f"{path.stem}.json").read_text())
    assert json.loads(write_tenhou6(read_mjlog(path), path.name)) == want


@pytest.mark.parametrize("path", TENHOU6_FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_every_corpus_tenhou6_file_writes_back_the_same_log(path: Path) -> None:
    data = path.read_bytes()
    if path.name == "confusing_nakis_2.json":
        with pytest.raises(LogError, match="a fourth plain 5s in one round"):
            parse_tenhou6(data)
        return
    want = json.loads(data)
    want = want if isinstance(want, dict) else {"log": want}
    got = game_value(parse_tenhou6(data))["log"]
    if path.name == "confusing_nakis_7.json":
        assert got[0][:16] == want["log"][0][:16]
        assert got[0][16][-1][-2:] == ["立直(1飜)", "ドラ(1飜)"]  # translated, ura 0 left out
        return
    assert got == want["log"]


def _only(log: bytes) -> list[object]:
    return list(parse_tenhou6(log).rounds[0].events)


RESULTS = [
    (["流局", [3000, -1000, -1000, -1000]], None, [True, False, False, False]),
    (["全員聴牌"], None, [True, True, True, True]),
    (["全員不聴"], None, [False, False, False, False]),
    (["流し満貫", [8000, -4000, -2000, -2000]], "nm", [False] * 4),
    (["四風連打"], "kaze4", [False] * 4),
    (["四家立直"], "reach4", [True] * 4),
    (["三家和了"], "ron3", [False, True, True, True]),
    (["四槓散了"], "kan4", [False] * 4),
]


@pytest.mark.parametrize(("result", "kind", "shown"), RESULTS, ids=lambda v: str(v)[:12])
def test_each_draw_result(result: list[object], kind: str | None, shown: list[bool]) -> None:
    log = kyoku(result, {0: ([18], [60])})
    events = _only(game(log))
    draw = events[-1]
    assert isinstance(draw, Ryuukyoku)
    assert draw.kind == kind
    assert [hand is not None for hand in draw.revealed] == shown
    deltas = result[1] if len(result) > 1 else [0, 0, 0, 0]
    assert list(draw.deltas) == deltas
    assert game_value(parse_tenhou6(game(log)))["log"] == [log]


def test_nine_terminals_shows_the_declarers_fourteen_tiles() -> None:
    events = _only(game(kyoku(["九種九牌"], {0: ([18], [])})))
    assert isinstance(events[-2], Draw)
    draw = events[-1]
    assert isinstance(draw, Ryuukyoku) and draw.kind == "yao9"
    assert draw.revealed[0] is not None and len(draw.revealed[0]) == 14


def test_dealer_tsumo_ron_and_double_ron() -> None:
    info = [0, 0, 0, "満貫4000点∀", "門前清自摸和(1飜)", "ドラ(4飜)"]
    tsumo = kyoku(["和了", [12000, -4000, -4000, -4000], info], {0: ([18], [])})
    win = _only(game(tsumo))[-1]
    assert isinstance(win, Agari)
    assert (win.seat, win.from_seat, win.points, win.limit, win.han) == (0, 0, 12000, 1, 5)
    assert win.yaku == ((0, 1), (52, 4)) and len(win.hand) == 14
    ron = kyoku(
        [
            "和了",
            [-1000, 1000, 0, 0],
            [1, 0, 1, "30符1飜1000点", "役牌 中(1飜)"],
            [0, 0, 2000, -2000],
            [2, 0, 2, "30符2飜2000点", "役牌 發(1飜)", "ドラ(1飜)"],
        ],
        {0: ([18], [60])},
    )
    events = _only(game(ron))
    first, second = events[-2:]
    assert isinstance(first, Agari) and isinstance(second, Agari)
    assert (first.seat, first.from_seat, first.fu, first.points) == (1, 0, 30, 1000)
    assert second.seat == 2 and second.win_tile == first.win_tile == events[-3].tile  # type: ignore[union-attr]
    for log in (tsumo, ron):
        assert game_value(parse_tenhou6(game(log)))["log"] == [log]


def test_riichi_stick_is_paid_after_the_declaration_tile_passes() -> None:
    log = kyoku(["流局", [1500, -1500, 1500, -1500]], {0: ([18], ["r60"]), 1: ([19], [60])})
    events = _only(game(log))
    kinds = [type(e) for e in events[1:6]]
    assert kinds == [Draw, RiichiDeclared, Discard, RiichiAccepted, Draw]
    assert events[4].scores[0] == 24000  # type: ignore[union-attr]
    assert game_value(parse_tenhou6(game(log)))["log"] == [log]


def test_ron_on_the_declaration_tile_pays_no_stick() -> None:
    log = kyoku(
        ["和了", [-1000, 1000, 0, 0], [1, 0, 1, "30符1飜1000点", "役牌 中(1飜)"]],
        {0: ([18], ["r60"])},
    )
    events = _only(game(log))
    assert not any(isinstance(e, RiichiAccepted) for e in events)


def test_a_call_takes_the_discard_and_the_caller_discards_next() -> None:
    # seat 1 pons seat 0's 5p (25) with its own two (it holds one 25: give it another by draw)
    log = kyoku(["全員不聴"], {0: ([25], [60]), 1: ([], [])})
    log[7] = [25, 25, 27, 28, 29, 31, 32, 33, 34, 35, 36, 37, 38]
    log[8] = ["p252525"]
    log[9] = [38]
    events = _only(game(log))
    assert [type(e).__name__ for e in events[1:]] == [
        "Draw",
        "Discard",
        "Call",
        "Discard",
        "Ryuukyoku",
    ]
    assert game_value(parse_tenhou6(game(log)))["log"] == [log]


def test_the_link_form_and_a_file_holding_it(tmp_path: Path) -> None:
    text = game(kyoku(["全員不聴"], {0: ([18], [60])})).decode()
    for link in (f"https://tenhou.net/6/#json={quote(text)}", f"https://tenhou.net/6/#json={text}"):
        assert len(read_game(link).rounds) == 1
        path = tmp_path / "link.txt"
        path.write_text(link + "\n")
        assert len(read_game(path).rounds) == 1


def test_a_bare_kyoku_list_and_a_list_of_games() -> None:
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    assert len(read_game(json.dumps([log]).encode()).rounds) == 1
    two = b"[" + game(log) + b"," + game(log, log) + b"]"
    record = read_game(two)
    assert record.warnings[0] == "the file holds 2 games; this is the first"
    first, later = parse_tenhou6_games(two)
    assert [len(g.rounds) for g in (first, *later) if g is not None] == [1, 2]
    second = read_game(two, game=1)
    assert len(second.rounds) == 2
    assert second.warnings[0] == "the file holds 2 games; this is game 2"
    with pytest.raises(LogError, match="the file holds 2 games; there is no game 3"):
        read_game(two, name="two.json", game=2)


def test_a_file_of_one_game_has_no_second() -> None:
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    with pytest.raises(LogError, match="the file holds one game; there is no game 2"):
        read_game(game(log), game=1)
    with pytest.raises(LogError, match="there is no game 2"):
        read_game((DATA / "short_game.xml").read_bytes(), game=1)


def test_the_loaded_game_says_which_of_several_it_is(tmp_path) -> None:
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    path = tmp_path / "three.json"
    path.write_bytes(b"[" + game(log) + b"," + game(log, log) + b"," + game(log) + b"]")
    assert load_game(path).game_of == (1, 3)
    assert load_game(path, game=2).game_of == (3, 3)
    one = tmp_path / "one.json"
    one.write_bytes(game(log))
    assert load_game(one).game_of is None


def test_a_cut_off_file_keeps_its_complete_rounds() -> None:
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    data = game(log, log, log)
    cut = data[: data.rindex(b'"log"') + 20 + 2 * len(json.dumps(log))]
    record = read_game(cut, name="cut.json")
    assert len(record.rounds) == 2
    assert record.truncation and "complete round(s) before it are shown" in record.truncation


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda k: k.__setitem__(6, [99]), "99 is not a tile code"),
        (lambda k: k.__setitem__(4, k[4][:12]), "starting hand has 12 tiles"),
        (lambda k: k.__setitem__(6, [12, 13]), "has discards left"),
        (lambda k: k.__setitem__(5, [18, 18]), "left after"),
        (lambda k: k.__setitem__(16, ["何か"]), "unknown result"),
        (lambda k: k.__setitem__(0, [0, "x", 0]), "[kyoku, honba, sticks]"),
        (lambda k: k.__setitem__(5, ["p121212"]), "takes no discard"),
    ],
)
def test_errors_name_round_and_json_place(change: object, message: str) -> None:
    log = kyoku(["全員不聴"], {0: ([18], [60])})
    change(log)  # type: ignore[operator]
    with pytest.raises(LogError) as info:
        read_game(game(log), name="bad.json")
    text = str(info.value)
    assert message in text and "\n" not in text
    assert text.startswith("bad.json: ") and "round 1, log[0]" in text


def test_a_round_link_holds_that_round_and_opens_again() -> None:
    from viewer.formats.tenhou6.link import round_link

    first = kyoku(["全員不聴"], {0: ([18], [60])})
    second = kyoku(["全員不聴"], {1: ([18], [60])}, head=(1, 1, 0))
    record = parse_tenhou6(game(first, second))
    link = round_link(record, 1)
    assert link.startswith("https://tenhou.net/6/#json=") and " " not in link
    again = read_game(link)
    assert len(again.rounds) == 1 and again.rounds[0].start.round_index == 1
    assert [p.name for p in again.players] == ["A", "B", "C", "D"]
    assert game_value(again)["log"] == [second]


def test_a_disconnection_is_listed_under_connection() -> None:
    from tests.logbuilder import document, draw_result, init

    log = document(init(), "<T60/><D60/>", '<BYE who="1"/>', "<U61/><E61/>", draw_result())
    value = game_value(parse_mjlog_bytes(log))
    assert value["connection"] == [{"what": 0, "log": 0, "who": 1, "step": 2}]
    assert "connection" not in game_value(parse_tenhou6(game(kyoku(["全員不聴"]))))


def parse_mjlog_bytes(data: bytes):  # type: ignore[no-untyped-def]
    from viewer.formats.mjlog import parse_mjlog

    return parse_mjlog(data)

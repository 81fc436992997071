"""Files that are not logs, or not whole logs, or hostile: one clear MjlogError each, bounded cost.

Issue 6: users open whatever is in their Downloads folder. Every case here goes through
``load_game`` (read, parse, replay) and must either load what is sound or raise MjlogError with
a one-line message naming the file.
"""

from __future__ import annotations

import gzip
import random
import time
import tracemalloc
from pathlib import Path

import pytest

from tests.hostile.hostile_helpers import small_game
from viewer.cli.dump import run_dump
from viewer.formats.mjlog import MjlogError, read_mjlog
from viewer.formats.mjlog.limits import MAX_ROUNDS
from viewer.formats.mjlog.reader import MAX_ELEMENTS, MAX_INPUT_BYTES, MAX_XML_BYTES
from viewer.replay import load_game

FRAGMENTS = Path(__file__).resolve().parents[2].parent / "shared" / "corpus" / "mjlog-fragments"


def refused(tmp_path: Path, data: bytes, name: str = "download.mjlog") -> MjlogError:
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(MjlogError) as caught:
        load_game(path)
    text = str(caught.value)
    assert text.startswith(f"{path}: "), text
    assert "\n" not in text and len(text) < 300, text
    return caught.value


def test_empty_file(tmp_path: Path) -> None:
    assert str(refused(tmp_path, b"")).endswith(": the file is empty")


def test_whitespace_only_file(tmp_path: Path) -> None:
    assert str(refused(tmp_path, b" \r\n\t\n")).endswith(": the file is empty")


def test_random_bytes(tmp_path: Path) -> None:
    data = random.Random(6).randbytes(4096)
    error = refused(tmp_path, data)
    assert str(error).endswith(": not a Tenhou log: it is binary data, neither XML nor gzip")


def test_plain_text(tmp_path: Path) -> None:
    error = refused(tmp_path, b"Tenhou log 2011020417gm-00a9-0000-b67fcaa3\nplayers: A B C D\n")
    assert str(error).endswith(
        ": not a Tenhou log: it is text that starts with 'Tenhou log 201102041…', not XML"
    )


def test_text_that_looks_like_xml_but_is_not(tmp_path: Path) -> None:
    error = refused(tmp_path, b"<<< not xml >>>")
    assert "not valid XML: StartTag: invalid element name at line 1, column 2" in str(error)


@pytest.mark.parametrize(
    ("data", "what"),
    [
        (
            b"PK\x03\x04\x14\x00\x00\x00",
            "this is a ZIP archive (unpack it and open the log inside)",
        ),
        (b"%PDF-1.7\n%\xe2\xe3", "this is a PDF document"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "this is a PNG image"),
        (b'{"title":["",""],"name":["A","B","C","D"],"log":[]}', "the game has no rounds"),
    ],
)
def test_other_formats_are_named(tmp_path: Path, data: bytes, what: str) -> None:
    assert what in str(refused(tmp_path, data))


@pytest.mark.parametrize(
    "page",
    [
        b"<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body/></html>",
        b"<html>\n<body><h1>503 Service Unavailable</h1></body>\n</html>",
        b"<!-- saved from url=(0014)about:internet -->\n<HTML><BODY>log</BODY></HTML>",
    ],
)
def test_html_page(tmp_path: Path, page: bytes) -> None:
    error = refused(tmp_path, page)
    assert "this is an HTML page, not a Tenhou log" in str(error)


def test_xml_with_another_root(tmp_path: Path) -> None:
    data = b'<?xml version="1.0"?>\n<rss version="2.0"><channel><title>x</title></channel></rss>'
    error = refused(tmp_path, data)
    assert "not a Tenhou log: the root element is <rss>, not <mjloggm>" in str(error)


def test_gzip_of_something_else(tmp_path: Path) -> None:
    error = refused(tmp_path, gzip.compress(b"%PDF-1.4 not a log"))
    assert str(error).endswith(": this is a PDF document, not a Tenhou log")


def test_xml_damaged_in_the_middle_keeps_the_rounds_before(tmp_path: Path) -> None:
    data = small_game()
    at = data.index(b"<V132/>")  # round 3's first draw: element 34
    path = tmp_path / "bad-sector.mjlog"
    path.write_bytes(data[:at] + b"\x00" + data[at:])
    game = load_game(path)
    assert game.problem == (
        f"{path}: not valid XML: Invalid character: Char 0x0 out of allowed range at line 35, "
        "column 1 (round 3, element 34)"
    )
    assert [r.complete for r in game.record.rounds] == [True, True]


def test_xml_damaged_in_the_header_leaves_nothing(tmp_path: Path) -> None:
    error = refused(tmp_path, small_game().replace(b"<GO ", b"<GO\x01 "))
    assert str(error).endswith(
        ": not valid XML: Couldn't find end of Start Tag GO at line 3, column 4 (element 2)"
    )
    assert error.partial is None


def test_cut_off_log_with_a_byte_order_mark_and_declaration(tmp_path: Path) -> None:
    path = tmp_path / "cut.mjlog"
    data = b'\xef\xbb\xbf<?xml version="1.0" encoding="UTF-8"?>\n' + small_game()
    path.write_bytes(data[: data.index(b"<INIT", 1500)])
    game = load_game(path)
    assert game.problem is None
    assert len(game.record.rounds) == 2


def test_gzip_stream_cut_before_any_data(tmp_path: Path) -> None:
    error = refused(tmp_path, gzip.compress(small_game())[:12])
    assert str(error).endswith("the gzip stream is cut off before any data")


def test_gzip_stream_cut_before_the_first_round(tmp_path: Path) -> None:
    error = refused(tmp_path, gzip.compress(small_game())[:200])
    assert "the gzip stream is cut off" in str(error)


def test_gzip_stream_cut_after_some_rounds_keeps_them(tmp_path: Path) -> None:
    packed = gzip.compress(small_game())
    path = tmp_path / "half-downloaded.mjlog"
    path.write_bytes(packed[: len(packed) * 3 // 4])
    game = load_game(path)
    assert game.problem is None
    assert 1 <= len(game.record.rounds) < 4
    assert game.record.truncation is not None
    assert game.record.truncation.startswith("the gzip stream is cut off")
    assert game.notice == game.record.truncation


def test_damaged_gzip(tmp_path: Path) -> None:
    packed = bytearray(gzip.compress(small_game()))
    packed[20:40] = bytes(20)
    assert "the gzip data is damaged" in str(refused(tmp_path, bytes(packed)))


def test_gzip_bomb_is_refused_with_bounded_memory_and_time(tmp_path: Path) -> None:
    # 64 MB of spaces inside a log root: about 64 KB on disk.
    bomb = gzip.compress(b'<mjloggm ver="2.3">' + b" " * (64 * 2**20) + b"</mjloggm>", 9)
    assert len(bomb) < 100_000
    path = tmp_path / "bomb.mjlog"
    path.write_bytes(bomb)
    tracemalloc.start()
    started = time.perf_counter()
    try:
        with pytest.raises(MjlogError) as caught:
            load_game(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert time.perf_counter() - started < 5
    assert peak < 2 * MAX_XML_BYTES + 4 * 2**20  # bounded by the cap, not by the 64 MB
    assert f"inflates to more than {MAX_XML_BYTES // 2**20} MB" in str(caught.value)


def test_billion_laughs(tmp_path: Path) -> None:
    lol = b'<!ENTITY lol0 "lol">' + b"".join(
        b'<!ENTITY lol%d "%s">' % (i, b"&lol%d;" % (i - 1) * 10) for i in range(1, 10)
    )
    data = b'<?xml version="1.0"?>\n<!DOCTYPE mjloggm [' + lol + b"]>\n"
    data += b'<mjloggm ver="2.3">&lol9;</mjloggm>'
    started = time.perf_counter()
    error = refused(tmp_path, data)
    assert time.perf_counter() - started < 2
    assert "DOCTYPE or entity declaration" in str(error)


def test_doctype_alone_is_refused(tmp_path: Path) -> None:
    data = b'<!DOCTYPE mjloggm SYSTEM "mjlog.dtd">' + small_game()
    assert "DOCTYPE" in str(refused(tmp_path, data))


def test_utf16_doctype_is_refused_too(tmp_path: Path) -> None:
    # The byte pattern check cannot see a UTF-16 DOCTYPE; the parsed document is checked too.
    text = '<!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/hostname">]>' + small_game().decode()
    text = text.replace("<TAIKYOKU", "<X>&x;</X><TAIKYOKU", 1)
    assert "DOCTYPE" in str(refused(tmp_path, text.encode("utf-16")))


def test_log_resaved_as_utf16_still_opens(tmp_path: Path) -> None:
    path = tmp_path / "notepad.mjlog"
    path.write_bytes(small_game().decode().encode("utf-16"))
    assert len(load_game(path).record.rounds) == 4


def test_a_declared_foreign_encoding_is_not_obeyed(tmp_path: Path) -> None:
    # Logs are UTF-8; a declaration claiming UTF-7 or EBCDIC must not change how bytes are read.
    data = b'<?xml version="1.0" encoding="UTF-7"?>\n' + small_game()
    path = tmp_path / "declared.mjlog"
    path.write_bytes(data)
    assert len(load_game(path).record.rounds) == 4


def test_fifty_megabyte_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "huge.mjlog"
    with open(path, "wb") as handle:  # sparse: costs no disk and no time
        handle.write(small_game())
        handle.truncate(50 * 2**20)
    started = time.perf_counter()
    with pytest.raises(MjlogError) as caught:
        read_mjlog(path)
    assert time.perf_counter() - started < 0.5
    assert str(caught.value) == (
        f"{path}: the file is 50.0 MB, larger than the {MAX_INPUT_BYTES // 2**20} MB any log "
        "could be"
    )


def test_a_folder_is_not_a_log(tmp_path: Path) -> None:
    with pytest.raises(MjlogError, match="this is not a regular file"):
        load_game(tmp_path)


def test_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(MjlogError, match="cannot read the file: No such file or directory"):
        load_game(tmp_path / "gone.mjlog")


def test_log_cut_off_mid_round_keeps_what_is_there(tmp_path: Path) -> None:
    data = small_game()
    cut = data.index(b"<W85/>")  # round 2, just before the winning draw
    path = tmp_path / "cut.mjlog"
    path.write_bytes(data[:cut] + b"<W8")
    game = load_game(path)
    assert game.problem is None
    assert [r.complete for r in game.record.rounds] == [True, False]
    assert game.record.truncation == (
        "the file is cut off after element 30, in the middle of round 2"
    )
    assert game.timeline.step_count(1) == 8  # deal, draw, ankan, dora, draw, discard, draw, discard


@pytest.mark.skipif(not FRAGMENTS.is_dir(), reason="../shared/corpus is not present")
@pytest.mark.corpus
def test_corpus_fragments_load_with_a_truncation_notice() -> None:
    files = sorted(p for p in FRAGMENTS.rglob("*") if p.is_file())
    assert files
    for path in files:
        game = load_game(path)
        assert game.problem is None, (path, game.problem)
        assert game.record.truncation, path
        assert game.record.final is None
        for number in range(game.timeline.round_count):
            assert game.timeline.states(number)


def test_unknown_tags_and_attributes_are_warnings(tmp_path: Path) -> None:
    data = (
        small_game()
        .replace(b"<T32/>", b'<SOUND id="3"/><T32/>')
        .replace(b'<GO type="161"', b'<GO type="161" theme="dark"')
    )
    path = tmp_path / "newer.mjlog"
    path.write_bytes(data)
    game = load_game(path)
    assert game.problem is None and len(game.record.rounds) == 4
    assert "unknown element <SOUND> ignored" in game.warnings
    assert "unknown attribute 'theme' on <GO> ignored" in game.warnings


# -- the caps that bound time and memory -----------------------------------------------------------
def game_parts() -> tuple[bytes, bytes]:
    """The header (up to TAIKYOKU) and round 3 (a three-element kyuushu kyuuhai) of the game."""
    lines = small_game().split(b"\n")
    return b"\n".join(lines[:5]) + b"\n", b"\n".join(lines[33:36]) + b"\n"


def test_too_many_elements_are_refused_before_parsing(tmp_path: Path) -> None:
    head, rnd = game_parts()
    data = head + rnd + b"<X/>" * MAX_ELEMENTS + b"</mjloggm>"
    error = refused(tmp_path, data)
    assert f"the file has more than {MAX_ELEMENTS} elements" in str(error)


def test_too_many_rounds_keep_the_first_ones(tmp_path: Path) -> None:
    head, rnd = game_parts()
    path = tmp_path / "endless.mjlog"
    path.write_bytes(head + rnd * (MAX_ROUNDS + 5) + b"</mjloggm>")
    started = time.perf_counter()
    game = load_game(path)
    assert time.perf_counter() - started < 5
    assert len(game.record.rounds) == MAX_ROUNDS
    assert game.problem == (
        f"{path}: more than {MAX_ROUNDS} rounds: this is not one game (refused) "
        f"(round {MAX_ROUNDS + 1}, element {5 + 3 * MAX_ROUNDS} <INIT>)"
    )


def test_an_overlong_attribute_is_refused(tmp_path: Path) -> None:
    data = small_game().replace(b'ten="250,250,330,170"', b'ten="' + b"250," * 5000 + b'170"')
    path = tmp_path / "long.mjlog"
    path.write_bytes(data)
    game = load_game(path)
    assert game.problem == (
        f"{path}: attribute ten is 20003 characters long, far more than any log has "
        "(round 2, element 23 <INIT>)"
    )
    assert len(game.record.rounds) == 1


def test_an_overlong_player_name_is_cut_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "name.mjlog"
    path.write_bytes(small_game().replace(b'n0="%41%6B%61"', b'n0="' + b"%41" * 3000 + b'"'))
    game = load_game(path)
    assert game.record.players[0].name == "A" * 100 + "…"
    assert "player name n0 is 3000 characters long; cut short" in game.warnings


def test_a_flood_of_odd_tags_gives_a_bounded_list_of_warnings(tmp_path: Path) -> None:
    head, rnd = game_parts()
    odd = b"".join(b"<X%d/>" % i for i in range(2000))
    path = tmp_path / "odd.mjlog"
    path.write_bytes(head + rnd.replace(b"<V132/>", odd + b"<V132/>") + b"</mjloggm>")
    game = load_game(path)
    assert len(game.warnings) == 51
    assert game.warnings[-1] == "more warnings left out"
    assert "unknown element <X0> ignored" in game.warnings


def test_a_huge_tag_name_is_cut_short_in_messages(tmp_path: Path) -> None:
    head, rnd = game_parts()
    path = tmp_path / "tag.mjlog"
    path.write_bytes(head + b"<" + b"Z" * 5000 + b"/>" + rnd + b"</mjloggm>")
    game = load_game(path)
    assert "unknown element <" + "Z" * 19 + "…> ignored" in game.warnings


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "the file is empty"),
        (b"<html><body>404</body></html>", "this is an HTML page, not a Tenhou log (a web page "
         "saved by mistake?)"),
        (b"PK\x03\x04zip", "this is a ZIP archive (unpack it and open the log inside), not a "
         "Tenhou log"),
    ],
)  # fmt: skip
def test_dump_names_the_file_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], data: bytes, message: str
) -> None:
    path = tmp_path / "download.mjlog"
    path.write_bytes(data)
    assert run_dump(str(path)) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"error: {path}: {message}\n"


def test_dump_of_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_dump(str(tmp_path)) == 2
    assert capsys.readouterr().err == f"error: {tmp_path}: this is not a regular file\n"


def test_a_name_with_a_nul_byte(tmp_path: Path) -> None:
    with pytest.raises(MjlogError, match="cannot read the file: embedded null byte"):
        load_game(str(tmp_path / "a\0b.mjlog"))

"""Which files count as logs, folder expansion, and next/previous in a list of logs."""

from __future__ import annotations

from pathlib import Path

import pytest

from viewer.sources.logfiles import LogList, collect_logs, is_log_name, seat_from_name


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("a.mjlog", True),
        ("A.MJLOG", True),
        ("2022060400gm-0001-0000-d6c5c8e7&tw=3.mjlog.gz", True),
        ("log.xml", True),
        ("notes.txt", False),
        ("mjlog", False),
        ("picture.png", False),
    ],
)
def test_is_log_name(name: str, expected: bool) -> None:
    assert is_log_name(name) is expected


@pytest.mark.parametrize(
    ("name", "seat"),
    [
        ("2022060222gm-0001-0000-f47dd061&tw=3.mjlog", 3),
        ("/x/2022060223gm-0001-0000-b8e20009&tw=0.mjlog.gz", 0),
        ("2022060223gm-0001-0000-b8e20009&tw=2&ts=4.mjlog", 2),
        ("2022060223gm-0001-0000-b8e20009&tw=4.mjlog", None),
        ("2022060223gm-0001-0000-b8e20009&tw=12.mjlog", None),
        ("2022060223gm-0001-0000-b8e20009.mjlog", None),
        ("/dir&tw=1/plain.mjlog", None),
    ],
)
def test_seat_from_name(name: str, seat: int | None) -> None:
    assert seat_from_name(name) == seat


def _touch(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("<mjloggm/>")
    return path


def test_folder_expands_to_logs_in_natural_order(tmp_path: Path) -> None:
    for name in ("log10.mjlog", "log2.mjlog", "log1.xml", "readme.txt", ".hidden.mjlog", "zz.xml"):
        _touch(tmp_path / name)
    _touch(tmp_path / "sub" / "log3.mjlog.gz")
    _touch(tmp_path / ".git" / "x.mjlog")
    names = [p.relative_to(tmp_path).as_posix() for p in collect_logs([tmp_path])]
    assert names == ["log1.xml", "log2.mjlog", "log10.mjlog", "zz.xml", "sub/log3.mjlog.gz"]


def test_digits_sort_before_letters(tmp_path: Path) -> None:
    names = [
        "zz.mjlog",
        "2022060222gm-0001-0000-f47dd061.mjlog",
        "Abc.mjlog",
        "10.mjlog",
        "9.mjlog",
    ]
    for name in names:
        _touch(tmp_path / name)
    assert [p.name for p in LogList.folder_of(tmp_path / "zz.mjlog").paths] == [
        "9.mjlog",
        "10.mjlog",
        "2022060222gm-0001-0000-f47dd061.mjlog",
        "Abc.mjlog",
        "zz.mjlog",
    ]


def test_files_keep_their_order_and_duplicates_go(tmp_path: Path) -> None:
    b = _touch(tmp_path / "b.mjlog")
    a = _touch(tmp_path / "a.mjlog")
    assert collect_logs([b, a, str(b)]) == [b, a]


def test_neighbours_stop_at_both_ends(tmp_path: Path) -> None:
    a, b, c = (_touch(tmp_path / f"{n}.mjlog") for n in "abc")
    logs = LogList.of([a, b, c])
    assert logs.neighbour(a, +1) == b
    assert logs.neighbour(b, +1) == c
    assert logs.neighbour(c, +1) is None
    assert logs.neighbour(b, -1) == a
    assert logs.neighbour(a, -1) is None
    assert logs.neighbour(tmp_path / "elsewhere.mjlog", +1) == a
    assert logs.neighbour(None, -1) == c
    assert LogList.of([]).neighbour(a, 1) is None


def test_same_folder_list_ignores_other_files_and_subfolders(tmp_path: Path) -> None:
    a, b = _touch(tmp_path / "a.mjlog"), _touch(tmp_path / "b.xml")
    _touch(tmp_path / "c.txt")
    _touch(tmp_path / "sub" / "d.mjlog")
    logs = LogList.folder_of(a)
    assert logs.paths == (a, b)
    # The path is found in the list however it was spelled.
    assert logs.neighbour(tmp_path / "." / "a.mjlog", 1) == b

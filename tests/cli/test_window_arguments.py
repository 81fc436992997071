"""Files and --new-window are read without the window parser at start-up
(``plain_window_arguments``): what it reads must be what the parser reads, and anything else must
go to the parser."""

from __future__ import annotations

import pytest

from viewer.cli.main import plain_window_arguments, window_parser

LINK = "https://tenhou.net/0/?log=2011020417gm-00a9-0000-b67fcaa3&tw=1"


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["game.mjlog"],
        ["--new-window"],
        ["--new-window", "a.mjlog", "b.xml"],
        ["a.mjlog", "folder", LINK, "--new-window"],
        ["--new-window", "--new-window", "2011020417gm-00a9-0000-b67fcaa3&tw=1.mjlog"],
    ],
)
def test_plain_arguments_are_read_as_the_parser_reads_them(args: list[str]) -> None:
    options = window_parser().parse_args(args)
    assert plain_window_arguments(args) == (options.files, options.new_window)


@pytest.mark.parametrize(
    "args",
    [
        ["--help"],
        ["-h"],
        ["--version"],
        ["a.mjlog", "--review", "r.json"],
        ["--index", "dir"],
        ["--", "-x.mjlog"],
        ["a.mjlog", "--new-window", "b.mjlog"],  # the parser refuses it, and says why
    ],
)
def test_anything_else_goes_to_the_parser(args: list[str]) -> None:
    assert plain_window_arguments(args) is None


def test_the_parser_refuses_files_on_both_sides_of_an_option() -> None:
    """Why the plain reader leaves "a --new-window b" to the parser."""
    with pytest.raises(SystemExit):
        window_parser().parse_args(["a.mjlog", "--new-window", "b.mjlog"])

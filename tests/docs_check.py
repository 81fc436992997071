"""Check the README and docs/ against the code: the commands, options and keys they name, and
their relative links.

Documentation goes stale silently: an option renamed in a parser, a key moved in the action
table, a file moved under docs/ all leave the prose as it was. These checks read the docs the way
a reader would follow them and ask the real argparse parsers (found in ``viewer.cli``), the real
dispatch of ``viewer.cli.main.main`` and the window's action table whether each name exists.

Only code (inline spans and fenced blocks) is read for commands and options, so prose may use
words freely; keys are read from tables whose first column is "keys" (each key in backticks) and
from ``Ctrl+…`` / ``Shift+…`` / "key X" in the text.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import pkgutil
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

WINDOW = ""  # the window's parser (``mjlog-viewer`` without a subcommand)

# Programs whose options are not ours: their spans are not checked for options.
_SCRIPT = re.compile(
    r"^(?:python3?\s+|\.venv/bin/python\s+)?((?:bench|scripts|fuzz|packaging)/\S+\.py)"
)
_OPTION = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\w-])")
_LONG_OPTION = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)(?![\w-])")
_LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
_SPAN = re.compile(r"`([^`\n]+)`")
_MODIFIED_KEY = re.compile(
    r"(?<![\w+])((?:Ctrl|Shift|Alt|Meta)\+(?:(?:Ctrl|Shift|Alt|Meta)\+)*"
    r"(?:PageDown|PageUp|PgDown|PgUp|F\d+|[A-Za-z0-9]\b|[→←↑↓?.,\[\]]))"
)
_NAMED_KEY = re.compile(r"\bkeys? `?([A-Z]|F\d+)\b")
_KEY_SPAN = re.compile(  # a letter alone in a span is a key only with a modifier (`Ctrl+O`)
    r"`((?:(?:Ctrl|Shift|Alt|Meta)\+)+[A-Z]|(?:(?:Ctrl|Shift|Alt|Meta)\+)*"
    r"(?:F\d+|PageDown|PageUp|Home|End|Space|Esc|Enter|Return|[→←↑↓]))`"
)
_ARROWS = {"→": "Right", "←": "Left", "↑": "Up", "↓": "Down"}
_KEY_NAMES = {"PageDown": "PgDown", "PageUp": "PgUp", "Enter": "Enter", "Escape": "Esc"}


@dataclass(frozen=True)
class Problem:
    """One false statement: where it is and what is wrong."""

    where: str
    what: str

    def __str__(self) -> str:
        return f"{self.where}: {self.what}"


def doc_files(root: Path = ROOT) -> list[Path]:
    return [root / "README.md", *sorted((root / "docs").glob("*.md"))]


# ---- what the code has ----------------------------------------------------------------------


@cache
def parsers() -> dict[str, argparse.ArgumentParser]:
    """Every ``*_parser()`` of ``viewer.cli``, by subcommand (its prog after ``mjlog-viewer``)."""
    import viewer.cli

    found: dict[str, argparse.ArgumentParser] = {}
    for module_info in pkgutil.iter_modules(viewer.cli.__path__):
        module = importlib.import_module(f"viewer.cli.{module_info.name}")
        for name, factory in vars(module).items():
            if (
                name.endswith("_parser")
                and callable(factory)
                and factory.__module__ == module.__name__
            ):
                parser = factory()
                if isinstance(parser, argparse.ArgumentParser):
                    words = parser.prog.split()
                    if words and words[0] == "mjlog-viewer":
                        found[" ".join(words[1:])] = parser
    return found


def option_strings(parser: argparse.ArgumentParser) -> frozenset[str]:
    return frozenset(option for action in parser._actions for option in action.option_strings)


@cache
def dispatched(subcommand: str) -> bool:
    """Whether ``mjlog-viewer SUBCOMMAND --help`` reaches that subcommand's own parser (and not
    the window's, which would take the word for a file name)."""
    from viewer.cli.main import main

    out = io.StringIO()
    quiet = contextlib.redirect_stderr(io.StringIO())
    with contextlib.redirect_stdout(out), quiet, contextlib.suppress(SystemExit):  # --help exits
        main([subcommand, "--help"])
    return out.getvalue().startswith(f"usage: mjlog-viewer {subcommand}")


def subcommand_exists(name: str) -> bool:
    return name in parsers() and dispatched(name)


def canonical_key(text: str) -> str:
    """A key as Qt's portable text (``Ctrl+PgDown``), "" when Qt does not know it."""
    from PySide6.QtGui import QKeySequence

    parts = text.split("+") if text not in ("+", "Shift++") else [text]
    parts = [_KEY_NAMES.get(_ARROWS.get(part, part), _ARROWS.get(part, part)) for part in parts]
    sequence = QKeySequence("+".join(parts))
    if sequence.isEmpty() or sequence.count() != 1:
        return ""
    return sequence.toString(QKeySequence.SequenceFormat.PortableText)


@cache
def window_keys() -> frozenset[str]:
    """Every shortcut of the window: the action table's keys (shown and hidden) and the
    Library's own action."""
    from viewer.app.actions import ACTION_SPECS
    from viewer.app.library import hook as library_hook

    keys = [key for spec in ACTION_SPECS.values() for key in (*spec.keys, *spec.hidden_keys)]
    keys.append(library_hook.SHORTCUT)
    return frozenset(canonical_key(key) for key in keys)


# ---- what the docs say ----------------------------------------------------------------------


def code_pieces(text: str) -> Iterator[tuple[int, str]]:
    """(line number, code) for every line of a fenced block, continuation lines (indented)
    joined to the command they continue, and every inline span outside the blocks."""
    fenced_lines: set[int] = set()
    for block in _FENCE.finditer(text):
        first = text.count("\n", 0, block.start(1)) + 1
        current: tuple[int, str] | None = None
        for offset, line in enumerate(block.group(1).splitlines()):
            fenced_lines.add(first + offset)
            if line[:1].isspace() and current is not None:
                current = (current[0], current[1] + " " + line.strip())
                continue
            if current is not None:
                yield current
            current = (first + offset, line.strip()) if line.strip() else None
        if current is not None:
            yield current
    for number, line in enumerate(text.splitlines(), start=1):
        if number not in fenced_lines:
            for span in _SPAN.finditer(line):
                yield number, span.group(1)


def command_of(code: str) -> tuple[str, str | None, str] | None:
    """What a piece of code runs and the words after it: ("viewer", subcommand or WINDOW, rest),
    ("script", path, rest) for one of the project's own scripts, ("bare", None, code) for
    options alone, or None for other programs (pip, mjai-reviewer...), whose options are theirs."""
    code = code.removeprefix("$ ").strip()
    at = re.search(
        r"(?<![\w.\[-])(?:mjlog-viewer|python -m viewer|scripts/run-viewer)(?=\s|$)", code
    )
    if at is not None:
        rest = code[at.end() :]
        words = rest.split()
        first = words[0] if words else ""
        if re.fullmatch(r"[a-z][a-z0-9-]*", first):
            return "viewer", first, rest.split(first, 1)[1]
        return "viewer", WINDOW, rest
    script = _SCRIPT.match(code)
    if script is not None:
        return "script", script.group(1), code[script.end() :]
    words = code.split()
    first = words[0] if words else ""
    if first in parsers() and first != WINDOW:
        return "viewer", first, code[len(first) :]
    if first.startswith("-"):
        return "bare", None, code
    return None


def check_commands(text: str, where: str, root: Path = ROOT) -> list[Problem]:
    problems: list[Problem] = []
    every_option = frozenset().union(*(option_strings(p) for p in parsers().values()))
    for number, code in code_pieces(text):
        place = f"{where}:{number}"
        command = command_of(code)
        if command is None:
            continue
        kind, name, rest = command
        if kind == "viewer":
            assert name is not None
            if name != WINDOW and not subcommand_exists(name):
                problems.append(Problem(place, f"no such command: mjlog-viewer {name}"))
                continue
            known = option_strings(parsers()[name])
            for option in _OPTION.findall(rest):
                if option not in known:
                    shown = f"mjlog-viewer {name}".strip()
                    problems.append(Problem(place, f"{shown} has no option {option}"))
        elif kind == "script":
            assert name is not None
            path = root / name
            if not path.is_file():
                problems.append(Problem(place, f"no such script: {name}"))
                continue
            source = path.read_text(encoding="utf-8")
            for option in _LONG_OPTION.findall(rest):
                if f'"{option}"' not in source:
                    problems.append(Problem(place, f"{name} has no option {option}"))
        else:
            for option in _LONG_OPTION.findall(rest):
                if option not in every_option:
                    problems.append(Problem(place, f"no mjlog-viewer command has {option}"))
    return problems


def table_keys(text: str) -> Iterator[tuple[int, str]]:
    """(line number, key) for each backticked key in the first column of a "keys" table."""
    in_keys_table = False
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.startswith("|"):
            in_keys_table = False
            continue
        first_cell = line.strip("|").split("|")[0].strip()
        if first_cell.lower() == "keys":
            in_keys_table = True
        elif in_keys_table and not set(first_cell) <= set("-: "):
            for span in _SPAN.finditer(first_cell):
                yield number, span.group(1)


def prose_keys(text: str) -> Iterator[tuple[int, str]]:
    """(line number, key) for ``Ctrl+X``-like keys, "key X" and spans holding only a key
    (`PageDown`, `W`) anywhere outside fenced blocks."""
    without_blocks = _FENCE.sub(lambda block: "\n" * block.group(0).count("\n"), text)
    for number, line in enumerate(without_blocks.splitlines(), start=1):
        for match in _MODIFIED_KEY.finditer(line):
            yield number, match.group(1)
        for match in _NAMED_KEY.finditer(line):
            yield number, match.group(1)
        for match in _KEY_SPAN.finditer(line):
            yield number, match.group(1)


def check_keys(text: str, where: str) -> list[Problem]:
    problems: list[Problem] = []
    for number, key in dict.fromkeys((*table_keys(text), *prose_keys(text))):
        if canonical_key(key) not in window_keys():
            problems.append(Problem(f"{where}:{number}", f"the window has no key {key}"))
    return problems


def heading_anchors(text: str) -> frozenset[str]:
    """GitHub's anchors for a page's headings: lower case, punctuation gone, spaces to '-'."""
    without_blocks = _FENCE.sub("", text)
    anchors = set()
    for line in without_blocks.splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            anchors.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return frozenset(anchors)


def check_links(text: str, page: Path, root: Path = ROOT) -> list[Problem]:
    problems: list[Problem] = []
    without_blocks = _FENCE.sub(lambda block: "\n" * block.group(0).count("\n"), text)
    for number, line in enumerate(without_blocks.splitlines(), start=1):
        for match in _LINK.finditer(line):
            target = match.group(1)
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue  # https:, mailto:
            path_part, _, anchor = target.partition("#")
            file = (page.parent / path_part).resolve() if path_part else page
            where = f"{page.name}:{number}"
            if not file.exists():
                problems.append(Problem(where, f"link to a missing file: {target}"))
            elif (
                anchor
                and file.suffix == ".md"
                and anchor not in heading_anchors(file.read_text(encoding="utf-8"))
            ):
                problems.append(Problem(where, f"link to a missing heading: {target}"))
    return problems


def check_page(page: Path, root: Path = ROOT) -> list[Problem]:
    text = page.read_text(encoding="utf-8")
    return [
        *check_commands(text, page.name, root),
        *check_keys(text, page.name),
        *check_links(text, page, root),
    ]


def check_all(pages: Iterable[Path] | None = None, root: Path = ROOT) -> list[Problem]:
    return [problem for page in (pages or doc_files(root)) for problem in check_page(page, root)]

"""The domain stays free of Qt, the layers import downwards only, and no module circle hides
behind an import inside a function or under TYPE_CHECKING (tests/import_graph.py reads them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO
from tests.import_graph import cycles, describe, import_graph

VIEWER = REPO / "viewer"
READERS = ("viewer.formats.mjlog", "viewer.formats.tenhou6", "viewer.formats.mjai")


def test_domain_packages_never_import_qt() -> None:
    code = (
        "import sys, pkgutil, importlib, viewer\n"
        "for pkg in ['viewer.domain', 'viewer.formats', 'viewer.replay', 'viewer.analysis',\n"
        "            'viewer.presentation']:\n"
        "    mod = importlib.import_module(pkg)\n"
        "    for info in pkgutil.walk_packages(mod.__path__, pkg + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "import viewer.cli.dump, viewer.cli.main\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_import_linter_contracts_hold() -> None:
    lint_imports = Path(sys.executable).with_name("lint-imports")
    lint = subprocess.run([str(lint_imports), "--no-cache"], capture_output=True, text=True)
    assert lint.returncode == 0, lint.stdout + lint.stderr


def test_the_import_graph_is_read() -> None:
    """Guards the tests below against passing on an empty graph: a function-level import
    (``tenhou.fetch_log``'s download) and a type-checking one (the handlers' ``ParseState``)
    are both edges."""
    graph = import_graph(VIEWER)
    assert len(graph) > 150
    assert "viewer.sources.tenhou_download" in graph["viewer.sources.tenhou"]
    assert "viewer.formats.mjlog.state" in graph["viewer.formats.mjlog.elements.dora"]


def test_no_import_cycle_anywhere_in_viewer() -> None:
    """No circle of imports anywhere in ``viewer``, counting those inside functions and under
    TYPE_CHECKING (the window's circle around ``main_window`` went with issue 23)."""
    graph = import_graph(VIEWER)
    found = cycles(graph)
    assert found == [], describe(found, graph)


def test_outside_the_formats_a_reader_is_used_through_its_package() -> None:
    """``viewer.formats.mjlog`` (and each reader) exports what other packages use; its modules
    are its own, so they can be split or renamed without touching the library or the replay.
    """
    graph = import_graph(VIEWER)
    inside = [
        (module, target)
        for module, targets in sorted(graph.items())
        if not module.startswith("viewer.formats")
        for target in sorted(targets)
        if target.startswith(tuple(f"{reader}." for reader in READERS))
    ]
    assert inside == []

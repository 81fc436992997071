"""Where tests live: window tests under tests/app or tests/ui, shared data in tests/helpers.py.

A Qt test in a feature folder (tests/analysis, tests/review ...) is run by the Qt-free suites
too, which must pass with PySide6 absent; and a test module importing another test module's data
runs it twice and ties the two together.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
WINDOW_FOLDERS = ("app", "ui")
QT_MODULES = ("PySide6", "shiboken6", "pytestqt", "viewer.app", "viewer.ui")
QT_FIXTURES = frozenset({"qtbot", "qapp", "qapp_args", "qtlog"})


def qt_uses(source: str) -> list[str]:
    """What in a test module's source needs Qt: an import, an importorskip, a Qt fixture."""
    uses = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "importorskip":
            names = [arg.value for arg in node.args[:1] if isinstance(arg, ast.Constant)]
        elif isinstance(node, ast.FunctionDef):
            fixtures = {arg.arg for arg in node.args.args} & QT_FIXTURES
            uses.extend(f"{node.name}({name})" for name in sorted(fixtures))
            continue
        else:
            continue
        uses.extend(f"imports {name}" for name in names if _is_qt(name))
    return sorted(uses)


def _is_qt(name: object) -> bool:
    return isinstance(name, str) and any(
        name == module or name.startswith(f"{module}.") for module in QT_MODULES
    )


def test_qt_is_noticed_in_a_test_module() -> None:
    source = (
        "import pytest\n"
        "qt = pytest.importorskip('PySide6.QtCore')\n"
        "from viewer.ui.board_view import BoardView\n"
        "from viewer.presentation import BoardOptions\n"
        "import viewer.application_notes\n"
        "def test_a(qtbot, tmp_path): ...\n"
        "def test_b(tmp_path): ...\n"
    )
    assert qt_uses(source) == [
        "imports PySide6.QtCore",
        "imports viewer.ui.board_view",
        "test_a(qtbot)",
    ]


def test_window_tests_sit_under_tests_app_or_tests_ui() -> None:
    misplaced = {}
    for path in sorted(TESTS.glob("*/**/*.py")):
        folder = path.relative_to(TESTS).parts[0]
        if folder in WINDOW_FOLDERS:
            continue
        uses = qt_uses(path.read_text(encoding="utf-8"))
        if uses:
            misplaced[str(path.relative_to(TESTS))] = uses
    assert misplaced == {}
    assert (TESTS / "ui" / "test_analysis_view.py").is_file()  # the walk reads the right folder


def test_no_test_module_imports_another_test_module() -> None:
    """Shared data lives in tests/helpers.py (or a builder such as tests/logbuilder.py)."""
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            module = node.module if isinstance(node, ast.ImportFrom) else None
            if module and module.rpartition(".")[2].startswith("test_"):
                found.append(f"{path.relative_to(TESTS)}: from {module}")
    assert found == []

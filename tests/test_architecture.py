"""The domain stays free of Qt, and the package finds its resources."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_domain_packages_never_import_qt() -> None:
    code = (
        "import sys, pkgutil, importlib, viewer\n"
        "for pkg in ['viewer.domain', 'viewer.formats.mjlog', 'viewer.replay']:\n"
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

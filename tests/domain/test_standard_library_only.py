"""The domain is plain Python: every module it imports is its own or the standard library's.

The import-linter contract names the packages the domain must not use; this test catches any
other (a new dependency added later), reading the imports from the source.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import viewer.domain

DOMAIN = Path(viewer.domain.__file__).parent


def imported_modules(source: str) -> set[str]:
    modules: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            modules.add(node.module)
    return modules


def foreign_imports(source: str) -> set[str]:
    """The imports of ``source`` that are neither the domain's nor the standard library's."""
    return {
        name
        for name in imported_modules(source)
        if name.split(".")[0] not in sys.stdlib_module_names
        and not (name == "viewer.domain" or name.startswith("viewer.domain."))
    }


def test_the_domain_imports_only_the_standard_library() -> None:
    files = sorted(DOMAIN.glob("*.py"))
    assert len(files) > 5
    found = {path.name: foreign_imports(path.read_text(encoding="utf-8")) for path in files}
    assert {name: names for name, names in found.items() if names} == {}


def test_the_check_sees_foreign_imports() -> None:
    source = (
        "import gc\nfrom lxml import etree\nimport viewer.replay\nfrom viewer.domain import x\n"
    )
    source += "def late():\n    import mahjong.shanten\n"
    assert foreign_imports(source) == {"lxml", "viewer.replay", "mahjong.shanten"}

"""The import graph and its circles (tests/import_graph.py), on small packages written here.

The architecture test trusts this reader to see every import; these show it does, and that it
finds the circle the old check let through (``sources.tenhou`` <-> ``sources.tenhou_download``:
module names sharing a prefix, one side importing inside a function).
"""

from __future__ import annotations

from pathlib import Path

from tests.import_graph import cycles, describe, import_graph


def package(root: Path, files: dict[str, str]) -> Path:
    """A package ``pkg`` under ``root`` from {relative path: source}; every folder a package."""
    for name, source in files.items():
        path = root / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, encoding="utf-8")
    for folder in [root / "pkg", *(root / "pkg").rglob("*")]:
        if folder.is_dir() and not (folder / "__init__.py").exists():
            (folder / "__init__.py").write_text("", encoding="utf-8")
    return root / "pkg"


def old_filter_keeps(cycle: tuple[str, ...]) -> bool:
    """The check the architecture test used before: a circle whose names all share a prefix with
    the first one was taken for a package importing its own submodules, and dropped."""
    return not all(cycle[0].startswith(m) or m.startswith(cycle[0]) for m in cycle)


def test_a_circle_of_modules_sharing_a_prefix_through_a_function_level_import(
    tmp_path: Path,
) -> None:
    pkg = package(
        tmp_path,
        {
            "sources/tenhou.py": (
                "class TenhouError(Exception): ...\n\n"
                "def fetch_log():\n"
                "    from pkg.sources.tenhou_download import download\n"
                "    return download()\n"
            ),
            "sources/tenhou_download.py": "from pkg.sources.tenhou import TenhouError\n",
        },
    )
    found = cycles(import_graph(pkg))
    assert found == [("pkg.sources.tenhou", "pkg.sources.tenhou_download")]
    assert not old_filter_keeps(found[0])  # the old check dropped exactly this one


def test_a_circle_through_type_checking_imports(tmp_path: Path) -> None:
    pkg = package(
        tmp_path,
        {
            "reader/state.py": "from pkg.reader.registry import KNOWN\n",
            "reader/registry.py": "from pkg.reader import handlers\nKNOWN = {}\n",
            "reader/handlers.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n"
                "    from pkg.reader.state import ParseState\n"
            ),
        },
    )
    graph = import_graph(pkg)
    assert graph["pkg.reader.registry"] == {"pkg.reader.handlers"}  # a submodule, not the package
    assert cycles(graph) == [("pkg.reader.handlers", "pkg.reader.registry", "pkg.reader.state")]


def test_relative_imports_are_resolved(tmp_path: Path) -> None:
    pkg = package(
        tmp_path,
        {
            "a/one.py": "from . import two\n",
            "a/two.py": "from ..b.three import x\n",
            "b/three.py": "x = 1\ndef f():\n    from ..a.one import y\n",
        },
    )
    graph = import_graph(pkg)
    assert graph["pkg.a.one"] == {"pkg.a.two"}
    assert graph["pkg.a.two"] == {"pkg.b.three"}
    assert graph["pkg.b.three"] == {"pkg.a.one"}
    assert cycles(graph) == [("pkg.a.one", "pkg.a.two", "pkg.b.three")]


def test_a_package_exporting_its_submodules_is_no_circle_but_taking_a_name_back_is(
    tmp_path: Path,
) -> None:
    layered = package(
        tmp_path / "layered",
        {"__init__.py": "from pkg.core import run\n", "core.py": "import os\n\ndef run(): ...\n"},
    )
    assert cycles(import_graph(layered)) == []
    circular = package(
        tmp_path / "circular",
        {
            "__init__.py": "VERSION = '1'\nfrom pkg.core import run\n",
            "core.py": "from pkg import VERSION\n\ndef run(): ...\n",
        },
    )
    assert cycles(import_graph(circular)) == [("pkg", "pkg.core")]


def test_layers_have_no_circle_and_a_long_circle_is_one(tmp_path: Path) -> None:
    files = {f"m{i}.py": f"import pkg.m{i + 1}\n" for i in range(300)}  # deeper than recursion
    files["m300.py"] = "import json\n"
    pkg = package(tmp_path, files)
    assert cycles(import_graph(pkg)) == []
    (pkg / "m300.py").write_text("from pkg import m0\n", encoding="utf-8")
    graph = import_graph(pkg)
    (found,) = cycles(graph)
    assert len(found) == 301
    assert describe([found], graph).startswith("pkg.m0 <-> pkg.m1 <-> pkg.m10 <-> ")

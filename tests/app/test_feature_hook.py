"""Imports that go around PySide6's ``__feature__`` hook (viewer/app/feature_hook.py)."""

from __future__ import annotations

import builtins
import sys
from pathlib import Path

import pytest

from viewer.app.feature_hook import FEATURE_HOOK, feature_hook_skipped


def feature_registry() -> dict[str, int]:
    """PySide6's record of the modules it read (name -> their feature selection)."""
    feature = sys.modules.get("shibokensupport.feature")
    registry = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(registry, dict):
        pytest.skip("this PySide6 keeps no __feature__ registry")
    return registry


def module_using_pyside(folder: Path, name: str) -> None:
    package = folder / name
    package.mkdir()
    (package / "__init__.py").write_text("import PySide6  # uses PySide6\n")


def test_imports_inside_skip_the_hook_and_it_comes_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    pytest.importorskip("PySide6.QtCore")
    if builtins.__import__.__name__ != FEATURE_HOOK or not hasattr(builtins, "__orig_import__"):
        pytest.skip("this PySide6 has no __feature__ import hook to go around")
    registry = feature_registry()
    module_using_pyside(tmp_path, "skipped_feature_module")
    module_using_pyside(tmp_path, "hooked_feature_module")
    monkeypatch.syspath_prepend(str(tmp_path))
    hook = builtins.__import__
    try:
        with feature_hook_skipped():
            assert builtins.__import__ is builtins.__orig_import__  # type: ignore[attr-defined]
            import skipped_feature_module  # noqa: F401
        assert builtins.__import__ is hook
        import hooked_feature_module  # noqa: F401

        assert "skipped_feature_module" not in registry  # its source was not read
        assert registry["hooked_feature_module"] == 0  # read: it uses PySide6, with no feature
    finally:
        for name in ("skipped_feature_module", "hooked_feature_module"):
            sys.modules.pop(name, None)
            registry.pop(name, None)


def test_nothing_changes_without_the_hook(monkeypatch: pytest.MonkeyPatch) -> None:
    original = builtins.__import__

    def plain_import(*arguments: object, **keywords: object) -> object:
        return original(*arguments, **keywords)

    monkeypatch.setattr(builtins, "__import__", plain_import)
    with feature_hook_skipped():
        assert builtins.__import__ is plain_import
    assert builtins.__import__ is plain_import

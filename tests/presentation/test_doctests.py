"""The examples in the presentation modules' docstrings hold."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import viewer.presentation


def test_presentation_doctests() -> None:
    tried = 0
    for info in pkgutil.iter_modules(viewer.presentation.__path__):
        module = importlib.import_module(f"viewer.presentation.{info.name}")
        result = doctest.testmod(module)
        assert result.failed == 0, info.name
        tried += result.attempted
    assert tried >= 3

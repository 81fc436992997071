"""The library is checked by mypy --strict (as the design asks of the Qt-free core)."""

from __future__ import annotations

import pytest

from tests.conftest import REPO


@pytest.mark.slow
def test_the_library_passes_mypy_strict() -> None:
    api = pytest.importorskip("mypy.api")
    out, err, status = api.run(
        ["--strict", "--cache-dir", str(REPO / ".mypy_cache"), str(REPO / "viewer" / "library")]
    )
    assert status == 0, out + err

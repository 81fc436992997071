"""viewer/wall stays clean under mypy --strict (skipped where mypy is not installed)."""

from __future__ import annotations

import pytest

from tests.conftest import REPO


@pytest.mark.slow
def test_wall_package_is_mypy_strict_clean() -> None:
    api = pytest.importorskip("mypy.api")
    paths = [
        str(REPO / "viewer" / "wall"),
        str(REPO / "viewer" / "formats" / "mjlog" / "shuffle.py"),
    ]
    out, err, status = api.run(["--strict", "--no-error-summary", *paths])
    assert status == 0, out + err

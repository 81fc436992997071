"""The library's database folder is the one Qt's QStandardPaths names for the application
(the Qt-free core computes it without Qt; this checks the two agree)."""

from __future__ import annotations

from pathlib import Path

import pytest

from viewer.library.paths import default_db_path


def test_the_default_folder_matches_qstandardpaths(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    qt_core = pytest.importorskip("PySide6.QtCore")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    from viewer.app.main import create_application

    create_application()
    location = qt_core.QStandardPaths.writableLocation(
        qt_core.QStandardPaths.StandardLocation.AppDataLocation
    )
    assert Path(location) == default_db_path().parent

"""Where the library database lives when no ``--db`` is given.

The window finds its data through QStandardPaths.AppDataLocation; the Qt-free core cannot ask Qt,
so this module gives the same folder by the same rules (organisation and application are both
``mjlog-viewer``, as ``viewer.app.main`` names them): on Linux ``$XDG_DATA_HOME`` (default
``~/.local/share``) + ``/mjlog-viewer/mjlog-viewer``, on Windows ``%APPDATA%\\mjlog-viewer\\
mjlog-viewer``, on macOS ``~/Library/Application Support/mjlog-viewer/mjlog-viewer``. A test
checks the Linux answer against QStandardPaths itself.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "mjlog-viewer"  # organisation and application name (viewer.app.main.APP_NAME)
DB_FILE_NAME = "library.sqlite3"


def app_data_dir() -> Path:
    """QStandardPaths.AppDataLocation for this application, without Qt."""
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        # The XDG spec ignores a relative value, and so does Qt.
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / APP_NAME / APP_NAME


def default_db_path() -> Path:
    """The library database used when ``--db`` is not given."""
    return app_data_dir() / DB_FILE_NAME

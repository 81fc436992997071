"""The library: an SQLite index of every game a player has, and statistics over it (Qt-free).

``connect`` opens a database; ``index_folders`` brings it up to date with some folders;
``player_stats`` answers ``mjlog-viewer stats``; ``export_parquet`` writes the tables for other
tools. docs/library-schema.md describes the tables.
"""

from viewer.library.paths import default_db_path
from viewer.library.scan import ScanProgress, ScanReport, index_folders
from viewer.library.schema import SCHEMA_VERSION, LibraryError, connect
from viewer.library.stats import player_stats

__all__ = [
    "SCHEMA_VERSION",
    "LibraryError",
    "ScanProgress",
    "ScanReport",
    "connect",
    "default_db_path",
    "index_folders",
    "player_stats",
]

"""mjlog-viewer: a desktop replay viewer for Tenhou mahjong logs."""

__version__ = "0.2.0"

"""mjlog-viewer: a desktop replay viewer for Tenhou mahjong logs."""

__version__ = "0.1.0"

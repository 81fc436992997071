"""The macOS Info.plist entries of the .app: the .mjlog document type and its UTI.

Kept apart from the PyInstaller spec so a test can check them with plistlib on any OS.
"""

from __future__ import annotations

APP_NAME = "mjlog-viewer"
BUNDLE_ID = "io.github.mjlog-viewer"
MJLOG_UTI = "io.github.mjlog-viewer.formats.mjlog"
ICON_FILE = f"{APP_NAME}.icns"


def info_plist(version: str) -> dict[str, object]:
    """Finder opens *.mjlog with the viewer (a QFileOpenEvent reaches the running app)."""
    return {
        "CFBundleDisplayName": "mjlog viewer",
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "LSMinimumSystemVersion": "11.0",
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Tenhou mahjong log",
                "CFBundleTypeRole": "Viewer",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [MJLOG_UTI],
                "CFBundleTypeExtensions": ["mjlog"],
                "CFBundleTypeIconFile": ICON_FILE,
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": MJLOG_UTI,
                "UTTypeDescription": "Tenhou mahjong log",
                # Plain XML or gzip: only "data" is true of both.
                "UTTypeConformsTo": ["public.data"],
                "UTTypeIconFile": ICON_FILE,
                "UTTypeTagSpecification": {
                    "public.filename-extension": ["mjlog"],
                    "public.mime-type": ["application/x-mjlog"],
                },
            }
        ],
    }

"""Game record file formats, side by side: each reads bytes into one GameRecord (no Qt)."""

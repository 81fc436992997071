"""Qt widgets that draw board snapshots. They only read immutable domain values."""

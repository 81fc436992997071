"""Pure value types of the game: tiles, melds, events, records. Standard library only."""

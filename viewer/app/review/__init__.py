"""A Mortal review in the window: opening and attaching a report, its dock and its strip."""

"""Where logs come from: files, folders and Tenhou links. Qt-free (standard library only)."""

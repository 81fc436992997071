"""The application shell: window, actions, session, opening files."""

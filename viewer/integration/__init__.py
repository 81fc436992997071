"""Desktop integration that needs no Qt: file associations and launcher entries."""

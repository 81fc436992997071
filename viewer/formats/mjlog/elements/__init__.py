"""One module per tag (or family of tags): how its element becomes an event.

Frequent tags have a fast path for the well-formed element that falls back, on anything unusual,
to the checked path beside it, which accepts exactly the same input and words the error: the fast
path decides nothing on its own. ``registry`` lists them all; the differential test reads every
fast path against its checked path.
"""

"""The reports of ``solve`` and ``search``.

What a search found (:mod:`.found`), and its JSON form (:mod:`.schema`).
"""

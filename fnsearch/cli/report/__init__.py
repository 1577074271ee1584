"""The reports of ``solve`` and ``search``: what was found, and its JSON form."""

"""The command line, ``python -m fnsearch``: the imperative shell (the purity test's SHELL list).

Its pure readers of what a user types are :mod:`.arguments` and :mod:`.requests`.
"""

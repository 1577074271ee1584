"""The command line, ``python -m fnsearch``: the shell; :mod:`.arguments`, :mod:`.requests` pure."""

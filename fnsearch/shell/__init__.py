"""The imperative shell: the modules that talk to the outside world.

:mod:`~fnsearch.shell.cli` reads the command line and prints,
:mod:`~fnsearch.shell.parallel` starts worker processes and
:mod:`~fnsearch.shell.datafiles` reads and writes the shipped databases. The
functional core never imports them.
"""

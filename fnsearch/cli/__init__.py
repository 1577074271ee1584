"""The command line: ``python -m fnsearch``.

Reading what a user types (pure), the parser, and the imperative shell that runs the
commands: processes, the clock, the terminal and files. The purity test's SHELL list
names the imperative modules; the core never imports them.
"""

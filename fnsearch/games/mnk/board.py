"""The geometry of an m × n board, cells numbered row by row: windows and symmetries."""

from __future__ import annotations


def windows(m: int, n: int, k: int) -> tuple[tuple[int, ...], ...]:
    """Every run of ``k`` cells in a row, a column or a diagonal, cells numbered row by row.

    >>> windows(3, 2, 2)
    ((0, 1), (1, 2), (3, 4), (4, 5), (0, 3), (1, 4), (2, 5), (0, 4), (1, 5), (3, 1), (4, 2))
    """
    return tuple(
        tuple((row + i * dy) * m + column + i * dx for i in range(k))
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1))
        for row in range(n)
        for column in range(m)
        if 0 <= column + (k - 1) * dx < m and 0 <= row + (k - 1) * dy < n
    )


def symmetries(m: int, n: int) -> tuple[tuple[int, ...], ...]:
    """The cell permutations of the board's symmetries (8 for a square, 4 otherwise).

    Each permutation lists, for each cell of the image, the cell it comes from.

    >>> len(symmetries(3, 3)), len(symmetries(4, 3))
    (8, 4)
    """
    return tuple(
        dict.fromkeys(
            (
                tuple(
                    _image(row, column, m, n, turn, flip)
                    for row in range(n if turn % 2 == 0 else m)
                    for column in range(m if turn % 2 == 0 else n)
                )
                for turn in ((0, 1, 2, 3) if m == n else (0, 2))
                for flip in (False, True)
            ),
            True,
        )
    )


def _image(row: int, column: int, m: int, n: int, turn: int, flip: bool) -> int:
    """The source cell of ``(row, column)`` in the image turned ``turn`` quarters, then flipped."""
    return _turned(row, m - 1 - column if flip else column, m, n, turn)


def _turned(row: int, column: int, m: int, n: int, turn: int) -> int:
    return (
        row * m + column
        if turn == 0
        else (n - 1 - column) * m + row
        if turn == 1
        else (n - 1 - row) * m + (m - 1 - column)
        if turn == 2
        else column * m + (m - 1 - row)
    )

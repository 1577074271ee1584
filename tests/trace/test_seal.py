"""The hashes, seals and result codes of the practice pages."""

from __future__ import annotations

from returns.result import Failure

from fnsearch.trace.seal import exercise_id, fnv, read_code, result_code, seal, unseal


def test_fnv_is_the_32_bit_fnv_1a_hash() -> None:
    assert (fnv(""), fnv("a")) == (2166136261, 3826002220)


def test_an_exercise_is_named_by_six_hex_digits() -> None:
    assert exercise_id("((3,12,8),(2,4,6),(14,5,2))") == "263f3d"


def test_a_sealed_text_opens_with_its_salt() -> None:
    assert unseal(seal("≤ 2", "salt"), "salt") == "≤ 2"


def test_a_result_code_carries_its_check() -> None:
    assert result_code("a1b2c3", 7, 9) == "a1b2c3-7-9-b653"


def test_an_edited_result_code_is_refused() -> None:
    assert read_code("a1b2c3-9-9-93b4") == Failure(
        "a1b2c3-9-9-93b4 is not a result code: its check does not match (mistyped or edited)"
    )

"""net/seat_memory.py: the tokens of the seats this computer took (issue 27, fix 5)."""

from __future__ import annotations

from pathlib import Path

from elasund_desktop.net import seat_memory

FP = ":".join(["AB12"] * 16)


def test_a_seat_is_remembered_per_address_fingerprint_and_code(tmp_path: Path) -> None:
    assert seat_memory.remembered(tmp_path, "127.0.0.1:5000", FP, "K7QX-2M9P") is None
    seat_memory.remember(tmp_path, "127.0.0.1:5000", FP, "K7QX-2M9P", "t1")
    assert seat_memory.remembered(tmp_path, "127.0.0.1:5000", FP.lower(), "k7qx-2m9p") == "t1"
    assert seat_memory.remembered(tmp_path, "127.0.0.1:5001", FP, "K7QX-2M9P") is None
    assert seat_memory.remembered(tmp_path, "127.0.0.1:5000", FP, "OTHR-CODE") is None
    other = ":".join(["CD34"] * 16)
    assert seat_memory.remembered(tmp_path, "127.0.0.1:5000", other, "K7QX-2M9P") is None
    seat_memory.remember(tmp_path, "127.0.0.1:5000", FP, "K7QX-2M9P", "t2")  # a new seat
    assert seat_memory.remembered(tmp_path, "127.0.0.1:5000", FP, "K7QX-2M9P") == "t2"
    seat_memory.forget(tmp_path, "127.0.0.1:5000", FP, "K7QX-2M9P")
    assert seat_memory.remembered(tmp_path, "127.0.0.1:5000", FP, "K7QX-2M9P") is None


def test_only_the_newest_seats_are_kept_and_a_damaged_file_is_no_seat(tmp_path: Path) -> None:
    for i in range(seat_memory.KEEP + 5):
        seat_memory.remember(tmp_path, f"10.0.0.1:{5000 + i}", FP, "K7QX-2M9P", f"t{i}")
    newest = 5000 + seat_memory.KEEP + 4
    assert seat_memory.remembered(tmp_path, f"10.0.0.1:{newest}", FP, "K7QX-2M9P")
    assert seat_memory.remembered(tmp_path, "10.0.0.1:5000", FP, "K7QX-2M9P") is None
    (tmp_path / seat_memory.FILE).write_text("{not json", encoding="utf-8")
    assert seat_memory.remembered(tmp_path, f"10.0.0.1:{newest}", FP, "K7QX-2M9P") is None
    seat_memory.remember(tmp_path, "10.0.0.1:1", FP, "K7QX-2M9P", "t")  # written anew
    assert seat_memory.remembered(tmp_path, "10.0.0.1:1", FP, "K7QX-2M9P") == "t"

"""Seats named the same way everywhere: 你, 下家 (on your right, plays after you), 对家,
上家 — with the seat number where a record needs it ("下家（2 号）")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

PLACES = {2: ["bottom", "top"], 3: ["bottom", "right", "left"], 4: ["bottom", "right", "top", "left"]}


def places(n: int, bottom: int = 0) -> dict[int, str]:
    """Seat -> place at the table for ``n`` seats, ``bottom`` being the player's seat.
    Play goes counter-clockwise: the next seat (下家) sits on the right."""
    order = PLACES.get(n, PLACES[4])
    return {(bottom + i) % n: order[i % len(order)] for i in range(n)}


def place_word(place: str) -> str:
    """你, 下家, 对家 or 上家 in the UI's language (literal strings, for pyside6-lupdate)."""
    if place == "bottom":
        return QCoreApplication.translate("MainWindow", "You")
    if place == "right":
        return QCoreApplication.translate("MainWindow", "Right (下家)")
    if place == "top":
        return QCoreApplication.translate("MainWindow", "Across (对家)")
    return QCoreApplication.translate("MainWindow", "Left (上家)")


def seat_number(seat: int) -> str:
    return QCoreApplication.translate("MainWindow", "Seat %1").replace("%1", str(seat + 1))


def names(n: int, bottom: int | None = 0) -> list[str]:
    """你/下家/对家/上家 per seat (seat numbers when nobody sits at the bottom)."""
    if bottom is None:
        return [seat_number(i) for i in range(n)]
    where = places(n, bottom)
    return [place_word(where[i]) for i in range(n)]


def record_names(n: int, bottom: int | None) -> list[str]:
    """The same names with the seat number a record needs: "下家（2 号）"."""
    if bottom is None:
        return [seat_number(i) for i in range(n)]
    where = places(n, bottom)
    pattern = QCoreApplication.translate("MainWindow", "%1 (%2)")
    return [pattern.replace("%1", place_word(where[i])).replace("%2", seat_number(i)) for i in range(n)]

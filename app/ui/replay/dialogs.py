"""File dialogs for records: Open, Save As, recent games and resuming an
unfinished game.  A bad file gets one clear line in a dialog; nothing is
ever written except the file the person chose."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from app.engine import RecordError, YeziError
from app.records import Autosaver, Record, add_recent, load_record, recent_games, save_record

FILTER = "叶子对局 Yezi records (*.json);;所有文件 All files (*)"


def games_dir() -> Path:
    from app.paths import data_dir

    d = data_dir() / "games"
    d.mkdir(parents=True, exist_ok=True)
    return d


def show_error(parent: QWidget | None, title: str, message: str) -> None:
    QMessageBox.warning(parent, title, message)


def load_checked(path: str | Path, parent: QWidget | None = None) -> Record | None:
    """Read and replay ``path``; on any problem show one line and return None."""
    try:
        record = load_record(path)
        record.verify()  # every action through the rules before anyone sees it
    except (RecordError, YeziError) as exc:
        show_error(parent, "无法打开 Cannot open", exc.reason)
        return None
    add_recent(record.path)
    return record


def open_record(parent: QWidget | None = None) -> Record | None:
    """Ask for a record file and read it; None if cancelled or bad (after a dialog)."""
    path, _ = QFileDialog.getOpenFileName(parent, "打开对局 Open game", str(games_dir()), FILTER)
    if not path:
        return None
    return load_checked(path, parent)


def save_record_as(parent: QWidget | None, what, seats=None) -> Path | None:
    """Ask where to save ``what`` (a ``Record`` or a ``Match``) and write it
    atomically; returns the path, or None if cancelled or failed (after a dialog)."""
    record = what if isinstance(what, Record) else Record.from_match(what, seats=seats)
    suggested = games_dir() / f"{record.created[:10]}-{record.variant_id}-{record.id[:8]}.json"
    path, _ = QFileDialog.getSaveFileName(parent, "另存对局 Save game as", str(suggested), FILTER)
    if not path:
        return None
    path = Path(path)
    if path.suffix.lower() != ".json":
        path = path.with_name(path.name + ".json")
    try:
        save_record(path, record)
    except RecordError as exc:
        show_error(parent, "无法保存 Cannot save", exc.reason)
        return None
    add_recent(path)
    return path


def fill_recent_menu(menu: QMenu, on_open, limit: int = 10) -> None:
    """Fill ``menu`` with recent games; choosing one calls ``on_open(record)``
    (bad files get a dialog instead)."""
    menu.clear()
    files = recent_games(limit)
    if not files:
        act = menu.addAction("（无）(none)")
        act.setEnabled(False)
        return
    for i, path in enumerate(files):
        act = menu.addAction(f"&{i + 1} {path.name}")
        act.setToolTip(str(path))
        act.triggered.connect(lambda _=False, p=path: _open_recent(menu, p, on_open))


def _open_recent(menu: QMenu, path: Path, on_open) -> None:
    record = load_checked(path, menu.parentWidget())
    if record is not None:
        on_open(record)


def offer_resume(parent: QWidget | None, saver: Autosaver | None = None):
    """At start: if a game was left unfinished, ask to resume it.  Returns the
    rebuilt ``Match`` (and ``saver`` keeps saving it), or None."""
    saver = saver or Autosaver()
    path = saver.unfinished()
    if path is None:
        return None
    try:
        record = load_record(path)
        name = record.variant.name_zh
        detail = f"{name}，第 {record.hands[-1].index + 1} 局，{record.num_actions} 步"
    except (RecordError, YeziError) as exc:
        show_error(parent, "自动保存无法读取 Autosave unreadable", exc.reason)
        return None
    box = QMessageBox(parent)
    box.setWindowTitle("继续上次的牌局？ Resume?")
    box.setText(f"上次有一局没有打完（{detail}）。继续吗？\nA game was left unfinished. Resume it?")
    resume = box.addButton("继续 Resume", QMessageBox.AcceptRole)
    discard = box.addButton("放弃 Discard", QMessageBox.DestructiveRole)
    box.addButton("以后再说 Later", QMessageBox.RejectRole)
    box.setDefaultButton(resume)
    box.exec()
    if box.clickedButton() is resume:
        try:
            return saver.resume(record)
        except (RecordError, YeziError) as exc:
            show_error(parent, "无法继续 Cannot resume", exc.reason)
            return None
    if box.clickedButton() is discard:
        try:
            saver.discard()
        except RecordError as exc:
            show_error(parent, "无法放弃 Cannot discard", exc.reason)
    return None

"""File dialogs for records: Open, Save As, recent games and resuming an
unfinished game.  A bad file gets one clear line in a dialog; nothing is
ever written except the file the person chose."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from app.engine import RecordError, YeziError
from app.records import Autosaver, Record, add_recent, check_record, recent_games, save_record

def _filter() -> str:
    return QCoreApplication.translate("RecordDialogs", "Yezi records (*.json);;All files (*)")


def games_dir() -> Path:
    from app.paths import data_dir

    d = data_dir() / "games"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError:  # no usable data folder: the dialog starts at home instead
        return Path.home()
    return d if d.is_dir() else Path.home()


def show_error(parent: QWidget | None, title: str, message: str) -> None:
    QMessageBox.warning(parent, title, message)


def record_error_text(what: str, reason: str, path=None) -> str:
    """The dialog's sentence around a record error, in the chosen language; the
    reason itself stays one line of English (docs/i18n.md: errors about bad input).
    ``what``: open, save, resume, autosave, discard, replay."""
    name = Path(path).name if path else ""
    if what == "open" and name:
        text = QCoreApplication.translate("RecordDialogs", "The game file %1 could not be opened.")
    elif what == "open":
        text = QCoreApplication.translate("RecordDialogs", "The game could not be opened.")
    elif what == "save" and name:
        text = QCoreApplication.translate("RecordDialogs", "The game could not be saved as %1.")
    elif what == "save":
        text = QCoreApplication.translate("RecordDialogs", "The game could not be saved.")
    elif what == "resume":
        text = QCoreApplication.translate("RecordDialogs", "The unfinished game could not be resumed.")
    elif what == "autosave":
        text = QCoreApplication.translate("RecordDialogs",
                                          "The unfinished game that was saved automatically cannot be read.")
    elif what == "discard":
        text = QCoreApplication.translate("RecordDialogs", "The unfinished game could not be given up.")
    else:
        text = QCoreApplication.translate("RecordDialogs", "The game could not be replayed.")
    reason = str(reason)
    if name and reason.startswith(name + ": "):  # the sentence already names the file
        reason = reason[len(name) + 2:]
    reason_line = QCoreApplication.translate("RecordDialogs", "Reason (in English): %1").replace("%1", str(reason))
    return text.replace("%1", name) + "\n\n" + reason_line


def load_checked(path: str | Path, parent: QWidget | None = None, purpose: str = "view",
                 title: str | None = None) -> Record | None:
    """Read and check ``path`` (``app.records.check_record``: the one way in
    to a record, for Open, Replay, the recent list; for viewing, the hand the
    viewer opens at is rebuilt and the viewer checks the rest while it is
    open); on any problem show one dialog naming it and return None —
    nothing else is touched."""
    try:
        record = check_record(path, purpose)
    except (RecordError, YeziError) as exc:
        show_error(parent, title or QCoreApplication.translate("RecordDialogs", "Cannot open"),
                   record_error_text("open", exc.reason, path))
        return None
    add_recent(record.path)
    return record


def open_record(parent: QWidget | None = None) -> Record | None:
    """Ask for a record file and read it; None if cancelled or bad (after a dialog)."""
    title = QCoreApplication.translate("RecordDialogs", "Open a game")
    path, _ = QFileDialog.getOpenFileName(parent, title, str(games_dir()), _filter())
    if not path:
        return None
    return load_checked(path, parent)


def save_record_as(parent: QWidget | None, what, seats=None) -> Path | None:
    """Ask where to save ``what`` (a ``Record`` or a ``Match``) and write it
    atomically; returns the path, or None if cancelled or failed (after a dialog)."""
    record = what if isinstance(what, Record) else Record.from_match(what, seats=seats)
    suggested = games_dir() / f"{record.created[:10]}-{record.variant_id}-{record.id[:8]}.json"
    title = QCoreApplication.translate("RecordDialogs", "Save the game as")
    path, _ = QFileDialog.getSaveFileName(parent, title, str(suggested), _filter())
    if not path:
        return None
    path = Path(path)
    if path.suffix.lower() != ".json":
        path = path.with_name(path.name + ".json")
    try:
        save_record(path, record)
    except RecordError as exc:
        show_error(parent, QCoreApplication.translate("RecordDialogs", "Cannot save"),
                   record_error_text("save", exc.reason, path))
        return None
    add_recent(path)
    return path


def fill_recent_menu(menu: QMenu, on_open, limit: int = 10) -> None:
    """Fill ``menu`` with recent games; choosing one calls ``on_open(record)``
    (bad files get a dialog instead)."""
    menu.clear()
    files = recent_games(limit)
    if not files:
        act = menu.addAction(QCoreApplication.translate("RecordDialogs", "(none)"))
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
    record = saver.unfinished_record()   # loaded and replayed; bad or busy ones are passed over
    if record is None:
        return None
    try:
        from app.ui import i18n

        name = i18n.variant_name(record.variant)
        detail = QCoreApplication.translate("RecordDialogs", "%1, hand %2, %3 actions").replace("%1", name) \
            .replace("%2", str(record.hands[-1].index + 1)).replace("%3", str(record.num_actions))
    except (RecordError, YeziError) as exc:
        show_error(parent, QCoreApplication.translate("RecordDialogs", "Autosave unreadable"),
                   record_error_text("autosave", exc.reason))
        return None
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("RecordDialogs", "Resume?"))
    box.setText(QCoreApplication.translate("RecordDialogs", "A game was left unfinished (%1). Resume it?")
                .replace("%1", detail))
    resume = box.addButton(QCoreApplication.translate("RecordDialogs", "Resume"), QMessageBox.AcceptRole)
    discard = box.addButton(QCoreApplication.translate("RecordDialogs", "Give it up"),
                            QMessageBox.DestructiveRole)
    box.addButton(QCoreApplication.translate("RecordDialogs", "Later"), QMessageBox.RejectRole)
    box.setDefaultButton(resume)
    box.exec()
    if box.clickedButton() is resume:
        try:
            return saver.resume(record)
        except (RecordError, YeziError) as exc:
            show_error(parent, QCoreApplication.translate("RecordDialogs", "Cannot resume"),
                       record_error_text("resume", exc.reason))
            return None
    if box.clickedButton() is discard:
        try:
            saver.discard()
        except RecordError as exc:
            show_error(parent, QCoreApplication.translate("RecordDialogs", "Cannot give it up"),
                       record_error_text("discard", exc.reason))
    return None

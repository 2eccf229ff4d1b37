"""What a player reads: every text shown by a window, its dialogs and the table's scene,
and the checks that none of it is a Python value, an untranslated key or the wrong script
(issue 13)."""

from __future__ import annotations

import re

from app.engine.messages import _S2T

REPR = re.compile(r"\b(True|False|None)\b|\[\s*'|\[\d+,\s*\d|\{\s*['\"]|\w+Card\(|\bReason\(|\bSeq\(|"
                  r"<[a-z_.]+ object at|\bnan\b")
SNAKE = re.compile(r"\b[a-z]+_[a-z_]+\b")   # zhuang_raw, win_name …
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
SIMPLIFIED_ONLY = set(_S2T) if isinstance(_S2T, dict) and all(isinstance(k, str) for k in _S2T) else None
if SIMPLIFIED_ONLY is None:   # str.maketrans table: code points
    SIMPLIFIED_ONLY = {chr(k) for k, v in _S2T.items() if (chr(v) if isinstance(v, int) else v) != chr(k)}
    TRADITIONAL_ONLY = {(chr(v) if isinstance(v, int) else v) for k, v in _S2T.items()} - SIMPLIFIED_ONLY
# Latin words a Chinese screen may show: the program's name, key names on the keyboard, units, file kinds
LATIN_OK = {"Yezi", "Enter", "Space", "Esc", "Tab", "Ctrl", "Shift", "JSON", "json", "PNG", "png", "Qt", "CJK",
            "Del", "Backspace", "Alt", "Home", "End", "PgUp", "PgDn", "PgDown", "Noto", "Sans", "SIL", "OFL",
            "yezi", "judge",    # the settle window offers its request for the `yezi judge` command
            "xing", "qian", "kong"}  # card codes: the settle window's typing syntax (2w 3w qian)
# a language's own name is written in its own script wherever languages are offered
OWN_NAMES = ("简体中文", "繁體中文", "English", "简体", "繁體",
             " / Language")   # the welcome screen's language picker says its name in English too


def texts_of_widget(w) -> list[str]:
    """Every text a widget tree shows (labels, buttons, menus, lists, tables, trees, tabs, combo boxes)."""
    from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGroupBox, QLabel, QLineEdit, QListWidget,
                                   QMainWindow, QMenu, QTabWidget, QTableWidget, QTextEdit, QTreeWidget,
                                   QTreeWidgetItemIterator, QWidget, QSpinBox, QDockWidget)

    out: list[str] = []
    widgets = [w] + w.findChildren(QWidget)
    for x in widgets:
        if x.objectName() == "verbatim":   # quoted as someone else said it (a sound player's error)
            continue
        if x.isWindow() and x.windowTitle():
            out.append(x.windowTitle())
        if x.toolTip():
            out.append(x.toolTip())
        if isinstance(x, QLabel):
            out.append(x.text())
        elif isinstance(x, QAbstractButton):
            out.append(x.text())
        elif isinstance(x, QGroupBox):
            out.append(x.title())
        elif isinstance(x, QDockWidget):
            out.append(x.windowTitle())
        elif isinstance(x, QTextEdit):
            out.append(x.toPlainText())
        elif isinstance(x, QLineEdit):
            out.append(x.placeholderText())
        elif isinstance(x, QSpinBox):
            out.append(x.prefix() + x.suffix())
        elif isinstance(x, QComboBox):
            out += [x.itemText(i) for i in range(x.count())]
        elif isinstance(x, QTabWidget):
            out += [x.tabText(i) for i in range(x.count())]
        elif isinstance(x, QListWidget):
            out += [x.item(i).text() for i in range(x.count())]
        elif isinstance(x, QTableWidget):
            for r in range(x.rowCount()):
                h = x.verticalHeaderItem(r)
                out.append(h.text() if h else "")
                for c in range(x.columnCount()):
                    it = x.item(r, c)
                    out.append(it.text() if it else "")
            for c in range(x.columnCount()):
                h = x.horizontalHeaderItem(c)
                out.append(h.text() if h else "")
        elif isinstance(x, QTreeWidget):
            h = x.headerItem()
            out += [h.text(i) for i in range(x.columnCount())]
            it = QTreeWidgetItemIterator(x)
            while it.value():
                item = it.value()
                out += [item.text(i) for i in range(x.columnCount())]
                it += 1
        if isinstance(x, QMainWindow):
            out.append(x.statusBar().currentMessage())
            for a in x.menuBar().actions():
                out += _menu_texts(a)
    return [t for t in out if t]


def _menu_texts(action) -> list[str]:
    out = [action.text()]
    menu = action.menu()
    if menu is not None:
        for a in menu.actions():
            out += _menu_texts(a)
    return out


def texts_of_scene(scene) -> list[str]:
    """The table's own words: plates, captions, badges, card tooltips."""
    out = []
    for it in scene.items():
        if not it.isVisible():
            continue
        text = getattr(it, "text", None)
        if isinstance(text, str) and text:
            out.append(text)
        if it.toolTip():
            out.append(it.toolTip())
    return out


def strip_markup(text: str) -> str:
    return re.sub(r"<[^>]+>", " ", text).replace("&nbsp;", " ").replace("&amp;", "&")


def problems(texts, lang: str) -> list[str]:
    """What a player should never read, text by text."""
    bad = []
    for raw in texts:
        t = strip_markup(raw)
        for own in OWN_NAMES:
            t = t.replace(own, "")
        if REPR.search(t):
            bad.append(f"python value: {t!r}")
        for m in SNAKE.findall(t):
            bad.append(f"untranslated key {m!r}: {t!r}")
        if lang in ("zh_CN", "zh_TW"):
            words = [w for w in LATIN_WORD.findall(t) if w not in LATIN_OK]
            if words:
                bad.append(f"English in a Chinese screen {words}: {t!r}")
        if lang == "zh_TW":
            simp = sorted({c for c in t if c in SIMPLIFIED_ONLY})
            if simp:
                bad.append(f"简体 in 繁體 {''.join(simp)}: {t!r}")
        if lang == "zh_CN":
            unquoted = re.sub(r"“[^”]*”", "", t)   # a quotation keeps the source's characters
            trad = sorted({c for c in unquoted if c in TRADITIONAL_ONLY})
            if trad:
                bad.append(f"繁體 in 简体 {''.join(trad)}: {t!r}")
    return list(dict.fromkeys(bad))

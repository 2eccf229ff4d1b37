"""The card-recognition trainer window.

``TrainerWindow(parent=None)`` is a top-level window (also when it has a
parent, so the main window can open it from its menu).  Questions come from
``app.trainer.questions``, the order from the spaced-repetition
``Scheduler``; progress and statistics live in ``TrainerStore`` (per-user
data folder).  Answer by clicking or with the keys 1–4; after an answer the
next question comes by itself, or at once on any of 1–4, Space or Enter.
"""

from __future__ import annotations

import random
import time

from app import _pyside_refcount_fix  # noqa: F401  (before Qt is used)
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (QComboBox, QGridLayout, QHBoxLayout, QLabel, QMessageBox,
                               QPushButton, QScrollArea, QSizePolicy, QTabWidget, QVBoxLayout,
                               QWidget)

from . import questions as qs
from .i18n import LANGS, chinese, tr
from .scheduler import Scheduler
from .store import TrainerStore

PROMPT_HEIGHT = 330          # logical px of the card picture, room permitting
MIN_PICTURE = 150            # … and never less
# Parts of a long card, as fractions of its height (app.art.render: 350 units,
# figure 6–209, name strip 210–235, numeral 236–344).
FIGURE_PART = (0.0, 210 / 350)
NUMERAL_PART = (236 / 350, 1.0)
STRIP_PART = (209 / 350, 236 / 350)


def lc_numeral_zh(card) -> str:
    """The numeral's name with the suit mark (seed 001): 圆 / 圆+杠 / 圆+黑圆."""
    if not card.rank:
        return ""
    mark = {"w": "", "s": "+杠", "t": "+黑圆"}[card.suit]
    return qs.lc.NUMERALS_ZH[card.rank - 1] + mark


def _face(path) -> QPixmap:
    """A face picture; a theme's scan through the capped, content-checked loader of the table."""
    from app.ui.faces import load_face_pixmap

    return load_face_pixmap(path) or QPixmap()


def _app_settings() -> tuple[str, str | None]:
    """The table's language and card theme (its settings file), so the trainer opened
    from the menu looks like the table; defaults when there is no such file."""
    import json

    from app.paths import config_dir

    try:        # read only: a bad settings file is the table's to report and set aside
        from app.records.atomic import read_capped

        # a regular file only (a named pipe or /dev/zero in its place is never waited on)
        data = json.loads(read_capped(config_dir() / "settings.json", 1_000_000).decode("utf-8-sig"))
        lang = {"en": "en", "zh_TW": "zh_TW"}.get(data.get("language"), "zh")
        theme = data.get("theme") if isinstance(data.get("theme"), str) else None
        return lang, (theme or None)
    except Exception:  # noqa: BLE001 — a convenience: any problem means the defaults
        return "zh", None


class TrainerWindow(QWidget):
    def __init__(self, parent=None, *, store: TrainerStore | None = None, mode: str | None = None,
                 lang: str | None = None, theme: str | None = None, clock=None,
                 rng: random.Random | None = None, advance_ms: int = 1400, family: str | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        from .qtfont import load_app_font

        self.font_family = load_app_font()
        f = QFont(self.font_family)
        f.setPointSizeF(11.5)
        self.setFont(f)
        self.store = store if store is not None else TrainerStore().load()
        self.clock = clock or time.monotonic
        self.rng = rng or random.Random()
        app_lang, app_theme = _app_settings()
        self.theme = theme if theme is not None else app_theme
        self.advance_ms = advance_ms
        self.lang = lang or self.store.settings.get("lang") or app_lang
        if not isinstance(self.lang, str) or self.lang not in LANGS:
            self.lang = "zh"
        self.mode = mode or self.store.settings.get("mode", "figure")
        if not isinstance(self.mode, str) or self.mode not in qs.all_modes():
            self.mode = "figure"
        if mode is None and family is not None and (self.mode == "zipai") != (family == "zipai"):
            # opened from a table of the other card family: that family's drill
            self.mode = "zipai" if family == "zipai" else "figure"
        self.schedulers: dict[str, Scheduler] = {}
        self.question: qs.Question | None = None
        self.answered = False
        self.asked_at = 0.0
        self.session = {"asked": 0, "right": 0}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.next_question)
        self._build()
        self._retranslate()
        from app.ui import screenfit

        screenfit.fit(self, (760, 640), (520, 420), screenfit.saved("trainer"))
        self.next_question()
        if self.store.message:
            QTimer.singleShot(0, self, self._warn_store)

    # ------------------------------------------------------------------ layout
    def _build(self):
        root = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.title = QLabel()
        tf = QFont(self.font())
        tf.setPointSizeF(15)
        tf.setBold(True)
        self.title.setFont(tf)
        bar.addWidget(self.title)
        bar.addStretch(1)
        self.mode_label = QLabel()
        bar.addWidget(self.mode_label)
        self.mode_box = QComboBox()
        for m in qs.all_modes():
            self.mode_box.addItem("", m)
        self.mode_box.setCurrentIndex(qs.all_modes().index(self.mode))
        self.mode_box.currentIndexChanged.connect(self._mode_changed)
        bar.addWidget(self.mode_box)
        self.lang_box = QComboBox()
        for code, name in LANGS.items():
            self.lang_box.addItem(name, code)
        self.lang_box.setCurrentIndex(list(LANGS).index(self.lang))
        self.lang_box.currentIndexChanged.connect(self._lang_changed)
        bar.addWidget(self.lang_box)
        root.addLayout(bar)

        self.tabs = QTabWidget()
        root.addWidget(self.tabs, 1)
        practice = QWidget()
        pl = QVBoxLayout(practice)
        self.prompt = QLabel()
        pf = QFont(self.font())
        pf.setPointSizeF(14)
        self.prompt.setFont(pf)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setWordWrap(True)
        pl.addWidget(self.prompt)
        self.picture = QLabel()
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # as tall as the window lets it be, up to PROMPT_HEIGHT (a fixed 338 px overlapped the
        # answers on a 768-px screen)
        self.picture.setMinimumHeight(MIN_PICTURE + 8)
        self._shown: QPixmap | None = None
        self._shown_height = PROMPT_HEIGHT
        pl.addWidget(self.picture, 1)
        grid = QGridLayout()
        self.buttons: list[QPushButton] = []
        bf = QFont(self.font())
        bf.setPointSizeF(13)
        for i in range(4):
            b = QPushButton()
            b.setFont(bf)
            b.setMinimumHeight(54)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, i=i: self.answer(i))
            grid.addWidget(b, i // 2, i % 2)
            self.buttons.append(b)
        pl.addLayout(grid)
        self.feedback = QLabel()
        self.feedback.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.feedback.setWordWrap(True)
        self.feedback.setMinimumHeight(48)
        pl.addWidget(self.feedback)
        self.score = QLabel()
        self.score.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pl.addWidget(self.score)
        self.tabs.addTab(practice, "")
        self.stats_page = QWidget()
        self.stats_layout = QVBoxLayout(self.stats_page)
        top = QHBoxLayout()
        self.stats_note = QLabel()
        self.stats_note.setWordWrap(True)
        top.addWidget(self.stats_note, 1)
        self.reset_button = QPushButton()
        self.reset_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.reset_button.clicked.connect(self.ask_reset)
        top.addWidget(self.reset_button)
        self.stats_layout.addLayout(top)
        self.chart_view = None
        self.tabs.addTab(self.stats_page, "")
        self.study_page = QScrollArea()
        self.study_page.setWidgetResizable(True)
        self.tabs.addTab(self.study_page, "")
        self._study_lang = None
        self.tabs.currentChanged.connect(self._tab_changed)
        for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, activated=self._advance_now)
        # 1–4 answer whatever has the focus (the mode box would take them as a search otherwise)
        for child in self.findChildren(QWidget):
            child.installEventFilter(self)

    def _t(self, source: str, *args) -> str:
        return tr(self.lang, source, *args)

    def _retranslate(self):
        self.setWindowTitle(self._t("Card trainer · Yezi"))
        self.title.setText(self._t("Card trainer · Yezi"))
        self.mode_label.setText(self._t("Drill:"))
        for i, m in enumerate(qs.all_modes()):
            self.mode_box.setItemText(i, qs.mode_title(m, self.lang))
        self.tabs.setTabText(0, self._t("Practice"))
        self.tabs.setTabText(1, self._t("Statistics"))
        self.tabs.setTabText(2, self._t("All cards"))
        self.reset_button.setText(self._t("Start this drill afresh"))
        if self.tabs.currentIndex() == 2:
            self.build_study()
        if self.question:
            self._show_texts()
        self._update_score()
        if self.tabs.currentIndex() == 1:
            self.refresh_chart()

    # --------------------------------------------------------------- questions
    def scheduler(self, mode: str | None = None) -> Scheduler:
        mode = mode or self.mode
        if mode not in self.schedulers:
            self.schedulers[mode] = Scheduler(qs.items(mode), self.store.records, self.clock, self.rng)
        return self.schedulers[mode]

    def next_question(self):
        self._timer.stop()
        item = self.scheduler().next()
        mode, code = qs.split_item(item)
        self.question = qs.make_question(mode, code, self.rng)
        self.answered = False
        self._show_picture()
        self._show_texts()
        self.feedback.setText(self._t("Click an answer or press 1–4"))
        self.feedback.setStyleSheet("color: #666;")
        for b in self.buttons:
            b.setStyleSheet("")
        self.asked_at = self.clock()

    def _cn(self, zh: str) -> str:
        return chinese(self.lang, zh)

    def _choice_text(self, i: int, c: qs.Choice) -> str:
        if self.lang != "en":
            return f"{i + 1}   {self._cn(c.zh)}"
        return f"{i + 1}   {c.zh}  ·  {c.en}" if c.zh != c.en else f"{i + 1}   {c.en}"

    def _show_texts(self):
        q = self.question
        spec = qs.MODES[q.mode]
        self.prompt.setText(self._cn(spec[4]) if self.lang != "en" else spec[5])
        for i, b in enumerate(self.buttons):
            if i < len(q.choices):
                b.setText(self._choice_text(i, q.choices[i]))
                b.setVisible(True)
                b.setEnabled(True)
            else:
                b.setVisible(False)
        if self.answered:
            self._show_feedback(self._last_correct)

    def _show_picture(self, reveal: bool = False):
        """The part of the card the question shows; after the answer (``reveal``) the whole
        face with its name strip, so figure and numeral are seen together."""
        from app import art
        from app.engine.errors import YeziError

        q = self.question
        try:
            pix = _face(art.face_path(q.code, self.theme))
        except YeziError:           # no art at all: the question still works as text
            pix = QPixmap()
        if pix.isNull():
            self._shown = None
            self.picture.setPixmap(QPixmap())
            self.picture.setText(f"{qs.card_zh(q.code)}" if q.show == "face" else "？")
            return
        h = pix.height()
        long = q.code in qs.lc.ALL_KINDS_CODES
        show = "reveal" if reveal else q.show
        if long and show in ("figure", "numeral"):
            a, b = FIGURE_PART if q.show == "figure" else NUMERAL_PART
            pix = pix.copy(0, round(a * h), pix.width(), round((b - a) * h))
        elif long and show == "face":
            pix = self._hide_strip(pix)
        self._shown = pix
        self._shown_height = PROMPT_HEIGHT * 0.62 if show == "numeral" else PROMPT_HEIGHT
        self._fit_picture()

    def _fit_picture(self) -> None:
        """Scale the shown part to the room the picture has now (never under MIN_PICTURE)."""
        if self._shown is None or self._shown.isNull():
            return
        dpr = self.devicePixelRatioF() or 1.0
        room = max(MIN_PICTURE, self.picture.height() - 8)
        target = round(min(self._shown_height, room) * dpr)
        pix = self._shown.scaledToHeight(target, Qt.TransformationMode.SmoothTransformation)
        pix.setDevicePixelRatio(dpr)
        self.picture.setPixmap(pix)

    @staticmethod
    def _hide_strip(pix: QPixmap) -> QPixmap:
        """Cover the name strip so the picture, not the caption, is read."""
        out = QPixmap(pix)
        p = QPainter(out)
        h = pix.height()
        y0, y1 = round(STRIP_PART[0] * h), round(STRIP_PART[1] * h)
        x0 = round(pix.width() * 0.06)
        p.fillRect(x0, y0, pix.width() - 2 * x0, y1 - y0, QColor(243, 230, 198))
        p.setPen(QColor(120, 100, 80))
        f = QFont("Yezi CJK")
        f.setPixelSize(max(8, round((y1 - y0) * 0.7)))
        p.setFont(f)
        p.drawText(x0, y0, pix.width() - 2 * x0, y1 - y0, Qt.AlignmentFlag.AlignCenter, "？")
        p.end()
        return out

    # ------------------------------------------------------------------ answers
    def answer(self, index: int) -> bool | None:
        """Answer the current question with choice ``index`` (0-based); returns whether it was
        right, or None when there is nothing to answer."""
        q = self.question
        if q is None or self.answered or not 0 <= index < len(q.choices):
            return None
        seconds = self.clock() - self.asked_at
        correct = index == q.answer
        self.scheduler(q.mode).answer(q.item, correct, seconds)
        self.session["asked"] += 1
        self.session["right"] += int(correct)
        self.answered = True
        self._last_correct = correct
        self._last_index = index
        self._save()
        self._show_picture(reveal=True)
        self._show_feedback(correct)
        self._update_score()
        if self.advance_ms >= 0:
            self._timer.start(self.advance_ms if correct else self.advance_ms * 2)
        return correct

    def _show_feedback(self, correct: bool):
        q = self.question
        for i, b in enumerate(self.buttons):
            b.setEnabled(False)
            if i == q.answer:
                b.setStyleSheet("QPushButton { background: #cfe8c8; color: #1c4a14; font-weight: bold; }")
            elif i == getattr(self, "_last_index", -1) and not correct:
                b.setStyleSheet("QPushButton { background: #f3c9c4; color: #7a1a12; }")
        note = self._cn(q.note_zh) if self.lang != "en" else q.note_en
        head = self._t("✓ Right!") if correct else self._t("× Not quite.")
        self.feedback.setText(f"{head}  {note}")
        self.feedback.setStyleSheet("color: #1c5a14;" if correct else "color: #9a2018;")

    def _advance_now(self):
        if self.answered:
            self.next_question()

    def _number_key(self, i: int) -> bool:
        if self.tabs.currentIndex() != 0:
            return False
        if self.answered:
            self.next_question()
        else:
            self.answer(i)
        return True

    def eventFilter(self, obj, event):
        if obj is self.picture and event.type() == QEvent.Type.Resize:
            self._fit_picture()
        if event.type() == QEvent.Type.KeyPress and not event.modifiers() \
                and Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_4 and self._number_key(event.key() - Qt.Key.Key_1):
            return True
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event):
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_4 and self._number_key(key - Qt.Key.Key_1):
            event.accept()
            return
        super().keyPressEvent(event)

    def _update_score(self):
        s = self.session
        rec_items = [self.scheduler().record(i) for i in self.scheduler().items]
        learned = sum(1 for r in rec_items if r["box"] >= 2)
        self.score.setText(self._t("This session %1/%2 right · learned %3 of %4", s["right"], s["asked"], learned,
                                   len(rec_items)))

    def _save(self):
        # the language is kept only when picked in the trainer's own box (_lang_changed): the
        # language it was merely opened in must not outrank the program's next time
        self.store.settings["mode"] = self.mode
        try:
            self.store.save()
        except OSError as exc:
            self.feedback.setText(self._t("Progress could not be saved: %1", str(exc)))

    def _warn_store(self):
        QMessageBox.warning(self, self._t("Card trainer · Yezi"), self.store_problem())

    def store_problem(self) -> str:
        """What happened to an unreadable progress file, in the window's language."""
        aside = self.store.aside.name if self.store.aside is not None else ""
        return self._t("The trainer progress file could not be read; it was moved to %1 and progress starts afresh.",
                       aside)

    # ------------------------------------------------------------------ switches
    def _mode_changed(self, i: int):
        self.mode = self.mode_box.itemData(i)
        self.next_question()
        self._update_score()
        if self.tabs.currentIndex() == 1:
            self.refresh_chart()

    def _lang_changed(self, i: int):
        self.lang = self.lang_box.itemData(i)
        self.store.settings["lang"] = self.lang
        self._retranslate()
        self.feedback.setText(self._t("Click an answer or press 1–4") if not self.answered else self.feedback.text())
        if self.answered:
            self._show_feedback(self._last_correct)

    def set_language(self, lang: str):
        self.lang_box.setCurrentIndex(list(LANGS).index(lang))

    def set_mode(self, mode: str):
        self.mode_box.setCurrentIndex(qs.all_modes().index(mode))

    # -------------------------------------------------------------------- chart
    def chart_rows(self) -> list[tuple[str, float, float]]:
        """(label, accuracy %, mean seconds) per card asked in this drill (summed over the
        drills of the mixed review), weakest first."""
        agg: dict[str, list] = {}
        for item in qs.items(self.mode):
            rec = self.store.records.get(item)
            if not isinstance(rec, dict) or not rec.get("seen"):
                continue
            a = agg.setdefault(qs.split_item(item)[1], [0, 0, 0.0])
            a[0] += rec["seen"]
            a[1] += rec["right"]
            a[2] += rec["seconds"]
        rows = []
        for code, (seen, right, seconds) in agg.items():
            label = self._cn(qs.card_zh(code)) if self.lang != "en" else qs.card_en(code).split(" (")[0]
            rows.append((label, 100.0 * right / seen, seconds / seen))
        rows.sort(key=lambda r: (r[1], -r[2]))
        return rows

    def refresh_chart(self):
        from app.ui.chart import BLUE, RED, Axis, Chart, Series

        rows = self.chart_rows()[:20]
        if self.chart_view is None:
            self.chart_view = Chart(font_family=self.font_family)
            self.stats_layout.addWidget(self.chart_view, 1)
        title = self._t("%1: accuracy and response time per card", qs.mode_title(self.mode, self.lang))
        accuracy = Series(self._t("Accuracy"), [r[1] for r in rows], RED)
        seconds = Series(self._t("Mean time (s)"), [r[2] for r in rows], BLUE, kind="line", axis="right",
                         labels=lambda v: f"{v:.1f}" if len(rows) <= 12 else "")
        left = Axis(0, 100, [0, 20, 40, 60, 80, 100], title=self._t("Accuracy"), fmt=lambda v: f"{v:.0f}%")
        right = Axis.nice(0, max(5.0, max((r[2] for r in rows), default=0) * 1.2), title=self._t("Mean time (s)"),
                          fmt=lambda v: f"{v:.1f}", colour=BLUE)
        self.chart_view.set_data(title, [accuracy, seconds] if rows else [], left, right,
                                 categories=[r[0] for r in rows])
        if rows:
            weak = ("、" if self.lang != "en" else ", ").join(r[0] for r in rows[:5] if r[1] < 100)
            self.stats_note.setText(self._t("Cards to practise most: %1", weak) if weak else self._t("Every card asked so far was answered right."))
        else:
            self.stats_note.setText(self._t("No answers in this drill yet — practise a few first."))

    def _tab_changed(self, i: int):
        if i == 1:
            self.refresh_chart()
        elif i == 2:
            self.build_study()

    def build_study(self):
        """The study sheet: every face with its name, figure and numeral, suit by suit."""
        from app import art
        from app.engine.errors import YeziError

        if self._study_lang == self.lang and self.study_page.widget() is not None:
            return
        self._study_lang = self.lang
        page = QWidget()
        grid = QGridLayout(page)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        rows = [("Tong (coins): numeral with a black disc", [f"{r}t" for r in range(1, 10)]),
                ("Suo (strings): numeral with a bar", [f"{r}s" for r in range(1, 10)]),
                ("Wan (myriads): the bare numeral", [f"{r}w" for r in range(1, 10)]),
                ("Qian, Kongyao, Yazi, Xing'er", ["qian", "kong", "ya", "xing"]),
                ("字牌 small: 一 to 十 (2, 7, 10 red)", [f"x{r}" for r in range(1, 11)]),
                ("字牌 big: 壹 to 拾 (2, 7, 10 red)", [f"d{r}" for r in range(1, 11)])]
        dpr = self.devicePixelRatioF() or 1.0
        small = QFont(self.font())
        small.setPointSizeF(8.5)
        r = 0
        for head, codes in rows:
            label = QLabel(self._t(head))
            hf = QFont(self.font())
            hf.setBold(True)
            label.setFont(hf)
            grid.addWidget(label, r, 0, 1, 10)
            r += 1
            for col, code in enumerate(codes):
                cell = QLabel()
                cell.setAlignment(Qt.AlignmentFlag.AlignCenter)
                try:
                    pix = _face(art.face_path(code, self.theme))
                except YeziError:
                    pix = QPixmap()
                if not pix.isNull():
                    pix = pix.scaledToHeight(round(170 * dpr), Qt.TransformationMode.SmoothTransformation)
                    pix.setDevicePixelRatio(dpr)
                    cell.setPixmap(pix)
                grid.addWidget(cell, r, col)
                cap = QLabel(self._study_caption(code))
                cap.setFont(small)
                cap.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
                cap.setWordWrap(True)
                grid.addWidget(cap, r + 1, col)
            r += 2
        grid.setRowStretch(r, 1)
        self.study_page.setWidget(page)

    def _study_caption(self, code: str) -> str:
        from app.art.figures import FIGURE_EN

        if code not in qs.lc.ALL_KINDS_CODES:
            return self._cn(qs.card_zh(code)) if self.lang != "en" else qs.card_en(code)
        card = qs.lc.card(code)
        if self.lang == "en":
            fig = FIGURE_EN.get(card.figure, "") if card.figure else ""
            num = card.numeral or ""
            return "\n".join(x for x in (qs.card_en(code), fig, num) if x)
        parts = [card.name, card.figure or "", lc_numeral_zh(card)]
        return self._cn("\n".join(x for x in parts if x))

    def ask_reset(self):
        title = qs.mode_title(self.mode, self.lang)
        answer = QMessageBox.question(self, self._t("Card trainer · Yezi"), self._t("Forget every answer in “%1” and start afresh?", title))
        if answer == QMessageBox.StandardButton.Yes:
            self.reset_progress()

    def reset_progress(self):
        """Forget the answers and schedule of the current drill (the others are kept)."""
        for item in qs.items(self.mode):
            self.store.records.pop(item, None)
        self.schedulers.pop(self.mode, None)
        self.session = {"asked": 0, "right": 0}
        self._save()
        self.next_question()
        self._update_score()
        self.refresh_chart()

    def closeEvent(self, event):
        from app.ui import screenfit

        self._timer.stop()
        self._save()
        screenfit.remember(self, "trainer")
        super().closeEvent(event)

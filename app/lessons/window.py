"""The lesson window (学牌 → 课程).

``LessonWindow(parent=None, *, lang=..., store=..., folder=...)`` is a top-level
window: on the left the lessons of each family with a progress mark (✓ every
task answered right, ● begun); on the right the lesson's steps — a short text
with card pictures, and on a task step the position: click a card in your hand
(a discard, or the card you pick), press a claim button (keys 1–9), or type a
count and press Enter.  The engine answers (``app.lessons.model``); the
feedback says why a wrong answer is wrong, in the chosen language.  Back/Next
(buttons, PgUp/PgDn, Alt+←/→) walk the steps.  Progress is kept per user
(``LessonStore``); a progress file that cannot be read is set aside with a
one-line message."""

from __future__ import annotations

from app import _pyside_refcount_fix  # noqa: F401  (before Qt is used)
from PySide6.QtCore import QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (QComboBox, QFrame, QHBoxLayout, QLabel, QLineEdit, QListWidget,
                               QListWidgetItem, QPushButton, QScrollArea, QSplitter, QTabBar,
                               QToolButton, QVBoxLayout, QWidget)

from app.ui.flow import FlowLayout
from app.ui.i18n import sentence

from . import model
from .model import LANGS, lang_key, word
from .store import LessonStore

LANG_NAMES = {"zh_CN": "简体中文", "zh_TW": "繁體中文", "en": "English"}

# The window's words: English sources of the program's one catalog (app/ui/i18n_catalog.py),
# said through i18n_catalog.say (the window has a language box of its own); the names fill %1, %2 …
UI: dict[str, tuple[str, tuple[str, ...]]] = {
    'title': ('Lessons · Yezi', ()),
    'longcard': ('Long cards', ()),
    'zipai': ('字牌', ()),
    'language': ('Language:', ()),
    'step': ('Step %1 of %2', ('i', 'n')),
    'back': ('◀ Back', ()),
    'next': ('Next ▶', ()),
    'next_lesson': ('Next lesson ▶', ()),
    'check': ('Check', ()),
    'your_turn': ('Your turn:', ()),
    'turn_live': ('Your turn. %1:', ('how',)),
    'your_discard': ('Your turn to discard.', ()),
    'your_hand': ('Your hand (click a card to discard it)', ()),
    'your_hand_held': ('Your hand', ()),
    'your_table': ('Your table', ()),
    'options': ('Click a card', ()),
    'count_hint': ('Type a number and press Enter', ()),
    'right': ('✓ Right!', ()),
    'wrong': ('× Not yet.', ()),
    'solved_before': ('✓ You have answered this one before.', ()),
    'done_mark': ('✓', ()),
    'seat_0': ('you', ()),
    'rel_1': ('your 下家 (next player)', ()),
    'rel_2': ('the player opposite', ()),
    'rel_-1': ('your 上家 (previous player)', ()),
    'how_flip': ('%1 flipped', ('who',)),
    'how_discard': ('%1 discarded', ('who',)),
    'how_draw': ('%1 drew', ('who',)),
    'how_dangdi': ('%1 showed (挡底)', ('who',)),
    'no_lessons': ('No lesson files were found.', ()),
    'bad_files': ('%1 lesson files could not be used: %2', ('n', 'first')),
    'bad_file': ('A lesson file could not be used: %1', ('first',)),
    'store_problem': ('The lesson progress file could not be read; it was kept as %1 and progress starts afresh.', ('path',)),
    'save_problem': ('The lesson progress could not be saved: %1', ('why',)),
    'keys': ('Keys: PgUp/PgDn steps, 1–9 buttons, Tab to a card, Enter', ()),
}


def ui(key: str, lang: str, **kw) -> str:
    from app.ui.i18n_catalog import say

    source, names = UI[key]
    return say(source, lang_key(lang), *(kw[n] for n in names))


def _clear(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()
            w.deleteLater()
        elif item.layout() is not None:
            _clear(item.layout())


class CardButton(QToolButton):
    """One card picture; clickable when ``clicked`` is connected."""

    def __init__(self, code: str, family: str, height: int, tip: str, parent=None):
        super().__init__(parent)
        self.code = code
        pix = card_pixmap(code, height)
        if pix is not None:
            self.setIcon(pix)
            self.setIconSize(pix.size() / max(1.0, pix.devicePixelRatio()))
        else:
            self.setText(tip)
        self.setToolTip(tip)
        self.setAccessibleName(tip)
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setStyleSheet("QToolButton { border: 2px solid transparent; padding: 0px; }"
                           "QToolButton:focus { border: 2px solid #d08000; }"
                           "QToolButton:hover { border: 2px solid #b04040; }")


_PIX: dict[tuple[str, int], QPixmap] = {}


def card_pixmap(code: str, height: int) -> QPixmap | None:
    """The card's face from the program's art (the table's renderer), scaled to ``height``."""
    key = (code, height)
    if key in _PIX:
        return _PIX[key]
    from app.ui.faces import face_file, load_face_pixmap

    path = face_file(code)
    pix = load_face_pixmap(path) if path is not None else None
    if pix is None or pix.isNull():
        return None
    pix = pix.scaledToHeight(height, Qt.TransformationMode.SmoothTransformation)
    _PIX[key] = pix
    return pix


class LessonWindow(QWidget):
    answered = Signal(bool)       # after every answer: was it right

    def __init__(self, parent=None, *, lang: str | None = None, store: LessonStore | None = None,
                 folder=None, variant: str | None = None):
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        from app.trainer.qtfont import load_app_font

        self.font_family = load_app_font()
        f = QFont(self.font_family)
        f.setPointSizeF(11)
        self.setFont(f)
        self.lang = lang_key(lang)
        self.store = store if store is not None else LessonStore().load()
        self.lessons, self.problems = model.load_all(folder)
        self.family = "longcard"
        self.lesson: model.Lesson | None = None
        self.step_index = 0
        self.state = None            # the live position of an act task
        self.feedback_ok: bool | None = None
        self.feedback_text = ""
        self.verdict: model.Verdict | None = None
        self.save_error: str | None = None
        self._build()
        from app.ui import screenfit

        screenfit.fit(self, (1000, 700), (760, 560), screenfit.saved("lessons"))
        start = self._start_lesson(variant)
        if start is not None:
            self.family = start.family
        self._retranslate()
        if start is not None:
            self.open_lesson(start.id)

    def _start_lesson(self, variant: str | None) -> "model.Lesson | None":
        """The lesson last open; opened from a table of the other card family, that family's
        first lesson not yet done instead (the course's order: its first lessons hold for every
        rule set of the family)."""
        last = next((x for x in self.lessons if x.id == self.store.last), None)
        family = next((x.family for x in self.lessons if x.variant == variant), None)
        if last is not None and (family is None or last.family == family):
            return last
        mine = [x for x in self.lessons if x.family == family] or self.lessons
        return next((x for x in mine if self.store.status(x.id, len(x.tasks)) != "done"), mine[0] if mine else None)

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        top = QHBoxLayout()
        self.lang_label = QLabel()
        self.lang_box = QComboBox()
        for k in LANGS:
            self.lang_box.addItem(LANG_NAMES[k], k)
        self.lang_box.setCurrentIndex(LANGS.index(self.lang))
        self.lang_box.currentIndexChanged.connect(lambda i: self.set_language(LANGS[i]))
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #a04000;")
        top.addWidget(self.notice, 1)
        top.addStretch(0)
        top.addWidget(self.lang_label)
        top.addWidget(self.lang_box)
        self.lang_box.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        outer.addLayout(top)

        split = QSplitter(Qt.Horizontal)
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabBar()
        self.tabs.addTab("")
        self.tabs.addTab("")
        self.tabs.currentChanged.connect(self._family_changed)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.list.currentRowChanged.connect(self._row_changed)
        lv.addWidget(self.tabs)
        lv.addWidget(self.list, 1)
        self.tabs.setExpanding(True)
        self.tabs.setUsesScrollButtons(False)
        left.setMinimumWidth(230)
        left.setMaximumWidth(300)
        split.addWidget(left)

        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(6, 0, 0, 0)
        self.title = QLabel()
        tf = QFont(self.font_family)
        tf.setPointSizeF(15)
        tf.setBold(True)
        self.title.setFont(tf)
        self.title.setWordWrap(True)
        self.step_label = QLabel()
        self.step_label.setStyleSheet("color: #606060;")
        rv.addWidget(self.title)
        rv.addWidget(self.step_label)

        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.NoFrame)
        body = QWidget()
        self.body = QVBoxLayout(body)
        self.body.setContentsMargins(0, 0, 8, 0)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextSelectableByMouse)
        bf = QFont(self.font_family)
        bf.setPointSizeF(12.5)
        self.text.setFont(bf)
        self.body.addWidget(self.text)
        self.pictures = QWidget()
        self.pictures_layout = FlowLayout(self.pictures, spacing=3)
        self.body.addWidget(self.pictures)

        self.task_box = QFrame()
        self.task_box.setFrameShape(QFrame.StyledPanel)
        self.task_box.setStyleSheet("QFrame#task { background: #fbf6e9; border: 1px solid #d8c9a0; border-radius: 6px; }")
        self.task_box.setObjectName("task")
        tb = QVBoxLayout(self.task_box)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        pf = QFont(self.font_family)
        pf.setPointSizeF(12.5)
        pf.setBold(True)
        self.prompt.setFont(pf)
        tb.addWidget(self.prompt)
        self.situation = QLabel()
        self.situation.setWordWrap(True)
        tb.addWidget(self.situation)
        self.live = QWidget()
        self.live_layout = FlowLayout(self.live, spacing=3)
        tb.addWidget(self.live)
        self.table_caption = QLabel()
        tb.addWidget(self.table_caption)
        self.table_row = QWidget()
        self.table_layout = FlowLayout(self.table_row, spacing=2)
        tb.addWidget(self.table_row)
        self.hand_caption = QLabel()
        tb.addWidget(self.hand_caption)
        self.hand_row = QWidget()
        self.hand_layout = FlowLayout(self.hand_row, spacing=2)
        tb.addWidget(self.hand_row)
        self.buttons_row = QWidget()
        self.buttons_layout = FlowLayout(self.buttons_row, spacing=6)
        tb.addWidget(self.buttons_row)
        count_row = QHBoxLayout()
        self.count_edit = QLineEdit()
        self.count_edit.setMaximumWidth(140)
        self.count_edit.returnPressed.connect(self.submit_count)
        self.count_button = QPushButton()
        self.count_button.clicked.connect(self.submit_count)
        count_row.addWidget(self.count_edit)
        count_row.addWidget(self.count_button)
        count_row.addStretch(1)
        self.count_widget = QWidget()
        self.count_widget.setLayout(count_row)
        tb.addWidget(self.count_widget)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        ff = QFont(self.font_family)
        ff.setPointSizeF(12)
        self.feedback.setFont(ff)
        self.feedback.setTextInteractionFlags(Qt.TextSelectableByMouse)
        tb.addWidget(self.feedback)
        self.body.addWidget(self.task_box)
        self.body.addStretch(1)
        self.scroll.setWidget(body)
        rv.addWidget(self.scroll, 1)
        # an answer shown below a long hand is scrolled into sight, also once its lines are laid out
        self._reveal_pending = False
        self.scroll.verticalScrollBar().rangeChanged.connect(self._range_changed)

        nav = QHBoxLayout()
        self.keys_label = QLabel()
        self.keys_label.setStyleSheet("color: #707070;")
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next)
        nav.addWidget(self.keys_label, 1)
        nav.addWidget(self.back_button)
        nav.addWidget(self.next_button)
        rv.addLayout(nav)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([240, 760])
        outer.addWidget(split, 1)

        for seq, slot in (("Alt+Right", self.next), ("Alt+Left", self.back)):
            QShortcut(QKeySequence(seq), self, activated=slot)
        self.scroll.setFocusPolicy(Qt.NoFocus)

    def keyPressEvent(self, event):
        """PgDn/PgUp walk the steps; 1–9 press the claim buttons (keys a child does not use)."""
        key = event.key()
        if key == Qt.Key_PageDown:
            self.next()
        elif key == Qt.Key_PageUp:
            self.back()
        elif Qt.Key_1 <= key <= Qt.Key_9 and not event.modifiers() & (Qt.ControlModifier | Qt.AltModifier):
            self._press_button(key - Qt.Key_0)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # ------------------------------------------------------------ language
    def set_language(self, lang: str) -> None:
        self.lang = lang_key(lang)
        if self.lang_box.currentIndex() != LANGS.index(self.lang):
            self.lang_box.setCurrentIndex(LANGS.index(self.lang))
        self._retranslate()

    def _retranslate(self) -> None:
        L = self.lang
        self.setWindowTitle(ui("title", L))
        self.lang_label.setText(ui("language", L))
        self.tabs.blockSignals(True)
        self.tabs.setTabText(0, ui("longcard", L))
        self.tabs.setTabText(1, ui("zipai", L))
        self.tabs.setCurrentIndex(model.FAMILIES.index(self.family))
        self.tabs.blockSignals(False)
        self.back_button.setText(ui("back", L))
        self.count_button.setText(ui("check", L))
        self.count_edit.setPlaceholderText(ui("count_hint", L))
        self.keys_label.setText(ui("keys", L))
        self._fill_list()
        self._show_notice()
        self._show_step()

    def _show_notice(self) -> None:
        L = self.lang
        parts = []
        if not self.lessons:
            parts.append(ui("no_lessons", L))
        if self.problems:
            parts.append(ui("bad_file", L, first=self.problems[0]) if len(self.problems) == 1
                         else ui("bad_files", L, n=len(self.problems), first=self.problems[0]))
        if self.store.message:
            parts.append(ui("store_problem", L, path=self.store.path.name + ".corrupt"))
        if self.save_error:
            parts.append(ui("save_problem", L, why=self.save_error))
        self.notice.setText("  ".join(parts))
        self.notice.setVisible(bool(parts))

    # ------------------------------------------------------------ the list
    def family_lessons(self) -> list[model.Lesson]:
        return [x for x in self.lessons if x.family == self.family]

    def _mark(self, lesson: model.Lesson) -> str:
        status = self.store.status(lesson.id, len(lesson.tasks))
        return {"done": "✓", "started": "●", "new": "○"}[status]

    def _fill_list(self) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for i, x in enumerate(self.family_lessons()):
            item = QListWidgetItem(f"{self._mark(x)}  {i + 1}. {x.title.get(self.lang)}")
            item.setData(Qt.UserRole, x.id)
            item.setToolTip(x.title.get(self.lang))
            self.list.addItem(item)
            if self.lesson is not None and x.id == self.lesson.id:
                self.list.setCurrentRow(i)
        self.list.blockSignals(False)

    def _family_changed(self, i: int) -> None:
        self.family = model.FAMILIES[i]
        self._fill_list()
        mine = self.family_lessons()
        if mine and (self.lesson is None or self.lesson.family != self.family):
            self.open_lesson(mine[0].id)

    def _row_changed(self, row: int) -> None:
        mine = self.family_lessons()
        if 0 <= row < len(mine):
            self.open_lesson(mine[row].id)

    # ------------------------------------------------------------ lessons and steps
    def open_lesson(self, lesson_id: str, step: int = 0) -> None:
        lesson = next((x for x in self.lessons if x.id == lesson_id), None)
        if lesson is None:
            return
        self.lesson = lesson
        if lesson.family != self.family:
            self.family = lesson.family
            self.tabs.blockSignals(True)
            self.tabs.setCurrentIndex(model.FAMILIES.index(self.family))
            self.tabs.blockSignals(False)
            self._fill_list()
        mine = self.family_lessons()
        self.list.blockSignals(True)
        self.list.setCurrentRow(mine.index(lesson))
        self.list.blockSignals(False)
        self.store.last = lesson.id
        self.step_index = max(0, min(step, len(lesson.steps) - 1))
        self._enter_step()

    @property
    def step(self) -> model.Step | None:
        return self.lesson.steps[self.step_index] if self.lesson else None

    @property
    def task_index(self) -> int | None:
        if self.lesson is None or self.step is None or self.step.task is None:
            return None
        return sum(1 for s in self.lesson.steps[:self.step_index] if s.task is not None)

    def _enter_step(self) -> None:
        """A new step: a fresh position for its task, no feedback yet."""
        self.state = None
        self.feedback_ok = None
        self.verdict = None
        self.count_edit.clear()
        task = self.step.task if self.step else None
        if task is not None and task.kind == "act":
            try:
                self.state = task.build()
            except model.LessonError as exc:       # a broken file: say so, keep the window usable
                self.problems = self.problems + [exc.reason]
                self._show_notice()
        self._show_step()
        if task is not None and task.kind == "count":
            self.count_edit.setFocus()

    def next(self) -> None:
        if self.lesson is None:
            return
        if self.step_index + 1 < len(self.lesson.steps):
            self.step_index += 1
            self._enter_step()
            return
        mine = self.family_lessons()
        i = mine.index(self.lesson)
        if i + 1 < len(mine):
            self.open_lesson(mine[i + 1].id)

    def back(self) -> None:
        if self.lesson is not None and self.step_index > 0:
            self.step_index -= 1
            self._enter_step()

    # ------------------------------------------------------------ showing
    def _family_of(self) -> str:
        return self.lesson.family if self.lesson else "longcard"

    def _card_height(self, big: bool = False) -> int:
        if self._family_of() == "longcard":
            return 118 if big else 104
        return 92 if big else 84

    def _tip(self, code: str) -> str:
        from app.engine import find_variant

        engine = find_variant(self.lesson.variant).engine
        return model.card_name(engine.parse_card(code), self.lang)

    def _show_step(self) -> None:
        L = self.lang
        lesson, step = self.lesson, self.step
        if lesson is None or step is None:
            self.title.setText("")
            self.text.setText(ui("no_lessons", L) if not self.lessons else "")
            self.task_box.hide()
            return
        self.title.setText(lesson.title.get(L))
        self.step_label.setText(ui("step", L, i=self.step_index + 1, n=len(lesson.steps)))
        self.text.setText(step.text.get(L))
        _clear(self.pictures_layout)
        fam = lesson.family
        for gi, group in enumerate(step.cards):
            if gi:
                gap = QLabel(" ")
                gap.setFixedWidth(14)
                self.pictures_layout.addWidget(gap)
            for code in group:
                b = CardButton(code, fam, self._card_height(big=True), self._tip(code))
                b.setFocusPolicy(Qt.NoFocus)
                self.pictures_layout.addWidget(b)
        self.pictures.setVisible(bool(step.cards))
        last = self.step_index + 1 >= len(lesson.steps)
        self.next_button.setText(ui("next_lesson" if last else "next", L))
        mine = self.family_lessons()
        self.next_button.setEnabled(not last or mine.index(lesson) + 1 < len(mine))
        self.back_button.setEnabled(self.step_index > 0)
        self._show_task()

    def _show_task(self) -> None:
        L = self.lang
        task = self.step.task if self.step else None
        for lay in (self.live_layout, self.table_layout, self.hand_layout, self.buttons_layout):
            _clear(lay)
        self.task_box.setVisible(task is not None)
        if task is None:
            return
        self.prompt.setText(task.prompt.get(L))
        act, count, pick = task.kind == "act", task.kind == "count", task.kind == "pick"
        self.count_widget.setVisible(count)
        self.situation.setVisible(act)
        for w in (self.live, self.table_caption, self.table_row, self.hand_caption, self.hand_row, self.buttons_row):
            w.setVisible(False)
        if act and self.state is not None:
            self._show_position(task)
        elif pick:
            self.hand_caption.setText(ui("options", L))
            self.hand_caption.setVisible(True)
            self.hand_row.setVisible(True)
            for card in task.options():
                b = CardButton(card.code, task.family, self._card_height(big=True), self._tip(card.code))
                b.clicked.connect(lambda _=False, c=card: self.submit_pick(c))
                self.hand_layout.addWidget(b)
        self._show_feedback()

    def _rel(self, seat: int) -> str:
        me = self.step.task.seat
        n = self.state.num_seats
        d = (seat - me) % n
        if d == 0:
            return ui("seat_0", self.lang)
        key = "rel_1" if d == 1 else ("rel_-1" if d == n - 1 else "rel_2")
        return ui(key, self.lang)

    def _show_position(self, task) -> None:
        L = self.lang
        st = self.state
        view = st.view(task.seat)
        fam = task.family
        if view.live_card is not None:
            who = self._rel(view.live_from) if view.live_from is not None else ""
            how = ui(f"how_{view.live_how}", L, who=who) if view.live_how in ("flip", "discard", "draw", "dangdi") else ""
            how = sentence(how, L)   # it starts a sentence in English: "Your turn. You drew:"
            self.situation.setText(ui("turn_live", L, how=how))
            b = CardButton(view.live_card.code, fam, self._card_height(big=True), self._tip(view.live_card.code))
            b.setFocusPolicy(Qt.NoFocus)
            self.live_layout.addWidget(b)
            self.live.setVisible(True)
        elif view.phase == "discard":
            self.situation.setText(ui("your_discard", L))
        else:
            self.situation.setText(ui("your_turn", L))
        melds = view.players[task.seat].melds
        if melds:
            self.table_caption.setText(ui("your_table", L))
            self.table_caption.setVisible(True)
            self.table_row.setVisible(True)
            for mi, m in enumerate(melds):
                if mi:
                    gap = QLabel(" ")
                    gap.setFixedWidth(10)
                    self.table_layout.addWidget(gap)
                for c in m.cards:
                    b = CardButton(c.code, fam, self._card_height(), self._tip(c.code))
                    b.setFocusPolicy(Qt.NoFocus)
                    self.table_layout.addWidget(b)
        # "click a card to discard it" only when a discard is what is asked (a claim's hand is looked at)
        discard_now = any(a.kind == "discard" for a in task.choices(st))
        self.hand_caption.setText(ui("your_hand" if discard_now else "your_hand_held", L))
        self.hand_caption.setVisible(True)
        self.hand_row.setVisible(True)
        engine = st.variant.engine
        for c in view.hand:
            b = CardButton(c.code, fam, self._card_height(), self._tip(c.code))
            b.clicked.connect(lambda _=False, c=c: self.submit_action(
                engine.parse_action(f"{task.seat} discard {c.code}")))
            self.hand_layout.addWidget(b)
        self.claim_buttons = []
        claims = [a for a in task.choices(st) if a.kind != "discard"]
        for i, a in enumerate(claims):
            b = QPushButton(f"{i + 1}  {self._action_label(a)}")
            b.clicked.connect(lambda _=False, a=a: self.submit_action(a))
            self.buttons_layout.addWidget(b)
            self.claim_buttons.append(b)
        self.buttons_row.setVisible(bool(claims))

    def _action_label(self, action) -> str:
        from app.ui.i18n import zh_term

        engine = self.state.variant.engine
        zh, en = engine.action_label(action.kind, self.state.variant.id)
        verb = en if self.lang == "en" else (zh_term(zh, "zh_TW") if self.lang == "zh_TW" else zh)
        if action.kind == "pass":
            return verb
        from app.engine.messages import render

        cards = render(engine.action_cards(action), "zh_TW" if self.lang == "zh_TW" else "zh")
        return f"{verb} {cards}".strip()

    def _press_button(self, n: int) -> None:
        buttons = getattr(self, "claim_buttons", [])
        if self.step and self.step.task and self.step.task.kind == "act" and 0 < n <= len(buttons):
            buttons[n - 1].click()

    def _show_feedback(self) -> None:
        L = self.lang
        self._reveal_pending = self.verdict is not None
        if self.verdict is None:
            ti = self.task_index
            if ti is not None and ti in self.store.solved(self.lesson.id):
                self.feedback.setText(ui("solved_before", L))
                self.feedback.setStyleSheet("color: #2a6a2a;")
            else:
                self.feedback.setText("")
            return
        head = ui("right" if self.verdict.correct else "wrong", L)
        body = self.verdict.text(L)
        self.feedback.setText(f"{head}\n{body}".strip())
        self.feedback.setStyleSheet("color: #1f6b1f;" if self.verdict.correct else "color: #9b1c1c;")
        QTimer.singleShot(0, self, self._reveal_feedback)     # once the step is laid out anew

    def _range_changed(self, _low: int, _high: int) -> None:
        if self._reveal_pending:
            self._reveal_feedback()

    def _reveal_feedback(self) -> None:
        """Scroll the step so the answer is in sight below a long hand: all of it when it
        fits, else from its first line."""
        if not self.feedback.text() or not self.feedback.isVisible():
            return
        bar = self.scroll.verticalScrollBar()
        top = self.feedback.mapTo(self.scroll.widget(), QPoint(0, 0)).y()
        bottom = top + self.feedback.height()
        view = self.scroll.viewport().height()
        bar.setValue(min(max(bar.value(), bottom + 8 - view), top - 8))

    # ------------------------------------------------------------ answering
    def submit_action(self, action) -> model.Verdict | None:
        task = self.step.task if self.step else None
        if task is None or task.kind != "act" or self.state is None:
            return None
        return self._answered(task.check_action(self.state, action))

    def submit_count(self) -> model.Verdict | None:
        task = self.step.task if self.step else None
        if task is None or task.kind != "count":
            return None
        return self._answered(task.check_count(self.count_edit.text()))

    def submit_pick(self, card) -> model.Verdict | None:
        task = self.step.task if self.step else None
        if task is None or task.kind != "pick":
            return None
        return self._answered(task.check_pick(card))

    def _answered(self, verdict: model.Verdict) -> model.Verdict:
        self.verdict = verdict
        self.store.mark(self.lesson.id, self.task_index, verdict.correct)
        self._save()
        self._show_feedback()
        self._refresh_marks()
        self.answered.emit(verdict.correct)
        if verdict.correct:
            self.next_button.setFocus()
        return verdict

    def _refresh_marks(self) -> None:
        for i, x in enumerate(self.family_lessons()):
            item = self.list.item(i)
            if item is not None:
                item.setText(f"{self._mark(x)}  {i + 1}. {x.title.get(self.lang)}")

    def _save(self) -> None:
        try:
            self.store.save()
            self.save_error = None
        except OSError as exc:
            self.save_error = exc.strerror or str(exc)
        self._show_notice()

    def closeEvent(self, event):
        from app.ui import screenfit

        screenfit.remember(self, "lessons")
        self._save()
        super().closeEvent(event)

    def word(self, key: str, **kw) -> str:   # for tests and the docs' screenshots
        return word(key, self.lang, **kw)


def main(argv=None) -> int:
    """``python -m app.lessons.window [--lang L] [--lesson ID] [--step N] [--answer A]
    [--screenshot PATH] [--size WxH]``: open the lesson window (the docs' screenshots
    are made so: ``--answer`` is an action ("0 discard qian"), a number or a card code)."""
    import argparse
    import sys

    from PySide6.QtWidgets import QApplication

    p = argparse.ArgumentParser(prog="python -m app.lessons.window")
    p.add_argument("--lang", default="zh_CN")
    p.add_argument("--lesson")
    p.add_argument("--step", type=int, default=0)
    p.add_argument("--answer", action="append", default=[])
    p.add_argument("--screenshot")
    p.add_argument("--size", default="")
    p.add_argument("--store", help="progress file (default: the user's)")
    args = p.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = LessonStore(args.store).load() if args.store else None
    w = LessonWindow(lang=args.lang, store=store)
    if args.size:
        wd, ht = (int(x) for x in args.size.lower().split("x"))
        w.resize(wd, ht)
        w.move(0, 0)
    w.show()
    if args.lesson:
        w.open_lesson(args.lesson, args.step)
    task = w.step.task if w.step else None

    def answer():       # once the window is shown and laid out, as a learner would answer
        for ans in args.answer:
            if task is None:
                break
            if task.kind == "act" and w.state is not None:
                w.submit_action(w.state.variant.engine.parse_action(ans))
            elif task.kind == "count":
                w.count_edit.setText(ans)
                w.submit_count()
            elif task.kind == "pick":
                card = next((c for c in task.options() if c.code == ans), None)
                if card is not None:
                    w.submit_pick(card)

    QTimer.singleShot(300 if args.screenshot else 0, answer)
    if args.screenshot:
        def shoot():
            screen = w.screen()
            pix = screen.grabWindow(0) if args.size else w.grab()
            pix.save(args.screenshot)
            w.close()
            app.quit()

        QTimer.singleShot(900, shoot)
    rc = app.exec()
    from app.ui.lifetime import dispose

    dispose(w)        # the window goes before the application does
    return rc


if __name__ == "__main__":
    raise SystemExit(main())

"""The settle window: enter a real table's hand, see what the judge says.

Everything shown as a ruling (胡, 圆, 听张, 胡息, 名堂, 囤, 番, score, who pays
whom) is the answer of ``variant.engine.judge`` to the same request dicts
``yezi judge`` reads; this window only collects the cards and draws answers.
Labels go through ``self.tr`` (English source, Chinese by default) — see
``strings.py``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (QApplication, QButtonGroup, QCheckBox, QComboBox, QFrame, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QMainWindow,
                               QPushButton, QRadioButton, QScrollArea, QSizePolicy, QSpinBox, QSplitter,
                               QStackedWidget, QVBoxLayout, QWidget)

from app.engine import all_variants, find_variant
from app.engine.judgement import profile
from app.engine.longcard.judge import LongJudgement
from app.engine.zipai.judge import ZiJudgement

from . import model as M
from . import strings
from .. import i18n
from ..i18n import engine_lines, engine_text
from .refusals import say_refusal
from ..flow import FlowLayout
from .widgets import CardStrip, PaletteButton

PALETTE_W = {"longcard": 27, "zipai": 38}
STRIP_W = {"longcard": 22, "zipai": 28}   # the input fields
RESULT_W = {"longcard": 26, "zipai": 32}
# card widths on a screen less than COMPACT_BELOW pixels high (a 1366×768 or 1024×768 laptop): the
# palette, the fields and the answer fit the window's height without scrolling
COMPACT_BELOW = 900
COMPACT_W = {"palette": {"longcard": 22, "zipai": 30}, "strip": {"longcard": 16, "zipai": 21},
             "result": {"longcard": 20, "zipai": 26}}
_FULL_W = {"palette": PALETTE_W, "strip": STRIP_W, "result": RESULT_W}


def card_w(kind: str, family: str, compact: bool) -> int:
    """The width of a card picture of ``kind`` ("palette", "strip", "result")."""
    return (COMPACT_W if compact else _FULL_W)[kind][family]
RED = "#c0261f"


class ErrorLabel(QLabel):
    """One line in red; a long message is cut with … and shown whole as a tooltip."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.full = ""
        self.setStyleSheet(f"color: {RED};")
        self.setSizePolicy(QSizePolicy.Ignored, QSizePolicy.Fixed)
        self.setFixedHeight(QFontMetrics(self.font()).height() + 2)
        keep = self.sizePolicy()
        keep.setRetainSizeWhenHidden(True)   # its line stays reserved: nothing below it jumps
        self.setSizePolicy(keep)

    def set_error(self, text: str | None) -> None:
        self.full = text or ""
        self.setToolTip(self.full)
        self.setVisible(bool(self.full))
        self.update()

    def paintEvent(self, event):
        p = QPainter(self)
        p.setPen(QColor(RED))
        text = self.fontMetrics().elidedText(self.full, Qt.ElideRight, self.width())
        p.drawText(self.rect(), Qt.AlignLeft | Qt.AlignVCenter, text)
        p.end()


class Refusal:
    """The judge's refusal of the hand as the window says it (``full``); the answer panel shows it."""

    def __init__(self):
        self.full = ""

    def set_error(self, text: str | None) -> None:
        self.full = text or ""


class CardField(QWidget):
    """A target the palette fills: a radio button, a text field, the cards as
    pictures (click one to take it out) and the one-line error — in the field's
    head row, beside its title (``head``), so that it costs no line of its own.
    ``inline``: the pictures beside the text (a group's few cards, the one winning card)."""

    changed = Signal()
    activated = Signal(object)

    def __init__(self, family: str, group: QButtonGroup, parent=None, single: bool = False,
                 compact: bool = False, inline: bool = False):
        super().__init__(parent)
        self.family = family
        self.single = single
        self.compact = compact
        self.parsed = M.Parsed()
        self.radio = QRadioButton()
        group.addButton(self.radio)
        self.edit = QLineEdit()
        self.edit.setClearButtonEnabled(True)
        self.strip = CardStrip(family, card_w("strip", family, compact), clickable=True, fit=True)
        keep = self.strip.sizePolicy()
        keep.setRetainSizeWhenHidden(True)   # room for the pictures before the first card
        self.strip.setSizePolicy(keep)
        self.error = ErrorLabel()
        self.error.set_error(None)
        self.head = QHBoxLayout()
        self.head.setContentsMargins(0, 0, 0, 0)
        self.head.addWidget(self.error, 1)
        self.row = QHBoxLayout()
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.addWidget(self.radio)
        self.row.addWidget(self.edit, 1)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        lay.addLayout(self.head)
        lay.addLayout(self.row)
        self.inline = inline
        if inline:
            self.row.addWidget(self.strip)
            self._strip_width()
        else:
            lay.addWidget(self.strip)
        self.edit.textChanged.connect(self._changed)
        self.edit.returnPressed.connect(self.changed.emit)
        self.edit.installEventFilter(self)
        self.strip.clicked.connect(self.remove_at)
        self.radio.toggled.connect(lambda on: on and self.activated.emit(self))

    def _strip_width(self) -> None:
        """Inline: room for a group of four or five side by side (more fan out), or the one card."""
        n = 1 if self.single else 5
        self.strip.setFixedWidth(n * (self.strip.card_w + self.strip.gap))
        keep = QSizePolicy(QSizePolicy.Fixed, QSizePolicy.Fixed)
        keep.setRetainSizeWhenHidden(True)
        self.strip.setSizePolicy(keep)

    def eventFilter(self, obj, event):
        from PySide6.QtCore import QEvent

        if obj is self.edit and event.type() == QEvent.FocusIn:
            self.radio.setChecked(True)
        return False

    def set_family(self, family: str) -> None:
        self.family = family
        self.strip.set_family(family, card_w("strip", family, self.compact))
        if self.inline:
            self._strip_width()

    def reparse(self, engine) -> None:
        self.engine = engine
        self.parsed = M.parse_text(engine, self.edit.text())
        self.strip.set_cards(self.parsed.cards)
        self.strip.setVisible(bool(self.parsed.cards))
        error = self.parsed.error
        if error and self.parsed.bad is not None:   # the token, in the window's language
            from PySide6.QtCore import QCoreApplication

            error = QCoreApplication.translate("SettleWindow", "“%1” is not a card of this game") \
                .replace("%1", self.parsed.bad)
        self.error.set_error(error)

    def _changed(self) -> None:
        if getattr(self, "engine", None) is not None:
            self.reparse(self.engine)
        self.changed.emit()

    def _name(self, card) -> str:
        """A card's name as the window writes it (繁體 in a 繁體 window)."""
        return i18n.zh_term(card.name, getattr(self, "language", None) or i18n.current())

    def add(self, card, copies: int = 1) -> None:
        names = " ".join([self._name(card)] * copies)
        if self.single:
            self.edit.setText(names)
            return
        text = self.edit.text().rstrip()
        self.edit.setText(f"{text} {names}".strip())

    def remove_at(self, i: int) -> None:
        if self.parsed.error:  # the tokens do not line up with the pictures; leave the text alone
            return
        cards = list(self.parsed.cards)
        if 0 <= i < len(cards):
            del cards[i]
            self.edit.setText(" ".join(self._name(c) for c in cards))


class GroupRow(CardField):
    """A table group: its form (the variant's own, from the judge profile:
    碰 杠 摊庄 吃 涨 / 吃 碰 歪 溜 / qidong's 吃 碰 偎 提 跑 龙) and cards."""

    remove_requested = Signal(object)

    def __init__(self, family: str, group: QButtonGroup, forms: tuple, parent=None, compact: bool = False):
        super().__init__(family, group, parent, compact=compact, inline=True)
        self.form = QComboBox()
        self.form.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.forms = forms
        self.remove = QPushButton("✕")
        self.remove.setFixedWidth(28)
        self.row.insertWidget(1, self.form)
        self.row.addWidget(self.remove)
        # a group's red line under it, taking room only when it has something to say
        self.head.removeWidget(self.error)
        self.layout().addWidget(self.error)
        keep = self.error.sizePolicy()
        keep.setRetainSizeWhenHidden(False)
        self.error.setSizePolicy(keep)
        self.form.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.remove.clicked.connect(lambda: self.remove_requested.emit(self))

    def form_id(self) -> str:
        return self.form.currentData() or self.forms[0]

    def set_forms(self, labels: dict[str, str], forms: tuple | None = None) -> None:
        current = self.form_id() if self.form.count() else self.forms[0]
        if forms is not None:
            self.forms = forms
        self.form.blockSignals(True)
        self.form.clear()
        for f in self.forms:
            self.form.addItem(labels[f], f)
        self.form.setCurrentIndex(max(0, self.forms.index(current) if current in self.forms else 0))
        self.form.blockSignals(False)


class SettleWindow(QMainWindow):
    """Settle a real table's hand: pick the variant, enter the hand and the
    table groups (text or palette), read the judge's answer and the payments."""

    judged = Signal(dict)

    def __init__(self, parent=None, variant_id: str | None = None, language: str | None = None):
        super().__init__(parent)
        if language is None and parent is not None:
            from app.ui import i18n

            language = i18n.current()  # opened from the table: the table's language
        if language is None or variant_id is None:
            saved = _saved_settings()
            language = language or (saved.language if saved else "zh_CN")
            variant_id = variant_id or (saved.variant if saved else "haimen")
        self.language = language
        strings.install(language)
        screen = self.screen() or QApplication.primaryScreen()
        # a laptop screen: smaller pictures, so that the window fits without scrolling
        self.compact = screen is not None and screen.availableGeometry().height() < COMPACT_BELOW
        self.variant = find_variant(variant_id)
        self.profile = profile(self.variant)   # what the judge takes, in the variant's words
        self.request: dict | None = None
        self.answer: dict | None = None       # the judge's JSON answer (what yezi judge prints)
        self.judgement = None                 # the same answer, typed (app/engine/judgement.py)
        self.settlement: dict | None = None
        self.groups: list[GroupRow] = []
        self.target: CardField | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.judge_now)
        self._build()
        for box in self.findChildren(QComboBox):
            # their words change with the language (the variant's English name is longer)
            box.setSizeAdjustPolicy(QComboBox.AdjustToContents)
        self.set_variant(self.variant.id)
        self.retranslate()
        self._fit_boxes()
        from app.ui import screenfit

        screenfit.fit(self, self._first_size(), (900, 600), screenfit.saved("settle"))

    def _fit_payments(self) -> None:
        """Give the payments panel the height it needs, the hand and answer the rest."""
        total = sum(self.vsplit.sizes()) or self.vsplit.height()
        page = self.settle_stack.currentWidget()
        need = self.settle_box.sizeHint().height() - self.settle_stack.sizeHint().height() + \
            (page.sizeHint().height() if page is not None else 0)
        if total > need:
            self.vsplit.setSizes([total - need, need])

    def closeEvent(self, event):
        from app.ui import screenfit

        screenfit.remember(self, "settle")
        super().closeEvent(event)

    def showEvent(self, event):
        super().showEvent(event)
        if not getattr(self, "_shown", False):
            self._shown = True
            self._fit_payments()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if self.isVisible():
            self._fit_payments()

    def _first_size(self) -> tuple[int, int]:
        """1400×960, or less on a smaller screen (a 1366×768 laptop)."""
        screen = self.screen() or QApplication.primaryScreen()
        if screen is None:
            return 1400, 960
        avail = screen.availableGeometry()
        return min(1400, avail.width() - 40), min(960, avail.height() - 60)

    # ------------------------------------------------------------------ building
    def _build(self) -> None:
        central = QWidget()
        self.setCentralWidget(central)
        outer = QVBoxLayout(central)
        outer.setContentsMargins(*((8, 4, 8, 4) if self.compact else (10, 8, 10, 8)))
        outer.setSpacing(4 if self.compact else 6)

        top = QHBoxLayout()
        self.variant_label = QLabel()
        self.variant_box = QComboBox()
        for v in all_variants():
            self.variant_box.addItem(v.name_zh, v.id)
        self.variant_box.currentIndexChanged.connect(lambda _i: self.set_variant(self.variant_box.currentData()))
        self.xing_box = QCheckBox()
        self.xing_box.toggled.connect(lambda _on: self.inputs_changed())
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(lambda: self.save_hand())
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda: self.open_hand())
        self.lang_label = QLabel()
        self.lang_box = QComboBox()
        for code, name in (("zh_CN", "简体中文"), ("zh_TW", "繁體中文"), ("en", "English")):
            self.lang_box.addItem(name, code)
        self.lang_box.setCurrentIndex(max(0, self.lang_box.findData(self.language)))
        self.lang_box.currentIndexChanged.connect(lambda _i: self.set_language(self.lang_box.currentData()))
        top.addWidget(self.variant_label)
        top.addWidget(self.variant_box)
        top.addWidget(self.xing_box)
        top.addStretch(1)
        top.addWidget(self.open_button)
        top.addWidget(self.save_button)
        top.addWidget(self.clear_button)
        self.copy_button = QPushButton()       # up here, not over the answer: the answer has the room
        self.copy_button.clicked.connect(self.copy_request)
        top.addWidget(self.copy_button)
        top.addSpacing(12)
        top.addWidget(self.lang_label)
        top.addWidget(self.lang_box)
        outer.addLayout(top)

        self.palette_box = QGroupBox()
        pal = QVBoxLayout(self.palette_box)
        pal.setContentsMargins(8, 4, 8, 4)
        self.palette_hint = QLabel()
        self.palette_hint.setStyleSheet("color: #555;")
        self.palette_hint.setWordWrap(True)
        self.palette_hint.setMinimumWidth(120)
        self.palette_hint.setAlignment(Qt.AlignLeft | Qt.AlignVCenter)
        self.palette_row = QHBoxLayout()
        self.palette_row.setSpacing(0)
        beside = QHBoxLayout()      # the hint beside the cards: one row less of the window's height
        beside.addLayout(self.palette_row)
        beside.addSpacing(10)
        beside.addWidget(self.palette_hint, 1)
        pal.addLayout(beside)
        self.palette: list[PaletteButton] = []
        outer.addWidget(self.palette_box)

        # the hand and its answer above, the payments below: the player may drag the border
        self.vsplit = QSplitter(Qt.Vertical)
        self.vsplit.setChildrenCollapsible(False)
        outer.addWidget(self.vsplit, 1)
        split = QSplitter(Qt.Horizontal)
        split.setChildrenCollapsible(False)
        self.vsplit.addWidget(split)

        # left: what the player entered
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 6, 0)
        lv.setSpacing(4 if self.compact else 6)
        self.targets = QButtonGroup(self)
        self.hand_title = QLabel()
        self.hand_title.setStyleSheet("font-weight: bold;")
        self.hand = CardField(self.variant.family, self.targets, compact=self.compact)
        self.hand.head.insertWidget(0, self.hand_title)
        self.hand.changed.connect(self.inputs_changed)
        self.hand.activated.connect(self._set_target)
        lv.addWidget(self.hand)
        grp_head = QHBoxLayout()
        self.groups_title = QLabel()
        self.groups_title.setStyleSheet("font-weight: bold;")
        self.add_group_button = QPushButton()
        self.add_group_button.clicked.connect(lambda: self.add_group())
        grp_head.addWidget(self.groups_title)
        grp_head.addStretch(1)
        grp_head.addWidget(self.add_group_button)
        lv.addLayout(grp_head)
        self.groups_box = QVBoxLayout()
        self.groups_box.setSpacing(2 if self.compact else 4)
        lv.addLayout(self.groups_box)
        self.win_title = QLabel()
        self.win_title.setStyleSheet("font-weight: bold;")
        self.win = CardField(self.variant.family, self.targets, single=True, compact=self.compact, inline=True)
        self.win.head.insertWidget(0, self.win_title)
        self.win.changed.connect(self.inputs_changed)
        self.win.activated.connect(self._set_target)
        self.win_from = QComboBox()
        self.win_from.currentIndexChanged.connect(lambda _i: self.inputs_changed())
        self.win.row.addWidget(self.win_from)
        lv.addWidget(self.win)
        flags_row = QWidget()      # the facts of the hand, wrapping onto a second line in a narrow column
        flags = FlowLayout(flags_row, spacing=10)
        self.flag_boxes: dict[str, QCheckBox] = {}
        for key in ("dealt", "tianhu", "dihu", "baoting", "last_card"):
            box = QCheckBox()
            box.toggled.connect(lambda _on: self.inputs_changed())
            self.flag_boxes[key] = box
            flags.addWidget(box)
        lv.addWidget(flags_row)
        # the judge's refusal: said in full in the answer panel (show_answer), not on a line of its own here
        self.request_error = Refusal()
        lv.addStretch(1)
        left_scroll = QScrollArea()
        left_scroll.setWidgetResizable(True)
        left_scroll.setFrameShape(QFrame.NoFrame)
        left_scroll.setWidget(left)
        split.addWidget(left_scroll)

        # right: the judge's answer
        self.result_box = QGroupBox()
        rv = QVBoxLayout(self.result_box)
        rv.setContentsMargins(6, 2, 2, 2)
        self.result_scroll = QScrollArea()
        self.result_scroll.setWidgetResizable(True)
        self.result_scroll.setFrameShape(QFrame.NoFrame)
        rv.addWidget(self.result_scroll)
        self.result_body = QWidget()
        self.result_scroll.setWidget(self.result_body)
        self.result_layout = QVBoxLayout(self.result_body)
        self.result_layout.setAlignment(Qt.AlignTop)
        split.addWidget(self.result_box)
        # the answer gets the larger part: its groups then stay on one row at 1366 px (the hand's
        # cards wrap instead), and it keeps that share as the window is resized
        split.setSizes([400, 600])
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)

        # bottom: the payments
        self.settle_box = QGroupBox()
        sv = QVBoxLayout(self.settle_box)
        sv.setContentsMargins(*((6, 2, 6, 2) if self.compact else (8, 4, 8, 4)))
        self.settle_stack = QStackedWidget()
        sv.addWidget(self.settle_stack)
        self.long_panel = LongSettlement(self)
        self.zi_panel = ZiSettlement(self)
        self.settle_stack.addWidget(self.long_panel)
        self.settle_stack.addWidget(self.zi_panel)
        self.vsplit.addWidget(self.settle_box)
        self.vsplit.setStretchFactor(0, 1)
        self.vsplit.setStretchFactor(1, 0)

    # ------------------------------------------------------------------ variant, language
    @property
    def family(self) -> str:
        return self.variant.family

    def set_variant(self, variant_id: str) -> None:
        self.variant = find_variant(variant_id)
        self.profile = prof = profile(self.variant)
        i = self.variant_box.findData(variant_id)
        if i != self.variant_box.currentIndex():
            self.variant_box.blockSignals(True)
            self.variant_box.setCurrentIndex(i)
            self.variant_box.blockSignals(False)
        fam = self.family
        # the old answer, and a refusal naming cards of another family, are of another variant
        self.request, self.answer, self.judgement, self.refused = None, None, None, None
        self.request_error.set_error(None)
        engine = self.variant.engine
        # keep what the new variant still reads (a sibling's cards); clear what it cannot
        for field in (self.hand, self.win):
            if M.parse_text(engine, field.edit.text()).error:
                field.edit.clear()
        forms = tuple(t.key for t in prof.forms)
        for g in list(self.groups):
            if g.form_id() not in forms or M.parse_text(engine, g.edit.text()).error:
                self._drop_group(g)
        self.hand.set_family(fam)
        self.win.set_family(fam)
        for g in self.groups:
            g.set_family(fam)
        settings = self.variant.settings()
        self.xing_box.setVisible(any(t.key == "xing" for t in prof.settings))
        self.xing_box.blockSignals(True)
        self.xing_box.setChecked(bool(settings.get("xing")) and self.xing_box.isVisibleTo(self))
        self.xing_box.blockSignals(False)
        self.win_from.setVisible(prof.asks_win_from)
        keys = self._flag_keys()
        for key, box in self.flag_boxes.items():
            box.setVisible(key in keys)
        labels = self._form_labels()   # qidong says 偎 for what the others call 歪 (the engine's words)
        for g in self.groups:
            g.set_forms(labels, forms)
        self._build_palette()
        page = self.long_panel if prof.settlement == "table" else self.zi_panel
        for w in (self.long_panel, self.zi_panel):  # the stack takes the height of the page shown
            w.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Maximum if w is page else QSizePolicy.Ignored)
        self.settle_stack.setCurrentWidget(page)
        self.settle_stack.updateGeometry()
        self._fit_payments()
        QTimer.singleShot(0, self, self._fit_payments)   # again once the new page is laid out (not once deleted)
        self.zi_panel.set_seats(prof.seats)
        self.retranslate()
        self.hand.radio.setChecked(True)
        self._set_target(self.hand)
        self.inputs_changed()

    def _build_palette(self) -> None:
        while self.palette_row.count():
            item = self.palette_row.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().setParent(None)
                item.widget().deleteLater()
        self.palette = []
        fam = self.family
        seen = []
        for c in self.variant.engine.deck({"xing": True}):
            if c not in seen:
                seen.append(c)
        for i, c in enumerate(seen):
            if i in self.profile.palette_breaks:
                self.palette_row.addSpacing(8)
            b = PaletteButton(c, fam, card_w("palette", fam, self.compact))
            b.clicked.connect(lambda _c=False, card=c: self.palette_click(card))
            self.palette.append(b)
            self.palette_row.addWidget(b)

    def set_language(self, lang: str) -> None:
        self.language = lang
        strings.install(lang)
        self.retranslate()
        self._fit_boxes()

    def _fit_boxes(self) -> None:
        """Each box as wide as its words now: a box keeps the minimum width of
        its first words (Qt caches it), so English's long names would keep 简体's
        boxes wide."""
        for box in self.findChildren(QComboBox):
            box.setMinimumWidth(box.sizeHint().width())

    def _form_labels(self) -> dict[str, str]:
        """The variant's table-group forms in the player's words (the engine's:
        qidong's 偎/提/跑/龙, the others' 歪/溜, the long cards' 摊庄 …)."""
        return {t.key: t.text(self.language) for t in self.profile.forms}

    def retranslate(self) -> None:
        en = self.language == "en"
        self.setWindowTitle(self.tr("Settle a hand — Yezi"))
        self.variant_label.setText(self.tr("Variant"))
        for i in range(self.variant_box.count()):
            v = find_variant(self.variant_box.itemData(i))
            self.variant_box.setItemText(i, f"{v.name_en} ({v.name_zh})" if en
                                         else i18n.zh_term(v.name_zh, self.language))
        self.clear_button.setText(self.tr("Clear"))
        self.save_button.setText(self.tr("Save…"))
        self.save_button.setToolTip(self.tr("Save this hand to a file: the cards, groups and flags and the judge's answer"))
        self.open_button.setText(self.tr("Open…"))
        self.open_button.setToolTip(self.tr("Open a saved hand and judge it again"))
        self.lang_label.setText(self.tr("Language"))
        # no title: the hint beside the cards says what they are for, and the row is the window's
        self.hand_title.setText(self.tr("Hand (the cards held)"))
        self.hand.edit.setPlaceholderText(self._example())
        self.groups_title.setText(self.tr("Table groups"))
        self.add_group_button.setText(self.tr("+ Add group"))
        labels = self._form_labels()
        for g in self.groups:
            g.set_forms(labels)
            g.edit.setPlaceholderText(self.tr("cards of this group"))
        prof = self.profile
        if prof.asks_win_from:   # the judge asks where the winning card came from (字牌)
            self.win_title.setText(self.tr("Winning card and where it came from"))
        else:                    # a card the hand could win on, if any (long cards)
            self.win_title.setText(self.tr("Card to win on (optional)"))
        self.win.edit.setPlaceholderText(self.tr("one card, e.g. %1").replace("%1", self._example(1)))
        cur = self.win_from.currentData() or "self_draw"
        self.win_from.blockSignals(True)
        self.win_from.clear()
        for key, text in (("self_draw", self.tr("self draw (自摸)")), ("other_draw", self.tr("another's draw")),
                          ("discard", self.tr("a discard"))):
            self.win_from.addItem(text, key)
        self.win_from.setCurrentIndex(max(0, self.win_from.findData(cur)))
        self.win_from.blockSignals(False)
        self.flag_boxes["dealt"].setToolTip(self.tr("The hand as dealt: 无对, 十对, 一对, 九对, or qidong's three 龙"))
        for t in prof.flags:   # the variant's words: 海捞 or 海底胡, …
            if t.key in self.flag_boxes:
                self.flag_boxes[t.key].setText(t.text(self.language))
        for t in prof.settings:
            if t.key == "xing":
                self.xing_box.setText(t.text(self.language))
        self.result_box.setTitle(self.tr("Judge"))
        self.copy_button.setText(self.tr("Copy JSON"))
        self.copy_button.setToolTip(self.tr("The request this answer comes from, for yezi judge or a bug report"))
        self.settle_box.setTitle(self.tr("Settlement: four players") if prof.settlement == "table"
                                 else self.tr("Payments"))
        self.long_panel.retranslate()
        self.zi_panel.retranslate()
        self._update_target_hint()
        if getattr(self, "refused", None) is not None:
            self.request_error.set_error(self._refusal(self.refused))
        self.show_answer()

    def _example(self, n: int = 0) -> str:
        """Cards of this variant to show how to write them: "e.g. 二万 三万 四万  or
        2w 3w 4w" (``n``: just the names, or the name and code, of one card)."""
        engine = self.variant.engine
        deck = []
        for c in engine.deck({}):
            if c not in deck:
                deck.append(c)
        picks = [deck[i] for i in (1, 2, 3, len(deck) - 1) if i < len(deck)]
        if n:
            c = picks[-1]
            return f"{i18n.zh_term(c.name, self.language)} / {c.code}"
        names = " ".join(i18n.zh_term(c.name, self.language) for c in picks)
        return self.tr("e.g. %1  or  %2").replace("%1", names).replace("%2", " ".join(c.code for c in picks))

    # ------------------------------------------------------------------ input
    def _set_target(self, field) -> None:
        self.target = field
        self._update_target_hint()

    def _update_target_hint(self) -> None:
        t = self.target
        if t is self.win:
            where = self.tr("the winning card")
        elif t in self.groups:
            where = self.tr("table group %1").replace("%1", str(self.groups.index(t) + 1))
        else:
            where = self.tr("the hand")
        self.palette_hint.setText(self.tr("Click a card to add it to %1; click a card below to take it out.")
                                  .replace("%1", where))

    def add_group(self, form: str | None = None, text: str = "") -> GroupRow:
        forms = tuple(t.key for t in self.profile.forms)
        row = GroupRow(self.family, self.targets, forms, compact=self.compact)
        row.set_forms(self._form_labels())
        if form:
            row.form.setCurrentIndex(forms.index(form))
        row.edit.setPlaceholderText(self.tr("cards of this group"))
        row.changed.connect(self.inputs_changed)
        row.activated.connect(self._set_target)
        row.remove_requested.connect(self._drop_group)
        row.reparse(self.variant.engine)
        self.groups.append(row)
        self.groups_box.addWidget(row)
        if text:
            row.edit.setText(text)
        row.radio.setChecked(True)
        self._set_target(row)
        self.inputs_changed()
        return row

    def _drop_group(self, row: GroupRow) -> None:
        if row in self.groups:
            self.groups.remove(row)
        if self.target is row:
            self.hand.radio.setChecked(True)
            self.target = self.hand
        self.targets.removeButton(row.radio)
        row.setParent(None)
        row.deleteLater()
        self._update_target_hint()
        self.inputs_changed()

    def clear(self) -> None:
        for g in list(self.groups):
            self._drop_group(g)
        self.hand.edit.clear()
        self.win.edit.clear()
        for box in self.flag_boxes.values():
            box.setChecked(False)
        self.hand.radio.setChecked(True)

    def palette_click(self, card) -> bool:
        """One click puts one card into the field chosen (issue 13: never three
        at once); a group of alike cards that is already whole takes no more."""
        t = self.target or self.hand
        if isinstance(t, GroupRow):
            size = self.profile.copies(t.form_id())
            if size > 1 and len(t.parsed.cards) >= size:
                self.statusBar().showMessage(self.tr("This group is whole (%1 cards).").replace("%1", str(size)),
                                             4000)
                return False
        if self._left(card) <= 0:
            return False
        t.add(card, 1)
        return True

    def _fields(self) -> list[CardField]:
        return [self.hand, *self.groups, self.win]

    def _settings(self) -> dict:
        """The settings of the variant's judge profile as the window sets them (星儿)."""
        return {t.key: self.xing_box.isChecked() for t in self.profile.settings if t.key == "xing"}

    def _left(self, card) -> int:
        """Copies of ``card`` not entered yet: the deck of these settings (no
        星儿 unless it is played) less those in every field."""
        deck = self.variant.engine.deck({**self.variant.settings(), **self._settings()})
        have = sum(1 for c in deck if c == card)
        used = sum(1 for f in self._fields() for c in f.parsed.cards if c == card)
        return max(0, have - used)

    def hand_input(self) -> M.HandInput:
        return M.HandInput(
            variant=self.variant.id, hand=self.hand.edit.text(),
            groups=[M.Group(g.form_id(), g.edit.text()) for g in self.groups],
            win_card=self.win.edit.text(), win_from=self.win_from.currentData() or "self_draw",
            settings=self._settings(),
            flags={k: b.isChecked() for k, b in self.flag_boxes.items() if k in self._flag_keys()},
            lang=self.language)

    def _flag_keys(self) -> tuple[str, ...]:
        """The facts of the hand this variant's judge reads (qidong has no 报听)."""
        return tuple(t.key for t in self.profile.flags if t.key in self.flag_boxes)

    def inputs_changed(self) -> None:
        engine = self.variant.engine
        for f in self._fields():
            f.reparse(engine)
        for b in self.palette:
            b.set_left(self._left(b.card))
        self._update_target_hint()
        self._timer.start()

    # ------------------------------------------------------------------ judging
    def judge_now(self) -> dict | None:
        """Send the hand to the judge now (the window does this by itself after
        a short pause in typing) and show the answer."""
        self._timer.stop()
        built = M.build_request(self.hand_input())
        self.judgement = None
        self.refused = None     # the judge's refusal of the hand, said again when the language changes
        if built.errors:
            self.request, self.answer = None, None
            self.request_error.set_error(None)
            if "win" in built.errors and not self.win.parsed.error:   # cards, but more than one
                self.win.error.set_error(built.errors["win"])
        elif not built.request["hand"] and not built.request["table"]:
            self.request, self.answer = built.request, None
            self.request_error.set_error(None)
        else:
            self.request = built.request
            self.judgement, error = M.judged(built.request)
            self.refused = error
            self.answer = self.judgement.to_json() if self.judgement is not None else None
            self.request_error.set_error(self._refusal(error) if error is not None else None)
        self.show_answer()
        self.zi_panel.refresh()
        self.long_panel.hand_changed()
        if self.answer is not None:
            self.judged.emit(self.answer)
        return self.answer

    # ------------------------------------------------------------------ a hand in a file
    def _say(self, text: str) -> str:
        """One line in the status bar (kept until the next one); returns it."""
        self.statusBar().showMessage(text)
        return text

    def save_hand(self, path: str | None = None) -> str:
        """Save what was entered and the judge's answer to ``path`` (asked for
        when None); returns the line shown."""
        from pathlib import Path

        if path is None:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the hand"), "hand.json",
                                                  self.tr("Saved hands (*.json)"))
            if not path:
                return ""
        self.judge_now()
        name = Path(path).name
        try:
            from app.records.atomic import atomic_write_text

            atomic_write_text(path, M.hand_document(self.hand_input(), self.answer))
        except (OSError, ValueError):
            return self._say(self.tr("The hand could not be saved as %1.").replace("%1", name))
        return self._say(self.tr("Saved as %1.").replace("%1", name))

    def open_hand(self, path: str | None = None) -> str:
        """Open a saved hand, judge it again and say in one line whether the
        judge still gives the answer saved (the rules may have changed since)."""
        from pathlib import Path

        if path is None:
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a hand"), "", self.tr("Saved hands (*.json)"))
            if not path:
                return ""
        name = Path(path).name
        try:
            from app.records.atomic import TooLarge, read_capped

            try:
                data = read_capped(path, M.HAND_FILE_CAP)
            except TooLarge:
                raise M.HandFileError("too_large", "the file is too large to be a saved hand") from None
            except (OSError, ValueError):   # missing, a folder, a device, a pipe …
                raise M.HandFileError("unreadable", "the file cannot be read") from None
            saved = M.read_hand(data)
        except M.HandFileError as exc:
            return self._say(self.tr("%1 cannot be opened: %2").replace("%1", name)
                             .replace("%2", self._file_reason(exc)))
        self.load_input(saved.input)
        self.judge_now()
        now_rules = self.variant.rules_version
        if M.same_answer(saved.answer, self.answer):
            line = self.tr("Opened %1: the judge gives the same answer.").replace("%1", name)
        elif saved.rules_version != now_rules:
            line = self.tr("Opened %1: the judge now answers differently — the rules changed (version %2, now %3).") \
                .replace("%1", name).replace("%2", str(saved.rules_version)).replace("%3", str(now_rules))
        else:
            line = self.tr("Opened %1: the judge now answers differently.").replace("%1", name)
        return self._say(line)

    def _file_reason(self, exc) -> str:
        words = {"unreadable": self.tr("it cannot be read"),
                 "too_large": self.tr("it is too large to be a saved hand"),
                 "not_json": self.tr("it is not JSON"),
                 "not_hand": self.tr("it is not a hand saved by Yezi"),
                 "damaged": self.tr("it is damaged (its check does not match)"),
                 "bad_field": self.tr("its field %1 is wrong").replace("%1", exc.detail or "?"),
                 "unknown_variant": self.tr("its game %1 is unknown").replace("%1", exc.detail or "?")}
        return words.get(exc.key, words["not_hand"])

    def load_input(self, inp: M.HandInput) -> None:
        """Put a hand's input into the fields (the variant first)."""
        self.set_variant(inp.variant)
        for g in list(self.groups):
            self._drop_group(g)
        self.hand.edit.setText(inp.hand)
        for g in inp.groups:
            self.add_group(g.form, g.text)
        self.win.edit.setText(inp.win_card)
        self.win_from.setCurrentIndex(max(0, self.win_from.findData(inp.win_from)))
        if inp.settings.get("xing") is not None:
            self.xing_box.setChecked(bool(inp.settings["xing"]))
        for key, box in self.flag_boxes.items():
            box.setChecked(bool(inp.flags.get(key)))
        self.hand.radio.setChecked(True)

    def copy_request(self) -> str:
        """Put the current request on the clipboard as one line of JSON (what
        ``yezi judge`` reads); returns it."""
        import json

        from PySide6.QtGui import QGuiApplication

        text = json.dumps(self.request or {}, ensure_ascii=False)
        QGuiApplication.clipboard().setText(text)
        self.statusBar().showMessage(self.tr("Copied: %1").replace("%1", text), 6000)
        return text

    def _refusal(self, exc) -> str:
        """The judge's refusal in the window's language (the window's own words for a table form)."""
        return say_refusal(exc, self.language, self.variant.engine, self._form_labels())

    def _clear_result(self) -> None:
        while self.result_layout.count():
            item = self.result_layout.takeAt(0)
            w = item.widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()
            elif item.layout() is not None:
                _drop_layout(item.layout())

    def _label(self, text: str, size: int | None = None, bold: bool = False, colour: str | None = None,
               wrap: bool = True) -> QLabel:
        lab = QLabel(text)
        lab.setWordWrap(wrap)
        lab.setTextInteractionFlags(Qt.TextSelectableByMouse)
        f = QFont(lab.font())
        if size:
            f.setPointSizeF(size)
        f.setBold(bold)
        lab.setFont(f)
        if colour:
            lab.setStyleSheet(f"color: {colour};")
        self.result_layout.addWidget(lab)
        return lab

    def _cards_row(self, title: str, cards, family: str) -> None:
        row = QWidget()
        h = QHBoxLayout(row)
        h.setContentsMargins(0, 0, 0, 0)
        lab = QLabel(title)
        lab.setMinimumWidth(70)
        h.addWidget(lab)
        # fanned within the panel's width when the cards do not fit side by side: no sideways scrolling
        strip = CardStrip(family, card_w("result", family, self.compact), fit=True)
        strip.set_cards(cards)
        strip.setMaximumWidth(strip.sizeHint().width())
        h.addWidget(strip, 1)
        h.addStretch(0)
        self.result_layout.addWidget(row)

    def show_answer(self) -> None:
        self._clear_result()
        a = self.answer
        if a is None:
            if self.request is None and any(f.parsed.error for f in self._fields()):
                self._label(self.tr("Fix the card marked in red to see the answer."), colour="#777")
            elif self.request_error.full:
                self._label(self.tr("The judge cannot take this hand:"), colour="#777")
                self._label(self.request_error.full, colour=RED)
            else:
                self._label(self.tr("Enter the cards: type them, or click the cards above."), colour="#777")
            return
        j = self.judgement
        if isinstance(j, LongJudgement):
            self._show_long(j)
        elif isinstance(j, ZiJudgement):
            self._show_zi(j)

    def _group_box(self, caption: str, cards, family: str, marks=None, on_table: bool = False) -> QWidget:
        box = QFrame()
        box.setFrameShape(QFrame.StyledPanel)
        if on_table:
            box.setStyleSheet("QFrame { background: #eef3ea; }")
        v = QVBoxLayout(box)
        v.setContentsMargins(4, 2, 4, 4)
        v.setSpacing(2)
        lab = QLabel(caption)
        lab.setAlignment(Qt.AlignCenter)
        v.addWidget(lab)
        strip = CardStrip(family, card_w("result", family, self.compact))
        strip.set_cards(cards, marks)
        if self.compact and lab.sizeHint().width() > strip.sizeHint().width() + 36:
            # "千空九 胡头 · 1 胡" over three small cards: two lines, so that more groups share a row
            lab.setWordWrap(True)
            lab.setFixedWidth(max(strip.sizeHint().width() + 12, 64))
        v.addWidget(lab, 0, Qt.AlignHCenter)
        v.addWidget(strip, 0, Qt.AlignHCenter)
        return box

    def _flow(self) -> FlowLayout:
        holder = QWidget()
        holder.setSizePolicy(QSizePolicy.Preferred, QSizePolicy.Preferred)
        flow = FlowLayout(holder)
        flow.setContentsMargins(0, 0, 0, 0)
        self.result_layout.addWidget(holder)
        return flow

    def _long_group_caption(self, g: dict) -> str:
        names = {"zhaor": self.tr("招儿"), "run": self.tr("run"), "extends": self.tr("extends the table run"),
                 "joins": self.tr("joins %1"), "baozi": "%name", "hutou": "%name",
                 "beside": self.tr("beside its 碰 (圆)"),
                 "peng": self.tr("peng (碰)"), "gang": self.tr("gang (杠)"), "tan": self.tr("tan (摊庄)")}
        base = names.get(g["type"], g["type"])
        if g["type"] in ("baozi", "hutou"):
            base = g.get("name", g["type"]) + ("" if g["type"] == "baozi" else self.tr(" 胡头"))
        elif g.get("name"):
            base = g["name"]
        if g["type"] == "joins":
            joined = g.get("table", "")
            if isinstance(joined, (list, tuple)):   # the table group's cards, by name
                from app.ui.scoring import card_words

                joined = card_words(joined, self.language)
            base = base.replace("%1", str(joined))
        base = i18n.zh_term(base, self.language)
        if g.get("in"):
            base += self.tr(" (in %1)").replace("%1", i18n.zh_term(g["in"], self.language))
        table = self.tr(" · table") if g.get("table") is True else ""
        return self.tr("%1 · %2 胡").replace("%1", base + table).replace("%2", str(g.get("hu", 0)))

    def _long_cards(self, entries) -> tuple[list, dict]:
        """Codes of a group; "peng:kong" (a whole group inside a 豹子) shows its cards."""
        engine = self.variant.engine
        out, marks = [], {}
        for e in entries:
            if ":" in e:
                form, code = e.split(":", 1)
                for _ in range(self.profile.copies(form) if form != "zhaor" else 3):
                    out.append(engine.parse_card(code))
                word = M.FORM_ZH.get(form, form)
                marks[len(out) - 1] = i18n.zh_term(word, self.language)
            else:
                out.append(engine.parse_card(e))
        return out, marks

    def _show_long(self, j: LongJudgement) -> None:
        engine = self.variant.engine
        fam = self.family
        yes, no = self.tr("yes"), self.tr("no")
        head = self.tr("%1 胡 · 圆: %2 · wins: %3").replace("%1", str(j.hu)) \
            .replace("%2", yes if j.round else no).replace("%3", yes if j.wins else no)
        self._label(head, size=16, bold=True, colour="#1f6b2e" if j.wins else None)
        if j.card is not None:
            use = j.use_word()
            self._label(self.tr("with %1 (taken as: %2)")
                        .replace("%1", i18n.zh_term(engine.parse_card(j.card).name, self.language))
                        .replace("%2", engine_text(use, self.language) if use is not None else ""))
        if j.groups:
            self._label(self.tr("Arrangement"), bold=True)
            flow = self._flow()
            for g in j.groups:
                cards, marks = self._long_cards(g.cards)
                flow.addWidget(self._group_box(self._long_group_caption(g.to_json()), cards, fam, marks,
                                               on_table=g.get("table") is True))
        if j.jiang:
            self._cards_row(self.tr("spare 将"), [engine.parse_card(c) for c in j.jiang], fam)
        if j.loose:
            self._cards_row(self.tr("loose (not 圆)"), [engine.parse_card(c) for c in j.loose], fam)
        if j.waits is not None:
            if j.waits:
                self._cards_row(self.tr("waiting (听张)"), [engine.parse_card(c) for c in j.waits], fam)
            else:
                self._label(self.tr("waiting (听张): none"), colour="#777")
        self._label(self.tr("庄 of this hand: %1").replace("%1", engine_text(j.zhuang_line, self.language)),
                    colour="#5a4a2a")

    def _show_zi(self, j: ZiJudgement) -> None:
        fam = self.family
        lang = self.language
        yes, no = self.tr("yes"), self.tr("no")
        if not j.xi_needed:     # the engine's answer: a dealt-hand win (无对, 一对 …)
            head = self.tr("wins: %1 · a dealt-hand win, no 胡息 needed").replace("%1", yes)
        else:
            head = self.tr("wins: %1 · %2 胡息 (at least %3)").replace("%1", yes if j.wins else no) \
                .replace("%2", str(j.xi)).replace("%3", str(j.min_xi))
        self._label(head, size=16, bold=True, colour="#1f6b2e" if j.wins else None)
        if j.reason is not None:
            self._label(engine_text(j.reason, lang), colour=RED)
        if j.groups:
            self._label(self.tr("Arrangement"), bold=True)
            flow = self._flow()
            for g in j.groups:
                cap = self.tr("%1 · %2 息").replace("%1", engine_text(g.word, lang)
                                                    + (self.tr(" · table") if g.on_table else "")) \
                    .replace("%2", str(g.xi))
                flow.addWidget(self._group_box(cap, list(g.cards), fam, on_table=g.on_table))
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        rows = []
        comma = "，" if not lang.startswith("en") else ", "
        unit = j.unit.text(lang) if not lang.startswith("en") else j.unit.text("zh")
        if j.hao:
            rows.append((self.tr("豪"), comma.join(i18n.zh_term(f"{h.name} {h.card.name} {h.xi}息", lang)
                                                  for h in j.hao)))
        if j.mingtang:
            rows.append((self.tr("名堂"), comma.join(i18n.zh_term(f"{m.name} {m.value}{unit}", lang)
                                                   for m in j.mingtang)))
        if j.counts_fan:
            # 囤 and 番 exist only for a winning hand: nothing (never "None × None") otherwise
            if j.tun is not None and j.fan is not None:
                rows.append((self.tr("囤 × 番"), f"{j.tun} × {j.fan} = {j.score}"))
        else:
            rows.append((self.tr("total 息"), str(j.total)))
        rows.append((self.tr("score"), f"{j.score} {unit}"))
        pay = j.payment
        if pay is not None:
            if pay.baochong:
                rows.append((self.tr("payment"), self.tr("包铳: the discarder pays %1 for all three")
                             .replace("%1", str(pay.discarder_pays))))
            else:
                rows.append((self.tr("payment"), self.tr("each loser pays %1; the winner gets %2")
                             .replace("%1", str(pay.each_loser_pays)).replace("%2", str(pay.winner_gets))))
        for r, (k, v) in enumerate(rows):
            kl = QLabel(k)
            kl.setStyleSheet("font-weight: bold;")
            vl = QLabel(v)
            vl.setWordWrap(True)
            if k == self.tr("score"):
                f = QFont(vl.font())
                f.setPointSizeF(15)
                f.setBold(True)
                vl.setFont(f)
            grid.addWidget(kl, r, 0, Qt.AlignTop)
            grid.addWidget(vl, r, 1)
        grid.setColumnStretch(1, 1)
        holder = QWidget()
        holder.setLayout(grid)
        self.result_layout.addWidget(holder)
        lines = [ln for ln in j.lines if "None" not in ln]   # a line of a 囤/番 the hand does not have
        if lines:
            self._label(self.tr("Breakdown"), bold=True)
            self._label("\n".join(engine_lines(lines, lang)), colour="#333")


def _saved_settings():
    """The program's settings (language, variant), or None without them."""
    try:
        from app.ui import settings as settings_mod

        return settings_mod.load().settings   # never raises for a bad file
    except Exception:  # the table's settings module missing or broken: defaults
        return None


def _drop_layout(layout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().setParent(None)
            item.widget().deleteLater()
        elif item.layout() is not None:
            _drop_layout(item.layout())


# ====================================================================== settlement panels

class LongSettlement(QWidget):
    """Four players' 庄, 底, 买庄, 大炮, 坐牢 and the payout scheme → the
    long-card judge's settlement: each player's net and who pays whom."""

    def __init__(self, window: SettleWindow):
        super().__init__()
        self.window = window
        self.answer: dict | None = None
        h = QHBoxLayout(self)
        h.setContentsMargins(0, 0, 0, 0)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(1 if window.compact else 3)
        self.heads = [QLabel() for _ in range(8)]
        for c, lab in enumerate(self.heads):
            lab.setStyleSheet("font-weight: bold;")
            grid.addWidget(lab, 0, c)
        self.rows = []
        for s in range(4):
            name = QLabel()
            zhuang = QSpinBox()
            zhuang.setRange(0, 10000)
            zhuang.setMinimumWidth(64)
            di = QSpinBox()
            di.setRange(0, 10000)
            di.setMinimumWidth(64)
            bought, dapao, jailed, miscount = QCheckBox(), QCheckBox(), QCheckBox(), QCheckBox()
            net = QLabel("0")
            net.setMinimumWidth(60)
            f = QFont(net.font())
            f.setBold(True)
            net.setFont(f)
            for c, w in enumerate((name, zhuang, di, bought, dapao, jailed, miscount, net)):
                grid.addWidget(w, s + 1, c)
            for w in (zhuang, di):
                w.valueChanged.connect(lambda _v: self.settle_now())
            for w in (bought, dapao, jailed, miscount):
                w.toggled.connect(lambda _v: self.settle_now())
            self.rows.append({"name": name, "zhuang": zhuang, "di": di, "bought": bought, "dapao": dapao,
                              "jailed": jailed, "miscount": miscount, "net": net})
        # "牢里的庄头算" (001 §八.1): where a table counts a jailed player's 庄
        self.jail_counts = QCheckBox()
        self.jail_counts.toggled.connect(lambda _v: self.settle_now())
        left = QVBoxLayout()
        left.addLayout(grid)
        left.addStretch(1)
        h.addLayout(left)
        h.addSpacing(16)

        mid = QVBoxLayout()
        screen = QApplication.primaryScreen()
        wide = screen is None or screen.availableGeometry().width() >= 1200
        self.wide = wide
        srow = QHBoxLayout()
        self.scheme_label = QLabel()
        self.scheme = QComboBox()
        for s in (*M.SCHEMES, "custom"):
            self.scheme.addItem(s, s)
        self.scheme.setCurrentIndex(self.scheme.findData("1-3-5"))
        self.scheme.currentIndexChanged.connect(lambda _i: self._scheme_changed())
        srow.addWidget(self.scheme_label)
        srow.addWidget(self.scheme)
        mid.addLayout(srow)
        rgrid = QGridLayout()
        rgrid.setHorizontalSpacing(6)
        self.rate_labels = []
        self.rates = []
        for i in range(6):
            lab = QLabel()
            spin = QSpinBox()
            spin.setRange(0, 10000)
            spin.valueChanged.connect(lambda _v: self.settle_now())
            spin.setMinimumWidth(56)
            per_row = 6 if wide else 3                    # three a row on a narrow (1024-pixel) screen
            rgrid.addWidget(lab, (i // per_row) * 2, i % per_row)
            rgrid.addWidget(spin, (i // per_row) * 2 + 1, i % per_row)
            self.rate_labels.append(lab)
            self.rates.append(spin)
        mid.addLayout(rgrid)
        self.fill_seat = QComboBox()
        self.fill_button = QPushButton()
        self.fill_button.clicked.connect(self.fill_from_hand)
        if wide:
            srow.addSpacing(12)
            srow.addWidget(self.fill_seat)
            srow.addWidget(self.fill_button)
        else:   # its own row: the scheme's row stays short on a 1024-pixel screen
            frow = QHBoxLayout()
            frow.addWidget(self.fill_seat)
            frow.addWidget(self.fill_button)
            frow.addStretch(1)
            mid.addLayout(frow)
        self.fill_note = QLabel()
        self.fill_note.setStyleSheet("color: #5a4a2a;")
        self.fill_note.setWordWrap(True)
        mid.addWidget(self.fill_note)
        mid.addWidget(self.jail_counts)    # here rather than under the four rows: the panel is a row lower
        mid.addStretch(1)
        srow.addStretch(1)
        h.addLayout(mid)
        h.addSpacing(16)

        right = QVBoxLayout()
        self.transfers_label = QLabel()
        self.transfers_label.setStyleSheet("font-weight: bold;")
        right.addWidget(self.transfers_label)
        self.transfers = QListWidget()
        self.transfers.setMinimumWidth(200)
        # top to bottom, then the next column: every transfer in view at once
        self.transfers.setFlow(QListWidget.TopToBottom)
        self.transfers.setWrapping(wide)    # a narrow column: one column, scrolled, never cut at the side
        self.transfers.setResizeMode(QListWidget.Adjust)
        self.transfers.setSpacing(1)
        self.transfers.setFixedHeight(5 * (self.transfers.fontMetrics().height() + 4) + 6)
        right.addWidget(self.transfers)
        self.error = ErrorLabel()
        self.error.set_error(None)
        right.addWidget(self.error)
        right.setSpacing(2)
        right.addStretch(1)
        h.addLayout(right, 1)
        self._scheme_changed(settle=False)

    def retranslate(self) -> None:
        for lab, text in zip(self.heads, (self.tr("Player"), self.tr("庄"), self.tr("底"), self.tr("买庄"),
                                          self.tr("大炮"), self.tr("坐牢"), self.tr("抓多抓少"), self.tr("Net"))):
            lab.setText(text)
        self.jail_counts.setText(self.tr("a jailed player's 庄 count (牢里的庄头算)"))
        self.heads[6].setToolTip(self.tr("抓多抓少: the 头家 was not dealt 26 cards — jailed (坐牢) from this hand"))
        self.fill_seat.blockSignals(True)
        cur = max(0, self.fill_seat.currentIndex())
        self.fill_seat.clear()
        for s in range(4):
            self.rows[s]["name"].setText(self.seat_name(s))
            self.fill_seat.addItem(self.seat_name(s), s)
        self.fill_seat.setCurrentIndex(cur)
        self.fill_seat.blockSignals(False)
        self.scheme_label.setText(self.tr("Payout scheme"))
        self.scheme.setItemText(self.scheme.findData("custom"), self.tr("custom"))
        from app.ui.scoring import rate_words

        for lab, spin, (text, tip) in zip(self.rate_labels, self.rates, rate_words(self.window.language)):
            lab.setText(text)
            lab.setToolTip(tip)
            spin.setToolTip(tip)
        self.fill_button.setText(self.tr("Fill 庄 and 底 from the hand"))
        tip = self.tr("Whose hand the cards above are: the button fills that player's 庄 and 底")
        self.fill_seat.setToolTip(tip)
        self.fill_seat.setAccessibleName(tip)
        self.fill_button.setToolTip(tip)
        self.transfers_label.setText(self.tr("Who pays whom"))
        self.show_settlement()

    def seat_name(self, s: int) -> str:
        return self.tr("P%1").replace("%1", str(s + 1))

    def _scheme_changed(self, settle: bool = True) -> None:
        scheme = self.scheme.currentData()
        custom = scheme == "custom"
        for spin in self.rates:
            spin.setEnabled(custom)
        if not self.wide:   # a narrow screen shows the six rates only when they are the player's to set
            for w in (*self.rates, *self.rate_labels):
                w.setVisible(custom)
        if not custom:
            probe = M.judge(M.settlement_request(self._variant().id, [{}, {}, {}, {}], scheme))
            for spin, v in zip(self.rates, probe.get("rates", [])):
                spin.blockSignals(True)
                spin.setValue(v)
                spin.blockSignals(False)
        if settle:
            self.settle_now()

    def players(self) -> list[dict]:
        return [{"zhuang": r["zhuang"].value(), "di": r["di"].value(), "bought": r["bought"].isChecked(),
                 "dapao": r["dapao"].isChecked(), "jailed": r["jailed"].isChecked(),
                 **({"miscount": True} if r["miscount"].isChecked() else {})} for r in self.rows]

    def _variant(self):
        """The variant whose judge settles four players' 庄: the window's, or
        (while a variant that pays otherwise is shown) the first that does."""
        if self.window.profile.settlement == "table":
            return self.window.variant
        return next(v for v in all_variants() if profile(v).settlement == "table")

    def settle_now(self) -> dict | None:
        variant = self._variant()
        req = M.settlement_request(variant.id, self.players(), self.scheme.currentData(),
                                   [s.value() for s in self.rates], self.jail_counts.isChecked())
        self.answer, self.refusal = M.answered(req)
        if self.refusal is not None:
            self.answer = {"error": self.refusal.reason}
        self.show_settlement()
        return self.answer

    def show_settlement(self) -> None:
        a = self.answer
        self.transfers.clear()
        if a is None:
            return
        if "error" in a:   # the judge's refusal, in the window's language
            refusal = getattr(self, "refusal", None)
            self.error.set_error(say_refusal(refusal, self.window.language, seat_name=self.seat_name)
                                 if refusal is not None else a["error"])
            return
        self.error.set_error(None)
        for s, r in enumerate(self.rows):
            n = a["net"][s]
            r["net"].setText(f"{n:+d}" if n else "0")
            r["net"].setStyleSheet(f"color: {'#1f6b2e' if n > 0 else RED if n < 0 else '#333'};")
        for t in a["transfers"]:
            why = self.tr("庄 ×%1").replace("%1", str(t["rate"])) if t["for"] == "庄" else \
                self.tr("包庄") if t["for"] == "包庄" else self.tr("底")
            self.transfers.addItem(self.tr("%1 pays %2 %3 (%4)").replace("%1", self.seat_name(t["from"]))
                                   .replace("%2", self.seat_name(t["to"])).replace("%3", str(t["amount"]))
                                   .replace("%4", why))
        if not a["transfers"]:
            self.transfers.addItem(self.tr("nobody pays anyone"))

    def hand_zhuang(self) -> LongJudgement | None:
        """The judged hand, when its judgement counts 庄 and 底 (the engine's own counting)."""
        j = self.window.judgement
        return j if isinstance(j, LongJudgement) else None

    def hand_changed(self) -> None:
        j = self.hand_zhuang()
        self.fill_button.setEnabled(j is not None)
        self.fill_note.setText(engine_text(j.zhuang_line, self.window.language) if j else "")

    def fill_from_hand(self) -> None:
        j = self.hand_zhuang()
        if j is None:
            return
        s = self.fill_seat.currentData() or 0
        self.rows[s]["zhuang"].setValue(j.zhuang)
        self.rows[s]["di"].setValue(j.di)


class ZiSettlement(QWidget):
    """The payments the 字牌 judge implies: every loser pays the score, or
    (qidong, a discard) the discarder pays for all three (包铳)."""

    def __init__(self, window: SettleWindow):
        super().__init__()
        self.window = window
        self.seats = 3
        h = QHBoxLayout(self)
        h.setContentsMargins(0, 0, 0, 0)
        form = QGridLayout()
        self.winner_label = QLabel()
        self.winner = QComboBox()
        self.payer_label = QLabel()
        self.payer = QComboBox()
        form.addWidget(self.winner_label, 0, 0)
        form.addWidget(self.winner, 0, 1)
        form.addWidget(self.payer_label, 1, 0)
        form.addWidget(self.payer, 1, 1)
        self.winner.currentIndexChanged.connect(lambda _i: self.refresh())
        self.payer.currentIndexChanged.connect(lambda _i: self.refresh())
        h.addLayout(form)
        h.addSpacing(20)
        self.net_grid = QGridLayout()
        self.net_grid.setHorizontalSpacing(14)
        self.net_names = [QLabel() for _ in range(4)]
        self.net_values = [QLabel("0") for _ in range(4)]
        for s in range(4):
            self.net_grid.addWidget(self.net_names[s], 0, s)
            f = QFont(self.net_values[s].font())
            f.setBold(True)
            f.setPointSizeF(14)
            self.net_values[s].setFont(f)
            self.net_grid.addWidget(self.net_values[s], 1, s)
        h.addLayout(self.net_grid)
        h.addSpacing(20)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        h.addWidget(self.summary, 1)

    def set_seats(self, n: int) -> None:
        self.seats = n
        self.retranslate()

    def seat_name(self, s: int) -> str:
        return self.tr("P%1").replace("%1", str(s + 1))

    def retranslate(self) -> None:
        self.winner_label.setText(self.tr("Winner"))
        self.payer_label.setText(self.tr("Discarder (包铳)"))
        for box in (self.winner, self.payer):
            cur = max(0, box.currentIndex())
            box.blockSignals(True)
            box.clear()
            for s in range(self.seats):
                box.addItem(self.seat_name(s), s)
            box.setCurrentIndex(min(cur, self.seats - 1))
            box.blockSignals(False)
        if self.payer.currentIndex() == self.winner.currentIndex() and self.seats > 1:
            self.payer.setCurrentIndex((self.winner.currentIndex() + 1) % self.seats)
        for s in range(4):
            self.net_names[s].setText(self.seat_name(s))
            self.net_names[s].setVisible(s < self.seats)
            self.net_values[s].setVisible(s < self.seats)
        self.refresh()

    def _payment(self):
        j = self.window.judgement
        return getattr(j, "payment", None)

    def nets(self) -> list[int] | None:
        pay = self._payment()
        if pay is None:
            return None
        return pay.nets(self.seats, self.winner.currentData() or 0, self.payer.currentData())

    def refresh(self) -> None:
        pay = self._payment()
        baochong = bool(pay and pay.baochong)
        self.payer.setEnabled(baochong)
        self.payer_label.setEnabled(baochong)
        net = self.nets()
        for s in range(self.seats):
            n = net[s] if net else 0
            self.net_values[s].setText(f"{n:+d}" if n else "0")
            self.net_values[s].setStyleSheet(f"color: {'#1f6b2e' if n > 0 else RED if n < 0 else '#333'};")
        if not pay:
            self.summary.setText(self.tr("No payment: the hand does not win."))
        elif baochong:
            w, p = self.winner.currentData() or 0, self.payer.currentData()
            if p == w:
                self.summary.setText(self.tr("The discarder cannot be the winner."))
            else:
                self.summary.setText(self.tr("包铳: %1 discarded the winning card and pays %2 alone (three shares)")
                                     .replace("%1", self.seat_name(p)).replace("%2", str(pay.discarder_pays)))
        else:
            self.summary.setText(self.tr("Each loser pays %1 to %2.").replace("%1", str(pay.each_loser_pays))
                                 .replace("%2", self.seat_name(self.winner.currentData() or 0)))

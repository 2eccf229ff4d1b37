"""The welcome screen: a first start (and 游戏 → 选择玩法) picks the game in one place — the
variant with a line on what it is, the computer's level for each seat the variant has, its
payout scheme, 星儿 and house rules — and offers the rules page and the trainer."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QLabel, QPushButton, QRadioButton, QScrollArea, QStyle,
                               QVBoxLayout, QWidget)

from app.engine import VariantError, all_variants, find_variant

from . import seats as seats_mod
from . import settings as settings_mod
from .dialogs import OptionEditor, _levels, fill_text_sizes, level_name
from .i18n import variant_name

# one line on each variant, in English: the catalog (app/ui/i18n_catalog.py) says it in 简体 and 繁體
BLURB = {
    "haimen": 'Long cards for four, 124 with the 星儿; 碰庄, 摊庄, 买庄 and 大炮, settled pair by pair.',
    "lvsi": 'Long cards for four, 120 with seven 将 (星儿 optional); the first dealer by a flipped card.',
    "waihuzi": '字牌 for three (Paohuzi): eat, pong, 歪 and 溜 for 胡息, with 豪 and 名堂.',
    "yiyang": '字牌 for three (four with a 守醒 seat); close to 外胡子, with its own 名堂.',
    "qidong": '字牌 for four, the dealer shows the 挡底; 偎, 提, 跑, scored in 囤 and 番.',
}


def blurb(variant_id: str, lang: str) -> str:
    from .i18n_catalog import say

    return say(BLURB[variant_id], lang) if variant_id in BLURB else ""


class WelcomeDialog(QDialog):
    """``result_settings`` holds the chosen settings after Start (None otherwise)."""

    rulesRequested = Signal(str)     # variant id
    trainerRequested = Signal()

    languageChosen = Signal(str)     # "zh_CN", "zh_TW" or "en"
    textSizeChosen = Signal(str)     # "normal", "large" or "larger" (settings.TEXT_SIZES)

    def __init__(self, current: settings_mod.Settings, parent=None):
        super().__init__(parent)
        import dataclasses

        self.current = dataclasses.replace(current)
        self.lang = current.language
        self.result_settings: settings_mod.Settings | None = None
        from . import screenfit

        screenfit.fit(self, (900, 680), (420, 360))   # wide enough for the six payout rates
        self.outer = QVBoxLayout(self)
        # the language first: a first start speaks 简体, and a player who reads another script
        # must be able to change it before anything else (the dialog is rebuilt in it)
        top = QHBoxLayout()
        self.lang_label = QLabel()
        self.lang_box = QComboBox()
        for code in settings_mod.LANGUAGES:
            self.lang_box.addItem(settings_mod.LANGUAGE_NAMES[code], code)
        self.lang_box.setCurrentIndex(max(0, self.lang_box.findData(self.lang)))
        self.lang_box.setObjectName("welcome_language")
        self.lang_box.currentIndexChanged.connect(self._language_changed)
        # … and the size of the words, for eyes that need larger ones before reading the rest
        self.size_label = QLabel()
        self.size_box = QComboBox()
        self.size_box.setObjectName("welcome_text_size")
        self.size_box.currentIndexChanged.connect(self._text_size_changed)
        top.addStretch(1)
        top.addWidget(self.size_label)
        top.addWidget(self.size_box)
        top.addSpacing(12)
        top.addWidget(self.lang_label)
        top.addWidget(self.lang_box)
        self.outer.addLayout(top)
        self.body: QWidget | None = None
        self._build()

    def _language_changed(self) -> None:
        lang = self.lang_box.currentData()
        if not lang or lang == self.lang:
            return
        self._remember()
        self.lang = self.current.language = lang
        self.languageChosen.emit(lang)    # the program speaks it from now on (the window installs it)
        self._build()

    def _text_size_changed(self) -> None:
        size = self.size_box.currentData()
        if size and size != self.current.text_size:
            self.current.text_size = size
            self.textSizeChosen.emit(size)    # the window applies it to everything at once

    def _remember(self) -> None:
        """What is chosen so far, kept across a rebuild in another language."""
        if self.body is None:
            return
        self.current.variant = self.variant_id()
        self.current.seats = ["human"] + [b.currentData() for b in self.level_boxes]
        if self.editor is not None:
            try:
                self.current.variant_options = {**self.current.variant_options, self.current.variant: self.editor.values()}
            except VariantError:
                pass

    def _build(self) -> None:
        current = self.current
        if self.body is not None:
            self.outer.removeWidget(self.body)
            self.body.deleteLater()
        self.body = QWidget()
        self.outer.addWidget(self.body, 1)
        self.setWindowTitle(self.tr("Welcome to Yezi"))
        # also in English in a Chinese screen: the one word a player who reads no Chinese must find
        self.lang_label.setText(self.tr("Language") + ("" if self.lang == "en" else " / Language"))
        self.size_label.setText(self.tr("Text size"))
        self.size_box.blockSignals(True)      # named anew in this language: no choice is made by it
        fill_text_sizes(self.size_box, current.text_size)
        self.size_box.blockSignals(False)
        lay = QVBoxLayout(self.body)
        lay.setContentsMargins(0, 0, 0, 0)
        head = QLabel(self.tr("Choose a game. Everything here can be changed later in the settings."))
        head.setWordWrap(True)
        lay.addWidget(head)
        box = QGroupBox(self.tr("Which game"))
        vbox = QVBoxLayout(box)
        self.variant_group = QButtonGroup(self.body)
        self.radios: dict[str, QRadioButton] = {}
        for v in all_variants():
            r = QRadioButton(f"{variant_name(v, self.lang)} — {blurb(v.id, self.lang)}")
            r.setObjectName(f"variant_{v.id}")
            self.variant_group.addButton(r)
            self.radios[v.id] = r
            vbox.addWidget(r)
        lay.addWidget(box)
        (self.radios.get(current.variant) or next(iter(self.radios.values()))).setChecked(True)
        self.levels_box = QGroupBox(self.tr("Computer players"))
        self.levels_form = QFormLayout(self.levels_box)
        self.level_boxes: list[QComboBox] = []
        for seat in range(1, 4):
            b = QComboBox()
            for lv in _levels():
                b.addItem(level_name(lv, self.lang), lv)
            have = current.level_for(seat)
            b.setCurrentIndex(max(0, b.findData(have)))
            self.level_boxes.append(b)
            self.levels_form.addRow(QLabel(), b)
        lay.addWidget(self.levels_box)
        self.rules_box = QGroupBox(self.tr("Scoring and house rules"))
        self.rules_lay = QVBoxLayout(self.rules_box)
        self.rules_scroll = QScrollArea()   # a low screen scrolls the options instead of squeezing them
        self.rules_scroll.setWidgetResizable(True)
        self.rules_lay.addWidget(self.rules_scroll)
        self.editor: OptionEditor | None = None
        lay.addWidget(self.rules_box, 1)
        row = QHBoxLayout()
        self.rules_button = QPushButton(self.tr("Rules of this game…"))
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.variant_id()))
        self.trainer_button = QPushButton(self.tr("Learn the cards (trainer)…"))
        self.trainer_button.clicked.connect(self.trainerRequested)
        row.addWidget(self.rules_button)
        row.addWidget(self.trainer_button)
        row.addStretch(1)
        lay.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.Cancel)
        # a button of its own: a standard OK renamed "Start" was named back "OK" by the box when
        # the language changed under it
        self.start_button = buttons.addButton(self.tr("Start"), QDialogButtonBox.AcceptRole)
        self.start_button.setDefault(True)
        self.start_button.setIcon(self.style().standardIcon(QStyle.SP_DialogOkButton))
        buttons.accepted.connect(self._start)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.variant_group.buttonToggled.connect(lambda b, on: self._variant_changed() if on else None)
        self._variant_changed()
        # the keys start on the games, not on the language box (an arrow key there would switch
        # the language of everything); Tab reaches the language after the rest
        checked = self.variant_group.checkedButton()
        if checked is not None:
            checked.setFocus()
        QWidget.setTabOrder(buttons, self.lang_box)

    def variant_id(self) -> str:
        for vid, r in self.radios.items():
            if r.isChecked():
                return vid
        return self.current.variant

    def _variant_changed(self) -> None:
        variant = find_variant(self.variant_id())
        n = variant.players + (1 if any(o.key == "shouxing" for o in variant.options) else 0)
        where = seats_mod.places(max(2, min(4, n)), 0)
        for i, b in enumerate(self.level_boxes):
            seat = i + 1
            self.levels_form.setRowVisible(b, seat < n)
            label = self.levels_form.labelForField(b)
            if seat < n and isinstance(label, QLabel):
                label.setText(seats_mod.place_word(where[seat]))
        self.editor = OptionEditor(variant, self.current.options_for(variant), self.lang)
        self.rules_scroll.setWidget(self.editor)   # the previous editor is deleted by the scroll area

    def _start(self) -> None:
        try:
            options = self.editor.values() if self.editor is not None else {}
        except VariantError as exc:
            self.editor.error.setText(exc.reason)
            return
        import dataclasses

        s = dataclasses.replace(self.current)
        s.language = self.lang
        s.variant = self.variant_id()
        s.seats = ["human"] + [b.currentData() for b in self.level_boxes]
        s.variant_options = {**self.current.variant_options, s.variant: options}
        self.result_settings = s
        self.accept()

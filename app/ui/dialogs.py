"""Dialogs of the table: the scoring dialog with the match ledger, settings,
the rules reference and the hint."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication, QUrl, QUrlQuery, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDialog, QDialogButtonBox,
                               QFormLayout, QHBoxLayout, QHeaderView, QLabel, QLineEdit, QSpinBox,
                               QTableWidget, QTableWidgetItem, QTabWidget, QTextBrowser, QVBoxLayout,
                               QWidget)

from app.engine import VariantError, all_variants, find_variant

from . import settings as settings_mod
from .i18n import option_label, zh_term
from .faces import FaceCache

def breakdown_html(result, names: list[str], lang: str) -> str:
    """The scoring facts in a form a player reads (``app.ui.scoring``): groups with their cards,
    each seat's 庄 by type, who pays whom; 胡息, 豪, 名堂, 囤, 番 — words, never raw values."""
    from .scoring import breakdown_html as html

    return html(dict(result.breakdown), list(result.net), names, lang)


def result_label(result, lang: str | None = None) -> str:
    """How a hand ended ("win", "draw", "instant" …) in the UI's language."""
    from app.engine.messages import CATALOG, Reason

    from .i18n import engine_text

    key = f"result.{result.reason}"
    return engine_text(Reason(key), lang) if key in CATALOG else str(result.reason)


class ScoreDialog(QDialog):
    """The end of a hand: what happened, the whole breakdown, and the match ledger."""

    def __init__(self, result, match, names: list[str], lang: str, parent=None, hands=None):
        """``hands``: the finished hand's view (every hand face up), for the "Everyone's hand" tab."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand result"))
        from . import screenfit

        screenfit.fit(self, (760, 600), (420, 320))
        lay = QVBoxLayout(self)
        if result.winner is None:
            from .seats import seat_text

            first = seat_text(result.lines[0], names, lang) if result.lines \
                else result_label(result, lang)
            head = self.tr("No winner (%1)").replace("%1", first)
        else:
            from .seats import wins_text

            head = wins_text(names[result.winner])
        title = QLabel(f"<h2>{head}</h2>")
        lay.addWidget(title)
        if result.lines:
            from .seats import seat_text

            lines = QLabel("<br>".join(_escape(seat_text(x, names, lang)) for x in result.lines))
            lines.setWordWrap(True)
            lines.setTextInteractionFlags(Qt.TextSelectableByMouse)
            lay.addWidget(lines)
        tabs = QTabWidget()
        self.tabs = tabs
        lay.addWidget(tabs, 1)
        self.summary = CardBrowser(self)
        html = breakdown_html(result, names, lang)
        self.summary.setHtml(html)
        if html.strip():   # a drawn hand may have nothing to break down: no empty tab
            tabs.addTab(self.summary, self.tr("Breakdown"))
        self.hands_view: CardBrowser | None = None
        if hands is not None:      # what everyone held at the end (at the table they are drawn small)
            from .scoring import cards_html

            self.hands_view = CardBrowser(self)
            rows = []
            for pl in hands.players:
                who = names[pl.seat] if pl.seat < len(names) else str(pl.seat + 1)
                held = cards_html([c.code for c in pl.hand or ()], lang, 64)
                groups = "　".join(cards_html([c.code for c in m.cards], lang, 52, names=False) for m in pl.melds)
                rows.append(f"<p><b>{_escape(who)}</b><br>{held}"
                            + (f"<br>{groups}" if groups else "") + "</p>")
            self.hands_view.setHtml("".join(rows))
            tabs.addTab(self.hands_view, self.tr("Everyone's hand"))
        self.net_table = net_table(result, match, names, self)
        tabs.addTab(self.net_table, self.tr("This hand"))
        self.ledger = ledger_table(match, names, self)
        tabs.addTab(self.ledger, self.tr("Match ledger"))
        buttons = QDialogButtonBox(QDialogButtonBox.Ok)
        self.next_button = buttons.button(QDialogButtonBox.Ok)
        self.next_button.setText(self.tr("Next hand (N)"))
        from .review.words import word as review_word

        # 点评: the hard computer's review of the player's decisions in this hand (app/ui/review)
        self.review_button = buttons.addButton(review_word("review", lang), QDialogButtonBox.ActionRole)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)

    def keyPressEvent(self, event) -> None:
        # N deals the next hand here too, as it does at the table; R (the result) is this dialog
        if event.key() == Qt.Key_N and not event.modifiers():
            self.accept()
            return
        super().keyPressEvent(event)


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _ro_table(rows: int, cols: int, parent) -> QTableWidget:
    t = QTableWidget(rows, cols, parent)
    t.setEditTriggers(QAbstractItemView.NoEditTriggers)
    t.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
    return t


def net_table(result, match, names, parent) -> QTableWidget:
    n = len(result.net)
    t = _ro_table(n, 2, parent)
    t.setHorizontalHeaderLabels([QCoreApplication.translate("ScoreDialog", "This hand"),
                                 QCoreApplication.translate("ScoreDialog", "Match total")])
    t.setVerticalHeaderLabels(names[:n])
    totals = ledger_rows(match)[1] if match is not None else list(result.net)
    for i in range(n):
        t.setItem(i, 0, QTableWidgetItem(f"{result.net[i]:+d}"))
        t.setItem(i, 1, QTableWidgetItem(f"{totals[i]:+d}"))
    return t


def ledger_rows(match) -> tuple[list[list[int]], list[int]]:
    """Each finished hand's net per seat, and the running totals including the current hand."""
    rows = [list(h.result.net) for h in match.hands if h.is_over]
    n = match.current.num_seats
    totals = [sum(r[i] for r in rows if i < len(r)) for i in range(n)]
    return rows, totals


def ledger_table(match, names, parent) -> QTableWidget:
    rows, totals = ledger_rows(match)
    n = len(totals)
    t = _ro_table(len(rows) + 1, n, parent)
    t.setHorizontalHeaderLabels(names[:n])
    hand = QCoreApplication.translate("ScoreDialog", "Hand %1")
    t.setVerticalHeaderLabels([hand.replace("%1", str(i + 1)) for i in range(len(rows))]
                              + [QCoreApplication.translate("ScoreDialog", "Total")])
    for r, net in enumerate(rows):
        for i, v in enumerate(net):
            t.setItem(r, i, QTableWidgetItem(f"{v:+d}"))
    for i, v in enumerate(totals):
        item = QTableWidgetItem(f"{v:+d}")
        f = item.font()
        f.setBold(True)
        item.setFont(f)
        t.setItem(len(rows), i, item)
    return t


# -- settings ---------------------------------------------------------------------

def _levels() -> list[str]:
    try:
        from app.ai import base

        return list(base.levels())
    except Exception:
        return ["simple"]


class OptionEditor(QWidget):
    """A form for one variant's ruleset options, built from ``Variant.options``."""

    def __init__(self, variant, values: dict, lang: str, parent=None):
        super().__init__(parent)
        self.variant = variant
        self.widgets: dict[str, QWidget] = {}
        form = QFormLayout(self)
        form.setRowWrapPolicy(QFormLayout.WrapLongRows)   # a long option's field goes under its words
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        for opt in variant.options:
            value = values.get(opt.key, opt.default)
            label = option_label(opt, lang)
            if opt.kind == "bool":
                w = QCheckBox()
                w.setChecked(bool(value))
            elif opt.kind == "int":
                w = QSpinBox()
                w.setRange(opt.minimum if opt.minimum is not None else -1_000_000,
                           opt.maximum if opt.maximum is not None else 1_000_000)
                w.setValue(int(value))
            elif opt.kind == "choice":
                w = QComboBox()
                for c in opt.choices:
                    w.addItem(choice_label(c, lang), c)
                w.setCurrentIndex(max(0, list(opt.choices).index(value) if value in opt.choices else 0))
            elif opt.key == "custom_rates" and isinstance(value, list) and all(isinstance(x, int) for x in value):
                w = RatesEditor(value, label, lang=lang)
            elif FanTable.fits(opt.default) and isinstance(value, dict):
                w = FanTable(opt.default, value, lang)
            else:
                w = QLineEdit(json.dumps(value, ensure_ascii=False))
                w.setToolTip("JSON")
            w.setObjectName(f"opt_{opt.key}")
            self.widgets[opt.key] = w
            if isinstance(w, (RatesEditor, FanTable)):      # its own rows, under its label
                form.addRow(QLabel(label))
                form.addRow(w)
            else:
                form.addRow(label, w)
        if not variant.options:
            form.addRow(QLabel(self.tr("This variant has no settings.")))
        form.addRow(self.error)
        scheme, rates = self.widgets.get("scheme"), self.widgets.get("custom_rates")
        if isinstance(scheme, QComboBox) and isinstance(rates, RatesEditor):
            scheme.currentIndexChanged.connect(lambda: rates.follow(scheme.currentData()))
            rates.follow(scheme.currentData())

    def values(self) -> dict:
        """The edited options; ``VariantError`` names the first bad one."""
        out = {}
        for opt in self.variant.options:
            w = self.widgets[opt.key]
            if opt.kind == "bool":
                v = w.isChecked()
            elif opt.kind == "int":
                v = w.value()
            elif opt.kind == "choice":
                v = w.currentData()
            elif isinstance(w, RatesEditor):
                v = list(w.custom)
            elif isinstance(w, FanTable):
                v = w.value()
            else:
                try:
                    v = json.loads(w.text())
                except ValueError as exc:
                    raise VariantError(f"setting {opt.key!r}: not valid JSON ({exc.msg})") from None
            out[opt.key] = opt.validate(v)
        return out


class FanTable(QWidget):
    """A table of 名堂 and their 番 (qidong's option): each 名堂 named beside its box, in the
    player's words, instead of a line of JSON."""

    def __init__(self, default: dict, value: dict, lang: str, parent=None):
        super().__init__(parent)
        from PySide6.QtWidgets import QGridLayout

        from app.engine.zipai.rules import MINGTANG_NAMES

        lay = QGridLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.boxes: dict[str, QSpinBox] = {}
        for i, key in enumerate(default):
            zh, en = MINGTANG_NAMES[key]
            name = zh_term(zh, lang)
            box = QSpinBox()
            box.setRange(0, 100)
            box.setValue(int(value.get(key, default[key])))
            box.setSuffix(" 番")          # the game's own word, in every language
            word = QLabel(f"{name} ({en})" if lang == "en" else name)
            word.setWordWrap(True)
            word.setToolTip(en if lang == "en" else name)
            word.setBuddy(box)
            box.setObjectName(f"fan_{key}")
            self.boxes[key] = box
            lay.addWidget(word, i // 2, 2 * (i % 2))
            lay.addWidget(box, i // 2, 2 * (i % 2) + 1)
        lay.setHorizontalSpacing(12)
        lay.setColumnStretch(4, 1)      # each box beside its name, the room left over at the end

    @staticmethod
    def fits(default) -> bool:
        """A default that is a 名堂 table: every key a known 名堂, every value a whole number."""
        from app.engine.zipai.rules import MINGTANG_NAMES

        return isinstance(default, dict) and bool(default) and all(
            k in MINGTANG_NAMES and isinstance(v, int) and not isinstance(v, bool) for k, v in default.items())

    def value(self) -> dict:
        return {key: box.value() for key, box in self.boxes.items()}


def choice_label(choice, lang: str) -> str:
    """A choice of a ruleset option as the player reads it ("custom" is 自定)."""
    if choice == "custom":
        return "custom" if lang == "en" else zh_term("自定", lang)
    if isinstance(choice, bool):
        return ("yes" if choice else "no") if lang == "en" else zh_term("是" if choice else "否", lang)
    return str(choice)


def preset_rates(scheme: str) -> list[int] | None:
    """A payout preset "a-b-c" as the six pair rates (plain a, one 买庄 b, 对庄 c,
    大炮 c, 大炮 vs 买庄 b+c, 对炮 2c); None for "custom"."""
    try:
        a, b, c = (int(x) for x in str(scheme).split("-"))
    except ValueError:
        return None
    return [a, b, c, c, b + c, 2 * c]


class RatesEditor(QWidget):
    """The six pair rates of a payout scheme: editable for "custom", shown for a preset."""

    def __init__(self, rates: list[int], label: str, parent=None, lang: str = "zh_CN"):
        super().__init__(parent)
        from PySide6.QtWidgets import QGridLayout

        from .scoring import rate_words
        # three rows of two, each rate named beside its box (six boxes in a row left each a
        # few pixels, their names cut to "in", "庄" in a 620-px dialog)
        lay = QGridLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.custom = list(rates)
        self.preset_shown = False
        self.boxes = []
        for i, (name, tip) in enumerate(rate_words(lang)):
            box = QSpinBox()
            box.setRange(0, 1000)
            box.setValue(rates[i] if i < len(rates) else 0)
            box.setToolTip(tip)
            box.valueChanged.connect(self._edited)
            self.boxes.append(box)
            word = QLabel(name)
            word.setToolTip(tip)
            word.setBuddy(box)
            lay.addWidget(word, i // 2, 2 * (i % 2))
            lay.addWidget(box, i // 2, 2 * (i % 2) + 1)
        lay.setColumnStretch(1, 1)
        lay.setColumnStretch(3, 1)

    def _edited(self) -> None:
        if not self.preset_shown:
            self.custom = [b.value() for b in self.boxes]

    def follow(self, scheme) -> None:
        preset = preset_rates(scheme)
        self.preset_shown = preset is not None
        values = preset if preset is not None else self.custom
        for b, v in zip(self.boxes, values):
            b.blockSignals(True)
            b.setValue(v)
            b.blockSignals(False)
            b.setEnabled(preset is None)


class SettingsDialog(QDialog):
    def __init__(self, current: settings_mod.Settings, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        from . import screenfit

        screenfit.fit(self, (740, 560), (420, 320))    # the longest English option fits at 740
        self.current = current
        self.result_settings: settings_mod.Settings | None = None
        lang = current.language
        self.lang = lang
        lay = QVBoxLayout(self)
        tabs = QTabWidget()
        lay.addWidget(tabs, 1)

        game = QWidget()
        gf = QFormLayout(game)
        self.variant_box = QComboBox()
        for v in all_variants():
            self.variant_box.addItem(v.name_en + f"  {v.name_zh}" if lang == "en" else zh_term(v.name_zh, lang),
                                     v.id)
        idx = self.variant_box.findData(current.variant)
        self.variant_box.setCurrentIndex(max(0, idx))
        gf.addRow(self.tr("Variant"), self.variant_box)
        self.seat_boxes: list[QComboBox] = []
        self.game_form = gf
        levels = _levels()
        for seat in range(1, 4):
            box = QComboBox()
            for lv in levels:
                box.addItem(level_name(lv, lang), lv)
            have = current.level_for(seat)
            box.setCurrentIndex(max(0, box.findData(have if have in levels else ("normal" if "normal" in levels
                                                                                   else levels[-1]))))
            self.seat_boxes.append(box)
            gf.addRow(QLabel(), box)
        self.delay = QSpinBox()
        self.delay.setRange(0, 10000)
        self.delay.setSingleStep(100)
        self.delay.setSuffix(" ms")
        self.delay.setValue(current.think_delay_ms)
        gf.addRow(self.tr("Computer thinking delay"), self.delay)
        self.anim = QComboBox()
        for key in settings_mod.ANIMATION:
            self.anim.addItem({"off": self.tr("Off"), "fast": self.tr("Fast"), "normal": self.tr("Normal"),
                               "slow": self.tr("Slow")}[key], key)
        self.anim.setCurrentIndex(self.anim.findData(current.animation))
        gf.addRow(self.tr("Animation"), self.anim)
        self.one_click = QCheckBox(self.tr("Discard with a single click"))
        self.one_click.setChecked(current.one_click_discard)
        gf.addRow("", self.one_click)
        self.take_back = QCheckBox(self.tr("Allow taking back a move (Ctrl+Z)"))
        self.take_back.setChecked(current.take_back)
        gf.addRow("", self.take_back)
        from .review.words import word as review_word

        self.coach = QCheckBox(review_word("coach_setting", current.language))
        self.coach.setChecked(current.coach)
        gf.addRow("", self.coach)
        tabs.addTab(game, self.tr("Game"))

        self.rules_page = QWidget()
        self.rules_lay = QVBoxLayout(self.rules_page)
        self.rules_note = QLabel(self.tr("House rules and scoring of the chosen variant (take effect in the next game)."))
        self.rules_note.setWordWrap(True)
        self.rules_lay.addWidget(self.rules_note)
        self.rules_lay.addStretch(1)
        self.editor: OptionEditor | None = None
        self.edited: dict[str, dict] = {k: dict(v) for k, v in current.variant_options.items()}
        tabs.addTab(self.rules_page, self.tr("Rules"))
        self._build_editor()
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self._seat_rows()

        look = QWidget()
        lf = QFormLayout(look)
        self.lang_box = QComboBox()
        for code in settings_mod.LANGUAGES:
            self.lang_box.addItem(settings_mod.LANGUAGE_NAMES[code], code)
        self.lang_box.setCurrentIndex(self.lang_box.findData(current.language))
        lf.addRow(self.tr("Language"), self.lang_box)
        self.text_size_box = QComboBox()      # the menus', dialogs' and bars' words; the cards keep their size
        fill_text_sizes(self.text_size_box, current.text_size)
        lf.addRow(self.tr("Text size"), self.text_size_box)
        self.theme_box = QComboBox()
        self.theme_box.addItem(self.tr("Built-in art"), "")
        from .faces import themes

        for t in themes():
            if t:
                self.theme_box.addItem(t, t)
        self.theme_box.setCurrentIndex(max(0, self.theme_box.findData(current.theme)))
        lf.addRow(self.tr("Card theme"), self.theme_box)
        tabs.addTab(look, self.tr("Appearance"))
        tabs.addTab(self._sound_page(current, getattr(parent, "sound", None)), self.tr("Sound"))

        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def _sound_page(self, current: settings_mod.Settings, player) -> QWidget:
        """Sounds on/off and their volume; which player plays them, or why none can (its words)."""
        from PySide6.QtWidgets import QPushButton, QSlider

        page = QWidget()
        sf = QFormLayout(page)
        self.sound_on = QCheckBox(self.tr("Play sounds (a card played, 吃 碰 杠 歪 跑 胡, the hand's end)"))
        self.sound_on.setChecked(current.sound)
        sf.addRow("", self.sound_on)
        row = QHBoxLayout()
        self.volume = QSlider(Qt.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(current.sound_volume)
        self.volume_label = QLabel()
        self.volume_label.setMinimumWidth(48)
        self.volume.valueChanged.connect(lambda v: self.volume_label.setText(f"{v} %"))
        self.volume_label.setText(f"{current.sound_volume} %")
        row.addWidget(self.volume, 1)
        row.addWidget(self.volume_label)
        self.test_sound = QPushButton(self.tr("Test"))
        row.addWidget(self.test_sound)
        sf.addRow(self.tr("Volume"), row)
        self.sound_on.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(current.sound)
        self.sound_status = QLabel()
        self.sound_status.setWordWrap(True)
        self.sound_status.setTextInteractionFlags(Qt.TextSelectableByMouse)
        sf.addRow(self.sound_status)
        # what the players said, as they said it (their own language, usually English): marked
        # "verbatim" so the check of the program's words (tests/words.py) knows it is quoted
        self.sound_reason = QLabel()
        self.sound_reason.setObjectName("verbatim")
        self.sound_reason.setWordWrap(True)
        self.sound_reason.setTextInteractionFlags(Qt.TextSelectableByMouse)
        self.sound_reason.setStyleSheet("color: #555; font-family: monospace;")
        sf.addRow(self.sound_reason)
        self.sound_player = player

        def test():
            if player is None:
                return
            was = (player.enabled, player.volume)
            player.configure(True, self.volume.value())
            player.play("hu")
            player.configure(*was)
            QTimer.singleShot(1500, self, self._sound_status_text)   # a player that fails says so
        from PySide6.QtCore import QTimer

        self.test_sound.clicked.connect(test)
        self._sound_status_text()
        return page

    def _sound_status_text(self) -> str:
        player = self.sound_player
        reason = ""
        if player is None:
            text = ""
        elif player.available:
            text = self.tr("Sounds play through %1.").replace("%1", player.backend.name)
        else:
            text = self.tr("Sound is not available on this computer. What the sound players said:")
            reason = player.reason()
        self.sound_status.setText(text)
        self.sound_reason.setText(reason)
        self.sound_reason.setVisible(bool(reason))
        self.test_sound.setEnabled(player is not None and player.available)
        return text

    def _variant_changed(self) -> None:
        self._keep_edits()
        self._build_editor()
        self._seat_rows()

    def _seat_rows(self) -> None:
        """A level for each computer seat the chosen variant has (下家, 对家, 上家; no 对家 for three;
        the 守醒 seat of a four-seat yiyang table counts as 对家)."""
        from . import seats

        try:
            variant = find_variant(self.variant_box.currentData())
            n = variant.players + (1 if any(o.key == "shouxing" for o in variant.options) else 0)
        except VariantError:
            n = 4
        n = max(2, min(4, n))
        where = seats.places(n, 0)
        for i, box in enumerate(self.seat_boxes):
            seat = i + 1
            label = self.game_form.labelForField(box)
            shown = seat < n
            self.game_form.setRowVisible(box, shown)
            if shown and isinstance(label, QLabel):
                label.setText(self.tr("%1 (computer)").replace("%1", seats.place_word(where[seat])))

    def _keep_edits(self) -> bool:
        if self.editor is None:
            return True
        try:
            self.edited[self.editor.variant.id] = self.editor.values()
            self.editor.error.setText("")
            return True
        except VariantError as exc:
            self.editor.error.setText(exc.reason)
            return False

    def _build_editor(self) -> None:
        if self.editor is not None:
            self.rules_lay.removeWidget(self.editor)
            self.editor.deleteLater()
        variant = find_variant(self.variant_box.currentData())
        values = variant.settings({k: v for k, v in self.edited.get(variant.id, {}).items()
                                   if any(o.key == k for o in variant.options)})
        self.editor = OptionEditor(variant, values, self.lang, self.rules_page)
        self.rules_lay.insertWidget(1, self.editor)

    def _accept(self) -> None:
        if not self._keep_edits():
            return
        s = settings_mod.Settings(**{k: getattr(self.current, k) for k in self.current.__dataclass_fields__})
        s.variant = self.variant_box.currentData()
        s.seats = ["human"] + [b.currentData() for b in self.seat_boxes]
        s.think_delay_ms = self.delay.value()
        s.animation = self.anim.currentData()
        s.one_click_discard = self.one_click.isChecked()
        s.take_back = self.take_back.isChecked()
        s.sound = self.sound_on.isChecked()
        s.sound_volume = self.volume.value()
        s.coach = self.coach.isChecked()
        s.language = self.lang_box.currentData()
        s.text_size = self.text_size_box.currentData()
        s.theme = self.theme_box.currentData()
        s.variant_options = self.edited
        self.result_settings = s
        self.accept()


def fill_text_sizes(box: QComboBox, chosen: str | None = None) -> None:
    """The settings' text sizes in ``box``, named in the program's language (标准 / 大 / 特大), each
    item holding its key; ``chosen`` selected.  Called again, it names them anew (a change of
    language) and keeps the choice."""
    words = {"normal": QCoreApplication.translate("SettingsDialog", "Standard"),
             "large": QCoreApplication.translate("SettingsDialog", "Large"),
             "larger": QCoreApplication.translate("SettingsDialog", "Larger")}
    keep = chosen if chosen is not None else box.currentData()
    box.clear()
    for key in settings_mod.TEXT_SIZES:
        box.addItem(words[key], key)
    box.setCurrentIndex(max(0, box.findData(keep)))


LEVEL_ZH = {"simple": "入门", "easy": "容易", "normal": "普通", "hard": "困难", "human": "玩家"}


def level_name(level: str, lang: str) -> str:
    if lang == "en":
        return {"simple": "Beginner", "easy": "Easy", "normal": "Normal", "hard": "Hard",
                "human": "Player"}.get(level, level)
    return zh_term(LEVEL_ZH.get(level, level), lang)


# -- rules reference ---------------------------------------------------------------

def rules_file(variant_id: str, lang: str):
    from app.paths import resources_dir

    base = resources_dir() / "rules"
    code = "en" if lang == "en" else "zh_TW" if lang in ("zh_TW", "zh-Hant", "zh_HK") else "zh"
    # 繁體 falls back to 简体, then anything that exists
    for name in (f"{variant_id}.{code}.md", f"{variant_id}.zh.md", f"{variant_id}.en.md"):
        p = base / name
        if p.is_file():
            return p
    return None


class CardBrowser(QTextBrowser):
    """Rich text with card pictures: ``<img src="card:2w">`` / ``![name](card:2w)`` draws that card."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.cache = FaceCache()
        self.setOpenExternalLinks(True)

    def loadResource(self, kind: int, url: QUrl):
        if kind == QTextDocument.ImageResource and url.scheme() == "card":
            code = url.path() or url.toString()[5:].split("?")[0]
            wide = QUrlQuery(url).queryItemValue("w")   # "card:2w?w=40": drawn that wide (sharp when large)
            from app.engine.longcard.cards import parse_card as long_card
            from app.engine.zipai.cards import parse_card as zi_card

            for family, parse in (("longcard", long_card), ("zipai", zi_card)):
                try:
                    card = parse(code)
                except Exception:
                    continue
                from .faces import ASPECT

                w = int(wide) if wide.isdigit() and 8 <= int(wide) <= 120 else 28   # each as high as its shape
                h = int(w / ASPECT.get(family, 1 / 3.5))
                return self.cache.pixmap(card, family, w, h, self.devicePixelRatioF(), True).toImage()
        return super().loadResource(kind, url)


class RulesDialog(QDialog):
    def __init__(self, variant_id: str, lang: str, parent=None):
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(self.tr("Rules"))
        from . import screenfit

        screenfit.fit(self, (820, 700), (420, 320))
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.box = QComboBox()
        for v in all_variants():
            self.box.addItem(f"{v.name_en} — {v.name_zh}" if lang == "en" else zh_term(v.name_zh, lang), v.id)
        self.box.setCurrentIndex(max(0, self.box.findData(variant_id)))
        top.addWidget(QLabel(self.tr("Variant")))
        top.addWidget(self.box, 1)
        self.lang_box = QComboBox()
        self.lang_box.addItem("简体中文", "zh")
        self.lang_box.addItem("繁體中文", "zh_TW")
        self.lang_box.addItem("English", "en")
        self.lang_box.setCurrentIndex({"en": 2, "zh_TW": 1}.get(lang, 0))
        top.addWidget(self.lang_box)
        lay.addLayout(top)
        self.browser = CardBrowser(self)
        lay.addWidget(self.browser, 1)
        self.box.currentIndexChanged.connect(self.show_rules)
        self.lang_box.currentIndexChanged.connect(self.show_rules)
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.show_rules()

    def show_rules(self) -> None:
        vid = self.box.currentData()
        path = rules_file(vid, self.lang_box.currentData())
        if path is None:
            self.browser.setPlainText(self.tr("No rules text for this variant yet."))
            return
        self.browser.setMarkdown(path.read_text(encoding="utf-8"))

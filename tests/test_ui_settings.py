"""Settings file: round trip, bad values, corrupt files set aside (never lost)."""

from __future__ import annotations

import json

import pytest

from app.ui import settings as S


def test_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = S.Settings(seats=["human", "simple", "simple", "simple"], animation="slow", think_delay_ms=1200,
                   language="en", theme="", one_click_discard=True, geometry="01ab", text_size="large")
    S.save(s, path)
    loaded = S.load(path)
    assert loaded.notes == [] and loaded.set_aside is None
    assert loaded.settings.to_json() == s.to_json()


def test_default_path_is_in_the_config_dir(tmp_path):
    S.save(S.Settings(language="zh_TW"))
    from app.paths import config_dir

    assert (config_dir() / "settings.json").is_file()
    assert S.load().settings.language == "zh_TW"


def test_missing_file_gives_defaults(tmp_path):
    r = S.load(tmp_path / "none.json")
    assert r.settings == S.Settings() and r.notes == []


@pytest.mark.parametrize("content", [
    b"{not json",                              # truncated / broken
    b"\xff\xfe\x00garbage",                     # not UTF-8
    b"[1, 2, 3]",                               # JSON of the wrong shape
    json.dumps({"format": "something-else"}).encode(),
    b"[" * 100000 + b"]" * 100000,              # deeply nested
])
def test_corrupt_file_is_set_aside_and_defaults_used(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    r = S.load(path)
    assert r.settings == S.Settings()
    assert r.notes and "could not be read" in r.notes[0]
    assert r.set_aside is not None and r.set_aside.read_bytes() == content  # kept, not deleted
    assert not path.exists()
    # a second corrupt file does not overwrite the first one set aside
    path.write_bytes(b"{")
    r2 = S.load(path)
    assert r2.set_aside != r.set_aside and r.set_aside.exists()


def test_bad_values_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": S.FORMAT, "version": 1, "animation": "warp", "think_delay_ms": -5,
                                "language": "fr", "one_click_discard": "yes", "seats": ["human", "human"],
                                "theme": "mine", "text_size": "huge"}), encoding="utf-8")
    r = S.load(path)
    s = r.settings
    assert (s.animation, s.think_delay_ms, s.language, s.one_click_discard) == ("normal", 700, "zh_CN", False)
    assert s.seats == S.default_levels() and s.text_size == "normal"
    assert s.theme == "mine"          # good values are kept
    assert len(r.notes) == 6 and all("bad value" in n for n in r.notes)


def test_variant_options_are_validated_by_the_variant(tmp_path):
    from app.engine import all_variants

    variants = [v for v in all_variants() if v.options]
    if not variants:
        pytest.skip("no variant with options registered yet")
    v = variants[0]
    opt = v.options[0]
    bad = "not a valid value" if opt.kind != "json" else {"surely": "wrong"}
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": S.FORMAT, "variant": v.id,
                                "variant_options": {v.id: {opt.key: bad}}}), encoding="utf-8")
    r = S.load(path)
    if opt.kind == "json" and opt.check is None:
        pytest.skip("first option accepts any JSON")
    assert any(v.id in n for n in r.notes)
    assert r.settings.options_for(v)[opt.key] == opt.default


def test_window_recovers_from_a_corrupt_settings_file(qtbot):
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QApplication

    from app.ui import i18n
    from app.ui.mainwindow import MainWindow

    i18n.install(QApplication.instance(), "zh_CN")   # as `yezi play` does before the window opens

    path = S.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ oops", encoding="utf-8")
    loaded = S.load()
    assert loaded.set_aside is not None
    from app.engine import all_variants

    if not all_variants():
        pytest.skip("no variant registered yet")
    loaded.settings.variant = all_variants()[0].id
    loaded.settings.animation, loaded.settings.think_delay_ms = "off", 0
    w = MainWindow(loaded, autosave=False, ask_resume=False, seed=1)
    qtbot.addWidget(w)
    # said in the window's language (简体 by default), naming the file kept aside
    qtbot.waitUntil(lambda: "设置文件读不出来" in w.statusBar().currentMessage(), timeout=3000)
    assert loaded.set_aside.name in w.statusBar().currentMessage()
    w.close()
    # closing writes a good file again
    assert S.load().notes == []


def test_window_geometry_and_language_survive_a_restart(qtbot):
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QApplication

    from app.engine import all_variants
    from app.ui import i18n
    from app.ui.mainwindow import MainWindow

    if not all_variants():
        pytest.skip("no variant registered yet")
    s = S.Settings(variant=all_variants()[0].id, seats=["human", "simple", "simple", "simple"],
                   animation="off", think_delay_ms=0, language="en")
    w = MainWindow(S.LoadResult(s, [], None), autosave=False, ask_resume=False, seed=1)
    qtbot.addWidget(w)
    w.show()
    w.resize(1300, 777)
    qtbot.wait(50)
    w.close()
    loaded = S.load()
    assert loaded.settings.geometry and loaded.settings.language == "en"
    w2 = MainWindow(loaded, autosave=False, ask_resume=False, seed=1)
    qtbot.addWidget(w2)
    # restored (the offscreen screen is small, so Qt fits the saved frame to it): not the default size
    assert (w2.width(), w2.height()) != (1200, 780)
    assert w2.height() > 700
    # switching the language retranslates the open window at once
    i18n.install(QApplication.instance(), "zh_CN")
    try:
        w2.settings.language = "zh_CN"
        w2.apply_settings()
        w2.retranslate()
        titles = [a.text() for a in w2.menuBar().actions()]
        assert titles[0].startswith("游戏")
        assert w2.actions_bar.hint_button.text().startswith("提示")
    finally:
        i18n.install(QApplication.instance(), "en")
    w2.controller.shutdown()


def test_settings_dialog_custom_payout_rates_reach_the_variant(qtbot):
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from app.engine import Match, find_variant
    from app.ui.dialogs import RatesEditor, SettingsDialog

    try:
        haimen = find_variant("haimen")
    except Exception:
        pytest.skip("haimen not registered")
    dlg = SettingsDialog(S.Settings(variant="haimen"))
    qtbot.addWidget(dlg)
    scheme = dlg.editor.widgets["scheme"]
    rates = dlg.editor.widgets["custom_rates"]
    assert isinstance(rates, RatesEditor)
    scheme.setCurrentIndex(scheme.findData("2-4-6"))
    assert [b.value() for b in rates.boxes] == [2, 4, 6, 6, 10, 12] and not rates.boxes[0].isEnabled()
    scheme.setCurrentIndex(scheme.findData("custom"))
    assert rates.boxes[0].isEnabled()
    for box, v in zip(rates.boxes, [2, 3, 4, 5, 6, 7]):
        box.setValue(v)
    dlg.seat_boxes[0].setCurrentIndex(dlg.seat_boxes[0].findData("simple"))
    dlg._accept()
    out = dlg.result_settings
    assert out.variant_options["haimen"]["scheme"] == "custom"
    assert out.variant_options["haimen"]["custom_rates"] == [2, 3, 4, 5, 6, 7]
    assert out.seats[:2] == ["human", "simple"]
    opts = out.options_for(haimen)
    Match(haimen, opts, seed=1)   # the engine accepts them
    # and they survive the file
    S.save(out)
    assert S.load().settings.options_for(haimen)["custom_rates"] == [2, 3, 4, 5, 6, 7]


def test_qidong_mingtang_table_is_named_boxes_not_json(qtbot):
    """qidong's 名堂 table: each 名堂 by name beside a box of 番 (it was a line of JSON with
    English keys); the edited table is saved, a table saved earlier with some 名堂 shows them."""
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QLabel, QLineEdit

    from app.ui.dialogs import FanTable, SettingsDialog

    s = S.Settings(variant="qidong")
    s.variant_options["qidong"] = {"mingtang": {"tianhu": 5}}
    dlg = SettingsDialog(s)
    qtbot.addWidget(dlg)
    table = dlg.editor.widgets["mingtang"]
    assert isinstance(table, FanTable)
    assert not [w for w in dlg.editor.findChildren(QLineEdit) if "{" in w.text()]
    words = [w.text() for w in table.findChildren(QLabel)]
    assert words == ["天胡", "地胡", "红胡", "一点红", "黑胡", "海底胡", "平胡"]
    assert table.boxes["tianhu"].value() == 5 and table.boxes["pinghu"].value() == 1
    assert table.boxes["dihu"].suffix() == " 番"
    table.boxes["heihu"].setValue(4)
    dlg._accept()
    saved = dlg.result_settings.variant_options["qidong"]["mingtang"]
    assert saved["tianhu"] == 5 and saved["heihu"] == 4 and saved["dihu"] == 2


def test_qidong_mingtang_table_speaks_english(qtbot):
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QLabel

    from app.ui.dialogs import FanTable

    t = FanTable({"tianhu": 2, "pinghu": 1}, {}, "en")
    qtbot.addWidget(t)
    assert [w.text() for w in t.findChildren(QLabel)] == ["天胡 (dealer wins on the deal)", "平胡 (plain win)"]
    assert FanTable.fits({"tianhu": 2}) and not FanTable.fits([1, 3, 5]) and not FanTable.fits({"x": 1})


def test_language_for_one_run_is_not_saved(qtbot):
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from app.engine import all_variants
    from app.ui.mainwindow import MainWindow

    if not all_variants():
        pytest.skip("no variant registered yet")
    s = S.Settings(variant=all_variants()[0].id, animation="off", think_delay_ms=0, language="zh_TW",
                   seats=["human", "simple", "simple", "simple"])
    w = MainWindow(S.LoadResult(s, [], None), autosave=False, ask_resume=False, seed=1, language="en")
    qtbot.addWidget(w)
    assert w.table.language == "en"
    w.close()
    assert S.load().settings.language == "zh_TW"


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_settings_words_and_rate_boxes_are_never_cut(qtbot, lang):
    """In a 620-px dialog the six custom rates sat in one row, each box a few pixels wide with
    its name cut to "in", "庄", and the coach checkbox lost its last word: every rate has its
    name beside a box wide enough for its number, and no checkbox text is wider than its box."""
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QCheckBox, QLabel, QTabWidget

    from app.ui.dialogs import RatesEditor, SettingsDialog

    cur = S.Settings(variant="haimen")
    cur.language = lang
    dlg = SettingsDialog(cur)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    tabs = dlg.findChild(QTabWidget)
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        qtbot.wait(10)
        for box in tabs.widget(i).findChildren(QCheckBox):
            if box.isVisible() and box.text():
                need = box.fontMetrics().horizontalAdvance(box.text()) + 20      # the box and its gap
                assert box.width() >= need, (lang, box.text(), box.width(), need)
    rates = dlg.editor.widgets["custom_rates"]
    assert isinstance(rates, RatesEditor)
    tabs.setCurrentIndex(1)
    qtbot.wait(10)
    names = [w.text() for w in rates.findChildren(QLabel)]
    assert len(names) == 6 and all(names)
    for box in rates.boxes:
        assert box.width() >= box.fontMetrics().horizontalAdvance("1000") + 24, box.width()


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW", "en"])
def test_the_six_rates_have_one_set_of_names(qtbot, settle_window, lang):
    """Settings named the rates "one bought 庄 … cannon", the settle window "买庄 … 大炮", the option's own
    label a third way in 简体 (平 / 炮对买 against 平庄 / 大炮对买庄): now one set, with a tooltip each."""
    from PySide6.QtWidgets import QLabel

    from app.engine import find_variant
    from app.ui.dialogs import RatesEditor
    from app.ui.scoring import rate_words

    words = rate_words(lang)
    editor = RatesEditor([1, 3, 5, 5, 8, 10], "", lang=lang)
    qtbot.addWidget(editor)
    labels = [w for w in editor.findChildren(QLabel)]
    assert [w.text() for w in labels] == [name for name, _ in words]
    assert all(w.toolTip() for w in labels)
    settle = settle_window("haimen", lang).long_panel
    assert [w.text() for w in settle.rate_labels] == [name for name, _ in words]
    assert [w.toolTip() for w in settle.rate_labels] == [tip for _, tip in words]
    option = find_variant("haimen").option("custom_rates")
    label = option.label_en if lang == "en" else option.label_zh
    if lang != "zh_TW":
        assert all(name in label for name, _ in words), label


def test_the_welcome_screen_offers_the_language_first(qtbot, qapp):
    """A first start speaks 简体; a player who reads English or 繁體 changes it on the welcome screen
    itself: the screen is rebuilt in that language keeping what was chosen, the program speaks it,
    and it is saved even if the screen is cancelled."""
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QGroupBox

    from app.ui import i18n
    from app.ui.mainwindow import MainWindow
    from app.ui.welcome import WelcomeDialog

    s = S.Settings(seats=["human", "simple", "simple", "simple"], animation="off", think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=1, ask_resume=False, autosave=False)
    qtbot.addWidget(w)
    try:
        dlg = WelcomeDialog(w.settings, w)
        qtbot.addWidget(dlg)
        dlg.languageChosen.connect(w._welcome_language)
        assert dlg.lang == "zh_CN" and dlg.lang_box.currentText() == "简体中文"
        dlg.radios["qidong"].setChecked(True)
        dlg.level_boxes[0].setCurrentIndex(dlg.level_boxes[0].findData("hard"))
        dlg.lang_box.setCurrentIndex(dlg.lang_box.findData("en"))
        qtbot.waitUntil(lambda: dlg.windowTitle() == "Welcome to Yezi")
        titles = [b.title() for b in dlg.body.findChildren(QGroupBox)]
        assert "Which game" in titles and "Computer players" in titles
        assert dlg.radios["qidong"].isChecked() and dlg.level_boxes[0].currentData() == "hard"
        assert dlg.radios["qidong"].text().startswith("Qidong Qiahuzi")
        qapp.processEvents()      # the language change reaches the new buttons too
        assert dlg.start_button.text() == "Start" and dlg.lang_label.text() == "Language"
        assert w.menuBar().actions()[0].text() == "&Game" and w.settings.language == "en"
        assert S.load().settings.language == "en"
        dlg._start()
        assert dlg.result_settings.language == "en" and dlg.result_settings.variant == "qidong"
    finally:
        i18n.install(qapp, "en")


def test_the_welcome_screen_starts_the_keys_on_the_games(qtbot):
    """With the language box first, an arrow key would have switched the language of everything:
    the keys start on the chosen game instead."""
    pytest.importorskip("pytestqt")
    import app.ui  # noqa: F401
    from PySide6.QtWidgets import QApplication

    from app.ui.welcome import WelcomeDialog

    dlg = WelcomeDialog(S.Settings(variant="waihuzi"))
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=5000)
    assert QApplication.focusWidget() is dlg.radios["waihuzi"]


@pytest.mark.parametrize("pick, asks, plays", [(None, False, "qidong"), ("haimen", True, "haimen")])
def test_the_settings_dialog_shows_the_rule_set_on_the_table(qtbot, monkeypatch, pick, asks, plays):
    """At a `yezi play --variant qidong` table (海门 saved) the dialog showed 海门: OK with nothing
    changed asked to start a new game and started 海门. It now shows the table's rule set; keeping
    it is no change, picking another asks first."""
    from app.ui import dialogs
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant="haimen", seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=3, variant_id="qidong", autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    seen, asked = [], []
    w.save_settings = lambda: None
    w.confirm = lambda *a: asked.append(a) or True

    def run(dlg):
        seen.append(dlg.variant_box.currentData())
        if pick:
            dlg.variant_box.setCurrentIndex(dlg.variant_box.findData(pick))
        dlg._accept()
        return True

    monkeypatch.setattr(dialogs.SettingsDialog, "exec", run)
    w.open_settings()
    assert seen == ["qidong"] and bool(asked) == asks
    assert w.controller.variant.id == plays and w.settings.variant == plays
    w.controller.shutdown()


def test_the_welcome_screen_picks_the_rule_set_on_the_table(qtbot, monkeypatch):
    """Game → Choose a game… at a resumed or --variant table picked the saved rule set first."""
    from app.ui import welcome
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant="haimen", seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=3, variant_id="yiyang", autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    seen = []
    monkeypatch.setattr(welcome.WelcomeDialog, "exec", lambda dlg: seen.append(dlg.variant_id()) or False)
    w.choose_game(ask=False)
    assert seen == ["yiyang"] and w.settings.variant == "haimen"   # nothing saved until Start
    w.controller.shutdown()


@pytest.mark.parametrize("change, asks", [("animation", False), ("sanda", True)])
def test_only_a_change_of_rules_offers_a_new_game(qtbot, monkeypatch, change, asks):
    """OK after changing only the animation asked "Start a new game with the new settings now?":
    the dialog writes every option of the rule set it showed, defaults too, and that differed from
    a settings file holding none. Only rules in force that differ ask now."""
    from PySide6.QtWidgets import QCheckBox

    from app.ui import dialogs
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant="waihuzi", seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=3, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    asked = []
    w.save_settings = lambda: None
    w.confirm = lambda *a: asked.append(a) or False

    def run(dlg):
        if change == "animation":
            dlg.anim.setCurrentIndex(dlg.anim.findData("fast"))
            assert dlg.anim.currentData() == "fast"
        else:
            box = dlg.editor.widgets["sanda"]
            assert isinstance(box, QCheckBox)
            box.setChecked(False)
        dlg._accept()
        return True

    monkeypatch.setattr(dialogs.SettingsDialog, "exec", run)
    w.open_settings()
    assert bool(asked) == asks
    w.controller.shutdown()


def test_a_new_game_is_of_the_rule_set_on_the_table_or_the_one_just_chosen(qtbot, monkeypatch):
    """Game → New game at a --variant yiyang table (海门 saved) dealt 海门. It deals the table's rule
    set now, or the one picked in the settings when the player declined to start it at once."""
    from app.ui import dialogs
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant="haimen", seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=3, variant_id="yiyang", autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.save_settings = lambda: None
    w.confirm = lambda *a: False
    w.new_game()
    assert w.controller.variant.id == "yiyang"

    def run(dlg):
        dlg.variant_box.setCurrentIndex(dlg.variant_box.findData("qidong"))
        dlg._accept()
        return True

    monkeypatch.setattr(dialogs.SettingsDialog, "exec", run)
    w.open_settings()                       # qidong picked, "start now?" declined
    assert w.controller.variant.id == "yiyang"
    w.new_game()
    assert w.controller.variant.id == "qidong"
    w.new_game()
    assert w.controller.variant.id == "qidong"
    w.controller.shutdown()


def test_the_text_size_reaches_every_window_and_the_felt_at_once(qtbot, qapp, monkeypatch):
    """Larger words for eyes that need them: Appearance → Text size (字的大小) scales the
    application font (menus, dialogs, the log, the action bar) and the felt's words at once, and
    Standard puts them back — from the same base, however often it is changed."""
    from app.ui import dialogs
    from app.ui.mainwindow import MainWindow
    from app.ui.uifont import TEXT_SCALE, use_ui_font

    use_ui_font(qapp)
    base = qapp.font().pointSizeF()
    s = S.Settings(variant="haimen", seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=3, autosave=False, ask_resume=False)
    qtbot.addWidget(w)
    w.show()
    w.save_settings = lambda: None
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    try:
        for size in ("larger", "large", "normal", "larger", "normal"):
            def run(dlg, size=size):
                dlg.text_size_box.setCurrentIndex(dlg.text_size_box.findData(size))
                dlg._accept()
                return True

            monkeypatch.setattr(dialogs.SettingsDialog, "exec", run)
            w.open_settings()
            assert w.settings.text_size == size
            assert abs(qapp.font().pointSizeF() - round(base * TEXT_SCALE[size], 1)) < 0.01, (size, qapp.font())
            assert w.table.text_scale == TEXT_SCALE[size]
            # a styled widget (the action bar's buttons) follows too
            button = w.actions_bar.sort_button if hasattr(w.actions_bar, "sort_button") else None
            if button is not None:
                assert abs(button.font().pointSizeF() - qapp.font().pointSizeF()) < 0.01
    finally:
        use_ui_font(qapp)
        w.controller.shutdown()


def test_the_welcome_screen_offers_larger_words_at_once(qtbot, qapp):
    """Beside the language, the welcome screen of a first start offers the text size (字的大小):
    the screen's own words and the program's grow at once, and the size is kept even if the screen
    is cancelled, as the language is."""
    import dataclasses

    from app.ui.mainwindow import MainWindow
    from app.ui.uifont import TEXT_SCALE, use_ui_font
    from app.ui.welcome import WelcomeDialog

    use_ui_font(qapp)
    base = qapp.font().pointSizeF()
    s = S.Settings(seats=["human", "simple", "simple", "simple"], animation="off", think_delay_ms=0)
    w = MainWindow(S.LoadResult(s, [], None), seed=1, ask_resume=False, autosave=False)
    qtbot.addWidget(w)
    try:
        dlg = WelcomeDialog(dataclasses.replace(w.settings), w)
        qtbot.addWidget(dlg)
        dlg.textSizeChosen.connect(w._welcome_text_size)
        assert dlg.size_box.currentData() == "normal" and dlg.size_label.text()
        dlg.size_box.setCurrentIndex(dlg.size_box.findData("larger"))
        qapp.processEvents()
        assert abs(qapp.font().pointSizeF() - round(base * TEXT_SCALE["larger"], 1)) < 0.01
        assert abs(dlg.start_button.font().pointSizeF() - qapp.font().pointSizeF()) < 0.01
        assert w.settings.text_size == "larger" and S.load().settings.text_size == "larger"
        dlg.reject()
        assert S.load().settings.text_size == "larger"
    finally:
        use_ui_font(qapp)
        w.controller.shutdown()

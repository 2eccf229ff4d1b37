"""Settings file: round trip, bad values, corrupt files set aside (never lost)."""

from __future__ import annotations

import json

import pytest

from app.ui import settings as S


def test_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = S.Settings(seats=["human", "simple", "simple", "simple"], animation="slow", think_delay_ms=1200,
                   language="en", theme="", one_click_discard=True, geometry="01ab")
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
                                "theme": "mine"}), encoding="utf-8")
    r = S.load(path)
    s = r.settings
    assert (s.animation, s.think_delay_ms, s.language, s.one_click_discard) == ("normal", 700, "zh_CN", False)
    assert s.seats == S.default_levels()
    assert s.theme == "mine"          # good values are kept
    assert len(r.notes) == 5 and all("bad value" in n for n in r.notes)


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
    from app.ui.mainwindow import MainWindow

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
    qtbot.waitUntil(lambda: "could not be read" in w.statusBar().currentMessage(), timeout=3000)
    w.close()
    # closing writes a good file again
    assert S.load().notes == []

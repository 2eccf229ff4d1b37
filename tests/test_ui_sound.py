"""The table's sounds (issue 13 item 6): which game events sound, the off/volume setting, the
backend chain (QSoundEffect, the platform's player through QProcess, silence) never raising nor
blocking, the settings page saying why there is no sound, and the shipped files being what
packaging/make_sounds.py makes."""

from __future__ import annotations

import array
import os
import stat
import sys
import time
import wave
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

import app.ui  # noqa: F401,E402
from app.ui import sound as snd  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"


class FakeBackend(snd.Backend):
    name = "fake"

    def __init__(self, broken: str = ""):
        super().__init__()
        self.paths: list[Path] = []
        self.broken = broken

    def play(self, path):
        if self.broken:
            raise OSError(self.broken)
        self.paths.append(Path(path))


def _peak(path: Path) -> int:
    with wave.open(str(path), "rb") as r:
        a = array.array("h")
        a.frombytes(r.readframes(r.getnframes()))
    return max(abs(x) for x in a)


# -- which events sound ---------------------------------------------------------------------

@pytest.mark.parametrize("kind,event", [
    ("discard", "card"), ("flip", "card"), ("chi", "chi"), ("peng", "peng"), ("gang", "gang"),
    ("ti", "gang"), ("liu", "gang"), ("wai", "wai"), ("pao", "pao"), ("hu", "hu"),
    ("pass", None), ("buy", None), ("zhang", None), ("ao", None), ("draw", None)])
def test_each_action_has_its_sound(kind, event):
    from app.engine.core import Action

    assert snd.event_for(Action(0, kind, ())) == event


def _window(qtbot, variant, seed, **settings):
    from app.ui import settings as S
    from app.ui.mainwindow import MainWindow

    s = S.Settings(variant=variant, seats=["human", "simple", "simple", "simple"], animation="off",
                   think_delay_ms=0, **settings)
    w = MainWindow(S.LoadResult(s, [], None), demo=True, seed=seed, autosave=False, ask_resume=False)
    fake = FakeBackend()
    w.sound = snd.SoundPlayer(w, backends=[fake])
    w.apply_settings()
    qtbot.addWidget(w)
    return w, fake


@pytest.mark.parametrize("variant,seed", [("lvsi", 5), ("waihuzi", 7), ("qidong", 2)])
def test_a_demo_hand_sounds_each_card_and_call_and_its_end(qtbot, variant, seed):
    w, fake = _window(qtbot, variant, seed)
    c = w.controller
    steps: list[tuple[str, list[str]]] = []
    c.acted.connect(lambda action, view: steps.append((action.kind, list(w.sound.played))))
    over = []
    c.handOver.connect(lambda result, i: over.append(list(w.sound.played)))
    c.new_match(c.variant, c.match.settings, seed, c.levels)   # again, now that the sound is the fake
    qtbot.waitUntil(lambda: bool(over), timeout=30000)
    c.cancel()
    qtbot.waitUntil(lambda: len(w.sound.played) > len(over[0]), timeout=3000)
    assert w.sound.played[len(over[0]):] == ["end"]           # the hand's end, after the last call
    before: list[str] = []
    calls = set()
    for kind, after in steps:
        new = after[len(before):]
        want = snd.event_for(type("A", (), {"kind": kind})())
        if want is not None:
            assert new[:1] == [want], (kind, new)
            calls.add(want)
        assert set(new[1:]) <= {"card"}                       # a 字牌 card turned up by itself
        before = after
    assert "card" in calls
    assert len(fake.paths) == len(w.sound.played)
    assert all(p.name.startswith(tuple(snd.EVENTS)) and p.is_file() for p in fake.paths)
    w.close()


def test_sound_off_or_volume_zero_plays_nothing(qtbot):
    fake = FakeBackend()
    player = snd.SoundPlayer(backends=[fake])
    player.configure(False, 80)
    assert not player.play("card") and not fake.paths
    player.configure(True, 0)
    assert not player.play("hu") and not fake.paths
    player.configure(True, 80)
    assert player.play("hu") and len(fake.paths) == 1
    assert not player.play("no-such-sound")


def test_the_window_honours_the_setting(qtbot):
    w, fake = _window(qtbot, "haimen", 4, sound=False)
    c = w.controller
    c.new_match(c.variant, c.match.settings, 4, c.levels)
    qtbot.waitUntil(lambda: len(c.state.log) > 8, timeout=20000)
    assert fake.paths == [] and w.sound.played == []
    w.settings.sound = True
    w.settings.sound_volume = 30
    w.apply_settings()
    n = len(c.state.log)
    qtbot.waitUntil(lambda: len(c.state.log) > n + 6, timeout=20000)
    assert fake.paths and all(p.name.endswith("-30.wav") for p in fake.paths)
    w.close()


@pytest.mark.parametrize("volume", [100, 70, 40, 5])
def test_volume_scales_the_samples(volume):
    copies = snd.ScaledCopies(SOUNDS)
    path = copies.path("peng", volume)
    full = _peak(SOUNDS / "peng.wav")
    assert abs(_peak(path) - full * volume / 100) <= 1
    with wave.open(str(path), "rb") as a, wave.open(str(SOUNDS / "peng.wav"), "rb") as b:
        assert a.getparams() == b.getparams()
    assert copies.path("peng", volume) == path     # made once


# -- the chain never raises, never waits ---------------------------------------------------------

def test_no_backend_is_silence_without_error(qtbot):
    player = snd.SoundPlayer(backends=[])
    player.configure(True, 100)
    for e in snd.EVENTS:
        assert player.play(e) is False
    assert not player.available


def test_a_breaking_backend_is_dropped_for_the_next(qtbot):
    broken, good = FakeBackend("device busy"), FakeBackend()
    player = snd.SoundPlayer(backends=[broken, good])
    assert player.play("card") is True
    assert good.paths and player.backend is good
    assert player.problems == ["fake: device busy"]
    player.backends = []
    assert player.reason() == "fake: device busy"


def test_find_backends_everywhere(qtbot, monkeypatch):
    monkeypatch.delenv("YEZI_SOUND")
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)   # as in the bundles: no Addons
    found, problems = snd.find_backends(None, "linux", lambda name: None)
    assert found == [] and problems[0].startswith("QtMultimedia:")
    assert problems[1] == "no pw-play, paplay, aplay on the PATH"
    found, _ = snd.find_backends(None, "linux", lambda name: f"/usr/bin/{name}" if name != "pw-play" else None)
    assert [b.name for b in found] == ["paplay", "aplay"] and found[1].args == ("-q",)
    found, _ = snd.find_backends(None, "darwin", lambda name: f"/usr/bin/{name}")
    assert [b.name for b in found] == ["afplay"]
    found, problems = snd.find_backends(None, "win32", lambda name: None)
    if sys.platform != "win32":
        assert found == [] and problems[-1].startswith("winsound:")
    monkeypatch.setenv("YEZI_SOUND", "off")
    assert snd.find_backends(None, "linux") == ([], ["YEZI_SOUND=off"])


def _script(tmp_path, name, body) -> str:
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body)
    path.chmod(path.stat().st_mode | stat.S_IEXEC)
    return str(path)


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the player")
def test_a_player_process_is_started_and_not_waited_for(qtbot, tmp_path):
    out = tmp_path / "played.txt"
    prog = _script(tmp_path, "aplay", f'sleep 2; echo "$@" >> "{out}"\n')
    player = snd.SoundPlayer(backends=[snd.ProcessBackend(None, prog, ("-q",))])
    t0 = time.monotonic()
    assert player.play("chi")
    assert time.monotonic() - t0 < 0.5                       # the GUI goes on at once
    proc = player.backend.running[0]
    qtbot.waitUntil(lambda: out.exists(), timeout=8000)
    assert out.read_text().split() == ["-q", str(SOUNDS / "chi.wav")] or "chi" in out.read_text()
    qtbot.waitUntil(lambda: proc not in player.backend.running, timeout=3000)
    assert player.available and not player.problems


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the player")
def test_a_failing_player_says_why_in_its_words_and_the_next_takes_over(qtbot, tmp_path):
    bad = _script(tmp_path, "pw-play", 'echo "lib.c:855: cannot find card 0" >&2; '
                                       'echo "pw-play: can\'t connect: Host is down" >&2; echo >&2; exit 1\n')
    worse = snd.ProcessBackend(None, str(tmp_path / "no-such-player"))
    good = FakeBackend()
    player = snd.SoundPlayer(backends=[worse, snd.ProcessBackend(None, bad), good])
    player.play("card")                                     # the missing program fails to start ...
    qtbot.waitUntil(lambda: len(player.problems) >= 1, timeout=5000)
    assert player.problems[0].startswith("no-such-player:")
    if len(player.problems) == 1 and not player.backend.running:   # the failure came after play returned
        player.play("card")
    qtbot.waitUntil(lambda: len(player.problems) == 2, timeout=5000)   # ... the script says its error
    assert player.problems[1] == "pw-play: can't connect: Host is down"
    assert player.backend is good
    assert player.play("hu") and good.paths[-1].name == "hu-70.wav"


def test_the_settings_page_says_why_there_is_no_sound(qtbot):
    from PySide6.QtWidgets import QLabel, QWidget

    from app.ui import settings as S
    from app.ui.dialogs import SettingsDialog

    host = QWidget()
    qtbot.addWidget(host)
    host.sound = snd.SoundPlayer(host, backends=[])
    host.sound.problems = ["QtMultimedia: libpulse.so.0: cannot open shared object file",
                           "no pw-play, paplay, aplay on the PATH"]
    d = SettingsDialog(S.Settings(sound=True, sound_volume=35), host)
    qtbot.addWidget(d)
    assert d.volume.value() == 35 and d.sound_on.isChecked()
    assert "not available" in d.sound_status.text()
    assert d.sound_reason.text() == "; ".join(host.sound.problems)
    assert d.sound_reason.objectName() == "verbatim" and not d.test_sound.isEnabled()
    d.sound_on.setChecked(False)
    d.volume.setValue(55)
    d._accept()
    assert d.result_settings.sound is False and d.result_settings.sound_volume == 55
    host.sound = snd.SoundPlayer(host, backends=[FakeBackend()])
    d2 = SettingsDialog(S.Settings(), host)
    qtbot.addWidget(d2)
    assert "fake" in d2.sound_status.text() and d2.test_sound.isEnabled()
    d2.test_sound.click()
    assert host.sound.backend.paths[-1].name.startswith("hu")
    assert isinstance(d2.sound_reason, QLabel) and d2.sound_reason.isHidden()


@pytest.mark.parametrize("key,value", [("sound_volume", True), ("sound_volume", 50.5), ("sound_volume", "50"),
                                       ("sound_volume", 101), ("sound_volume", -1), ("sound", "yes"),
                                       ("sound", 1)])
def test_sound_settings_are_checked(tmp_path, key, value):
    import json

    from app.ui import settings as S

    p = tmp_path / "settings.json"
    p.write_text(json.dumps({"format": "yezi-settings", key: value, "sound_volume": 20}
                            if key == "sound" else {"format": "yezi-settings", key: value}))
    r = S.load(p)
    assert getattr(r.settings, key) == getattr(S.Settings(), key)
    assert len(r.notes) == 1 and r.notes[0].kind == "bad_value" and r.notes[0].args[0] == key
    p.write_text(json.dumps({"format": "yezi-settings", "sound": False, "sound_volume": 0}))
    r = S.load(p)
    assert (r.settings.sound, r.settings.sound_volume, r.notes) == (False, 0, [])
    S.save(r.settings, p)
    assert S.load(p).settings == r.settings


# -- the files -------------------------------------------------------------------------------

def test_the_shipped_sounds_are_what_the_script_makes(tmp_path):
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_sounds
    finally:
        sys.path.pop(0)
    assert make_sounds.main(["--out", str(tmp_path)]) == 0
    for name in snd.EVENTS:
        shipped, made = SOUNDS / f"{name}.wav", tmp_path / f"{name}.wav"
        with wave.open(str(shipped), "rb") as a, wave.open(str(made), "rb") as b:
            assert (a.getnchannels(), a.getsampwidth(), a.getframerate()) == (1, 2, 22050)
            assert a.getparams() == b.getparams() and a.getnframes() / 22050 < 1.1
            x, y = array.array("h"), array.array("h")
            x.frombytes(a.readframes(a.getnframes()))
            y.frombytes(b.readframes(b.getnframes()))
        assert all(abs(p - q) <= 1 for p, q in zip(x, y)), name   # a last-bit difference of libm at most
        assert 20000 < _peak(shipped) < 32767, name
    text = (SOUNDS / "LICENSE").read_text()
    assert "make_sounds.py" in text and "MIT" in text
    assert not any(p.suffix not in (".wav", "") for p in SOUNDS.iterdir())

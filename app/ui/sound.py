"""The table's sounds: a card played, the calls (吃 碰 杠 歪 跑 胡) and the hand's end.

The sounds are WAV files in ``resources/sounds/`` (made by
``packaging/make_sounds.py``).  Yezi ships without QtMultimedia (PySide6-Addons
is left out to keep the install small, docs/packaging.md), so the sound goes
through the first of these that works:

1. ``QSoundEffect`` when ``PySide6.QtMultimedia`` can be imported (someone
   installed the Addons);
2. the platform's own player: ``winsound`` on Windows, ``afplay`` on macOS,
   ``pw-play`` / ``paplay`` / ``aplay`` on Linux — a ``QProcess`` started and
   left to run (never waited on: the GUI never stops for a sound);
3. nothing: silence, with the reasons in the words the players gave
   (``SoundPlayer.problems``), which the settings page shows.

A player that fails while playing (it cannot be started, or it exits with an
error such as "audio open error") is dropped and the next one is used from the
next sound on.  The volume is the player's own: every backend is given a copy
of the file scaled to it (kept in a temporary folder for the run), so it sounds
the same through all of them.  Nothing here ever raises into the game.
"""

from __future__ import annotations

import array
import atexit
import shutil
import sys
import tempfile
import wave
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QObject, QProcess, QTimer

EVENTS = ("card", "chi", "peng", "gang", "wai", "pao", "hu", "end")

# an action's kind -> its sound (提 and 溜 lay four cards down like 杠; 偎 is 歪 in another name)
KIND_EVENT = {"discard": "card", "flip": "card", "chi": "chi", "peng": "peng", "gang": "gang",
              "ti": "gang", "liu": "gang", "wai": "wai", "wei": "wai", "pao": "pao", "hu": "hu"}

MAX_RUNNING = 4          # sounds a process player may have playing at once; more are skipped


def event_for(action) -> str | None:
    """The sound of an action (None for one that makes none: 过, 买庄, a draw …)."""
    return KIND_EVENT.get(str(getattr(action, "kind", "")))


def sounds_dir() -> Path:
    from app.paths import resources_dir

    return resources_dir() / "sounds"


# -- the volume -----------------------------------------------------------------------------

class ScaledCopies:
    """The sound files at a volume: copies with the samples scaled, made when first
    wanted, in a temporary folder removed at exit.  Volume 100 is the file itself."""

    def __init__(self, source: Path):
        self.source = Path(source)
        self._dir: Path | None = None
        self._made: dict[tuple[str, int], Path] = {}

    def path(self, event: str, volume: int) -> Path:
        original = self.source / f"{event}.wav"
        volume = max(0, min(100, int(round(volume / 5.0)) * 5))
        if volume >= 100:
            return original
        key = (event, volume)
        if key not in self._made:
            if self._dir is None:
                self._dir = Path(tempfile.mkdtemp(prefix="yezi-sounds-"))
                atexit.register(shutil.rmtree, str(self._dir), True)
            target = self._dir / f"{event}-{volume}.wav"
            with wave.open(str(original), "rb") as r:
                params = r.getparams()
                frames = r.readframes(r.getnframes())
            if params.sampwidth != 2:
                raise ValueError(f"{original.name}: not 16-bit")
            samples = array.array("h")
            samples.frombytes(frames)
            if sys.byteorder == "big":
                samples.byteswap()
            f = volume / 100.0
            scaled = array.array("h", (int(s * f) for s in samples))
            if sys.byteorder == "big":
                scaled.byteswap()
            with wave.open(str(target), "wb") as w:
                w.setparams(params)
                w.writeframes(scaled.tobytes())
            self._made[key] = target
        return self._made[key]


# -- backends ---------------------------------------------------------------------------------

class Backend:
    """Plays a file; ``fail(words)`` reports (once) that it cannot, in its own words."""

    name = "?"

    def __init__(self) -> None:
        self.on_failure: Callable[["Backend", str], None] = lambda backend, words: None
        self.failed = ""

    def fail(self, words: str) -> None:
        if not self.failed:
            self.failed = words or f"{self.name} failed"
            self.on_failure(self, self.failed)

    def play(self, path: Path) -> None:  # pragma: no cover - every backend has its own
        raise NotImplementedError

    def stop(self) -> None:
        pass


class QtBackend(Backend):
    """QSoundEffect, one per file (when PySide6.QtMultimedia is installed and loads)."""

    name = "QSoundEffect"

    def __init__(self, parent: QObject, multimedia) -> None:
        super().__init__()
        self.mm = multimedia
        self.parent = parent
        self.effects: dict[str, object] = {}

    def play(self, path: Path) -> None:
        from PySide6.QtCore import QUrl

        effect = self.effects.get(str(path))
        if effect is None:
            effect = self.mm.QSoundEffect(self.parent)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.statusChanged.connect(lambda e=effect, p=path: self._status(e, p))
            self.effects[str(path)] = effect
        effect.play()

    def _status(self, effect, path: Path) -> None:
        if effect.status() == self.mm.QSoundEffect.Status.Error:
            self.fail(f"QSoundEffect could not play {path.name}")


class WinsoundBackend(Backend):
    """Windows' own player (asynchronous: it returns at once)."""

    name = "winsound"

    def __init__(self, winsound) -> None:
        super().__init__()
        self.ws = winsound

    def play(self, path: Path) -> None:
        try:
            self.ws.PlaySound(str(path), self.ws.SND_FILENAME | self.ws.SND_ASYNC | self.ws.SND_NODEFAULT)
        except RuntimeError as exc:
            self.fail(f"winsound: {exc}")


class ProcessBackend(Backend):
    """A command-line player run by QProcess: started and left alone; when it cannot
    start or ends with an error, what it said is the reason."""

    def __init__(self, parent: QObject, program: str, args: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.parent = parent
        self.program = program
        self.name = Path(program).name
        self.args = args
        self.running: list[QProcess] = []

    def play(self, path: Path) -> None:
        self.running = [p for p in self.running if p.state() != QProcess.ProcessState.NotRunning]
        if len(self.running) >= MAX_RUNNING:
            return
        proc = QProcess(self.parent)
        proc.setProcessChannelMode(QProcess.ProcessChannelMode.SeparateChannels)
        proc.setStandardOutputFile(QProcess.nullDevice())
        proc.errorOccurred.connect(lambda error, p=proc: self._error(p, error))
        proc.finished.connect(lambda code, status, p=proc: self._finished(p, code, status))
        self.running.append(proc)
        proc.start(self.program, [*self.args, str(path)])

    def _error(self, proc: QProcess, error) -> None:
        if error == QProcess.ProcessError.FailedToStart:
            self.fail(f"{self.name}: {proc.errorString()}")
            self._drop(proc)

    def _finished(self, proc: QProcess, code: int, status) -> None:
        if status != QProcess.ExitStatus.NormalExit or code != 0:
            said = bytes(proc.readAllStandardError().data()).decode("utf-8", "replace")
            lines = [x.strip() for x in said.splitlines() if x.strip()]
            # the player's own last word ("aplay: main:831: audio open error: …"), not the library
            # chatter before it ("ALSA lib confmisc.c:855: …"); else its last line
            own = [x for x in lines if x.startswith(self.name + ":")]
            line = (own or lines or [""])[-1]
            self.fail(line if line.startswith(self.name) else
                      f"{self.name}: {line or f'exit status {code}'}")
        self._drop(proc)

    def _drop(self, proc: QProcess) -> None:
        if proc in self.running:
            self.running.remove(proc)
        proc.deleteLater()

    def stop(self) -> None:
        for p in self.running:
            p.kill()
            p.waitForFinished(200)
        self.running = []


# the command-line players of each platform, best first, with their quiet flags
LINUX_PLAYERS = (("pw-play", ()), ("paplay", ()), ("aplay", ("-q",)))
MAC_PLAYERS = (("afplay", ()),)


def find_backends(parent: QObject, platform: str | None = None,
                  which: Callable[[str], str | None] = shutil.which) -> tuple[list[Backend], list[str]]:
    """The backends that may work here, best first, and why the others cannot (their words)."""
    import os

    platform = platform or sys.platform
    found: list[Backend] = []
    problems: list[str] = []
    if os.environ.get("YEZI_SOUND", "").lower() in ("off", "0", "no"):
        return found, ["YEZI_SOUND=off"]
    try:
        from PySide6 import QtMultimedia

        found.append(QtBackend(parent, QtMultimedia))
    except Exception as exc:  # ImportError, or a missing system library behind it
        problems.append(f"QtMultimedia: {exc}")
    if platform.startswith("win"):
        try:
            import winsound

            found.append(WinsoundBackend(winsound))
        except ImportError as exc:
            problems.append(f"winsound: {exc}")
        return found, problems
    players = MAC_PLAYERS if platform == "darwin" else LINUX_PLAYERS
    missing = []
    for program, args in players:
        path = which(program)
        if path:
            found.append(ProcessBackend(parent, path, args))
        else:
            missing.append(program)
    if missing:
        problems.append("no " + ", ".join(missing) + " on the PATH")
    return found, problems


class SoundPlayer(QObject):
    """The table's sounds.  ``play(event)`` never raises and never waits; with
    ``enabled`` off or ``volume`` 0 it does nothing.  ``backends`` (tests: a fake)
    replaces the search of ``find_backends``."""

    def __init__(self, parent: QObject | None = None, backends: list[Backend] | None = None,
                 source: Path | None = None):
        super().__init__(parent)
        self.enabled = True
        self.volume = 70
        self.copies = ScaledCopies(source or sounds_dir())
        if backends is None:
            backends, problems = find_backends(self)
        else:
            problems = []
        self.backends = list(backends)
        self.problems: list[str] = list(problems)   # why sound is not (or no longer) played, in the players' words
        for b in self.backends:
            b.on_failure = self._failed
        self.played: list[str] = []                 # every sound asked for and given to a backend (tests)

    @property
    def backend(self) -> Backend | None:
        return self.backends[0] if self.backends else None

    @property
    def available(self) -> bool:
        return bool(self.backends)

    def reason(self) -> str:
        """Why there is no sound, in the players' own words ("" when there is)."""
        return "; ".join(self.problems) if not self.backends else ""

    def configure(self, enabled: bool, volume: int) -> None:
        self.enabled = bool(enabled)
        self.volume = max(0, min(100, int(volume)))

    def play(self, event: str) -> bool:
        """Start the sound of ``event``; True if a backend was given it."""
        if not self.enabled or self.volume <= 0 or event not in EVENTS:
            return False
        while self.backends:
            backend = self.backends[0]
            try:
                path = self.copies.path(event, self.volume)
                backend.play(path)
            except Exception as exc:  # a player that breaks is dropped; the game goes on
                backend.fail(f"{backend.name}: {exc}")
                continue
            if backend.failed:        # it failed at once (cannot start)
                continue
            self.played.append(event)
            return True
        return False

    def play_action(self, action) -> bool:
        event = event_for(action)
        return self.play(event) if event else False

    def play_later(self, event: str, ms: int) -> None:
        QTimer.singleShot(ms, self, lambda: self.play(event))

    def _failed(self, backend: Backend, words: str) -> None:
        if backend in self.backends:
            self.backends.remove(backend)
            backend.stop()
        self.problems.append(words)

    def stop(self) -> None:
        for b in self.backends:
            try:
                b.stop()
            except Exception:
                pass

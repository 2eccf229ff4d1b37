"""Make the table's sounds (resources/sounds/*.wav) from nothing but arithmetic.

    python packaging/make_sounds.py            # write resources/sounds/
    python packaging/make_sounds.py --check    # exit 1 if the shipped files differ

Every sound is synthesised here with the standard library (``math``, ``wave``,
a seeded ``random.Random`` for the noise of a card's snap), so the files are
reproducible, owe nothing to anyone, and are under the project's licence
(resources/sounds/LICENSE).  22 050 Hz, 16-bit mono, each well under a second.

The sounds: ``card`` (a card put down: a short paper snap over a soft wooden
knock), ``chi`` (two quick rising notes), ``peng`` (two firm knocks and a
note), ``gang`` (three knocks and a low chord: four cards laid down), ``wai``
(a note sliding up: three cards, one shown), ``pao`` (a quick run of four
notes), ``hu`` (a bright arpeggio: a win) and ``end`` (a gentle falling chime:
the hand is over).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "sounds"
NAMES = ("card", "chi", "peng", "gang", "wai", "pao", "hu", "end")


def _blank(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _add(buf: list[float], start: float, part: list[float]) -> None:
    i0 = int(RATE * start)
    for i, v in enumerate(part):
        if i0 + i < len(buf):
            buf[i0 + i] += v


def _note(freq: float, seconds: float, gain: float = 0.5, decay: float = 6.0,
          harmonics: tuple[float, ...] = (1.0, 0.35, 0.12), glide: float = 0.0) -> list[float]:
    """A struck note: a few harmonics, 4 ms attack, exponential decay;
    ``glide`` raises the pitch by that many octaves over the note."""
    n = int(RATE * seconds)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq * 2 ** (glide * t / seconds)
        phase += 2 * math.pi * f / RATE
        env = min(1.0, t / 0.004) * math.exp(-decay * t)
        out.append(gain * env * sum(h * math.sin((k + 1) * phase) for k, h in enumerate(harmonics)))
    return out


def _knock(gain: float = 0.6, seed: int = 1, seconds: float = 0.09) -> list[float]:
    """A card on wood: a low thump and a band of filtered noise, both dying fast."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    out = []
    low = 0.0
    prev = 0.0
    for i in range(n):
        t = i / RATE
        noise = rng.uniform(-1.0, 1.0)
        low += 0.35 * (noise - low)          # one-pole low-pass ...
        band = low - prev                     # ... and a difference: a papery band
        prev = low
        thump = math.sin(2 * math.pi * 170 * t) * math.exp(-45 * t)
        env = min(1.0, t / 0.0015) * math.exp(-60 * t)
        out.append(gain * (0.55 * thump + 1.6 * band * env))
    return out


def sound(name: str) -> list[float]:
    if name == "card":
        buf = _blank(0.14)
        _add(buf, 0.0, _knock(0.7, seed=7))
    elif name == "chi":
        buf = _blank(0.42)
        _add(buf, 0.0, _note(659.3, 0.2, 0.35, 14))      # E5
        _add(buf, 0.11, _note(784.0, 0.3, 0.38, 10))     # G5
    elif name == "peng":
        buf = _blank(0.48)
        _add(buf, 0.0, _knock(0.75, seed=11))
        _add(buf, 0.09, _knock(0.75, seed=12))
        _add(buf, 0.16, _note(440.0, 0.32, 0.33, 9))     # A4
    elif name == "gang":
        buf = _blank(0.62)
        for k in range(3):
            _add(buf, 0.075 * k, _knock(0.7, seed=20 + k))
        for f in (196.0, 246.9, 293.7):                  # G3 B3 D4
            _add(buf, 0.23, _note(f, 0.39, 0.17, 6))
    elif name == "wai":
        buf = _blank(0.42)
        _add(buf, 0.0, _knock(0.55, seed=31))
        _add(buf, 0.05, _note(392.0, 0.36, 0.34, 7, glide=0.5))   # G4 sliding up to C5-ish
    elif name == "pao":
        buf = _blank(0.6)
        for k, f in enumerate((523.3, 587.3, 659.3, 784.0)):      # C5 D5 E5 G5
            _add(buf, 0.07 * k, _note(f, 0.3, 0.28, 12))
    elif name == "hu":
        buf = _blank(1.05)
        for k, f in enumerate((523.3, 659.3, 784.0, 1046.5)):     # C5 E5 G5 C6
            _add(buf, 0.09 * k, _note(f, 1.05 - 0.09 * k, 0.22, 3.5))
    elif name == "end":
        buf = _blank(0.95)
        _add(buf, 0.0, _note(784.0, 0.5, 0.3, 5, harmonics=(1.0, 0.2)))    # G5
        _add(buf, 0.22, _note(523.3, 0.73, 0.32, 4, harmonics=(1.0, 0.2)))  # C5
    else:
        raise ValueError(f"no sound called {name!r}")
    tail = int(RATE * 0.01)                                 # fade the last 10 ms: no click
    for i in range(tail):
        buf[-1 - i] *= i / tail
    return buf


def wav_bytes(samples: list[float]) -> bytes:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.89 / peak * 32767                             # every sound peaks at about -1 dBFS
    frames = b"".join(int(round(s * scale)).to_bytes(2, "little", signed=True) for s in samples)
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return out.getvalue()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only compare with the shipped files")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    differ = []
    for name in NAMES:
        data = wav_bytes(sound(name))
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                differ.append(path.name)
            continue
        args.out.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {len(data)} bytes")
    if differ:
        print("differ from what this script makes: " + ", ".join(differ), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

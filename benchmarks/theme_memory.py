"""Peak memory and time of the game window showing a haimen hand, with the
built-in art and with a theme of 12-megapixel photos (issue 17, point 8).

    python benchmarks/theme_memory.py            # both, one fresh process each

Each run is a fresh process with its own data folder: it opens the table
offscreen, deals one hand, draws it, and reports the peak resident memory
(``ru_maxrss``) and the time to the first drawn table.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import os, resource, sys, time
sys.path.insert(0, {root!r})
os.environ["QT_QPA_PLATFORM"] = "offscreen"
t0 = time.perf_counter()
import app.ui
from app import _pyside_refcount_fix  # noqa: F401  (before Qt is used)
from PySide6.QtWidgets import QApplication
app_ = QApplication([])
from app.ui import settings as S
from app.ui.mainwindow import MainWindow
s = S.Settings(variant="haimen", seats=["human", "simple", "simple", "simple"], animation="off",
               think_delay_ms=0, theme={theme!r})
w = MainWindow(S.LoadResult(s, [], None), seed=5, variant_id="haimen", ask_resume=False, autosave=False)
w.resize(1600, 1000)
w.show()
for _ in range(10):
    app_.processEvents()
w.grab()
elapsed = time.perf_counter() - t0
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, elapsed)
w.controller.shutdown()
"""


def main() -> int:
    from PIL import Image

    results = {}
    for mode in ("built-in", "12-Mpx photos"):
        with tempfile.TemporaryDirectory() as tmp:
            env = {**os.environ, "XDG_DATA_HOME": f"{tmp}/data", "XDG_CONFIG_HOME": f"{tmp}/cfg",
                   "HOME": tmp}
            theme = ""
            if mode != "built-in":
                theme = "photos"
                folder = Path(tmp) / "data" / "yezi" / "themes" / theme / "longcard"
                folder.mkdir(parents=True)
                photo = Image.effect_noise((3000, 4000), 60).convert("RGB")   # 12 Mpx, photo-like noise
                first = folder / "photo.jpg"
                photo.save(first, "JPEG", quality=90)
                blob = first.read_bytes()
                first.unlink()
                manifest = json.loads((ROOT / "tiles_art" / "manifest.json").read_text(encoding="utf-8"))
                count = 0
                for entry in manifest["cards"].values():
                    if entry["file"].startswith("longcard/"):
                        (folder.parent / entry["file"]).with_suffix(".jpg").write_bytes(blob)
                        count += 1
                (folder / "back.jpg").write_bytes(blob)
                mode = f"{mode} ({count + 1} files of {len(blob) / 1e6:.1f} MB)"
            out = subprocess.run([sys.executable, "-c", CHILD.format(root=str(ROOT), theme=theme)],
                                 capture_output=True, text=True, env=env, timeout=600)
            if out.returncode != 0:
                print(out.stderr, file=sys.stderr)
                return 1
            rss, secs = map(float, out.stdout.split()[-2:])
            results[mode] = (rss, secs)
            print(f"{mode:45} peak RSS {rss:7.1f} MiB   first table {secs:5.2f} s")
    (base, _), (themed, _) = results.values()
    print(f"ratio {themed / base:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

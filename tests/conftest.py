import os
import sys
from pathlib import Path

# Qt tests run offscreen; per-user folders go to a throwaway place.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from app import _pyside_refcount_fix  # noqa: E402,F401  (the Qt tests need it before Qt is used)

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

# CI explores the same examples on every run (a red CI names a real bug, never
# luck); on a developer's machine hypothesis keeps searching new ones.
settings.register_profile("ci", derandomize=True, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _user_dirs(tmp_path, monkeypatch):
    """Never touch the real per-user data or config directories."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("YEZI_SOUND", "off")   # no test plays a sound through the machine's player


@pytest.fixture(autouse=True)
def _no_language_left_behind():
    """A command run in-process (``main(["replay", …])``) installs the player's language for the
    whole program, as it should when it is the program; English is put back for the next test."""
    mod = sys.modules.get("app.ui.i18n")
    before = (mod._language, tuple(mod._installed)) if mod is not None else None
    yield
    mod = sys.modules.get("app.ui.i18n")
    if mod is None or mod._language == "en" or (mod._language, tuple(mod._installed)) == before:
        return
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is not None:
        mod.install(app, "en")


@pytest.fixture
def settle_window(qtbot, qapp):
    """Opens settle windows, shown: ``settle_window(variant="haimen", language="zh_CN")``.  A settle
    window installs its language for the whole program; English is put back afterwards."""
    from app.ui.settle import SettleWindow

    def make(variant="haimen", language="zh_CN"):
        w = SettleWindow(variant_id=variant, language=language)
        qtbot.addWidget(w)
        w.show()
        return w
    yield make
    from app.ui import i18n

    i18n.install(qapp, "en")

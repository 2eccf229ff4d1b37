"""Desktop integration kept in step: one app id in the program, the .desktop file, the
metainfo and the icon script; the metainfo names this release; the window icon is there;
the desktop files pass the freedesktop validators when they are installed."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET

import pytest

from tests.conftest import ROOT

LINUX = ROOT / "packaging" / "linux"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_one_app_id_everywhere():
    from app.ui.desktop import APP_ID

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_icons
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    assert make_icons.APP_ID == APP_ID
    meta = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert meta.findtext("id") == APP_ID
    assert meta.find("launchable").text == f"{APP_ID}.desktop"
    desktop = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f"\nIcon={APP_ID}\n" in desktop and "\nExec=yezi\n" in desktop
    assert APP_ID in (ROOT / "packaging" / "yezi.spec").read_text(encoding="utf-8")   # macOS bundle id


def test_metainfo_names_this_release():
    meta = ET.parse(LINUX / "io.github.yezi.Yezi.metainfo.xml").getroot()
    assert meta.find("releases/release").get("version") == VERSION       # newest first
    shots = [i.text for i in meta.iter("image")]
    assert shots and all(s.startswith("@SCREENSHOTS@/") for s in shots)
    assert all((ROOT / "docs" / "img" / s.split("/")[-1]).is_file() for s in shots)


def test_desktop_command_installs_valid_files(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "desktop", "--prefix", str(tmp_path),
                          "--work", str(tmp_path / "work"), "--screenshot-base", "https://example.org/img"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    share = tmp_path / "share"
    desktop = share / "applications" / "io.github.yezi.Yezi.desktop"
    meta = share / "metainfo" / "io.github.yezi.Yezi.metainfo.xml"
    sizes = sorted(int(p.parent.parent.name.split("x")[0]) for p in (share / "icons" / "hicolor").rglob("*.png"))
    assert sizes == [16, 22, 24, 32, 48, 64, 96, 128, 256, 512]
    assert "https://example.org/img/stats.png" in meta.read_text(encoding="utf-8")
    for tool, args in (("desktop-file-validate", [desktop]), ("appstreamcli", ["validate", "--no-net", meta])):
        if shutil.which(tool):
            res = subprocess.run([tool, *map(str, args)], capture_output=True, text=True)
            assert res.returncode == 0, res.stdout + res.stderr
    for kind in ("yezi.ico", "yezi.icns", "yezi-source.png"):
        assert (tmp_path / "work" / "icons" / kind).stat().st_size > 1000


def test_window_icon_and_desktop_name(qtbot):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QApplication

    from app.ui.desktop import APP_ID, identify

    app = QApplication.instance()
    identify(app)
    assert app.desktopFileName() == APP_ID and not app.windowIcon().isNull()

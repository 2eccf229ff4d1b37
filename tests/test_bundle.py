"""The Linux bundle, built and run here (docs/packaging.md): PyInstaller from
packaging/yezi.spec through packaging/build.py into a temporary folder; then the
bundled ``yezi`` answers ``--version`` and ``variants``, plays a demo hand offscreen
and saves a picture that is not blank, keeps settings and data where platformdirs
says (as a pip install does), and the tarball carries the desktop files and icons.

Slow (about a minute: PyInstaller), but run by CI like every test."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib

import pytest

from tests.conftest import ROOT

pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle is built on Linux")]

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
APP_ID = "io.github.yezi.Yezi"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    pytest.importorskip("PyInstaller", reason="PyInstaller is in the test extra: pip install '.[test]'")
    tmp = tmp_path_factory.mktemp("bundle")
    t0 = time.monotonic()
    out = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "bundle", "--dist", str(tmp / "dist"),
                          "--work", str(tmp / "work"), "--screenshot-base", "https://example.org/yezi/docs/img"],
                         cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-3000:]
    print(f"bundle built in {time.monotonic() - t0:.0f} s")
    yield tmp
    shutil.rmtree(tmp, ignore_errors=True)


def _run(bundle, *args, timeout=120):
    home = bundle / "user"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               QT_QPA_PLATFORM="offscreen")
    return subprocess.run([str(bundle / "dist" / "yezi" / "yezi"), *args], cwd=bundle, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_version_and_variants(bundle):
    out = _run(bundle, "--version")
    assert out.returncode == 0 and out.stdout.strip() == f"yezi {VERSION}", out.stderr
    out = _run(bundle, "variants")
    assert out.returncode == 0, out.stderr
    assert [line.split()[0] for line in out.stdout.splitlines()] == ["haimen", "lvsi", "waihuzi", "yiyang", "qidong"]
    assert "海门八胡头" in out.stdout


def test_demo_hand_screenshot_is_a_real_picture(bundle):
    from PIL import Image

    config = bundle / "user" / "config" / "yezi"
    config.mkdir(parents=True, exist_ok=True)
    # read from the platformdirs config folder, as a pip install reads it: a quick demo
    (config / "settings.json").write_text(json.dumps({"animation": "off", "think_delay_ms": 0}), encoding="utf-8")
    shot = bundle / "demo.png"
    out = _run(bundle, "play", "--demo", "--seed", "3", "--variant", "waihuzi", "--quit-after", "1",
               "--screenshot", str(shot))
    assert out.returncode == 0, out.stderr
    img = Image.open(shot).convert("RGB")
    assert img.width >= 640 and img.height >= 480
    small = img.resize((img.width // 4, img.height // 4))
    colours = small.getcolors(maxcolors=1 << 20)
    assert len(colours) > 500                                  # cards, felt, text: not one flat colour
    assert max(n for n, _ in colours) < 0.6 * small.width * small.height


def test_saves_go_where_platformdirs_says(bundle):
    games = bundle / "games"
    out = _run(bundle, "selfplay", "--variant", "waihuzi", "--games", "1", "--seed", "2", "--level", "easy",
               "--save-dir", str(games))
    assert out.returncode == 0, out.stderr
    record = next(games.glob("*.json"))
    assert json.loads(record.read_text(encoding="utf-8"))["app"] == f"yezi {VERSION}"
    out = _run(bundle, "replay", str(record), "--screenshot", str(bundle / "replay.png"))
    assert out.returncode == 0, out.stderr
    recent = json.loads((bundle / "user" / "data" / "yezi" / "recent.json").read_text(encoding="utf-8"))
    assert str(record.resolve()) in json.dumps(recent, ensure_ascii=False)
    assert (bundle / "user" / "config" / "yezi" / "windows.json").is_file()   # the window's place
    assert not list((bundle / "dist" / "yezi").rglob("recent.json"))     # nothing written into the bundle


def test_tarball_has_the_program_and_the_desktop_files(bundle):
    tarball = bundle / "dist" / f"yezi-{VERSION}-linux-{os.uname().machine.lower()}.tar.gz"
    with tarfile.open(tarball) as tar:
        names = set(tar.getnames())
    top = f"yezi-{VERSION}"
    for name in ("yezi", "install.sh", "CHANGELOG.md", f"share/applications/{APP_ID}.desktop",
                 f"share/metainfo/{APP_ID}.metainfo.xml", f"share/icons/hicolor/256x256/apps/{APP_ID}.png",
                 f"share/icons/hicolor/16x16/apps/{APP_ID}.png", "_internal/app/resources/fonts/YeziCJK-Regular.otf",
                 "_internal/app/resources/i18n/yezi_zh_TW.qm", "_internal/app/resources/rules/haimen.zh.md",
                 "_internal/app/tiles_art/manifest.json"):
        assert f"{top}/{name}" in names, name
    assert not [n for n in names if "QtCharts" in n or "Qt6Quick" in n or "Qt6Charts" in n]
    share = bundle / "dist" / "yezi" / "share"
    if shutil.which("desktop-file-validate"):
        out = subprocess.run(["desktop-file-validate", str(share / "applications" / f"{APP_ID}.desktop")],
                             capture_output=True, text=True)
        assert out.returncode == 0 and not out.stdout.strip(), out.stdout
    if shutil.which("appstreamcli"):
        out = subprocess.run(["appstreamcli", "validate", "--no-net", str(share / "metainfo" / f"{APP_ID}.metainfo.xml")],
                             capture_output=True, text=True)
        assert out.returncode == 0, out.stdout


def test_install_sh_puts_yezi_on_the_menu(bundle, tmp_path):
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / "share"))
    folder = bundle / "dist" / "yezi"
    out = subprocess.run(["sh", str(folder / "install.sh")], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    desktop = (home / "share" / "applications" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    assert f'Exec="{folder}/yezi"' in desktop
    if shutil.which("desktop-file-validate"):
        res = subprocess.run(["desktop-file-validate", str(home / "share" / "applications" / f"{APP_ID}.desktop")],
                             capture_output=True, text=True)
        assert res.returncode == 0 and not res.stdout.strip(), res.stdout
    assert (home / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert os.readlink(home / ".local" / "bin" / "yezi") == str(folder / "yezi")
    out = subprocess.run(["sh", str(folder / "install.sh"), "--remove"], env=env, capture_output=True, text=True)
    assert out.returncode == 0 and not (home / "share" / "applications" / f"{APP_ID}.desktop").exists()

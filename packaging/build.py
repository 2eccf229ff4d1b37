"""Build Yezi's bundles (see docs/packaging.md).

    python packaging/build.py bundle [--dist DIR] [--work DIR] [--screenshot-base URL]
        PyInstaller one-folder, windowed bundle for the system it runs on, then:
        Linux   DIST/yezi-<v>-linux-<arch>.tar.gz  (the folder, install.sh, desktop files)
        Windows DIST/yezi-<v>-windows.zip, and DIST/yezi-<v>-setup.exe when Inno Setup's
                iscc is on PATH (packaging/windows/yezi.iss)
        macOS   DIST/Yezi.app and DIST/yezi-<v>-macos.zip

    python packaging/build.py desktop --prefix DIR [--screenshot-base URL] [--exec CMD]
        Only the Linux desktop files, for distribution packagers and install.sh:
        DIR/share/applications/<id>.desktop, DIR/share/metainfo/<id>.metainfo.xml,
        DIR/share/icons/hicolor/<n>x<n>/apps/<id>.png

``--screenshot-base`` is the web address of docs/img/ (AppStream wants its screenshots
on the web); without it the metainfo is installed without screenshots.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from make_icons import APP_ID, make as make_icons  # noqa: E402

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
LINUX = HERE / "linux"


def say(text: str) -> None:
    print(f"[build] {text}", flush=True)


# ------------------------------------------------------------------ desktop files
def metainfo_text(screenshot_base: str | None) -> str:
    text = (LINUX / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    if screenshot_base:
        return text.replace("@SCREENSHOTS@", screenshot_base.rstrip("/"))
    start, end = text.index("  <screenshots>"), text.index("</screenshots>") + len("</screenshots>\n")
    return text[:start] + text[end:]


def install_desktop(prefix: Path, icons: Path, screenshot_base: str | None = None, exec_cmd: str = "yezi") -> list[Path]:
    """The .desktop file (``Exec`` = ``exec_cmd``), the metainfo and the hicolor icons under ``prefix/share``."""
    share = prefix / "share"
    desktop = share / "applications" / f"{APP_ID}.desktop"
    desktop.parent.mkdir(parents=True, exist_ok=True)
    text = (LINUX / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    if exec_cmd != "yezi":
        text = text.replace("Exec=yezi", f"Exec={exec_cmd}")
    desktop.write_text(text, encoding="utf-8")
    meta = share / "metainfo" / f"{APP_ID}.metainfo.xml"
    meta.parent.mkdir(parents=True, exist_ok=True)
    meta.write_text(metainfo_text(screenshot_base), encoding="utf-8")
    made = [desktop, meta]
    for png in sorted((icons / "hicolor").rglob("*.png")):
        target = share / "icons" / png.relative_to(icons)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(png, target)
        made.append(target)
    return made


INSTALL_SH = """#!/bin/sh
# Yezi {version}: put this folder's yezi on the menu and on PATH for this user.
#   ./install.sh            install (~/.local/bin/yezi, menu entry, icons)
#   ./install.sh --remove   take them away again (this folder stays)
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${{XDG_DATA_HOME:-$HOME/.local/share}}
BIN=$HOME/.local/bin
ID={app_id}
if [ "$1" = "--remove" ]; then
  rm -f "$BIN/yezi" "$DATA/applications/$ID.desktop" "$DATA/metainfo/$ID.metainfo.xml"
  find "$DATA/icons/hicolor" -name "$ID.png" -delete 2>/dev/null || true
  echo "Yezi removed from the menu; delete $HERE to remove the program."
  exit 0
fi
mkdir -p "$BIN" "$DATA/applications" "$DATA/metainfo"
ln -sf "$HERE/yezi" "$BIN/yezi"
sed "s|^Exec=yezi|Exec=\\"$HERE/yezi\\"|" "$HERE/share/applications/$ID.desktop" > "$DATA/applications/$ID.desktop"
cp "$HERE/share/metainfo/$ID.metainfo.xml" "$DATA/metainfo/"
cp -r "$HERE/share/icons" "$DATA/"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
echo "Yezi {version} is on the menu (Games) and runs as: yezi"
"""


# ------------------------------------------------------------------ bundles
def pyinstaller(dist: Path, work: Path, icons: Path) -> None:
    env = dict(os.environ, YEZI_ICONS=str(icons))
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work / "pyinstaller"), str(HERE / "yezi.spec")]
    say(" ".join(cmd))
    subprocess.run(cmd, check=True, env=env, cwd=ROOT)


def linux_package(dist: Path, icons: Path, screenshot_base: str | None) -> Path:
    folder = dist / "yezi"
    install_desktop(folder, icons, screenshot_base)
    sh = folder / "install.sh"
    sh.write_text(INSTALL_SH.format(version=VERSION, app_id=APP_ID), encoding="utf-8")
    sh.chmod(0o755)
    shutil.copy2(ROOT / "CHANGELOG.md", folder / "CHANGELOG.md")
    arch = platform.machine().lower() or "unknown"
    tarball = dist / f"yezi-{VERSION}-linux-{arch}.tar.gz"
    with tarfile.open(tarball, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=f"yezi-{VERSION}")
    return tarball


def windows_package(dist: Path, work: Path) -> list[Path]:
    made = [Path(shutil.make_archive(str(dist / f"yezi-{VERSION}-windows"), "zip", dist, "yezi"))]
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        default = Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)")) / "Inno Setup 6" / "ISCC.exe"
        iscc = str(default) if default.exists() else None
    if iscc:
        subprocess.run([iscc, f"/DAppVersion={VERSION}", f"/DSourceDir={dist / 'yezi'}",
                        f"/DIconFile={work / 'icons' / 'yezi.ico'}", f"/O{dist}",
                        str(HERE / "windows" / "yezi.iss")], check=True)
        made.append(dist / f"yezi-{VERSION}-setup.exe")
    else:
        say("Inno Setup (iscc) not found: no installer, only the folder and its zip")
    return made


def macos_package(dist: Path) -> Path:
    app = dist / "Yezi.app"
    archive = dist / f"yezi-{VERSION}-macos.zip"
    # ditto keeps the frameworks' symlinks and the bundle's attributes; zipfile does not
    subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(app), str(archive)], check=True)
    return archive


def bundle(dist: Path, work: Path, screenshot_base: str | None) -> list[Path]:
    t0 = time.monotonic()
    icons = work / "icons"
    make_icons(icons)
    pyinstaller(dist, work, icons)
    if sys.platform.startswith("linux"):
        made = [linux_package(dist, icons, screenshot_base)]
    elif sys.platform == "win32":
        made = windows_package(dist, work)
    elif sys.platform == "darwin":
        made = [macos_package(dist)]
    else:
        made = [dist / "yezi"]
    say(f"done in {time.monotonic() - t0:.0f} s: " + ", ".join(str(p) for p in made))
    return made


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Build Yezi's bundles and desktop files (docs/packaging.md).")
    sub = ap.add_subparsers(dest="what", required=True)
    b = sub.add_parser("bundle", help="the PyInstaller bundle for this system")
    b.add_argument("--dist", type=Path, default=ROOT / "dist")
    b.add_argument("--work", type=Path, default=ROOT / "build")
    d = sub.add_parser("desktop", help="only the Linux desktop files (.desktop, metainfo, icons)")
    d.add_argument("--prefix", type=Path, required=True)
    d.add_argument("--exec", dest="exec_cmd", default="yezi", help="the menu entry's command (default: yezi)")
    d.add_argument("--work", type=Path, default=ROOT / "build")
    for p in (b, d):
        p.add_argument("--screenshot-base", default=os.environ.get("YEZI_SCREENSHOT_BASE"),
                       help="web address of docs/img/ for the AppStream screenshots")
    args = ap.parse_args(argv)
    if args.what == "desktop":
        icons = args.work / "icons"
        make_icons(icons)
        for p in install_desktop(args.prefix, icons, args.screenshot_base, args.exec_cmd):
            print(p)
        return 0
    bundle(args.dist.resolve(), args.work.resolve(), args.screenshot_base)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Where Qt cannot open a window, a window command says why in one line (app/ui/qtapp.py)
instead of Qt ending the process with a page of plugin text."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from app.ui.qtapp import display_problem

X11 = {"DISPLAY": ":0"}


@pytest.mark.parametrize("environ, platform", [
    (X11, "win32"),
    (X11, "darwin"),
    ({**X11, "QT_QPA_PLATFORM": "offscreen"}, "linux"),
    ({"WAYLAND_DISPLAY": "wayland-0"}, "linux"),
    ({}, "win32"),
])
def test_no_question_where_qt_decides(environ, platform):
    assert display_problem(environ, platform, plugin="libyezi-not-there.so.0") is None


def test_no_display_is_named():
    assert display_problem({}, "linux") == "cannot open a window: no display here (DISPLAY is not set)"
    assert "DISPLAY" in display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux")


def test_a_missing_library_is_named_with_the_packages():
    line = display_problem(X11, "linux", plugin="libyezi-not-there.so.0")
    assert line.startswith("cannot open a window: Qt's X11 support needs libyezi-not-there.so.0, ")
    assert "apt-get install libxcb-cursor0" in line and "\n" not in line


def test_a_loadable_plugin_is_no_problem():
    import ctypes.util

    libc = ctypes.util.find_library("c")
    if libc is None:
        pytest.skip("no C library name to load")
    assert display_problem(X11, "linux", plugin=libc) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X11 question is Linux's")
@pytest.mark.parametrize("argv", [["train"], [], ["settle"]])
def test_the_command_says_it_in_one_line(argv, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    run = subprocess.run([sys.executable, "-m", "app", *argv], env=env, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 2
    assert run.stderr.strip() == "yezi: cannot open a window: no display here (DISPLAY is not set)"

"""One version number: pyproject.toml, read at run time; shown by ``yezi --version``
and the About box; written into every record (and old records still load)."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib

import pytest

from app import version as version_mod
from app.records import Record
from tests.conftest import ROOT
from tests.toy_family import play, toy  # noqa: F401  (fixture)

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_number_is_pyprojects():
    import app

    assert version_mod.version() == PYPROJECT == app.__version__
    assert PYPROJECT in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")   # the changelog is kept


def test_metadata_of_another_copy_is_not_taken(monkeypatch, tmp_path):
    """An older Yezi installed elsewhere says nothing about this checkout's version."""
    from importlib import metadata

    class Other:
        version = "0.0.1"

        @staticmethod
        def locate_file(name):
            return tmp_path / name

    monkeypatch.setattr(metadata, "distribution", lambda name: Other)
    assert version_mod._from_metadata() is None
    Other.locate_file = staticmethod(lambda name: version_mod._PKG.parent / name)
    assert version_mod._from_metadata() == "0.0.1"          # this copy, installed: its metadata


@pytest.mark.parametrize("text, expected", [
    ('[project]\nname = "yezi"\nversion = "1.2.3"\n', "1.2.3"),
    ('[project]\nname = "other"\nversion = "1.2.3"\n', None),
    ('[project\nbroken', None),
    ('[project]\nname = "yezi"\n', None),
])
def test_pyproject_fallback(tmp_path, text, expected):
    p = tmp_path / "pyproject.toml"
    p.write_text(text, encoding="utf-8")
    assert version_mod._from_pyproject(p) == expected
    assert version_mod._from_pyproject(tmp_path / "missing.toml") is None


def test_cli_version():
    out = subprocess.run([sys.executable, "-m", "app", "--version"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == f"yezi {PYPROJECT}"


def test_records_carry_the_writer_and_old_ones_load(toy):
    from app.engine import Match

    m = play(Match(toy, {"cards": 4}, seed=5), seed=5, hands=1)
    data = json.loads(Record.from_match(m, seats=["human", "simple"]).to_json())
    assert data["app"] == f"yezi {PYPROJECT}"
    data["app"] = "yezi 0.1.0"
    assert Record.from_dict(data).app == "yezi 0.1.0"                 # read back as written
    assert json.loads(Record.from_dict(data).to_json())["app"] == f"yezi {PYPROJECT}"  # saving rewrites it
    del data["app"]
    old = Record.from_dict(data)                                      # a file from before the field
    assert old.app == "" and old.rebuild().current.is_over


def test_about_shows_the_version(qtbot, monkeypatch):
    pytest.importorskip("pytestqt")
    from PySide6.QtWidgets import QMessageBox

    from tests.test_ui_records import MainWindow, settings_for

    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    w = MainWindow(settings_for("haimen"), seed=1, variant_id="haimen", ask_resume=False)
    qtbot.addWidget(w)
    w.show_about()
    assert shown and shown[0].endswith(f"Version {PYPROJECT}")

"""``yezi`` starts fast (issue 14, item 6): the parser lists every command but
imports only the chosen one; each command's ``--help`` still shows its options."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from app.cli import COMMANDS, chosen_command, main

ROOT = Path(__file__).resolve().parent.parent


def _modules_after(*argv: str) -> set[str]:
    code = ("import sys, io, contextlib\n"
            "from app.cli import main\n"
            "out = io.StringIO()\n"
            "with contextlib.redirect_stdout(out):\n"
            "    try:\n"
            f"        main({list(argv)!r})\n"
            "    except SystemExit:\n"
            "        pass\n"
            "print(' '.join(sorted(sys.modules)))\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert p.returncode == 0, p.stderr
    return set(p.stdout.split())


def test_top_help_imports_no_command_and_no_engine():
    mods = _modules_after("--help")
    assert not {m for m in mods if m.startswith(("app.commands.", "app.engine", "PySide6", "PIL"))}


def test_variants_imports_only_its_own_command():
    mods = _modules_after("variants")
    assert {m for m in mods if m.startswith("app.commands.")} == {"app.commands.variants"}
    assert not {m for m in mods if m.startswith(("PySide6", "PIL", "app.ui", "app.ai", "app.records"))}


def test_top_help_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for name, (_, help_text) in COMMANDS.items():
        assert name in out and help_text.split()[0] in out


@pytest.mark.parametrize("argv,option", [
    (["judge", "--help"], "file"), (["selfplay", "--help"], "--save-dir"), (["replay", "-h"], "--verify"),
    (["bench", "--help"], "--quick"), (["--debug", "tournament", "--help"], "--seats"),
    (["play", "--help"], "--quit-after"),
])
def test_each_command_help_shows_its_own_options(capsys, argv, option):
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 0
    assert option in capsys.readouterr().out


def test_version_on_standard_output(capsys):
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.startswith("yezi ")


@pytest.mark.parametrize("argv,name", [
    ([], None), (["--debug"], None), (["--debug", "judge", "x"], "judge"), (["selfplay", "--variant", "play"],
                                                                          "selfplay"),
    (["nosuch"], None), (["--", "judge"], None),
])
def test_chosen_command(argv, name):
    assert chosen_command(argv) == name


def test_an_unknown_command_is_one_usage_error(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["nosuch"])
    assert exc.value.code == 2 and "invalid choice: 'nosuch'" in capsys.readouterr().err


def test_the_tables_options_without_the_word_play(capsys):
    """``yezi --variant yiyang`` is ``yezi play --variant yiyang`` (the value is no command);
    a lone unknown word is still an unknown command."""
    from app.cli import main

    assert main(["--variant", "nosuch"]) == 2
    assert capsys.readouterr().err.strip().startswith("yezi: unknown variant 'nosuch'")
    with pytest.raises(SystemExit):
        main(["nosuch"])
    assert "invalid choice: 'nosuch'" in capsys.readouterr().err

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
    assert main(["nosuch"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'nosuch'" in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize("argv,words", [
    (["play", "--seed", "x"], "yezi play: argument --seed: invalid int value: 'x'"),
    (["review", "r.json", "--lang", "fr"], "'fr' is not a language"),
    (["settle", "--language", "de"], "'de' is not a language"),
    (["train", "--mode", "nosuch"], "yezi train: argument --mode"),
    # a word no option takes: refused by the command named, pointing at its own help
    (["bench", "--nosuch"], "yezi bench: unrecognized arguments: --nosuch (see: yezi bench --help)"),
    (["variants", "extra"], "yezi variants: unrecognized arguments: extra (see: yezi variants --help)"),
])
def test_a_refused_option_is_one_line_naming_it(capsys, argv, words):
    """argparse's usage text is not repeated: one line names the option and where help is."""
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert words in err and len(err.splitlines()) == 1 and err.endswith("--help)"), err


@pytest.mark.parametrize("typed,lang", [("zh", "zh_CN"), ("zh-CN", "zh_CN"), ("zh_tw", "zh_TW"), ("EN", "en")])
def test_every_command_takes_the_same_languages(typed, lang):
    """--language and --lang, zh / zh_CN / zh-CN alike, in every command that has one."""
    from app.cli import build_parser

    parser, _ = build_parser(every=True)
    for argv in (["play"], ["settle"], ["train"], ["puzzles"], ["review", "r.json"]):
        for flag in ("--language", "--lang"):
            assert parser.parse_args([*argv, flag, typed]).language == lang, (argv, flag)


def test_the_tables_options_without_the_word_play(capsys):
    """``yezi --variant yiyang`` is ``yezi play --variant yiyang`` (the value is no command);
    a lone unknown word is still an unknown command."""
    from app.cli import main

    assert main(["--variant", "nosuch"]) == 2
    assert capsys.readouterr().err.strip().startswith("yezi: unknown variant 'nosuch'")
    assert main(["nosuch"]) == 2
    assert "invalid choice: 'nosuch'" in capsys.readouterr().err

"""The ``yezi`` command.  Subcommands live in ``app.commands.<name>`` and are
imported only when used: the parser lists every command from the table below
(name and one-line help) but imports and asks for the options of the chosen
one only, so ``yezi --help`` and ``yezi variants`` start about as fast as
Python itself and ``yezi judge`` never loads Qt."""

from __future__ import annotations

import argparse
import importlib
import sys

# name -> (module, one-line help)
COMMANDS = {
    "variants": ("app.commands.variants", "list the variants (id and name)"),
    "judge": ("app.commands.judge", "judge hands / settle payouts from JSON requests"),
    "selfplay": ("app.commands.selfplay", "let the computer play complete hands on every seat"),
    "play": ("app.commands.play", "open the game table"),
    "train": ("app.commands.train", "card-recognition trainer"),
    "art": ("app.commands.art", "render the card faces"),
    "settle": ("app.commands.settle", "settle a real table's hand: enter the cards, see who pays whom"),
    "replay": ("app.commands.replay", "open or verify a saved game record"),
    "tournament": ("app.commands.tournament", "play computer levels against each other"),
    "bench": ("app.commands.bench", "measure engine and AI speed"),
    "puzzles": ("app.commands.puzzles", "what would you do? positions from computer games, with the answer explained"),
    "review": ("app.commands.review", "the hard computer's review of one seat's decisions in a saved hand"),
}
DEFAULT = "play"          # ``yezi`` alone opens the table


class _Version(argparse.Action):
    """``--version``: the version is looked up only when asked for."""

    def __init__(self, option_strings, dest=argparse.SUPPRESS, default=argparse.SUPPRESS, help=None):
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        from app.version import version

        print(f"yezi {version()}")   # on standard output, as argparse's own "version" action
        parser.exit()


def chosen_command(argv: list[str]) -> str | None:
    """The subcommand ``argv`` names (its first word that is not an option), if any."""
    for word in argv:
        if word == "--":
            return None
        if not word.startswith("-"):
            return word if word in COMMANDS else None
    return None


def _options_of_default(argv: list[str]) -> bool:
    """Whether ``argv`` (naming no command) gives an option a value — ``--variant yiyang`` —
    so that the value is not taken for a command; a lone unknown word stays an unknown command."""
    words = [i for i, w in enumerate(argv) if not w.startswith("-")]
    return bool(words) and words[0] > 0 and argv[words[0] - 1].startswith("-") and "--version" not in argv


class UsageError(Exception):
    """A command line argparse refused (its message names the option)."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a refused command line is one line for ``main`` to print, not the usage text."""

    def error(self, message: str):  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message} (see: {self.prog} --help)")


def build_parser(only: str | None = None, *, every: bool = False) -> tuple[argparse.ArgumentParser, dict]:
    """The parser: every command listed; the options of ``only`` (or of all,
    with ``every``) added from its module.  Returns the parser and the
    modules imported, by name."""
    parser = _Parser(prog="yezi", description="Yezi 叶子 — 八胡头 and 字牌")
    parser.add_argument("--debug", action="store_true", help="show full tracebacks")
    parser.add_argument("--version", action=_Version, help="show the version and exit")
    sub = parser.add_subparsers(dest="command")
    modules = {}
    for name, (modname, help_text) in COMMANDS.items():
        mod = None
        if every or name == only:
            try:
                mod = importlib.import_module(modname)
            except ModuleNotFoundError as exc:
                if exc.name != modname:
                    raise
                continue  # not built yet
        p = sub.add_parser(name, help=help_text, description=help_text)
        if mod is not None:
            mod.add_arguments(p)
            modules[name] = mod
    parser.set_defaults(command_parsers=sub.choices)   # for refusing a command's extra words by its name
    return parser, modules


def safe_streams() -> None:
    """Whatever the locale or console, printing never fails: a pipe or a file
    gets UTF-8; a console that is not UTF-8 (cp1252, ``LC_ALL=C``) keeps its
    encoding and shows what it cannot as ``\\uXXXX`` escapes."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if encoding == "utf8" or not hasattr(stream, "reconfigure"):
            continue
        try:
            tty = stream.isatty()
        except (OSError, ValueError):
            tty = False
        try:
            if tty:
                stream.reconfigure(errors="backslashreplace")
            else:
                stream.reconfigure(encoding="utf-8", errors="backslashreplace")
        except (OSError, ValueError, LookupError):
            pass


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """``parse_args``, but words no option takes are refused by the command's own parser, so the
    line points at that command's help ("yezi bench: unrecognized arguments: --zz (see: yezi bench
    --help)"), as its other refusals do."""
    args, extra = parser.parse_known_args(argv)
    if extra:
        own = args.command_parsers.get(args.command) if args.command else None
        (own or parser).error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def main(argv: list[str] | None = None) -> int:
    safe_streams()
    argv = list(sys.argv[1:] if argv is None else argv)
    name = chosen_command(argv)
    top_help = name is None and any(w in ("-h", "--help") for w in argv)
    if name is None and not top_help and _options_of_default(argv):
        # ``yezi --variant yiyang``: the table's own options, without the word "play"
        argv = [w for w in argv if w == "--debug"] + [DEFAULT] + [w for w in argv if w != "--debug"]
        name = DEFAULT
    parser, modules = build_parser(None if top_help else (name or DEFAULT))
    try:
        args = _parse(parser, argv)
        name = args.command or DEFAULT
        mod = modules.get(name)
        if mod is None:
            print(f"yezi: '{name}' is not available in this build", file=sys.stderr)
            return 2
        if args.command is None:
            args = _parse(parser, [DEFAULT, *argv])
    except UsageError as exc:
        print(exc, file=sys.stderr)
        return 2
    from app.engine.errors import YeziError
    try:
        return int(mod.run(args) or 0)
    except YeziError as exc:
        print(f"yezi: {exc.reason}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # `yezi variants | head -1`: the reader left; nothing more to say
        import os

        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except OSError:
            pass
        return 1
    except Exception as exc:  # never a traceback for a user
        if args.debug:
            raise
        print(f"yezi: internal error: {type(exc).__name__}: {exc} (run with --debug for details)",
              file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())

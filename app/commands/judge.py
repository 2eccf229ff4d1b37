"""``yezi judge [FILE]``: one JSON request, or JSON Lines, answered one JSON
line each.  A bad request answers ``{"error": "..."}`` and the batch goes on."""

from __future__ import annotations

import json
import sys

MAX_INPUT = 16 * 1024 * 1024


def add_arguments(p) -> None:
    p.add_argument("file", nargs="?", help="JSON or JSON Lines file (default: standard input)")


_ENGINE: list = []     # (YeziError, find_variant), imported at the first request


def answer(request) -> dict:
    """The answer to one parsed request (never raises for bad input)."""
    if not _ENGINE:
        from app.engine import YeziError, find_variant

        _ENGINE[:] = [YeziError, find_variant]
    YeziError, find_variant = _ENGINE
    if not isinstance(request, dict):
        return {"error": "a request must be a JSON object"}
    vid = request.get("variant")
    if not isinstance(vid, str):
        return {"error": "the request needs a \"variant\" (one of: yezi variants)"}
    try:
        variant = find_variant(vid)
        typed = getattr(variant.engine, "judgement", None)   # the typed answer (app/engine/judgement.py)
        return typed(request).to_json() if typed is not None else variant.engine.judge(request)
    except YeziError as exc:
        return {"error": exc.reason}
    except RecursionError:
        return {"error": "the request is nested too deeply"}
    except Exception as exc:  # a request the checks did not foresee: this line fails, the batch goes on
        return {"error": f"the request cannot be judged ({type(exc).__name__}: "
                         f"{' '.join(str(exc).split())[:200]})"}


_ENCODER = json.JSONEncoder(ensure_ascii=False)


def dumps(answer_: dict) -> str:
    """One answer as one JSON line; text that UTF-8 cannot carry (a lone
    surrogate echoed from a request) is written as a JSON escape instead."""
    try:
        text = _ENCODER.encode(answer_)     # json.dumps(answer_, ensure_ascii=False), its encoder made once
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        return json.dumps(answer_, ensure_ascii=True)
    except (TypeError, ValueError) as exc:  # an engine answer that is not plain JSON
        return json.dumps({"error": f"the answer cannot be written ({type(exc).__name__})"})


def requests_from_text(text: str):
    """Yield (request or None, error) for a whole JSON document or JSON Lines."""
    stripped = text.strip()
    if not stripped:
        return
    try:
        whole = json.loads(stripped)
    except (ValueError, RecursionError):  # JSONDecodeError, a 5000-digit number, too deep
        pass
    else:
        yield whole, None
        return
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            yield json.loads(line), None
        except json.JSONDecodeError as exc:
            yield None, f"line {n} is not JSON: {exc.msg} at column {exc.colno}"
        except RecursionError:
            yield None, f"line {n} is nested too deeply"
        except ValueError:  # the only other refusal json.loads makes: an integer beyond Python's digit limit
            yield None, f"line {n} holds a number too long to read (more than {sys.get_int_max_str_digits()} digits)"


def run(args) -> int:
    from app.engine import RequestError

    if args.file:
        from app.records.atomic import TooLarge, read_capped

        try:
            data = read_capped(args.file, MAX_INPUT)   # a regular file only: never waits on a pipe
        except TooLarge:
            data = b"x" * (MAX_INPUT + 1)
        except OSError as exc:
            raise RequestError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    else:
        data = sys.stdin.buffer.read(MAX_INPUT + 1)
    if len(data) > MAX_INPUT:
        raise RequestError(f"input is larger than {MAX_INPUT // (1024 * 1024)} MiB")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RequestError("input is not UTF-8 text") from None
    for request, error in requests_from_text(text):
        out = {"error": error} if error else answer(request)
        print(dumps(out), flush=True)
    return 0

"""Card art: generated faces in ``tiles_art/`` and player themes (Qt-free).

The UI loads the PNG files these functions name into QPixmaps::

    from app import art
    art.face_path("3t")                 # tiles_art/longcard/3t.png
    art.face_path("x7", theme="老牌")   # a scan in <data>/themes/老牌/zipai/x7.png if present
    art.back_path("longcard")
    art.manifest()["cards"]["3t"]["figure"]   # "猪八戒"
    art.themes()                        # ["老牌", ...]

A theme is a folder ``data_dir()/themes/<name>/`` holding any of the files
named in the manifest (``longcard/3t.png``, ``zipai/d10.png``, ``longcard/back.png``
…); every face it lacks falls back to the generated art.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from app.engine.errors import CardError, YeziError
from app.paths import data_dir, tiles_art_dir

MANIFEST = "manifest.json"   # (defined here, not in .render: naming a file must not import PIL)

FAMILIES = ("longcard", "zipai")
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg")


class ArtError(YeziError):
    """Missing or unreadable card art, or a bad theme name."""


@lru_cache(maxsize=4)
def _load_manifest(path: str, mtime: float) -> dict:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ArtError(f"card art manifest {path} cannot be read ({exc}); run 'yezi art'") from exc


def manifest(art_dir: Path | None = None) -> dict:
    """The parsed ``manifest.json``: {"cards": {code: {"file", "name", "figure", "family", …}},
    "backs": {family: file}, "size": {family: [w, h]}, "scale", "version"}."""
    path = Path(art_dir or tiles_art_dir()) / MANIFEST
    try:
        mtime = path.stat().st_mtime
    except OSError as exc:
        raise ArtError(f"no card art at {path.parent}; run 'yezi art --out {path.parent}'") from exc
    return _load_manifest(str(path), mtime)


def themes_dir() -> Path:
    return data_dir() / "themes"


def themes() -> list[str]:
    """Names of the theme folders the player has made (sorted)."""
    root = themes_dir()
    if not root.is_dir():
        return []
    try:
        return sorted(p.name for p in root.iterdir() if valid_theme_name(p.name) and p.is_dir())
    except OSError:
        return []


_BAD_NAME_CHARS = set('/\\<>:"|?*')
_RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


def valid_theme_name(name) -> bool:
    """A theme name is a plain folder name on every system: 1–60 characters,
    no path separators or characters Windows refuses, no control characters or
    lone surrogates, not hidden, not ending in a dot or space, not a device name."""
    return (isinstance(name, str) and 0 < len(name) <= 60 and not name.startswith(".")
            and name == name.strip() and not name.endswith(".")
            and not any(c in _BAD_NAME_CHARS or ord(c) < 32 or 0xD800 <= ord(c) <= 0xDFFF or ord(c) == 0x7F
                        for c in name)
            and name.split(".")[0].upper() not in _RESERVED)


def _themed(rel: str, theme: str | None) -> Path | None:
    """A theme's own file for ``rel``; a scan may also be a .jpg/.jpeg of the same name
    (which of PNG or JPEG it really is, is read from its content when it is loaded)."""
    if not theme:
        return None
    if not valid_theme_name(theme):
        raise ArtError(f"{theme!r} is not a theme name")
    base = themes_dir() / theme / rel
    for suffix in IMAGE_SUFFIXES:
        cand = base.with_suffix(suffix)
        if cand.is_file():
            return cand
    return None


def _entry(code: str) -> dict:
    cards = manifest()["cards"]
    entry = cards.get(code)
    if entry is None and isinstance(code, str):
        # a Chinese name (三筒, 红花, 柒 …) or a code in capitals
        from app.engine.longcard.cards import parse_card as long_card
        from app.engine.zipai.cards import parse_card as zi_card

        for parse in (long_card, zi_card):
            try:
                entry = cards.get(parse(code).code)
            except CardError:
                continue
            if entry is not None:
                break
    if entry is None:
        raise CardError(f"{code!r} is not a card (codes 3t 5s 9w qian kong ya xing x1…x10 d1…d10, "
                        f"or names like 三筒 柒)")
    return entry


def face_path(code: str, theme: str | None = None) -> Path:
    """The picture of card ``code`` (``3t``, ``qian``, ``x7``, ``d10``, or a Chinese name such as
    ``三筒``): the theme's scan if it has one, otherwise the generated face."""
    entry = _entry(code)
    return _themed(entry["file"], theme) or tiles_art_dir() / entry["file"]


def back_path(family: str, theme: str | None = None) -> Path:
    backs = manifest()["backs"]
    if family not in backs:
        raise ArtError(f"{family!r} is not a card family ({', '.join(FAMILIES)})")
    return _themed(backs[family], theme) or tiles_art_dir() / backs[family]


def new_theme(name: str) -> Path:
    """Make an empty theme folder with its two sub-folders and a list of the file names
    (card by card, with the Chinese names) for the player to fill with scans."""
    if not valid_theme_name(name):
        raise ArtError(f"{name!r} is not a usable theme name (1–60 characters, no / \\ : * ? \" < > |, "
                       f"not starting with a dot)")
    root = themes_dir() / name
    m = manifest()
    lines = [f"Yezi card theme '{name}': put a scan or photo of each card here, named as below",
             "(.png or .jpg). Faces you leave out are drawn by Yezi.",
             "叶子牌面主题：把每张牌的扫描或照片按下列文件名放进来；缺的牌用程序自带的牌面。", ""]
    for code, e in m["cards"].items():
        (root / e["file"]).parent.mkdir(parents=True, exist_ok=True)
        extra = f" · {e['figure']}" if e.get("figure") else ""
        lines.append(f"{e['file']:20} {e['name']}{extra}")
    for family, rel in m["backs"].items():
        lines.append(f"{rel:20} {'长牌背面' if family == 'longcard' else '字牌背面'} ({family} back)")
    readme = root / "README.txt"
    if not readme.exists():
        readme.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return root


def theme_coverage(theme: str) -> tuple[int, int]:
    """(faces the theme supplies, faces in the manifest) — for the settings dialog."""
    cards = manifest()["cards"]
    return sum(1 for e in cards.values() if _looks_like_image(_themed(e["file"], theme))), len(cards)


def _looks_like_image(path: Path | None) -> bool:
    """A regular file that starts like a PNG or a JPEG (what ``load_theme_image`` would try)."""
    if path is None:
        return False
    try:
        from app.records.atomic import read_capped

        head = read_capped(path, MAX_THEME_BYTES)[:8]
    except Exception:
        return False
    return any(head.startswith(m) for magics in _MAGIC.values() for m in magics)


def card_info(code: str) -> dict:
    """The manifest entry of one card (by code or Chinese name)."""
    return _entry(code)


# ---- reading a theme's images (hostile files welcome)

MAX_THEME_PIXELS = 40_000_000        # width × height from the header, checked before decoding
MAX_THEME_BYTES = 48 * 1024 * 1024   # a photo of one card is a few MiB
_MAGIC = {"PNG": (b"\x89PNG\r\n\x1a\n",), "JPEG": (b"\xff\xd8\xff",)}


def _family_of(rel: str) -> str:
    return rel.split("/", 1)[0] if "/" in rel else "longcard"


def card_size(family: str) -> tuple[int, int]:
    """The pixel size of the generated faces of ``family`` (what a theme's scans are scaled to)."""
    size = manifest().get("size", {}).get(family)
    if isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) and 0 < v <= 4096 for v in size):
        return size[0], size[1]
    return (144, 504) if family == "longcard" else (144, 389)


def is_theme_file(path: str | Path) -> bool:
    """True if ``path`` is one of the player's theme files (not the bundled art)."""
    from app.records.atomic import inside

    return inside(themes_dir(), path)


def load_theme_image(path: str | Path, size: tuple[int, int]):
    """A theme's scan as a PIL RGBA image of exactly ``size`` (the card's size):
    read only if it is a regular file under ``MAX_THEME_BYTES``, accepted only
    if its content (not its name) is PNG or JPEG, its pixel count read from the
    header and refused over ``MAX_THEME_PIXELS`` before anything is decoded, and
    scaled once (a JPEG is decoded already reduced).  ``ArtError`` with one line."""
    import io

    from PIL import Image

    from app.records.atomic import NotAFile, TooLarge, read_capped

    path = Path(path)
    try:
        data = read_capped(path, MAX_THEME_BYTES)
    except TooLarge as exc:
        raise ArtError(f"{path.name}: the image is too large ({exc.size / 1048576:.0f} MiB; "
                       f"at most {MAX_THEME_BYTES // 1048576} MiB)") from None
    except NotAFile as exc:
        raise ArtError(f"{path.name}: is {exc.strerror}, not an image") from None
    except OSError as exc:
        raise ArtError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    kind = next((k for k, magics in _MAGIC.items() if any(data.startswith(m) for m in magics)), None)
    if kind is None:
        raise ArtError(f"{path.name}: not a PNG or JPEG image (whatever its name says)")
    tw, th = size
    try:
        with Image.open(io.BytesIO(data), formats=[kind]) as im:
            w, h = im.size
            if w < 1 or h < 1 or w * h > MAX_THEME_PIXELS:
                raise ArtError(f"{path.name}: {w}×{h} pixels is more than a card image may have "
                               f"({MAX_THEME_PIXELS // 1_000_000} megapixels)")
            if kind == "JPEG":
                im.draft("RGB", (tw, th))    # the decoder itself scales down by 1/2, 1/4, 1/8
            out = im.convert("RGBA").resize((tw, th), Image.LANCZOS)
    except ArtError:
        raise
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError, MemoryError) as exc:
        raise ArtError(f"{path.name}: the image cannot be decoded ({type(exc).__name__})") from None
    return out


def theme_face(rel: str, theme: str | None):
    """The theme's scan of manifest file ``rel`` as a card-sized PIL image, or
    None if the theme has no usable one (a refused file falls back to the
    generated art)."""
    try:
        path = _themed(rel, theme)
    except ArtError:
        return None
    if path is None:
        return None
    try:
        return load_theme_image(path, card_size(_family_of(rel)))
    except ArtError:
        return None

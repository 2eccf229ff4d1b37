"""Card art: every face exists, faces differ, numerals follow seed 001, rendering is
deterministic, themes fall back to the generated art."""

from __future__ import annotations

import hashlib
import io
import itertools
import json

import pytest
from PIL import Image, ImageChops, ImageStat

from app import art
from app.art import render
from app.engine.longcard import cards as lc
from app.engine.zipai import cards as zc
from app.paths import tiles_art_dir

ALL_CODES = [c.code for c in lc.ALL_KINDS] + [c.code for c in zc.ALL_KINDS]
SUITED = [c for c in lc.ALL_KINDS if c.suit]


def _img(code: str) -> Image.Image:
    return Image.open(art.face_path(code)).convert("RGB")


def _numeral_crop(im: Image.Image) -> Image.Image:
    k = im.width / render.LONG_UNITS[0]
    x, y, w, h = render.NUMERAL_BOX
    return im.crop((round(x * k), round(y * k), round((x + w) * k), round((y + h) * k)))


def _diff(a: Image.Image, b: Image.Image) -> float:
    return sum(ImageStat.Stat(ImageChops.difference(a, b)).mean) / 3


def test_manifest_lists_every_card_with_name_figure_family():
    m = art.manifest()
    assert set(m["cards"]) == set(ALL_CODES)          # 31 long kinds + 20 字牌 kinds
    for card in lc.ALL_KINDS:
        e = m["cards"][card.code]
        assert (e["name"], e["figure"], e["family"]) == (card.name, card.figure, "longcard")
    for card in zc.ALL_KINDS:
        e = m["cards"][card.code]
        assert (e["name"], e["family"], e["red"], e["big"]) == (card.name, "zipai", card.red, card.big)
    # seed 001 §一: 二筒 is 铁拐李, 九索 佛祖, 七万 小青
    assert [m["cards"][c]["figure"] for c in ("2t", "9s", "7w")] == ["铁拐李", "佛祖", "小青"]


@pytest.mark.parametrize("code", ALL_CODES)
def test_every_card_has_a_face_of_the_family_size(code):
    m = art.manifest()
    path = art.face_path(code)
    assert path.is_file() and path.parent.parent == tiles_art_dir()
    im = Image.open(path)
    family = m["cards"][code]["family"]
    assert list(im.size) == m["size"][family]
    w, h = im.size
    if family == "longcard":
        assert 3.3 < h / w < 3.7                     # tall and narrow, about 1 : 3.5
        assert w >= 2 * 72                           # drawn at 2× for high DPI


def test_backs_exist_for_both_families():
    for family in ("longcard", "zipai"):
        assert art.back_path(family).is_file()
    with pytest.raises(art.ArtError):
        art.back_path("mahjong")


def test_faces_are_pairwise_distinct():
    digests = {code: hashlib.sha256(_img(code).tobytes()).hexdigest() for code in ALL_CODES}
    assert len(set(digests.values())) == len(ALL_CODES)
    # and not merely by a few pixels: every pair of same-family faces differs visibly
    imgs = {code: _img(code) for code in ALL_CODES}
    for a, b in itertools.combinations(ALL_CODES, 2):
        if imgs[a].size == imgs[b].size:
            assert _diff(imgs[a], imgs[b]) > 1.0, (a, b)


def test_numeral_regions_differ_by_number_and_suit():
    # seed 001: "每个数字用一种几何图形表示 … 万子为基本的几何图形，索子在万子基础上加杠，筒子加黑色圆形"
    crops = {c.code: _numeral_crop(_img(c.code)) for c in SUITED}
    for a, b in itertools.combinations(SUITED, 2):
        assert _diff(crops[a.code], crops[b.code]) > 2.0, (a.code, b.code)


def _dark_fraction(im: Image.Image) -> float:
    grey = im.convert("L")
    return grey.point(lambda p: 255 if p < 60 else 0).histogram()[255] / (im.width * im.height)


@pytest.mark.parametrize("rank", range(1, 10))
def test_suit_marks_bare_bar_disc(rank):
    """The lower half of the numeral panel: empty for 万, a bar for 索, a larger black disc for 筒."""
    lows = {}
    for suit in "wst":
        crop = _numeral_crop(_img(f"{rank}{suit}"))
        lows[suit] = _dark_fraction(crop.crop((0, crop.height * 3 // 4, crop.width, crop.height)))
    assert lows["w"] < 0.05 and 0.08 < lows["s"] < lows["t"]


def test_honours_each_distinct_and_kong_red():
    heads = {code: _img(code).crop((0, 0, _img(code).width, _img(code).height * 3 // 5))
             for code in ("qian", "kong", "ya", "xing")}
    for a, b in itertools.combinations(heads, 2):
        assert _diff(heads[a], heads[b]) > 8, (a, b)
    r, g, b = ImageStat.Stat(heads["kong"]).mean          # 空瑶: red head
    assert r > g + 40 and r > b + 40


@pytest.mark.parametrize("card", zc.ALL_KINDS, ids=lambda c: c.code)
def test_zipai_ink_red_or_black(card):
    # RULES.md: red 二 七 十 and 贰 柒 拾, all others black
    im = _img(card.code)
    r, g, b = (ch.point(f) for ch, f in zip(im.split(), (lambda v: 255 if v > 150 else 0,
                                                          lambda v: 255 if v < 90 else 0,
                                                          lambda v: 255 if v < 90 else 0)))
    red = ImageChops.multiply(ImageChops.multiply(r, g), b).histogram()[255]
    assert (red > 500) == card.red


def test_small_and_big_zipai_tell_apart_at_a_glance():
    small = ImageStat.Stat(_img("x5")).mean
    big = ImageStat.Stat(_img("d5")).mean
    assert sum(abs(a - b) for a, b in zip(small, big)) > 30     # different tint and frame


def test_rendering_is_byte_identical_and_matches_committed_art(tmp_path):
    for code in ("1t", "9s", "kong", "d10"):
        a = render.png_bytes(render.render_face(code))
        b = render.png_bytes(render.render_face(code))
        assert a == b
        fresh = Image.open(io.BytesIO(a)).convert("RGB")
        assert _diff(fresh, _img(code)) < 0.5, f"tiles_art/{code} is stale: run 'yezi art'"
    render.render_all(tmp_path / "one", 1)
    render.render_all(tmp_path / "two", 1)
    for p in sorted((tmp_path / "one").rglob("*")):
        if p.is_file():
            assert p.read_bytes() == (tmp_path / "two" / p.relative_to(tmp_path / "one")).read_bytes()
    data = json.loads((tmp_path / "one" / "manifest.json").read_text(encoding="utf-8"))
    assert data["size"]["longcard"] == [72, 252]


def test_art_command_renders_at_a_scale(tmp_path, capsys):
    from app.cli import main

    assert main(["art", "--out", str(tmp_path), "--scale", "1", "--sheet", str(tmp_path / "s.png")]) == 0
    assert Image.open(tmp_path / "longcard" / "5w.png").size == (72, 252)
    assert Image.open(tmp_path / "zipai" / "d3.png").size == (72, 194)
    assert (tmp_path / "s.png").is_file()
    assert main(["art", "--out", str(tmp_path), "--scale", "100"]) == 2
    assert "--scale" in capsys.readouterr().err


def test_theme_overrides_some_faces_and_falls_back(tmp_path):
    assert art.themes() == []
    theme = art.themes_dir() / "老牌"
    (theme / "longcard").mkdir(parents=True)
    Image.new("RGB", (10, 35), (1, 2, 3)).save(theme / "longcard" / "3t.png")
    Image.new("RGB", (10, 35), (1, 2, 3)).save(theme / "longcard" / "back.jpg")
    assert art.themes() == ["老牌"]
    assert art.face_path("3t", "老牌") == theme / "longcard" / "3t.png"
    assert art.face_path("4t", "老牌") == tiles_art_dir() / "longcard" / "4t.png"
    assert art.face_path("3t") == tiles_art_dir() / "longcard" / "3t.png"
    assert art.back_path("longcard", "老牌") == theme / "longcard" / "back.jpg"
    assert art.theme_coverage("老牌") == (1, len(ALL_CODES))
    assert art.face_path("3t", "no-such-theme") == tiles_art_dir() / "longcard" / "3t.png"
    with pytest.raises(art.ArtError):
        art.face_path("3t", "../etc")
    with pytest.raises(Exception) as exc:
        art.face_path("10t")
    assert "10t" in str(exc.value)


@pytest.mark.parametrize("name, code", [("三筒", "3t"), ("二条", "2s"), ("红花", "kong"), ("柒", "d7"),
                                        ("七", "x7"), ("9S", "9s")])
def test_faces_by_chinese_name(name, code):
    # RULES.md: "Any text interface should accept both the codes and the Chinese names."
    assert art.face_path(name) == art.face_path(code)
    assert art.card_info(name)["file"].endswith(f"/{code}.png")


def test_new_theme_folder_lists_every_file(capsys):
    from app.cli import main

    assert main(["art", "--new-theme", "我的牌"]) == 0
    root = art.themes_dir() / "我的牌"
    assert str(root) in capsys.readouterr().out
    assert (root / "longcard").is_dir() and (root / "zipai").is_dir()
    readme = (root / "README.txt").read_text(encoding="utf-8")
    assert "longcard/2t.png" in readme and "铁拐李" in readme and "zipai/d10.png" in readme
    assert art.themes() == ["我的牌"] and art.theme_coverage("我的牌") == (0, len(ALL_CODES))
    assert main(["art", "--new-theme", "../x"]) == 2

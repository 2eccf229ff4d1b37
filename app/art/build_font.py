"""Build the bundled fonts: subsets of Noto CJK SC (SIL OFL 1.1) with their
family renamed, so Qt never silently swaps in a system font and Chinese never
shows as tofu on a machine without CJK fonts.

* ``YeziCJK-Regular.otf`` ("Yezi CJK", from Noto Sans CJK SC Regular): the UI
  font.  Its character set is generous because others add UI strings all the
  time: every character in the repository's .py/.md/.json/.ts files, the seed
  texts and RULES.md, GB 2312 level 1 (the 3755 most frequent simplified
  characters; with the repository scan it covers the 3500 常用字 in practice),
  Big5 level 1 (the 5401 frequent traditional characters, for the 繁體 UI),
  traditional forms of the game's words, ASCII, Latin-1 and CJK punctuation.
* ``YeziSerif-Bold.otf`` ("Yezi Serif", from Noto Serif CJK SC Bold): the card
  faces' ink; only the characters the art draws.

Run ``python -m app.art.build_font`` (or ``yezi art --font``) to rebuild;
it needs fonttools and the Debian package fonts-noto-cjk.
"""

from __future__ import annotations

import sys
from pathlib import Path

NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
UI_SOURCE = ("NotoSansCJK-Regular.ttc", "Noto Sans CJK SC")
ART_SOURCE = ("NotoSerifCJK-Bold.ttc", "Noto Serif CJK SC")
UI_FILE, UI_FAMILY = "YeziCJK-Regular.otf", "Yezi CJK"
ART_FILE, ART_FAMILY = "YeziSerif-Bold.otf", "Yezi Serif"

# Traditional forms of the words the seeds, the rules and the UI use (seed 000
# is written in traditional script; players in Hong Kong/Taiwan type these).
TRADITIONAL = (
    "萬條餅貳參叄肆陸柒捌玖拾將門頭莊槓摸聽勝瑤兒寶錢紅龍圓順豹紮與說這過對張隊雙輪開關設選擇"
    "規則統計訓練識別圖畫顯示錯誤遊戲時間記錄數據聲音語言簡體繁體設定說明幫助關於退出載入儲存"
    "贏輸連續點擊鍵盤題問答準確率反應統計圖表牌張臺桌東南西北風吃碰槓胡聽嗎麼們來發後從當會"
    "還實現體從無為麼義養學習擊點錄寫讀進單雙獨劃場號碼貼處歸亂戰報獎懲罰詐觸絆綁鉤掛兩個樣"
    "鍾漢韓國舅湘蘭採何仙姑喜祿財許沙尚僧豬悟孫龜蚌劉蟾麒麟雀呂賓洞蓋張果娘橋佛穆桂英"
    "慶壽鐵拐興塊鳥傘蓮籃劍魚鼓葫蘆蘆棍鏟帽幡槍蝦蛤蟆銅鮮嚮導"
    "歪偎溜跑提坎漂飄葷黃醜臭霉釣吊滿貫囤番莊閒據軟問題載視窗範例"
)
EXTRA = "興•·×÷←↑→↓↔⇄⇒✓✗★☆○●◎◇◆□■△▲▽▼…‥—–‘’“”「」『』【】〈〉《》〔〕﹁﹂、。，；：？！（）＋－＝％／～"


def gb2312_chars(level: int = 1) -> str:
    """GB 2312 hanzi: level 1 is the 3755 most frequent characters (rows 16–55)."""
    out = []
    for hi in range(0xB0, 0xD8 if level == 1 else 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                out.append(bytes((hi, lo)).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return "".join(out)


def big5_chars() -> str:
    """Big5 level 1: the 5401 frequent traditional characters (lead bytes A4–C6)."""
    out = []
    for hi in range(0xA4, 0xC7):
        for lo in list(range(0x40, 0x7F)) + list(range(0xA1, 0xFF)):
            try:
                out.append(bytes((hi, lo)).decode("big5"))
            except UnicodeDecodeError:
                pass
    return "".join(out)


def repo_root() -> Path:
    return Path(__file__).resolve().parents[2]


def shared_dir() -> Path | None:
    for cand in (repo_root().parent / "shared", Path("/work/shared")):
        if cand.is_dir():
            return cand
    return None


def text_files() -> list[Path]:
    root = repo_root()
    files = []
    for ext in ("py", "md", "json", "txt", "ts"):
        for p in root.rglob(f"*.{ext}"):
            if ".git" in p.parts or "node_modules" in p.parts or "tiles_art" in p.parts:
                continue
            files.append(p)
    shared = shared_dir()
    if shared:
        files += [p for p in shared.rglob("*") if p.is_file() and p.suffix in (".md", ".txt")]
    return sorted(files)


def repo_chars() -> set[str]:
    chars: set[str] = set()
    for p in text_files():
        try:
            chars |= set(p.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, OSError):
            continue
    return chars


def ui_charset() -> set[str]:
    chars = set(map(chr, range(0x20, 0x7F))) | set(map(chr, range(0xA0, 0x100)))
    chars |= set(map(chr, range(0x3000, 0x3040)))      # CJK symbols and punctuation
    chars |= set(map(chr, range(0xFF01, 0xFF5F)))      # full-width forms
    chars |= set(map(chr, range(0x2010, 0x2028)))      # dashes, quotes, bullets
    chars |= set(map(chr, range(0x2460, 0x2474)))      # ① … ⑳
    chars |= set(gb2312_chars(1)) | set(big5_chars()) | set(TRADITIONAL) | set(EXTRA) | repo_chars()
    return {c for c in chars if c.isprintable() or (c.isspace() and ord(c) >= 0x20)}


def art_charset() -> set[str]:
    from app.engine.longcard import cards as lc
    from app.engine.zipai import cards as zc

    text = "".join(c.name + (c.figure or "") for c in lc.ALL_KINDS)
    text += "".join(c.name for c in zc.ALL_KINDS) + "一二三四五六七八九十壹贰叁肆伍陆柒捌玖拾"
    text += "興千空瑶押子星儿葉叶子牌大小筒索万长字福禄寿喜财月亮红花白花仙儿麟桥·" + "0123456789"
    return set(text)


def _face(ttc: str, family: str):
    from fontTools.ttLib import TTCollection

    coll = TTCollection(str(NOTO_DIR / ttc), lazy=False)
    for font in coll.fonts:
        if font["name"].getDebugName(1) == family:
            return font
    raise SystemExit(f"{family} not found in {ttc}")


def _rename(font, family: str, style: str) -> None:
    name = font["name"]
    ps = family.replace(" ", "") + "-" + style.replace(" ", "")
    full = f"{family} {style}" if style != "Regular" else family
    keep = []
    for rec in name.names:
        if rec.nameID in (0, 7, 13, 14):           # copyright, trademark, licence
            keep.append(rec)
    name.names = keep
    for pid, eid, lang in ((3, 1, 0x409), (1, 0, 0)):
        name.setName(family, 1, pid, eid, lang)
        name.setName(style, 2, pid, eid, lang)
        name.setName(f"{ps};yezi-subset", 3, pid, eid, lang)
        name.setName(full, 4, pid, eid, lang)
        name.setName("Version 2.004;yezi subset", 5, pid, eid, lang)
        name.setName(ps, 6, pid, eid, lang)
        name.setName("Subset of Noto CJK SC (SIL Open Font License 1.1), renamed for Yezi",
                     10, pid, eid, lang)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps]
        top = cff.topDictIndex[0]
        for attr in ("FullName", "FamilyName"):
            if hasattr(top, attr):
                setattr(top, attr, full if attr == "FullName" else family)


def build_one(ttc: str, family_in: str, chars: set[str], family_out: str, style: str,
              out: Path) -> Path:
    from fontTools import subset

    font = _face(ttc, family_in)
    opts = subset.Options()
    opts.layout_features = ["*"]
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.notdef_outline = True
    opts.hinting = False
    opts.desubroutinize = False
    sub = subset.Subsetter(opts)
    cmap = font.getBestCmap()
    sub.populate(unicodes=sorted(ord(c) for c in chars if ord(c) in cmap))
    sub.subset(font)
    _rename(font, family_out, style)
    for tag in ("vhea", "vmtx", "VORG"):        # vertical layout is never used
        if tag in font:
            del font[tag]
    font.recalcTimestamp = False                 # byte-identical rebuilds
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return out


def build(out_dir: Path | None = None) -> list[Path]:
    from app.paths import resources_dir

    out_dir = out_dir or resources_dir() / "fonts"
    ui = build_one(*UI_SOURCE, ui_charset(), UI_FAMILY, "Regular", out_dir / UI_FILE)
    art = build_one(*ART_SOURCE, art_charset() | set(map(chr, range(0x20, 0x7F))),
                    ART_FAMILY, "Bold", out_dir / ART_FILE)
    return [ui, art]


def main(argv=None) -> int:
    for p in build(Path(argv[0]) if argv else None):
        print(f"{p} {p.stat().st_size / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""The 27 figures of the long cards (seed 001 §一 "八胡牌中人物介绍") and the
heads of 千, 空瑶, 押子, 星儿, drawn in a 100 × 230 unit box.

Each figure is a stylised woodblock-print drawing built from a few shared
parts (robe, arms, face, headgear) plus the attribute players know it by:
寿星's peach and staff, 铁拐李's crutch and gourd, 猪八戒's rake, …"""

from __future__ import annotations

import math

from .draw import (BLUE, BROWN, GOLD, GREEN, GREY, INDIGO, INK, OCHRE, PAPER, PINK, RED,
                   RED_DARK, SKIN, WHITE, Canvas)

# ---------------------------------------------------------------- body parts


def robe(c: Canvas, color, x=50, top=78, hem=218, w_top=34, w_hem=62, trim=RED, belt=INK):
    c.poly([(x - w_top / 2, top + 6), (x - 6, top - 2), (x + 6, top - 2), (x + w_top / 2, top + 6),
            (x + w_hem / 2, hem), (x - w_hem / 2, hem)], fill=color, width=1.8)
    # hem band and opening
    c.line([(x - w_hem / 2 + 1, hem - 6), (x + w_hem / 2 - 1, hem - 6)], trim, 2.4)
    c.line([(x, top + 48), (x, hem)], INK, 1.0)
    c.line([(x - 8, top - 1), (x, top + 16), (x + 8, top - 1)], trim, 2.4)
    if belt is not None:
        bw = (w_top + (w_hem - w_top) * 44 / (hem - top)) / 2
        c.rect(x - bw + 1, top + 40, x + bw - 1, top + 47, fill=belt, outline=INK, width=0.8)
    c.ellipse(x - 12, hem + 3, 8, 4, fill=INK, width=0)
    c.ellipse(x + 12, hem + 3, 8, 4, fill=INK, width=0)


def arm(c: Canvas, shoulder, hand, color, skin=SKIN, elbow=None):
    pts = [shoulder, elbow, hand] if elbow else [shoulder, hand]
    c.line(pts, INK, 12)
    c.line(pts, color, 9)
    c.circle(hand[0], hand[1], 4.6, fill=skin, width=1.0)


def face(c: Canvas, x=50, y=52, r=14, skin=SKIN, beard=None, brows=INK, smile=True, old=False,
         blush=False, fierce=False):
    c.ellipse(x, y, r, r * 1.08, fill=skin, width=1.6)
    if fierce:      # thick brows slanting down to the nose
        c.line([(x - 9, y - 8), (x - 2, y - 5)], brows, 2.2)
        c.line([(x + 2, y - 5), (x + 9, y - 8)], brows, 2.2)
    else:
        c.line([(x - 8, y - 5), (x - 3, y - 6)], brows, 1.3)
        c.line([(x + 3, y - 6), (x + 8, y - 5)], brows, 1.3)
    c.ellipse(x - 5, y - 1, 1.6, 1.2, fill=INK, width=0)
    c.ellipse(x + 5, y - 1, 1.6, 1.2, fill=INK, width=0)
    c.line([(x, y), (x - 1, y + 4), (x + 1, y + 4)], INK, 0.8)
    if smile:
        c.arc(x, y + 6, 4, 2.5, 10, 170, RED_DARK, 1.1)
    else:
        c.line([(x - 3, y + 8), (x + 3, y + 8)], RED_DARK, 1.0)
    if old:
        c.line([(x - 9, y - 9), (x - 4, y - 10)], INK, 0.6)
        c.line([(x + 4, y - 10), (x + 9, y - 9)], INK, 0.6)
    if blush:
        c.ellipse(x - 8, y + 4, 2.6, 1.6, fill=PINK, width=0)
        c.ellipse(x + 8, y + 4, 2.6, 1.6, fill=PINK, width=0)
    if beard == "white":
        c.poly([(x - 9, y + 7), (x + 9, y + 7), (x + 5, y + 36), (x, y + 44), (x - 5, y + 36)],
               fill=WHITE, width=1.2)
        c.line([(x - 2, y + 12), (x - 1, y + 36)], GREY, 0.6)
        c.line([(x + 3, y + 12), (x + 2, y + 34)], GREY, 0.6)
    elif beard == "black":        # five long strands (五绺长髯)
        for dx, ln in ((-7, 22), (-3, 30), (0, 34), (3, 30), (7, 22)):
            c.line([(x + dx * 0.6, y + 9), (x + dx, y + 9 + ln)], INK, 1.4)
    elif beard == "full":
        c.chord(x, y + 8, 13, 13, 0, 180, fill=INK, outline=INK, width=1)
        c.arc(x, y + 6, 4, 2.5, 10, 170, RED, 1.1)
    elif beard == "stubble":
        c.arc(x, y + 3, 11, 10, 20, 160, INK, 2.2)


def hair_cap(c: Canvas, x=50, y=52, r=14, color=INK):
    c.chord(x, y - 1, r + 0.5, r + 1, 180, 360, fill=color, outline=INK, width=1.0)


def halo(c: Canvas, x, y, r, color=GOLD):
    c.circle(x, y, r, fill=(248, 222, 150), outline=color, width=2.2)
    c.circle(x, y, r - 3, fill=None, outline=RED, width=0.8)


# ------------------------------------------------------------------- objects


def peach(c, x, y, s=1.0):
    c.blob([(x, y - 9 * s), (x + 10 * s, y - 8 * s), (x + 9 * s, y + 3 * s), (x + 6 * s, y + 10 * s),
            (x, y + 9 * s), (x - 6 * s, y + 10 * s), (x - 9 * s, y + 3 * s), (x - 10 * s, y - 8 * s)],
           fill=(246, 160, 150), width=1.3)
    c.line([(x, y - 8 * s), (x, y + 6 * s)], RED, 1.0)
    c.poly([(x, y - 9 * s), (x + 9 * s, y - 15 * s), (x + 4 * s, y - 8 * s)], fill=GREEN, width=0.8)
    c.poly([(x, y - 9 * s), (x - 8 * s, y - 14 * s), (x - 4 * s, y - 8 * s)], fill=GREEN, width=0.8)


def gourd(c, x, y, s=1.0, color=GOLD):
    c.circle(x, y + 7 * s, 8 * s, fill=color, width=1.3)
    c.circle(x, y - 5 * s, 5.5 * s, fill=color, width=1.3)
    c.line([(x - 5 * s, y + 1 * s), (x + 5 * s, y + 1 * s)], RED, 2.2)
    c.line([(x, y - 10 * s), (x + 1.5 * s, y - 14 * s)], BROWN, 1.4)


def staff(c, x0, y0, x1, y1, color=BROWN, width=3.2):
    c.line([(x0, y0), (x1, y1)], INK, width + 1.6)
    c.line([(x0, y0), (x1, y1)], color, width)


def coin(c, x, y, r=5):
    c.circle(x, y, r, fill=GOLD, width=1.1)
    c.rect(x - r * 0.35, y - r * 0.35, x + r * 0.35, y + r * 0.35, fill=PAPER, outline=INK, width=0.8)


def sword(c, x0, y0, x1, y1):
    """Blade from (x0, y0) (hilt) to (x1, y1) (tip)."""
    dx, dy = x1 - x0, y1 - y0
    n = math.hypot(dx, dy)
    ux, uy = dx / n, dy / n
    px, py = -uy, ux
    hx, hy = x0 + ux * 12, y0 + uy * 12
    c.poly([(hx + px * 2.2, hy + py * 2.2), (x1 - ux * 5 + px * 2.2, y1 - uy * 5 + py * 2.2),
            (x1, y1), (x1 - ux * 5 - px * 2.2, y1 - uy * 5 - py * 2.2), (hx - px * 2.2, hy - py * 2.2)],
           fill=(220, 226, 232), width=1.1)
    c.line([(hx + px * 6, hy + py * 6), (hx - px * 6, hy - py * 6)], GOLD, 2.6)
    c.line([(x0, y0), (hx, hy)], INK, 3.0)
    c.line([(x0, y0), (x0 - ux * 3 + px * 4, y0 - uy * 3 + py * 4 + 10)], RED, 1.6)   # tassel


def coiled_snake(c, x, color, facing=1):
    """A snake coiled on the ground with its head raised (白娘子, 小青)."""
    for cy, rx, ry in ((219, 13, 5), (213, 10, 4.2), (208, 7, 3.4)):
        c.arc(x, cy, rx, ry, 0, 360, INK, 5.6)
        c.arc(x, cy, rx, ry, 0, 360, color, 3.4)
    neck = [(x + 4 * facing, 206), (x + 10 * facing, 194), (x - 2 * facing, 186), (x + 4 * facing, 176)]
    c.curve(neck, INK, 5.6)
    c.curve(neck, color, 3.4)
    c.ellipse(x + 5 * facing, 173, 4.6, 3.4, fill=color, width=1.1)
    c.circle(x + 6 * facing, 172, 0.9, fill=RED, width=0)
    c.line([(x + 9 * facing, 174), (x + 13 * facing, 173), (x + 15 * facing, 171)], RED, 0.7)


# ------------------------------------------------------------------ figures
# Each takes a Canvas whose box is 100 × 230 units.


def shouxing(c):        # 寿星: high domed brow, white beard, dragon staff with gourd, peach
    staff(c, 76, 34, 80, 222, BROWN, 3.6)
    c.curve([(76, 34), (70, 22), (82, 18), (84, 30)], BROWN, 4)
    gourd(c, 84, 44, 0.8)
    robe(c, RED, trim=GOLD, belt=GOLD)
    arm(c, (62, 86), (77, 120), RED)
    arm(c, (38, 86), (36, 126), RED, elbow=(30, 110))
    peach(c, 36, 116, 1.2)
    c.ellipse(50, 40, 14, 20, fill=SKIN, width=1.6)          # the tall bald cranium
    c.arc(50, 34, 8, 5, 200, 340, INK, 0.8)
    face(c, 50, 56, 13, beard="white", old=True, brows=WHITE)


def tieguaili(c):       # 铁拐李: iron crutch, gourd, wild hair with a gold band, ragged
    staff(c, 74, 70, 74, 222, GREY, 3.6)
    c.line([(64, 70), (84, 70)], INK, 5)
    c.line([(64, 70), (84, 70)], GREY, 3)
    robe(c, (150, 130, 95), trim=BROWN, belt=BROWN, w_hem=56)
    for x in (30, 38, 60, 68):      # ragged hem
        c.poly([(x, 212), (x + 4, 222), (x + 8, 212)], fill=(150, 130, 95), width=1)
    arm(c, (62, 88), (72, 74), (150, 130, 95), skin=(200, 150, 110))
    arm(c, (38, 88), (30, 124), (150, 130, 95), skin=(200, 150, 110))
    gourd(c, 26, 142, 1.1, color=OCHRE)
    c.line([(30, 124), (26, 132)], INK, 1)
    face(c, 50, 54, 14, skin=(205, 160, 120), beard="full", smile=False, fierce=True)
    for dx in (-14, -8, -2, 4, 10, 16):        # unkempt hair
        c.line([(50 + dx * 0.7, 42), (50 + dx, 30)], INK, 2.2)
    c.line([(37, 44), (63, 44)], GOLD, 2.4)


def zhubajie(c):        # 猪八戒: pig head, big ears, belly, nine-toothed rake
    staff(c, 22, 36, 66, 212, BROWN, 3.2)
    c.line([(8, 36), (36, 30)], INK, 5)
    for i in range(9):
        tx, ty = 8 + i * 3.5, 36 - i * 0.75
        c.line([(tx, ty), (tx + 0.6, ty + 9)], INK, 1.3)
    robe(c, INK, trim=RED, belt=RED, w_top=40, w_hem=70)
    c.ellipse(50, 140, 22, 26, fill=SKIN, width=1.5)          # belly
    c.circle(50, 142, 1.6, fill=INK, width=0)
    arm(c, (34, 90), (30, 96), INK)
    arm(c, (66, 90), (44, 118), INK, elbow=(72, 114))
    c.ellipse(50, 54, 17, 16, fill=(246, 200, 196), width=1.6)
    c.poly([(34, 44), (24, 30), (38, 38)], fill=(246, 190, 186), width=1.3)   # ears
    c.poly([(66, 44), (76, 30), (62, 38)], fill=(246, 190, 186), width=1.3)
    c.ellipse(50, 62, 8, 6, fill=(236, 160, 160), width=1.3)                   # snout
    c.circle(47, 62, 1.4, fill=INK, width=0)
    c.circle(53, 62, 1.4, fill=INK, width=0)
    c.circle(43, 50, 1.6, fill=INK, width=0)
    c.circle(57, 50, 1.6, fill=INK, width=0)
    c.chord(50, 40, 14, 8, 180, 360, fill=INK, width=1)


def tangseng(c):        # 唐僧: five-leaf 毗卢 crown, red kasaya, ringed 锡杖
    staff(c, 78, 40, 78, 222, GOLD, 2.6)
    c.circle(78, 32, 8, outline=GOLD, width=2.2)
    c.line([(78, 24), (78, 40)], GOLD, 2)
    for dx, dy in ((-8, 30), (8, 30), (-6, 38), (6, 38)):
        c.circle(78 + dx * 0.9, dy, 2.2, outline=GOLD, width=1.2)
    robe(c, (224, 180, 60), trim=RED, belt=None)
    c.poly([(34, 86), (66, 84), (70, 200), (30, 200)], fill=RED, width=1.4)     # kasaya
    for y in (110, 140, 170):
        c.line([(33, y), (68, y)], GOLD, 1.2)
    c.line([(50, 86), (50, 200)], GOLD, 1.2)
    arm(c, (62, 88), (77, 118), RED)
    arm(c, (38, 88), (46, 108), RED, elbow=(34, 112))
    face(c, 50, 56, 13, brows=INK)
    for i, dx in enumerate((-12, -6, 0, 6, 12)):   # 毗卢帽 leaves
        h = 14 - abs(dx) * 0.4
        c.poly([(50 + dx - 3.2, 45), (50 + dx, 45 - h), (50 + dx + 3.2, 45)],
               fill=GOLD if i % 2 == 0 else RED, width=1.0)
    c.rect(37, 43, 63, 47, fill=RED, width=1.0)
    c.line([(37, 46), (30, 70)], RED, 1.6)
    c.line([(63, 46), (70, 70)], RED, 1.6)


def sunwukong(c):       # 孙悟空: monkey face, gold hoop, tiger-skin skirt, 金箍棒
    robe(c, (232, 170, 50), trim=RED, belt=RED, w_hem=52, hem=200)
    c.poly([(30, 150), (70, 150), (74, 178), (26, 178)], fill=(236, 196, 90), width=1.2)  # tiger skirt
    for x in (34, 44, 54, 64):
        c.line([(x, 154), (x + 3, 174)], INK, 1.6)
    c.line([(40, 200), (38, 220)], INK, 5)
    c.line([(60, 200), (62, 220)], INK, 5)
    staff(c, 8, 150, 92, 96, RED, 4)
    for (x, y) in ((8, 150), (92, 96)):
        c.line([(x, y), (x + (5 if x < 50 else -5), y + (-3 if x < 50 else 3))], GOLD, 5)
    arm(c, (38, 90), (28, 140), (232, 170, 50), skin=(200, 150, 100))
    arm(c, (62, 90), (76, 106), (232, 170, 50), skin=(200, 150, 100))
    c.ellipse(50, 54, 15, 16, fill=(170, 110, 60), width=1.6)         # fur
    c.ellipse(50, 58, 10, 11, fill=(246, 196, 160), width=1.0)        # bare face
    c.circle(35, 54, 4, fill=(246, 196, 160), width=1.0)               # ears
    c.circle(65, 54, 4, fill=(246, 196, 160), width=1.0)
    c.ellipse(45, 54, 2.2, 1.8, fill=INK, width=0)
    c.ellipse(55, 54, 2.2, 1.8, fill=INK, width=0)
    c.arc(50, 63, 4, 2.5, 10, 170, RED_DARK, 1.2)
    c.arc(50, 48, 14, 10, 195, 345, GOLD, 3)                           # 紧箍
    c.curve([(40, 40), (36, 26), (44, 22)], GOLD, 1.2)                  # plumes
    c.curve([(60, 40), (64, 26), (56, 22)], GOLD, 1.2)


def wuguijing(c):       # 乌龟精: a turtle rising from the waves
    for i, y in enumerate((196, 208, 220)):
        c.curve([(2, y), (18, y - 8), (34, y), (50, y + 8), (66, y), (82, y - 8), (98, y)],
                BLUE if i % 2 else INDIGO, 2)
    c.ellipse(50, 56, 10, 14, fill=(120, 150, 90), width=1.6)       # raised head
    c.circle(46, 50, 1.8, fill=INK, width=0)
    c.circle(54, 50, 1.8, fill=INK, width=0)
    c.line([(46, 62), (54, 62)], INK, 1)
    c.line([(50, 68), (50, 88)], INK, 10)
    c.line([(50, 68), (50, 88)], (120, 150, 90), 7)
    for (x0, y0, x1, y1) in ((26, 106, 8, 92), (74, 106, 92, 92), (28, 168, 12, 186), (72, 168, 88, 186)):
        c.line([(x0, y0), (x1, y1)], INK, 10)
        c.line([(x0, y0), (x1, y1)], (120, 150, 90), 7)
    c.line([(50, 178), (50, 192)], INK, 4)
    c.ellipse(50, 136, 34, 48, fill=(90, 110, 60), width=2)          # shell
    c.ellipse(50, 136, 28, 42, fill=(140, 150, 80), width=1.2)
    cells = [(50, 112), (50, 136), (50, 160), (35, 124), (65, 124), (35, 148), (65, 148)]
    for (x, y) in cells:
        r = 9
        c.poly([(x + r * math.cos(a), y + r * math.sin(a))
                for a in (math.radians(d) for d in range(0, 360, 60))],
               fill=(170, 170, 100), width=1.2)


def bangjing(c):        # 蚌精: the clam maiden in her opened shell, with a pearl
    shell, rim = (236, 214, 196), (150, 100, 80)
    for i, y in enumerate((210, 222)):
        c.curve([(2, y), (26, y - 8), (50, y), (74, y + 8), (98, y)], BLUE if i else INDIGO, 2)
    # upper valve, hinged open behind her: a scalloped dome with growth rings
    _valve(c, 50, 84, 46, 40, up=True, fill=shell, rim=rim)
    robe(c, (240, 170, 180), top=112, hem=192, w_top=26, w_hem=46, trim=RED, belt=None)
    arm(c, (42, 118), (42, 66), (240, 170, 180), elbow=(28, 96))
    arm(c, (58, 118), (58, 66), (240, 170, 180), elbow=(72, 96))
    face(c, 50, 94, 11, blush=True)
    hair_cap(c, 50, 94, 11)
    c.circle(50, 80, 6.5, fill=INK, width=0)
    c.line([(43, 80), (57, 78)], GOLD, 1.2)
    c.circle(50, 62, 7, fill=WHITE, width=1.4)                          # the pearl held up
    c.circle(48, 60, 2, fill=(230, 230, 250), width=0)
    # lower valve in front: a bowl she rises from
    _valve(c, 50, 170, 46, 34, up=False, fill=shell, rim=rim)


def _valve(c, x, y, rx, ry, up, fill, rim):
    start, end = (180, 360) if up else (0, 180)
    c.chord(x, y, rx, ry, start, end, fill=fill, outline=rim, width=2)
    for k in (0.78, 0.56, 0.34):
        c.arc(x, y, rx * k, ry * k, start, end, rim, 1.0)
    n = 9                                                                # scalloped edge
    for i in range(n):
        a = math.radians(start + (i + 0.5) * 180 / n)
        c.circle(x + rx * math.cos(a), y + ry * math.sin(a), 3.2, fill=fill, outline=rim, width=1.0)
    c.line([(x - rx, y), (x + rx, y)], rim, 2)


def liuhaichan(c):      # 刘海蟾: boy with bangs teasing the three-legged toad with a string of coins
    toad = (110, 140, 70)
    c.ellipse(36, 206, 26, 13, fill=toad, width=1.6)                   # the golden toad
    c.circle(22, 196, 5.5, fill=toad, width=1.2)
    c.circle(36, 194, 5.5, fill=toad, width=1.2)
    c.circle(22, 196, 2.2, fill=INK, width=0)
    c.circle(36, 194, 2.2, fill=INK, width=0)
    for x in (30, 40, 48):
        c.circle(x, 208, 2, fill=(80, 100, 50), width=0)
    for x0, x1 in ((22, 16), (50, 58), (36, 36)):                      # three legs
        c.line([(x0, 214), (x1, 224)], INK, 3.2)
    c.arc(14, 202, 6, 4, 90, 200, RED, 1.4)                            # mouth
    robe(c, GREEN, x=46, top=84, hem=180, w_top=30, w_hem=50, trim=RED, belt=RED)
    arm(c, (34, 94), (26, 124), GREEN)
    arm(c, (58, 94), (76, 62), GREEN, elbow=(70, 90))
    pts = [(76, 62), (90, 96), (86, 140), (70, 172)]                   # the string of coins
    c.curve(pts, RED, 1.4)
    from .draw import bezier
    curve = bezier(pts, 40)
    for t in (6, 12, 18, 24, 30, 36):
        coin(c, *curve[t], 4.6)
    face(c, 46, 60, 13, blush=True)
    c.chord(46, 54, 13.5, 10, 180, 360, fill=INK, width=1)
    for dx in (-8, -3, 2, 7):          # the bangs (刘海)
        c.line([(46 + dx, 46), (46 + dx + 1, 54)], INK, 2.4)
    c.circle(36, 44, 4, fill=INK, width=0)
    c.circle(56, 44, 4, fill=INK, width=0)


def yuqilin(c):         # 玉麒麟: dragon head with a horn, scaled deer body, hooves, flames, clouds
    body, dark = (120, 180, 140), (60, 120, 80)
    c.circle(24, 40, 14, fill=(246, 236, 210), outline=GOLD, width=1.4)            # the flaming pearl
    for a in range(0, 360, 45):
        r = math.radians(a)
        c.poly([(24 + 14 * math.cos(r - 0.25), 40 + 14 * math.sin(r - 0.25)),
                (24 + 20 * math.cos(r), 40 + 20 * math.sin(r)),
                (24 + 14 * math.cos(r + 0.25), 40 + 14 * math.sin(r + 0.25))], fill=(240, 120, 60), width=0.8)
    c.text(24, 40, "麟", 15, RED)
    for x, y in ((18, 212), (70, 216)):                                             # clouds
        c.blob([(x - 16, y), (x - 12, y - 10), (x - 2, y - 8), (x + 4, y - 14), (x + 14, y - 6),
                (x + 18, y), (x, y + 4)], fill=(210, 226, 236), outline=BLUE, width=1.2)
    c.curve([(18, 132), (2, 118), (8, 96), (20, 104), (12, 112)], INK, 6)          # tail
    c.curve([(18, 132), (2, 118), (8, 96), (20, 104), (12, 112)], (240, 120, 60), 4)
    legs = (((28, 150), (20, 172), (28, 198)), ((40, 154), (42, 200)),
            ((62, 154), (60, 200)), ((72, 148), (90, 158), (84, 176)))
    for leg in legs:
        c.line(list(leg), INK, 10)
        c.line(list(leg), body, 7)
        x, y = leg[-1]
        c.poly([(x - 5, y), (x + 5, y), (x + 4, y + 6), (x - 4, y + 6)], fill=INK, width=0)
    c.ellipse(48, 140, 34, 20, fill=body, width=1.8)
    for row in range(3):                                                            # scales
        for i in range(6 - row):
            c.arc(26 + i * 9 + row * 4, 132 + row * 8, 4.5, 4.5, 0, 180, dark, 1.1)
    for x in (30, 44, 58):                                                          # flames on the back
        c.poly([(x - 5, 124), (x + 1, 110), (x + 5, 124)], fill=(240, 120, 60), width=1)
    c.poly([(66, 136), (72, 104), (86, 102), (82, 138)], fill=body, width=1.6)      # neck
    c.blob([(70, 96), (80, 82), (92, 86), (100, 96), (96, 104), (84, 106)], fill=body, width=1.6)  # head
    c.poly([(82, 84), (88, 62), (90, 84)], fill=GOLD, width=1.2)                     # horn
    c.circle(88, 92, 2.2, fill=INK, width=0)
    c.line([(92, 100), (100, 100)], INK, 1.2)
    c.curve([(96, 104), (94, 114), (98, 120)], INK, 1.4)                           # beard
    for y in (92, 104, 116):                                                        # mane
        c.curve([(72, y), (60, y - 2), (62, y + 8)], RED, 2.4)


def xiaoquer(c):        # 小雀儿: a sparrow on a blossoming plum branch
    c.curve([(100, 30), (70, 44), (52, 40), (30, 56)], BROWN, 2.6)                   # upper branch
    for (x, y) in ((62, 36), (40, 50), (84, 34), (28, 60)):
        _blossom(c, x, y, 3.4)
    c = c.sub(-6, -16, 112)                                                          # the bird, larger
    c.curve([(0, 170), (40, 150), (70, 160), (100, 120)], BROWN, 4)
    c.curve([(40, 153), (54, 190), (60, 210)], BROWN, 2.4)
    for (x, y) in ((80, 128), (92, 118), (58, 196), (20, 162)):
        _blossom(c, x, y, 3.2)
    c.poly([(18, 112), (4, 138), (14, 140), (28, 120)], fill=BROWN, width=1.4)      # tail
    c.ellipse(44, 112, 24, 16, fill=(176, 120, 70), width=1.8)                      # body
    c.ellipse(48, 120, 16, 8, fill=(240, 226, 200), width=0)                        # breast
    c.blob([(30, 104), (50, 96), (60, 112), (44, 122), (28, 116), (26, 110)],
           fill=(130, 80, 45), width=1.2)                                          # wing
    for i in range(3):
        c.line([(34 + i * 6, 106 + i), (44 + i * 6, 116)], INK, 0.7)
    c.circle(66, 96, 12, fill=(150, 90, 50), width=1.6)                             # head
    c.circle(70, 98, 5, fill=WHITE, width=0)
    c.circle(69, 94, 2.2, fill=INK, width=0)
    c.ellipse(66, 104, 4, 2, fill=INK, width=0)                                     # black bib
    c.poly([(77, 93), (88, 97), (77, 100)], fill=INK, width=0.8)                    # beak
    c.line([(40, 128), (38, 150)], INK, 1.6)
    c.line([(50, 128), (50, 152)], INK, 1.6)


def _blossom(c, x, y, r):
    for a in range(0, 360, 72):
        t = math.radians(a)
        c.circle(x + r * 1.2 * math.cos(t), y + r * 1.2 * math.sin(t), r, fill=PINK, width=0.8)
    c.circle(x, y, r * 0.5, fill=GOLD, width=0)


def lvdongbin(c):       # 吕洞宾: the demon-slaying sword raised, 华阳巾, five-strand beard, fly-whisk
    robe(c, (230, 226, 210), trim=INDIGO, belt=INDIGO)
    arm(c, (38, 88), (28, 122), (230, 226, 210))
    c.line([(28, 122), (24, 96)], BROWN, 2)                                          # whisk
    c.poly([(24, 96), (14, 70), (24, 68), (30, 94)], fill=WHITE, width=1)
    arm(c, (62, 88), (72, 112), (230, 226, 210))
    sword(c, 72, 114, 90, 14)                                                        # 纯阳剑
    face(c, 50, 54, 13, beard="black")
    c.rect(38, 30, 62, 46, fill=INDIGO, width=1.2)                                   # 华阳巾
    c.line([(38, 38), (62, 38)], GOLD, 1)
    c.line([(38, 40), (28, 60)], INDIGO, 2)
    c.line([(62, 40), (70, 58)], INDIGO, 2)


def caoguojiu(c):       # 曹国舅: official hat with wings, court robe, castanets (拍板)
    robe(c, RED, trim=GOLD, belt=GOLD)
    c.rect(40, 118, 60, 136, fill=GOLD, width=1.0)                                   # rank badge
    arm(c, (38, 88), (40, 118), RED, elbow=(28, 106))
    arm(c, (62, 88), (64, 104), RED, elbow=(74, 104))
    for i in range(4):                                                               # 拍板
        c.rect(62 + i * 2.5, 60 + i * 1.5, 72 + i * 2.5, 102 + i * 1.5,
               fill=(200, 150, 90), width=1.0, radius=1.5)
    c.line([(64, 66), (78, 68)], RED, 1)
    face(c, 50, 54, 13, beard="black")
    c.rect(36, 30, 64, 44, fill=INK, width=1, radius=4)                               # 乌纱帽
    c.rect(42, 22, 58, 34, fill=INK, width=1, radius=5)
    c.line([(18, 36), (36, 38)], INK, 3)
    c.line([(64, 38), (82, 36)], INK, 3)
    c.ellipse(16, 36, 4, 2.5, fill=INK, width=0)
    c.ellipse(84, 36, 4, 2.5, fill=INK, width=0)


def hanxiangzi(c):      # 韩湘子: youth with twin buns, playing a flute
    robe(c, (120, 180, 200), trim=RED, belt=RED)
    arm(c, (38, 88), (34, 70), (120, 180, 200), elbow=(26, 90))
    arm(c, (62, 88), (66, 70), (120, 180, 200), elbow=(74, 90))
    face(c, 50, 54, 13, blush=True)
    hair_cap(c, 50, 54, 13)
    c.circle(38, 38, 6, fill=INK, width=0)
    c.circle(62, 38, 6, fill=INK, width=0)
    c.line([(32, 38), (26, 44)], RED, 1.2)
    c.line([(68, 38), (74, 44)], RED, 1.2)
    c.line([(10, 68), (92, 68)], INK, 5)                                             # the flute
    c.line([(10, 68), (92, 68)], (120, 160, 80), 3.4)
    for x in (18, 24, 76, 82, 88):
        c.circle(x, 68, 0.9, fill=INK, width=0)
    c.line([(90, 70), (94, 86)], RED, 1.2)


def hanzhongli(c):      # 汉钟离: bare belly, bald head with two knots, beard, big palm fan
    robe(c, (96, 140, 86), trim=RED, belt=None, w_top=42, w_hem=70)
    c.ellipse(50, 132, 20, 28, fill=SKIN, width=1.5)
    c.circle(50, 136, 1.8, fill=INK, width=0)
    c.line([(30, 158), (70, 158)], RED, 3)
    arm(c, (34, 92), (26, 130), (96, 140, 86))
    arm(c, (66, 92), (78, 110), (96, 140, 86))
    c.line([(78, 110), (80, 90)], BROWN, 2.2)                                        # 芭蕉扇
    c.blob([(80, 92), (100, 78), (96, 46), (80, 30), (64, 46), (60, 78)], fill=(210, 180, 90), width=1.6)
    for a in (-40, -20, 0, 20, 40):
        r = math.radians(a - 90)
        c.line([(80, 90), (80 + 34 * math.cos(r), 90 + 50 * math.sin(r) * 1.0)], BROWN, 0.8)
    face(c, 50, 54, 14, beard="full")
    c.circle(38, 38, 5, fill=INK, width=0)
    c.circle(62, 38, 5, fill=INK, width=0)


def zhangguolao(c):     # 张果老: old man with white beard, the fish-drum (渔鼓) and the clappers (简板)
    robe(c, (150, 110, 160), trim=GOLD, belt=GOLD)
    arm(c, (62, 88), (68, 118), (150, 110, 160))
    c.line([(66, 122), (84, 70)], INK, 3)                                                   # 简板
    c.line([(66, 122), (84, 70)], (200, 150, 90), 1.8)
    c.line([(70, 122), (90, 74)], INK, 3)
    c.line([(70, 122), (90, 74)], (200, 150, 90), 1.8)
    # the bamboo tube drum, held upright against the left side
    x0, x1, top, bot = 18, 32, 96, 196
    c.rect(x0, top, x1, bot, fill=(196, 160, 90), width=1.5)
    for y in (120, 146, 172):                                                               # bamboo nodes
        c.line([(x0, y), (x1, y)], BROWN, 1.2)
    c.line([(x0 + 4, top + 4), (x0 + 4, bot - 4)], (226, 200, 140), 1.4)                   # sheen
    c.ellipse((x0 + x1) / 2, top, (x1 - x0) / 2, 3.6, fill=WHITE, width=1.4)               # drumhead
    c.ellipse((x0 + x1) / 2, bot, (x1 - x0) / 2, 3.6, fill=(170, 130, 70), width=1.2)
    c.line([(x1, 110), (x1 + 6, 128)], RED, 1.4)                                            # cord and tassel
    c.poly([(x1 + 4, 128), (x1 + 9, 128), (x1 + 8, 138), (x1 + 5, 138)], fill=RED, width=0.6)
    arm(c, (38, 88), (30, 110), (150, 110, 160))
    face(c, 50, 54, 13, beard="white", old=True, brows=WHITE)
    c.chord(50, 48, 14, 11, 180, 360, fill=INK, width=1)
    c.circle(50, 36, 5, fill=INK, width=0)
    c.line([(44, 36), (56, 34)], GOLD, 1.2)


def bainiangzi(c):      # 白娘子: lady in white with hairpins, the white snake at her feet
    robe(c, WHITE, trim=(150, 190, 200), belt=(150, 190, 200), w_top=30, w_hem=58)
    c.line([(50, 150), (40, 220)], (150, 190, 200), 1.6)                                   # sash
    arm(c, (40, 88), (50, 120), WHITE, elbow=(32, 114))
    arm(c, (60, 88), (52, 122), WHITE, elbow=(68, 114))
    face(c, 50, 56, 12, blush=True)
    hair_cap(c, 50, 56, 12)
    c.ellipse(50, 36, 12, 9, fill=INK, width=0)                                             # tall bun
    c.line([(36, 36), (64, 34)], GOLD, 1.4)
    c.circle(64, 34, 2.4, fill=RED, width=0)
    c.curve([(40, 32), (34, 20), (28, 26)], GOLD, 1)
    coiled_snake(c, 14, WHITE)



def luoyangqiao(c):     # 洛阳桥: a long stone bridge on piers over the river, a pavilion
    c.circle(74, 30, 12, fill=(246, 236, 210), outline=GOLD, width=1.2)
    c.poly([(0, 100), (18, 64), (34, 100)], fill=(150, 180, 160), width=1.2)                 # hills
    c.poly([(22, 100), (44, 56), (66, 100)], fill=(120, 160, 140), width=1.2)
    c.rect(0, 150, 100, 230, fill=(180, 210, 226), outline=None)
    for y in (176, 196, 214):
        for x in range(-10, 100, 24):
            c.curve([(x, y), (x + 6, y - 4), (x + 12, y), (x + 18, y + 4), (x + 24, y)], BLUE, 1.2)
    c.rect(0, 128, 100, 140, fill=(190, 180, 160), width=1.6)                              # deck
    for x in range(4, 100, 8):
        c.line([(x, 120), (x, 128)], INK, 1.2)
    c.line([(0, 121), (100, 121)], INK, 1.2)
    for x in (8, 30, 52, 74, 96):                                                          # piers
        c.poly([(x - 6, 140), (x + 6, 140), (x + 8, 168), (x - 8, 168)], fill=(170, 160, 140), width=1.4)
        c.line([(x - 7, 154), (x + 7, 154)], INK, 0.8)
    c.rect(40, 96, 60, 120, fill=RED, width=1.2)                                            # pavilion
    c.poly([(34, 98), (50, 80), (66, 98)], fill=INK, width=1)
    c.line([(34, 98), (30, 94)], INK, 2)
    c.line([(66, 98), (70, 94)], INK, 2)
    c.text(50, 109, "桥", 10, WHITE)


def fozu(c):            # 佛祖: seated on a lotus, halo, ushnisha, long earlobes, hands in dhyana
    halo(c, 50, 52, 26)
    halo(c, 50, 126, 46)
    for i, dx in enumerate((-36, -24, -12, 0, 12, 24, 36)):                                # lotus seat
        c.blob([(50 + dx - 8, 206), (50 + dx, 176 - (i % 2) * 4), (50 + dx + 8, 206)],
               fill=PINK, width=1.2)
    c.rect(12, 204, 88, 214, fill=GOLD, width=1.2)
    robe_c = (230, 150, 60)
    c.ellipse(50, 186, 40, 16, fill=robe_c, width=1.6)                                      # crossed legs
    c.blob([(50, 78), (74, 82), (78, 104), (82, 144), (80, 180), (50, 184), (20, 180), (18, 144),
            (22, 104), (26, 82)], fill=robe_c, width=1.6)                                   # robe, round shoulders
    c.curve([(28, 96), (44, 130), (66, 100)], RED, 2.2)                                     # kasaya folds
    c.curve([(30, 110), (50, 150), (70, 112)], RED_DARK, 1.0)
    c.curve([(26, 96), (22, 140), (36, 166)], INK, 1.2)                                     # arms to the lap
    c.curve([(74, 96), (78, 140), (64, 166)], INK, 1.2)
    c.ellipse(50, 166, 16, 7, fill=SKIN, width=1.2)                                         # hands in dhyana
    c.arc(50, 164, 8, 4, 0, 180, INK, 0.8)
    c.ellipse(50, 186, 40, 16, fill=None, width=1.6)
    face(c, 50, 58, 15, beard=None)
    c.ellipse(35, 62, 3, 8, fill=SKIN, width=1.2)
    c.ellipse(65, 62, 3, 8, fill=SKIN, width=1.2)
    c.chord(50, 52, 15.5, 12, 180, 360, fill=INDIGO, width=1)
    c.circle(50, 38, 7, fill=INDIGO, width=1)                                               # ushnisha
    c.circle(50, 47, 1.4, fill=RED, width=0)


def muguiying(c):       # 穆桂英: armoured, pheasant plumes, back flags (靠旗), spear
    for dx, flag in ((-22, RED), (-10, GOLD), (10, GOLD), (22, RED)):                      # 靠旗
        x = 50 + dx
        c.line([(50 + dx * 0.4, 96), (x, 18)], INK, 1.6)
        side = -1 if dx < 0 else 1
        c.poly([(x, 20), (x + side * 14, 34), (x, 46)], fill=flag, width=1.2)
    staff(c, 84, 20, 84, 222, BROWN, 2.6)                                                   # spear
    c.poly([(80, 20), (84, 4), (88, 20)], fill=(220, 226, 232), width=1.2)
    c.poly([(80, 22), (88, 22), (90, 34), (78, 34)], fill=RED, width=0.8)
    robe(c, RED, trim=GOLD, belt=GOLD)
    for y in (100, 112, 124):                                                               # armour scales
        for x in (40, 48, 56):
            c.arc(x + 2, y, 4, 4, 0, 180, GOLD, 1.2)
    c.ellipse(50, 112, 8, 8, outline=GOLD, width=1.6)                                       # mirror
    arm(c, (38, 88), (30, 130), RED)
    arm(c, (62, 88), (84, 100), RED)
    face(c, 50, 56, 12, blush=True)
    c.chord(50, 52, 13, 12, 180, 360, fill=GOLD, width=1.2)                                 # helmet
    c.circle(50, 40, 3, fill=RED, width=0.8)
    for pts in ([(46, 42), (30, 6), (8, 10), (4, 30)], [(54, 42), (70, 6), (92, 8), (96, 26)]):
        c.curve(pts, INK, 4.2)                                                              # 雉翎 plumes
        c.curve(pts, (200, 120, 50), 2.6)


def lancaihe(c):        # 蓝采和: youth in blue with a flower basket on a hoe
    c.line([(26, 40), (70, 120)], BROWN, 3)
    c.poly([(6, 34), (34, 34), (30, 56), (10, 56)], fill=(200, 160, 90), width=1.5)          # basket
    for x in (12, 18, 24, 30):
        c.line([(x - 2, 36), (x, 54)], BROWN, 0.9)
    c.line([(8, 45), (32, 45)], BROWN, 0.9)
    for (x, y, col) in ((10, 30, RED), (18, 26, PINK), (26, 29, GOLD), (33, 30, RED), (20, 33, WHITE)):
        c.circle(x, y, 4, fill=col, width=1)
    c.arc(20, 34, 14, 16, 180, 360, BROWN, 1.6)                                              # handle
    robe(c, BLUE, trim=WHITE, belt=WHITE, w_hem=54)
    arm(c, (38, 88), (48, 104), BLUE, elbow=(32, 104))
    arm(c, (62, 88), (70, 120), BLUE)
    face(c, 50, 56, 13, blush=True)
    hair_cap(c, 50, 56, 13)
    c.circle(50, 40, 5, fill=INK, width=0)


def xuxian(c):          # 许仙: scholar with soft cap, holding the umbrella (断桥借伞)
    staff(c, 70, 40, 66, 120, BROWN, 2)                                                      # umbrella
    c.pie(70, 44, 30, 26, 180, 360, fill=(90, 130, 170), width=1.6)
    for a in (200, 230, 260, 290, 320, 350):
        r = math.radians(a)
        c.line([(70, 44), (70 + 30 * math.cos(r), 44 + 26 * math.sin(r))], INK, 0.8)
    c.circle(70, 18, 2, fill=INK, width=0)
    robe(c, (160, 200, 220), trim=INDIGO, belt=INDIGO)
    arm(c, (62, 88), (66, 112), (160, 200, 220))
    arm(c, (38, 88), (32, 124), (160, 200, 220))
    c.rect(26, 124, 36, 140, fill=WHITE, width=1)                                           # a book
    face(c, 50, 60, 13)
    c.rect(38, 40, 62, 52, fill=INK, width=1, radius=3)                                     # 方巾
    c.line([(40, 50), (30, 66)], INK, 1.6)


def shaheshang(c):      # 沙和尚: bearded monk, skull-bead necklace, crescent spade (月牙铲)
    staff(c, 20, 24, 20, 214, BROWN, 2.8)
    c.poly([(12, 214), (28, 214), (26, 226), (14, 226)], fill=(210, 214, 220), width=1.3)    # spade
    c.arc(20, 18, 10, 10, 0, 180, INK, 3.2)                                                  # crescent
    c.arc(20, 18, 10, 10, 0, 180, (210, 214, 220), 1.8)
    robe(c, (120, 90, 60), trim=RED, belt=RED)
    arm(c, (38, 88), (22, 110), (120, 90, 60))
    arm(c, (62, 88), (68, 124), (120, 90, 60))
    face(c, 50, 56, 14, skin=(200, 160, 130), beard="full", smile=False, fierce=True)
    c.chord(50, 50, 14.5, 11, 180, 360, fill=(60, 90, 140), width=1)
    for i in range(9):                                                                        # skulls
        a = math.radians(20 + i * 17.5)
        x, y = 50 + 20 * math.cos(a), 72 + 16 * math.sin(a)
        c.circle(x, y, 3.2, fill=WHITE, width=0.8)
        c.circle(x - 1, y - 0.5, 0.6, fill=INK, width=0)
        c.circle(x + 1, y - 0.5, 0.6, fill=INK, width=0)


def hexiangu(c):        # 何仙姑: lady holding a lotus flower on a long stem
    c.curve([(72, 220), (78, 140), (70, 60), (74, 36)], GREEN, 2.4)
    for a in range(-60, 61, 30):                                                             # lotus
        r = math.radians(a - 90)
        x, y = 74 + 10 * math.cos(r), 30 + 10 * math.sin(r)
        c.blob([(74, 36), ((74 + x) / 2 - 4, (30 + y) / 2), (x, y), ((74 + x) / 2 + 4, (30 + y) / 2)],
               fill=PINK, width=1)
    c.circle(74, 34, 3, fill=GOLD, width=0.8)
    c.ellipse(84, 150, 12, 6, fill=GREEN, width=1.2)                                         # leaf
    robe(c, (236, 200, 210), trim=GREEN, belt=GREEN, w_top=30)
    arm(c, (40, 88), (34, 124), (236, 200, 210))
    arm(c, (60, 88), (73, 100), (236, 200, 210))
    face(c, 50, 56, 12, blush=True)
    hair_cap(c, 50, 56, 12)
    c.ellipse(42, 40, 6, 5, fill=INK, width=0)
    c.ellipse(58, 40, 6, 5, fill=INK, width=0)
    c.circle(50, 42, 2.4, fill=RED, width=0)


def xixing(c):          # 喜星: smiling official in red holding the scroll 喜
    robe(c, RED, trim=GOLD, belt=GOLD)
    arm(c, (38, 88), (36, 110), RED, elbow=(28, 104))
    arm(c, (62, 88), (64, 110), RED, elbow=(72, 104))
    c.rect(26, 110, 74, 168, fill=(250, 240, 210), width=1.4)                               # scroll
    c.rect(24, 106, 76, 112, fill=BROWN, width=1)
    c.rect(24, 166, 76, 172, fill=BROWN, width=1)
    c.text(50, 139, "喜", 34, RED)
    face(c, 50, 56, 14, blush=True)
    c.arc(50, 60, 6, 4, 10, 170, RED_DARK, 1.6)
    c.rect(36, 32, 64, 46, fill=INK, width=1, radius=4)
    c.rect(42, 24, 58, 36, fill=INK, width=1, radius=5)
    # a magpie (喜鹊), the bird of joy, flying in
    c.poly([(6, 34), (0, 44), (4, 46), (12, 36)], fill=INK, width=0.6)
    c.ellipse(16, 30, 9, 5, fill=WHITE, width=1.0)
    c.chord(16, 30, 9, 5, 180, 360, fill=INK, outline=INK, width=0.6)
    c.circle(26, 26, 4, fill=INK, width=0)
    c.poly([(29, 25), (34, 26), (29, 28)], fill=INK, width=0)
    c.poly([(12, 28), (20, 12), (22, 28)], fill=INK, width=0.6)


def xiaoqing(c):        # 小青: maid in green with a sword, the green snake at her feet
    sword(c, 70, 108, 92, 30)
    robe(c, GREEN, trim=(180, 220, 170), belt=(180, 220, 170), w_top=30, w_hem=56)
    arm(c, (40, 88), (32, 126), GREEN)
    arm(c, (60, 88), (70, 108), GREEN)
    face(c, 50, 56, 12, blush=True)
    hair_cap(c, 50, 56, 12)
    c.circle(40, 42, 5.5, fill=INK, width=0)
    c.circle(60, 42, 5.5, fill=INK, width=0)
    c.line([(34, 42), (30, 50)], GREEN, 1.6)
    c.line([(66, 42), (70, 50)], GREEN, 1.6)
    coiled_snake(c, 86, (90, 170, 90), facing=-1)



def luxing(c):          # 禄星: official in blue-green, winged hat, a ruyi sceptre, and a deer
    for x0, x1 in ((12, 10), (20, 22), (30, 30)):                                          # the deer (禄 = 鹿)
        c.line([(x0, 196), (x1, 224)], BROWN, 2.6)
    c.ellipse(22, 192, 18, 11, fill=OCHRE, width=1.4)
    c.poly([(8, 190), (4, 170), (12, 168), (14, 186)], fill=OCHRE, width=1.2)
    c.ellipse(8, 166, 6, 5, fill=OCHRE, width=1.2)
    c.circle(7, 165, 1.2, fill=INK, width=0)
    for dx in (-1, 1):                                                                     # antlers
        c.line([(8 + dx * 2, 162), (8 + dx * 7, 150), (8 + dx * 11, 146)], BROWN, 1.4)
        c.line([(8 + dx * 6, 152), (8 + dx * 2, 146)], BROWN, 1.2)
    for x, y in ((16, 188), (24, 194), (28, 186), (34, 192)):
        c.circle(x, y, 1.5, fill=WHITE, width=0)
    robe(c, (60, 130, 130), trim=GOLD, belt=GOLD)
    c.rect(40, 118, 60, 136, fill=GOLD, width=1.0)
    arm(c, (38, 88), (44, 106), (60, 130, 130), elbow=(28, 106))
    arm(c, (62, 88), (56, 108), (60, 130, 130), elbow=(72, 106))
    c.curve([(48, 108), (60, 90), (70, 80)], GOLD, 3)                                         # ruyi
    c.blob([(70, 72), (80, 72), (80, 82), (70, 86), (66, 80), (66, 76)], fill=GOLD, width=1.2)
    face(c, 50, 56, 13, beard="black")
    c.rect(36, 32, 64, 46, fill=INK, width=1, radius=4)
    c.rect(42, 24, 58, 36, fill=INK, width=1, radius=5)
    c.line([(18, 38), (36, 40)], INK, 3)
    c.line([(64, 40), (82, 38)], INK, 3)


def caixing(c):         # 财星: the god of wealth with a gold ingot, red robe, coins
    robe(c, RED, trim=GOLD, belt=GOLD, w_top=38, w_hem=66)
    for x in (34, 42, 58, 66):
        coin(c, x, 190, 4)
    arm(c, (38, 88), (42, 110), RED, elbow=(28, 106))
    arm(c, (62, 88), (58, 110), RED, elbow=(72, 106))
    c.poly([(30, 108), (70, 108), (64, 124), (36, 124)], fill=GOLD, width=1.6)               # 元宝
    c.ellipse(50, 106, 10, 7, fill=(240, 200, 80), width=1.4)
    c.ellipse(30, 106, 5, 4, fill=GOLD, width=1.2)
    c.ellipse(70, 106, 5, 4, fill=GOLD, width=1.2)
    face(c, 50, 56, 14, beard="black", blush=True)
    c.rect(34, 30, 66, 46, fill=INK, width=1, radius=4)
    c.rect(40, 20, 60, 34, fill=INK, width=1, radius=5)
    c.circle(50, 38, 3, fill=GOLD, width=0.6)
    c.curve([(34, 36), (20, 30), (16, 40)], INK, 2.6)
    c.curve([(66, 36), (80, 30), (84, 40)], INK, 2.6)


FIGURE_DRAWERS = {
    "1t": shouxing, "2t": tieguaili, "3t": zhubajie, "4t": tangseng, "5t": sunwukong,
    "6t": wuguijing, "7t": bangjing, "8t": liuhaichan, "9t": yuqilin,
    "1s": xiaoquer, "2s": lvdongbin, "3s": caoguojiu, "4s": hanxiangzi, "5s": hanzhongli,
    "6s": zhangguolao, "7s": bainiangzi, "8s": luoyangqiao, "9s": fozu,
    "1w": muguiying, "2w": lancaihe, "3w": xuxian, "4w": shaheshang, "5w": hexiangu,
    "6w": xixing, "7w": xiaoqing, "8w": luxing, "9w": caixing,
}

# English glosses for the trainer and docs.
FIGURE_EN = {
    "寿星": "Star of Longevity", "铁拐李": "Iron-Crutch Li", "猪八戒": "Zhu Bajie (Pigsy)",
    "唐僧": "Tang Monk", "孙悟空": "Sun Wukong (Monkey King)", "乌龟精": "Turtle Spirit",
    "蚌精": "Clam Spirit", "刘海蟾": "Liu Haichan", "玉麒麟": "Jade Qilin",
    "小雀儿": "Little Sparrow", "吕洞宾": "Lü Dongbin", "曹国舅": "Royal Uncle Cao",
    "韩湘子": "Han Xiangzi", "汉钟离": "Han Zhongli", "张果老": "Zhang Guolao",
    "白娘子": "Lady White", "洛阳桥": "Luoyang Bridge", "佛祖": "the Buddha",
    "穆桂英": "Mu Guiying", "蓝采和": "Lan Caihe", "许仙": "Xu Xian", "沙和尚": "Sha Wujing (Sandy)",
    "何仙姑": "He Xiangu", "喜星": "Star of Joy", "小青": "Xiaoqing (Green Snake)",
    "禄星": "Star of Rank", "财星": "Star of Wealth",
}

# ------------------------------------------------------------ honour heads


def head_qian(c):       # 千: the red moon (月亮)
    c.circle(50, 100, 40, fill=RED, width=2.4)
    c.circle(50, 100, 33, fill=None, outline=(240, 200, 120), width=1.2)
    c.chord(62, 92, 26, 26, 0, 360, fill=(232, 90, 60), outline=None, width=0)
    c.circle(50, 100, 40, fill=None, outline=INK, width=2.4)
    for y in (40, 160):
        c.curve([(14, y), (30, y - 8), (50, y), (70, y + 8), (86, y)], RED_DARK, 2)


def head_kong(c):       # 空瑶: red, M-shaped head (红花)
    c.poly([(10, 170), (10, 30), (24, 14), (38, 30), (50, 84), (62, 30), (76, 14), (90, 30),
            (90, 170)], fill=RED, width=2.4)
    c.poly([(18, 162), (18, 34), (24, 26), (32, 36), (50, 104), (68, 36), (76, 26), (82, 34),
            (82, 162)], fill=None, outline=(240, 200, 120), width=1.2)
    for a in range(0, 360, 60):                                                             # the red flower
        r = math.radians(a)
        c.circle(50 + 11 * math.cos(r), 134 + 11 * math.sin(r), 8, fill=(236, 120, 110), width=1.2)
    c.circle(50, 134, 6.5, fill=GOLD, width=1.2)


def head_ya(c):         # 押子: white head bearing 興 (白花)
    c.rect(10, 24, 90, 170, fill=WHITE, width=2.4, radius=6)
    c.rect(16, 30, 84, 164, fill=None, outline=INK, width=0.8, radius=4)
    c.text(50, 97, "興", 58, INK)


def head_xing(c):       # 星儿: the star child (仙儿) under a five-pointed star
    pts = []
    for i in range(10):
        r = 34 if i % 2 == 0 else 14
        a = math.radians(-90 + i * 36)
        pts.append((50 + r * math.cos(a), 62 + r * math.sin(a)))
    c.poly(pts, fill=GOLD, width=2)
    c.circle(50, 62, 8, fill=RED, width=1.2)
    for a in range(0, 360, 30):
        r = math.radians(a)
        c.line([(50 + 40 * math.cos(r), 62 + 40 * math.sin(r)),
                (50 + 46 * math.cos(r), 62 + 46 * math.sin(r))], RED, 1.6)
    c.ellipse(50, 146, 22, 26, fill=(120, 180, 210), width=1.6)                              # child
    c.rect(40, 134, 60, 150, fill=RED, width=1)
    face(c, 50, 118, 12, blush=True)
    c.circle(50, 104, 4, fill=INK, width=0)


HEAD_DRAWERS = {"qian": head_qian, "kong": head_kong, "ya": head_ya, "xing": head_xing}

"""Long cards, rules version 2 (../shared/RULES.md "Rulings of the second
review"): one table of cases per ruling, each citing its seed line, in the
evaluation, in play and in ``yezi judge``."""

import json
from pathlib import Path

import pytest

from app.engine import Action, find_variant
from app.engine.longcard import evaluate as ev
from app.engine.longcard.state import jail_next
from app.records.record import RecordError, load_record
from tests.test_long_game import HAIMEN, LVSI, PAIR_JIANG_WIN, act, c, kinds, make

DATA = Path(__file__).resolve().parent / "data"


def judge(req):
    return find_variant(req["variant"]).engine.judge(req)


def drive(h, until=lambda h: False):
    """Play on without mistakes: forced acts taken, every other choice passed."""
    while not h.is_over and not until(h):
        legal = h.legal_actions()
        s = h.to_act
        forced = h.forced_now(s) if h.phase == "claim" else set()
        pick = None if forced else next((a for k in ("pass", "ao", "flip", "zhang") for a in legal
                                         if a.kind == k), None)
        h.apply(pick or legal[0])


# ---------------------------------------------------------------- 1. no 加杠

JUDGE_CASES = [
    # (request, expected subset of the answer, source)
    ({"variant": "haimen", "hand": "qian qian qian 2w 3w 4w", "table": [{"form": "peng", "cards": "5t 5t 5t"}],
      "card": "5t"},
     {"wins": True, "use": "single", "hu": 9},
     'RULES.md v2 "No 加杠" (000 "對子碰，三張杠"): the fourth 五筒 stands 圆 beside its 碰 (000 "同一張牌有三張或'
     '四張就算圓牌"); the 碰 keeps 1 胡: 8 + 1 = 9, not 将招儿 8 + 素杠 4'),
    ({"variant": "haimen", "hand": "qian qian qian 2w 3w 4w 5t", "table": [{"form": "peng", "cards": "5t 5t 5t"}]},
     {"round": True, "hu": 9, "loose": []},
     'RULES.md v2: a 素 card beside its own 碰 is 圆 (000 §四 "同一張牌有三張或四張就算圓牌")'),
    ({"variant": "lvsi", "hand": "1s 1w 9t 2s 2w 8t 3s 3w 7t 2w 3w 4w",
      "table": [{"form": "peng", "cards": "qian qian qian"}], "card": "qian"},
     {"wins": False, "use": "single", "hu": 7, "jiang": ["qian"]},
     'RULES.md v2: a fourth 千 beside one\'s 碰 千 is a spare 将 — the 碰 keeps 4 胡 (001 "碰一将对，为四胡"), '
     'so 3 + 4 = 7 does not win (no 将杠 11)'),
    # ------------------------------------------------------------ 2. 文钱
    ({"variant": "haimen", "hand": PAIR_JIANG_WIN.rsplit(" ", 2)[0], "card": "1t"},
     {"wins": True, "use": "single", "hu": 8, "jiang": ["1t"]},
     'RULES.md v2: "a third 1t from a 涨 or the winning card is a spare 将" — the 8-胡 打滚 hand (six '
     'combinations + 双文钱, 001 "文钱胡可以全双张算两胡") wins on 一筒 (001 打滚 "(1) 凡将牌都能成")'),
    ({"variant": "haimen", "hand": "1t 1t 2t 2t 3t 3t 5w 6w 7w", "table": [{"form": "zhang", "cards": "1t"}]},
     {"round": True, "hu": 2, "jiang": ["1t"]},
     'RULES.md v2: a 涨 一筒 beside a 双文钱 is a spare 将 (000 "漲到的將…都可以當作手裡摸的將牌來使用")'),
    ({"variant": "haimen", "hand": "1t 1t 1t 2t 2t 3t 3t"},
     {"round": False, "hu": 8},
     'seed 001 "不可以有三复张，即文钱中有任一招儿，不能组成双文钱": a 一筒 招儿 lends no 一筒'),
]


@pytest.mark.parametrize("req,expected,source", JUDGE_CASES, ids=[s[:48] for _r, _e, s in JUDGE_CASES])
def test_judge_table(req, expected, source):
    out = judge(req)
    assert {k: out.get(k) for k in expected} == expected, source


def test_the_fourth_card_beside_a_peng_is_shown_beside_it():
    out = judge(JUDGE_CASES[1][0])
    beside = [g for g in out["groups"] if g["type"] == "beside"]
    assert beside == [{"type": "beside", "cards": ["5t"], "hu": 0, "table": ["5t", "5t", "5t"]}]
    # RULES.md v2: the four 五筒 are all the player's own — it never waits on a fifth
    assert "5t" not in out["waits"]


@pytest.mark.parametrize("zhaor,cap,source", [
    (frozenset(), 2, 'seed 000 §二 文钱 "唯一可以算作兩個胡頭的組合"'),
    (frozenset({0}), 1, 'seed 001 "文钱中有任一招儿，不能组成双文钱" (一筒 招儿)'),
    (frozenset({1}), 1, 'seed 001 "文钱中有任一招儿" (二筒 招儿)'),
    (frozenset({2}), 1, 'seed 001 "文钱中有任一招儿" (三筒 招儿)'),
    (frozenset({3}), 2, 'RULES.md v2: only a kind of 文钱 spoils it'),
])
def test_wenqian_cap_is_the_one_rule(zhaor, cap, source):
    assert ev.wenqian_cap(zhaor) == cap, source


def _peng_table_hand(front="5t"):
    # seat 0: 将招儿 千 8 胡 + 碰 五筒 on the table (1 胡), every 素 圆, a spare 九筒 to throw
    hand0 = "qian qian qian 2w 3w 4w 5w 6w 7w 2s 3s 4s 5s 6s 7s 2t 3t 4t 1s 1s kong ya 9t"
    return make(HAIMEN, [hand0, "1w 1w", "xing xing", "9s 9s"], front=front,
                filler_avoid="3t 4t 6t 7t 5s 5w 9t 1t", melds=[[("peng", "5t 5t 5t")]])


def test_no_jiagang_in_play():
    # RULES.md v2 "No 加杠" (000 "對子碰，三張杠"; 001 "招儿必须碰，叫开招（打缸）"): the fourth 五筒 is
    # won on as a single card beside the 碰, never a 杠 the engine offers (the UI and AI ask the engine)
    h = _peng_table_hand()
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert h.to_act == 0 and kinds(h) == [("ao", ()), ("hu", (c("5t"),))]
    assert "没有加杠" in h.why_illegal(Action(0, "gang", (c("5t"),) * 4))
    assert "no 加杠" in h.why_illegal(Action(0, "gang", (c("5t"),) * 4)).text("en")
    act(h, "0 hu 5t")
    b = h.result.breakdown
    assert (b["use"], b["hu"], b["win_type"]) == ("single", 9, "pinghu")
    assert [m.form for m in h.melds[0]] == ["peng"]


def test_no_jiagang_when_the_card_is_not_a_win():
    # the same 碰 with a hand that is not 打滚: the fourth card goes by (nobody may 杠 it)
    h = make(HAIMEN, ["1s 1s 9t", "qian qian", "kong kong", "ya ya"], front="5t",
             filler_avoid="3t 4t 6t 7t 5s 5w 9t", melds=[[("peng", "5t 5t 5t")]])
    act(h, "0 discard 9t")
    act(h, "1 flip")
    assert not any(a.kind == "gang" for a in h.legal_actions())
    assert all(h.claims.get(s, set()) <= {"chi", "hu"} for s in range(4))


# ---------------------------------------------------------------- 3. one's own discard

@pytest.mark.parametrize("variant", [HAIMEN, LVSI], ids=["haimen", "lvsi"])
def test_win_on_ones_own_discard(variant):
    # RULES.md v2 "Winning on one's own discard" — 000 §五 "別人或自己發的素牌…只要能加入自己手裡或桌面的
    # 組合或順子內的，都可以胡下來"; lvsi follows (001 says nothing against it)
    others = ["1w 1w", "ya ya", "xing xing" if variant is HAIMEN else "qian qian"]
    h = make(variant, [PAIR_JIANG_WIN] + others, front="kong", filler_avoid="5t 6t 9t",
             settings={"xing": variant is HAIMEN})
    act(h, "0 discard 9t")
    # the discarder is asked first (the card lies before it, as a flipped card before its flipper)
    assert h.order == [0, 1, 2, 3] and h.to_act == 0
    assert kinds(h) == [("ao", ()), ("hu", (c("9t"),))]
    act(h, "0 hu 9t")
    r = h.result
    assert r.winner == 0 and r.breakdown["card"] == "9t" and r.breakdown["use"] == "single"


def test_ao_jiang_is_declining_ones_own_discard():
    # 000 §七.5 熬將 "若手裡本來就是圓的，我從順子裡或豹子，胡頭組合發掉一張，對組合沒影響的牌，稱為熬將"
    h = make(HAIMEN, [PAIR_JIANG_WIN, "1w 1w", "ya ya", "xing xing"], front="kong", filler_avoid="5t 6t 9t")
    act(h, "0 discard 9t")
    act(h, "0 ao")  # nobody else wants it: it dies before seat 0 and its 下家 flips
    assert not h.is_over and c("9t") in h.discards[0] and (h.phase, h.to_act) == ("flip", 1)


def test_own_discard_refusals_say_why():
    # not 打滚 after the discard: no win on it, and the words say so
    h = make(HAIMEN, ["1s 1s 9t 9t", "qian qian", "kong kong", "ya ya"], filler_avoid="9t 8t 7t")
    act(h, "0 discard 9t")
    assert "hu" not in h.claims.get(0, set())
    why = h._own_discard_refusal(0, c("9t").index)
    assert "打滚" in why and "打滾" in why.text("zh_TW") and "own discard" in why.text("en")
    # 打滚 after the discard, but the thrown card was loose: it does not fit
    from tests.test_long_game import solo

    h = solo("4t")
    act(h, "0 discard 9t")
    assert h.round_at[0] is not None and "搁不进" in h._own_discard_refusal(0, c("9t").index)


# ---------------------------------------------------------------- 4. 吊张留下

def _diao(table_rules=False, peng=True):
    # seat 3 (folded: no 将 pair) holds 6 庄 that seat 1, the 下家 of seat 0, owes it
    h = make(HAIMEN, ["1s 1s 5w 5w 9t", "kong kong", "kong kong 5w 5w", "6s 6s 6s 6s"], front="8t ya",
             filler_avoid="4w 6w 5t 5s", settings={"table_rules": table_rules},
             melds=[[], [], [], [("peng", "1w 1w 1w"), ("peng", "9s 9s 9s")]])
    act(h, "0 discard 5w")  # breaks its pair of 五万
    act(h, "2 peng 5w 5w 5w" if peng else "2 pass")
    drive(h, lambda h: h.phase == "discard" and h.to_act == 0)
    return h


def test_diaozhang_the_second_copy_is_the_only_discard():
    # 001 §四(4) "不可以“吊张留下”，拆对子发牌，第一张已发出，在不听张的前提下，则第二张又没有用，则必须发出"
    h = _diao()
    assert [str(a) for a in h.legal_actions()] == ["0 discard 5w"]
    why = h.why_illegal(Action(0, "discard", (c("9t"),)))
    assert "吊张留下" in why and "吊張留下" in why.text("zh_TW") and "must discard" in why.text("en")


def test_diaozhang_no_duty_when_the_first_copy_died():
    # 001 §四(4) "（假如无人碰或下家没有吃除外）"
    h = _diao(peng=False)
    assert len(h.legal_actions()) > 1 and h.diao[0] is None


def test_diaozhang_no_duty_when_tingzhang():
    # 001 §四(4) "在不听张的前提下": seat 0 (将招儿 8 胡) may keep its 五万 — thrown 九筒 leaves it one
    # card short (六万 makes 五六七八九万), so it is 听张 and free to choose
    hand0 = "qian qian qian 1s 1s 5w 5w 2s 3s 4s 5s 6s 7s 2t 3t 4t 5t 6t 7t 7w 8w 9w 9t kong ya xing"
    h = make(HAIMEN, [hand0, "1w 1w", "xing xing 5w 5w", "ya ya"], front="8t 9s", filler_avoid="4w 6w 8t")
    act(h, "0 discard 5w")
    act(h, "2 peng 5w 5w 5w")
    drive(h, lambda h: h.phase == "discard" and h.to_act == 0)
    assert h.diao[0] == c("5w").index and h._ting_after_discard(0)
    assert h._diao_duty(0) is None and Action(0, "discard", (c("9t"),)) in h.legal_actions()


def test_diaozhang_kept_under_table_rules_pays_for_the_xiajia():
    # 001 §八.8 "本局结束，被别人看出，则包下家所出其他两家的庄头钱"
    h = _diao(table_rules=True)
    assert len(h.legal_actions()) > 1
    act(h, "0 discard 9t")
    drive(h)
    r = h.result
    moved = [t for t in r.breakdown["transfers"] if t["for"] == "包庄"]
    assert moved and all(t["from"] == 0 and t["to"] in (2, 3) for t in moved)
    assert not any(t["from"] == 1 and t["to"] in (2, 3) and t["for"] == "庄" for t in r.breakdown["transfers"])
    assert any("吊张留下" in p for p in r.breakdown["penalties"]) and sum(r.net) == 0


# ---------------------------------------------------------------- 4. 抓多抓少 and 坐牢

def test_zhuaduo_zhuashao_jails_in_a_judge_settlement():
    # 001 §八.1 "抓牌不是26张，则罚头家坐牢（坐牢：从本局起，到下次成牌，所有庄头不计）"
    base = {"variant": "lvsi", "scheme": "1-3-5"}
    players = [{"zhuang": 5}, {"zhuang": 1}, {}, {}]
    miscount = judge(dict(base, players=[dict(players[0], miscount=True)] + players[1:]))
    jailed = judge(dict(base, players=[dict(players[0], jailed=True)] + players[1:]))
    assert miscount["net"] == jailed["net"] == [-1, 3, -1, -1]  # the 头家's 5 庄 count as none
    assert miscount["jailed"] == [True, False, False, False]
    from app.commands.judge import answer

    two = answer(dict(base, players=[{"miscount": True}, {"miscount": True}, {}, {}]))
    assert "at most one player" in two["error"]


def test_jail_counts_setting_in_a_judge_settlement():
    # 001 §八.1 "但也有的地方在牢里的庄头算"
    players = [{"zhuang": 5, "jailed": True}, {}, {}, {}]
    off = judge({"variant": "haimen", "players": players})
    on = judge({"variant": "haimen", "players": players, "settings": {"jail_counts": True}})
    assert off["net"] == [0, 0, 0, 0] and on["net"] == [15, -5, -5, -5]


@pytest.mark.parametrize("ctx,release,false_win,winner,jailed,since,source", [
    ({"hand": 3}, 0, [False, True, False, False], None, [False, True, False, False], [None, 3, None, None],
     '000 §七.1 "坐牢後，必須胡到牌，才能出牢": jailed from the false win\'s hand'),
    ({"hand": 9, "jailed": [False, True, False, False], "jail_since": [None, 3, None, None]}, 0,
     [False] * 4, None, [False, True, False, False], [None, 3, None, None], "off: only a win frees"),
    ({"hand": 4, "jailed": [False, True, False, False], "jail_since": [None, 3, None, None]}, 2,
     [False] * 4, None, [False] * 4, [None] * 4,
     '000 "（也有規定幾副之後）": N = 2 — the jailing hand and the next'),
    ({"hand": 3}, 2, [False, True, False, False], None, [False, True, False, False], [None, 3, None, None],
     "N = 2: still jailed after the jailing hand"),
    ({"hand": 3}, 1, [False, True, False, False], None, [False] * 4, [None] * 4, "N = 1: the jailing hand only"),
    ({"hand": 4, "jailed": [False, True, False, False], "jail_since": [None, 3, None, None]}, 5,
     [False] * 4, 1, [False] * 4, [None] * 4, "a win frees before N hands"),
    ({"hand": 4, "jailed": [False, True, False, False]}, 5, [False] * 4, None, [False, True, False, False],
     [None, 4, None, None], "a context from before the field: jailed since this hand"),
])
def test_jail_release(ctx, release, false_win, winner, jailed, since, source):
    assert jail_next(ctx, {"jail_release": release}, false_win, winner) == (jailed, since), source


def test_jail_settings_are_validated():
    v = find_variant("haimen")
    assert v.settings({"jail_release": 3, "jail_counts": True})["jail_release"] == 3
    for bad in ({"jail_release": -1}, {"jail_release": 100}, {"jail_release": "2"}, {"jail_counts": 1}):
        with pytest.raises(Exception, match="jail_"):
            v.settings(bad)


# ---------------------------------------------------------------- 5. the 5-1-2 preset

def test_five_one_two_is_wujiao_yiyuan_eryuan():
    # 001 §六.1 "”五、一、二“" — 五角·一元·二元 in 角 (RULES.md): 大炮 20, 大炮 vs 买庄 30, 对炮 40
    out = judge({"variant": "lvsi", "scheme": "5-1-2", "players": [{}, {}, {}, {}]})
    assert out["rates"] == [5, 10, 20, 20, 30, 40]


# ---------------------------------------------------------------- 6. records of rules version 1

@pytest.mark.parametrize("vid", ["haimen", "lvsi"])
def test_a_rules_1_record_opens_and_says_why_it_no_longer_verifies(vid):
    # a hand saved by Yezi before this change (yezi selfplay --save-dir at d8a87e1): a seat was
    # asked there whether to 加杠 the fourth card onto its 碰 (it passed) — version 2 never asks
    path = DATA / f"{vid}_rules1.json"
    assert json.loads(path.read_text(encoding="utf-8"))["rules"] == 1
    rec = load_record(path)
    assert rec.rules == 1 and find_variant(vid).rules_version == 2
    assert rec.hands and rec.variant_id == vid  # it opens
    with pytest.raises(RecordError) as err:
        rec.verify()
    msg = err.value.reason
    assert "rules version 1" in msg and "version 2" in msg and "a rule has changed since" in msg
    assert "\n" not in msg

"""Translations of the settle window's labels, in the form of
``app/ui/i18n_catalog.py``: English source (as written in ``self.tr``) →
(简体, 繁體).  The translation contexts are the classes of ``window.py``
that call ``self.tr`` (``CONTEXTS``).

Until these entries are merged into the .qm files (add ``app/ui/settle/*.py``
to ``i18n_catalog.SOURCES`` and ``CATALOG.update(strings.CATALOG)``), the
window installs ``SettleTranslator``, a QTranslator that answers from this
table for its own context only; with the merged .qm files it changes nothing.
In English it answers with the source text, so the window can be English
while the rest of the program is Chinese.
"""

from __future__ import annotations

LANGS = ("zh_CN", "zh_TW")
# Qt's translation contexts (the class names lupdate sees for ``self.tr``)
CONTEXTS = frozenset({"SettleWindow", "LongSettlement", "ZiSettlement"})

# English -> (简体, 繁體)
CATALOG: dict[str, tuple[str, str]] = {
    " (in %1)": ("（在%1里）", "（在%1裡）"),
    " · table": (" · 桌上", " · 桌上"),
    " 胡头": (" 胡头", " 胡頭"),
    "%1 pays %2 %3 (%4)": ("%1 付 %2 %3（%4）", "%1 付 %2 %3（%4）"),
    "%1 · %2 息": ("%1 · %2 息", "%1 · %2 息"),
    "%1 · %2 胡": ("%1 · %2 胡", "%1 · %2 胡"),
    "%1 胡 · 圆: %2 · wins: %3": ("%1 胡 · 圆：%2 · 成：%3", "%1 胡 · 圓：%2 · 成：%3"),
    "+ Add group": ("＋ 添加牌组", "＋ 新增牌組"),
    "Arrangement": ("牌型", "牌型"),
    "Breakdown": ("明细", "明細"),
    "Card to win on (optional)": ("成的那张牌（可不填）", "成的那張牌（可不填）"),
    "Cards": ("牌", "牌"),
    "Clear": ("清空", "清空"),
    "Click a card to add it to %1; click a card below to take it out.": (
        "点牌加入%1；点下面的牌可以拿掉。", "點牌加入%1；點下面的牌可以拿掉。"),
    "Copied: %1": ("已复制：%1", "已複製：%1"),
    "Copy as yezi judge JSON": ("复制为 yezi judge 请求", "複製為 yezi judge 請求"),
    "The request this answer comes from, for yezi judge or a bug report": (
        "这个结果所依据的请求（JSON），可交给 yezi judge 或附在问题报告里",
        "這個結果所依據的請求（JSON），可交給 yezi judge 或附在問題報告裡"),
    "Discarder (包铳)": ("放炮的（包铳）", "放炮的（包铳）"),
    "Each loser pays %1 to %2.": ("每家输家付给%2 %1。", "每家輸家付給%2 %1。"),
    "Enter the cards: type them, or click the cards above.": (
        "输入牌：打字，或点上面的牌。", "輸入牌：打字，或點上面的牌。"),
    "Fill 庄 and 底 from the hand": ("按本手牌填庄和底", "按本手牌填莊和底"),
    "Fix the card marked in red to see the answer.": ("改正红字标出的牌才能算。", "改正紅字標出的牌才能算。"),
    "Hand (the cards held)": ("手牌", "手牌"),
    "Judge": ("算牌结果", "算牌結果"),
    "Language": ("语言", "語言"),
    "Net": ("输赢", "輸贏"),
    "No payment: the hand does not win.": ("不胡，不付钱。", "不胡，不付錢。"),
    "P%1": ("%1号", "%1號"),
    "Payments": ("付钱", "付錢"),
    "Payout scheme": ("算法", "算法"),
    "Player": ("玩家", "玩家"),
    "Settle a hand — Yezi": ("算牌 —— 叶子", "算牌 —— 葉子"),
    "Settlement: four players": ("四家结算", "四家結算"),
    "Table groups": ("桌上的牌组", "桌上的牌組"),
    "The judge cannot take this hand:": ("这手牌算不了：", "這手牌算不了："),
    "The discarder cannot be the winner.": ("放炮的不能是胡牌的人。", "放炮的不能是胡牌的人。"),
    "Variant": ("玩法", "玩法"),
    "Who pays whom": ("谁付谁", "誰付誰"),
    "Winner": ("胡牌的", "胡牌的"),
    "Winning card and where it came from": ("胡的那张牌和来路", "胡的那張牌和來路"),
    "The hand as dealt: 无对, 十对, 一对, 九对, or qidong's three 龙": (
        "起手的牌：无对、十对、一对、九对，或祁东的三龙", "起手的牌：無對、十對、一對、九對，或祁東的三龍"),
    "dealt hand": ("起手牌", "起手牌"),
    "tick 星儿 at the top to play with it": ("要用星儿请在上面勾选“星儿”", "要用星兒請在上面勾選「星兒」"),
    "a discard": ("别人打出", "別人打出"),
    "a single card": ("单张", "單張"),
    "another's draw": ("别人摸出", "別人摸出"),
    "cards of this group": ("这组的牌", "這組的牌"),
    "chi (吃)": ("吃", "吃"),
    "custom": ("自定", "自訂"),
    "e.g. 一二三 壹贰叁  or  x1 x2 x3 d1 d2 d3": ("例如 一二三 壹贰叁 或 x1 x2 x3 d1 d2 d3",
                                              "例如 一二三 壹貳參 或 x1 x2 x3 d1 d2 d3"),
    "e.g. 二万 三万 四万 千  or  2w 3w 4w qian": ("例如 二万 三万 四万 千 或 2w 3w 4w qian",
                                             "例如 二萬 三萬 四萬 千 或 2w 3w 4w qian"),
    "each loser pays %1; the winner gets %2": ("每家付 %1，胡家共得 %2", "每家付 %1，胡家共得 %2"),
    "extends the table run": ("接桌上的顺（顺圆）", "接桌上的順（順圓）"),
    "gang (杠)": ("杠", "槓"),
    "gang on the table 碰 (加杠)": ("碰上加杠", "碰上加槓"),
    "joins %1": ("并入%1", "併入%1"),
    "liu (溜)": ("溜", "溜"),
    "loose (not 圆)": ("散牌（不圆）", "散牌（不圓）"),
    "no": ("否", "否"),
    "nobody pays anyone": ("谁也不付谁", "誰也不付誰"),
    "one card, e.g. 十 or x10": ("一张牌，例如 十 或 x10", "一張牌，例如 十 或 x10"),
    "one card: the discard or flip you would win with": ("一张牌：要成的那张打出或翻出的牌",
                                                         "一張牌：要成的那張打出或翻出的牌"),
    "payment": ("付钱", "付錢"),
    "peng (碰)": ("碰", "碰"),
    "plain": ("平庄", "平莊"),
    "run": ("顺子", "順子"),
    "score": ("结算", "結算"),
    "self draw (自摸)": ("自摸", "自摸"),
    "spare 将": ("闲将", "閒將"),
    "table group %1": ("第 %1 组", "第 %1 組"),
    "tan (摊庄)": ("摊庄", "攤莊"),
    "the hand": ("手牌", "手牌"),
    "the winning card": ("胡的牌", "胡的牌"),
    "total 息": ("合计息", "合計息"),
    "wai (歪)": ("歪", "歪"),
    "waiting (听张)": ("听张", "聽張"),
    "waiting (听张): none": ("听张：无", "聽張：無"),
    "wins: %1 · %2 胡息 (at least %3)": ("胡：%1 · %2 胡息（最少 %3）", "胡：%1 · %2 胡息（最少 %3）"),
    "with %1 (taken as: %2)": ("成 %1（作%2）", "成 %1（作%2）"),
    "yes": ("是", "是"),
    "zhang (涨)": ("涨", "漲"),
    "买庄": ("买庄", "買莊"),
    "包铳: %1 discarded the winning card and pays %2 alone (three shares)": (
        "包铳：%1放炮，一家付三份 %2", "包铳：%1放炮，一家付三份 %2"),
    "包铳: the discarder pays %1 for all three": ("包铳：放炮的一家付三份 %1", "包铳：放炮的一家付三份 %1"),
    "名堂": ("名堂", "名堂"),
    "囤 × 番": ("囤 × 番", "囤 × 番"),
    "地胡": ("地胡", "地胡"),
    "坐牢": ("坐牢", "坐牢"),
    "大炮 vs 买庄": ("大炮对买庄", "大炮對買莊"),
    "大炮": ("大炮", "大炮"),
    "天胡": ("天胡", "天胡"),
    "对庄": ("对庄", "對莊"),
    "对炮": ("对炮", "對炮"),
    "庄 of this hand: %1": ("本手的庄：%1", "本手的莊：%1"),
    "庄 ×%1": ("庄 ×%1", "莊 ×%1"),
    "庄": ("庄", "莊"),
    "底": ("底", "底"),
    "报听": ("报听", "報聽"),
    "招儿": ("招儿", "招兒"),
    "星儿 (124 cards)": ("星儿（124 张）", "星兒（124 張）"),
    "海底 (last card)": ("海底（最后一张）", "海底（最後一張）"),
    "海捞 (last card)": ("海捞（最后一张）", "海撈（最後一張）"),
    "豪": ("豪", "豪"),
}

_translator = None


def _make_translator():
    from PySide6.QtCore import QTranslator

    class SettleTranslator(QTranslator):
        """Answers the settle window's strings from ``CATALOG`` (or the English source)."""

        def __init__(self, lang: str, parent=None):
            super().__init__(parent)
            self.lang = lang

        def isEmpty(self) -> bool:
            return False

        def translate(self, context, source, disambiguation=None, n=-1):
            if context not in CONTEXTS:
                return None
            if self.lang in LANGS and source in CATALOG:
                return CATALOG[source][LANGS.index(self.lang)]
            return source

    return SettleTranslator


def install(lang: str) -> None:
    """Make the settle window speak ``lang`` ("zh_CN", "zh_TW", "en").  The
    translator is (re)installed last, so Qt asks it first."""
    global _translator
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is None:
        return
    if _translator is not None:
        app.removeTranslator(_translator)
    _translator = _make_translator()(lang, app)
    app.installTranslator(_translator)


def translate(lang: str, source: str) -> str:
    """``source`` in ``lang`` (for tests and tools without Qt)."""
    if lang in LANGS and source in CATALOG:
        return CATALOG[source][LANGS.index(lang)]
    return source

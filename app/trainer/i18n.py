"""Trainer texts in Chinese and English."""

from __future__ import annotations

LANGS = {"zh": "简体中文", "zh_TW": "繁體中文", "en": "English"}

# Simplified → traditional for the characters the trainer shows (its texts, the card
# names and figures).  Characters written alike in both scripts are not listed.
_TRAD_PAIRS = (
    "万萬 与與 两兩 个個 为為 乌烏 习習 儿兒 刘劉 叶葉 号號 吕呂 图圖 圆圓 头頭 孙孫 宝寶 宾賓 对對 "
    "寿壽 将將 属屬 应應 张張 录錄 数數 无無 时時 杠槓 条條 标標 桥橋 汉漢 点點 猪豬 画畫 确確 禄祿 "
    "离離 练練 组組 绑綁 统統 综綜 胜勝 蓝藍 认認 记記 许許 谁誰 财財 贰貳 过過 还還 这這 进進 选選 "
    "钟鍾 钱錢 铁鐵 错錯 键鍵 长長 间間 阳陽 陆陸 韩韓 项項 题題 饼餅 龟龜 红紅 国國 计計 复複 写寫 "
    "几幾 瑶瑤 兴興 么麼 们們 说說 问問 会會 门門 开開 关關 语語 体體 简簡 设設 显顯 换換 择擇 据據 "
    "难難 给給 听聽 觉覺 级級 经經 总總 边邊 块塊 种種 该該 样樣 发發 后後 里裡 读讀 时時 级級 热熱 "
    "叁參 从從 识識 网網 页頁 杂雜 称稱 没沒 这這 还還 现現 实實 际際 样樣 请請 输輸 赢贏 剩剩 帮幫 觉覺 习習 于於"
)
TRAD = {pair[0]: pair[1] for pair in _TRAD_PAIRS.split()}


def to_traditional(text: str) -> str:
    return "".join(TRAD.get(c, c) for c in text)

TEXT = {
    "window_title": ("认牌练习 · 叶子", "Card trainer · Yezi"),
    "mode": ("练习：", "Drill:"),
    "practice": ("练习", "Practice"),
    "statistics": ("统计", "Statistics"),
    "hint_keys": ("点选答案，或按数字键 1–4", "Click an answer or press 1–4"),
    "right": ("✓ 答对了！", "✓ Right!"),
    "wrong": ("✗ 答错了。", "✗ Not quite."),
    "score": ("本次答对 {right}/{asked} · 已熟记 {learned}/{total} 张",
              "This session {right}/{asked} right · learned {learned} of {total}"),
    "chart_title": ("{mode}：每张牌的正确率与反应时间", "{mode}: accuracy and response time per card"),
    "accuracy": ("正确率", "Accuracy"),
    "seconds": ("平均用时（秒）", "Mean time (s)"),
    "weakest": ("最需要练的牌：{cards}", "Cards to practise most: {cards}"),
    "all_right": ("答过的牌全部答对了。", "Every card asked so far was answered right."),
    "no_stats": ("这一项还没有答题记录。先练几题吧。", "No answers in this drill yet — practise a few first."),
    "study": ("识牌表", "All cards"),
    "suit_t": ("筒子（柄）：几何图形加黑色圆形", "Tong (coins): numeral with a black disc"),
    "suit_s": ("索子（条）：几何图形加杠", "Suo (strings): numeral with a bar"),
    "suit_w": ("万子：基本的几何图形", "Wan (myriads): the bare numeral"),
    "honours": ("千、空瑶、押子、星儿", "Qian, Kongyao, Yazi, Xing'er"),
    "zi_small": ("字牌小字：一至十（二七十红）", "字牌 small: 一 to 十 (2, 7, 10 red)"),
    "zi_big": ("字牌大字：壹至拾（贰柒拾红）", "字牌 big: 壹 to 拾 (2, 7, 10 red)"),
    "reset": ("重新开始这一项", "Start this drill afresh"),
    "reset_ask": ("清除“{mode}”的全部答题记录，从头开始？", "Forget every answer in “{mode}” and start afresh?"),
    "save_failed": ("进度无法保存：{error}", "Progress could not be saved: {error}"),
}


def chinese(lang: str, zh: str) -> str:
    """A simplified-Chinese text in the script of ``lang`` ("zh" or "zh_TW")."""
    return to_traditional(zh) if lang == "zh_TW" else zh


def tr(lang: str, key: str, **kw) -> str:
    zh, en = TEXT[key]
    text = en if lang == "en" else chinese(lang, zh)
    return text.format(**kw) if kw else text

"""Trainer texts in Chinese and English."""

from __future__ import annotations

LANGS = {"zh": "中文", "en": "English"}

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
    "save_failed": ("进度无法保存：{error}", "Progress could not be saved: {error}"),
}


def tr(lang: str, key: str, **kw) -> str:
    zh, en = TEXT[key]
    text = en if lang == "en" else zh
    return text.format(**kw) if kw else text

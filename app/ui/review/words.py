"""The words of the review, coach and puzzle windows, in 简体, 繁體 and English."""

from __future__ import annotations

from app.engine.messages import lang_index

WORDS: dict[str, tuple[str, str, str]] = {
    "review": ("复盘", "復盤", "Review"),
    "review_title": ("复盘：第{hand}局，{seat}", "復盤：第{hand}局，{seat}", "Review: hand {hand}, {seat}"),
    "reviewing": ("电脑（难）正在复盘：{done}/{total}", "電腦（難）正在復盤：{done}/{total}",
                  "the hard computer is reviewing: {done}/{total}"),
    "score": ("{good}/{n} 个决定接近最好（{share}），其余平均损失 {rest}",
              "{good}/{n} 個決定接近最好（{share}），其餘平均損失 {rest}",
              "{good} of {n} decisions close to the best ({share}); the rest cost {rest} on average"),
    "no_decisions": ("这一局没有要选择的决定", "這一局沒有要選擇的決定", "no decision to review in this hand"),
    "col.step": ("步", "步", "Step"),
    "col.chosen": ("你的选择", "你的選擇", "Your choice"),
    "col.best": ("电脑（难）的选择", "電腦（難）的選擇", "Hard computer's choice"),
    "col.cost": ("损失", "損失", "Cost"),
    "col.why": ("说明", "說明", "Why"),
    "same": ("同", "同", "same"),
    "only_costly": ("只看代价大的决定", "只看代價大的決定", "Costly decisions only"),
    "close": ("关闭", "關閉", "Close"),
    "failed": ("复盘没有完成：{why}", "復盤沒有完成：{why}", "the review could not be finished: {why}"),
    "seat": ("{n}号", "{n}號", "seat {n}"),
    # the coach's mark at the table
    "coach_wait": ("教练在看…", "教練在看…", "coach is looking…"),
    "coach_agree": ("○ 电脑（难）也这么打", "○ 電腦（難）也這麼打", "○ hard agrees"),
    "coach_close": ("△ 和电脑（难）的选择差不多", "△ 和電腦（難）的選擇差不多", "△ about as good as hard's choice"),
    "coach_differ": ("× 电脑（难）会选：{best}", "× 電腦（難）會選：{best}", "× hard would play: {best}"),
    "coach_setting": ("教练：每次决定后显示电脑（难）是否同意", "教練：每次決定後顯示電腦（難）是否同意",
                      "Coach: after each decision, show whether the hard computer agrees"),
    # puzzles
    "puzzles": ("练习题", "練習題", "Puzzles"),
    "puzzle_title": ("练习题 {id}（{variant}，{grade}）", "練習題 {id}（{variant}，{grade}）",
                     "Puzzle {id} ({variant}, {grade})"),
    "puzzle_ask": ("你是{seat}，你会怎么做？", "你是{seat}，你會怎麼做？", "You are {seat}. What would you do?"),
    "family": ("牌类", "牌類", "Cards"),
    "grade": ("难度", "難度", "Grade"),
    "all": ("全部", "全部", "All"),
    "next": ("下一题", "下一題", "Next puzzle"),
    "prev": ("上一题", "上一題", "Previous"),
    "your_hand": ("你的手牌", "你的手牌", "Your hand"),
    "table_of": ("{seat}的桌面", "{seat}的桌面", "{seat}'s table"),
    "thrown_by": ("{seat}打过", "{seat}打過", "thrown by {seat}"),
    "in_play": ("场上的牌：{card}（{seat}）", "場上的牌：{card}（{seat}）", "card in play: {card} (from {seat})"),
    "stock": ("底牌还有 {n} 张", "底牌還有 {n} 張", "{n} cards left in the stock"),
    "longcard": ("长牌", "長牌", "Long cards"),
    "zipai": ("字牌", "字牌", "字牌 (zipai)"),
    "easy": ("易", "易", "easy"),
    "medium": ("中", "中", "medium"),
    "hard": ("难", "難", "hard"),
    "solved": ("已答对 {n}/{total}", "已答對 {n}/{total}", "solved {n} of {total}"),
}


def word(key: str, lang: str | None, **params) -> str:
    text = WORDS[key][lang_index(lang)]
    return text.format(**params) if params else text

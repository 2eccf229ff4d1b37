"""Translations of the table's UI strings (source: English, as written in
``self.tr``) into 简体中文 and 繁體中文, and the tool that turns them into
Qt's files:

    python -m app.ui.i18n_catalog

runs ``pyside6-lupdate`` over the UI sources (so every ``tr`` string is in the
.ts files with its context), fills in the translations below, and compiles
``resources/i18n/yezi_<lang>.qm`` with ``pyside6-lrelease``.  A string missing
here stays untranslated (English) and is reported.
"""

from __future__ import annotations

from pathlib import Path

# ``say`` and ``CATALOG`` are read before the game window's first frame (its menus): the tool's
# modules (subprocess, xml.etree) are imported by the tool, ``fill`` and ``build``, not here.

LANGS = ("zh_CN", "zh_TW")

# English -> (简体, 繁體)
CATALOG: dict[str, tuple[str, str]] = {
    "%1 cards": ("%1 张", "%1 張"),
    "wei (偎)": ("偎", "偎"),
    "Choose a game…": ("选择玩法…", "選擇玩法…"),
    "Welcome to Yezi": ("欢迎来到叶子", "歡迎來到葉子"),
    "Choose a game. Everything here can be changed later in the settings.": (
        "选一种玩法。这里的一切以后都可以在设置里改。", "選一種玩法。這裡的一切以後都可以在設定裡改。"),
    "Which game": ("玩法", "玩法"),
    "Computer players": ("电脑对手", "電腦對手"),
    "Scoring and house rules": ("算法和台规", "算法和台規"),
    "Rules of this game…": ("这种玩法的规则…", "這種玩法的規則…"),
    "Learn the cards (trainer)…": ("认牌练习…", "認牌練習…"),
    "Start": ("开始", "開始"),
    "%1 hands": ("%1 局", "%1 局"),
    "New game": ("新游戏", "新遊戲"),
    "A game is in progress. Put it away and start another? (It is kept in the history.)": (
        "这局还没打完。先放下它、开始另一局吗？（它会留在历史记录里。）",
        "這局還沒打完。先放下它、開始另一局嗎？（它會留在歷史記錄裡。）"),
    "Enter": ("回车", "Enter"),
    "Press Space or Enter.": ("按空格或回车。", "按空白鍵或 Enter。"),
    "This is the only move the rules allow now.": ("按规矩现在只能这样走。", "按規矩現在只能這樣走。"),
    "Buy 庄 (买庄): pay to count as 庄 this hand — you win and lose more against the others. Pass (Space) declines.": (
        "买庄：这一局算作庄，输赢都比别家大。不买就按“过”（空格）。",
        "買莊：這一局算作莊，輸贏都比別家大。不買就按「過」（空白鍵）。"),
    "Discards of %1": ("%1打出的牌", "%1打出的牌"),
    "Your discards": ("你打出的牌", "你打出的牌"),
    "The computer's player made no legal choice; a simple move was taken for it.": (
        "电脑没有走出合规的一步，替它走了一步简单的。", "電腦沒有走出合規的一步，替它走了一步簡單的。"),
    "The game could not be saved automatically: %1": ("这局没能自动保存：%1", "這局沒能自動儲存：%1"),
    "%1 (%2)": ("%1（%2）", "%1（%2）"),
    "%1 (computer)": ("%1（电脑）", "%1（電腦）"),
    "%1 is thinking…": ("%1 正在思考…", "%1 正在思考…"),
    "%1 picked: click it again or press Enter to discard it": ("已选 %1：再点一次或按回车打出", "已選 %1：再點一次或按 Enter 打出"),
    "%1 to act": ("轮到 %1", "輪到 %1"),
    "%1 wins": ("%1 胡了", "%1 胡了"),
    "You win": ("你胡了", "你胡了"),
    "Everyone's hand": ("各家的牌", "各家的牌"),
    "%1 · hand %2": ("%1 · 第 %2 局", "%1 · 第 %2 局"),
    "&Game": ("游戏(&G)", "遊戲(&G)"),
    "&Help": ("帮助(&H)", "說明(&H)"),
    "&New game": ("新游戏(&N)", "新遊戲(&N)"),
    "&Open…": ("打开(&O)…", "開啟(&O)…"),
    "&Quit": ("退出(&Q)", "結束(&Q)"),
    "&Replays": ("复盘(&R)", "復盤(&R)"),
    "&Settings": ("设置(&S)", "設定(&S)"),
    "&Learn": ("学牌(&L)", "學牌(&L)"),
    "Lessons…": ("学牌课程…", "學牌課程…"),
    "(none)": ("（无）", "（無）"),
    "About Yezi": ("关于叶子", "關於葉子"),
    "Across (对家)": ("对家", "對家"),
    "An unfinished game of %1 was found. Resume it?": ("有一局未打完的%1，要接着打吗？", "有一局未打完的%1，要接著打嗎？"),
    "All data": ("全部数据", "全部資料"),
    "Animation": ("动画", "動畫"),
    "Appearance": ("外观", "外觀"),
    "Breakdown": ("明细", "明細"),
    "Built-in art": ("内置牌面", "內建牌面"),
    "Card theme": ("牌面主题", "牌面主題"),
    "Card-recognition trainer": ("认牌练习", "認牌練習"),
    "Click a card to pick it, click it again (or press Enter) to discard it; or drag it up onto the table. "
    "Drag a card sideways within your hand to rearrange it; S sorts the hand.\n\n"
    "What you may do besides discarding appears as buttons under the table: press the number shown, "
    "or the letter (%1).\n\n"
    "Left/Right pick a card with the keyboard; ? shows a hint; F1 opens the rules.": (
        "点一张牌选中它，再点一次（或按回车）打出；也可以把牌拖到桌面上打出。"
        "在手牌里左右拖动可以调整顺序；按 S 理牌。\n\n"
        "打牌以外能做的（吃、碰、胡、过……）显示为桌面下方的按钮：按按钮上的数字，"
        "或字母（%1）。\n\n"
        "方向键左右用键盘选牌；? 显示提示；F1 打开规则。",
        "點一張牌選中它，再點一次（或按 Enter）打出；也可以把牌拖到桌面上打出。"
        "在手牌裡左右拖動可以調整順序；按 S 理牌。\n\n"
        "打牌以外能做的（吃、碰、胡、過……）顯示為桌面下方的按鈕：按按鈕上的數字，"
        "或字母（%1）。\n\n"
        "方向鍵左右用鍵盤選牌；? 顯示提示；F1 開啟規則。"),
    "Computer thinking delay": ("电脑思考时间", "電腦思考時間"),
    "Could not save the settings: %1": ("无法保存设置：%1", "無法儲存設定：%1"),
    "Dealer": ("庄", "莊"),
    "Discard with a single click": ("单击即打出", "單擊即打出"),
    "Fast": ("快", "快"),
    "Game": ("游戏", "遊戲"),
    "Hand %1": ("第 %1 局", "第 %1 局"),
    "Hand over": ("本局结束", "本局結束"),
    "Hand result": ("本局结果", "本局結果"),
    "Hint": ("提示", "提示"),
    "&Take back a move": ("悔一步(&T)", "悔一步(&T)"),
    "Allow taking back a move (Ctrl+Z)": ("允许悔牌（Ctrl+Z）", "允許悔牌（Ctrl+Z）"),
    "Taking back is turned off in the settings.": ("设置里已关掉悔牌。", "設定裡已關掉悔牌。"),
    "Wait for your turn to take back.": ("轮到你时才能悔牌。", "輪到你時才能悔牌。"),
    "Nothing to take back in this hand.": ("这一局还没有可以悔的牌。", "這一局還沒有可以悔的牌。"),
    "Your last move was taken back; the record notes it.": ("已悔回你的上一步；牌局记录会注明。",
                                                             "已悔回你的上一步；牌局記錄會註明。"),
    "The player took back %1 moves in this hand.": ("这一局玩家悔了 %1 步。", "這一局玩家悔了 %1 步。"),
    "The player took back a move in this hand.": ("这一局玩家悔了 1 步。", "這一局玩家悔了 1 步。"),
    "Hands with a move taken back: %1": ("有悔牌的局数：%1", "有悔牌的局數：%1"),
    "Hint (?)": ("提示 (?)", "提示 (?)"),
    "House rules and scoring of the chosen variant (take effect in the next game).":
        ("所选玩法的规矩和算分（下一局游戏起生效）。", "所選玩法的規矩和算分（下一局遊戲起生效）。"),
    "How to play at this table": ("怎样在牌桌上出牌", "怎樣在牌桌上出牌"),
    "It is not your turn.": ("还没轮到你。", "還沒輪到你。"),
    "Item": ("项目", "項目"),
    "Language": ("语言", "語言"),
    "Left (上家)": ("上家", "上家"),
    "Match": ("牌局", "牌局"),
    "Match ledger": ("总账", "總賬"),
    "Match total": ("累计", "累計"),
    "Next hand": ("下一局", "下一局"),
    "Next hand (N)": ("下一局 (N)", "下一局 (N)"),
    "Result (R)": ("本局结果 (R)", "本局結果 (R)"),
    "No hint right now.": ("现在没有提示。", "現在沒有提示。"),
    "No game is running.": ("现在没有牌局。", "現在沒有牌局。"),
    "No rules text for this variant yet.": ("这个玩法还没有规则说明。", "這個玩法還沒有規則說明。"),
    "No winner (%1)": ("无人胡牌（%1）", "無人胡牌（%1）"),
    "Normal": ("正常", "正常"),
    "Off": ("关", "關"),
    "Open": ("打开", "開啟"),
    "Open a saved game": ("打开存档", "開啟存檔"),
    "Recent games": ("最近的牌局", "最近的牌局"),
    "Replay": ("复盘", "復盤"),
    "Replay a saved game": ("复盘存档", "復盤存檔"),
    "Replay a saved game…": ("复盘存档…", "復盤存檔…"),
    "Replay this game": ("复盘这一局", "復盤這一局"),
    "Resume": ("继续", "繼續"),
    "Right (下家)": ("下家", "下家"),
    "Rules": ("规则", "規則"),
    "Rules of this variant": ("本玩法规则", "本玩法規則"),
    "Save": ("保存", "儲存"),
    "Save &as…": ("另存为(&A)…", "另存為(&A)…"),
    "Save the game": ("保存牌局", "儲存牌局"),
    "Saved to %1": ("已保存到 %1", "已儲存到 %1"),
    "Seat %1": ("%1 号", "%1 號"),
    "Seat %1 (computer)": ("%1 号（电脑）", "%1 號（電腦）"),
    "Settings": ("设置", "設定"),
    "Settle a real table's hand…": ("给真牌桌算账…", "給真牌桌算賬…"),
    "Settings…": ("设置…", "設定…"),
    "Slow": ("慢", "慢"),
    "Sort (S)": ("理牌 (S)", "理牌 (S)"),
    "Space": ("空格", "空白鍵"),
    "Start a new game with the new settings now?": ("现在用新设置开始新游戏吗？", "現在用新設定開始新遊戲嗎？"),
    "Statistics": ("统计", "統計"),
    "Stock: %1": ("底牌 %1 张", "底牌 %1 張"),
    "Suggested: %1": ("建议：%1", "建議：%1"),
    "Enter takes it": ("按回车就选它", "按 Enter 就選它"),
    "The hand is over.": ("这一局已经结束。", "這一局已經結束。"),
    "Thinking about a hint…": ("正在想提示…", "正在想提示…"),
    "This hand": ("本局", "本局"),
    "This part of Yezi is not available in this build.": ("这个版本没有这部分功能。", "這個版本沒有這部分功能。"),
    "This variant has no settings.": ("这个玩法没有可设置的项目。", "這個玩法沒有可設定的項目。"),
    "Total": ("合计", "合計"),
    "Value": ("值", "值"),
    "Variant": ("玩法", "玩法"),
    "Version %1": ("版本 %1", "版本 %1"),
    "Waiting for %1": ("等 %1", "等 %1"),
    "Yezi games (*.json)": ("叶子牌局 (*.json)", "葉子牌局 (*.json)"),
    "Yezi 叶子 — the long-card game 八胡头 (海门, 吕四) and the 字牌 games (外胡子, 益阳歪胡子, "
    "祁东恰胡子) against the computer.": (
        "叶子 —— 和电脑打长牌八胡头（海门、吕四）和字牌（外胡子、益阳歪胡子、祁东恰胡子）。",
        "葉子 —— 和電腦打長牌八胡頭（海門、呂四）和字牌（外胡子、益陽歪胡子、祁東恰胡子）。"),
    "You": ("你", "你"),
    "Your choice:": ("请选择：", "請選擇："),
    "Your turn: discard a card": ("轮到你：打一张牌", "輪到你：打一張牌"),
    "Your turn: discard or": ("轮到你：打牌，或", "輪到你：打牌，或"),
    "discarded": ("打出", "打出"),
    "drew": ("摸出", "摸出"),
    "the hand is complete": ("牌已圆", "牌已圓"),
    "turned up": ("翻出", "翻出"),
    "waiting for %1": ("听：%1", "聽：%1"),
    # ---- the settle window (app/ui/settle/window.py)
    ' (in %1)': ('（在%1里）', '（在%1裡）'),
    ' · table': (' · 桌上', ' · 桌上'),
    ' 胡头': (' 胡头', ' 胡頭'),
    '%1 pays %2 %3 (%4)': ('%1 付 %2 %3（%4）', '%1 付 %2 %3（%4）'),
    '%1 · %2 息': ('%1 · %2 息', '%1 · %2 息'),
    '%1 · %2 胡': ('%1 · %2 胡', '%1 · %2 胡'),
    '%1 胡 · 圆: %2 · wins: %3': ('%1 胡 · 圆：%2 · 成：%3', '%1 胡 · 圓：%2 · 成：%3'),
    '+ Add group': ('＋ 添加牌组', '＋ 新增牌組'),
    'Arrangement': ('牌型', '牌型'),
    'Card to win on (optional)': ('成的那张牌（可不填）', '成的那張牌（可不填）'),
    'Cards': ('牌', '牌'),
    'Clear': ('清空', '清空'),
    'Click a card to add it to %1; click a card below to take it out.': ('点牌加入%1；点下面的牌可以拿掉。', '點牌加入%1；點下面的牌可以拿掉。'),
    'Copied: %1': ('已复制：%1', '已複製：%1'),
    'Copy JSON': ('复制 JSON', '複製 JSON'),
    'The request this answer comes from, for yezi judge or a bug report': ('这个结果所依据的请求（JSON），可交给 yezi judge 或附在问题报告里', '這個結果所依據的請求（JSON），可交給 yezi judge 或附在問題報告裡'),
    'Discarder (包铳)': ('放炮的（包铳）', '放炮的（包銃）'),
    'Each loser pays %1 to %2.': ('每家输家付给%2 %1。', '每家輸家付給%2 %1。'),
    'Enter the cards: type them, or click the cards above.': ('输入牌：打字，或点上面的牌。', '輸入牌：打字，或點上面的牌。'),
    'Fill 庄 and 底 from the hand': ('按本手牌填庄和底', '按本手牌填莊和底'),
    "Whose hand the cards above are: the button fills that player's 庄 and 底":
        ('上面这手牌是谁的：按钮把这家的庄和底填好', '上面這手牌是誰的：按鈕把這家的莊和底填好'),
    'Fix the card marked in red to see the answer.': ('改正红字标出的牌才能算。', '改正紅字標出的牌才能算。'),
    'Hand (the cards held)': ('手牌', '手牌'),
    'Judge': ('算牌结果', '算牌結果'),
    'Net': ('输赢', '輸贏'),
    'No payment: the hand does not win.': ('不胡，不付钱。', '不胡，不付錢。'),
    'P%1': ('%1号', '%1號'),
    'Payments': ('付钱', '付錢'),
    'Payout scheme': ('算法', '算法'),
    'Player': ('玩家', '玩家'),
    'Settle a hand — Yezi': ('算牌 —— 叶子', '算牌 —— 葉子'),
    'Settlement: four players': ('四家结算', '四家結算'),
    'Table groups': ('桌上的牌组', '桌上的牌組'),
    'The judge cannot take this hand:': ('这手牌算不了：', '這手牌算不了：'),
    'The discarder cannot be the winner.': ('放炮的不能是胡牌的人。', '放炮的不能是胡牌的人。'),
    'Who pays whom': ('谁付谁', '誰付誰'),
    'Winner': ('胡牌的', '胡牌的'),
    'Winning card and where it came from': ('胡的那张牌和来路', '胡的那張牌和來路'),
    "The hand as dealt: 无对, 十对, 一对, 九对, or qidong's three 龙": ('起手的牌：无对、十对、一对、九对，或祁东的三龙', '起手的牌：無對、十對、一對、九對，或祁東的三龍'),
    'dealt hand': ('起手牌', '起手牌'),
    'a discard': ('别人打出', '別人打出'),
    'a single card': ('单张', '單張'),
    "another's draw": ('别人摸出', '別人摸出'),
    'cards of this group': ('这组的牌', '這組的牌'),
    'chi (吃)': ('吃', '吃'),
    'custom': ('自定', '自訂'),
    'e.g. 一二三 壹贰叁  or  x1 x2 x3 d1 d2 d3': ('例如 一二三 壹贰叁 或 x1 x2 x3 d1 d2 d3', '例如 一二三 壹貳參 或 x1 x2 x3 d1 d2 d3'),
    'e.g. 二万 三万 四万 千  or  2w 3w 4w qian': ('例如 二万 三万 四万 千 或 2w 3w 4w qian', '例如 二萬 三萬 四萬 千 或 2w 3w 4w qian'),
    'each loser pays %1; the winner gets %2': ('每家付 %1，胡家共得 %2', '每家付 %1，胡家共得 %2'),
    'extends the table run': ('接桌上的顺（顺圆）', '接桌上的順（順圓）'),
    'gang (杠)': ('杠', '槓'),
    'joins %1': ('并入%1', '併入%1'),
    'liu (溜)': ('溜', '溜'),
    'loose (not 圆)': ('散牌（不圆）', '散牌（不圓）'),
    'no': ('否', '否'),
    'nobody pays anyone': ('谁也不付谁', '誰也不付誰'),
    'one card, e.g. 十 or x10': ('一张牌，例如 十 或 x10', '一張牌，例如 十 或 x10'),
    'one card: the discard or flip you would win with': ('一张牌：要成的那张打出或翻出的牌', '一張牌：要成的那張打出或翻出的牌'),
    'payment': ('付钱', '付錢'),
    'peng (碰)': ('碰', '碰'),
    'run': ('顺子', '順子'),
    'score': ('结算', '結算'),
    'self draw (自摸)': ('自摸', '自摸'),
    'spare 将': ('闲将', '閒將'),
    'table group %1': ('第 %1 组', '第 %1 組'),
    'tan (摊庄)': ('摊庄', '攤莊'),
    'the hand': ('手牌', '手牌'),
    'the winning card': ('胡的牌', '胡的牌'),
    'total 息': ('合计息', '合計息'),
    'wai (歪)': ('歪', '歪'),
    'waiting (听张)': ('听张', '聽張'),
    'waiting (听张): none': ('听张：无', '聽張：無'),
    'wins: %1 · %2 胡息 (at least %3)': ('胡：%1 · %2 胡息（最少 %3）', '胡：%1 · %2 胡息（最少 %3）'),
    'wins: %1 · a dealt-hand win, no 胡息 needed': ('胡：%1 · 起手胡，不论胡息', '胡：%1 · 起手胡，不論胡息'),
    'with %1 (taken as: %2)': ('成 %1（作%2）', '成 %1（作%2）'),
    'yes': ('是', '是'),
    'zhang (涨)': ('涨', '漲'),
    '买庄': ('买庄', '買莊'),
    '包铳: %1 discarded the winning card and pays %2 alone (three shares)': ('包铳：%1放炮，一家付三份 %2', '包銃：%1放炮，一家付三份 %2'),
    '包铳: the discarder pays %1 for all three': ('包铳：放炮的一家付三份 %1', '包銃：放炮的一家付三份 %1'),
    '名堂': ('名堂', '名堂'),
    '囤 × 番': ('囤 × 番', '囤 × 番'),
    '地胡': ('地胡', '地胡'),
    '坐牢': ('坐牢', '坐牢'),
    '大炮': ('大炮', '大炮'),
    '天胡': ('天胡', '天胡'),
    '对庄': ('对庄', '對莊'),
    '对炮': ('对炮', '對炮'),
    '庄 of this hand: %1': ('本手的庄：%1', '本手的莊：%1'),
    '庄 ×%1': ('庄 ×%1', '莊 ×%1'),
    '庄': ('庄', '莊'),
    '底': ('底', '底'),
    '包庄': ('包庄', '包莊'),
    # (strings of the hostile-input work, translated when the catalogs were regenerated)
    'Autosave': ('自动保存', '自動儲存'),
    'Autosave is off: %1. You can play, but the game is not kept.': (
        '自动保存已关闭：%1。可以照常玩，但这局不会保存。', '自動儲存已關閉：%1。可以照常玩，但這局不會儲存。'),
    'The game could not be kept in the history: %1': ('这局没能记入历史：%1', '這局沒能記入歷史：%1'),
    'The game could not be saved automatically: %1. Play goes on; Yezi tries again after every move.': (
        '这局没能自动保存：%1。游戏继续；每走一步 Yezi 都会再试。', '這局沒能自動儲存：%1。遊戲繼續；每走一步 Yezi 都會再試。'),
    'Autosave works again.': ('自动保存恢复了。', '自動儲存恢復了。'),
    'Another running Yezi is playing an unfinished game; it is left to that copy.': (
        '另一个正在运行的 Yezi 在玩一局没打完的牌，这局留给它。', '另一個正在執行的 Yezi 在玩一局沒打完的牌，這局留給它。'),
    'The game file was repaired: %1': ('牌局文件已修复：%1', '牌局檔案已修復：%1'),
    'That is the game in play.': ('这就是正在玩的这一局。', '這就是正在玩的這一局。'),
    '抓多抓少': ('抓多抓少', '抓多抓少'),
    "a jailed player's 庄 count (牢里的庄头算)": ('牢里的庄头算', '牢裡的莊頭算'),
    '抓多抓少: the 头家 was not dealt 26 cards — jailed (坐牢) from this hand': (
        '抓多抓少：头家抓的不是 26 张——从本局起坐牢', '抓多抓少：頭家抓的不是 26 張——從本局起坐牢'),
    'beside its 碰 (圆)': ('挨着碰（圆）', '挨著碰（圓）'),
    '报听': ('报听', '報聽'),
    '招儿': ('招儿', '招兒'),
    '星儿 (124 cards)': ('星儿（124 张）', '星兒（124 張）'),
    '海底 (last card)': ('海底（最后一张）', '海底（最後一張）'),
    '海捞 (last card)': ('海捞（最后一张）', '海撈（最後一張）'),
    '豪': ('豪', '豪'),
    # the settle window: a hand saved to a file, one card a click (issue 12 item 2, issue 13)
    'Save…': ('保存…', '儲存…'),
    'Open…': ('打开…', '開啟…'),
    "Save this hand to a file: the cards, groups and flags and the judge's answer":
        ('把这手牌存成文件：牌、牌组、选项和算牌结果', '把這手牌存成檔案：牌、牌組、選項和算牌結果'),
    'Open a saved hand and judge it again': ('打开存下的一手牌，再算一遍', '開啟存下的一手牌，再算一遍'),
    'Save the hand': ('保存这手牌', '儲存這手牌'),
    'Open a hand': ('打开一手牌', '開啟一手牌'),
    'Saved hands (*.json)': ('存下的牌 (*.json)', '存下的牌 (*.json)'),
    'The hand could not be saved as %1.': ('这手牌没能保存为 %1。', '這手牌沒能儲存為 %1。'),
    'Saved as %1.': ('已保存为 %1。', '已儲存為 %1。'),
    '%1 cannot be opened: %2': ('%1 打不开：%2', '%1 無法開啟：%2'),
    'Opened %1: the judge gives the same answer.': ('已打开 %1：算牌结果和保存时一样。', '已開啟 %1：算牌結果和儲存時一樣。'),
    'Opened %1: the judge now answers differently — the rules changed (version %2, now %3).':
        ('已打开 %1：现在算出的结果不一样了——规则改过（保存时第 %2 版，现在第 %3 版）。',
         '已開啟 %1：現在算出的結果不一樣了——規則改過（儲存時第 %2 版，現在第 %3 版）。'),
    'Opened %1: the judge now answers differently.': ('已打开 %1：现在算出的结果不一样了。', '已開啟 %1：現在算出的結果不一樣了。'),
    'it cannot be read': ('读不出来', '讀不出來'),
    # why the settings file could not be read (app/ui/settings.py WHY_UNREADABLE)
    'it is damaged': ('文件损坏了', '檔案損壞了'),
    'it is not text': ('不是文字文件', '不是文字檔'),
    'it is far larger than a settings file': ('文件太大，不是设置文件', '檔案太大，不是設定檔'),
    'it is not a Yezi settings file': ('不是叶子的设置文件', '不是葉子的設定檔'),
    'the system would not let it be read': ('系统不让读取', '系統不讓讀取'),
    'it is too large to be a saved hand': ('文件太大，不是存下的牌', '檔案太大，不是存下的牌'),
    'it is not JSON': ('不是 JSON 文件', '不是 JSON 檔案'),
    'it is not a hand saved by Yezi': ('不是叶子存下的牌', '不是葉子存下的牌'),
    'it is damaged (its check does not match)': ('文件损坏了（校验不符）', '檔案損壞了（校驗不符）'),
    'its field %1 is wrong': ('其中的“%1”一项不对', '其中的「%1」一項不對'),
    'its game %1 is unknown': ('不认识其中的玩法 %1', '不認識其中的玩法 %1'),
    'This group is whole (%1 cards).': ('这组已经齐了（%1 张）。', '這組已經齊了（%1 張）。'),
    'e.g. %1  or  %2': ('例如 %1 或 %2', '例如 %1 或 %2'),
    'one card, e.g. %1': ('一张牌，例如 %1', '一張牌，例如 %1'),
    '“%1” is not a card of this game': ('“%1”不是这个玩法的牌', '「%1」不是這個玩法的牌'),
    # ---- the replay viewer and the statistics (app/ui/replay/)
    'Computer (%1)': ('电脑（%1）', '電腦（%1）'),
    'Replay — %1': ('复盘 — %1', '復盤 — %1'),
    '←/→ step  Home/End start/end of hand  PgUp/PgDn previous/next hand  Space play/pause': ('←/→ 一步  Home/End 本局首尾  PgUp/PgDn 上/下一局  空格 播放/暂停', '←/→ 一步  Home/End 本局首尾  PgUp/PgDn 上/下一局  空白鍵 播放/暫停'),
    'Replay incomplete': ('复盘不完整', '復盤不完整'),
    '◀◀ Previous hand': ('◀◀ 上一局', '◀◀ 上一局'),
    'Previous hand (PgUp)': ('上一局 (PgUp)', '上一局 (PgUp)'),
    'Start of hand (Home)': ('本局开始 (Home)', '本局開始 (Home)'),
    'Step back (←)': ('后退一步 (←)', '後退一步 (←)'),
    '▶ Play': ('▶ 播放', '▶ 播放'),
    '‖ Pause': ('‖ 暂停', '‖ 暫停'),
    'Play/pause (Space)': ('播放/暂停（空格）', '播放/暫停（空白鍵）'),
    'Step forward (→)': ('前进一步 (→)', '前進一步 (→)'),
    'End of hand (End)': ('本局结束 (End)', '本局結束 (End)'),
    'Next hand ▶▶': ('下一局 ▶▶', '下一局 ▶▶'),
    'Next hand (PgDown)': ('下一局 (PgDown)', '下一局 (PgDown)'),
    ' Hand ': (' 局 ', ' 局 '),
    ' Step ': (' 步 ', ' 步 '),
    ' Speed ': (' 速度 ', ' 速度 '),
    ' View ': (' 视角 ', ' 視角 '),
    'All hands': ('全部明牌', '全部明牌'),
    'Scoring': ('计分', '計分'),
    '&File': ('文件(&F)', '檔案(&F)'),
    'Open a game…': ('打开对局…', '開啟對局…'),
    'Save the game as…': ('另存对局…', '另存對局…'),
    'Close': ('关闭', '關閉'),
    'The deal': ('开局 · 发牌', '開局 · 發牌'),
    'played at %1': ('时间：%1', '時間：%1'),
    'Text size': ('字的大小', '字的大小'),
    'Standard': ('标准', '標準'),
    'Large': ('大', '大'),
    'Larger': ('特大', '特大'),
    'Hand %1 of %2 · dealer %3': ('第 %1 局 / 共 %2 局 · 庄 %3', '第 %1 局 / 共 %2 局 · 莊 %3'),
    'Deal no. %1 · view: %2': ('牌局编号 %1 · 视角：%2', '牌局編號 %1 · 視角：%2'),
    '<i>Hand in progress — go to its end for the scoring</i>': ('<i>本局进行中 — 到结尾查看计分</i>', '<i>本局進行中 — 到結尾查看計分</i>'),
    '<i>This hand was not finished</i>': ('<i>这一局没有打完（未完成）</i>', '<i>這一局沒有打完（未完成）</i>'),
    'No winner': ('臭局（无人胡牌）', '臭局（無人胡牌）'),
    'This hand was not finished: it has no scoring.': ('这一局没有打完，没有计分。', '這一局沒有打完，沒有計分。'),
    'Hand %1 — scoring': ('第 %1 局 计分', '第 %1 局 計分'),
    'Cannot replay': ('无法复盘', '無法復盤'),
    'Yezi records (*.json);;All files (*)': ('叶子对局 (*.json);;所有文件 (*)', '葉子對局 (*.json);;所有檔案 (*)'),
    'Cannot open': ('无法打开', '無法開啟'),
    'Open a game': ('打开对局', '開啟對局'),
    'Save the game as': ('另存对局', '另存對局'),
    'Cannot save': ('无法保存', '無法儲存'),
    '%1, hand %2, %3 actions': ('%1，第 %2 局，%3 步', '%1，第 %2 局，%3 步'),
    'Autosave unreadable': ('自动保存无法读取', '自動儲存無法讀取'),
    'Resume?': ('继续上次的牌局？', '繼續上次的牌局？'),
    'A game was left unfinished (%1). Resume it?': ('上次有一局没有打完（%1）。继续吗？', '上次有一局沒有打完（%1）。繼續嗎？'),
    'Give it up': ('放弃', '放棄'),
    'Later': ('以后再说', '以後再說'),
    'Cannot resume': ('无法继续', '無法繼續'),
    'Cannot give it up': ('无法放弃', '無法放棄'),
    '%1, %2 · won %3 (%4%) · total %5 · average per hand %6': ('共 %1 %2 · 胜 %3 局 (%4%) · 合计 %5 · 平均每局 %6', '共 %1 %2 · 勝 %3 局 (%4%) · 合計 %5 · 平均每局 %6'),
    '1 game': ('1 场', '1 場'),
    '%1 games': ('%1 场', '%1 場'),
    '1 hand': ('1 局', '1 局'),
    'No finished hands yet. Once a hand is over, its result shows here.': ('还没有打完的牌局。打完一局后这里会显示战绩。', '還沒有打完的牌局。打完一局後這裡會顯示戰績。'),
    'All variants': ('全部玩法', '全部玩法'),
    'Over time:': ('随时间：', '隨時間：'),
    'By variant': ('各玩法', '各玩法'),
    'hands': ('局数', '局數'),
    'wins': ('胜', '勝'),
    'average per hand': ('平均每局输赢', '平均每局輸贏'),
    'average': ('平均', '平均'),
    'Running total over time': ('累计输赢', '累計輸贏'),
    'cumulative': ('累计', '累計'),
    'per day': ('当日', '當日'),
    'Games': ('场', '場'),
    'Hands': ('局', '局'),
    'Wins': ('胜', '勝'),
    'Win %': ('胜率', '勝率'),
    'Draws': ('臭局', '臭局'),
    'Average': ('平均', '平均'),
    'dead hand (死手)': ('死手', '死手'),
    'sits out (守醒)': ('守醒', '守醒'),
    'open pao (明跑)': ('明跑', '明跑'),
    'Total %1': ('合计 %1', '合計 %1'),
    'This hand %1': ('本局 %1', '本局 %1'),
    '◀ to act': ('◀ 轮到', '◀ 輪到'),
    'Hand': ('手', '手'),
    'Groups': ('组', '組'),
    'Discards': ('弃', '棄'),
    '… more under Scoring': ('… 详见计分', '… 詳見計分'),
    # the settings file (app/ui/settings.Note, said by MainWindow.settings_note_text)
    'The setting %1 in the settings file had a bad value (%2); the default %3 is used.':
        ('设置文件里的 %1 值不对（%2），改用默认值 %3。', '設定檔裡的 %1 值不對（%2），改用預設值 %3。'),
    'The ruleset option “%2” (%3) of %1 in the settings file cannot be %4; its default is used.':
        ('设置文件里%1的规则设置“%2”（%3）不能是 %4，改用默认值。', '設定檔裡%1的規則設定「%2」（%3）不能是 %4，改用預設值。'),
    'The settings file could not be read (%1); the defaults are used.':
        ('设置文件读不出来（%1），改用默认设置。', '設定檔讀不出來（%1），改用預設設定。'),
    'The settings file could not be read (%1); the defaults are used. The old file was kept as %2.':
        ('设置文件读不出来（%1），改用默认设置。原来的文件没有删，改名为 %2 保留着。',
         '設定檔讀不出來（%1），改用預設設定。原來的檔案沒有刪除，改名為 %2 保留著。'),
    'Autosave is off: %1': ('自动保存已关闭：%1', '自動儲存已關閉：%1'),
    # the sentence around a record file's error (the reason stays English)
    'The game file %1 could not be opened.': ('牌局文件 %1 打不开。', '牌局檔案 %1 無法開啟。'),
    'The game could not be opened.': ('这局牌打不开。', '這局牌無法開啟。'),
    'The game could not be saved as %1.': ('这局牌没能保存为 %1。', '這局牌沒能儲存為 %1。'),
    'The game could not be saved.': ('这局牌没能保存。', '這局牌沒能儲存。'),
    'The unfinished game could not be resumed.': ('没打完的那局牌接不上了。', '沒打完的那局牌接不上了。'),
    'The unfinished game that was saved automatically cannot be read.':
        ('自动保存的那局没打完的牌读不出来。', '自動儲存的那局沒打完的牌讀不出來。'),
    'The unfinished game could not be given up.': ('没打完的那局牌没能放弃。', '沒打完的那局牌沒能放棄。'),
    'The game could not be replayed.': ('这局牌没法复盘。', '這局牌無法復盤。'),
    # the sound page of the settings (app/ui/sound.py)
    'Sound': ('声音', '聲音'),
    "Play sounds (a card played, 吃 碰 杠 歪 跑 胡, the hand's end)": (
        '播放声音（出牌，吃、碰、杠、歪、跑、胡，一局结束）', '播放聲音（出牌，吃、碰、槓、歪、跑、胡，一局結束）'),
    'Volume': ('音量', '音量'),
    'Test': ('试听', '試聽'),
    'Sounds play through %1.': ('声音由 %1 播放。', '聲音由 %1 播放。'),
    'Sound is not available on this computer. What the sound players said:': (
        '这台电脑上放不了声音。播放程序的原话（英文）：', '這台電腦上放不了聲音。播放程式的原話（英文）：'),
    # the welcome screen's line on each variant (app/ui/welcome.py BLURB)
    'Long cards for four, 124 with the 星儿; 碰庄, 摊庄, 买庄 and 大炮, settled pair by pair.': (
        '四人长牌，124 张带星儿；碰庄、摊庄、买庄、大炮，两家之间结算。', '四人長牌，124 張帶星兒；碰莊、攤莊、買莊、大炮，兩家之間結算。'),
    'Long cards for four, 120 with seven 将 (星儿 optional); the first dealer by a flipped card.': (
        '四人长牌，120 张七将（可加星儿）；打头定头家，荤胡的算法。', '四人長牌，120 張七將（可加星兒）；打頭定頭家，葷胡的算法。'),
    '字牌 for three (Paohuzi): eat, pong, 歪 and 溜 for 胡息, with 豪 and 名堂.': (
        '三人字牌（跑胡子）；吃、碰、歪、溜凑胡息，豪和名堂加分。', '三人字牌（跑胡子）；吃、碰、歪、溜湊胡息，豪和名堂加分。'),
    '字牌 for three (four with a 守醒 seat); close to 外胡子, with its own 名堂.': (
        '三人字牌（可选四人守醒）；规矩近外胡子，有自己的名堂。', '三人字牌（可選四人守醒）；規矩近外胡子，有自己的名堂。'),
    '字牌 for four, the dealer shows the 挡底; 偎, 提, 跑, scored in 囤 and 番.': (
        '四人字牌，庄家挡底；偎、提、跑，按囤和番计分。', '四人字牌，莊家擋底；偎、提、跑，按囤和番計分。'),
    # the card trainer (app/trainer/window.py; its own language box: said through ``say``)
    'Card trainer · Yezi': ('认牌练习 · 叶子', '認牌練習 · 葉子'),
    'Drill:': ('练习：', '練習：'),
    'Practice': ('练习', '練習'),
    'Click an answer or press 1–4': ('点选答案，或按数字键 1–4', '點選答案，或按數字鍵 1–4'),
    '✓ Right!': ('✓ 答对了！', '✓ 答對了！'),
    '× Not quite.': ('× 答错了。', '× 答錯了。'),
    'This session %1/%2 right · learned %3 of %4': ('本次答对 %1/%2 · 已熟记 %3/%4 张',
                                                     '本次答對 %1/%2 · 已熟記 %3/%4 張'),
    '%1: accuracy and response time per card': ('%1：每张牌的正确率与反应时间', '%1：每張牌的正確率與反應時間'),
    'Accuracy': ('正确率', '正確率'),
    'Mean time (s)': ('平均用时（秒）', '平均用時（秒）'),
    'Cards to practise most: %1': ('最需要练的牌：%1', '最需要練的牌：%1'),
    'Every card asked so far was answered right.': ('答过的牌全部答对了。', '答過的牌全部答對了。'),
    'No answers in this drill yet — practise a few first.': ('这一项还没有答题记录。先练几题吧。',
                                                            '這一項還沒有答題記錄。先練幾題吧。'),
    'All cards': ('识牌表', '識牌表'),
    'Tong (coins): numeral with a black disc': ('筒子（柄）：几何图形加黑色圆形', '筒子（柄）：幾何圖形加黑色圓形'),
    'Suo (strings): numeral with a bar': ('索子（条）：几何图形加杠', '索子（條）：幾何圖形加槓'),
    'Wan (myriads): the bare numeral': ('万子：基本的几何图形', '萬子：基本的幾何圖形'),
    "Qian, Kongyao, Yazi, Xing'er": ('千、空瑶、押子、星儿', '千、空瑤、押子、星兒'),
    '字牌 small: 一 to 十 (2, 7, 10 red)': ('字牌小字：一至十（二七十红）', '字牌小字：一至十（二七十紅）'),
    '字牌 big: 壹 to 拾 (2, 7, 10 red)': ('字牌大字：壹至拾（贰柒拾红）', '字牌大字：壹至拾（貳柒拾紅）'),
    'Start this drill afresh': ('重新开始这一项', '重新開始這一項'),
    'Forget every answer in “%1” and start afresh?': ('清除“%1”的全部答题记录，从头开始？',
                                                      '清除「%1」的全部答題記錄，從頭開始？'),
    'Progress could not be saved: %1': ('进度无法保存：%1', '進度無法儲存：%1'),
    'Reason (in English): %1': ('原因（英文）：%1', '原因（英文）：%1'),
    'This game replays only up to the point where its file stops making sense; what comes before can be watched.':
        ('这局牌只能复盘到文件出错的地方为止；出错之前的牌都能看。',
         '這局牌只能復盤到檔案出錯的地方為止；出錯之前的牌都能看。'),
    # the lesson window and its answers (app/lessons)
    '文钱 (一二三筒)': ('文钱', '文錢'),
    'beside its own 碰': ('放在自己的碰旁边', '放在自己的碰旁邊'),
    'Lessons · Yezi': ('学牌 · 叶子', '學牌 · 葉子'),
    'Long cards': ('长牌（八胡头）', '長牌（八胡頭）'),
    '字牌': ('字牌', '字牌'),
    'Language:': ('语言：', '語言：'),
    'Step %1 of %2': ('第 %1 步，共 %2 步', '第 %1 步，共 %2 步'),
    '◀ Back': ('◀ 上一步', '◀ 上一步'),
    'Next ▶': ('下一步 ▶', '下一步 ▶'),
    'Next lesson ▶': ('下一课 ▶', '下一課 ▶'),
    'Check': ('检查', '檢查'),
    'Your turn:': ('轮到你：', '輪到你：'),
    'Your turn. %1:': ('轮到你。%1：', '輪到你。%1：'),
    'Your turn to discard.': ('轮到你打一张牌。', '輪到你打一張牌。'),
    'Your hand (click a card to discard it)': ('你的手牌（点一张打出）', '你的手牌（點一張打出）'),
    'Your table': ('你台上的牌', '你台上的牌'),
    'Click a card': ('点一张牌', '點一張牌'),
    'Type a number and press Enter': ('输入数字，按回车', '輸入數字，按 Enter'),
    '× Not yet.': ('× 还不对。', '× 還不對。'),
    '✓ You have answered this one before.': ('✓ 这一题你已经答对过。', '✓ 這一題你已經答對過。'),
    '✓': ('✓', '✓'),
    'you': ('你', '你'),
    'your 下家 (next player)': ('下家', '下家'),
    'the player opposite': ('对家', '對家'),
    'your 上家 (previous player)': ('上家', '上家'),
    '%1 flipped': ('%1翻出', '%1翻出'),
    '%1 discarded': ('%1打出', '%1打出'),
    '%1 drew': ('%1摸出', '%1摸出'),
    '%1 showed (挡底)': ('%1亮出（挡底）', '%1亮出（擋底）'),
    'No lesson files were found.': ('没有找到课程文件。', '沒有找到課程檔案。'),
    '%1 lesson files could not be used: %2': ('有 %1 个课程文件用不了：%2', '有 %1 個課程檔案用不了：%2'),
    'A lesson file could not be used: %1': ('有 1 个课程文件用不了：%1', '有 1 個課程檔案用不了：%1'),
    'The lesson progress file could not be read; it was kept as %1 and progress starts afresh.': ('学习进度文件读不出来，已另存为 %1，进度从头开始。', '學習進度檔讀不出來，已另存為 %1，進度從頭開始。'),
    'The trainer progress file could not be read; it was moved to %1 and progress starts afresh.': (
        '认牌练习的进度文件读不出来，已移到 %1，进度从头开始。', '認牌練習的進度檔讀不出來，已移到 %1，進度從頭開始。'),
    'The puzzle progress file could not be read; it was kept as %1 and progress starts afresh.': (
        '练习题进度文件读不出来，已另存为 %1，进度从头开始。', '練習題進度檔讀不出來，已另存為 %1，進度從頭開始。'),
    'The puzzle progress could not be saved: %1': ('练习题进度没能保存：%1', '練習題進度沒能儲存：%1'),
    'The lesson progress could not be saved: %1': ('学习进度没能保存：%1', '學習進度沒能儲存：%1'),
    'Keys: PgUp/PgDn steps, 1–9 buttons, Tab to a card, Enter': ('键盘：PgUp/PgDn 翻步，1–9 选按钮，Tab 选牌，回车确定', '鍵盤：PgUp/PgDn 翻步，1–9 選按鈕，Tab 選牌，Enter 確定'),
    'The rules refuse it: ': ('规则不允许——', '規則不允許——'),
    'Type a whole number.': ('请输入一个整数。', '請輸入一個整數。'),
    'Type a number (a half as 5½ or 5.5).': ('请输入一个数（半个写成 5½ 或 5.5）。', '請輸入一個數（半個寫成 5½ 或 5.5）。'),
    'Right: %1.': ('对，是 %1。', '對，是 %1。'),
    'Not quite: you wrote %1, the count is %2.': ('不对，你写的是 %1，应该是 %2。', '不對，你寫的是 %1，應該是 %2。'),
    'How the engine counts it: ': ('引擎的算法：', '引擎的算法：'),
    'That is allowed, but it is not what this position asks for.': ('这一步可以走，但不是这里要的。', '這一步可以走，但不是這裡要的。'),
    'After that: %1 胡 and %2 cards not 圆.': ('这样打之后：%1 胡，%2 张牌不圆。', '這樣打之後：%1 胡，%2 張牌不圓。'),
    'After that: %1 胡 and one card not 圆.': ('这样打之后：%1 胡，1 张牌不圆。', '這樣打之後：%1 胡，1 張牌不圓。'),
    'After that you wait for: %1.': ('这样之后听：%1。', '這樣之後聽：%1。'),
    'After that no card would win.': ('这样之后一张也不听。', '這樣之後一張也不聽。'),
    '%1: it wins.': ('%1：能胡。', '%1：能胡。'),
    '%1: it does not win.': ('%1：不能胡。', '%1：不能胡。'),
    '%1 is a 将.': ('%1 是将。', '%1 是將。'),
    '%1 is a 素 card.': ('%1 是素牌。', '%1 是素牌。'),
    'The cards that win: %1.': ('能胡的牌：%1。', '能胡的牌：%1。'),
    'none': ('没有', '沒有'),
    '%1 %2: %3 胡': ('%1 %2：%3 胡', '%1 %2：%3 胡'),
    '%1 %2: %3 息': ('%1 %2：%3 息', '%1 %2：%3 息'),
    'not 圆: %1': ('不圆的牌：%1', '不圓的牌：%1'),
    '将 (need no group): %1': ('将（不用圆）：%1', '將（不用圓）：%1'),
    '%1 胡 in all (counted up to 11)': ('共 %1 胡（最多算 11）', '共 %1 胡（最多算 11）'),
    '%1 胡息 (at least %2 to win)': ('胡息 %1（至少要 %2）', '胡息 %1（至少要 %2）'),
    '豪 %1: %2': ('豪 %1：%2', '豪 %1：%2'),
    '名堂 %1: %2': ('名堂 %1：%2', '名堂 %1：%2'),
    '%1 囤 × %2 番': ('%1 囤 × %2 番', '%1 囤 × %2 番'),
    '包铳: the discarder pays %1': ('包铳：打牌的人付 %1', '包銃：打牌的人付 %1'),
    'total %1, paid %2': ('合计 %1，结算 %2', '合計 %1，結算 %2'),
    'seat %1 pays seat %2 %3 (%4, rate %5)': ('%1号付给%2号 %3（%4，%5 倍）', '%1號付給%2號 %3（%4，%5 倍）'),
    'result: %1': ('结果：%1', '結果：%1'),
    'seat %1': ('%1号', '%1號'),
    '碰庄 %1, 摊庄 %2': ('碰庄 %1，摊庄 %2', '碰莊 %1，攤莊 %2'),
    '%1 庄 in all, 底 %2': ('共 %1 庄，底 %2', '共 %1 莊，底 %2'),
    '%1 门子, fewer than 6½: a 死手牌': ('%1 个门子，不够 6 个半：死手牌', '%1 個門子，不夠 6 個半：死手牌'),
    '%1 门子, not fewer than 6½: no 死手牌': ('%1 个门子，够 6 个半：不是死手牌', '%1 個門子，夠 6 個半：不是死手牌'),
    # the review, coach and puzzle windows (app/ui/review/words.py) and yezi puzzles
    'Review': ('点评', '點評'),
    'Review: hand %1, %2': ('点评：第%1局，%2', '點評：第%1局，%2'),
    'the hard computer is reviewing: %1/%2': ('电脑（难）正在点评：%1/%2', '電腦（難）正在點評：%1/%2'),
    "%1 of %2 decisions as good as the hard computer's (%3) · a little worse (△): %4 · mistakes (×): %5": (
        '%2 个决定里 %1 个和电脑（难）的一样好（%3）· 稍差（△）：%4 · 失误（×）：%5',
        '%2 個決定裡 %1 個和電腦（難）的一樣好（%3）· 稍差（△）：%4 · 失誤（×）：%5'),
    # yezi review (app/commands/review.py)
    '%1: hand %2, seat %3, %4 decisions reviewed by the hard computer': (
        '%1：第%2局，%3号，%4个决定（电脑“难”点评）', '%1：第%2局，%3號，%4個決定（電腦“難”點評）'),
    'step %1 %2: cost %3; better: %4. %5': ('第%1步 %2：损失 %3；更好：%4。%5', '第%1步 %2：損失 %3；更好：%4。%5'),
    'score: %1 of %2 decisions close to the best (%3); the rest cost %4 on average': (
        '得分：%1/%2 个决定接近最好（%3），其余平均损失 %4', '得分：%1/%2 個決定接近最好（%3），其餘平均損失 %4'),
    'no costly decision': ('没有代价大的决定', '沒有代價大的決定'),
    'no decision to review in this hand': ('这一局你没有做过要选择的决定', '這一局你沒有做過要選擇的決定'),
    'The review comes when this hand is over: the hard computer then looks at each of your decisions.': (
        '这一局打完才能点评：那时电脑（难）会逐个看你的决定。', '這一局打完才能點評：那時電腦（難）會逐個看你的決定。'),
    'The computer plays every seat here: no decisions of yours to review.': (
        '这里每个座位都是电脑在打：没有你的决定可以点评。', '這裡每個座位都是電腦在打：沒有你的決定可以點評。'),
    'Step': ('步', '步'),
    'Your choice': ('你的选择', '你的選擇'),
    "Hard computer's choice": ('电脑（难）的选择', '電腦（難）的選擇'),
    'Verdict': ('评价', '評價'),
    '○ as good': ('○ 一样好', '○ 一樣好'),
    '△ a little worse': ('△ 稍差', '△ 稍差'),
    '× a mistake': ('× 失误', '× 失誤'),
    "%1 behind the hard computer's choice, in its own measure (a mistake from %2)": (
        '比电脑（难）的选择差 %1（按它自己的估算；差到 %2 算失误）', '比電腦（難）的選擇差 %1（按它自己的估算；差到 %2 算失誤）'),
    'Why': ('说明', '說明'),
    'same': ('一样', '一樣'),
    'Costly decisions only': ('只看代价大的决定', '只看代價大的決定'),
    'the review could not be finished: %1': ('点评没有完成：%1', '點評沒有完成：%1'),
    'coach is looking…': ('教练在看…', '教練在看…'),
    '○ hard agrees': ('○ 电脑（难）也这么打', '○ 電腦（難）也這麼打'),
    "△ about as good as hard's choice": ('△ 和电脑（难）的选择差不多', '△ 和電腦（難）的選擇差不多'),
    '× hard would play: %1': ('× 电脑（难）会选：%1', '× 電腦（難）會選：%1'),
    'Coach: after each decision, show whether the hard computer agrees': ('教练：每次决定后显示电脑（难）是否同意', '教練：每次決定後顯示電腦（難）是否同意'),
    'Puzzles': ('练习题', '練習題'),
    'Puzzle %1 (%2, %3)': ('练习题 %1（%2，%3）', '練習題 %1（%2，%3）'),
    'You are %1. What would you do?': ('你是%1，你会怎么做？', '你是%1，你會怎麼做？'),
    'Card family': ('牌类', '牌類'),
    'Grade': ('难度', '難度'),
    'All': ('全部', '全部'),
    'Next puzzle': ('下一题', '下一題'),
    'Previous': ('上一题', '上一題'),
    'Your hand': ('你的手牌', '你的手牌'),
    "%1's table": ('%1的桌面', '%1的桌面'),
    'thrown by %1': ('%1打过', '%1打過'),
    'card in play: %1 (from %2)': ('场上的牌：%1（%2）', '場上的牌：%1（%2）'),
    '%1 cards left in the stock': ('底牌还有 %1 张', '底牌還有 %1 張'),
    'long cards': ('长牌', '長牌'),
    '字牌 (zipai)': ('字牌', '字牌'),
    'easy': ('易', '易'),
    'medium': ('中', '中'),
    'hard': ('难', '難'),
    'solved %1 of %2': ('已答对 %1/%2', '已答對 %1/%2'),
    '%1: %2 puzzles (%3 easy, %4 medium, %5 hard)': ('%1：%2 题（易 %3，中 %4，难 %5）', '%1：%2 題（易 %3，中 %4，難 %5）'),
    '%1  %2  %3  seat %4': ('%1  %2  %3  %4号', '%1  %2  %3  %4號'),
    'Puzzle %1 (%2, %3): you are seat %4. What would you do?': (
        '题 %1（%2，%3）：你是%4号，你会怎么做？', '題 %1（%2，%3）：你是%4號，你會怎麼做？'),
    'hand: %1': ('手牌：%1', '手牌：%1'),
    "seat %1's table: %2": ('%1号桌面：%2', '%1號桌面：%2'),
    'seat %1 threw: %2': ('%1号打过：%2', '%1號打過：%2'),
    'card in play: %1 (from seat %2)': ('场上的牌：%1（%2号）', '場上的牌：%1（%2號）'),
    'answer: yezi puzzles --show %1 --answer NUMBER': (
        '回答：yezi puzzles --show %1 --answer 编号', '回答：yezi puzzles --show %1 --answer 編號'),
    '%1 puzzles: every one replays and its answer is legal': ('%1 题都能重放，答案都合规', '%1 題都能重放，答案都合規'),
    # the judge's refusals in the settle window (app/ui/settle/refusals.py)
    'There are only four %1, not %2.': ('%1 只有四张，不是 %2 张。', '%1 只有四張，不是 %2 張。'),
    '星儿 is not played with these settings: tick 星儿 at the top to play with it.': (
        '这样设置不用星儿：要用星儿，请勾上方的“星儿”。', '這樣設定不用星兒：要用星兒，請勾上方的「星兒」。'),
    'A 吃 needs at least three cards.': ('吃的一组至少要三张牌。', '吃的一組至少要三張牌。'),
    '%1 is not a run, a 豹子 or a 胡头 combination.': ('%1 不是顺子、豹子，也不是胡头的组合。', '%1 不是順子、豹子，也不是胡頭的組合。'),
    'A %1 is %2 alike cards.': ('%1要 %2 张一样的牌。', '%1要 %2 張一樣的牌。'),
    'Only 将 are 涨, not %1.': ('只有将能涨，%1 不能。', '只有將能漲，%1 不能。'),
    'A 吃 is one or more sentences of three cards.': ('吃是一句或几句牌，每句三张。', '吃是一句或幾句牌，每句三張。'),
    '%1 is not a 顺子 or 二七十.': ('%1 不是顺子，也不是二七十。', '%1 不是順子，也不是二七十。'),
    '%1 is not a 顺子, 二七十 or 大小三搭.': ('%1 不是顺子、二七十，也不是大小三搭。', '%1 不是順子、二七十，也不是大小三搭。'),
    'A player owns at most 26 cards (hand and table), not %1.': (
        '一家最多 26 张牌（手里和台上），这里有 %1 张。', '一家最多 26 張牌（手裡和台上），這裡有 %1 張。'),
    'Wrong card count: a dealt hand holds %1 (庄) or %2 cards, not %3.': (
        '张数不对：起手的牌是 %1 张（庄）或 %2 张，这里有 %3 张。', '張數不對：起手的牌是 %1 張（莊）或 %2 張，這裡有 %3 張。'),
    'Wrong card count: the hand, the winning card and 3 for each table group make %1; '
    'a winning hand holds %2.': (
        '张数不对：手牌、胡的那张，加上台上每组算 3 张，共 %1 张；胡牌时应是 %2 张。',
        '張數不對：手牌、胡的那張，加上台上每組算 3 張，共 %1 張；胡牌時應是 %2 張。'),
    "Only the 头家's count is checked (抓多抓少): tick it for one player only, not %1.": (
        '只查头家的张数（抓多抓少）：只能给一家勾上，不能 %1 都勾。', '只查頭家的張數（抓多抓少）：只能給一家勾上，不能 %1 都勾。'),
    'Table group %1: %2': ('台上第 %1 组：%2', '台上第 %1 組：%2'),
    'The winning card is one card, not %1.': ('胡的牌只有一张，不是 %1 张。', '胡的牌只有一張，不是 %1 張。'),
}

SOURCES = ("app/ui/mainwindow.py", "app/ui/seats.py", "app/ui/welcome.py", "app/ui/table.py", "app/ui/dialogs.py", "app/ui/controller.py",
           "app/ui/settle/window.py", "app/ui/settle/widgets.py", "app/ui/replay/viewer.py",
           "app/ui/replay/dialogs.py", "app/ui/replay/stats.py", "app/ui/replay/table.py")


def say(source: str, lang: str, *args) -> str:
    """``source`` (the English of the catalog) in ``lang`` without Qt's translator, with %1, %2 …
    filled: for a window with a language box of its own (the trainer) and for code without Qt.
    ``lang``: "zh", "zh_CN", "zh_TW" or "en" (``app.engine.messages.lang_index``); a source the
    catalog lacks stays English."""
    from app.engine.messages import lang_index, to_traditional

    i = lang_index(lang)
    text = source if i == 2 or source not in CATALOG else CATALOG[source][i]
    if i == 1:
        text = to_traditional(text)
    for n in range(len(args), 0, -1):     # %10 before %1
        text = text.replace(f"%{n}", str(args[n - 1]))
    return text


def repo_root() -> Path:
    return Path(__file__).resolve().parents[2]


def fill(ts_path: Path, lang: str) -> list[str]:
    """Write the catalog's translations into a .ts file; returns sources left untranslated."""
    import xml.etree.ElementTree as ET

    idx = LANGS.index(lang)
    tree = ET.parse(ts_path)
    root = tree.getroot()
    root.set("language", lang)
    missing = []
    for msg in root.iter("message"):
        src = msg.find("source").text or ""
        tr = msg.find("translation")
        if tr is None:
            tr = ET.SubElement(msg, "translation")
        if src in CATALOG:
            tr.text = CATALOG[src][idx]
            if lang == "zh_TW":   # any 简体 left in a 繁體 entry, through the engine's character table
                from app.engine.messages import render

                tr.text = render(tr.text, "zh_TW")
            tr.attrib.pop("type", None)
        else:
            tr.set("type", "unfinished")
            missing.append(src)
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    return missing


def build(out_dir: Path | None = None) -> list[Path]:
    import shutil
    import subprocess
    import sys

    root = repo_root()
    out_dir = out_dir or root / "resources" / "i18n"
    out_dir.mkdir(parents=True, exist_ok=True)
    lupdate = shutil.which("pyside6-lupdate")
    lrelease = shutil.which("pyside6-lrelease")
    if not lupdate or not lrelease:
        raise SystemExit("pyside6-lupdate / pyside6-lrelease not found (they come with PySide6)")
    made = []
    for lang in LANGS:
        ts = out_dir / f"yezi_{lang}.ts"
        subprocess.run([lupdate, "-no-obsolete", *SOURCES, "-ts", str(ts)], cwd=root, check=True,
                       capture_output=True)
        missing = fill(ts, lang)
        for m in missing:
            print(f"{lang}: untranslated: {m!r}", file=sys.stderr)
        qm = out_dir / f"yezi_{lang}.qm"
        subprocess.run([lrelease, str(ts), "-qm", str(qm)], cwd=root, check=True, capture_output=True)
        made += [ts, qm]
    return made


if __name__ == "__main__":
    for p in build():
        print(p)

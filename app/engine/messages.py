"""Player-facing sentences of the engines, in 简体中文, 繁體中文 and English.

A ``Reason`` is a ``str`` (its plain value is the 简体 sentence, so callers that
print or compare strings keep working) that also carries the message ``key`` and
its ``params``; ``reason.text(lang)`` renders it in ``"zh"`` (also ``"zh_CN"``),
``"zh_TW"`` or ``"en"``.  Parameters are rendered by kind: a card by its name
(English adds its code: "二万 (2w)"), a nested ``Reason`` in the same language,
a ``Seq`` joined the language's way, a Chinese name given as plain text in 繁體
for ``zh_TW``.  The engines build every sentence a player reads from
``CATALOG``; the UI renders it in the language chosen in its settings.
"""

from __future__ import annotations

from string import Formatter
from typing import Any, Iterable

LANGS = ("zh", "zh_TW", "en")

CATALOG: dict[str, tuple[str, str, str]] = {
    'hand_over': ('这一局已经结束',
        '這一局已經結束',
        'the hand is over'),
    'not_action': ('这不是一个动作',
        '這不是一個動作',
        'not an action'),
    'wrong_seat': ('现在轮到{turn}号，不是{seat}号',
        '現在輪到{turn}號，不是{seat}號',
        "it is seat {turn}'s turn to act, not seat {seat}'s"),
    'discard_one': ('只能打一张牌',
        '只能打一張牌',
        'discard exactly one card'),
    'only_may': ('现在只能{verbs}',
        '現在只能{verbs}',
        'now you may only {verbs}'),
    'not_now': ('现在不能{verb}',
        '現在不能{verb}',
        '{verb} is not possible now'),
    'cannot_read_action': ('看不懂动作“{text}”：应写成“<座位> <动作> [牌]”',
        '看不懂動作“{text}”：應寫成“<座位> <動作> [牌]”',
        "cannot read action {text!r}: expected '<seat> <kind> [cards]'"),
    'hand_not_over': ('这一局还没有结束',
        '這一局還沒有結束',
        'the current hand is not over yet'),
    'replay_at': ('第 {index} 步（{action}）：{why}',
        '第 {index} 步（{action}）：{why}',
        'action {index} ({action}): {why}'),
    'describe': ('{seat}号 {verb} {cards}',
        '{seat}號 {verb} {cards}',
        'seat {seat}: {verb} {cards}'),
    'seat': ('{seat}号',
        '{seat}號',
        'seat {seat}'),
    'verb.discard': ('打',
        '打',
        'discard'),
    'verb.chi': ('吃',
        '吃',
        'eat (吃)'),
    'verb.peng': ('碰',
        '碰',
        'peng (碰)'),
    'verb.gang': ('杠',
        '槓',
        'gang (杠)'),
    'verb.pass': ('过',
        '過',
        'pass'),
    'verb.buy': ('买庄',
        '買莊',
        'buy 庄 (买庄)'),
    'verb.flip': ('翻',
        '翻',
        'flip'),
    'verb.zhang': ('涨',
        '漲',
        'raise (涨)'),
    'verb.ao': ('熬',
        '熬',
        'wait (熬将)'),
    'verb.hu': ('胡',
        '胡',
        'win'),
    'verb.long.hu': ('成',
        '成',
        'win (成)'),
    'verb.qidong.hu': ('和',
        '和',
        'win (和)'),
    'verb.wai': ('歪',
        '歪',
        'wai (歪)'),
    'verb.qidong.wai': ('偎',
        '偎',
        'wei (偎)'),
    'verb.liu': ('溜',
        '溜',
        'liu (溜)'),
    'verb.ti': ('提',
        '提',
        'ti (提)'),
    'verb.pao': ('跑',
        '跑',
        'pao (跑)'),
    'long.not_in_hand': ('你手里没有{card}',
        '你手裡沒有{card}',
        '{card} is not in your hand'),
    'long.jiang_discard': ('{card}是将：将牌永远不能打出',
        '{card}是將：將牌永遠不能打出',
        '{card} is a jiang (将): a jiang is never discarded'),
    'long.zhaor_discard': ('{card}是招儿（起手就有三张）：招儿不能拆开打',
        '{card}是招兒（起手就有三張）：招兒不能拆開打',
        '{card} is a zhaor (招儿, three alike from the deal): a zhaor is never broken up'),
    'long.eaten_discard': ('你这一局吃过{card}：吃来的牌不能打（穷吃狗阔）',
        '你這一局吃過{card}：吃來的牌不能打（窮吃狗闊）',
        'you ate a {card} this hand: a card you ate cannot be discarded (穷吃狗阔)'),
    'long.must_discard': ('现在要打一张牌（不能{verb}）',
        '現在要打一張牌（不能{verb}）',
        'you must discard a card now (not {verb})'),
    'long.discard_not_now': ('现在不能打这张牌',
        '現在不能打這張牌',
        'that discard is not allowed now'),
    'long.folded': ('你已经扣牌（{why}）：不能再要牌',
        '你已經扣牌（{why}）：不能再要牌',
        'your hand is folded ({why}): it can no longer claim cards'),
    'long.cannot_pass': ('现在不能过',
        '現在不能過',
        'you cannot pass now'),
    'long.own_not_round': ('打出这张以后你的牌不是圆的 8 胡（打滚），不能成自己打的牌',
        '打出這張以後你的牌不是圓的 8 胡（打滾），不能成自己打的牌',
        'after this discard your hand is not round (圆) with 8 hu (打滚): you cannot win on your own discard'),
    'long.own_discard_only_win': ('这是你自己打的牌：只能成（或熬将），不能拿',
        '這是你自己打的牌：只能成（或熬將），不能拿',
        'this is your own discard: you may only win on it (or wait, 熬将), not take it'),
    'long.own_not_fit': ('{card}搁不进你圆的牌：成不了',
        '{card}擱不進你圓的牌：成不了',
        '{card} does not fit your round (圆) hand: it does not win'),
    'long.diaozhang': ('吊张留下：你拆对打出的另一张{card}被碰或吃了，你又不听张，这张{card}没用——现在必须打{card}',
        '吊張留下：你拆對打出的另一張{card}被碰或吃了，你又不聽張，這張{card}沒用——現在必須打{card}',
        '吊张留下: you broke a pair of {card} and its first copy was claimed; you are not waiting (听张) and this {card} is loose — you must discard it now'),
    'long.no_jiagang': ('没有加杠：桌上的碰不能再加第四张（只有手里的招儿才能杠）',
        '沒有加槓：桌上的碰不能再加第四張（只有手裡的招兒才能槓）',
        'no 加杠: a fourth card never joins a peng (碰) on the table (only a zhaor (招儿) in the hand opens as a gang)'),
    'long.no_win': ('这张牌成不了：加上它，你的牌不圆或不够 8 胡',
        '這張牌成不了：加上它，你的牌不圓或不夠 8 胡',
        'this card does not win: with it your hand is not round (圆) with at least 8 hu (胡)'),
    'long.peng_mei': ('{card}对你是霉张：你先前放过它，现在不能碰',
        '{card}對你是霉張：你先前放過它，現在不能碰',
        '{card} is a passed card (霉张) for you: you let it pass before, so you cannot peng (碰) it now'),
    'long.peng_zhaor': ('你有这张牌的招儿：要开招（杠），不能碰',
        '你有這張牌的招兒：要開招（槓），不能碰',
        'you hold a zhaor (招儿) of this card: open it as a gang (杠, 开招), not a peng (碰)'),
    'long.peng_zhangbao': ('涨爆：碰了以后你就没有能打的牌了',
        '漲爆：碰了以後你就沒有能打的牌了',
        'bust (漲爆): after this peng (碰) you would have no card you may discard'),
    'long.peng_pair': ('要有一对{card}才能碰',
        '要有一對{card}才能碰',
        'you need a pair of {card} to peng (碰) it'),
    'long.gang_need': ('要有{card}的招儿才能杠',
        '要有{card}的招兒才能槓',
        'you need a zhaor (招儿) of {card} in your hand to gang (杠) it'),
    'long.verb_cards': ('用这几张牌不能{verb}',
        '用這幾張牌不能{verb}',
        '{verb} with those cards is not possible'),
    'long.not_now_may': ('现在不能{verb}（可以：{verbs}）',
        '現在不能{verb}（可以：{verbs}）',
        '{verb} is not possible now (you may: {verbs})'),
    'long.flip': ('请从底牌翻下一张（翻）',
        '請從底牌翻下一張（翻）',
        'flip the next card from the stock (翻)'),
    'long.zhang': ('翻出的将没人要，由翻牌的人涨',
        '翻出的將沒人要，由翻牌的人漲',
        'a flipped jiang (将) nobody claimed is raised (涨) by the one who flipped it'),
    'long.buy': ('请选买庄或过',
        '請選買莊或過',
        'say buy (买庄) or pass'),
    'long.must_win': ('你必须成（触口／生将必胡）：这张牌让你的牌圆了',
        '你必須成（觸口／生將必胡）：這張牌讓你的牌圓了',
        'you must win (觸口 / 生将必胡): this card completes your hand'),
    'long.must_gang': ('你有这张牌的招儿：必须开招',
        '你有這張牌的招兒：必須開招',
        'you hold a zhaor (招儿) of this card: you must open it (开招)'),
    'long.must_peng': ('你有一对这张将：必须碰（碰将）',
        '你有一對這張將：必須碰（碰將）',
        'you hold a pair of this jiang (将): you must peng (碰将) it'),
    'long.chi_none': ('现在没有可吃的牌',
        '現在沒有可吃的牌',
        'no card is in play to eat'),
    'long.chi_jiang': ('{card}是将：将不能吃（没人要时由翻牌的人涨）',
        '{card}是將：將不能吃（沒人要時由翻牌的人漲）',
        '{card} is a jiang (将): a jiang is never eaten (unclaimed, the flipper raises (涨) it)'),
    'long.chi_who': ('只有打牌人的下家，或翻牌人和翻牌人的下家，才能吃',
        '只有打牌人的下家，或翻牌人和翻牌人的下家，才能吃',
        "only the next player (下家) of a discard, or the flipper and then the flipper's 下家, may eat"),
    'long.chi_contain': ('吃的这一组要包含桌上的{card}',
        '吃的這一組要包含桌上的{card}',
        'the group must contain the live card {card}'),
    'long.chi_group': ('{cards}不是顺子、豹子或胡头组合',
        '{cards}不是順子、豹子或胡頭組合',
        '{cards} is not a run, a 豹子 or a 胡头 combination'),
    'long.chi_mei': ('{card}对你是霉张（迷张）：先前给过你，你没有吃',
        '{card}對你是霉張（迷張）：先前給過你，你沒有吃',
        '{card} is a passed card (霉张, 迷张) for you: it was offered to you before and you did not eat it'),
    'long.chi_guagou': ('挂勾：你手里还有一张{card}；吃来的牌不能打，它就打不出去了',
        '掛勾：你手裡還有一張{card}；吃來的牌不能打，它就打不出去了',
        '挂勾: you hold another {card}; a card you eat can never be discarded, so it would be stranded'),
    'long.chi_zhaor': ('{card}在招儿里：招儿不借牌（不许撤招儿吃牌）',
        '{card}在招兒裡：招兒不借牌（不許撤招兒吃牌）',
        '{card} is in a zhaor (招儿): a zhaor never lends a card (撤招儿吃牌 is not allowed)'),
    'long.chi_lack': ('你手里没有{card}来吃',
        '你手裡沒有{card}來吃',
        'you do not hold {card} to eat with'),
    'long.chi_zhangbao': ('涨爆：吃了以后你就没有能打的牌了',
        '漲爆：吃了以後你就沒有能打的牌了',
        'bust (漲爆): after this eat you would have no card you may discard'),
    'long.chi_not_offered': ('现在不能这样吃（成或碰优先）',
        '現在不能這樣吃（成或碰優先）',
        'that eat is not offered now (a win or a peng (碰) comes first)'),
    'long.chi_ends': ('顺子只能从两头接，点数也要在顺子允许的范围内（万 2–9，索 2–8，筒 1–9）',
        '順子只能從兩頭接，點數也要在順子允許的範圍內（萬 2–9，索 2–8，筒 1–9）',
        'a run may only be extended at its ends, with ranks runs allow (万 2–9, 索 2–8, 筒 1–9)'),
    'long.fold.huanghu': ('黄胡：起手没有将对',
        '黃胡：起手沒有將對',
        '黄胡, dealt no 将 pair'),
    'long.fold.koupai': ('扣牌',
        '扣牌',
        '扣牌, folded'),
    'long.penalty': ('{seat}号：{why}',
        '{seat}號：{why}',
        'seat {seat}: {why}'),
    'long.pen.baozhuang': ('{seat}号：放过了生将{card}；{peng}号碰了它——{seat}号包庄（替其他人付这个碰的庄）',
        '{seat}號：放過了生將{card}；{peng}號碰了它——{seat}號包莊（替其他人付這個碰的莊）',
        "seat {seat}: let a fresh jiang (生将) {card} pass; seat {peng} pongs (碰) it — seat {seat} pays that peng's 庄 for the others (包庄)"),
    'long.pen.qiongchi': ('穷吃狗阔（打了吃来的牌）',
        '窮吃狗闊（打了吃來的牌）',
        '穷吃狗阔 (discarded a card you ate)'),
    'long.pen.peng_mei': ('碰霉张',
        '碰霉張',
        'peng (碰) of a passed card (碰霉张)'),
    'long.pen.chi_mei': ('吃霉张',
        '吃霉張',
        'ate a passed card (吃霉张)'),
    'long.pen.guagou': ('挂勾（手里还有一张同样的牌却吃了它）',
        '掛勾（手裡還有一張同樣的牌卻吃了它）',
        'ate a card while holding another alike (挂勾)'),
    'long.pen.chukou': ('触口不成（这张牌让牌圆了却没成）',
        '觸口不成（這張牌讓牌圓了卻沒成）',
        'did not win with a card that completes the hand (觸口)'),
    'long.pen.bukaizhao': ('不开招',
        '不開招',
        'did not open a zhaor (不开招)'),
    'long.pen.bupengjiang': ('不碰将',
        '不碰將',
        'did not peng a jiang pair (不碰将)'),
    'long.pen.zhangbao': ('涨爆：没有能打的牌了',
        '漲爆：沒有能打的牌了',
        'bust (漲爆): no card left that may be discarded'),
    'long.pen.diaozhang': ('{seat}号：吊张留下（留着没用的{card}）——包{xia}号付给另外两家的庄',
        '{seat}號：吊張留下（留著沒用的{card}）——包{xia}號付給另外兩家的莊',
        "seat {seat}: kept a loose {card} (吊张留下) — pays the 庄 seat {xia} owed the other two (包)"),
    'long.pen.false_win': ('诈胡：坐牢',
        '詐胡：坐牢',
        'false win (诈胡/珫和): jailed (坐牢)'),
    'long.draw.folded': ('四家都扣牌了（黄胡）',
        '四家都扣牌了（黃胡）',
        'all four hands folded (黄胡)'),
    'long.draw.stock': ('底牌翻完了',
        '底牌翻完了',
        'the stock ran out'),
    'long.line.draw': ('臭局：{why}',
        '臭局：{why}',
        'no win (臭局): {why}'),
    'long.line.win': ('{seat}号 成 {card}（{win}，{hu} 胡）',
        '{seat}號 成 {card}（{win}，{hu} 胡）',
        'seat {seat} wins on {card} ({win}, {hu} hu)'),
    'long.line.hu': ('胡：{parts} = {total}',
        '胡：{parts} = {total}',
        'hu (胡): {parts} = {total}'),
    'long.line.hu_capped': ('胡：{parts} = {total}（封顶 {cap}）',
        '胡：{parts} = {total}（封頂 {cap}）',
        'hu (胡): {parts} = {total} (capped at {cap}, 封顶)'),
    'long.hu_part': ('{label} {hu}',
        '{label} {hu}',
        '{label} {hu}'),
    'long.group_card': ('{group} {card}',
        '{group} {card}',
        '{group} {card}'),
    'long.group.zhaor': ('招儿',
        '招兒',
        'zhaor (招儿)'),
    'long.group.peng': ('碰',
        '碰',
        'peng (碰)'),
    'long.group.gang': ('杠',
        '槓',
        'gang (杠)'),
    'long.group.tan': ('摊庄',
        '攤莊',
        'tan (摊庄)'),
    'long.group.run': ('顺子',
        '順子',
        'run (顺子)'),
    'long.group.extends': ('接顺',
        '接順',
        'extended run (接顺)'),
    'long.group.joins': ('接',
        '接',
        'join (接)'),
    'long.group.baozi': ('豹子',
        '豹子',
        'three alike (豹子)'),
    'long.group.hutou': ('胡头',
        '胡頭',
        'hutou (胡头)'),
    'long.group.chi': ('吃',
        '吃',
        'chi (吃)'),
    'long.group.zhang': ('涨将',
        '漲將',
        'raised jiang (涨将)'),
    'long.group.jiang': ('将',
        '將',
        'jiang (将)'),
    'long.line.seat': ('{seat}号：{zhuang} 庄 {tags}→ {net}',
        '{seat}號：{zhuang} 莊 {tags}→ {net}',
        'seat {seat}: {zhuang} 庄 {tags}→ {net}'),
    'long.tag.bought': ('买庄',
        '買莊',
        'bought (买庄)'),
    'long.tag.dapao': ('大炮',
        '大炮',
        'big gun (大炮)'),
    'long.tag.jailed': ('坐牢',
        '坐牢',
        'jailed (坐牢)'),
    'long.tag.folded': ('扣牌',
        '扣牌',
        'folded (扣牌)'),
    'long.tag.void': ('庄作废',
        '莊作廢',
        '庄 void (庄作废)'),
    'long.line.zhuang_haimen': ('{win} {base} 庄 + 碰庄 {peng} + 摊庄 {tan} = {total} 庄，底 {di}',
        '{win} {base} 莊 + 碰莊 {peng} + 攤莊 {tan} = {total} 莊，底 {di}',
        '{win} {base} 庄 + 碰庄 {peng} + 摊庄 {tan} = {total} 庄, 底 {di}'),
    'long.line.zhuang_lvsi': ('{win} 底庄 {base} + 碰庄 {peng}×{mult} + 摊庄 {tan} = {total} 庄',
        '{win} 底莊 {base} + 碰莊 {peng}×{mult} + 攤莊 {tan} = {total} 莊',
        '{win} base 庄 {base} + 碰庄 {peng}×{mult} + 摊庄 {tan} = {total} 庄'),
    'long.win.pinghu': ('平胡',
        '平胡',
        'plain win (平胡)'),
    'long.win.pengjiang_piao': ('碰将对飘胡',
        '碰將對飄胡',
        '飘胡 with a jiang peng (碰将对飘胡)'),
    'long.win.heiba': ('黑八',
        '黑八',
        'black eight (黑八)'),
    'long.win.xiaohun': ('小荤',
        '小葷',
        'small 荤 (小荤)'),
    'long.win.piaohu': ('飘胡',
        '飄胡',
        'floating win (飘胡)'),
    'long.win.quanhunpiao': ('全荤飘',
        '全葷飄',
        'all-荤 飘 (全荤飘)'),
    'zipai.shouxing': ('这一局你守醒：坐在庄家对面，不摸牌也不打牌，不输不赢',
        '這一局你守醒：坐在莊家對面，不摸牌也不打牌，不輸不贏',
        'you sit this hand out (守醒): the seat across from the 庄 neither draws nor plays, '
        'and neither pays nor is paid'),
    'zipai.dangdi_chi': ('挡底的牌只能胡，不能吃',
        '擋底的牌只能胡，不能吃',
        'the 挡底 card may be won but not eaten'),
    'zipai.chi_who': ('只有下家或摸牌的人可以吃这张牌',
        '只有下家或摸牌的人可以吃這張牌',
        'only the next seat (下家) or the seat that drew the card may eat it'),
    'zipai.chi_discarded': ('你先前打过{card}，永远不能再吃它',
        '你先前打過{card}，永遠不能再吃它',
        'you discarded {card} earlier and may never eat it'),
    'zipai.chi_chou': ('{card}对你是臭牌：你能吃的时候放过了它',
        '{card}對你是臭牌：你能吃的時候放過了它',
        '{card} is 臭 for you: you passed it when you could eat it'),
    'zipai.chi_mingpao': ('打明跑以后不能再吃或碰，只能胡',
        '打明跑以後不能再吃或碰，只能胡',
        'after 打明跑 you may take no card by 吃 or 碰, only win'),
    'zipai.kan_split': ('坎不能拆：它只等跑或提',
        '坎不能拆：它只等跑或提',
        'a 坎 is never split: it waits for 跑 or 提'),
    'zipai.unknown_verb': ('不认识的动作“{verb}”（字牌的动作：discard 打、chi 吃、peng 碰、wai 歪、liu 溜、ti 提、pao 跑、hu 胡、pass 过）',
        '不認識的動作“{verb}”（字牌的動作：discard 打、chi 吃、peng 碰、wai 歪、liu 溜、ti 提、pao 跑、hu 胡、pass 過）',
        'unknown action {verb!r} (字牌 verbs: discard, chi, peng, wai, liu, ti, pao, hu, pass)'),
    'zipai.pass_discard': ('现在要打一张牌（过是对别人给你的牌说的）',
        '現在要打一張牌（過是對別人給你的牌說的）',
        'you must discard a card now (过 is for cards offered to you)'),
    'zipai.forced': ('这一步必须做（歪／偎／提／跑不能拒绝）',
        '這一步必須做（歪／偎／提／跑不能拒絕）',
        'this act is forced (歪/偎/提/跑 cannot be refused)'),
    'zipai.no_card': ('你手里没有{card}',
        '你手裡沒有{card}',
        'you hold no {card}'),
    'zipai.kan_discard': ('坎不能打：它只等跑或提',
        '坎不能打：它只等跑或提',
        'a 坎 may not be discarded: it waits for 跑 or 提'),
    'zipai.chou_discard': ('{card}对你是臭牌：打臭会成死手；打开台规才允许这种失误',
        '{card}對你是臭牌：打臭會成死手；開啟臺規才允許這種失誤',
        '{card} is 臭 for you: discarding it (打臭) would make a 死手; turn on table rules to allow the mistake'),
    'zipai.forced_first': ('摸到的{card}先要{verb}（强制）；之后才可以用那时的手牌胡',
        '摸到的{card}先要{verb}（強制）；之後才可以用那時的手牌胡',
        'your own {card} must first make the {verb} (forced); you may win afterwards with the hand as it then stands'),
    'zipai.nothing_left': ('这样拿了牌手里就没有牌可打了',
        '這樣拿了牌手裡就沒有牌可打了',
        'taking it would leave you no card to discard'),
    'zipai.bi_kept': ('你吃牌时这张{card}进不了比，只能留下，不能打',
        '你吃牌時這張{card}進不了比，只能留下，不能打',
        'this {card} found no companion sentence when you ate: it is kept and may not be discarded'),
    'zipai.menzi_discard': ('你刚用一个也能吃{card}的门子吃了牌；现在不能打它',
        '你剛用一個也能吃{card}的門子吃了牌；現在不能打它',
        'you just ate with a 门子 that also takes {card}; it may not be discarded now'),
    'zipai.not_win': ('你的牌现在不是胡牌（或胡息不到最低数）',
        '你的牌現在不是胡牌（或胡息不到最低數）',
        'your hand is not a winning hand now (or your 胡息 is below the minimum)'),
    'zipai.liu_need': ('溜要手里有四张一样的，或者一个歪加上手里的第四张',
        '溜要手裡有四張一樣的，或者一個歪加上手裡的第四張',
        '溜 needs four alike in your hand, or a 歪 and its fourth card in your hand'),
    'zipai.special_only': ('现在只能胡（起手胡）或过',
        '現在只能胡（起手胡）或過',
        'now only 胡 (a dealt-hand win) or 过'),
    'zipai.discard_in_play': ('{card}在桌上：你现在可以{verbs}；拿了牌以后才打牌',
        '{card}在桌上：你現在可以{verbs}；拿了牌以後才打牌',
        '{card} is in play: you may {verbs} now; you discard only after taking a card'),
    'zipai.not_using': ('桌上的牌是{card}；你的{verb}没有用到它',
        '桌上的牌是{card}；你的{verb}沒有用到它',
        'the card in play is {card}; your {verb} does not use it'),
    'zipai.win_live_only': ('你只能胡桌上的这张牌（{card}）',
        '你只能胡桌上的這張牌（{card}）',
        'you can only win on the card in play ({card})'),
    'zipai.no_discard_win': ('这个玩法不能胡别人打出的牌——只能胡摸出的牌',
        '這個玩法不能胡別人打出的牌——只能胡摸出的牌',
        'in this game a discarded card can never be won on — only drawn cards'),
    'zipai.dead_win': ('死手：死手不能再胡',
        '死手：死手不能再胡',
        '死手: a dead hand can no longer win'),
    'zipai.hu_block': ('你放过了一张能胡的牌；胡息增加以前不能再胡',
        '你放過了一張能胡的牌；胡息增加以前不能再胡',
        'you passed a winnable card; you may not win again until your 胡息 grows'),
    'zipai.diao_own_only': ('{card}只有自己摸到才能吊字胡（吊字只胡自己摸的同一张）',
        '{card}只有自己摸到才能吊字胡（吊字只胡自己摸的同一張）',
        '{card} wins as a 吊字 only on your own draw (a 吊字 wins only on your own draw of the same card)'),
    'zipai.not_enough': ('{card}凑不成胡息够数的胡牌',
        '{card}湊不成胡息夠數的胡牌',
        '{card} does not complete your hand with enough 胡息'),
    'zipai.chi_groups': ('吃要列出每一句的牌，三张一组',
        '吃要列出每一句的牌，三張一組',
        'list the cards of every sentence of the 吃, in groups of three'),
    'zipai.bi': ('比／下伙：你手里还有{card}，要在同一次吃里一起下（列出每一句）',
        '比／下夥：你手裡還有{card}，要在同一次吃裡一起下（列出每一句）',
        '比/下伙: you hold more {card}; they must be melded in the same 吃 (list every sentence)'),
    'zipai.chi_bad': ('这些牌吃不了{card}（每一句都要是手里的顺子或二七十；放过这张牌的门子是臭的）',
        '這些牌吃不了{card}（每一句都要是手裡的順子或二七十；放過這張牌的門子是臭的）',
        'those cards cannot eat {card} (each group must be a 顺子 or 二七十 from your hand; a 门子 that passed this card is 臭)'),
    'zipai.chi_bad_sanda': ('这些牌吃不了{card}（每一句都要是手里的顺子、二七十或大小三搭；放过这张牌的门子是臭的）',
        '這些牌吃不了{card}（每一句都要是手裡的順子、二七十或大小三搭；放過這張牌的門子是臭的）',
        'those cards cannot eat {card} (each group must be a 顺子, 二七十 or 大小三搭 from your hand; a 门子 that passed this card is 臭)'),
    'zipai.peng_own': ('自己摸的牌要歪，不是碰',
        '自己摸的牌要歪，不是碰',
        "your own drawn card is 歪'd, not 碰'd"),
    'zipai.peng_pair': ('碰要手里有一对{card}',
        '碰要手裡有一對{card}',
        '碰 needs a pair of {card} in your hand'),
    'zipai.peng_chou': ('{card}碰臭了：你先前放过它',
        '{card}碰臭了：你先前放過它',
        '{card} is 臭 for 碰: you passed it earlier'),
    'zipai.peng_discarded': ('你先前打过{card}',
        '你先前打過{card}',
        'you discarded {card} earlier'),
    'zipai.dangdi_peng': ('挡底的牌只能胡，不能碰',
        '擋底的牌只能胡，不能碰',
        "the 挡底 card may be won but not 碰'd"),
    'zipai.claim_later': ('{verb}{card}还没轮到问：先问胡，再问碰，最后问吃',
        '{verb}{card}還沒輪到問：先問胡，再問碰，最後問吃',
        '{verb} {card} is not asked yet: first the wins, then 碰, then 吃'),
    'zipai.peng_no': ('现在不能碰',
        '現在不能碰',
        '碰 is not possible now'),
    'zipai.own_only': ('歪／偎／提只能用自己摸的牌',
        '歪／偎／提只能用自己摸的牌',
        '歪/偎/提 take only your own drawn card'),
    'zipai.liu_other': ('别人摸的牌不能溜',
        '別人摸的牌不能溜',
        "溜 is not possible on another seat's card"),
    'zipai.meld_need': ('{verb}要有相配的牌（对子、坎，或桌上的歪／碰）',
        '{verb}要有相配的牌（對子、坎，或桌上的歪／碰）',
        '{verb} needs the matching cards (pair, 坎 or 歪/碰 on the table)'),
    'zipai.line.huang': ('黄牌：牌已摸完，无人胡牌。',
        '黃牌：牌已摸完，無人胡牌。',
        '黄牌: the stock ran out and nobody won.'),
    'zipai.line.winner': ('{seat}号胡牌',
        '{seat}號胡牌',
        'seat {seat} wins'),
    'zipai.line.groups': ('牌型：{groups}',
        '牌型：{groups}',
        'groups (牌型): {groups}'),
    'zipai.group': ('{form}{cards}({xi})',
        '{form}{cards}({xi})',
        '{form} {cards} ({xi})'),
    'zipai.line.xi': ('胡息：{xi}',
        '胡息：{xi}',
        'xi (胡息): {xi}'),
    'zipai.line.xi_bonus': ('胡息：{xi}（含胡牌 1 息）',
        '胡息：{xi}（含胡牌 1 息）',
        'xi (胡息): {xi} (1 for the win included)'),
    'zipai.line.hao': ('豪：{items}',
        '豪：{items}',
        'hao (豪): {items}'),
    'zipai.hao': ('{name}{card} {xi}息',
        '{name}{card} {xi}息',
        '{name} {card} {xi} xi'),
    'zipai.line.mt': ('名堂：{items}',
        '名堂：{items}',
        'bonuses (名堂): {items}'),
    'zipai.mt_fan': ('{name} {value}番',
        '{name} {value}番',
        '{name} {value} fan'),
    'zipai.mt_xi': ('{name} {value}息',
        '{name} {value}息',
        '{name} {value} xi'),
    'zipai.line.tunfan': ('囤数 {tun} × 番数 {fan} = {score}',
        '囤數 {tun} × 番數 {fan} = {score}',
        'tun (囤) {tun} × fan (番) {fan} = {score}'),
    'zipai.line.total': ('合计 {total} 息，结算 {score} 息',
        '合計 {total} 息，結算 {score} 息',
        'total {total} xi, settled at {score} xi'),
    'zipai.line.baochong': ('包铳：{seat}号放炮，一家付三份 {amount}',
        '包銃：{seat}號放炮，一家付三份 {amount}',
        '包铳: seat {seat} fed the win and pays all three shares, {amount}'),
    'zipai.line.each': ('每家付 {score}',
        '每家付 {score}',
        'each pays {score}'),
    'zipai.form.chi': ('吃',
        '吃',
        'chi (吃)'),
    'zipai.form.peng': ('碰',
        '碰',
        'peng (碰)'),
    'zipai.form.wai': ('歪',
        '歪',
        'wai (歪)'),
    'zipai.form.liu': ('溜',
        '溜',
        'liu (溜)'),
    'zipai.form.ti': ('提',
        '提',
        'ti (提)'),
    'zipai.form.pao': ('跑',
        '跑',
        'pao (跑)'),
    'zipai.form.long': ('龙',
        '龍',
        'long (龙)'),
    'zipai.form.kan': ('坎',
        '坎',
        'kan (坎)'),
    'zipai.form.shun': ('顺子',
        '順子',
        'run (顺子)'),
    'zipai.form.ekt': ('二七十',
        '二七十',
        'two-seven-ten (二七十)'),
    'zipai.form.sanda': ('大小三搭',
        '大小三搭',
        'big-small (大小三搭)'),
    'zipai.form.pair': ('对子',
        '對子',
        'pair (对子)'),
    'zipai.form.menzi': ('门子',
        '門子',
        'menzi (门子)'),
    'zipai.form.diao': ('吊张',
        '吊張',
        'single (吊张)'),
    'zipai.form.wei': ('偎',
        '偎',
        'wei (偎)'),
    'zipai.form.quad': ('龙',
        '龍',
        'long (龙)'),
    'zipai.no_win_shape': ('这些牌凑不成胡牌（每张牌都要在三张或四张的组里，最多一对）',
        '這些牌湊不成胡牌（每張牌都要在三張或四張的組裡，最多一對）',
        'the cards do not make a winning hand (every card in 3- or 4-groups, at most one pair)'),
    'zipai.no_win_shape_menzi': ('这些牌凑不成胡牌（每张牌都要在三张或四张的组里，再加一对或一个门子）',
        '這些牌湊不成胡牌（每張牌都要在三張或四張的組裡，再加一對或一個門子）',
        'the cards do not make a winning hand (every card in 3- or 4-groups, plus one pair or 门子)'),
    'zipai.xi_below': ('{xi} 胡息，不到最低的 {min} 胡息',
        '{xi} 胡息，不到最低的 {min} 胡息',
        '{xi} 胡息 is below the minimum of {min}'),
    'zipai.judge.no_dealt': ('没有起手胡（无对、十对、一对、九对）',
        '沒有起手胡（無對、十對、一對、九對）',
        'no dealt-hand win (无对, 十对, 一对, 九对)'),
    'zipai.judge.no_dealt_sishou': ('没有起手胡（无对、十对、一对、九对、死手牌）',
        '沒有起手胡（無對、十對、一對、九對、死手牌）',
        'no dealt-hand win (无对, 十对, 一对, 九对, 死手牌)'),
    'zipai.judge.dealt_off': ('这张桌子不打起手胡（设置里可以打开）',
        '這張桌子不打起手胡（設定裡可以開啟）',
        'this table plays no wins on the deal (a setting can turn them on)'),
    'zipai.judge.no_dealt_qidong': ('没有起手胡（三龙）',
        '沒有起手胡（三龍）',
        'no dealt-hand win (three 龙)'),
    'zipai.judge.no_discard_win': ('这个玩法只能胡摸出的牌，不能胡别人打出的牌',
        '這個玩法只能胡摸出的牌，不能胡別人打出的牌',
        'in this game only drawn cards can be won on, never a discard'),
    # the judge's words for a client (app/engine/judgement.py: JudgeProfile)
    'judge.value.hu': ('胡',
        '胡',
        '胡 (hu)'),
    'judge.value.huxi': ('胡息',
        '胡息',
        '胡息 (huxi)'),
    'judge.unit.xi': ('息',
        '息',
        '息 (xi)'),
    'judge.unit.fan': ('番',
        '番',
        '番 (fan)'),
    'judge.unit.zhuang': ('庄',
        '莊',
        '庄 (zhuang)'),
    'judge.flag.dealt': ('起手牌',
        '起手牌',
        'dealt hand'),
    'judge.flag.tianhu': ('天胡',
        '天胡',
        '天胡 (tianhu)'),
    'judge.flag.dihu': ('地胡',
        '地胡',
        '地胡 (dihu)'),
    'judge.flag.baoting': ('报听',
        '報聽',
        '报听 (baoting)'),
    'judge.flag.hailao': ('海捞（最后一张）',
        '海撈（最後一張）',
        '海捞 (last card)'),
    'judge.flag.haidi': ('海底胡（最后一张）',
        '海底胡（最後一張）',
        '海底胡 (last card)'),
    'judge.setting.xing': ('星儿（124 张）',
        '星兒（124 張）',
        '星儿 (124 cards)'),
    'judge.card.win': ('胡的那张牌',
        '胡的那張牌',
        'the winning card'),
    'judge.card.long': ('要成的那张牌',
        '要成的那張牌',
        'the card to win on'),
    'judge.use.single': ('单张',
        '單張',
        'a single card'),
    'judge.zhuang_nowin': ('碰庄 {peng} + 摊庄 {tan} = {total} 庄',
        '碰莊 {peng} + 攤莊 {tan} = {total} 莊',
        '碰庄 {peng} + 摊庄 {tan} = {total} 庄'),
    'verb.zipai.long': ('龙',
        '龍',
        'long (龙)'),
    'verb.long.tan': ('摊庄',
        '攤莊',
        'tan (摊庄)'),
    'result.win': ('胡牌',
        '胡牌',
        'win'),
    'result.draw': ('流局',
        '流局',
        'no winner'),
    'result.instant': ('起手胡',
        '起手胡',
        'win on the deal'),
}

# simplified -> traditional, character by character, for Chinese names and terms given as
# plain text (card names, 胡头 and 名堂 names, the UI's game terms); generated from the
# characters of app/engine and app/ui, leaving out those with several traditional forms
_S2T = str.maketrans(
    '万东两个为乌习买于从价优伙会体儿关内写凑几击刘则刚别动励单却发叶号吕吗听围国圆场够头奖孙宝宾对寿将帮并庄应废开弃张当总戏'
    '战报择挂挡捞据摊数无时显暂杠条来标样档桥汉没涨游滚点猪现瑶电画盘着码禄离种穷简类红练组细经结给绝统继绩续罚胜脑荤蓝见观规'
    '视触计认让议许设识诈详语误说请读谁调财账贰赢车轮输过还这进远选钮钱铁铳错键长门闭问闲间阔阳陆随难韩顶项顺须题额飘饼黄龙龟'
    '与图属录确绑综记兴们换觉级边块该热网页杂称实际'
    '删声学带强搁欢试话运坏损检课验齐'
    '决么编'
    '办丢补机亲论'
    '评',
    '萬東兩個為烏習買於從價優夥會體兒關內寫湊幾擊劉則剛別動勵單卻發葉號呂嗎聽圍國圓場夠頭獎孫寶賓對壽將幫並莊應廢開棄張當總戲'
    '戰報擇掛擋撈據攤數無時顯暫槓條來標樣檔橋漢沒漲遊滾點豬現瑤電畫盤著碼祿離種窮簡類紅練組細經結給絕統繼績續罰勝腦葷藍見觀規'
    '視觸計認讓議許設識詐詳語誤說請讀誰調財賬貳贏車輪輸過還這進遠選鈕錢鐵銃錯鍵長門閉問閒間闊陽陸隨難韓頂項順須題額飄餅黃龍龜'
    '與圖屬錄確綁綜記興們換覺級邊塊該熱網頁雜稱實際'
    '刪聲學帶強擱歡試話運壞損檢課驗齊'
    '決麼編'   # the card trainer's (figures, drills, notes)
    '辦丟補機親論'   # the lessons' (a helper's 繁體 texts met them unconverted)
    '評')            # the review's verdict (评价)

# words whose characters have several traditional forms (left out of the table above): the form
# of that word, put in before the table is applied
# (tests/test_traditional_table.py checks every catalog text against OpenCC); 里 and 后 are
# always 裡 (inside) and 後 (after) in the program's texts, and 余 always 餘 (the rest: 其余 → 其餘)
_S2T_WORDS = {"汉钟离": "漢鍾離", "复习": "複習", "复盘": "復盤", "恢复": "恢復", "修复": "修復",
              "复制": "複製", "范围": "範圍", "历史": "歷史", "注明": "註明", "里": "裡", "后": "後",
              "余": "餘", "标准": "標準"}


def to_traditional(text: str) -> str:
    """简体 text in 繁體, word forms first, then character by character."""
    for simplified, traditional in _S2T_WORDS.items():
        if simplified in text:
            text = text.replace(simplified, traditional)
    return text.translate(_S2T)


_SEPS = {  # Seq kind -> separator per language (zh, zh_TW, en)
    "list": ("、", "、", ", "),
    "or": ("或", "或", " or "),
    "space": (" ", " ", " "),
    "plus": (" + ", " + ", " + "),
    "comma": ("，", "，", ", "),
    "gap": ("　", "　", "; "),
    "none": ("", "", " "),
}


_LANG_INDEX: dict[str | None, int] = {}


def lang_index(lang: str | None) -> int:
    """0 简体, 1 繁體, 2 English; anything unknown is 简体 (the program's default)."""
    i = _LANG_INDEX.get(lang)
    if i is None:
        i = _lang_index(lang)
        if len(_LANG_INDEX) < 64:   # the few language names a program uses
            _LANG_INDEX[lang] = i
    return i


def _lang_index(lang: str | None) -> int:
    low = (lang or "zh").replace("-", "_").lower()
    if low.startswith("en"):
        return 2
    if low in ("zh_tw", "zh_hk", "zh_mo", "zh_hant") or low.startswith("zh_hant"):
        return 1
    return 0


def placeholders(template: str) -> set[str]:
    """The names of the ``{fields}`` of a template."""
    return {name for _, name, _, _ in Formatter().parse(template) if name}


class Seq(tuple[Any, ...]):
    """Items shown together (cards, verbs, groups), joined the way ``kind``
    says ("list", "or", "space", "plus", "comma", "gap", "none")."""

    kind: str

    def __new__(cls, items: Iterable[Any] = (), kind: str = "space") -> "Seq":
        obj = super().__new__(cls, items)
        obj.kind = kind
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (Seq, (tuple(self), self.kind))


def render(value: Any, lang: str | None = "zh") -> str:
    """One parameter (or any engine text) in ``lang``."""
    i = lang_index(lang)
    if isinstance(value, Reason):
        return str.__str__(value) if i == 0 else value.text(lang)
    if isinstance(value, Seq):
        return _SEPS.get(value.kind, _SEPS["space"])[i].join([render(v, lang) for v in value])
    if isinstance(value, str):
        return to_traditional(value) if i == 1 else value
    if isinstance(value, int):
        return str(value)
    code, name = getattr(value, "code", None), getattr(value, "name", None)
    if isinstance(code, str) and isinstance(name, str):  # a card
        if i == 2:
            return f"{name} ({code})"
        return to_traditional(name) if i == 1 else name
    return str(value)


def _fill(key: str, params: dict[str, Any], lang: str | None) -> str:
    row = CATALOG.get(key)
    if row is None:  # an unknown key still says something readable
        return " ".join([key, *(render(v, lang) for v in params.values())])
    template = row[lang_index(lang)]
    text = template.format(**{k: render(v, lang) for k, v in params.items()})
    while "  " in text:
        text = text.replace("  ", " ")
    return text.strip()


class Reason(str):
    """A sentence for a player: ``str`` (简体) plus ``key`` and ``params``."""

    key: str
    params: dict[str, Any]

    def __new__(cls, key: str, **params: Any) -> "Reason":
        obj = super().__new__(cls, _fill(key, params, "zh"))
        obj.key = key
        obj.params = params
        return obj

    def text(self, lang: str | None = "zh") -> str:
        """This sentence in ``lang`` ("zh", "zh_CN", "zh_TW" or "en")."""
        if lang_index(lang) == 0:
            return str.__str__(self)
        return _fill(self.key, self.params, lang)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (self.key, self.params))

    def __repr__(self) -> str:
        return f"Reason({self.key!r}, {str.__repr__(self)})"


def _rebuild(key: str, params: dict[str, Any]) -> Reason:
    return Reason(key, **params)


def text(value: Any, lang: str | None = "zh") -> str:
    """Any engine text in ``lang``: a ``Reason`` is rendered, plain text is
    returned as it is (a ``str`` that is not a ``Reason`` has no other language)."""
    if isinstance(value, Reason):
        return value.text(lang)
    return "" if value is None else str(value)


def verb(kind: str, family: str = "", variant: str = "") -> Reason | str:
    """The label of an action verb as a message (e.g. 碰; 成 for a long-card win,
    偎 and 和 in qidong); an unknown verb stays as it is."""
    family = {"longcard": "long"}.get(family, family)
    for key in (f"verb.{variant}.{kind}", f"verb.{family}.{kind}", f"verb.{kind}"):
        if key in CATALOG:
            return Reason(key)
    return kind


def group_word(form: str, family: str = "") -> Reason | str:
    """The name of a group's form as players say it (碰, 招儿, 顺子, 坎 …) as a message: the
    family's own word first (``long.group.*``, ``zipai.form.*``), then the other family's (the same
    word: 吃, 碰); an unknown form stays as it is."""
    order = ("zipai.form", "long.group") if family == "zipai" else ("long.group", "zipai.form")
    for prefix in order:
        if f"{prefix}.{form}" in CATALOG:
            return Reason(f"{prefix}.{form}")
    return form


def verbs(kinds: Iterable[str], family: str = "", variant: str = "", kind: str = "list") -> Seq:
    return Seq((verb(k, family, variant) for k in kinds), kind)

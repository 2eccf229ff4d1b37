<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="80" />
        <source>Sort (S)</source>
        <translation>理牌 (S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="81" />
        <source>Hint (?)</source>
        <translation>提示 (?)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="82" />
        <source>Next hand (N)</source>
        <translation>下一局 (N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="83" />
        <source>Result (R)</source>
        <translation>本局结果 (R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="111" />
        <source>Space</source>
        <translation>空格</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../app/ui/controller.py" line="219" />
        <source>The hand is over.</source>
        <translation>这一局已经结束。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="221" />
        <source>It is not your turn.</source>
        <translation>还没轮到你。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="234" />
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="235" />
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="236" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="237" />
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="238" />
        <source>Recent games</source>
        <translation>最近的牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="241" />
        <source>Settle a real table's hand…</source>
        <translation>给真牌桌算账…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="243" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="244" />
        <source>&amp;Replays</source>
        <translation>复盘(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="245" />
        <source>Replay a saved game…</source>
        <translation>复盘存档…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="246" />
        <source>Replay this game</source>
        <translation>复盘这一局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="247" />
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="248" />
        <source>&amp;Trainer</source>
        <translation>认牌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="249" />
        <source>Card-recognition trainer</source>
        <translation>认牌练习</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="250" />
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="251" />
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="252" />
        <source>R&amp;ules</source>
        <translation>规则(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="253" />
        <source>Rules of this variant</source>
        <translation>本玩法规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="254" />
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="255" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="256" />
        <location filename="../../app/ui/mainwindow.py" line="513" />
        <source>How to play at this table</source>
        <translation>怎样在牌桌上出牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="257" />
        <location filename="../../app/ui/mainwindow.py" line="521" />
        <source>About Yezi</source>
        <translation>关于叶子</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="258" />
        <source>Match</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="286" />
        <location filename="../../app/ui/mainwindow.py" line="311" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="294" />
        <source>Could not save the settings: %1</source>
        <translation>无法保存设置：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="311" />
        <source>Start a new game with the new settings now?</source>
        <translation>现在用新设置开始新游戏吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="369" />
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="370" />
        <source>An unfinished game of %1 was found. Resume it?</source>
        <translation>有一局未打完的%1，要接着打吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="383" />
        <location filename="../../app/ui/mainwindow.py" line="412" />
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="403" />
        <source>Open a saved game</source>
        <translation>打开存档</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="404" />
        <location filename="../../app/ui/mainwindow.py" line="425" />
        <location filename="../../app/ui/mainwindow.py" line="483" />
        <source>Yezi games (*.json)</source>
        <translation>叶子牌局 (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="424" />
        <source>Save the game</source>
        <translation>保存牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="433" />
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="435" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="446" />
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="469" />
        <source>This part of Yezi is not available in this build.</source>
        <translation>这个版本没有这部分功能。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="482" />
        <source>Replay a saved game</source>
        <translation>复盘存档</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="491" />
        <source>Replay</source>
        <translation>复盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="514" />
        <source>Click a card to pick it, click it again (or press Enter) to discard it; or drag it up onto the table. Drag a card sideways within your hand to rearrange it; S sorts the hand.

Claims (chi, peng, gang, win, pass …) appear as buttons under the table: press the number shown, or the letter (H win, P peng, C chi, G gang, Space pass).

Left/Right pick a card with the keyboard; ? shows a hint; F1 opens the rules.</source>
        <translation>点一张牌选中它，再点一次（或按回车）打出；也可以把牌拖到桌面上打出。在手牌里左右拖动可以调整顺序；按 S 理牌。

吃、碰、杠、胡、过等选择显示为桌面下方的按钮：按按钮上的数字，或字母（H 胡，P 碰，C 吃，G 杠，空格 过）。

方向键左右用键盘选牌；? 显示提示；F1 打开规则。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="522" />
        <source>Yezi 叶子 — the long-card game 八胡头 (海门, 吕四) and the 字牌 games (外胡子, 益阳歪胡子, 祁东恰胡子) against the computer.</source>
        <translation>叶子 —— 和电脑打长牌八胡头（海门、吕四）和字牌（外胡子、益阳歪胡子、祁东恰胡子）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="527" />
        <location filename="../../app/ui/mainwindow.py" line="543" />
        <source>No hint right now.</source>
        <translation>现在没有提示。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="529" />
        <source>Thinking about a hint…</source>
        <translation>正在想提示…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="534" />
        <source>Suggested: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="540" />
        <location filename="../../app/ui/mainwindow.py" line="624" />
        <source>waiting for %1</source>
        <translation>听 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="542" />
        <source>the hand is complete</source>
        <translation>牌已圆</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="552" />
        <source>Seat %1</source>
        <translation>%1 号</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="554" />
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="554" />
        <source>Right (下家)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="554" />
        <source>Across (对家)</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="555" />
        <source>Left (上家)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="592" />
        <source>%1 is thinking…</source>
        <translation>%1 正在思考…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="602" />
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="604" />
        <source>Waiting for %1</source>
        <translation>等 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="606" />
        <source>Your turn: discard a card</source>
        <translation>轮到你：打一张牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="606" />
        <source>Your turn: discard or</source>
        <translation>轮到你：打牌，或</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="608" />
        <source>Your choice:</source>
        <translation>请选择：</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="635" />
        <source>%1 · hand %2</source>
        <translation>%1 · 第 %2 局</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="320" />
        <source>This variant has no settings.</source>
        <translation>这个玩法没有可设置的项目。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="574" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="582" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="603" />
        <source>No rules text for this variant yet.</source>
        <translation>这个玩法还没有规则说明。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="186" />
        <source>Hand result</source>
        <translation>本局结果</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="190" />
        <source>No winner (%1)</source>
        <translation>无人胡牌（%1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="192" />
        <source>%1 wins</source>
        <translation>%1 胡了</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="206" />
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="206" />
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="204" />
        <source>Breakdown</source>
        <translation>明细</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="211" />
        <location filename="../../app/ui/dialogs.py" line="235" />
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="213" />
        <source>Match ledger</source>
        <translation>总账</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="214" />
        <source>All data</source>
        <translation>全部数据</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="216" />
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="236" />
        <source>Match total</source>
        <translation>累计</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="258" />
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="260" />
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="399" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="417" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="428" />
        <source>Seat %1 (computer)</source>
        <translation>%1 号（电脑）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="434" />
        <source>Computer thinking delay</source>
        <translation>电脑思考时间</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="437" />
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="437" />
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="437" />
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="438" />
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="440" />
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="441" />
        <source>Discard with a single click</source>
        <translation>单击即打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="444" />
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="448" />
        <source>House rules and scoring of the chosen variant (take effect in the next game).</source>
        <translation>所选玩法的规矩和算分（下一局游戏起生效）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="454" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="464" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="466" />
        <source>Built-in art</source>
        <translation>内置牌面</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="473" />
        <source>Card theme</source>
        <translation>牌面主题</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="474" />
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/ui/table.py" line="117" />
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="118" />
        <source>Seat %1</source>
        <translation>%1 号</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="285" />
        <source>Dealer</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="286" />
        <source>%1 cards</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="399" />
        <source>Stock: %1</source>
        <translation>底牌 %1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="405" />
        <source>discarded</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="405" />
        <source>turned up</source>
        <translation>翻出</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="406" />
        <source>drew</source>
        <translation>摸出</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="415" />
        <source>%1 to act</source>
        <translation>轮到 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="417" />
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="539" />
        <source>%1 picked: click it again or press Enter to discard it</source>
        <translation>已选 %1：再点一次或按回车打出</translation>
    </message>
</context>
</TS>
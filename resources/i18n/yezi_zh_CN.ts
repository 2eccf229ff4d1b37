<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="110" />
        <source>Sort (S)</source>
        <translation>理牌 (S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="111" />
        <source>Hint (?)</source>
        <translation>提示 (?)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="112" />
        <source>Next hand (N)</source>
        <translation>下一局 (N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="113" />
        <source>Result (R)</source>
        <translation>本局结果 (R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="151" />
        <location filename="../../app/ui/mainwindow.py" line="153" />
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="153" />
        <source>Enter</source>
        <translation>回车</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../app/ui/controller.py" line="229" />
        <source>No game is running.</source>
        <translation>现在没有牌局。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="231" />
        <location filename="../../app/ui/controller.py" line="286" />
        <source>The hand is over.</source>
        <translation>这一局已经结束。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="233" />
        <source>It is not your turn.</source>
        <translation>还没轮到你。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="284" />
        <source>Taking back is turned off in the settings.</source>
        <translation>设置里已关掉悔牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="288" />
        <source>Wait for your turn to take back.</source>
        <translation>轮到你时才能悔牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="293" />
        <source>Nothing to take back in this hand.</source>
        <translation>这一局还没有可以悔的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="303" />
        <location filename="../../app/ui/controller.py" line="323" />
        <source>The game could not be saved automatically: %1</source>
        <translation>这局没能自动保存：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="373" />
        <source>The computer's player made no legal choice; a simple move was taken for it.</source>
        <translation>电脑没有走出合规的一步，替它走了一步简单的。</translation>
    </message>
</context>
<context>
    <name>LongSettlement</name>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1249" />
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1249" />
        <source>庄</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1249" />
        <location filename="../../app/ui/settle/window.py" line="1337" />
        <source>底</source>
        <translation>底</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1249" />
        <source>买庄</source>
        <translation>买庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1250" />
        <source>大炮</source>
        <translation>大炮</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1250" />
        <source>坐牢</source>
        <translation>坐牢</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1250" />
        <source>Net</source>
        <translation>输赢</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1250" />
        <source>抓多抓少</source>
        <translation>抓多抓少</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1252" />
        <source>a jailed player's 庄 count (牢里的庄头算)</source>
        <translation>牢里的庄头算</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1253" />
        <source>抓多抓少: the 头家 was not dealt 26 cards — jailed (坐牢) from this hand</source>
        <translation>抓多抓少：头家抓的不是 26 张——从本局起坐牢</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1262" />
        <source>Payout scheme</source>
        <translation>算法</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1263" />
        <source>custom</source>
        <translation>自定</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1270" />
        <source>Fill 庄 and 底 from the hand</source>
        <translation>按本手牌填庄和底</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1271" />
        <source>Whose hand the cards above are: the button fills that player's 庄 and 底</source>
        <translation>上面这手牌是谁的：按钮把这家的庄和底填好</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1275" />
        <source>Who pays whom</source>
        <translation>谁付谁</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1279" />
        <source>P%1</source>
        <translation>%1号</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1336" />
        <source>庄 ×%1</source>
        <translation>庄 ×%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1337" />
        <source>包庄</source>
        <translation>包庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1338" />
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 付 %2 %3（%4）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1342" />
        <source>nobody pays anyone</source>
        <translation>谁也不付谁</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="526" />
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="544" />
        <source>&amp;New game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="546" />
        <source>Choose a game…</source>
        <translation>选择玩法…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="547" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="549" />
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="550" />
        <source>&amp;Take back a move</source>
        <translation>悔一步(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="553" />
        <source>Recent games</source>
        <translation>最近的牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="556" />
        <source>Settle a real table's hand…</source>
        <translation>给真牌桌算账…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="558" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="526" />
        <source>&amp;Replays</source>
        <translation>复盘(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="559" />
        <source>Replay a saved game…</source>
        <translation>复盘存档…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="560" />
        <source>Replay this game</source>
        <translation>复盘这一局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="561" />
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="563" />
        <source>Card-recognition trainer</source>
        <translation>认牌练习</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="527" />
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="571" />
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="564" />
        <source>Rules of this variant</source>
        <translation>本玩法规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="552" />
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="526" />
        <source>&amp;Learn</source>
        <translation>学牌(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="565" />
        <source>Lessons…</source>
        <translation>学牌课程…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="527" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="572" />
        <location filename="../../app/ui/mainwindow.py" line="1167" />
        <source>How to play at this table</source>
        <translation>怎样在牌桌上出牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="573" />
        <location filename="../../app/ui/mainwindow.py" line="1179" />
        <source>About Yezi</source>
        <translation>关于叶子</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="474" />
        <location filename="../../app/ui/mainwindow.py" line="532" />
        <source>Match</source>
        <translation>牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="691" />
        <source>The setting %1 in the settings file had a bad value (%2); the default %3 is used.</source>
        <translation>设置文件里的 %1 值不对（%2），改用默认值 %3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="699" />
        <source>The ruleset option “%2” (%3) of %1 in the settings file cannot be %4; its default is used.</source>
        <translation>设置文件里%1的规则设置“%2”（%3）不能是 %4，改用默认值。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="705" />
        <source>The settings file could not be read (%1); the defaults are used.</source>
        <translation>设置文件读不出来（%1），改用默认设置。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="706" />
        <source>The settings file could not be read (%1); the defaults are used. The old file was kept as %2.</source>
        <translation>设置文件读不出来（%1），改用默认设置。原来的文件没有删，改名为 %2 保留着。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="718" />
        <location filename="../../app/ui/mainwindow.py" line="757" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="726" />
        <source>Could not save the settings: %1</source>
        <translation>无法保存设置：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="757" />
        <source>Start a new game with the new settings now?</source>
        <translation>现在用新设置开始新游戏吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="816" />
        <location filename="../../app/ui/mainwindow.py" line="828" />
        <location filename="../../app/ui/mainwindow.py" line="840" />
        <source>Autosave</source>
        <translation>自动保存</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="817" />
        <source>Autosave is off: %1. You can play, but the game is not kept.</source>
        <translation>自动保存已关闭：%1。可以照常玩，但这局不会保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="829" />
        <source>The game could not be kept in the history: %1</source>
        <translation>这局没能记入历史：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="841" />
        <source>The game could not be saved automatically: %1. Play goes on; Yezi tries again after every move.</source>
        <translation>这局没能自动保存：%1。游戏继续；每走一步 Yezi 都会再试。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="847" />
        <source>Autosave works again.</source>
        <translation>自动保存恢复了。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="859" />
        <source>Another running Yezi is playing an unfinished game; it is left to that copy.</source>
        <translation>另一个正在运行的 Yezi 在玩一局没打完的牌，这局留给它。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="866" />
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="867" />
        <source>An unfinished game of %1 was found. Resume it?</source>
        <translation>有一局未打完的%1，要接着打吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="883" />
        <location filename="../../app/ui/mainwindow.py" line="897" />
        <location filename="../../app/ui/mainwindow.py" line="919" />
        <location filename="../../app/ui/mainwindow.py" line="927" />
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="897" />
        <source>The game file was repaired: %1</source>
        <translation>牌局文件已修复：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="914" />
        <source>Open a saved game</source>
        <translation>打开存档</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="915" />
        <location filename="../../app/ui/mainwindow.py" line="946" />
        <location filename="../../app/ui/mainwindow.py" line="1131" />
        <source>Yezi games (*.json)</source>
        <translation>叶子牌局 (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="932" />
        <source>That is the game in play.</source>
        <translation>这就是正在玩的这一局。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="945" />
        <source>Save the game</source>
        <translation>保存牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="954" />
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="956" />
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="973" />
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="998" />
        <source>%1 hands</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1043" />
        <source>New game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1043" />
        <source>A game is in progress. Put it away and start another? (It is kept in the history.)</source>
        <translation>这局还没打完。先放下它、开始另一局吗？（它会留在历史记录里。）</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1070" />
        <source>This part of Yezi is not available in this build.</source>
        <translation>这个版本没有这部分功能。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1130" />
        <source>Replay a saved game</source>
        <translation>复盘存档</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1134" />
        <location filename="../../app/ui/mainwindow.py" line="1140" />
        <source>Replay</source>
        <translation>复盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1168" />
        <source>Click a card to pick it, click it again (or press Enter) to discard it; or drag it up onto the table. Drag a card sideways within your hand to rearrange it; S sorts the hand.

What you may do besides discarding appears as buttons under the table: press the number shown, or the letter (%1).

Left/Right pick a card with the keyboard; ? shows a hint; F1 opens the rules.</source>
        <translation>点一张牌选中它，再点一次（或按回车）打出；也可以把牌拖到桌面上打出。在手牌里左右拖动可以调整顺序；按 S 理牌。

打牌以外能做的（吃、碰、胡、过……）显示为桌面下方的按钮：按按钮上的数字，或字母（%1）。

方向键左右用键盘选牌；? 显示提示；F1 打开规则。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1180" />
        <source>Yezi 叶子 — the long-card game 八胡头 (海门, 吕四) and the 字牌 games (外胡子, 益阳歪胡子, 祁东恰胡子) against the computer.</source>
        <translation>叶子 —— 和电脑打长牌八胡头（海门、吕四）和字牌（外胡子、益阳歪胡子、祁东恰胡子）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1181" />
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1185" />
        <location filename="../../app/ui/mainwindow.py" line="1200" />
        <source>No hint right now.</source>
        <translation>现在没有提示。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1187" />
        <source>Thinking about a hint…</source>
        <translation>正在想提示…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1192" />
        <source>Suggested: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1204" />
        <source>Enter takes it</source>
        <translation>按回车就选它</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1228" />
        <source>Your last move was taken back; the record notes it.</source>
        <translation>已悔回你的上一步；牌局记录会注明。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1275" />
        <source>Space</source>
        <translation>空格</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1372" />
        <source>This is the only move the rules allow now.</source>
        <translation>按规矩现在只能这样走。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1376" />
        <source>Press Space or Enter.</source>
        <translation>按空格或回车。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1414" />
        <source>waiting for %1</source>
        <translation>听：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1199" />
        <source>the hand is complete</source>
        <translation>牌已圆</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="30" />
        <source>Seat %1</source>
        <translation>%1 号</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="21" />
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="23" />
        <source>Right (下家)</source>
        <translation>下家</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="25" />
        <source>Across (对家)</source>
        <translation>对家</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="26" />
        <source>Left (上家)</source>
        <translation>上家</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="46" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="97" />
        <source>You win</source>
        <translation>你胡了</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="98" />
        <source>%1 wins</source>
        <translation>%1 胡了</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1319" />
        <source>%1 is thinking…</source>
        <translation>%1 正在思考…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1333" />
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1335" />
        <source>Waiting for %1</source>
        <translation>等 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1337" />
        <source>Your turn: discard a card</source>
        <translation>轮到你：打一张牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1337" />
        <source>Your turn: discard or</source>
        <translation>轮到你：打牌，或</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1339" />
        <source>Your choice:</source>
        <translation>请选择：</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1345" />
        <source>Buy 庄 (买庄): pay to count as 庄 this hand — you win and lose more against the others. Pass (Space) declines.</source>
        <translation>买庄：这一局算作庄，输赢都比别家大。不买就按“过”（空格）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1426" />
        <source>%1 · hand %2</source>
        <translation>%1 · 第 %2 局</translation>
    </message>
</context>
<context>
    <name>OptionEditor</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="219" />
        <source>This variant has no settings.</source>
        <translation>这个玩法没有可设置的项目。</translation>
    </message>
</context>
<context>
    <name>RecordDialogs</name>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="16" />
        <source>Yezi records (*.json);;All files (*)</source>
        <translation>叶子对局 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="40" />
        <source>The game file %1 could not be opened.</source>
        <translation>牌局文件 %1 打不开。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="42" />
        <source>The game could not be opened.</source>
        <translation>这局牌打不开。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="44" />
        <source>The game could not be saved as %1.</source>
        <translation>这局牌没能保存为 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="46" />
        <source>The game could not be saved.</source>
        <translation>这局牌没能保存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="48" />
        <source>The unfinished game could not be resumed.</source>
        <translation>没打完的那局牌接不上了。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="50" />
        <source>The unfinished game that was saved automatically cannot be read.</source>
        <translation>自动保存的那局没打完的牌读不出来。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="53" />
        <source>The unfinished game could not be given up.</source>
        <translation>没打完的那局牌没能放弃。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="55" />
        <source>The game could not be replayed.</source>
        <translation>这局牌没法复盘。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="73" />
        <source>Cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="82" />
        <source>Open a game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="94" />
        <source>Save the game as</source>
        <translation>另存对局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="104" />
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="117" />
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="143" />
        <source>%1, hand %2, %3 actions</source>
        <translation>%1，第 %2 局，%3 步</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="146" />
        <source>Autosave unreadable</source>
        <translation>自动保存无法读取</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="150" />
        <source>Resume?</source>
        <translation>继续上次的牌局？</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="151" />
        <source>A game was left unfinished (%1). Resume it?</source>
        <translation>上次有一局没有打完（%1）。继续吗？</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="153" />
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="154" />
        <source>Give it up</source>
        <translation>放弃</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="156" />
        <source>Later</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="163" />
        <source>Cannot resume</source>
        <translation>无法继续</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="170" />
        <source>Cannot give it up</source>
        <translation>无法放弃</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="157" />
        <location filename="../../app/ui/replay/dialogs.py" line="59" />
        <source>Reason (in English): %1</source>
        <translation>原因（英文）：%1</translation>
    </message>
</context>
<context>
    <name>ReplayTable</name>
    <message>
        <location filename="../../app/ui/replay/table.py" line="165" />
        <source>Dealer</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="171" />
        <source>Total %1</source>
        <translation>合计 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="173" />
        <source>This hand %1</source>
        <translation>本局 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="175" />
        <source>◀ to act</source>
        <translation>◀ 轮到</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="185" />
        <location filename="../../app/ui/replay/table.py" line="187" />
        <source>Hand</source>
        <translation>手</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="200" />
        <source>Groups</source>
        <translation>组</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="202" />
        <source>Discards</source>
        <translation>弃</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="267" />
        <source>Seat %1</source>
        <translation>%1 号</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="276" />
        <source>Stock: %1</source>
        <translation>底牌 %1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="279" />
        <source>discarded</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="279" />
        <source>turned up</source>
        <translation>翻出</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="280" />
        <source>drew</source>
        <translation>摸出</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="296" />
        <source>No winner</source>
        <translation>臭局（无人胡牌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="313" />
        <source>… more under Scoring</source>
        <translation>… 详见计分</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="159" />
        <source>Replay incomplete</source>
        <translation>复盘不完整</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="171" />
        <source>Replay — %1</source>
        <translation>复盘 — %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="180" />
        <source>←/→ step  Home/End start/end of hand  PgUp/PgDn previous/next hand  Space play/pause</source>
        <translation>←/→ 一步  Home/End 本局首尾  PgUp/PgDn 上/下一局  空格 播放/暂停</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="201" />
        <location filename="../../app/ui/replay/viewer.py" line="232" />
        <source>Replay</source>
        <translation>复盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="206" />
        <source>◀◀ Previous hand</source>
        <translation>◀◀ 上一局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="206" />
        <source>Previous hand (PgUp)</source>
        <translation>上一局 (PgUp)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="207" />
        <source>Start of hand (Home)</source>
        <translation>本局开始 (Home)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="208" />
        <source>Step back (←)</source>
        <translation>后退一步 (←)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="209" />
        <location filename="../../app/ui/replay/viewer.py" line="505" />
        <source>‖ Pause</source>
        <translation>‖ 暂停</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="209" />
        <location filename="../../app/ui/replay/viewer.py" line="509" />
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="210" />
        <source>Play/pause (Space)</source>
        <translation>播放/暂停（空格）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="211" />
        <source>Step forward (→)</source>
        <translation>前进一步 (→)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="212" />
        <source>End of hand (End)</source>
        <translation>本局结束 (End)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="213" />
        <source>Next hand ▶▶</source>
        <translation>下一局 ▶▶</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="213" />
        <source>Next hand (PgDown)</source>
        <translation>下一局 (PgDown)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="215" />
        <source> Hand </source>
        <translation> 局 </translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="218" />
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="222" />
        <source> Step </source>
        <translation> 步 </translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="237" />
        <source> Speed </source>
        <translation> 速度 </translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="246" />
        <source> View </source>
        <translation> 视角 </translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="248" />
        <location filename="../../app/ui/replay/viewer.py" line="427" />
        <source>All hands</source>
        <translation>全部明牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="255" />
        <location filename="../../app/ui/replay/viewer.py" line="543" />
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="286" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="287" />
        <source>Open a game…</source>
        <translation>打开对局…</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="288" />
        <source>Save the game as…</source>
        <translation>另存对局…</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="290" />
        <source>Recent games</source>
        <translation>最近的牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="292" />
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="294" />
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="336" />
        <location filename="../../app/ui/replay/viewer.py" line="340" />
        <source>The deal</source>
        <translation>开局 · 发牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="350" />
        <source>played at %1</source>
        <translation>时间：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="433" />
        <source>Deal no. %1 · view: %2</source>
        <translation>牌局编号 %1 · 视角：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="629" />
        <source>Cannot replay</source>
        <translation>无法复盘</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="49" />
        <source>Seat %1</source>
        <translation>%1 号</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="45" />
        <source>Computer (%1)</source>
        <translation>电脑（%1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="155" />
        <source>This game replays only up to the point where its file stops making sense; what comes before can be watched.</source>
        <translation>这局牌只能复盘到文件出错的地方为止；出错之前的牌都能看。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="431" />
        <source>Hand %1 of %2 · dealer %3</source>
        <translation>第 %1 局 / 共 %2 局 · 庄 %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="434" />
        <source>The player took back a move in this hand.</source>
        <translation>这一局玩家悔了 1 步。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="435" />
        <source>The player took back %1 moves in this hand.</source>
        <translation>这一局玩家悔了 %1 步。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="443" />
        <source>&lt;i&gt;Hand in progress — go to its end for the scoring&lt;/i&gt;</source>
        <translation>&lt;i&gt;本局进行中 — 到结尾查看计分&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="444" />
        <source>&lt;i&gt;This hand was not finished&lt;/i&gt;</source>
        <translation>&lt;i&gt;这一局没有打完（未完成）&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="447" />
        <source>No winner</source>
        <translation>臭局（无人胡牌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="543" />
        <source>This hand was not finished: it has no scoring.</source>
        <translation>这一局没有打完，没有计分。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="666" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="676" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="698" />
        <source>No rules text for this variant yet.</source>
        <translation>这个玩法还没有规则说明。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="45" />
        <source>Hand result</source>
        <translation>本局结果</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="55" />
        <source>No winner (%1)</source>
        <translation>无人胡牌（%1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="90" />
        <source>Everyone's hand</source>
        <translation>各家的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="97" />
        <source>Next hand (N)</source>
        <translation>下一局 (N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="76" />
        <source>Breakdown</source>
        <translation>明细</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="92" />
        <location filename="../../app/ui/dialogs.py" line="127" />
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="94" />
        <source>Match ledger</source>
        <translation>总账</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="128" />
        <source>Match total</source>
        <translation>累计</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="150" />
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="152" />
        <source>Total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="580" />
        <source>Hand %1 — scoring</source>
        <translation>第 %1 局 计分</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="588" />
        <source>No winner</source>
        <translation>臭局（无人胡牌）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="360" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="380" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="398" />
        <source>Computer thinking delay</source>
        <translation>电脑思考时间</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="401" />
        <source>Off</source>
        <translation>关</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="401" />
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="401" />
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="402" />
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="404" />
        <source>Animation</source>
        <translation>动画</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="405" />
        <source>Discard with a single click</source>
        <translation>单击即打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="408" />
        <source>Allow taking back a move (Ctrl+Z)</source>
        <translation>允许悔牌（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="416" />
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="420" />
        <source>House rules and scoring of the chosen variant (take effect in the next game).</source>
        <translation>所选玩法的规矩和算分（下一局游戏起生效）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="426" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="437" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="440" />
        <source>Text size</source>
        <translation>字的大小</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="442" />
        <source>Built-in art</source>
        <translation>内置牌面</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="449" />
        <source>Card theme</source>
        <translation>牌面主题</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="450" />
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="451" />
        <source>Sound</source>
        <translation>声音</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="464" />
        <source>Play sounds (a card played, 吃 碰 杠 歪 跑 胡, the hand's end)</source>
        <translation>播放声音（出牌，吃、碰、杠、歪、跑、胡，一局结束）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="479" />
        <source>Test</source>
        <translation>试听</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="481" />
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="518" />
        <source>Sounds play through %1.</source>
        <translation>声音由 %1 播放。</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="520" />
        <source>Sound is not available on this computer. What the sound players said:</source>
        <translation>这台电脑上放不了声音。播放程序的原话（英文）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="551" />
        <source>%1 (computer)</source>
        <translation>%1（电脑）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="599" />
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="600" />
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="601" />
        <source>Larger</source>
        <translation>特大</translation>
    </message>
</context>
<context>
    <name>SettleWindow</name>
    <message>
        <location filename="../../app/ui/settle/window.py" line="970" />
        <source>peng (碰)</source>
        <translation>碰</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="970" />
        <source>gang (杠)</source>
        <translation>杠</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="970" />
        <source>tan (摊庄)</source>
        <translation>摊庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="565" />
        <source>Settle a hand — Yezi</source>
        <translation>算牌 —— 叶子</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="566" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="571" />
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="576" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="578" />
        <source>Hand (the cards held)</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="580" />
        <source>Table groups</source>
        <translation>桌上的牌组</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="581" />
        <source>+ Add group</source>
        <translation>＋ 添加牌组</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="585" />
        <location filename="../../app/ui/settle/window.py" line="656" />
        <source>cards of this group</source>
        <translation>这组的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="590" />
        <source>Card to win on (optional)</source>
        <translation>成的那张牌（可不填）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="588" />
        <source>Winning card and where it came from</source>
        <translation>胡的那张牌和来路</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="595" />
        <source>self draw (自摸)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="595" />
        <source>another's draw</source>
        <translation>别人摸出</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="596" />
        <source>a discard</source>
        <translation>别人打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="600" />
        <source>The hand as dealt: 无对, 十对, 一对, 九对, or qidong's three 龙</source>
        <translation>起手的牌：无对、十对、一对、九对，或祁东的三龙</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="166" />
        <source>“%1” is not a card of this game</source>
        <translation>“%1”不是这个玩法的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="572" />
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="573" />
        <source>Save this hand to a file: the cards, groups and flags and the judge's answer</source>
        <translation>把这手牌存成文件：牌、牌组、选项和算牌结果</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="574" />
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="575" />
        <source>Open a saved hand and judge it again</source>
        <translation>打开存下的一手牌，再算一遍</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="591" />
        <source>one card, e.g. %1</source>
        <translation>一张牌，例如 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="607" />
        <source>Judge</source>
        <translation>算牌结果</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="608" />
        <source>Copy JSON</source>
        <translation>复制 JSON</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="609" />
        <source>The request this answer comes from, for yezi judge or a bug report</source>
        <translation>这个结果所依据的请求（JSON），可交给 yezi judge 或附在问题报告里</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="610" />
        <source>Settlement: four players</source>
        <translation>四家结算</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="611" />
        <source>Payments</source>
        <translation>付钱</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="632" />
        <source>e.g. %1  or  %2</source>
        <translation>例如 %1 或 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="642" />
        <source>the winning card</source>
        <translation>胡的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="644" />
        <source>table group %1</source>
        <translation>第 %1 组</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="646" />
        <source>the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="647" />
        <source>Click a card to add it to %1; click a card below to take it out.</source>
        <translation>点牌加入%1；点下面的牌可以拿掉。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="698" />
        <source>This group is whole (%1 cards).</source>
        <translation>这组已经齐了（%1 张）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="786" />
        <source>Save the hand</source>
        <translation>保存这手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="787" />
        <location filename="../../app/ui/settle/window.py" line="808" />
        <source>Saved hands (*.json)</source>
        <translation>存下的牌 (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="797" />
        <source>The hand could not be saved as %1.</source>
        <translation>这手牌没能保存为 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="798" />
        <source>Saved as %1.</source>
        <translation>已保存为 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="808" />
        <source>Open a hand</source>
        <translation>打开一手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="823" />
        <source>%1 cannot be opened: %2</source>
        <translation>%1 打不开：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="829" />
        <source>Opened %1: the judge gives the same answer.</source>
        <translation>已打开 %1：算牌结果和保存时一样。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="831" />
        <source>Opened %1: the judge now answers differently — the rules changed (version %2, now %3).</source>
        <translation>已打开 %1：现在算出的结果不一样了——规则改过（保存时第 %2 版，现在第 %3 版）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="834" />
        <source>Opened %1: the judge now answers differently.</source>
        <translation>已打开 %1：现在算出的结果不一样了。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="838" />
        <source>it cannot be read</source>
        <translation>读不出来</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="839" />
        <source>it is too large to be a saved hand</source>
        <translation>文件太大，不是存下的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="840" />
        <source>it is not JSON</source>
        <translation>不是 JSON 文件</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="841" />
        <source>it is not a hand saved by Yezi</source>
        <translation>不是叶子存下的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="842" />
        <source>it is damaged (its check does not match)</source>
        <translation>文件损坏了（校验不符）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="843" />
        <source>its field %1 is wrong</source>
        <translation>其中的“%1”一项不对</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="844" />
        <source>its game %1 is unknown</source>
        <translation>不认识其中的玩法 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="872" />
        <source>Copied: %1</source>
        <translation>已复制：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="924" />
        <source>Fix the card marked in red to see the answer.</source>
        <translation>改正红字标出的牌才能算。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="926" />
        <source>The judge cannot take this hand:</source>
        <translation>这手牌算不了：</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="929" />
        <source>Enter the cards: type them, or click the cards above.</source>
        <translation>输入牌：打字，或点上面的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="967" />
        <source>招儿</source>
        <translation>招儿</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="967" />
        <source>run</source>
        <translation>顺子</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="967" />
        <source>extends the table run</source>
        <translation>接桌上的顺（顺圆）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="968" />
        <source>joins %1</source>
        <translation>并入%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="969" />
        <source>beside its 碰 (圆)</source>
        <translation>挨着碰（圆）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="973" />
        <source> 胡头</source>
        <translation> 胡头</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="985" />
        <source> (in %1)</source>
        <translation>（在%1里）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="986" />
        <location filename="../../app/ui/settle/window.py" line="1052" />
        <source> · table</source>
        <translation> · 桌上</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="987" />
        <source>%1 · %2 胡</source>
        <translation>%1 · %2 胡</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1007" />
        <location filename="../../app/ui/settle/window.py" line="1038" />
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1007" />
        <location filename="../../app/ui/settle/window.py" line="1038" />
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1008" />
        <source>%1 胡 · 圆: %2 · wins: %3</source>
        <translation>%1 胡 · 圆：%2 · 成：%3</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1013" />
        <source>with %1 (taken as: %2)</source>
        <translation>成 %1（作%2）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1017" />
        <location filename="../../app/ui/settle/window.py" line="1048" />
        <source>Arrangement</source>
        <translation>牌型</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1024" />
        <source>spare 将</source>
        <translation>闲将</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1026" />
        <source>loose (not 圆)</source>
        <translation>散牌（不圆）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1029" />
        <source>waiting (听张)</source>
        <translation>听张</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1031" />
        <source>waiting (听张): none</source>
        <translation>听张：无</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1032" />
        <source>庄 of this hand: %1</source>
        <translation>本手的庄：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1040" />
        <source>wins: %1 · a dealt-hand win, no 胡息 needed</source>
        <translation>胡：%1 · 起手胡，不论胡息</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1042" />
        <source>wins: %1 · %2 胡息 (at least %3)</source>
        <translation>胡：%1 · %2 胡息（最少 %3）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1051" />
        <source>%1 · %2 息</source>
        <translation>%1 · %2 息</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1061" />
        <source>豪</source>
        <translation>豪</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1064" />
        <source>名堂</source>
        <translation>名堂</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1069" />
        <source>囤 × 番</source>
        <translation>囤 × 番</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1071" />
        <source>total 息</source>
        <translation>合计息</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1072" />
        <location filename="../../app/ui/settle/window.py" line="1086" />
        <source>score</source>
        <translation>结算</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1076" />
        <location filename="../../app/ui/settle/window.py" line="1079" />
        <source>payment</source>
        <translation>付钱</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1076" />
        <source>包铳: the discarder pays %1 for all three</source>
        <translation>包铳：放炮的一家付三份 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1079" />
        <source>each loser pays %1; the winner gets %2</source>
        <translation>每家付 %1，胡家共得 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1099" />
        <source>Breakdown</source>
        <translation>明细</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="35" />
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="61" />
        <source>No finished hands yet. Once a hand is over, its result shows here.</source>
        <translation>还没有打完的牌局。打完一局后这里会显示战绩。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="68" />
        <source>All variants</source>
        <translation>全部玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="75" />
        <source>Over time:</source>
        <translation>随时间：</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="106" />
        <source>By variant</source>
        <translation>各玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="95" />
        <location filename="../../app/ui/replay/stats.py" line="100" />
        <source>hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="44" />
        <source>1 game</source>
        <translation>1 场</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="44" />
        <source>%1 games</source>
        <translation>%1 场</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="45" />
        <source>1 hand</source>
        <translation>1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="45" />
        <source>%1 hands</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="46" />
        <source>%1, %2 · won %3 (%4%) · total %5 · average per hand %6</source>
        <translation>共 %1 %2 · 胜 %3 局 (%4%) · 合计 %5 · 平均每局 %6</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="56" />
        <source>Hands with a move taken back: %1</source>
        <translation>有悔牌的局数：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="96" />
        <source>wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="97" />
        <source>average per hand</source>
        <translation>平均每局输赢</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="104" />
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="117" />
        <source>Running total over time</source>
        <translation>累计输赢</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="119" />
        <source>cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="120" />
        <source>per day</source>
        <translation>当日</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Games</source>
        <translation>场</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Hands</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="136" />
        <source>Win %</source>
        <translation>胜率</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="136" />
        <source>Draws</source>
        <translation>臭局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="136" />
        <source>Net</source>
        <translation>输赢</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="136" />
        <source>Average</source>
        <translation>平均</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../../app/ui/table.py" line="128" />
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="129" />
        <source>Seat %1</source>
        <translation>%1 号</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="360" />
        <source>Dealer</source>
        <translation>庄</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="361" />
        <source>%1 cards</source>
        <translation>%1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="554" />
        <source>Stock: %1</source>
        <translation>底牌 %1 张</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="563" />
        <source>discarded</source>
        <translation>打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="563" />
        <source>turned up</source>
        <translation>翻出</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="564" />
        <source>drew</source>
        <translation>摸出</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="534" />
        <source>%1 to act</source>
        <translation>轮到 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="536" />
        <source>Hand over</source>
        <translation>本局结束</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="584" />
        <source>Discards of %1</source>
        <translation>%1打出的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="584" />
        <source>Your discards</source>
        <translation>你打出的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="770" />
        <source>%1 picked: click it again or press Enter to discard it</source>
        <translation>已选 %1：再点一次或按回车打出</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../app/ui/welcome.py" line="114" />
        <source>Welcome to Yezi</source>
        <translation>欢迎来到叶子</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="116" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="117" />
        <source>Text size</source>
        <translation>字的大小</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="123" />
        <source>Choose a game. Everything here can be changed later in the settings.</source>
        <translation>选一种玩法。这里的一切以后都可以在设置里改。</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="126" />
        <source>Which game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="138" />
        <source>Computer players</source>
        <translation>电脑对手</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="150" />
        <source>Scoring and house rules</source>
        <translation>算法和台规</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="158" />
        <source>Rules of this game…</source>
        <translation>这种玩法的规则…</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="160" />
        <source>Learn the cards (trainer)…</source>
        <translation>认牌练习…</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="169" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
</context>
<context>
    <name>ZiSettlement</name>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1408" />
        <source>P%1</source>
        <translation>%1号</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1411" />
        <source>Winner</source>
        <translation>胡牌的</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1412" />
        <source>Discarder (包铳)</source>
        <translation>放炮的（包铳）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1450" />
        <source>No payment: the hand does not win.</source>
        <translation>不胡，不付钱。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1454" />
        <source>The discarder cannot be the winner.</source>
        <translation>放炮的不能是胡牌的人。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1456" />
        <source>包铳: %1 discarded the winning card and pays %2 alone (three shares)</source>
        <translation>包铳：%1放炮，一家付三份 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1459" />
        <source>Each loser pays %1 to %2.</source>
        <translation>每家输家付给%2 %1。</translation>
    </message>
</context>
</TS>
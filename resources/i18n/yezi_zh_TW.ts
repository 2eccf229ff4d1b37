<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_TW">
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
        <translation>本局結果 (R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="151" />
        <location filename="../../app/ui/mainwindow.py" line="153" />
        <source>Space</source>
        <translation>空白鍵</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="153" />
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../app/ui/controller.py" line="229" />
        <source>No game is running.</source>
        <translation>現在沒有牌局。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="231" />
        <location filename="../../app/ui/controller.py" line="286" />
        <source>The hand is over.</source>
        <translation>這一局已經結束。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="233" />
        <source>It is not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="284" />
        <source>Taking back is turned off in the settings.</source>
        <translation>設定裡已關掉悔牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="288" />
        <source>Wait for your turn to take back.</source>
        <translation>輪到你時才能悔牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="293" />
        <source>Nothing to take back in this hand.</source>
        <translation>這一局還沒有可以悔的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="303" />
        <location filename="../../app/ui/controller.py" line="323" />
        <source>The game could not be saved automatically: %1</source>
        <translation>這局沒能自動儲存：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/controller.py" line="373" />
        <source>The computer's player made no legal choice; a simple move was taken for it.</source>
        <translation>電腦沒有走出合規的一步，替它走了一步簡單的。</translation>
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
        <translation>莊</translation>
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
        <translation>買莊</translation>
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
        <translation>輸贏</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1250" />
        <source>抓多抓少</source>
        <translation>抓多抓少</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1252" />
        <source>a jailed player's 庄 count (牢里的庄头算)</source>
        <translation>牢裡的莊頭算</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1253" />
        <source>抓多抓少: the 头家 was not dealt 26 cards — jailed (坐牢) from this hand</source>
        <translation>抓多抓少：頭家抓的不是 26 張——從本局起坐牢</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1262" />
        <source>Payout scheme</source>
        <translation>算法</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1263" />
        <source>custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1270" />
        <source>Fill 庄 and 底 from the hand</source>
        <translation>按本手牌填莊和底</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1271" />
        <source>Whose hand the cards above are: the button fills that player's 庄 and 底</source>
        <translation>上面這手牌是誰的：按鈕把這家的莊和底填好</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1275" />
        <source>Who pays whom</source>
        <translation>誰付誰</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1279" />
        <source>P%1</source>
        <translation>%1號</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1336" />
        <source>庄 ×%1</source>
        <translation>莊 ×%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1337" />
        <source>包庄</source>
        <translation>包莊</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1338" />
        <source>%1 pays %2 %3 (%4)</source>
        <translation>%1 付 %2 %3（%4）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1342" />
        <source>nobody pays anyone</source>
        <translation>誰也不付誰</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="526" />
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="544" />
        <source>&amp;New game</source>
        <translation>新遊戲(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="546" />
        <source>Choose a game…</source>
        <translation>選擇玩法…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="547" />
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="549" />
        <source>Save &amp;as…</source>
        <translation>另存為(&amp;A)…</translation>
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
        <translation>給真牌桌算賬…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="558" />
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="526" />
        <source>&amp;Replays</source>
        <translation>復盤(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="559" />
        <source>Replay a saved game…</source>
        <translation>復盤存檔…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="560" />
        <source>Replay this game</source>
        <translation>復盤這一局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="561" />
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="563" />
        <source>Card-recognition trainer</source>
        <translation>認牌練習</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="527" />
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="571" />
        <source>Settings…</source>
        <translation>設定…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="564" />
        <source>Rules of this variant</source>
        <translation>本玩法規則</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="552" />
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="526" />
        <source>&amp;Learn</source>
        <translation>學牌(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="565" />
        <source>Lessons…</source>
        <translation>學牌課程…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="527" />
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="572" />
        <location filename="../../app/ui/mainwindow.py" line="1167" />
        <source>How to play at this table</source>
        <translation>怎樣在牌桌上出牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="573" />
        <location filename="../../app/ui/mainwindow.py" line="1179" />
        <source>About Yezi</source>
        <translation>關於葉子</translation>
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
        <translation>設定檔裡的 %1 值不對（%2），改用預設值 %3。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="699" />
        <source>The ruleset option “%2” (%3) of %1 in the settings file cannot be %4; its default is used.</source>
        <translation>設定檔裡%1的規則設定「%2」（%3）不能是 %4，改用預設值。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="705" />
        <source>The settings file could not be read (%1); the defaults are used.</source>
        <translation>設定檔讀不出來（%1），改用預設設定。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="706" />
        <source>The settings file could not be read (%1); the defaults are used. The old file was kept as %2.</source>
        <translation>設定檔讀不出來（%1），改用預設設定。原來的檔案沒有刪除，改名為 %2 保留著。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="718" />
        <location filename="../../app/ui/mainwindow.py" line="757" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="726" />
        <source>Could not save the settings: %1</source>
        <translation>無法儲存設定：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="757" />
        <source>Start a new game with the new settings now?</source>
        <translation>現在用新設定開始新遊戲嗎？</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="816" />
        <location filename="../../app/ui/mainwindow.py" line="828" />
        <location filename="../../app/ui/mainwindow.py" line="840" />
        <source>Autosave</source>
        <translation>自動儲存</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="817" />
        <source>Autosave is off: %1. You can play, but the game is not kept.</source>
        <translation>自動儲存已關閉：%1。可以照常玩，但這局不會儲存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="829" />
        <source>The game could not be kept in the history: %1</source>
        <translation>這局沒能記入歷史：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="841" />
        <source>The game could not be saved automatically: %1. Play goes on; Yezi tries again after every move.</source>
        <translation>這局沒能自動儲存：%1。遊戲繼續；每走一步 Yezi 都會再試。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="847" />
        <source>Autosave works again.</source>
        <translation>自動儲存恢復了。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="859" />
        <source>Another running Yezi is playing an unfinished game; it is left to that copy.</source>
        <translation>另一個正在執行的 Yezi 在玩一局沒打完的牌，這局留給它。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="866" />
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="867" />
        <source>An unfinished game of %1 was found. Resume it?</source>
        <translation>有一局未打完的%1，要接著打嗎？</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="883" />
        <location filename="../../app/ui/mainwindow.py" line="897" />
        <location filename="../../app/ui/mainwindow.py" line="919" />
        <location filename="../../app/ui/mainwindow.py" line="927" />
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="897" />
        <source>The game file was repaired: %1</source>
        <translation>牌局檔案已修復：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="914" />
        <source>Open a saved game</source>
        <translation>開啟存檔</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="915" />
        <location filename="../../app/ui/mainwindow.py" line="946" />
        <location filename="../../app/ui/mainwindow.py" line="1131" />
        <source>Yezi games (*.json)</source>
        <translation>葉子牌局 (*.json)</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="932" />
        <source>That is the game in play.</source>
        <translation>這就是正在玩的這一局。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="945" />
        <source>Save the game</source>
        <translation>儲存牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="954" />
        <source>Saved to %1</source>
        <translation>已儲存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="956" />
        <source>Save</source>
        <translation>儲存</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="973" />
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="998" />
        <source>%1 hands</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1043" />
        <source>New game</source>
        <translation>新遊戲</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1043" />
        <source>A game is in progress. Put it away and start another? (It is kept in the history.)</source>
        <translation>這局還沒打完。先放下它、開始另一局嗎？（它會留在歷史記錄裡。）</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1070" />
        <source>This part of Yezi is not available in this build.</source>
        <translation>這個版本沒有這部分功能。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1130" />
        <source>Replay a saved game</source>
        <translation>復盤存檔</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1134" />
        <location filename="../../app/ui/mainwindow.py" line="1140" />
        <source>Replay</source>
        <translation>復盤</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1168" />
        <source>Click a card to pick it, click it again (or press Enter) to discard it; or drag it up onto the table. Drag a card sideways within your hand to rearrange it; S sorts the hand.

What you may do besides discarding appears as buttons under the table: press the number shown, or the letter (%1).

Left/Right pick a card with the keyboard; ? shows a hint; F1 opens the rules.</source>
        <translation>點一張牌選中它，再點一次（或按 Enter）打出；也可以把牌拖到桌面上打出。在手牌裡左右拖動可以調整順序；按 S 理牌。

打牌以外能做的（吃、碰、胡、過……）顯示為桌面下方的按鈕：按按鈕上的數字，或字母（%1）。

方向鍵左右用鍵盤選牌；? 顯示提示；F1 開啟規則。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1180" />
        <source>Yezi 叶子 — the long-card game 八胡头 (海门, 吕四) and the 字牌 games (外胡子, 益阳歪胡子, 祁东恰胡子) against the computer.</source>
        <translation>葉子 —— 和電腦打長牌八胡頭（海門、呂四）和字牌（外胡子、益陽歪胡子、祁東恰胡子）。</translation>
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
        <translation>現在沒有提示。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1187" />
        <source>Thinking about a hint…</source>
        <translation>正在想提示…</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1192" />
        <source>Suggested: %1</source>
        <translation>建議：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1204" />
        <source>Enter takes it</source>
        <translation>按 Enter 就選它</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1228" />
        <source>Your last move was taken back; the record notes it.</source>
        <translation>已悔回你的上一步；牌局記錄會註明。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1275" />
        <source>Space</source>
        <translation>空白鍵</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1372" />
        <source>This is the only move the rules allow now.</source>
        <translation>按規矩現在只能這樣走。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1376" />
        <source>Press Space or Enter.</source>
        <translation>按空白鍵或 Enter。</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1414" />
        <source>waiting for %1</source>
        <translation>聽：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1199" />
        <source>the hand is complete</source>
        <translation>牌已圓</translation>
    </message>
    <message>
        <location filename="../../app/ui/seats.py" line="30" />
        <source>Seat %1</source>
        <translation>%1 號</translation>
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
        <translation>對家</translation>
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
        <translation>本局結束</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1335" />
        <source>Waiting for %1</source>
        <translation>等 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1337" />
        <source>Your turn: discard a card</source>
        <translation>輪到你：打一張牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1337" />
        <source>Your turn: discard or</source>
        <translation>輪到你：打牌，或</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1339" />
        <source>Your choice:</source>
        <translation>請選擇：</translation>
    </message>
    <message>
        <location filename="../../app/ui/mainwindow.py" line="1345" />
        <source>Buy 庄 (买庄): pay to count as 庄 this hand — you win and lose more against the others. Pass (Space) declines.</source>
        <translation>買莊：這一局算作莊，輸贏都比別家大。不買就按「過」（空白鍵）。</translation>
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
        <translation>這個玩法沒有可設定的項目。</translation>
    </message>
</context>
<context>
    <name>RecordDialogs</name>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="16" />
        <source>Yezi records (*.json);;All files (*)</source>
        <translation>葉子對局 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="40" />
        <source>The game file %1 could not be opened.</source>
        <translation>牌局檔案 %1 無法開啟。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="42" />
        <source>The game could not be opened.</source>
        <translation>這局牌無法開啟。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="44" />
        <source>The game could not be saved as %1.</source>
        <translation>這局牌沒能儲存為 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="46" />
        <source>The game could not be saved.</source>
        <translation>這局牌沒能儲存。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="48" />
        <source>The unfinished game could not be resumed.</source>
        <translation>沒打完的那局牌接不上了。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="50" />
        <source>The unfinished game that was saved automatically cannot be read.</source>
        <translation>自動儲存的那局沒打完的牌讀不出來。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="53" />
        <source>The unfinished game could not be given up.</source>
        <translation>沒打完的那局牌沒能放棄。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="55" />
        <source>The game could not be replayed.</source>
        <translation>這局牌無法復盤。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="73" />
        <source>Cannot open</source>
        <translation>無法開啟</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="82" />
        <source>Open a game</source>
        <translation>開啟對局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="94" />
        <source>Save the game as</source>
        <translation>另存對局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="104" />
        <source>Cannot save</source>
        <translation>無法儲存</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="117" />
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="143" />
        <source>%1, hand %2, %3 actions</source>
        <translation>%1，第 %2 局，%3 步</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="146" />
        <source>Autosave unreadable</source>
        <translation>自動儲存無法讀取</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="150" />
        <source>Resume?</source>
        <translation>繼續上次的牌局？</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="151" />
        <source>A game was left unfinished (%1). Resume it?</source>
        <translation>上次有一局沒有打完（%1）。繼續嗎？</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="153" />
        <source>Resume</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="154" />
        <source>Give it up</source>
        <translation>放棄</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="156" />
        <source>Later</source>
        <translation>以後再說</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="163" />
        <source>Cannot resume</source>
        <translation>無法繼續</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/dialogs.py" line="170" />
        <source>Cannot give it up</source>
        <translation>無法放棄</translation>
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
        <translation>莊</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="171" />
        <source>Total %1</source>
        <translation>合計 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="173" />
        <source>This hand %1</source>
        <translation>本局 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="175" />
        <source>◀ to act</source>
        <translation>◀ 輪到</translation>
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
        <translation>組</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="202" />
        <source>Discards</source>
        <translation>棄</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="267" />
        <source>Seat %1</source>
        <translation>%1 號</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="276" />
        <source>Stock: %1</source>
        <translation>底牌 %1 張</translation>
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
        <translation>臭局（無人胡牌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/table.py" line="313" />
        <source>… more under Scoring</source>
        <translation>… 詳見計分</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="159" />
        <source>Replay incomplete</source>
        <translation>復盤不完整</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="171" />
        <source>Replay — %1</source>
        <translation>復盤 — %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="180" />
        <source>←/→ step  Home/End start/end of hand  PgUp/PgDn previous/next hand  Space play/pause</source>
        <translation>←/→ 一步  Home/End 本局首尾  PgUp/PgDn 上/下一局  空白鍵 播放/暫停</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="201" />
        <location filename="../../app/ui/replay/viewer.py" line="232" />
        <source>Replay</source>
        <translation>復盤</translation>
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
        <translation>本局開始 (Home)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="208" />
        <source>Step back (←)</source>
        <translation>後退一步 (←)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="209" />
        <location filename="../../app/ui/replay/viewer.py" line="505" />
        <source>‖ Pause</source>
        <translation>‖ 暫停</translation>
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
        <translation>播放/暫停（空白鍵）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="211" />
        <source>Step forward (→)</source>
        <translation>前進一步 (→)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="212" />
        <source>End of hand (End)</source>
        <translation>本局結束 (End)</translation>
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
        <translation> 視角 </translation>
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
        <translation>計分</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="286" />
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="287" />
        <source>Open a game…</source>
        <translation>開啟對局…</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="288" />
        <source>Save the game as…</source>
        <translation>另存對局…</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="290" />
        <source>Recent games</source>
        <translation>最近的牌局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="292" />
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="294" />
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="336" />
        <location filename="../../app/ui/replay/viewer.py" line="340" />
        <source>The deal</source>
        <translation>開局 · 發牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="350" />
        <source>played at %1</source>
        <translation>時間：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="433" />
        <source>Deal no. %1 · view: %2</source>
        <translation>牌局編號 %1 · 視角：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="629" />
        <source>Cannot replay</source>
        <translation>無法復盤</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="49" />
        <source>Seat %1</source>
        <translation>%1 號</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="45" />
        <source>Computer (%1)</source>
        <translation>電腦（%1）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="155" />
        <source>This game replays only up to the point where its file stops making sense; what comes before can be watched.</source>
        <translation>這局牌只能復盤到檔案出錯的地方為止；出錯之前的牌都能看。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="431" />
        <source>Hand %1 of %2 · dealer %3</source>
        <translation>第 %1 局 / 共 %2 局 · 莊 %3</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="434" />
        <source>The player took back a move in this hand.</source>
        <translation>這一局玩家悔了 1 步。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="435" />
        <source>The player took back %1 moves in this hand.</source>
        <translation>這一局玩家悔了 %1 步。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="443" />
        <source>&lt;i&gt;Hand in progress — go to its end for the scoring&lt;/i&gt;</source>
        <translation>&lt;i&gt;本局進行中 — 到結尾查看計分&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="444" />
        <source>&lt;i&gt;This hand was not finished&lt;/i&gt;</source>
        <translation>&lt;i&gt;這一局沒有打完（未完成）&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="447" />
        <source>No winner</source>
        <translation>臭局（無人胡牌）</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="543" />
        <source>This hand was not finished: it has no scoring.</source>
        <translation>這一局沒有打完，沒有計分。</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="666" />
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="676" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="698" />
        <source>No rules text for this variant yet.</source>
        <translation>這個玩法還沒有規則說明。</translation>
    </message>
</context>
<context>
    <name>ScoreDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="45" />
        <source>Hand result</source>
        <translation>本局結果</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="55" />
        <source>No winner (%1)</source>
        <translation>無人胡牌（%1）</translation>
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
        <translation>明細</translation>
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
        <translation>總賬</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="128" />
        <source>Match total</source>
        <translation>累計</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="150" />
        <source>Hand %1</source>
        <translation>第 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="152" />
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="580" />
        <source>Hand %1 — scoring</source>
        <translation>第 %1 局 計分</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/viewer.py" line="588" />
        <source>No winner</source>
        <translation>臭局（無人胡牌）</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../app/ui/dialogs.py" line="360" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="380" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="398" />
        <source>Computer thinking delay</source>
        <translation>電腦思考時間</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="401" />
        <source>Off</source>
        <translation>關</translation>
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
        <translation>動畫</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="405" />
        <source>Discard with a single click</source>
        <translation>單擊即打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="408" />
        <source>Allow taking back a move (Ctrl+Z)</source>
        <translation>允許悔牌（Ctrl+Z）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="416" />
        <source>Game</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="420" />
        <source>House rules and scoring of the chosen variant (take effect in the next game).</source>
        <translation>所選玩法的規矩和算分（下一局遊戲起生效）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="426" />
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="437" />
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="440" />
        <source>Text size</source>
        <translation>字的大小</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="442" />
        <source>Built-in art</source>
        <translation>內建牌面</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="449" />
        <source>Card theme</source>
        <translation>牌面主題</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="450" />
        <source>Appearance</source>
        <translation>外觀</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="451" />
        <source>Sound</source>
        <translation>聲音</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="464" />
        <source>Play sounds (a card played, 吃 碰 杠 歪 跑 胡, the hand's end)</source>
        <translation>播放聲音（出牌，吃、碰、槓、歪、跑、胡，一局結束）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="479" />
        <source>Test</source>
        <translation>試聽</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="481" />
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="518" />
        <source>Sounds play through %1.</source>
        <translation>聲音由 %1 播放。</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="520" />
        <source>Sound is not available on this computer. What the sound players said:</source>
        <translation>這台電腦上放不了聲音。播放程式的原話（英文）：</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="551" />
        <source>%1 (computer)</source>
        <translation>%1（電腦）</translation>
    </message>
    <message>
        <location filename="../../app/ui/dialogs.py" line="599" />
        <source>Standard</source>
        <translation>標準</translation>
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
        <translation>槓</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="970" />
        <source>tan (摊庄)</source>
        <translation>攤莊</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="565" />
        <source>Settle a hand — Yezi</source>
        <translation>算牌 —— 葉子</translation>
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
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="578" />
        <source>Hand (the cards held)</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="580" />
        <source>Table groups</source>
        <translation>桌上的牌組</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="581" />
        <source>+ Add group</source>
        <translation>＋ 新增牌組</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="585" />
        <location filename="../../app/ui/settle/window.py" line="656" />
        <source>cards of this group</source>
        <translation>這組的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="590" />
        <source>Card to win on (optional)</source>
        <translation>成的那張牌（可不填）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="588" />
        <source>Winning card and where it came from</source>
        <translation>胡的那張牌和來路</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="595" />
        <source>self draw (自摸)</source>
        <translation>自摸</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="595" />
        <source>another's draw</source>
        <translation>別人摸出</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="596" />
        <source>a discard</source>
        <translation>別人打出</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="600" />
        <source>The hand as dealt: 无对, 十对, 一对, 九对, or qidong's three 龙</source>
        <translation>起手的牌：無對、十對、一對、九對，或祁東的三龍</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="166" />
        <source>“%1” is not a card of this game</source>
        <translation>「%1」不是這個玩法的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="572" />
        <source>Save…</source>
        <translation>儲存…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="573" />
        <source>Save this hand to a file: the cards, groups and flags and the judge's answer</source>
        <translation>把這手牌存成檔案：牌、牌組、選項和算牌結果</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="574" />
        <source>Open…</source>
        <translation>開啟…</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="575" />
        <source>Open a saved hand and judge it again</source>
        <translation>開啟存下的一手牌，再算一遍</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="591" />
        <source>one card, e.g. %1</source>
        <translation>一張牌，例如 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="607" />
        <source>Judge</source>
        <translation>算牌結果</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="608" />
        <source>Copy JSON</source>
        <translation>複製 JSON</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="609" />
        <source>The request this answer comes from, for yezi judge or a bug report</source>
        <translation>這個結果所依據的請求（JSON），可交給 yezi judge 或附在問題報告裡</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="610" />
        <source>Settlement: four players</source>
        <translation>四家結算</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="611" />
        <source>Payments</source>
        <translation>付錢</translation>
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
        <translation>第 %1 組</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="646" />
        <source>the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="647" />
        <source>Click a card to add it to %1; click a card below to take it out.</source>
        <translation>點牌加入%1；點下面的牌可以拿掉。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="698" />
        <source>This group is whole (%1 cards).</source>
        <translation>這組已經齊了（%1 張）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="786" />
        <source>Save the hand</source>
        <translation>儲存這手牌</translation>
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
        <translation>這手牌沒能儲存為 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="798" />
        <source>Saved as %1.</source>
        <translation>已儲存為 %1。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="808" />
        <source>Open a hand</source>
        <translation>開啟一手牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="823" />
        <source>%1 cannot be opened: %2</source>
        <translation>%1 無法開啟：%2</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="829" />
        <source>Opened %1: the judge gives the same answer.</source>
        <translation>已開啟 %1：算牌結果和儲存時一樣。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="831" />
        <source>Opened %1: the judge now answers differently — the rules changed (version %2, now %3).</source>
        <translation>已開啟 %1：現在算出的結果不一樣了——規則改過（儲存時第 %2 版，現在第 %3 版）。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="834" />
        <source>Opened %1: the judge now answers differently.</source>
        <translation>已開啟 %1：現在算出的結果不一樣了。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="838" />
        <source>it cannot be read</source>
        <translation>讀不出來</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="839" />
        <source>it is too large to be a saved hand</source>
        <translation>檔案太大，不是存下的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="840" />
        <source>it is not JSON</source>
        <translation>不是 JSON 檔案</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="841" />
        <source>it is not a hand saved by Yezi</source>
        <translation>不是葉子存下的牌</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="842" />
        <source>it is damaged (its check does not match)</source>
        <translation>檔案損壞了（校驗不符）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="843" />
        <source>its field %1 is wrong</source>
        <translation>其中的「%1」一項不對</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="844" />
        <source>its game %1 is unknown</source>
        <translation>不認識其中的玩法 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="872" />
        <source>Copied: %1</source>
        <translation>已複製：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="924" />
        <source>Fix the card marked in red to see the answer.</source>
        <translation>改正紅字標出的牌才能算。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="926" />
        <source>The judge cannot take this hand:</source>
        <translation>這手牌算不了：</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="929" />
        <source>Enter the cards: type them, or click the cards above.</source>
        <translation>輸入牌：打字，或點上面的牌。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="967" />
        <source>招儿</source>
        <translation>招兒</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="967" />
        <source>run</source>
        <translation>順子</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="967" />
        <source>extends the table run</source>
        <translation>接桌上的順（順圓）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="968" />
        <source>joins %1</source>
        <translation>併入%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="969" />
        <source>beside its 碰 (圆)</source>
        <translation>挨著碰（圓）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="973" />
        <source> 胡头</source>
        <translation> 胡頭</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="985" />
        <source> (in %1)</source>
        <translation>（在%1裡）</translation>
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
        <translation>%1 胡 · 圓：%2 · 成：%3</translation>
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
        <translation>閒將</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1026" />
        <source>loose (not 圆)</source>
        <translation>散牌（不圓）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1029" />
        <source>waiting (听张)</source>
        <translation>聽張</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1031" />
        <source>waiting (听张): none</source>
        <translation>聽張：無</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1032" />
        <source>庄 of this hand: %1</source>
        <translation>本手的莊：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1040" />
        <source>wins: %1 · a dealt-hand win, no 胡息 needed</source>
        <translation>胡：%1 · 起手胡，不論胡息</translation>
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
        <translation>合計息</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1072" />
        <location filename="../../app/ui/settle/window.py" line="1086" />
        <source>score</source>
        <translation>結算</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1076" />
        <location filename="../../app/ui/settle/window.py" line="1079" />
        <source>payment</source>
        <translation>付錢</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1076" />
        <source>包铳: the discarder pays %1 for all three</source>
        <translation>包銃：放炮的一家付三份 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1079" />
        <source>each loser pays %1; the winner gets %2</source>
        <translation>每家付 %1，胡家共得 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1099" />
        <source>Breakdown</source>
        <translation>明細</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="35" />
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="61" />
        <source>No finished hands yet. Once a hand is over, its result shows here.</source>
        <translation>還沒有打完的牌局。打完一局後這裡會顯示戰績。</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="68" />
        <source>All variants</source>
        <translation>全部玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="75" />
        <source>Over time:</source>
        <translation>隨時間：</translation>
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
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="44" />
        <source>1 game</source>
        <translation>1 場</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="44" />
        <source>%1 games</source>
        <translation>%1 場</translation>
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
        <translation>共 %1 %2 · 勝 %3 局 (%4%) · 合計 %5 · 平均每局 %6</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="56" />
        <source>Hands with a move taken back: %1</source>
        <translation>有悔牌的局數：%1</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="96" />
        <source>wins</source>
        <translation>勝</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="97" />
        <source>average per hand</source>
        <translation>平均每局輸贏</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="104" />
        <source>average</source>
        <translation>平均</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="117" />
        <source>Running total over time</source>
        <translation>累計輸贏</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="119" />
        <source>cumulative</source>
        <translation>累計</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="120" />
        <source>per day</source>
        <translation>當日</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Variant</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Games</source>
        <translation>場</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Hands</source>
        <translation>局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="135" />
        <source>Wins</source>
        <translation>勝</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="136" />
        <source>Win %</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="136" />
        <source>Draws</source>
        <translation>臭局</translation>
    </message>
    <message>
        <location filename="../../app/ui/replay/stats.py" line="136" />
        <source>Net</source>
        <translation>輸贏</translation>
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
        <translation>%1 號</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="360" />
        <source>Dealer</source>
        <translation>莊</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="361" />
        <source>%1 cards</source>
        <translation>%1 張</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="554" />
        <source>Stock: %1</source>
        <translation>底牌 %1 張</translation>
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
        <translation>輪到 %1</translation>
    </message>
    <message>
        <location filename="../../app/ui/table.py" line="536" />
        <source>Hand over</source>
        <translation>本局結束</translation>
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
        <translation>已選 %1：再點一次或按 Enter 打出</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../app/ui/welcome.py" line="114" />
        <source>Welcome to Yezi</source>
        <translation>歡迎來到葉子</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="116" />
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="117" />
        <source>Text size</source>
        <translation>字的大小</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="123" />
        <source>Choose a game. Everything here can be changed later in the settings.</source>
        <translation>選一種玩法。這裡的一切以後都可以在設定裡改。</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="126" />
        <source>Which game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="138" />
        <source>Computer players</source>
        <translation>電腦對手</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="150" />
        <source>Scoring and house rules</source>
        <translation>算法和台規</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="158" />
        <source>Rules of this game…</source>
        <translation>這種玩法的規則…</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="160" />
        <source>Learn the cards (trainer)…</source>
        <translation>認牌練習…</translation>
    </message>
    <message>
        <location filename="../../app/ui/welcome.py" line="169" />
        <source>Start</source>
        <translation>開始</translation>
    </message>
</context>
<context>
    <name>ZiSettlement</name>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1408" />
        <source>P%1</source>
        <translation>%1號</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1411" />
        <source>Winner</source>
        <translation>胡牌的</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1412" />
        <source>Discarder (包铳)</source>
        <translation>放炮的（包銃）</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1450" />
        <source>No payment: the hand does not win.</source>
        <translation>不胡，不付錢。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1454" />
        <source>The discarder cannot be the winner.</source>
        <translation>放炮的不能是胡牌的人。</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1456" />
        <source>包铳: %1 discarded the winning card and pays %2 alone (three shares)</source>
        <translation>包銃：%1放炮，一家付三份 %2</translation>
    </message>
    <message>
        <location filename="../../app/ui/settle/window.py" line="1459" />
        <source>Each loser pays %1 to %2.</source>
        <translation>每家輸家付給%2 %1。</translation>
    </message>
</context>
</TS>
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>actions</name>
        <message>
            <source>&amp;Autoplay</source>
            <translation>自动播放(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>教练(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Copy board image</source>
            <translation>复制牌桌图片(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Copy round as tenhou.net/6 link</source>
            <translation>复制本局为 tenhou.net/6 链接(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>导出(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Faster</source>
            <translation>加快(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Luck</source>
            <translation>运气(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Next disagreement</source>
            <translation>下一个不一致(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Next event</source>
            <translation>下一步(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open review…</source>
            <translation>打开复盘报告(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>打开(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Previous disagreement</source>
            <translation>上一个不一致(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Previous event</source>
            <translation>上一步(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Quiz: what would you play?</source>
            <translation>打牌与鸣牌测验(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Rotate the viewpoint</source>
            <translation>旋转视角(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save board image…</source>
            <translation>保存牌桌图片(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Scores</source>
            <translation>点数变化(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Slower</source>
            <translation>减慢(&amp;S)</translation>
        </message>
        <message>
            <source>All hands open / closed</source>
            <translation>全部手牌 公开 / 隐藏</translation>
        </message>
        <message>
            <source>Autoplay faster</source>
            <translation>加快自动播放</translation>
        </message>
        <message>
            <source>Autoplay on / off</source>
            <translation>自动播放 开 / 关</translation>
        </message>
        <message>
            <source>Autoplay slower</source>
            <translation>减慢自动播放</translation>
        </message>
        <message>
            <source>Close a popup</source>
            <translation>关闭弹窗</translation>
        </message>
        <message>
            <source>Close popup</source>
            <translation>关闭弹窗</translation>
        </message>
        <message>
            <source>Coach: each hand tile's ukeire, the verdict, safety marks</source>
            <translation>教练：每张手牌的进张、评价、安全度标记</translation>
        </message>
        <message>
            <source>Copy the board as an image</source>
            <translation>将牌桌复制为图片</translation>
        </message>
        <message>
            <source>Copy this round as a tenhou.net/6 link (for NAGA and the reviewers)</source>
            <translation>将本局复制为 tenhou.net/6 链接（用于 NAGA 和复盘工具）</translation>
        </message>
        <message>
            <source>End of the round (its result)</source>
            <translation>本局结束 (结果)</translation>
        </message>
        <message>
            <source>Export round &amp;animation…</source>
            <translation>导出本局动画(&amp;A)…</translation>
        </message>
        <message>
            <source>Export this round as an animation (GIF, APNG, WebP)</source>
            <translation>将本局导出为动画（GIF、APNG、WebP）</translation>
        </message>
        <message>
            <source>Hand a&amp;nalysis</source>
            <translation>手牌分析(&amp;N)</translation>
        </message>
        <message>
            <source>Hand analysis badges (shanten, waits)</source>
            <translation>手牌分析标记 (向听数、听牌)</translation>
        </message>
        <message>
            <source>Hide player na&amp;mes</source>
            <translation>隐藏玩家名(&amp;M)</translation>
        </message>
        <message>
            <source>Luck: where each tenpai's winning tiles were, what each call changed</source>
            <translation>运气：每次听牌的和牌张在哪里，每次鸣牌改变了什么</translation>
        </message>
        <message>
            <source>Mark &amp;dora</source>
            <translation>标记宝牌(&amp;D)</translation>
        </message>
        <message>
            <source>Mark dora tiles</source>
            <translation>标记宝牌</translation>
        </message>
        <message>
            <source>Ne&amp;xt log</source>
            <translation>下一个牌谱(&amp;X)</translation>
        </message>
        <message>
            <source>Next &amp;costly decision</source>
            <translation>下一个失误打牌(&amp;C)</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>下一局(&amp;R)</translation>
        </message>
        <message>
            <source>Next &amp;turn of the viewpoint seat</source>
            <translation>视角座位的下一巡(&amp;T)</translation>
        </message>
        <message>
            <source>Next costly decision of the bottom seat (coach)</source>
            <translation>下方座位的下一个失误打牌（教练）</translation>
        </message>
        <message>
            <source>Next event</source>
            <translation>下一步</translation>
        </message>
        <message>
            <source>Next log (the file's next game, the dropped list, or the file's folder)</source>
            <translation>下一个牌谱 (文件中的下一场、拖入的列表或文件所在文件夹)</translation>
        </message>
        <message>
            <source>Next move that disagrees with Mortal</source>
            <translation>下一个与 Mortal 不一致的选择</translation>
        </message>
        <message>
            <source>Next n&amp;otable event</source>
            <translation>下一个关键事件(&amp;O)</translation>
        </message>
        <message>
            <source>Next riichi, call, kan, win or draw</source>
            <translation>下一个立直、鸣牌、杠、和了或流局</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>下一局</translation>
        </message>
        <message>
            <source>Next turn of the bottom seat</source>
            <translation>下方座位的下一巡</translation>
        </message>
        <message>
            <source>Open &amp;Tenhou log…</source>
            <translation>打开天凤牌谱(&amp;T)…</translation>
        </message>
        <message>
            <source>Open &amp;hands</source>
            <translation>公开手牌(&amp;H)</translation>
        </message>
        <message>
            <source>Open a Mortal review report (mjai-reviewer JSON) of this game</source>
            <translation>打开本局的 Mortal 复盘报告（mjai-reviewer JSON）</translation>
        </message>
        <message>
            <source>Open a Tenhou log link or id (downloaded once)</source>
            <translation>打开天凤牌谱链接或ID (只下载一次)</translation>
        </message>
        <message>
            <source>Open a log</source>
            <translation>打开牌谱</translation>
        </message>
        <message>
            <source>Pre&amp;vious log</source>
            <translation>上一个牌谱(&amp;V)</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>上一局(&amp;V)</translation>
        </message>
        <message>
            <source>Previous c&amp;ostly decision</source>
            <translation>上一个失误打牌(&amp;O)</translation>
        </message>
        <message>
            <source>Previous costly decision of the bottom seat (coach)</source>
            <translation>下方座位的上一个失误打牌（教练）</translation>
        </message>
        <message>
            <source>Previous event</source>
            <translation>上一步</translation>
        </message>
        <message>
            <source>Previous log (the file's previous game, the dropped list, or the folder)</source>
            <translation>上一个牌谱 (文件中的上一场、拖入的列表或文件夹)</translation>
        </message>
        <message>
            <source>Previous move that disagrees with Mortal</source>
            <translation>上一个与 Mortal 不一致的选择</translation>
        </message>
        <message>
            <source>Previous notab&amp;le event</source>
            <translation>上一个关键事件(&amp;L)</translation>
        </message>
        <message>
            <source>Previous riichi, call, kan, win or draw</source>
            <translation>上一个立直、鸣牌、杠、和了或流局</translation>
        </message>
        <message>
            <source>Previous round (or this round's start)</source>
            <translation>上一局 (或本局开始)</translation>
        </message>
        <message>
            <source>Previous t&amp;urn of the viewpoint seat</source>
            <translation>视角座位的上一巡(&amp;U)</translation>
        </message>
        <message>
            <source>Previous turn of the bottom seat</source>
            <translation>下方座位的上一巡</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>退出</translation>
        </message>
        <message>
            <source>Quiz: guess each discard, call and kan of the bottom seat (Q or Esc leaves)</source>
            <translation>何切测验：猜下方座位的每次打牌、鸣牌和杠（Q 或 Esc 退出）</translation>
        </message>
        <message>
            <source>Review &amp;overlay</source>
            <translation>复盘标注(&amp;O)</translation>
        </message>
        <message>
            <source>Review overlay on / off</source>
            <translation>复盘标注 开／关</translation>
        </message>
        <message>
            <source>Rotate the table (next seat at the bottom)</source>
            <translation>旋转牌桌 (下一座位到下方)</translation>
        </message>
        <message>
            <source>Round &amp;end</source>
            <translation>本局结束(&amp;E)</translation>
        </message>
        <message>
            <source>Round &amp;list</source>
            <translation>对局列表(&amp;L)</translation>
        </message>
        <message>
            <source>Round &amp;start</source>
            <translation>本局开始(&amp;S)</translation>
        </message>
        <message>
            <source>Save the board as a PNG</source>
            <translation>将牌桌保存为 PNG</translation>
        </message>
        <message>
            <source>Save the game as tenhou.net/6 JSON or an mjai log</source>
            <translation>将对局保存为 tenhou.net/6 JSON 或 mjai 记录</translation>
        </message>
        <message>
            <source>Seats shown as A, B, C, D (for sharing)</source>
            <translation>座位显示为 A、B、C、D（用于分享）</translation>
        </message>
        <message>
            <source>Shade &amp;tsumogiri</source>
            <translation>摸切变暗(&amp;T)</translation>
        </message>
        <message>
            <source>Shade tsumogiri discards</source>
            <translation>摸切的舍牌变暗显示</translation>
        </message>
        <message>
            <source>Start of the round</source>
            <translation>本局开始</translation>
        </message>
        <message>
            <source>The &amp;wall</source>
            <translation>牌山(&amp;W)</translation>
        </message>
        <message>
            <source>The game's scores: each seat after every round, the standings</source>
            <translation>对局的点数变化：每局后的持点与最终顺位</translation>
        </message>
        <message>
            <source>The wall face do&amp;wn</source>
            <translation>牌山背面朝上(&amp;N)</translation>
        </message>
        <message>
            <source>The wall face down, as the players see it</source>
            <translation>牌山背面朝上，如同对局者所见</translation>
        </message>
        <message>
            <source>The wall face up and each seat's next draws</source>
            <translation>牌山正面朝上，并显示各家接下来的摸牌</translation>
        </message>
        <message>
            <source>This help</source>
            <translation>本帮助</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Best discards ({shanten} after):</source>
            <translation>最佳舍牌 (打出后 {shanten}):</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>和牌型</translation>
        </message>
        <message>
            <source>Fu: {lines} = {fu}</source>
            <translation>符: {lines} = {fu}</translation>
        </message>
        <message>
            <source>Furiten</source>
            <translation>振听</translation>
        </message>
        <message>
            <source>Furiten ({ja}): {why}</source>
            <translation>振听 ({ja}): {why}</translation>
        </message>
        <message>
            <source>Hand: {groups}</source>
            <translation>手牌: {groups}</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>听牌</translation>
        </message>
        <message>
            <source>Wait: {wait}</source>
            <translation>听牌: {wait}</translation>
        </message>
        <message>
            <source>Waits: {waits} ({count} left)</source>
            <translation>听牌: {waits} (剩余{count}枚)</translation>
        </message>
        <message>
            <source>a wait is in its own discards</source>
            <translation>自己的舍牌中有听的牌</translation>
        </message>
        <message>
            <source>all hands face up: tiles in every hand count as seen</source>
            <translation>所有手牌公开: 任何手牌中的牌都算作可见</translation>
        </message>
        <message>
            <source>chi</source>
            <translation>吃</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>和牌型</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>明杠</translation>
        </message>
        <message>
            <source>let a winning tile pass after riichi</source>
            <translation>立直后放过了和牌</translation>
        </message>
        <message>
            <source>let a winning tile pass since its last discard</source>
            <translation>上次打牌后放过了和牌</translation>
        </message>
        <message>
            <source>other hands hidden: tiles in them count as unseen</source>
            <translation>他家手牌隐藏: 其中的牌算作未见</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>雀头</translation>
        </message>
        <message>
            <source>pon</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>听牌</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}向听</translation>
        </message>
        <message>
            <source>{kinds}-way wait, {tiles} left</source>
            <translation>{kinds}种{tiles}枚</translation>
        </message>
        <message>
            <source>{tile}: {count} tiles ({improving})</source>
            <translation>{tile}: {count}枚 ({improving})</translation>
        </message>
        <message>
            <source>… {count} more</source>
            <translation>… 另有 {count} 种</translation>
        </message>
    </context>
    <context>
        <name>board</name>
        <message>
            <source>{count} left</source>
            <translation>余牌 {count}</translation>
        </message>
        <message>
            <source>{wind} {number}</source>
            <translation>{wind}{number}局</translation>
        </message>
    </context>
    <context>
        <name>coach</name>
        <message>
            <source> points lost</source>
            <translation> 点以上的损失</translation>
        </message>
        <message>
            <source>(red five)</source>
            <translation>（赤）</translation>
        </message>
        <message>
            <source>A decision counts as costly (next / previous costly decision) when it loses more than this many points of value</source>
            <translation>期望值损失超过这么多点的打牌算作失误（上一个/下一个失误打牌）</translation>
        </message>
        <message>
            <source>Ankan</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <source>Best efficiency: played {played} ({ukeire})</source>
            <translation>最佳牌效：打{played}（{ukeire}张）</translation>
        </message>
        <message>
            <source>Best {best}: {numbers}; played {played}: −{loss}</source>
            <translation>最佳 打{best}：{numbers}；实际 打{played}：−{loss}点</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; played {played}: {played_value} (−{loss})</source>
            <translation>最佳 {best}：{value}点；实际 {played}：{played_value}（−{loss}）</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; {other}: {other_value} ({taken})</source>
            <translation>最佳 {best}：{value}点；{other}：{other_value}（{taken}）</translation>
        </message>
        <message>
            <source>Best: played {played} ({numbers})</source>
            <translation>最佳：打{played}（{numbers}）</translation>
        </message>
        <message>
            <source>Best: played {played} ({value} points; {other}: {other_value})</source>
            <translation>最佳：实际 {played}（{value}点；{other}：{other_value}）</translation>
        </message>
        <message>
            <source>By the measured rule of riichi or dama (no points lost are counted)</source>
            <translation>按立直还是默听的实测规则（不计损失点）</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more)</source>
            <translation>按期望值：估算（3向听以上的手牌）</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more), weighed by the round's survival</source>
            <translation>按期望值：估算（3向听以上的手牌），按本局继续的概率加权</translation>
        </message>
        <message>
            <source>By value: the exact one-player model</source>
            <translation>按期望值：单人模型精确计算</translation>
        </message>
        <message>
            <source>By value: the exact one-player model, each draw weighed by the round's survival</source>
            <translation>按期望值：单人模型精确计算，每次摸牌按本局继续的概率加权</translation>
        </message>
        <message>
            <source>By value: the pick {picks} of {count} · points lost {points}</source>
            <translation>按期望值：最佳 {count}次中{picks}次 · 损失 {points}点</translation>
        </message>
        <message>
            <source>By value: {numbers}; the pick</source>
            <translation>期望值：{numbers}；最佳</translation>
        </message>
        <message>
            <source>By value: {numbers}; −{loss} against the pick</source>
            <translation>期望值：{numbers}；比最佳 −{loss}点</translation>
        </message>
        <message>
            <source>Call decisions: {count} · the pick in {picks} · calls missed {missed} · calls against the pick {extra}</source>
            <translation>鸣牌判断：{count}次 · 最佳 {picks}次 · 错过鸣牌 {missed}次 · 多余鸣牌 {extra}次</translation>
        </message>
        <message>
            <source>Call or pass</source>
            <translation>鸣牌还是跳过</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>吃</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>教练</translation>
        </message>
        <message>
            <source>Costliest decisions (click to go there)</source>
            <translation>损失最大的打牌（点击跳转）</translation>
        </message>
        <message>
            <source>Costly from</source>
            <translation>失误阈值</translation>
        </message>
        <message>
            <source>Daiminkan</source>
            <translation>大明杠</translation>
        </message>
        <message>
            <source>Dama</source>
            <translation>默听</translation>
        </message>
        <message>
            <source>Danger against riichi (deal-in rate)</source>
            <translation>对立直者的危险度（放铳率）</translation>
        </message>
        <message>
            <source>Deal-in %</source>
            <translation>放铳率</translation>
        </message>
        <message>
            <source>Deal-ins: {count}</source>
            <translation>放铳：{count}次</translation>
        </message>
        <message>
            <source>Decisions: {count} · best efficiency {matches} ({share})</source>
            <translation>打牌：{count} · 最佳牌效 {matches}（{share}）</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>打牌</translation>
        </message>
        <message>
            <source>Discard after</source>
            <translation>之后的打牌</translation>
        </message>
        <message>
            <source>Discard {tile}: {shanten}, {ukeire} ukeire</source>
            <translation>打{tile}：{shanten}，进张{ukeire}张</translation>
        </message>
        <message>
            <source>Efficiency: {efficiency} ({actual} of {best} ukeire)</source>
            <translation>牌效：{efficiency}（进张 {best} 张中 {actual} 张）</translation>
        </message>
        <message>
            <source>Folds against riichi: {count}</source>
            <translation>对立直弃和：{count}次</translation>
        </message>
        <message>
            <source>Judged by value so far: {valued} of {total}…</source>
            <translation>已按期望值评价：{total}中{valued}…</translation>
        </message>
        <message>
            <source>Judging by value…</source>
            <translation>正在计算期望值…</translation>
        </message>
        <message>
            <source>Kakan</source>
            <translation>加杠</translation>
        </message>
        <message>
            <source>Kan decisions: {count} · the pick in {picks} · kans missed {missed} · kans against the pick {extra}</source>
            <translation>杠的判断：{count}次 · 最佳 {picks}次 · 错过杠 {missed}次 · 多余的杠 {extra}次</translation>
        </message>
        <message>
            <source>Kan or not</source>
            <translation>杠还是不杠</translation>
        </message>
        <message>
            <source>Last discard: {verdict}</source>
            <translation>上一次打牌: {verdict}</translation>
        </message>
        <message>
            <source>No decision of the bottom seat at this step.</source>
            <translation>此步没有下方座位的打牌。</translation>
        </message>
        <message>
            <source>No earlier costly decision</source>
            <translation>之前没有失误打牌</translation>
        </message>
        <message>
            <source>No further costly decision</source>
            <translation>之后没有失误打牌</translation>
        </message>
        <message>
            <source>No kan</source>
            <translation>不杠</translation>
        </message>
        <message>
            <source>Nobody is in riichi.</source>
            <translation>没有人立直。</translation>
        </message>
        <message>
            <source>Not judged by value (the coach failed): by ukeire</source>
            <translation>无法计算期望值（教练出错）：按进张显示</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>选项</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>打点</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>Pushes against riichi: {pushes}</source>
            <translation>对立直的押牌：{pushes}</translation>
        </message>
        <message>
            <source>Right to fold: played {played} (genbutsu)</source>
            <translation>正确的弃和：打{played}（现物）</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>Riichi or dama</source>
            <translation>立直还是默听</translation>
        </message>
        <message>
            <source>Riichi or dama: {count} decisions · as the rule says in {matches}</source>
            <translation>立直还是默听：{count}次 · 符合规则 {matches}次</translation>
        </message>
        <message>
            <source>Shanten</source>
            <translation>向听</translation>
        </message>
        <message>
            <source>Shanten back: best {best} ({ukeire}), played {played}</source>
            <translation>退向听：最佳 打{best}（{ukeire}张），实际 打{played}</translation>
        </message>
        <message>
            <source>Shanten backs: {count}</source>
            <translation>退向听：{count}次</translation>
        </message>
        <message>
            <source>Tenpai %</source>
            <translation>听牌率</translation>
        </message>
        <message>
            <source>The coach could not judge this step: {error}</source>
            <translation>教练无法评价此步：{error}</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>整场对局</translation>
        </message>
        <message>
            <source>This decision</source>
            <translation>本次判断</translation>
        </message>
        <message>
            <source>This round's decisions of the bottom seat by value: green the pick, yellow a small loss, red a loss of {large} points or more, grey still being judged (click one)</source>
            <translation>本局下方座位的打牌（按期望值）：绿色为最佳，黄色为小损失，红色为{large}点以上的损失，灰色为计算中（点击跳转）</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>Tiles that advance</source>
            <translation>有效牌</translation>
        </message>
        <message>
            <source>Ukeire</source>
            <translation>进张</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>期望值</translation>
        </message>
        <message>
            <source>Win %</source>
            <translation>和牌率</translation>
        </message>
        <message>
            <source>about {points} points (estimate)</source>
            <translation>约{points}点（估算）</translation>
        </message>
        <message>
            <source>against {name}</source>
            <translation>对 {name}</translation>
        </message>
        <message>
            <source>ankan {tiles}</source>
            <translation>暗杠 {tiles}</translation>
        </message>
        <message>
            <source>another seat's call took the tile first</source>
            <translation>其他家的鸣牌优先</translation>
        </message>
        <message>
            <source>bad wait: riichi unless 3 han dama that can win by ron</source>
            <translation>愚形：除非默听3番以上且能荣和，否则立直</translation>
        </message>
        <message>
            <source>chi {tiles}</source>
            <translation>吃 {tiles}</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>和牌型</translation>
        </message>
        <message>
            <source>daiminkan {tiles}</source>
            <translation>大明杠 {tiles}</translation>
        </message>
        <message>
            <source>dama</source>
            <translation>默听</translation>
        </message>
        <message>
            <source>genbutsu</source>
            <translation>现物</translation>
        </message>
        <message>
            <source>good wait: riichi unless haneman dama</source>
            <translation>良形：除非默听跳满以上，否则立直</translation>
        </message>
        <message>
            <source>half-suji</source>
            <translation>半筋</translation>
        </message>
        <message>
            <source>honour, {count} seen</source>
            <translation>字牌 已见{count}张</translation>
        </message>
        <message>
            <source>judging…</source>
            <translation>计算中…</translation>
        </message>
        <message>
            <source>kakan {tiles}</source>
            <translation>加杠 {tiles}</translation>
        </message>
        <message>
            <source>no kan</source>
            <translation>不杠</translation>
        </message>
        <message>
            <source>no suji</source>
            <translation>无筋</translation>
        </message>
        <message>
            <source>no yaku without riichi (on a wait at least): riichi</source>
            <translation>不立直则无役（至少一种听牌）：立直</translation>
        </message>
        <message>
            <source>no-chance</source>
            <translation>壁（No Chance）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>one-chance</source>
            <translation>单壁（One Chance）</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>pon {tiles}</source>
            <translation>碰 {tiles}</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>suji</source>
            <translation>筋</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>听牌</translation>
        </message>
        <message>
            <source>tenpai {tenpai} %, {numbers}</source>
            <translation>听牌率 {tenpai}%，{numbers}</translation>
        </message>
        <message>
            <source>two or fewer draws left: riichi only with 3 han or more with riichi</source>
            <translation>剩余摸牌2次以下：立直后3番以上才立直</translation>
        </message>
        <message>
            <source>win {win} %, {points} points</source>
            <translation>和牌率 {win}%，{points}点</translation>
        </message>
        <message>
            <source>{cls} against {name}: about {danger} deal-in</source>
            <translation>对 {name} {cls}：放铳率约 {danger}</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}向听</translation>
        </message>
        <message>
            <source>{line} among those judged so far ({count} still being judged)</source>
            <translation>{line}（在已计算的打牌中；{count}个计算中）</translation>
        </message>
        <message>
            <source>{numbers}, deal-in {deal_in} %</source>
            <translation>{numbers}，放铳率 {deal_in}%</translation>
        </message>
        <message>
            <source>{pick} ({rule}): riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>{pick}（{rule}）：立直 {riichi}点，默听 {dama}点；实际 {played}</translation>
        </message>
        <message>
            <source>{pick} by the rule: riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>按规则{pick}：立直 {riichi}点，默听 {dama}点；实际 {played}</translation>
        </message>
        <message>
            <source>{question}: played {played}</source>
            <translation>{question}：实际 {played}</translation>
        </message>
        <message>
            <source>{round} · step {step}: played {played}, best {best}, −{loss} points</source>
            <translation>{round} · 第{step}步：打{played}，最佳 打{best}，−{loss}点</translation>
        </message>
        <message>
            <source>{round} · step {step}: {played}, best {best}, −{loss} points</source>
            <translation>{round} · 第{step}步：{played}，最佳 {best}，−{loss}点</translation>
        </message>
        <message>
            <source>{round}: {tile} to {name} ({cls}, {danger})</source>
            <translation>{round}：{tile}放铳给{name}（{cls}，{danger}）</translation>
        </message>
        <message>
            <source>{tile}: kuikae forbids discarding it now</source>
            <translation>{tile}：因食替现在不能打出</translation>
        </message>
        <message>
            <source>−{loss} ukeire: best {best} ({best_ukeire}), played {played} ({played_ukeire})</source>
            <translation>进张 −{loss} 张：最佳 打{best}（{best_ukeire}张），实际 打{played}（{played_ukeire}张）</translation>
        </message>
    </context>
    <context>
        <name>draw</name>
        <message>
            <source>Exhaustive draw</source>
            <translation>流局</translation>
        </message>
        <message>
            <source>Four kans</source>
            <translation>四杠散了</translation>
        </message>
        <message>
            <source>Four riichi</source>
            <translation>四家立直</translation>
        </message>
        <message>
            <source>Four winds</source>
            <translation>四风连打</translation>
        </message>
        <message>
            <source>Nagashi Mangan</source>
            <translation>流局满贯</translation>
        </message>
        <message>
            <source>Nine terminals</source>
            <translation>九种九牌</translation>
        </message>
        <message>
            <source>Triple ron</source>
            <translation>三家和了</translation>
        </message>
    </context>
    <context>
        <name>events</name>
        <message>
            <source>, {count} riichi stick(s) on the table</source>
            <translation>, 供托 {count} 根</translation>
        </message>
        <message>
            <source>, {count} tenpai</source>
            <translation>, {count} 家听牌</translation>
        </message>
        <message>
            <source>Draw: {name}</source>
            <translation>流局: {name}</translation>
        </message>
        <message>
            <source>New dora indicator {tile} (dora {dora})</source>
            <translation>新宝牌指示牌 {tile} (宝牌 {dora})</translation>
        </message>
        <message>
            <source>from the hand</source>
            <translation>手切</translation>
        </message>
        <message>
            <source>from {who}</source>
            <translation>(来自 {who})</translation>
        </message>
        <message>
            <source>riichi declaration</source>
            <translation>立直宣言牌</translation>
        </message>
        <message>
            <source>tsumogiri</source>
            <translation>摸切</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu}符{han}番</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han}番</translation>
        </message>
        <message>
            <source>{title}: {who} deals; dora indicator {tile} (dora {dora})</source>
            <translation>{title}: 庄家 {who}; 宝牌指示牌 {tile} (宝牌 {dora})</translation>
        </message>
        <message>
            <source>{who} adds {tile} to the pon (kakan)</source>
            <translation>{who} 加杠 {tile}</translation>
        </message>
        <message>
            <source>{who} calls chi {tile}{from_whom} ({run})</source>
            <translation>{who} 吃 {tile}{from_whom} ({run})</translation>
        </message>
        <message>
            <source>{who} calls kan {tile}{from_whom} (daiminkan)</source>
            <translation>{who} 杠 {tile}{from_whom} (大明杠)</translation>
        </message>
        <message>
            <source>{who} calls pon {tile}{from_whom}</source>
            <translation>{who} 碰 {tile}{from_whom}</translation>
        </message>
        <message>
            <source>{who} declares a closed kan of {tile} (ankan)</source>
            <translation>{who} 暗杠 {tile}</translation>
        </message>
        <message>
            <source>{who} declares riichi</source>
            <translation>{who} 宣言立直</translation>
        </message>
        <message>
            <source>{who} discards {tile}</source>
            <translation>{who} 打出 {tile}</translation>
        </message>
        <message>
            <source>{who} draws {tile}</source>
            <translation>{who} 摸 {tile}</translation>
        </message>
        <message>
            <source>{who} sets aside a North (kita)</source>
            <translation>{who} 拔北</translation>
        </message>
        <message>
            <source>{who} wins by ron from {loser} on {tile}: {points} ({value})</source>
            <translation>{who} 荣和 {loser} {tile}: {points}点 ({value})</translation>
        </message>
        <message>
            <source>{who} wins by tsumo on {tile}: {points} ({value})</source>
            <translation>{who} 自摸和了 {tile}: {points}点 ({value})</translation>
        </message>
        <message>
            <source>{who}'s riichi stands: 1000 points go on the table</source>
            <translation>{who} 立直成立: 1000点放入供托</translation>
        </message>
    </context>
    <context>
        <name>exporting</name>
        <message>
            <source>Copied {round} as a tenhou.net/6 link ({count} characters)</source>
            <translation>已将{round}复制为 tenhou.net/6 链接（{count} 个字符）</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>导出对局</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>已导出到 {path}</translation>
        </message>
        <message>
            <source>mjai event log (*.jsonl)</source>
            <translation>mjai 事件日志 (*.jsonl)</translation>
        </message>
        <message>
            <source>tenhou.net/6 JSON (*.json)</source>
            <translation>tenhou.net/6 JSON (*.json)</translation>
        </message>
    </context>
    <context>
        <name>fu</name>
        <message>
            <source>Base</source>
            <translation>底符</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <source>Closed pon</source>
            <translation>暗刻</translation>
        </message>
        <message>
            <source>Closed ron</source>
            <translation>门前荣和</translation>
        </message>
        <message>
            <source>Double wind pair</source>
            <translation>连风牌雀头</translation>
        </message>
        <message>
            <source>Kanchan wait</source>
            <translation>嵌张听牌</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>明杠</translation>
        </message>
        <message>
            <source>Open pinfu shape</source>
            <translation>副露平和型</translation>
        </message>
        <message>
            <source>Open pon</source>
            <translation>明刻</translation>
        </message>
        <message>
            <source>Penchan wait</source>
            <translation>边张听牌</translation>
        </message>
        <message>
            <source>Rounded up</source>
            <translation>进位</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>七对子</translation>
        </message>
        <message>
            <source>Tanki wait</source>
            <translation>单骑听牌</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>Value pair</source>
            <translation>役牌雀头</translation>
        </message>
    </context>
    <context>
        <name>group</name>
        <message>
            <source>Chi</source>
            <translation>吃</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>明杠</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>雀头</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>Quad</source>
            <translation>杠子</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>顺子</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>刻子</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <source>Click a round</source>
            <translation>点击一局</translation>
        </message>
        <message>
            <source>F1, ? or Esc closes this help</source>
            <translation>按 F1、? 或 Esc 关闭本帮助</translation>
        </message>
        <message>
            <source>In the round list: go to its start</source>
            <translation>在对局列表中: 跳到该局开始</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>鼠标滚轮</translation>
        </message>
        <message>
            <source>One event per notch (down = on)</source>
            <translation>每格一步 (向下 = 前进)</translation>
        </message>
        <message>
            <source>Popups</source>
            <translation>弹窗</translation>
        </message>
    </context>
    <context>
        <name>language</name>
        <message>
            <source>&amp;Japanese terms beside</source>
            <translation>并列显示日语术语(&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>Keep the Japanese term beside the translated one (for learners)</source>
            <translation>在译名旁显示日语术语 (供学习)</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>系统语言</translation>
        </message>
    </context>
    <context>
        <name>library</name>
        <message>
            <source> (first: {name}: {error})</source>
            <translation>（第一个：{name}：{error}）</translation>
        </message>
        <message>
            <source>%v/%m files, {rate}/s</source>
            <translation>%v/%m 个文件, {rate}/秒</translation>
        </message>
        <message>
            <source>%v/%m games, estimating the time left</source>
            <translation>%v/%m 场，正在估计剩余时间</translation>
        </message>
        <message>
            <source>%v/%m games, {left} left</source>
            <translation>%v/%m 场，剩余 {left}</translation>
        </message>
        <message>
            <source>&amp;Library…</source>
            <translation>牌谱库(&amp;L)…</translation>
        </message>
        <message>
            <source>, {count} gone</source>
            <translation>，{count} 个已不存在</translation>
        </message>
        <message>
            <source>, {count} unreadable (first: {name}: {error})</source>
            <translation>，{count} 个无法读取（第一个：{name}：{error}）</translation>
        </message>
        <message>
            <source>3-player</source>
            <translation>三人麻将</translation>
        </message>
        <message>
            <source>4-player</source>
            <translation>四人麻将</translation>
        </message>
        <message>
            <source>; not found: {folders}</source>
            <translation>；未找到：{folders}</translation>
        </message>
        <message>
            <source>Add a folder of logs to the library</source>
            <translation>将牌谱文件夹添加到牌谱库</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>添加文件夹…</translation>
        </message>
        <message>
            <source>All modes</source>
            <translation>所有模式</translation>
        </message>
        <message>
            <source>All rounds</source>
            <translation>所有局</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>所有对局</translation>
        </message>
        <message>
            <source>Average deal-in</source>
            <translation>平均放铳点数</translation>
        </message>
        <message>
            <source>Average draws to a win</source>
            <translation>平均和了巡目</translation>
        </message>
        <message>
            <source>Average placement</source>
            <translation>平均顺位</translation>
        </message>
        <message>
            <source>Average win</source>
            <translation>平均和了点数</translation>
        </message>
        <message>
            <source>Bad-move rate (Mortal, played under 5 %)</source>
            <translation>恶手率（Mortal，所选概率低于 5 %）</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>最佳</translation>
        </message>
        <message>
            <source>Call or pass: picks matched (coach)</source>
            <translation>鸣牌还是跳过：与教练推荐一致率</translation>
        </message>
        <message>
            <source>Call rate</source>
            <translation>副露率</translation>
        </message>
        <message>
            <source>Click to open the game.</source>
            <translation>点击打开该对局。</translation>
        </message>
        <message>
            <source>Costliest decisions of all your judged games (double-click: see it with the coach)</source>
            <translation>所有已评判对局中损失最大的打牌（双击：带教练查看）</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Deal-in rate</source>
            <translation>放铳率</translation>
        </message>
        <message>
            <source>Deal-in rate per game (average of 20)</source>
            <translation>每局放铳率 (20场平均)</translation>
        </message>
        <message>
            <source>Draw luck (z)</source>
            <translation>摸牌运 (z)</translation>
        </message>
        <message>
            <source>Every game of {me} is judged already.</source>
            <translation>{me} 的对局已全部评判。</translation>
        </message>
        <message>
            <source>Every indexed game: search, filters, statistics</source>
            <translation>所有已收录的对局: 搜索、筛选、统计</translation>
        </message>
        <message>
            <source>From YYYY-MM-DD</source>
            <translation>从 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>对局</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>对局</translation>
        </message>
        <message>
            <source>Games with {tag}</source>
            <translation>含有 {tag} 的对局</translation>
        </message>
        <message>
            <source>Judge my games</source>
            <translation>评判我的对局</translation>
        </message>
        <message>
            <source>Judge my games…</source>
            <translation>评判我的对局…</translation>
        </message>
        <message numerus="yes">
            <source>Judged %n game(s) of {me} ({failed} could not be judged)</source>
            <translation>
                <numerusform>已评判 {me} 的 %n 场对局（{failed} 场无法评判）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Judging stopped: %n game(s) of {me} judged, {left} left for the next time</source>
            <translation>
                <numerusform>评判已停止：已评判 {me} 的 %n 场对局，剩余 {left} 场留待下次</numerusform>
            </translation>
        </message>
        <message>
            <source>Judging the games of {me} …</source>
            <translation>正在评判 {me} 的对局…</translation>
        </message>
        <message>
            <source>Library — mjlog-viewer</source>
            <translation>牌谱库 — mjlog-viewer</translation>
        </message>
        <message>
            <source>Library: adding {folders} …</source>
            <translation>牌谱库: 正在添加 {folders}…</translation>
        </message>
        <message>
            <source>Library: {text}</source>
            <translation>牌谱库: {text}</translation>
        </message>
        <message>
            <source>Lobby</source>
            <translation>大厅</translation>
        </message>
        <message>
            <source>Lobby (鳳, 東…)</source>
            <translation>大厅 (鳳, 東…)</translation>
        </message>
        <message>
            <source>Log id</source>
            <translation>牌谱ID</translation>
        </message>
        <message>
            <source>Me (your name)</source>
            <translation>我 (你的名字)</translation>
        </message>
        <message>
            <source>Mortal rating</source>
            <translation>Mortal 评分</translation>
        </message>
        <message>
            <source>Mortal rating {rating}</source>
            <translation>Mortal 评分 {rating}</translation>
        </message>
        <message>
            <source>No game has these yet: {titles}.</source>
            <translation>尚无任何对局包含：{titles}。</translation>
        </message>
        <message>
            <source>Picks matched (coach)</source>
            <translation>与教练推荐一致率</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>顺位</translation>
        </message>
        <message>
            <source>Placement (average of 10)</source>
            <translation>顺位 (10场平均)</translation>
        </message>
        <message>
            <source>Placements</source>
            <translation>顺位分布</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>打出</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Player or log id</source>
            <translation>玩家或牌谱ID</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Points lost</source>
            <translation>损失点数</translation>
        </message>
        <message>
            <source>Points lost per decision (coach)</source>
            <translation>每次打牌的损失点数（教练）</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>进步</translation>
        </message>
        <message>
            <source>Rate at the start of each game</source>
            <translation>每局开始时的R值</translation>
        </message>
        <message>
            <source>Riichi rate</source>
            <translation>立直率</translation>
        </message>
        <message>
            <source>Riichi rounds dealt in</source>
            <translation>立直后放铳率</translation>
        </message>
        <message>
            <source>Riichi rounds won</source>
            <translation>立直后和了率</translation>
        </message>
        <message numerus="yes">
            <source>Rolling mean over %n game(s)</source>
            <translation>
                <numerusform>移动平均：最近 %n 场</numerusform>
            </translation>
        </message>
        <message>
            <source>Round</source>
            <translation>局</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>局数</translation>
        </message>
        <message>
            <source>Rounds “me” called</source>
            <translation>我鸣牌的局</translation>
        </message>
        <message>
            <source>Rounds “me” dealt in</source>
            <translation>我放铳的局</translation>
        </message>
        <message>
            <source>Rounds “me” declared riichi</source>
            <translation>我立直的局</translation>
        </message>
        <message>
            <source>Rounds “me” won</source>
            <translation>我和了的局</translation>
        </message>
        <message>
            <source>Rounds “me” won with yaku id…</source>
            <translation>我以役ID和了的局…</translation>
        </message>
        <message>
            <source>Run the coach over every game of “Me” not judged yet and keep its verdicts: the Progress tab's trends and costliest decisions</source>
            <translation>用教练评判“我”尚未评判的所有对局并保存结果：用于“进步”页的趋势和损失最大的打牌</translation>
        </message>
        <message>
            <source>Run the coach over the {count} games of {me} not judged yet?

It takes minutes a game, in the background on {cores} cores. You can stop at any time: the games judged are kept and the next run judges the rest.</source>
            <translation>用教练评判 {me} 尚未评判的 {count} 场对局吗？

每场需要几分钟，在后台使用 {cores} 个核心。可以随时停止：已评判的对局会保留，下次评判其余对局。</translation>
        </message>
        <message>
            <source>Scanning {folders} …</source>
            <translation>正在扫描 {folders}…</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>点数</translation>
        </message>
        <message>
            <source>Showing {me}, the player whose games were judged (index --judge); type a name in “Me” to see another player's.</source>
            <translation>正在显示对局已被评判的玩家 {me}（index --judge）；在“我”中输入名字可查看其他玩家。</translation>
        </message>
        <message>
            <source>Stop judging</source>
            <translation>停止评判</translation>
        </message>
        <message>
            <source>Stopping after the decisions in hand …</source>
            <translation>当前打牌评判完后停止…</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>标签</translation>
        </message>
        <message>
            <source>Tenhou yaku id (1 riichi, 7 pinfu, 8 tanyao, 39 daisangen …)</source>
            <translation>天凤役ID (1 立直, 7 平和, 8 断幺九, 39 大三元 …)</translation>
        </message>
        <message>
            <source>The judging stopped: {error}</source>
            <translation>评判已中止：{error}</translation>
        </message>
        <message>
            <source>The library cannot be opened: {error}</source>
            <translation>无法打开牌谱库: {error}</translation>
        </message>
        <message>
            <source>The scan stopped: {error}</source>
            <translation>扫描已停止: {error}</translation>
        </message>
        <message>
            <source>To YYYY-MM-DD</source>
            <translation>到 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Type your name in “Me” first: the coach judges that player's games.</source>
            <translation>请先在“我”中输入你的名字：教练会评判该玩家的对局。</translation>
        </message>
        <message>
            <source>Type your name in “Me” to ask about your rounds.</source>
            <translation>在“我”中输入你的名字以查询你的局。</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your progress.</source>
            <translation>在“我”中输入你的名字以查看进步。</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your statistics.</source>
            <translation>在“我”中输入你的名字以查看统计。</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>和了率</translation>
        </message>
        <message>
            <source>Win rate per game (average of 20)</source>
            <translation>每局和了率 (20场平均)</translation>
        </message>
        <message>
            <source>Wins by tsumo</source>
            <translation>自摸和了率</translation>
        </message>
        <message>
            <source>Wins closed without riichi</source>
            <translation>默听和了率</translation>
        </message>
        <message numerus="yes">
            <source>bad moves in {bad} of %n decision(s) ({share})</source>
            <translation>
                <numerusform>%n 次选择中恶手 {bad} 次（{share}）</numerusform>
            </translation>
        </message>
        <message>
            <source>cut off</source>
            <translation>中断</translation>
        </message>
        <message numerus="yes">
            <source>dealt in {dealt} of %n round(s) ({share})</source>
            <translation>
                <numerusform>%n 局中放铳 {dealt} 局（{share}）</numerusform>
            </translation>
        </message>
        <message>
            <source>double ron</source>
            <translation>一炮双响</translation>
        </message>
        <message>
            <source>draw ({kind})</source>
            <translation>流局 ({kind})</translation>
        </message>
        <message>
            <source>draw z {z} (hits: {hits}/{draws}, expected {expected}); dead waits: {dead}/{tenpais}</source>
            <translation>摸牌运 z {z}（进张 {hits}/{draws}，期望 {expected}）；死听 {dead}/{tenpais}</translation>
        </message>
        <message>
            <source>exhaustive draw</source>
            <translation>流局</translation>
        </message>
        <message>
            <source>incomplete</source>
            <translation>不完整</translation>
        </message>
        <message>
            <source>nagashi mangan</source>
            <translation>流局满贯</translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n call decision(s) ({share}); calls missed {missed}, calls against the pick {extra}</source>
            <translation>
                <numerusform>%n 次鸣牌判断中 {picks} 次为教练推荐（{share}）；错过鸣牌 {missed} 次，多余鸣牌 {extra} 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n discard(s) ({share})</source>
            <translation>
                <numerusform>%n 次打牌中 {picks} 次为教练推荐（{share}）</numerusform>
            </translation>
        </message>
        <message>
            <source>undated</source>
            <translation>日期不明</translation>
        </message>
        <message>
            <source>won by {winners} ({points})</source>
            <translation>{winners} 和了 ({points})</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>役满</translation>
        </message>
        <message>
            <source>{count} games (query {ms} ms) — {path}</source>
            <translation>{count} 场对局 (查询 {ms} ms) — {path}</translation>
        </message>
        <message>
            <source>{found} log files: {read} read, {new} new games</source>
            <translation>牌谱文件 {found} 个：已读取 {read} 个，新对局 {new} 场</translation>
        </message>
        <message>
            <source>{me} did not play in this game.</source>
            <translation>{me} 没有参加这场对局。</translation>
        </message>
        <message numerus="yes">
            <source>{me}: %n game(s) judged by the coach, none left to judge.</source>
            <translation>
                <numerusform>{me}：全部 %n 场对局已由教练评判。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{me}: {judged} of %n game(s) judged by the coach. Judge my games… judges the rest (minutes a game, in the background).</source>
            <translation>
                <numerusform>{me}：%n 场中 {judged} 场已由教练评判。“评判我的对局…”会评判其余对局（每场几分钟，在后台）。</numerusform>
            </translation>
        </message>
        <message>
            <source>{text} is not a date: write YYYY-MM-DD (ignored until then)</source>
            <translation>{text} 不是日期: 请写成 YYYY-MM-DD (在此之前忽略)</translation>
        </message>
        <message numerus="yes">
            <source>{title} — %n game(s)</source>
            <translation>
                <numerusform>{title} — %n 场</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — no games</source>
            <translation>{title} — 无对局</translation>
        </message>
        <message numerus="yes">
            <source>{value} points lost per decision (%n decision(s))</source>
            <translation>
                <numerusform>每次打牌损失 {value} 点（%n 次打牌）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>limit</name>
        <message>
            <source>Baiman</source>
            <translation>倍满</translation>
        </message>
        <message>
            <source>Haneman</source>
            <translation>跳满</translation>
        </message>
        <message>
            <source>Kazoe Yakuman</source>
            <translation>累计役满</translation>
        </message>
        <message>
            <source>Mangan</source>
            <translation>满贯</translation>
        </message>
        <message>
            <source>Sanbaiman</source>
            <translation>三倍满</translation>
        </message>
        <message>
            <source>Yakuman</source>
            <translation>役满</translation>
        </message>
    </context>
    <context>
        <name>luck</name>
        <message>
            <source>; </source>
            <translation>；</translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>运气</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>无牌山：{reason}</translation>
        </message>
        <message>
            <source>Where each tenpai's winning tiles were, and what each call changed (click a line).</source>
            <translation>每次听牌时和牌张在哪里，以及每次鸣牌改变了什么（点击一行跳到该步）。</translation>
        </message>
        <message>
            <source>Your last tenpai ({waits}): {places}</source>
            <translation>最后的听牌（听{waits}）：{places}</translation>
        </message>
        <message>
            <source>a win with {tile}</source>
            <translation>摸到{tile}即和牌</translation>
        </message>
        <message>
            <source>cut off: no copy falls to {seat}'s own draws</source>
            <translation>摸不到：{seat}自己的摸牌中一张也没有</translation>
        </message>
        <message>
            <source>dead wait: no copy left in the wall</source>
            <translation>死听：牌山中一张不剩</translation>
        </message>
        <message>
            <source>draws: {count}, improving: {hits} (expected {expected})</source>
            <translation>摸牌：{count}次，进张：{hits}次（期望 {expected}）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>starting hand: {shanten} shanten, better than {share}% of starting hands</source>
            <translation>配牌：{shanten}向听，好于{share}%的配牌</translation>
        </message>
        <message>
            <source>step {step}</source>
            <translation>第{step}步</translation>
        </message>
        <message>
            <source>tenpai with {tile}</source>
            <translation>摸到{tile}即听牌</translation>
        </message>
        <message>
            <source>the first was {seat}'s {ordinal} draw</source>
            <translation>第一张是{seat}的第{ordinal}次摸牌</translation>
        </message>
        <message>
            <source>the wall is unknown</source>
            <translation>牌山未知</translation>
        </message>
        <message>
            <source>without {caller}'s {call} of {discarder}'s discard</source>
            <translation>若{caller}没有{call}{discarder}的弃牌</translation>
        </message>
        <message>
            <source>z = {z}</source>
            <translation>z = {z}</translation>
        </message>
        <message>
            <source>{count} in sight</source>
            <translation>可见{count}张</translation>
        </message>
        <message>
            <source>{count} in the dead wall</source>
            <translation>王牌中{count}张</translation>
        </message>
        <message>
            <source>{count} in {seat}'s hand</source>
            <translation>{seat}手中{count}张</translation>
        </message>
        <message>
            <source>{count} left in the wall</source>
            <translation>牌山中剩{count}张</translation>
        </message>
        <message>
            <source>{seat} dealt in while tenpai</source>
            <translation>{seat}听牌时放铳</translation>
        </message>
        <message>
            <source>{seat} tenpai on {waits}</source>
            <translation>{seat}听牌：听{waits}</translation>
        </message>
        <message>
            <source>{seat}'s next draws: {tiles} (drew {drew})</source>
            <translation>{seat}接下来的摸牌：{tiles}（实际摸到{drew}）</translation>
        </message>
        <message>
            <source>{seat}: {start}; {draws}</source>
            <translation>{seat}：{start}；{draws}</translation>
        </message>
    </context>
    <context>
        <name>menus</name>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>跳转(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>播放(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>复盘(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>popup</name>
        <message>
            <source>#{place}</source>
            <translation>第{place}名</translation>
        </message>
        <message>
            <source>How the hand was scored</source>
            <translation>手牌计分</translation>
        </message>
        <message>
            <source>The log ends before the game does: scores as last seen.</source>
            <translation>牌谱在对局结束前中断: 显示最后的点数。</translation>
        </message>
        <message>
            <source>The log names no yaku, and the viewer could not score this hand: yaku unknown.</source>
            <translation>牌谱没有记录役种，本程序也无法计算此手牌：役种不明。</translation>
        </message>
        <message>
            <source>The log names no yaku: these are the viewer's own count of this hand.</source>
            <translation>牌谱没有记录役种：以下为本程序对此手牌的计算。</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>听牌</translation>
        </message>
        <message>
            <source>after</source>
            <translation>之后</translation>
        </message>
        <message>
            <source>before</source>
            <translation>之前</translation>
        </message>
        <message>
            <source>change</source>
            <translation>变化</translation>
        </message>
        <message>
            <source>points</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>score</source>
            <translation>点数</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>役满</translation>
        </message>
        <message>
            <source>{fu} fu</source>
            <translation>{fu}符</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu}符 {han}番</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han}番</translation>
        </message>
        <message>
            <source>{points} pts</source>
            <translation>{points}点</translation>
        </message>
        <message>
            <source>{ron}, from {who}</source>
            <translation>{ron}  来自 {who}</translation>
        </message>
    </context>
    <context>
        <name>quiz</name>
        <message>
            <source>A shanten back: your pick takes the hand further from tenpai.</source>
            <translation>向听倒退：这张打牌让手牌离听牌更远。</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>最佳</translation>
        </message>
        <message>
            <source>Best: no option is worth more than yours.</source>
            <translation>最佳：没有比你的选择期望值更高的选项。</translation>
        </message>
        <message>
            <source>Best: your pick is worth the most.</source>
            <translation>最佳：这张打牌的期望值最高。</translation>
        </message>
        <message>
            <source>Best: your pick keeps the most ukeire.</source>
            <translation>最佳：这张打牌保留的进张最多。</translation>
        </message>
        <message>
            <source>Best: {count} of {total}</source>
            <translation>最佳：{total} 题中 {count} 题</translation>
        </message>
        <message>
            <source>Call or pass?</source>
            <translation>鸣牌还是跳过？</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: it has no discard to choose after this point of the game.</source>
            <translation>无法测验这个座位：从这里往后没有可选择的打牌。</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: its hand is hidden in this log (it was written from another seat's view).</source>
            <translation>无法测验这个座位：这份牌谱中它的手牌是隐藏的（牌谱是从其他座位的视角记录的）。</translation>
        </message>
        <message>
            <source>Click a tile of your hand, or pick one with ← / → and press Enter.</source>
            <translation>点击手牌中的一张牌，或用 ← / → 选择后按 Enter。</translation>
        </message>
        <message>
            <source>Click an option below, or pick one with ↑ / ↓ and press Enter.</source>
            <translation>点击下方的选项，或用 ↑ / ↓ 选择后按 Enter。</translation>
        </message>
        <message>
            <source>Close the result (Enter) to play on.</source>
            <translation>关闭结果（Enter）后继续播放。</translation>
        </message>
        <message>
            <source>Enter, Space or → plays on to the next decision.</source>
            <translation>按 Enter、空格或 → 播放到下一次选择。</translation>
        </message>
        <message>
            <source>Judging {count} more answer(s) by value…</source>
            <translation>还有{count}题在计算期望值…</translation>
        </message>
        <message>
            <source>Kan or not?</source>
            <translation>杠还是不杠？</translation>
        </message>
        <message>
            <source>Leave the quiz</source>
            <translation>退出测验</translation>
        </message>
        <message>
            <source>Mortal</source>
            <translation>Mortal</translation>
        </message>
        <message>
            <source>No answer yet.</source>
            <translation>还没有回答。</translation>
        </message>
        <message>
            <source>No decision of this seat is left in the game.</source>
            <translation>本局中这个座位已没有剩余的选择。</translation>
        </message>
        <message>
            <source>Open a game first: the quiz plays it from the bottom seat.</source>
            <translation>请先打开一份牌谱：测验会从下方座位的视角播放。</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>继续</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>实战</translation>
        </message>
        <message>
            <source>Points lost: {points}</source>
            <translation>损失：{points}点</translation>
        </message>
        <message>
            <source>Q or Esc leaves the quiz.</source>
            <translation>按 Q 或 Esc 退出测验。</translation>
        </message>
        <message>
            <source>Quiz: what would you play?</source>
            <translation>打牌与鸣牌测验</translation>
        </message>
        <message>
            <source>Same as Mortal: {count} of {total}</source>
            <translation>与 Mortal 一致：{total} 题中 {count} 题</translation>
        </message>
        <message>
            <source>Same as the player: {count} of {total}</source>
            <translation>与实战一致：{total} 题中 {count} 题</translation>
        </message>
        <message>
            <source>The game plays on to your next decision…</source>
            <translation>正在播放到你的下一次选择…</translation>
        </message>
        <message>
            <source>Tsumo (win)</source>
            <translation>自摸（和牌）</translation>
        </message>
        <message>
            <source>What would you discard?</source>
            <translation>切哪张？</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>a kan</source>
            <translation>杠</translation>
        </message>
        <message>
            <source>kita</source>
            <translation>拔北</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>{count} ukeire</source>
            <translation>进张 {count} 张</translation>
        </message>
        <message>
            <source>{seat} discarded {tile}.</source>
            <translation>{seat} 打出了 {tile}。</translation>
        </message>
        <message>
            <source>{tile} (best)</source>
            <translation>{tile}（最佳）</translation>
        </message>
        <message>
            <source>{tile} (shanten back)</source>
            <translation>{tile}（向听倒退）</translation>
        </message>
        <message>
            <source>{tile} (−{loss} points)</source>
            <translation>{tile}（−{loss}点）</translation>
        </message>
        <message>
            <source>{tile} cannot be discarded now (kuikae).</source>
            <translation>{tile} 现在不能打出（食替）。</translation>
        </message>
        <message>
            <source>{tile}, declaring riichi</source>
            <translation>{tile} 立直</translation>
        </message>
        <message>
            <source>−{loss} points against the best.</source>
            <translation>比最佳少 {loss} 点。</translation>
        </message>
        <message>
            <source>−{loss} ukeire against the best.</source>
            <translation>比最佳少 {loss} 张进张。</translation>
        </message>
    </context>
    <context>
        <name>results</name>
        <message>
            <source>Double ron (ダブロン): both wins of this discard</source>
            <translation>一炮双响 (ダブロン): 这张牌的两家和了</translation>
        </message>
        <message>
            <source>Double ron: both wins of this discard</source>
            <translation>一炮双响: 这张牌的两家和了</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>终局</translation>
        </message>
        <message>
            <source>Final standings (終局)</source>
            <translation>终局</translation>
        </message>
        <message>
            <source>No final result: the log stops before the game's end.</source>
            <translation>无最终结果: 牌谱在对局结束前中断。</translation>
        </message>
        <message>
            <source>Pao: {who} is liable</source>
            <translation>包牌: {who} 负责支付</translation>
        </message>
        <message>
            <source>cut off (the log stops here)</source>
            <translation>中断 (牌谱到此为止)</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>无结果</translation>
        </message>
        <message>
            <source>riichi sticks {count} (stay on the table)</source>
            <translation>供托 立直棒 {count} 根 (留在场上)</translation>
        </message>
        <message>
            <source>riichi sticks {count} +{points}</source>
            <translation>供托 立直棒 {count} 根 +{points}</translation>
        </message>
        <message>
            <source>{count} honba</source>
            <translation>{count}本场</translation>
        </message>
        <message>
            <source>{count} honba +{points}</source>
            <translation>{count}本场 +{points}</translation>
        </message>
        <message>
            <source>{count} wins of this discard</source>
            <translation>这张牌的 {count} 家和了</translation>
        </message>
        <message>
            <source>{count}本場 honba</source>
            <translation>{count}本场</translation>
        </message>
        <message>
            <source>{count}本場 honba +{points}</source>
            <translation>{count}本场 +{points}</translation>
        </message>
        <message>
            <source>{points} all</source>
            <translation>{points} all</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} (stay on the table)</source>
            <translation>供托 立直棒 {count} 根 (留在场上)</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} +{points}</source>
            <translation>供托 立直棒 {count} 根 +{points}</translation>
        </message>
        <message>
            <source>包 Pao: {who} is liable</source>
            <translation>包牌: {who} 负责支付</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>A move not Mortal's counts as a disagreement when Mortal gave it less than this share of its favourite's probability (100 %: every move not Mortal's)</source>
            <translation>当 Mortal 给出的概率低于其首选概率的这一比例时，非 Mortal 首选的操作计为不一致（100 %：凡与 Mortal 不同即算）</translation>
        </message>
        <message>
            <source>Abortive draw (nine terminals)</source>
            <translation>九种九牌</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>吃</translation>
        </message>
        <message>
            <source>Close: Mortal gave the move played {percent}</source>
            <translation>接近：Mortal 对实际操作的评估 {percent}</translation>
        </message>
        <message>
            <source>Disagreement below</source>
            <translation>不一致阈值</translation>
        </message>
        <message>
            <source>Disagreement: Mortal gave the move played {percent}</source>
            <translation>不一致：Mortal 对实际操作的评估 {percent}</translation>
        </message>
        <message>
            <source>Disagreements</source>
            <translation>不一致</translation>
        </message>
        <message>
            <source>Disagreements per round</source>
            <translation>各局不一致</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>打</translation>
        </message>
        <message>
            <source>East {number}</source>
            <translation>东{number}局</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>杠</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>拔北</translation>
        </message>
        <message>
            <source>Matches: {matches} of {reviewed} ({percent})</source>
            <translation>一致：{reviewed} 手中 {matches} 手（{percent}）</translation>
        </message>
        <message>
            <source>Model: {model}</source>
            <translation>模型：{model}</translation>
        </message>
        <message>
            <source>Mortal review</source>
            <translation>Mortal 复盘</translation>
        </message>
        <message>
            <source>Mortal review of seat {seat}: {matches} of {reviewed} moves match</source>
            <translation>座位 {seat} 的 Mortal 复盘：{reviewed} 手中 {matches} 手一致</translation>
        </message>
        <message>
            <source>Mortal review reports (*.json);;All files (*)</source>
            <translation>Mortal 复盘报告 (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Mortal × {best}</source>
            <translation>Mortal × {best}</translation>
        </message>
        <message>
            <source>Mortal ✓</source>
            <translation>Mortal ✓</translation>
        </message>
        <message>
            <source>No earlier disagreement with Mortal</source>
            <translation>此前没有与 Mortal 不一致之处</translation>
        </message>
        <message>
            <source>No further disagreement with Mortal</source>
            <translation>此后没有与 Mortal 不一致之处</translation>
        </message>
        <message>
            <source>No review is open.</source>
            <translation>未打开复盘。</translation>
        </message>
        <message>
            <source>No reviewed decision at this step.</source>
            <translation>此步没有复盘过的决策。</translation>
        </message>
        <message>
            <source>North {number}</source>
            <translation>北{number}局</translation>
        </message>
        <message>
            <source>Open a Mortal review</source>
            <translation>打开 Mortal 复盘</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>跳过</translation>
        </message>
        <message>
            <source>Played: {played}
Mortal: {best}</source>
            <translation>实际：{played}
Mortal：{best}</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>Prob</source>
            <translation>概率</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>Q</translation>
        </message>
        <message>
            <source>Rating: {rating}</source>
            <translation>评分：{rating}</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>荣和</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>局</translation>
        </message>
        <message>
            <source>Same as Mortal</source>
            <translation>与 Mortal 一致</translation>
        </message>
        <message>
            <source>South {number}</source>
            <translation>南{number}局</translation>
        </message>
        <message>
            <source>Temperature: {temperature}</source>
            <translation>温度：{temperature}</translation>
        </message>
        <message>
            <source>The review is not of this game. {error}</source>
            <translation>此复盘不属于本对局。{error}</translation>
        </message>
        <message>
            <source>This round's reviewed decisions: red disagrees with Mortal (click one)</source>
            <translation>本局复盘过的决策：红色为与 Mortal 不一致（点击跳转）</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>West {number}</source>
            <translation>西{number}局</translation>
        </message>
        <message>
            <source>Worst moves (click to go there)</source>
            <translation>最差操作（点击跳转）</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>和牌型</translation>
        </message>
        <message>
            <source>furiten</source>
            <translation>振听</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>听牌</translation>
        </message>
        <message>
            <source>{bad} of {reviewed} reviewed moves disagree with Mortal</source>
            <translation>复盘的 {reviewed} 手中有 {bad} 手与 Mortal 不一致</translation>
        </message>
        <message>
            <source>{bad} of {total}</source>
            <translation>{bad} / {total}</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}向听</translation>
        </message>
        <message>
            <source>{round} honba {honba}</source>
            <translation>{round} {honba}本场</translation>
        </message>
        <message>
            <source>{round}, junme {junme}</source>
            <translation>{round} 第{junme}巡</translation>
        </message>
        <message>
            <source>{where}: {played} ({played_percent}) — Mortal: {best} ({best_percent})</source>
            <translation>{where}：{played}（{played_percent}）— Mortal：{best}（{best_percent}）</translation>
        </message>
        <message>
            <source>× Mortal: {best}</source>
            <translation>× Mortal：{best}</translation>
        </message>
        <message>
            <source>✓ Mortal agrees</source>
            <translation>✓ 与 Mortal 一致</translation>
        </message>
    </context>
    <context>
        <name>scores</name>
        <message>
            <source>Click to go to this round.</source>
            <translation>点击转到此局。</translation>
        </message>
        <message>
            <source>Deal-in</source>
            <translation>放铳</translation>
        </message>
        <message>
            <source>E{number}</source>
            <translation>东{number}</translation>
        </message>
        <message>
            <source>No final standings: the log stops before the game's end.</source>
            <translation>没有最终顺位：牌谱在终局前中断。</translation>
        </message>
        <message>
            <source>N{number}</source>
            <translation>北{number}</translation>
        </message>
        <message>
            <source>Oka</source>
            <translation>Oka</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>顺位</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>Riichi: {who}</source>
            <translation>立直：{who}</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>持点</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>点数变化</translation>
        </message>
        <message>
            <source>S{number}</source>
            <translation>南{number}</translation>
        </message>
        <message>
            <source>Tenhou's ranked lobby: start {start}, return {target}; uma {uma}, oka {oka} to the first.</source>
            <translation>天凤段位战：起始点 {start}，返点 {target}；马 {uma}，Oka {oka} 归第一位。</translation>
        </message>
        <message>
            <source>Uma</source>
            <translation>马</translation>
        </message>
        <message>
            <source>Uma and oka unknown: lobby {lobby} sets its own rules.</source>
            <translation>马与 Oka 未知：大厅 {lobby} 有自己的规则。</translation>
        </message>
        <message>
            <source>Uma and oka unknown: room {room} sets its own rules.</source>
            <translation>马与 Oka 未知：{room} 有自己的规则。</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log names no lobby.</source>
            <translation>马与 Oka 未知：牌谱未写明大厅。</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log's points do not follow Tenhou's ranked lobby's.</source>
            <translation>马与 Oka 未知：牌谱的得分与天凤段位战的不符。</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>和了</translation>
        </message>
        <message>
            <source>W{number}</source>
            <translation>西{number}</translation>
        </message>
        <message>
            <source>{who}: {before} → {after} ({change})</source>
            <translation>{who}：{before} → {after}（{change}）</translation>
        </message>
    </context>
    <context>
        <name>seats</name>
        <message>
            <source>Seat {number}</source>
            <translation>座位{number}</translation>
        </message>
    </context>
    <context>
        <name>sharing</name>
        <message>
            <source>Board image copied</source>
            <translation>已复制牌桌图片</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>无法保存</translation>
        </message>
        <message>
            <source>Export cancelled</source>
            <translation>已取消导出</translation>
        </message>
        <message>
            <source>Export round animation</source>
            <translation>导出本局动画</translation>
        </message>
        <message>
            <source>Exporting the round…</source>
            <translation>正在导出本局…</translation>
        </message>
        <message>
            <source>GIF animation (*.gif);;Animated PNG (*.png);;WebP animation (*.webp)</source>
            <translation>GIF 动画 (*.gif);;APNG 动画 (*.png);;WebP 动画 (*.webp)</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG 图片 (*.png)</translation>
        </message>
        <message>
            <source>Save board image</source>
            <translation>保存牌桌图片</translation>
        </message>
        <message>
            <source>Saved {name}</source>
            <translation>已保存 {name}</translation>
        </message>
        <message>
            <source>{path}: an animation is .gif, .png (APNG) or .webp (got {got})</source>
            <translation>{path}：动画须为 .gif、.png (APNG) 或 .webp（收到 {got}）</translation>
        </message>
        <message>
            <source>{path}: cannot write the animation ({error})</source>
            <translation>{path}：无法写入动画（{error}）</translation>
        </message>
        <message>
            <source>{path}: cannot write the image</source>
            <translation>{path}：无法写入图片</translation>
        </message>
        <message>
            <source>{path}: the round has no steps to animate</source>
            <translation>{path}：本局没有可制成动画的步骤</translation>
        </message>
    </context>
    <context>
        <name>status</name>
        <message>
            <source>(cut off)</source>
            <translation>(中断)</translation>
        </message>
        <message>
            <source>Agari</source>
            <translation>和了</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>吃</translation>
        </message>
        <message>
            <source>Dora</source>
            <translation>宝牌</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>终局</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>杠</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>拔北</translation>
        </message>
        <message>
            <source>Noten</source>
            <translation>未听牌</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>碰</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>荣和</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>听牌</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>Ura dora</source>
            <translation>里宝牌</translation>
        </message>
        <message>
            <source>{title} · round {round} · step {step}</source>
            <translation>{title} · 第 {round} 局 · 第 {step} 步</translation>
        </message>
        <message>
            <source>{title}{cut} · round {round}/{rounds} · step {step} of {steps}</source>
            <translation>{title}{cut} · 第 {round}/{rounds} 局 · 第 {step}/{steps} 步</translation>
        </message>
    </context>
    <context>
        <name>theme</name>
        <message>
            <source>&amp;Dark</source>
            <translation>深色(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>浅色(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>跟随系统(&amp;S)</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>主题(&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>tiles</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>East</source>
            <translation>东</translation>
        </message>
        <message>
            <source>Green dragon</source>
            <translation>发</translation>
        </message>
        <message>
            <source>North</source>
            <translation>北</translation>
        </message>
        <message>
            <source>Red dragon</source>
            <translation>中</translation>
        </message>
        <message>
            <source>South</source>
            <translation>南</translation>
        </message>
        <message>
            <source>West</source>
            <translation>西</translation>
        </message>
        <message>
            <source>White dragon</source>
            <translation>白</translation>
        </message>
        <message>
            <source>a hidden tile</source>
            <translation>一张未公开的牌</translation>
        </message>
        <message>
            <source>red {tile}</source>
            <translation>赤{tile}</translation>
        </message>
        <message>
            <source>{number}-man</source>
            <translation>{number}万</translation>
        </message>
        <message>
            <source>{number}-pin</source>
            <translation>{number}筒</translation>
        </message>
        <message>
            <source>{number}-sou</source>
            <translation>{number}索</translation>
        </message>
        <message>
            <source>{tiles} (red five)</source>
            <translation>{tiles}（含赤）</translation>
        </message>
    </context>
    <context>
        <name>wait</name>
        <message>
            <source>Kanchan (closed)</source>
            <translation>嵌张</translation>
        </message>
        <message>
            <source>Penchan (edge)</source>
            <translation>边张</translation>
        </message>
        <message>
            <source>Ryanmen (two-sided)</source>
            <translation>两面</translation>
        </message>
        <message>
            <source>Shanpon (two pairs)</source>
            <translation>双碰</translation>
        </message>
        <message>
            <source>Tanki (pair)</source>
            <translation>单骑</translation>
        </message>
        <message>
            <source>Thirteen-sided</source>
            <translation>十三面</translation>
        </message>
    </context>
    <context>
        <name>wall</name>
        <message>
            <source> (shown)</source>
            <translation>（已翻开）</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>无法显示牌山：{reason}</translation>
        </message>
        <message>
            <source>dead wall</source>
            <translation>王牌</translation>
        </message>
        <message>
            <source>dora indicator {n}</source>
            <translation>宝牌指示牌 {n}</translation>
        </message>
        <message>
            <source>live wall, draw {n}</source>
            <translation>牌山，第 {n} 张摸牌</translation>
        </message>
        <message>
            <source>next</source>
            <translation>下张</translation>
        </message>
        <message>
            <source>replacement tile {n}</source>
            <translation>岭上牌 {n}</translation>
        </message>
        <message>
            <source>the log carries no shuffle seed</source>
            <translation>牌谱中没有洗牌种子</translation>
        </message>
        <message>
            <source>the log's shuffle seed cannot be read ({error})</source>
            <translation>无法读取牌谱的洗牌种子（{error}）</translation>
        </message>
        <message>
            <source>the next draw</source>
            <translation>下一张摸牌</translation>
        </message>
        <message>
            <source>the seed's wall does not reproduce this round (W says where)</source>
            <translation>种子生成的牌山与本局不符（W 显示位置）</translation>
        </message>
        <message>
            <source>ura indicator {n}</source>
            <translation>里宝牌指示牌 {n}</translation>
        </message>
        <message>
            <source>{seat}'s draw {n} had nobody called</source>
            <translation>若无人鸣牌，{seat} 的第 {n} 张摸牌</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>&amp;Clear the list</source>
            <translation>清空列表(&amp;C)</translation>
        </message>
        <message>
            <source>At the end of the game: nothing left to play.</source>
            <translation>对局已结束: 没有可播放的了。</translation>
        </message>
        <message>
            <source>Broken log: {problem}. Showing what comes before it.</source>
            <translation>牌谱损坏: {problem}。显示其之前的部分。</translation>
        </message>
        <message>
            <source>Cannot open the log</source>
            <translation>无法打开牌谱</translation>
        </message>
        <message>
            <source>Downloading {log} from Tenhou…</source>
            <translation>正在从天凤下载 {log}…</translation>
        </message>
        <message>
            <source>Enter, Esc or a click closes · the arrow keys keep stepping</source>
            <translation>按 Enter、Esc 或点击关闭 · 方向键继续前进</translation>
        </message>
        <message>
            <source>No recent logs</source>
            <translation>没有最近的牌谱</translation>
        </message>
        <message>
            <source>Open Tenhou log</source>
            <translation>打开天凤牌谱</translation>
        </message>
        <message>
            <source>Open a Tenhou log</source>
            <translation>打开天凤牌谱</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O)
or start mjlog-viewer with a file.</source>
            <translation>用 文件 → 打开 (Ctrl+O) 打开天凤牌谱,
或带文件启动 mjlog-viewer。</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O).</source>
            <translation>用 文件 → 打开 (Ctrl+O) 打开天凤牌谱。</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>局</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>对局列表</translation>
        </message>
        <message>
            <source>Score change of {who}</source>
            <translation>{who} 的点数变化</translation>
        </message>
        <message>
            <source>Tenhou log link or id, e.g.</source>
            <translation>天凤牌谱链接或ID, 例如</translation>
        </message>
        <message>
            <source>The log stops before this round's result.</source>
            <translation>牌谱在本局结果之前中断。</translation>
        </message>
        <message>
            <source>This is the first log in the list ({count}).</source>
            <translation>这是列表中的第一个牌谱 ({count})。</translation>
        </message>
        <message>
            <source>This is the last log in the list ({count}).</source>
            <translation>这是列表中的最后一个牌谱 ({count})。</translation>
        </message>
        <message>
            <source>game {number}/{count}</source>
            <translation>第{number}/{count}场</translation>
        </message>
        <message>
            <source>the download of {log} failed</source>
            <translation>{log} 下载失败</translation>
        </message>
        <message>
            <source>the download of {log} failed: {error}</source>
            <translation>{log} 下载失败：{error}</translation>
        </message>
        <message>
            <source>this file holds {count} games; showing game {number}</source>
            <translation>此文件含{count}场对局；正在显示第{number}场</translation>
        </message>
        <message>
            <source>{link}: not a Tenhou log link or id</source>
            <translation>{link}：不是天凤牌谱链接或 ID</translation>
        </message>
        <message>
            <source>{path}: cannot be read ({error})</source>
            <translation>{path}：无法读取（{error}）</translation>
        </message>
        <message>
            <source>{path}: no Tenhou logs ({patterns}) in it</source>
            <translation>{path}：其中没有天凤牌谱（{patterns}）</translation>
        </message>
        <message>
            <source>{path}: the file is no longer there (removed from the list)</source>
            <translation>{path}：文件已不存在（已从列表移除）</translation>
        </message>
        <message>
            <source>{path}: the log has no rounds</source>
            <translation>{path}：牌谱中没有对局</translation>
        </message>
        <message>
            <source>{target}: no such file, and not a Tenhou log link or id</source>
            <translation>{target}：文件不存在，也不是天凤牌谱链接或 ID</translation>
        </message>
        <message>
            <source>ⓘ 1 oddity in the log</source>
            <translation>ⓘ 牌谱中有 1 处异常</translation>
        </message>
        <message>
            <source>ⓘ {count} oddities in the log</source>
            <translation>ⓘ 牌谱中有 {count} 处异常</translation>
        </message>
        <message>
            <source>▶ autoplay {seconds} s/event</source>
            <translation>▶ 自动播放 {seconds} 秒/步</translation>
        </message>
    </context>
    <context>
        <name>yaku</name>
        <message>
            <source>Aka Dora</source>
            <translation>赤宝牌</translation>
        </message>
        <message>
            <source>Chankan</source>
            <translation>抢杠</translation>
        </message>
        <message>
            <source>Chanta</source>
            <translation>混全带幺九</translation>
        </message>
        <message>
            <source>Chiihou</source>
            <translation>地和</translation>
        </message>
        <message>
            <source>Chiitoitsu</source>
            <translation>七对子</translation>
        </message>
        <message>
            <source>Chinitsu</source>
            <translation>清一色</translation>
        </message>
        <message>
            <source>Chinroutou</source>
            <translation>清老头</translation>
        </message>
        <message>
            <source>Chun</source>
            <translation>役牌 中</translation>
        </message>
        <message>
            <source>Chuuren Poutou</source>
            <translation>九莲宝灯</translation>
        </message>
        <message>
            <source>Daisangen</source>
            <translation>大三元</translation>
        </message>
        <message>
            <source>Daisuushii</source>
            <translation>大四喜</translation>
        </message>
        <message>
            <source>Dora</source>
            <translation>宝牌</translation>
        </message>
        <message>
            <source>Double Riichi</source>
            <translation>两立直</translation>
        </message>
        <message>
            <source>Haitei Raoyue</source>
            <translation>海底摸月</translation>
        </message>
        <message>
            <source>Haku</source>
            <translation>役牌 白</translation>
        </message>
        <message>
            <source>Hatsu</source>
            <translation>役牌 发</translation>
        </message>
        <message>
            <source>Honitsu</source>
            <translation>混一色</translation>
        </message>
        <message>
            <source>Honroutou</source>
            <translation>混老头</translation>
        </message>
        <message>
            <source>Houtei Raoyui</source>
            <translation>河底捞鱼</translation>
        </message>
        <message>
            <source>Iipeikou</source>
            <translation>一杯口</translation>
        </message>
        <message>
            <source>Ippatsu</source>
            <translation>一发</translation>
        </message>
        <message>
            <source>Ittsu</source>
            <translation>一气通贯</translation>
        </message>
        <message>
            <source>Junchan</source>
            <translation>纯全带幺九</translation>
        </message>
        <message>
            <source>Junsei Chuuren Poutou</source>
            <translation>纯正九莲宝灯</translation>
        </message>
        <message>
            <source>Kokushi Musou</source>
            <translation>国士无双</translation>
        </message>
        <message>
            <source>Kokushi Musou 13-sided wait</source>
            <translation>国士无双十三面</translation>
        </message>
        <message>
            <source>Menzen Tsumo</source>
            <translation>门前清自摸和</translation>
        </message>
        <message>
            <source>Pinfu</source>
            <translation>平和</translation>
        </message>
        <message>
            <source>Renhou</source>
            <translation>人和</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>Rinshan Kaihou</source>
            <translation>岭上开花</translation>
        </message>
        <message>
            <source>Round Wind East</source>
            <translation>场风 东</translation>
        </message>
        <message>
            <source>Round Wind North</source>
            <translation>场风 北</translation>
        </message>
        <message>
            <source>Round Wind South</source>
            <translation>场风 南</translation>
        </message>
        <message>
            <source>Round Wind West</source>
            <translation>场风 西</translation>
        </message>
        <message>
            <source>Ryanpeikou</source>
            <translation>二杯口</translation>
        </message>
        <message>
            <source>Ryuuiisou</source>
            <translation>绿一色</translation>
        </message>
        <message>
            <source>Sanankou</source>
            <translation>三暗刻</translation>
        </message>
        <message>
            <source>Sankantsu</source>
            <translation>三杠子</translation>
        </message>
        <message>
            <source>Sanshoku Doujun</source>
            <translation>三色同顺</translation>
        </message>
        <message>
            <source>Sanshoku Doukou</source>
            <translation>三色同刻</translation>
        </message>
        <message>
            <source>Seat Wind East</source>
            <translation>自风 东</translation>
        </message>
        <message>
            <source>Seat Wind North</source>
            <translation>自风 北</translation>
        </message>
        <message>
            <source>Seat Wind South</source>
            <translation>自风 南</translation>
        </message>
        <message>
            <source>Seat Wind West</source>
            <translation>自风 西</translation>
        </message>
        <message>
            <source>Shousangen</source>
            <translation>小三元</translation>
        </message>
        <message>
            <source>Shousuushii</source>
            <translation>小四喜</translation>
        </message>
        <message>
            <source>Suuankou</source>
            <translation>四暗刻</translation>
        </message>
        <message>
            <source>Suuankou Tanki</source>
            <translation>四暗刻单骑</translation>
        </message>
        <message>
            <source>Suukantsu</source>
            <translation>四杠子</translation>
        </message>
        <message>
            <source>Tanyao</source>
            <translation>断幺九</translation>
        </message>
        <message>
            <source>Tenhou</source>
            <translation>天和</translation>
        </message>
        <message>
            <source>Toitoi</source>
            <translation>对对和</translation>
        </message>
        <message>
            <source>Tsuuiisou</source>
            <translation>字一色</translation>
        </message>
        <message>
            <source>Ura Dora</source>
            <translation>里宝牌</translation>
        </message>
    </context>
</TS>

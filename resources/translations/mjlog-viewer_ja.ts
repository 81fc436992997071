<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP" sourcelanguage="en">
    <context>
        <name>actions</name>
        <message>
            <source>&amp;Autoplay</source>
            <translation>自動再生(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>コーチ(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Copy board image</source>
            <translation>盤面を画像でコピー(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Copy round as tenhou.net/6 link</source>
            <translation>この局を tenhou.net/6 リンクでコピー(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>書き出し(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Faster</source>
            <translation>速く(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>キーボードショートカット(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Luck</source>
            <translation>運(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Next disagreement</source>
            <translation>次の不一致(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Next event</source>
            <translation>次の手(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open review…</source>
            <translation>検討を開く(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Previous disagreement</source>
            <translation>前の不一致(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Previous event</source>
            <translation>前の手(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Quiz: what would you play?</source>
            <translation>何切る・鳴く?クイズ(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Rotate the viewpoint</source>
            <translation>視点を回す(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save board image…</source>
            <translation>盤面を画像で保存(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Scores</source>
            <translation>点数推移(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Slower</source>
            <translation>遅く(&amp;S)</translation>
        </message>
        <message>
            <source>All hands open / closed</source>
            <translation>全員の手牌 公開 / 非公開</translation>
        </message>
        <message>
            <source>Autoplay faster</source>
            <translation>自動再生を速く</translation>
        </message>
        <message>
            <source>Autoplay on / off</source>
            <translation>自動再生 オン / オフ</translation>
        </message>
        <message>
            <source>Autoplay slower</source>
            <translation>自動再生を遅く</translation>
        </message>
        <message>
            <source>Close a popup</source>
            <translation>ポップアップを閉じる</translation>
        </message>
        <message>
            <source>Close popup</source>
            <translation>ポップアップを閉じる</translation>
        </message>
        <message>
            <source>Coach: each hand tile's ukeire, the verdict, safety marks</source>
            <translation>コーチ: 手牌ごとの受け入れ、判定、安全度の印</translation>
        </message>
        <message>
            <source>Copy the board as an image</source>
            <translation>盤面を画像としてコピーします</translation>
        </message>
        <message>
            <source>Copy this round as a tenhou.net/6 link (for NAGA and the reviewers)</source>
            <translation>この局を tenhou.net/6 リンクとしてコピーします（NAGA や検討ツール用）</translation>
        </message>
        <message>
            <source>End of the round (its result)</source>
            <translation>局の終わり (結果)</translation>
        </message>
        <message>
            <source>Export round &amp;animation…</source>
            <translation>局をアニメーションで書き出し(&amp;A)…</translation>
        </message>
        <message>
            <source>Export this round as an animation (GIF, APNG, WebP)</source>
            <translation>この局をアニメーション（GIF、APNG、WebP）で書き出します</translation>
        </message>
        <message>
            <source>Hand a&amp;nalysis</source>
            <translation>手牌分析(&amp;N)</translation>
        </message>
        <message>
            <source>Hand analysis badges (shanten, waits)</source>
            <translation>手牌分析の表示 (向聴数、待ち)</translation>
        </message>
        <message>
            <source>Hide player na&amp;mes</source>
            <translation>プレイヤー名を隠す(&amp;M)</translation>
        </message>
        <message>
            <source>Luck: where each tenpai's winning tiles were, what each call changed</source>
            <translation>運: 各聴牌の和了牌がどこにあったか、各鳴きが何を変えたか</translation>
        </message>
        <message>
            <source>Mark &amp;dora</source>
            <translation>ドラに印(&amp;D)</translation>
        </message>
        <message>
            <source>Mark dora tiles</source>
            <translation>ドラの牌に印をつける</translation>
        </message>
        <message>
            <source>Ne&amp;xt log</source>
            <translation>次の牌譜(&amp;X)</translation>
        </message>
        <message>
            <source>Next &amp;costly decision</source>
            <translation>次の損な打牌(&amp;C)</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>次の局(&amp;R)</translation>
        </message>
        <message>
            <source>Next &amp;turn of the viewpoint seat</source>
            <translation>視点の席の次の手番(&amp;T)</translation>
        </message>
        <message>
            <source>Next costly decision of the bottom seat (coach)</source>
            <translation>手前の席の次の損な打牌 (コーチ)</translation>
        </message>
        <message>
            <source>Next event</source>
            <translation>次の手</translation>
        </message>
        <message>
            <source>Next log (the file's next game, the dropped list, or the file's folder)</source>
            <translation>次の牌譜 (ファイルの次の試合、ドロップした一覧、またはファイルのフォルダー)</translation>
        </message>
        <message>
            <source>Next move that disagrees with Mortal</source>
            <translation>Mortal と一致しない次の打牌</translation>
        </message>
        <message>
            <source>Next n&amp;otable event</source>
            <translation>次の注目の手(&amp;O)</translation>
        </message>
        <message>
            <source>Next riichi, call, kan, win or draw</source>
            <translation>次の立直・鳴き・カン・和了・流局</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>次の局</translation>
        </message>
        <message>
            <source>Next turn of the bottom seat</source>
            <translation>手前の席の次の手番</translation>
        </message>
        <message>
            <source>Open &amp;Tenhou log…</source>
            <translation>天鳳の牌譜を開く(&amp;T)…</translation>
        </message>
        <message>
            <source>Open &amp;hands</source>
            <translation>手牌を公開(&amp;H)</translation>
        </message>
        <message>
            <source>Open a Mortal review report (mjai-reviewer JSON) of this game</source>
            <translation>この対局の Mortal 検討レポート（mjai-reviewer JSON）を開きます</translation>
        </message>
        <message>
            <source>Open a Tenhou log link or id (downloaded once)</source>
            <translation>天鳳の牌譜URLかIDを開く (一度だけダウンロード)</translation>
        </message>
        <message>
            <source>Open a log</source>
            <translation>牌譜を開く</translation>
        </message>
        <message>
            <source>Pre&amp;vious log</source>
            <translation>前の牌譜(&amp;V)</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>前の局(&amp;V)</translation>
        </message>
        <message>
            <source>Previous c&amp;ostly decision</source>
            <translation>前の損な打牌(&amp;O)</translation>
        </message>
        <message>
            <source>Previous costly decision of the bottom seat (coach)</source>
            <translation>手前の席の前の損な打牌 (コーチ)</translation>
        </message>
        <message>
            <source>Previous event</source>
            <translation>前の手</translation>
        </message>
        <message>
            <source>Previous log (the file's previous game, the dropped list, or the folder)</source>
            <translation>前の牌譜 (ファイルの前の試合、ドロップした一覧、またはフォルダー)</translation>
        </message>
        <message>
            <source>Previous move that disagrees with Mortal</source>
            <translation>Mortal と一致しない前の打牌</translation>
        </message>
        <message>
            <source>Previous notab&amp;le event</source>
            <translation>前の注目の手(&amp;L)</translation>
        </message>
        <message>
            <source>Previous riichi, call, kan, win or draw</source>
            <translation>前の立直・鳴き・カン・和了・流局</translation>
        </message>
        <message>
            <source>Previous round (or this round's start)</source>
            <translation>前の局 (またはこの局の始め)</translation>
        </message>
        <message>
            <source>Previous t&amp;urn of the viewpoint seat</source>
            <translation>視点の席の前の手番(&amp;U)</translation>
        </message>
        <message>
            <source>Previous turn of the bottom seat</source>
            <translation>手前の席の前の手番</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>終了</translation>
        </message>
        <message>
            <source>Quiz: guess each discard, call and kan of the bottom seat (Q or Esc leaves)</source>
            <translation>何切る?クイズ: 手前の席の打牌・鳴き・カンを当てる (Q か Esc で終了)</translation>
        </message>
        <message>
            <source>Review &amp;overlay</source>
            <translation>検討の表示(&amp;O)</translation>
        </message>
        <message>
            <source>Review overlay on / off</source>
            <translation>検討の表示 オン／オフ</translation>
        </message>
        <message>
            <source>Rotate the table (next seat at the bottom)</source>
            <translation>卓を回す (次の席を手前に)</translation>
        </message>
        <message>
            <source>Round &amp;end</source>
            <translation>局の終わり(&amp;E)</translation>
        </message>
        <message>
            <source>Round &amp;list</source>
            <translation>局の一覧(&amp;L)</translation>
        </message>
        <message>
            <source>Round &amp;start</source>
            <translation>局の始め(&amp;S)</translation>
        </message>
        <message>
            <source>Save the board as a PNG</source>
            <translation>盤面を PNG で保存します</translation>
        </message>
        <message>
            <source>Save the game as tenhou.net/6 JSON or an mjai log</source>
            <translation>対局を tenhou.net/6 JSON か mjai ログで保存します</translation>
        </message>
        <message>
            <source>Seats shown as A, B, C, D (for sharing)</source>
            <translation>席を A、B、C、D で表示します（共有用）</translation>
        </message>
        <message>
            <source>Shade &amp;tsumogiri</source>
            <translation>ツモ切りを暗く(&amp;T)</translation>
        </message>
        <message>
            <source>Shade tsumogiri discards</source>
            <translation>ツモ切りの捨て牌を暗く表示</translation>
        </message>
        <message>
            <source>Start of the round</source>
            <translation>局の始め</translation>
        </message>
        <message>
            <source>The &amp;wall</source>
            <translation>山(&amp;W)</translation>
        </message>
        <message>
            <source>The game's scores: each seat after every round, the standings</source>
            <translation>対局の点数推移：各局後の持ち点と最終順位</translation>
        </message>
        <message>
            <source>The wall face do&amp;wn</source>
            <translation>山を伏せて表示(&amp;N)</translation>
        </message>
        <message>
            <source>The wall face down, as the players see it</source>
            <translation>山を伏せたまま、対局者が見るとおりに表示します</translation>
        </message>
        <message>
            <source>The wall face up and each seat's next draws</source>
            <translation>山を表にし、各家の次のツモを表示します</translation>
        </message>
        <message>
            <source>This help</source>
            <translation>このヘルプ</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Best discards ({shanten} after):</source>
            <translation>有効な打牌 (打牌後 {shanten}):</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>和了形</translation>
        </message>
        <message>
            <source>Fu: {lines} = {fu}</source>
            <translation>符: {lines} = {fu}</translation>
        </message>
        <message>
            <source>Furiten</source>
            <translation>振聴</translation>
        </message>
        <message>
            <source>Furiten ({ja}): {why}</source>
            <translation>フリテン ({ja}): {why}</translation>
        </message>
        <message>
            <source>Hand: {groups}</source>
            <translation>手牌: {groups}</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>聴牌</translation>
        </message>
        <message>
            <source>Wait: {wait}</source>
            <translation>待ち: {wait}</translation>
        </message>
        <message>
            <source>Waits: {waits} ({count} left)</source>
            <translation>待ち: {waits} (残り{count}枚)</translation>
        </message>
        <message>
            <source>a wait is in its own discards</source>
            <translation>自分の捨て牌に待ち牌がある</translation>
        </message>
        <message>
            <source>all hands face up: tiles in every hand count as seen</source>
            <translation>全員の手牌を表示中: どの手牌の牌も見えている牌として数える</translation>
        </message>
        <message>
            <source>chi</source>
            <translation>チー</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>和了形</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>明槓</translation>
        </message>
        <message>
            <source>let a winning tile pass after riichi</source>
            <translation>立直後に和了牌を見逃した</translation>
        </message>
        <message>
            <source>let a winning tile pass since its last discard</source>
            <translation>前回の打牌以降に和了牌を見逃した</translation>
        </message>
        <message>
            <source>other hands hidden: tiles in them count as unseen</source>
            <translation>他家の手牌は非表示: その牌は見えていない牌として数える</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>雀頭</translation>
        </message>
        <message>
            <source>pon</source>
            <translation>ポン</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>聴牌</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}向聴</translation>
        </message>
        <message>
            <source>{kinds}-way wait, {tiles} left</source>
            <translation>{kinds}種{tiles}枚</translation>
        </message>
        <message>
            <source>{tile}: {count} tiles ({improving})</source>
            <translation>{tile}: {count}枚 ({improving})</translation>
        </message>
        <message>
            <source>… {count} more</source>
            <translation>… 他 {count} 通り</translation>
        </message>
    </context>
    <context>
        <name>board</name>
        <message>
            <source>{count} left</source>
            <translation>残り {count}</translation>
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
            <translation> 点を超える損</translation>
        </message>
        <message>
            <source>(red five)</source>
            <translation>（赤）</translation>
        </message>
        <message>
            <source>A decision counts as costly (next / previous costly decision) when it loses more than this many points of value</source>
            <translation>期待値をこの点数より多く失った打牌を損な打牌とします（次/前の損な打牌）</translation>
        </message>
        <message>
            <source>Ankan</source>
            <translation>暗槓</translation>
        </message>
        <message>
            <source>Best efficiency: played {played} ({ukeire})</source>
            <translation>最大受け入れ: 打{played} ({ukeire}枚)</translation>
        </message>
        <message>
            <source>Best {best}: {numbers}; played {played}: −{loss}</source>
            <translation>最善 打{best}: {numbers}; 実戦 打{played}: −{loss}点</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; played {played}: {played_value} (−{loss})</source>
            <translation>最善 {best}: {value}点; 実戦 {played}: {played_value}（−{loss}）</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; {other}: {other_value} ({taken})</source>
            <translation>最善 {best}: {value}点; {other}: {other_value}（{taken}）</translation>
        </message>
        <message>
            <source>Best: played {played} ({numbers})</source>
            <translation>最善: 打{played}（{numbers}）</translation>
        </message>
        <message>
            <source>Best: played {played} ({value} points; {other}: {other_value})</source>
            <translation>最善: 実戦 {played}（{value}点; {other}: {other_value}）</translation>
        </message>
        <message>
            <source>By the measured rule of riichi or dama (no points lost are counted)</source>
            <translation>リーチかダマかの実測に基づく基準（損失点は数えません）</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more)</source>
            <translation>期待値: 推定（3向聴以上の手）</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more), weighed by the round's survival</source>
            <translation>期待値: 推定（3向聴以上の手）、局が続く確率で重み付け</translation>
        </message>
        <message>
            <source>By value: the exact one-player model</source>
            <translation>期待値: 一人麻雀モデルの厳密計算</translation>
        </message>
        <message>
            <source>By value: the exact one-player model, each draw weighed by the round's survival</source>
            <translation>期待値: 一人麻雀モデルの厳密計算、各ツモを局が続く確率で重み付け</translation>
        </message>
        <message>
            <source>By value: the pick {picks} of {count} · points lost {points}</source>
            <translation>期待値: 最善 {count}回中{picks}回 · 損失 {points}点</translation>
        </message>
        <message>
            <source>By value: {numbers}; the pick</source>
            <translation>期待値: {numbers}; 最善</translation>
        </message>
        <message>
            <source>By value: {numbers}; −{loss} against the pick</source>
            <translation>期待値: {numbers}; 最善より −{loss}点</translation>
        </message>
        <message>
            <source>Call decisions: {count} · the pick in {picks} · calls missed {missed} · calls against the pick {extra}</source>
            <translation>鳴きの判断: {count}回 · 最善 {picks}回 · 鳴き逃し {missed}回 · 不要な鳴き {extra}回</translation>
        </message>
        <message>
            <source>Call or pass</source>
            <translation>鳴くかスルーか</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>チー</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>コーチ</translation>
        </message>
        <message>
            <source>Costliest decisions (click to go there)</source>
            <translation>損の大きい打牌（クリックで移動）</translation>
        </message>
        <message>
            <source>Costly from</source>
            <translation>損とする基準</translation>
        </message>
        <message>
            <source>Daiminkan</source>
            <translation>大明槓</translation>
        </message>
        <message>
            <source>Dama</source>
            <translation>ダマ</translation>
        </message>
        <message>
            <source>Danger against riichi (deal-in rate)</source>
            <translation>立直者への危険度（放銃率）</translation>
        </message>
        <message>
            <source>Deal-in %</source>
            <translation>放銃率</translation>
        </message>
        <message>
            <source>Deal-ins: {count}</source>
            <translation>放銃: {count}回</translation>
        </message>
        <message>
            <source>Decisions: {count} · best efficiency {matches} ({share})</source>
            <translation>打牌: {count} · 最大受け入れ {matches} ({share})</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>打牌</translation>
        </message>
        <message>
            <source>Discard after</source>
            <translation>その後の打牌</translation>
        </message>
        <message>
            <source>Discard {tile}: {shanten}, {ukeire} ukeire</source>
            <translation>打{tile}: {shanten}、受け入れ{ukeire}枚</translation>
        </message>
        <message>
            <source>Efficiency: {efficiency} ({actual} of {best} ukeire)</source>
            <translation>牌効率: {efficiency}（受け入れ {best}枚中 {actual}枚）</translation>
        </message>
        <message>
            <source>Folds against riichi: {count}</source>
            <translation>立直へのベタオリ: {count}回</translation>
        </message>
        <message>
            <source>Judged by value so far: {valued} of {total}…</source>
            <translation>期待値の判定済み: {total}中{valued}…</translation>
        </message>
        <message>
            <source>Judging by value…</source>
            <translation>期待値を計算中…</translation>
        </message>
        <message>
            <source>Kakan</source>
            <translation>加槓</translation>
        </message>
        <message>
            <source>Kan decisions: {count} · the pick in {picks} · kans missed {missed} · kans against the pick {extra}</source>
            <translation>カンの判断: {count}回 · 最善 {picks}回 · カン逃し {missed}回 · 不要なカン {extra}回</translation>
        </message>
        <message>
            <source>Kan or not</source>
            <translation>カンするかしないか</translation>
        </message>
        <message>
            <source>Last discard: {verdict}</source>
            <translation>直前の打牌: {verdict}</translation>
        </message>
        <message>
            <source>No decision of the bottom seat at this step.</source>
            <translation>この手順に手前の席の打牌はありません。</translation>
        </message>
        <message>
            <source>No earlier costly decision</source>
            <translation>これより前に損な打牌はありません</translation>
        </message>
        <message>
            <source>No further costly decision</source>
            <translation>これより後に損な打牌はありません</translation>
        </message>
        <message>
            <source>No kan</source>
            <translation>カンしない</translation>
        </message>
        <message>
            <source>Nobody is in riichi.</source>
            <translation>立直者はいません。</translation>
        </message>
        <message>
            <source>Not judged by value (the coach failed): by ukeire</source>
            <translation>期待値を計算できませんでした（コーチの不具合）: 受け入れで表示</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>選択肢</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>スルー</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>打点</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>ポン</translation>
        </message>
        <message>
            <source>Pushes against riichi: {pushes}</source>
            <translation>立直への押し: {pushes}</translation>
        </message>
        <message>
            <source>Right to fold: played {played} (genbutsu)</source>
            <translation>正しいベタオリ: 打{played}（現物）</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>リーチ</translation>
        </message>
        <message>
            <source>Riichi or dama</source>
            <translation>リーチかダマか</translation>
        </message>
        <message>
            <source>Riichi or dama: {count} decisions · as the rule says in {matches}</source>
            <translation>リーチかダマか: {count}回 · 基準どおり {matches}回</translation>
        </message>
        <message>
            <source>Shanten</source>
            <translation>向聴</translation>
        </message>
        <message>
            <source>Shanten back: best {best} ({ukeire}), played {played}</source>
            <translation>向聴戻し: 最善 打{best} ({ukeire}枚)、実際 打{played}</translation>
        </message>
        <message>
            <source>Shanten backs: {count}</source>
            <translation>向聴戻し: {count}回</translation>
        </message>
        <message>
            <source>Tenpai %</source>
            <translation>聴牌率</translation>
        </message>
        <message>
            <source>The coach could not judge this step: {error}</source>
            <translation>コーチはこの手順を判定できませんでした: {error}</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>対局全体</translation>
        </message>
        <message>
            <source>This decision</source>
            <translation>この判断</translation>
        </message>
        <message>
            <source>This round's decisions of the bottom seat by value: green the pick, yellow a small loss, red a loss of {large} points or more, grey still being judged (click one)</source>
            <translation>この局の手前の席の打牌（期待値）: 緑は最善、黄は小さな損、赤は{large}点以上の損、灰色は計算中（クリックで移動）</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>Tiles that advance</source>
            <translation>有効牌</translation>
        </message>
        <message>
            <source>Ukeire</source>
            <translation>受け入れ</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>期待値</translation>
        </message>
        <message>
            <source>Win %</source>
            <translation>和了率</translation>
        </message>
        <message>
            <source>about {points} points (estimate)</source>
            <translation>約{points}点（推定）</translation>
        </message>
        <message>
            <source>against {name}</source>
            <translation>対 {name}</translation>
        </message>
        <message>
            <source>ankan {tiles}</source>
            <translation>暗槓 {tiles}</translation>
        </message>
        <message>
            <source>another seat's call took the tile first</source>
            <translation>他家の鳴きが優先</translation>
        </message>
        <message>
            <source>bad wait: riichi unless 3 han dama that can win by ron</source>
            <translation>愚形: ロン和了できるダマ3翻以上でなければリーチ</translation>
        </message>
        <message>
            <source>chi {tiles}</source>
            <translation>チー {tiles}</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>和了形</translation>
        </message>
        <message>
            <source>daiminkan {tiles}</source>
            <translation>大明槓 {tiles}</translation>
        </message>
        <message>
            <source>dama</source>
            <translation>ダマ</translation>
        </message>
        <message>
            <source>genbutsu</source>
            <translation>現物</translation>
        </message>
        <message>
            <source>good wait: riichi unless haneman dama</source>
            <translation>良形: ダマで跳満以上でなければリーチ</translation>
        </message>
        <message>
            <source>half-suji</source>
            <translation>片スジ</translation>
        </message>
        <message>
            <source>honour, {count} seen</source>
            <translation>字牌 {count}枚見え</translation>
        </message>
        <message>
            <source>judging…</source>
            <translation>計算中…</translation>
        </message>
        <message>
            <source>kakan {tiles}</source>
            <translation>加槓 {tiles}</translation>
        </message>
        <message>
            <source>no kan</source>
            <translation>カンしない</translation>
        </message>
        <message>
            <source>no suji</source>
            <translation>無スジ</translation>
        </message>
        <message>
            <source>no yaku without riichi (on a wait at least): riichi</source>
            <translation>リーチなしでは役なし（少なくとも一つの待ちで）: リーチ</translation>
        </message>
        <message>
            <source>no-chance</source>
            <translation>ノーチャンス</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>one-chance</source>
            <translation>ワンチャンス</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>スルー</translation>
        </message>
        <message>
            <source>pon {tiles}</source>
            <translation>ポン {tiles}</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>リーチ</translation>
        </message>
        <message>
            <source>suji</source>
            <translation>スジ</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>聴牌</translation>
        </message>
        <message>
            <source>tenpai {tenpai} %, {numbers}</source>
            <translation>聴牌率 {tenpai}%、{numbers}</translation>
        </message>
        <message>
            <source>two or fewer draws left: riichi only with 3 han or more with riichi</source>
            <translation>残りツモ2回以下: リーチ込みで3翻以上ならリーチ</translation>
        </message>
        <message>
            <source>win {win} %, {points} points</source>
            <translation>和了率 {win}%、{points}点</translation>
        </message>
        <message>
            <source>{cls} against {name}: about {danger} deal-in</source>
            <translation>対 {name} {cls}: 放銃率 約{danger}</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}向聴</translation>
        </message>
        <message>
            <source>{line} among those judged so far ({count} still being judged)</source>
            <translation>{line}（計算済みの中で。{count}件 計算中）</translation>
        </message>
        <message>
            <source>{numbers}, deal-in {deal_in} %</source>
            <translation>{numbers}、放銃率 {deal_in}%</translation>
        </message>
        <message>
            <source>{pick} ({rule}): riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>{pick}（{rule}）: リーチ {riichi}点、ダマ {dama}点; 実戦 {played}</translation>
        </message>
        <message>
            <source>{pick} by the rule: riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>基準では{pick}: リーチ {riichi}点、ダマ {dama}点; 実戦 {played}</translation>
        </message>
        <message>
            <source>{question}: played {played}</source>
            <translation>{question}: 実戦 {played}</translation>
        </message>
        <message>
            <source>{round} · step {step}: played {played}, best {best}, −{loss} points</source>
            <translation>{round} · 手順 {step}: 打{played}、最善 打{best}、−{loss}点</translation>
        </message>
        <message>
            <source>{round} · step {step}: {played}, best {best}, −{loss} points</source>
            <translation>{round} · 手順 {step}: {played}、最善 {best}、−{loss}点</translation>
        </message>
        <message>
            <source>{round}: {tile} to {name} ({cls}, {danger})</source>
            <translation>{round}: {name}に{tile}で放銃（{cls}、{danger}）</translation>
        </message>
        <message>
            <source>{tile}: kuikae forbids discarding it now</source>
            <translation>{tile}: 喰い替えのため今は切れません</translation>
        </message>
        <message>
            <source>−{loss} ukeire: best {best} ({best_ukeire}), played {played} ({played_ukeire})</source>
            <translation>受け入れ −{loss}枚: 最善 打{best} ({best_ukeire}枚)、実際 打{played} ({played_ukeire}枚)</translation>
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
            <translation>四槓散了</translation>
        </message>
        <message>
            <source>Four riichi</source>
            <translation>四家立直</translation>
        </message>
        <message>
            <source>Four winds</source>
            <translation>四風連打</translation>
        </message>
        <message>
            <source>Nagashi Mangan</source>
            <translation>流し満貫</translation>
        </message>
        <message>
            <source>Nine terminals</source>
            <translation>九種九牌</translation>
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
            <translation>、供託 {count} 本</translation>
        </message>
        <message>
            <source>, {count} tenpai</source>
            <translation>、聴牌 {count} 人</translation>
        </message>
        <message>
            <source>Draw: {name}</source>
            <translation>流局: {name}</translation>
        </message>
        <message>
            <source>New dora indicator {tile} (dora {dora})</source>
            <translation>新ドラ表示牌 {tile} (ドラ {dora})</translation>
        </message>
        <message>
            <source>from the hand</source>
            <translation>手出し</translation>
        </message>
        <message>
            <source>from {who}</source>
            <translation>({who} から)</translation>
        </message>
        <message>
            <source>riichi declaration</source>
            <translation>立直宣言牌</translation>
        </message>
        <message>
            <source>tsumogiri</source>
            <translation>ツモ切り</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu}符{han}翻</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han}翻</translation>
        </message>
        <message>
            <source>{title}: {who} deals; dora indicator {tile} (dora {dora})</source>
            <translation>{title}: 親 {who}; ドラ表示牌 {tile} (ドラ {dora})</translation>
        </message>
        <message>
            <source>{who} adds {tile} to the pon (kakan)</source>
            <translation>{who} 加槓 {tile}</translation>
        </message>
        <message>
            <source>{who} calls chi {tile}{from_whom} ({run})</source>
            <translation>{who} チー {tile}{from_whom} ({run})</translation>
        </message>
        <message>
            <source>{who} calls kan {tile}{from_whom} (daiminkan)</source>
            <translation>{who} カン {tile}{from_whom} (大明槓)</translation>
        </message>
        <message>
            <source>{who} calls pon {tile}{from_whom}</source>
            <translation>{who} ポン {tile}{from_whom}</translation>
        </message>
        <message>
            <source>{who} declares a closed kan of {tile} (ankan)</source>
            <translation>{who} 暗槓 {tile}</translation>
        </message>
        <message>
            <source>{who} declares riichi</source>
            <translation>{who} 立直宣言</translation>
        </message>
        <message>
            <source>{who} discards {tile}</source>
            <translation>{who} 打 {tile}</translation>
        </message>
        <message>
            <source>{who} draws {tile}</source>
            <translation>{who} ツモ {tile}</translation>
        </message>
        <message>
            <source>{who} sets aside a North (kita)</source>
            <translation>{who} 北抜き</translation>
        </message>
        <message>
            <source>{who} wins by ron from {loser} on {tile}: {points} ({value})</source>
            <translation>{who} ロン和了 ({loser} から) {tile}: {points}点 ({value})</translation>
        </message>
        <message>
            <source>{who} wins by tsumo on {tile}: {points} ({value})</source>
            <translation>{who} ツモ和了 {tile}: {points}点 ({value})</translation>
        </message>
        <message>
            <source>{who}'s riichi stands: 1000 points go on the table</source>
            <translation>{who} の立直成立: 1000点を供託</translation>
        </message>
    </context>
    <context>
        <name>exporting</name>
        <message>
            <source>Copied {round} as a tenhou.net/6 link ({count} characters)</source>
            <translation>{round}を tenhou.net/6 のリンクとしてコピーしました（{count} 文字）</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>対局を書き出す</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>{path} に書き出しました</translation>
        </message>
        <message>
            <source>mjai event log (*.jsonl)</source>
            <translation>mjai イベントログ (*.jsonl)</translation>
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
            <translation>副底</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>暗槓</translation>
        </message>
        <message>
            <source>Closed pon</source>
            <translation>暗刻</translation>
        </message>
        <message>
            <source>Closed ron</source>
            <translation>門前加符</translation>
        </message>
        <message>
            <source>Double wind pair</source>
            <translation>連風牌雀頭</translation>
        </message>
        <message>
            <source>Kanchan wait</source>
            <translation>嵌張待ち</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>明槓</translation>
        </message>
        <message>
            <source>Open pinfu shape</source>
            <translation>鳴き平和形</translation>
        </message>
        <message>
            <source>Open pon</source>
            <translation>明刻</translation>
        </message>
        <message>
            <source>Penchan wait</source>
            <translation>辺張待ち</translation>
        </message>
        <message>
            <source>Rounded up</source>
            <translation>切り上げ</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>七対子</translation>
        </message>
        <message>
            <source>Tanki wait</source>
            <translation>単騎待ち</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>ツモ</translation>
        </message>
        <message>
            <source>Value pair</source>
            <translation>役牌雀頭</translation>
        </message>
    </context>
    <context>
        <name>group</name>
        <message>
            <source>Chi</source>
            <translation>チー</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>暗槓</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>明槓</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>雀頭</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>ポン</translation>
        </message>
        <message>
            <source>Quad</source>
            <translation>槓子</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>順子</translation>
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
            <translation>局をクリック</translation>
        </message>
        <message>
            <source>F1, ? or Esc closes this help</source>
            <translation>F1、? または Esc でこのヘルプを閉じる</translation>
        </message>
        <message>
            <source>In the round list: go to its start</source>
            <translation>局の一覧で: その局の始めへ</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>マウスホイール</translation>
        </message>
        <message>
            <source>One event per notch (down = on)</source>
            <translation>1目盛りで1手 (下 = 進む)</translation>
        </message>
        <message>
            <source>Popups</source>
            <translation>ポップアップ</translation>
        </message>
    </context>
    <context>
        <name>language</name>
        <message>
            <source>&amp;Japanese terms beside</source>
            <translation>日本語の用語を併記(&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <source>Keep the Japanese term beside the translated one (for learners)</source>
            <translation>訳語の横に日本語の用語を表示 (学習用)</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>システムの言語</translation>
        </message>
    </context>
    <context>
        <name>library</name>
        <message>
            <source> (first: {name}: {error})</source>
            <translation>（最初: {name}: {error}）</translation>
        </message>
        <message>
            <source>%v/%m files, {rate}/s</source>
            <translation>%v/%m ファイル, {rate}/秒</translation>
        </message>
        <message>
            <source>%v/%m games, estimating the time left</source>
            <translation>%v/%m 戦、残り時間を見積もり中</translation>
        </message>
        <message>
            <source>%v/%m games, {left} left</source>
            <translation>%v/%m 戦、残り {left}</translation>
        </message>
        <message>
            <source>&amp;Library…</source>
            <translation>ライブラリ(&amp;L)…</translation>
        </message>
        <message>
            <source>, {count} gone</source>
            <translation>、{count} 件削除</translation>
        </message>
        <message>
            <source>, {count} unreadable (first: {name}: {error})</source>
            <translation>、{count} 件読み込み不可（最初: {name}: {error}）</translation>
        </message>
        <message>
            <source>3-player</source>
            <translation>三人麻雀</translation>
        </message>
        <message>
            <source>4-player</source>
            <translation>四人麻雀</translation>
        </message>
        <message>
            <source>; not found: {folders}</source>
            <translation>。見つかりません: {folders}</translation>
        </message>
        <message>
            <source>Add a folder of logs to the library</source>
            <translation>牌譜のフォルダーをライブラリに追加</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>フォルダーを追加…</translation>
        </message>
        <message>
            <source>All modes</source>
            <translation>すべての形式</translation>
        </message>
        <message>
            <source>All rounds</source>
            <translation>すべての局</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>すべての対局</translation>
        </message>
        <message>
            <source>Average deal-in</source>
            <translation>平均放銃点</translation>
        </message>
        <message>
            <source>Average draws to a win</source>
            <translation>平均和了巡目</translation>
        </message>
        <message>
            <source>Average placement</source>
            <translation>平均順位</translation>
        </message>
        <message>
            <source>Average win</source>
            <translation>平均和了点</translation>
        </message>
        <message>
            <source>Bad-move rate (Mortal, played under 5 %)</source>
            <translation>悪手率（Mortal、選択確率 5 % 未満）</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>最善</translation>
        </message>
        <message>
            <source>Call or pass: picks matched (coach)</source>
            <translation>鳴くかスルーか: コーチ推奨との一致率</translation>
        </message>
        <message>
            <source>Call rate</source>
            <translation>副露率</translation>
        </message>
        <message>
            <source>Click to open the game.</source>
            <translation>クリックで対局を開きます。</translation>
        </message>
        <message>
            <source>Costliest decisions of all your judged games (double-click: see it with the coach)</source>
            <translation>判定済みの全対局で損失の大きい打牌（ダブルクリックでコーチ付きで表示）</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <source>Deal-in rate</source>
            <translation>放銃率</translation>
        </message>
        <message>
            <source>Deal-in rate per game (average of 20)</source>
            <translation>対局ごとの放銃率 (20戦平均)</translation>
        </message>
        <message>
            <source>Draw luck (z)</source>
            <translation>ツモ運 (z)</translation>
        </message>
        <message>
            <source>Every game of {me} is judged already.</source>
            <translation>{me} の対局はすべて判定済みです。</translation>
        </message>
        <message>
            <source>Every indexed game: search, filters, statistics</source>
            <translation>登録したすべての対局: 検索、絞り込み、成績</translation>
        </message>
        <message>
            <source>From YYYY-MM-DD</source>
            <translation>開始 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>対局</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>対局</translation>
        </message>
        <message>
            <source>Games with {tag}</source>
            <translation>{tag} のある対局</translation>
        </message>
        <message>
            <source>Judge my games</source>
            <translation>自分の対局を判定</translation>
        </message>
        <message>
            <source>Judge my games…</source>
            <translation>自分の対局を判定…</translation>
        </message>
        <message numerus="yes">
            <source>Judged %n game(s) of {me} ({failed} could not be judged)</source>
            <translation>
                <numerusform>{me} の対局を %n 戦判定しました（判定できなかった対局 {failed}）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Judging stopped: %n game(s) of {me} judged, {left} left for the next time</source>
            <translation>
                <numerusform>判定を中断しました: {me} の対局 %n 戦を判定済み、残り {left} 戦は次回に</numerusform>
            </translation>
        </message>
        <message>
            <source>Judging the games of {me} …</source>
            <translation>{me} の対局を判定中…</translation>
        </message>
        <message>
            <source>Library — mjlog-viewer</source>
            <translation>ライブラリ — mjlog-viewer</translation>
        </message>
        <message>
            <source>Library: adding {folders} …</source>
            <translation>ライブラリ: {folders} を追加中…</translation>
        </message>
        <message>
            <source>Library: {text}</source>
            <translation>ライブラリ: {text}</translation>
        </message>
        <message>
            <source>Lobby</source>
            <translation>ロビー</translation>
        </message>
        <message>
            <source>Lobby (鳳, 東…)</source>
            <translation>ロビー (鳳, 東…)</translation>
        </message>
        <message>
            <source>Log id</source>
            <translation>牌譜ID</translation>
        </message>
        <message>
            <source>Me (your name)</source>
            <translation>自分 (名前)</translation>
        </message>
        <message>
            <source>Mortal rating</source>
            <translation>Mortal レーティング</translation>
        </message>
        <message>
            <source>Mortal rating {rating}</source>
            <translation>Mortal レーティング {rating}</translation>
        </message>
        <message>
            <source>No game has these yet: {titles}.</source>
            <translation>まだどの対局にもないもの: {titles}。</translation>
        </message>
        <message>
            <source>Picks matched (coach)</source>
            <translation>コーチ推奨との一致率</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Placement (average of 10)</source>
            <translation>順位 (10戦平均)</translation>
        </message>
        <message>
            <source>Placements</source>
            <translation>順位分布</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>打牌</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Player or log id</source>
            <translation>プレイヤーまたは牌譜ID</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Points lost</source>
            <translation>損失点</translation>
        </message>
        <message>
            <source>Points lost per decision (coach)</source>
            <translation>打牌あたりの損失点（コーチ）</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>推移</translation>
        </message>
        <message>
            <source>Rate at the start of each game</source>
            <translation>対局開始時のレート</translation>
        </message>
        <message>
            <source>Riichi rate</source>
            <translation>立直率</translation>
        </message>
        <message>
            <source>Riichi rounds dealt in</source>
            <translation>立直後の放銃率</translation>
        </message>
        <message>
            <source>Riichi rounds won</source>
            <translation>立直後の和了率</translation>
        </message>
        <message numerus="yes">
            <source>Rolling mean over %n game(s)</source>
            <translation>
                <numerusform>移動平均: 直近 %n 戦</numerusform>
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
            <translation>自分が鳴いた局</translation>
        </message>
        <message>
            <source>Rounds “me” dealt in</source>
            <translation>自分が放銃した局</translation>
        </message>
        <message>
            <source>Rounds “me” declared riichi</source>
            <translation>自分が立直した局</translation>
        </message>
        <message>
            <source>Rounds “me” won</source>
            <translation>自分が和了した局</translation>
        </message>
        <message>
            <source>Rounds “me” won with yaku id…</source>
            <translation>自分が役IDで和了した局…</translation>
        </message>
        <message>
            <source>Run the coach over every game of “Me” not judged yet and keep its verdicts: the Progress tab's trends and costliest decisions</source>
            <translation>「自分」の未判定の対局すべてをコーチで判定して結果を保存します（推移タブのグラフと損失の大きい打牌）</translation>
        </message>
        <message>
            <source>Run the coach over the {count} games of {me} not judged yet?

It takes minutes a game, in the background on {cores} cores. You can stop at any time: the games judged are kept and the next run judges the rest.</source>
            <translation>{me} の未判定の対局 {count} 戦をコーチで判定しますか？

1 戦に数分かかります（バックグラウンドで {cores} コアを使用）。いつでも中断できます。判定済みの対局は保存され、次回は残りを判定します。</translation>
        </message>
        <message>
            <source>Scanning {folders} …</source>
            <translation>{folders} を読み込み中…</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>点数</translation>
        </message>
        <message>
            <source>Showing {me}, the player whose games were judged (index --judge); type a name in “Me” to see another player's.</source>
            <translation>対局が判定されたプレイヤー {me} を表示しています（index --judge）。ほかのプレイヤーは「自分」に名前を入力してください。</translation>
        </message>
        <message>
            <source>Stop judging</source>
            <translation>判定を中断</translation>
        </message>
        <message>
            <source>Stopping after the decisions in hand …</source>
            <translation>判定中の打牌が終わりしだい中断します…</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>タグ</translation>
        </message>
        <message>
            <source>Tenhou yaku id (1 riichi, 7 pinfu, 8 tanyao, 39 daisangen …)</source>
            <translation>天鳳の役ID (1 立直, 7 平和, 8 断幺九, 39 大三元 …)</translation>
        </message>
        <message>
            <source>The judging stopped: {error}</source>
            <translation>判定が止まりました: {error}</translation>
        </message>
        <message>
            <source>The library cannot be opened: {error}</source>
            <translation>ライブラリを開けません: {error}</translation>
        </message>
        <message>
            <source>The scan stopped: {error}</source>
            <translation>読み込みが止まりました: {error}</translation>
        </message>
        <message>
            <source>To YYYY-MM-DD</source>
            <translation>終了 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Type your name in “Me” first: the coach judges that player's games.</source>
            <translation>まず「自分」に名前を入れてください。コーチはそのプレイヤーの対局を判定します。</translation>
        </message>
        <message>
            <source>Type your name in “Me” to ask about your rounds.</source>
            <translation>「自分」に名前を入れると自分の局を調べられます。</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your progress.</source>
            <translation>「自分」に名前を入れると推移が表示されます。</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your statistics.</source>
            <translation>「自分」に名前を入れると成績が表示されます。</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>和了率</translation>
        </message>
        <message>
            <source>Win rate per game (average of 20)</source>
            <translation>対局ごとの和了率 (20戦平均)</translation>
        </message>
        <message>
            <source>Wins by tsumo</source>
            <translation>ツモ和了率</translation>
        </message>
        <message>
            <source>Wins closed without riichi</source>
            <translation>ダマ和了率</translation>
        </message>
        <message numerus="yes">
            <source>bad moves in {bad} of %n decision(s) ({share})</source>
            <translation>
                <numerusform>%n 回の選択中、悪手 {bad} 回（{share}）</numerusform>
            </translation>
        </message>
        <message>
            <source>cut off</source>
            <translation>途中まで</translation>
        </message>
        <message numerus="yes">
            <source>dealt in {dealt} of %n round(s) ({share})</source>
            <translation>
                <numerusform>%n 局中 {dealt} 局で放銃（{share}）</numerusform>
            </translation>
        </message>
        <message>
            <source>double ron</source>
            <translation>ダブロン</translation>
        </message>
        <message>
            <source>draw ({kind})</source>
            <translation>流局 ({kind})</translation>
        </message>
        <message>
            <source>draw z {z} (hits: {hits}/{draws}, expected {expected}); dead waits: {dead}/{tenpais}</source>
            <translation>ツモ運 z {z}（前進 {hits}/{draws}、期待値 {expected}）；死に待ち {dead}/{tenpais}</translation>
        </message>
        <message>
            <source>exhaustive draw</source>
            <translation>流局</translation>
        </message>
        <message>
            <source>incomplete</source>
            <translation>途中まで</translation>
        </message>
        <message>
            <source>nagashi mangan</source>
            <translation>流し満貫</translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n call decision(s) ({share}); calls missed {missed}, calls against the pick {extra}</source>
            <translation>
                <numerusform>鳴きの判断 %n 回中 {picks} 回がコーチの推奨（{share}）; 鳴き逃し {missed} 回、不要な鳴き {extra} 回</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n discard(s) ({share})</source>
            <translation>
                <numerusform>%n 打牌中 {picks} 回がコーチの推奨（{share}）</numerusform>
            </translation>
        </message>
        <message>
            <source>undated</source>
            <translation>日付不明</translation>
        </message>
        <message>
            <source>won by {winners} ({points})</source>
            <translation>{winners} の和了 ({points})</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>役満</translation>
        </message>
        <message>
            <source>{count} games (query {ms} ms) — {path}</source>
            <translation>{count} 対局 (検索 {ms} ms) — {path}</translation>
        </message>
        <message>
            <source>{found} log files: {read} read, {new} new games</source>
            <translation>牌譜ファイル {found} 件: {read} 件読み込み、新しい対局 {new} 件</translation>
        </message>
        <message>
            <source>{me} did not play in this game.</source>
            <translation>{me} はこの対局にいません。</translation>
        </message>
        <message numerus="yes">
            <source>{me}: %n game(s) judged by the coach, none left to judge.</source>
            <translation>
                <numerusform>{me}: %n 戦すべてコーチ判定済み。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{me}: {judged} of %n game(s) judged by the coach. Judge my games… judges the rest (minutes a game, in the background).</source>
            <translation>
                <numerusform>{me}: %n 戦中 {judged} 戦がコーチ判定済み。「自分の対局を判定…」で残りを判定します（1 戦に数分、バックグラウンド）。</numerusform>
            </translation>
        </message>
        <message>
            <source>{text} is not a date: write YYYY-MM-DD (ignored until then)</source>
            <translation>{text} は日付ではありません: YYYY-MM-DD と書いてください (それまでは無視)</translation>
        </message>
        <message numerus="yes">
            <source>{title} — %n game(s)</source>
            <translation>
                <numerusform>{title} — %n 戦</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — no games</source>
            <translation>{title} — 対局なし</translation>
        </message>
        <message numerus="yes">
            <source>{value} points lost per decision (%n decision(s))</source>
            <translation>
                <numerusform>打牌あたり {value} 点の損失（%n 打牌）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>limit</name>
        <message>
            <source>Baiman</source>
            <translation>倍満</translation>
        </message>
        <message>
            <source>Haneman</source>
            <translation>跳満</translation>
        </message>
        <message>
            <source>Kazoe Yakuman</source>
            <translation>数え役満</translation>
        </message>
        <message>
            <source>Mangan</source>
            <translation>満貫</translation>
        </message>
        <message>
            <source>Sanbaiman</source>
            <translation>三倍満</translation>
        </message>
        <message>
            <source>Yakuman</source>
            <translation>役満</translation>
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
            <translation>運</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>山なし：{reason}</translation>
        </message>
        <message>
            <source>Where each tenpai's winning tiles were, and what each call changed (click a line).</source>
            <translation>各聴牌の和了牌がどこにあったか、各鳴きが何を変えたか（行をクリックでその手順へ）。</translation>
        </message>
        <message>
            <source>Your last tenpai ({waits}): {places}</source>
            <translation>最後の聴牌（{waits}待ち）：{places}</translation>
        </message>
        <message>
            <source>a win with {tile}</source>
            <translation>{tile}で和了</translation>
        </message>
        <message>
            <source>cut off: no copy falls to {seat}'s own draws</source>
            <translation>ツモ筋なし：{seat}のツモには1枚も来ない</translation>
        </message>
        <message>
            <source>dead wait: no copy left in the wall</source>
            <translation>死に待ち：山に1枚も残っていない</translation>
        </message>
        <message>
            <source>draws: {count}, improving: {hits} (expected {expected})</source>
            <translation>ツモ：{count}回、前進：{hits}回（期待値 {expected}）</translation>
        </message>
        <message>
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <source>starting hand: {shanten} shanten, better than {share}% of starting hands</source>
            <translation>配牌：{shanten}向聴、配牌全体の{share}%より良い</translation>
        </message>
        <message>
            <source>step {step}</source>
            <translation>{step} 手目</translation>
        </message>
        <message>
            <source>tenpai with {tile}</source>
            <translation>{tile}で聴牌</translation>
        </message>
        <message>
            <source>the first was {seat}'s {ordinal} draw</source>
            <translation>最初の1枚は{seat}の{ordinal}回目のツモ</translation>
        </message>
        <message>
            <source>the wall is unknown</source>
            <translation>山は不明</translation>
        </message>
        <message>
            <source>without {caller}'s {call} of {discarder}'s discard</source>
            <translation>{caller}が{discarder}の捨て牌を{call}しなければ</translation>
        </message>
        <message>
            <source>z = {z}</source>
            <translation>z = {z}</translation>
        </message>
        <message>
            <source>{count} in sight</source>
            <translation>見えている{count}枚</translation>
        </message>
        <message>
            <source>{count} in the dead wall</source>
            <translation>王牌に{count}枚</translation>
        </message>
        <message>
            <source>{count} in {seat}'s hand</source>
            <translation>{seat}の手牌に{count}枚</translation>
        </message>
        <message>
            <source>{count} left in the wall</source>
            <translation>山に残り{count}枚</translation>
        </message>
        <message>
            <source>{seat} dealt in while tenpai</source>
            <translation>{seat}が聴牌から放銃</translation>
        </message>
        <message>
            <source>{seat} tenpai on {waits}</source>
            <translation>{seat} 聴牌：{waits}待ち</translation>
        </message>
        <message>
            <source>{seat}'s next draws: {tiles} (drew {drew})</source>
            <translation>{seat}の次のツモ：{tiles}（実際は{drew}）</translation>
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
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>移動(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>再生(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>検討(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近使ったファイル(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>popup</name>
        <message>
            <source>#{place}</source>
            <translation>{place}位</translation>
        </message>
        <message>
            <source>How the hand was scored</source>
            <translation>手牌の読み</translation>
        </message>
        <message>
            <source>The log ends before the game does: scores as last seen.</source>
            <translation>牌譜は対局の途中で終わっています: 最後の点数です。</translation>
        </message>
        <message>
            <source>The log names no yaku, and the viewer could not score this hand: yaku unknown.</source>
            <translation>牌譜に役の記載がなく、この手も計算できませんでした：役は不明です。</translation>
        </message>
        <message>
            <source>The log names no yaku: these are the viewer's own count of this hand.</source>
            <translation>牌譜に役の記載がありません：以下はこのビューアーによる計算です。</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>待ち</translation>
        </message>
        <message>
            <source>after</source>
            <translation>後</translation>
        </message>
        <message>
            <source>before</source>
            <translation>前</translation>
        </message>
        <message>
            <source>change</source>
            <translation>増減</translation>
        </message>
        <message>
            <source>points</source>
            <translation>ポイント</translation>
        </message>
        <message>
            <source>score</source>
            <translation>点数</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>役満</translation>
        </message>
        <message>
            <source>{fu} fu</source>
            <translation>{fu}符</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu}符 {han}翻</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han}翻</translation>
        </message>
        <message>
            <source>{points} pts</source>
            <translation>{points}点</translation>
        </message>
        <message>
            <source>{ron}, from {who}</source>
            <translation>{ron}  {who} から</translation>
        </message>
    </context>
    <context>
        <name>quiz</name>
        <message>
            <source>A shanten back: your pick takes the hand further from tenpai.</source>
            <translation>向聴戻し: その打牌では聴牌から遠ざかります。</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>最善</translation>
        </message>
        <message>
            <source>Best: no option is worth more than yours.</source>
            <translation>最善: これより期待値の高い選択肢はありません。</translation>
        </message>
        <message>
            <source>Best: your pick is worth the most.</source>
            <translation>最善: 期待値が最も高い打牌です。</translation>
        </message>
        <message>
            <source>Best: your pick keeps the most ukeire.</source>
            <translation>最善: 受け入れが最も多い打牌です。</translation>
        </message>
        <message>
            <source>Best: {count} of {total}</source>
            <translation>最善: {total} 問中 {count}</translation>
        </message>
        <message>
            <source>Call or pass?</source>
            <translation>鳴くかスルーか?</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: it has no discard to choose after this point of the game.</source>
            <translation>この席はクイズにできません: ここから先に選べる打牌がありません。</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: its hand is hidden in this log (it was written from another seat's view).</source>
            <translation>この席はクイズにできません: この牌譜では手牌が伏せられています (他の席の視点で書かれた牌譜です)。</translation>
        </message>
        <message>
            <source>Click a tile of your hand, or pick one with ← / → and press Enter.</source>
            <translation>手牌の牌をクリックするか、← / → で選んで Enter を押してください。</translation>
        </message>
        <message>
            <source>Click an option below, or pick one with ↑ / ↓ and press Enter.</source>
            <translation>下の選択肢をクリックするか、↑ / ↓ で選んで Enter を押してください。</translation>
        </message>
        <message>
            <source>Close the result (Enter) to play on.</source>
            <translation>結果を閉じる (Enter) と続きを再生します。</translation>
        </message>
        <message>
            <source>Enter, Space or → plays on to the next decision.</source>
            <translation>Enter、Space か → で次の選択まで再生します。</translation>
        </message>
        <message>
            <source>Judging {count} more answer(s) by value…</source>
            <translation>あと{count}問の期待値を計算中…</translation>
        </message>
        <message>
            <source>Kan or not?</source>
            <translation>カンするかしないか?</translation>
        </message>
        <message>
            <source>Leave the quiz</source>
            <translation>クイズを終了</translation>
        </message>
        <message>
            <source>Mortal</source>
            <translation>Mortal</translation>
        </message>
        <message>
            <source>No answer yet.</source>
            <translation>まだ回答がありません。</translation>
        </message>
        <message>
            <source>No decision of this seat is left in the game.</source>
            <translation>この対局にはこの席の選択がもう残っていません。</translation>
        </message>
        <message>
            <source>Open a game first: the quiz plays it from the bottom seat.</source>
            <translation>先に牌譜を開いてください: クイズは手前の席の視点で再生します。</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>続ける</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>実戦</translation>
        </message>
        <message>
            <source>Points lost: {points}</source>
            <translation>損失: {points}点</translation>
        </message>
        <message>
            <source>Q or Esc leaves the quiz.</source>
            <translation>Q か Esc でクイズを終了します。</translation>
        </message>
        <message>
            <source>Quiz: what would you play?</source>
            <translation>何切る・鳴く?クイズ</translation>
        </message>
        <message>
            <source>Same as Mortal: {count} of {total}</source>
            <translation>Mortal と一致: {total} 問中 {count}</translation>
        </message>
        <message>
            <source>Same as the player: {count} of {total}</source>
            <translation>実戦と一致: {total} 問中 {count}</translation>
        </message>
        <message>
            <source>The game plays on to your next decision…</source>
            <translation>次の選択まで対局を再生中…</translation>
        </message>
        <message>
            <source>Tsumo (win)</source>
            <translation>ツモ (和了)</translation>
        </message>
        <message>
            <source>What would you discard?</source>
            <translation>何を切る?</translation>
        </message>
        <message>
            <source>You</source>
            <translation>あなた</translation>
        </message>
        <message>
            <source>a kan</source>
            <translation>カン</translation>
        </message>
        <message>
            <source>kita</source>
            <translation>北抜き</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>{count} ukeire</source>
            <translation>受け入れ {count} 枚</translation>
        </message>
        <message>
            <source>{seat} discarded {tile}.</source>
            <translation>{seat} が {tile} を切りました。</translation>
        </message>
        <message>
            <source>{tile} (best)</source>
            <translation>{tile}（最善）</translation>
        </message>
        <message>
            <source>{tile} (shanten back)</source>
            <translation>{tile} (向聴戻し)</translation>
        </message>
        <message>
            <source>{tile} (−{loss} points)</source>
            <translation>{tile}（−{loss}点）</translation>
        </message>
        <message>
            <source>{tile} cannot be discarded now (kuikae).</source>
            <translation>{tile} は今は切れません (喰い替え)。</translation>
        </message>
        <message>
            <source>{tile}, declaring riichi</source>
            <translation>{tile} で立直</translation>
        </message>
        <message>
            <source>−{loss} points against the best.</source>
            <translation>最善より −{loss}点。</translation>
        </message>
        <message>
            <source>−{loss} ukeire against the best.</source>
            <translation>最善より受け入れ −{loss} 枚。</translation>
        </message>
    </context>
    <context>
        <name>results</name>
        <message>
            <source>Double ron (ダブロン): both wins of this discard</source>
            <translation>ダブロン: この打牌での2つの和了</translation>
        </message>
        <message>
            <source>Double ron: both wins of this discard</source>
            <translation>ダブロン: この打牌での2つの和了</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>終局</translation>
        </message>
        <message>
            <source>Final standings (終局)</source>
            <translation>終局</translation>
        </message>
        <message>
            <source>No final result: the log stops before the game's end.</source>
            <translation>最終結果なし: 牌譜は対局の終わりより前で終わっています。</translation>
        </message>
        <message>
            <source>Pao: {who} is liable</source>
            <translation>包: {who} が責任払い</translation>
        </message>
        <message>
            <source>cut off (the log stops here)</source>
            <translation>途中まで (牌譜はここで終わり)</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>結果なし</translation>
        </message>
        <message>
            <source>riichi sticks {count} (stay on the table)</source>
            <translation>供託 {count}本 (次局へ持ち越し)</translation>
        </message>
        <message>
            <source>riichi sticks {count} +{points}</source>
            <translation>供託 {count}本 +{points}</translation>
        </message>
        <message>
            <source>{count} honba</source>
            <translation>{count}本場</translation>
        </message>
        <message>
            <source>{count} honba +{points}</source>
            <translation>{count}本場 +{points}</translation>
        </message>
        <message>
            <source>{count} wins of this discard</source>
            <translation>この打牌での{count}つの和了</translation>
        </message>
        <message>
            <source>{count}本場 honba</source>
            <translation>{count}本場</translation>
        </message>
        <message>
            <source>{count}本場 honba +{points}</source>
            <translation>{count}本場 +{points}</translation>
        </message>
        <message>
            <source>{points} all</source>
            <translation>{points}オール</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} (stay on the table)</source>
            <translation>供託 {count}本 (次局へ持ち越し)</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} +{points}</source>
            <translation>供託 {count}本 +{points}</translation>
        </message>
        <message>
            <source>包 Pao: {who} is liable</source>
            <translation>包: {who} が責任払い</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>A move not Mortal's counts as a disagreement when Mortal gave it less than this share of its favourite's probability (100 %: every move not Mortal's)</source>
            <translation>Mortal の最善手以外の打牌は、Mortal の評価確率が最善手のこの割合未満のとき不一致と数えます（100 %: Mortal と違う手はすべて）</translation>
        </message>
        <message>
            <source>Abortive draw (nine terminals)</source>
            <translation>九種九牌</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>行動</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>チー</translation>
        </message>
        <message>
            <source>Close: Mortal gave the move played {percent}</source>
            <translation>僅差: 実際の手への Mortal の評価 {percent}</translation>
        </message>
        <message>
            <source>Disagreement below</source>
            <translation>不一致とする基準</translation>
        </message>
        <message>
            <source>Disagreement: Mortal gave the move played {percent}</source>
            <translation>不一致: 実際の手への Mortal の評価 {percent}</translation>
        </message>
        <message>
            <source>Disagreements</source>
            <translation>不一致</translation>
        </message>
        <message>
            <source>Disagreements per round</source>
            <translation>局ごとの不一致</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>打</translation>
        </message>
        <message>
            <source>East {number}</source>
            <translation>東{number}局</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>カン</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>キタ</translation>
        </message>
        <message>
            <source>Matches: {matches} of {reviewed} ({percent})</source>
            <translation>一致: {reviewed} 手中 {matches} 手（{percent}）</translation>
        </message>
        <message>
            <source>Model: {model}</source>
            <translation>モデル: {model}</translation>
        </message>
        <message>
            <source>Mortal review</source>
            <translation>Mortal 検討</translation>
        </message>
        <message>
            <source>Mortal review of seat {seat}: {matches} of {reviewed} moves match</source>
            <translation>席 {seat} の Mortal 検討: {reviewed} 手中 {matches} 手が一致</translation>
        </message>
        <message>
            <source>Mortal review reports (*.json);;All files (*)</source>
            <translation>Mortal 検討レポート (*.json);;すべてのファイル (*)</translation>
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
            <translation>これより前に Mortal との不一致はありません</translation>
        </message>
        <message>
            <source>No further disagreement with Mortal</source>
            <translation>これより後に Mortal との不一致はありません</translation>
        </message>
        <message>
            <source>No review is open.</source>
            <translation>検討が開かれていません。</translation>
        </message>
        <message>
            <source>No reviewed decision at this step.</source>
            <translation>この手順には検討された選択がありません。</translation>
        </message>
        <message>
            <source>North {number}</source>
            <translation>北{number}局</translation>
        </message>
        <message>
            <source>Open a Mortal review</source>
            <translation>Mortal 検討を開く</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>スルー</translation>
        </message>
        <message>
            <source>Played: {played}
Mortal: {best}</source>
            <translation>実際: {played}
Mortal: {best}</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>ポン</translation>
        </message>
        <message>
            <source>Prob</source>
            <translation>確率</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>Q</translation>
        </message>
        <message>
            <source>Rating: {rating}</source>
            <translation>レーティング: {rating}</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>ロン</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>局</translation>
        </message>
        <message>
            <source>Same as Mortal</source>
            <translation>Mortal と一致</translation>
        </message>
        <message>
            <source>South {number}</source>
            <translation>南{number}局</translation>
        </message>
        <message>
            <source>Temperature: {temperature}</source>
            <translation>温度: {temperature}</translation>
        </message>
        <message>
            <source>The review is not of this game. {error}</source>
            <translation>この検討はこの対局のものではありません。{error}</translation>
        </message>
        <message>
            <source>This round's reviewed decisions: red disagrees with Mortal (click one)</source>
            <translation>この局の検討された選択: 赤は Mortal と不一致（クリックで移動）</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>牌</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>ツモ</translation>
        </message>
        <message>
            <source>West {number}</source>
            <translation>西{number}局</translation>
        </message>
        <message>
            <source>Worst moves (click to go there)</source>
            <translation>悪手（クリックで移動）</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>和了形</translation>
        </message>
        <message>
            <source>furiten</source>
            <translation>振聴</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>聴牌</translation>
        </message>
        <message>
            <source>{bad} of {reviewed} reviewed moves disagree with Mortal</source>
            <translation>検討した {reviewed} 手中 {bad} 手が Mortal と不一致</translation>
        </message>
        <message>
            <source>{bad} of {total}</source>
            <translation>{bad} / {total}</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}向聴</translation>
        </message>
        <message>
            <source>{round} honba {honba}</source>
            <translation>{round} {honba}本場</translation>
        </message>
        <message>
            <source>{round}, junme {junme}</source>
            <translation>{round} {junme}巡目</translation>
        </message>
        <message>
            <source>{where}: {played} ({played_percent}) — Mortal: {best} ({best_percent})</source>
            <translation>{where}: {played}（{played_percent}）— Mortal: {best}（{best_percent}）</translation>
        </message>
        <message>
            <source>× Mortal: {best}</source>
            <translation>× Mortal: {best}</translation>
        </message>
        <message>
            <source>✓ Mortal agrees</source>
            <translation>✓ Mortal と一致</translation>
        </message>
    </context>
    <context>
        <name>scores</name>
        <message>
            <source>Click to go to this round.</source>
            <translation>クリックでこの局へ移動します。</translation>
        </message>
        <message>
            <source>Deal-in</source>
            <translation>放銃</translation>
        </message>
        <message>
            <source>E{number}</source>
            <translation>東{number}</translation>
        </message>
        <message>
            <source>No final standings: the log stops before the game's end.</source>
            <translation>最終順位なし：牌譜が終局前で途切れています。</translation>
        </message>
        <message>
            <source>N{number}</source>
            <translation>北{number}</translation>
        </message>
        <message>
            <source>Oka</source>
            <translation>オカ</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>順位</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>プレイヤー</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>ポイント</translation>
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
            <translation>持ち点</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>点数推移</translation>
        </message>
        <message>
            <source>S{number}</source>
            <translation>南{number}</translation>
        </message>
        <message>
            <source>Tenhou's ranked lobby: start {start}, return {target}; uma {uma}, oka {oka} to the first.</source>
            <translation>天鳳の段位戦：配給原点 {start}、返し {target}；ウマ {uma}、オカ {oka}（トップ）。</translation>
        </message>
        <message>
            <source>Uma</source>
            <translation>ウマ</translation>
        </message>
        <message>
            <source>Uma and oka unknown: lobby {lobby} sets its own rules.</source>
            <translation>ウマ・オカ不明：ロビー {lobby} は独自のルールです。</translation>
        </message>
        <message>
            <source>Uma and oka unknown: room {room} sets its own rules.</source>
            <translation>ウマ・オカ不明：{room} は独自のルールです。</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log names no lobby.</source>
            <translation>ウマ・オカ不明：牌譜にロビーの記載がありません。</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log's points do not follow Tenhou's ranked lobby's.</source>
            <translation>ウマ・オカ不明：牌譜のポイントが天鳳段位戦のものと合いません。</translation>
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
            <translation>席{number}</translation>
        </message>
    </context>
    <context>
        <name>sharing</name>
        <message>
            <source>Board image copied</source>
            <translation>盤面の画像をコピーしました</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>保存できません</translation>
        </message>
        <message>
            <source>Export cancelled</source>
            <translation>書き出しを中止しました</translation>
        </message>
        <message>
            <source>Export round animation</source>
            <translation>局をアニメーションで書き出す</translation>
        </message>
        <message>
            <source>Exporting the round…</source>
            <translation>局を書き出しています…</translation>
        </message>
        <message>
            <source>GIF animation (*.gif);;Animated PNG (*.png);;WebP animation (*.webp)</source>
            <translation>GIF アニメーション (*.gif);;アニメーション PNG (*.png);;WebP アニメーション (*.webp)</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG 画像 (*.png)</translation>
        </message>
        <message>
            <source>Save board image</source>
            <translation>盤面の画像を保存</translation>
        </message>
        <message>
            <source>Saved {name}</source>
            <translation>{name} を保存しました</translation>
        </message>
        <message>
            <source>{path}: an animation is .gif, .png (APNG) or .webp (got {got})</source>
            <translation>{path}: アニメーションは .gif、.png (APNG)、.webp のいずれかです（指定: {got}）</translation>
        </message>
        <message>
            <source>{path}: cannot write the animation ({error})</source>
            <translation>{path}: アニメーションを書き込めません（{error}）</translation>
        </message>
        <message>
            <source>{path}: cannot write the image</source>
            <translation>{path}: 画像を書き込めません</translation>
        </message>
        <message>
            <source>{path}: the round has no steps to animate</source>
            <translation>{path}: この局にはアニメーションにする手順がありません</translation>
        </message>
    </context>
    <context>
        <name>status</name>
        <message>
            <source>(cut off)</source>
            <translation>(途中まで)</translation>
        </message>
        <message>
            <source>Agari</source>
            <translation>和了</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>チー</translation>
        </message>
        <message>
            <source>Dora</source>
            <translation>ドラ</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>終局</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>カン</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>キタ</translation>
        </message>
        <message>
            <source>Noten</source>
            <translation>不聴</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>ポン</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>立直</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>ロン</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>聴牌</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>ツモ</translation>
        </message>
        <message>
            <source>Ura dora</source>
            <translation>裏ドラ</translation>
        </message>
        <message>
            <source>{title} · round {round} · step {step}</source>
            <translation>{title} · 第{round}局 · {step} 手目</translation>
        </message>
        <message>
            <source>{title}{cut} · round {round}/{rounds} · step {step} of {steps}</source>
            <translation>{title}{cut} · 局 {round}/{rounds} · {step}/{steps} 手目</translation>
        </message>
    </context>
    <context>
        <name>theme</name>
        <message>
            <source>&amp;Dark</source>
            <translation>ダーク(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>ライト(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>システムに合わせる(&amp;S)</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>テーマ(&amp;H)</translation>
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
            <translation>東</translation>
        </message>
        <message>
            <source>Green dragon</source>
            <translation>發</translation>
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
            <translation>伏せ牌</translation>
        </message>
        <message>
            <source>red {tile}</source>
            <translation>赤{tile}</translation>
        </message>
        <message>
            <source>{number}-man</source>
            <translation>{number}萬</translation>
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
            <translation>{tiles}（赤入り）</translation>
        </message>
    </context>
    <context>
        <name>wait</name>
        <message>
            <source>Kanchan (closed)</source>
            <translation>嵌張</translation>
        </message>
        <message>
            <source>Penchan (edge)</source>
            <translation>辺張</translation>
        </message>
        <message>
            <source>Ryanmen (two-sided)</source>
            <translation>両面</translation>
        </message>
        <message>
            <source>Shanpon (two pairs)</source>
            <translation>双碰</translation>
        </message>
        <message>
            <source>Tanki (pair)</source>
            <translation>単騎</translation>
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
            <translation>（公開済み）</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>山を表示できません: {reason}</translation>
        </message>
        <message>
            <source>dead wall</source>
            <translation>王牌</translation>
        </message>
        <message>
            <source>dora indicator {n}</source>
            <translation>ドラ表示牌 {n}</translation>
        </message>
        <message>
            <source>live wall, draw {n}</source>
            <translation>山・{n} 枚目のツモ</translation>
        </message>
        <message>
            <source>next</source>
            <translation>次</translation>
        </message>
        <message>
            <source>replacement tile {n}</source>
            <translation>嶺上牌 {n}</translation>
        </message>
        <message>
            <source>the log carries no shuffle seed</source>
            <translation>牌譜に山のシードがありません</translation>
        </message>
        <message>
            <source>the log's shuffle seed cannot be read ({error})</source>
            <translation>牌譜の山のシードを読めません（{error}）</translation>
        </message>
        <message>
            <source>the next draw</source>
            <translation>次のツモ</translation>
        </message>
        <message>
            <source>the seed's wall does not reproduce this round (W says where)</source>
            <translation>シードの山がこの局と一致しません（W で場所を表示）</translation>
        </message>
        <message>
            <source>ura indicator {n}</source>
            <translation>裏ドラ表示牌 {n}</translation>
        </message>
        <message>
            <source>{seat}'s draw {n} had nobody called</source>
            <translation>鳴きがなければ {seat} の {n} 枚目のツモ</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>&amp;Clear the list</source>
            <translation>一覧を消去(&amp;C)</translation>
        </message>
        <message>
            <source>At the end of the game: nothing left to play.</source>
            <translation>対局の終わりです: これ以上進めません。</translation>
        </message>
        <message>
            <source>Broken log: {problem}. Showing what comes before it.</source>
            <translation>壊れた牌譜: {problem}。その前までを表示します。</translation>
        </message>
        <message>
            <source>Cannot open the log</source>
            <translation>牌譜を開けません</translation>
        </message>
        <message>
            <source>Downloading {log} from Tenhou…</source>
            <translation>天鳳から {log} をダウンロード中…</translation>
        </message>
        <message>
            <source>Enter, Esc or a click closes · the arrow keys keep stepping</source>
            <translation>Enter、Esc またはクリックで閉じる · 矢印キーで続けて進む</translation>
        </message>
        <message>
            <source>No recent logs</source>
            <translation>最近の牌譜はありません</translation>
        </message>
        <message>
            <source>Open Tenhou log</source>
            <translation>天鳳の牌譜を開く</translation>
        </message>
        <message>
            <source>Open a Tenhou log</source>
            <translation>天鳳の牌譜を開く</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O)
or start mjlog-viewer with a file.</source>
            <translation>ファイル → 開く (Ctrl+O) で天鳳の牌譜を開くか、
ファイルを指定して mjlog-viewer を起動してください。</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O).</source>
            <translation>ファイル → 開く (Ctrl+O) で天鳳の牌譜を開いてください。</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>結果</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>局</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>局の一覧</translation>
        </message>
        <message>
            <source>Score change of {who}</source>
            <translation>{who} の点数の増減</translation>
        </message>
        <message>
            <source>Tenhou log link or id, e.g.</source>
            <translation>天鳳の牌譜のURLまたはID (例)</translation>
        </message>
        <message>
            <source>The log stops before this round's result.</source>
            <translation>牌譜はこの局の結果の前で終わっています。</translation>
        </message>
        <message>
            <source>This is the first log in the list ({count}).</source>
            <translation>一覧の最初の牌譜です ({count})。</translation>
        </message>
        <message>
            <source>This is the last log in the list ({count}).</source>
            <translation>一覧の最後の牌譜です ({count})。</translation>
        </message>
        <message>
            <source>game {number}/{count}</source>
            <translation>{number}/{count}試合目</translation>
        </message>
        <message>
            <source>the download of {log} failed</source>
            <translation>{log} のダウンロードに失敗しました</translation>
        </message>
        <message>
            <source>the download of {log} failed: {error}</source>
            <translation>{log} のダウンロードに失敗しました: {error}</translation>
        </message>
        <message>
            <source>this file holds {count} games; showing game {number}</source>
            <translation>このファイルには{count}試合あります（{number}試合目を表示中）</translation>
        </message>
        <message>
            <source>{link}: not a Tenhou log link or id</source>
            <translation>{link}: 天鳳の牌譜リンクまたは ID ではありません</translation>
        </message>
        <message>
            <source>{path}: cannot be read ({error})</source>
            <translation>{path}: 読み込めません（{error}）</translation>
        </message>
        <message>
            <source>{path}: no Tenhou logs ({patterns}) in it</source>
            <translation>{path}: 天鳳の牌譜（{patterns}）がありません</translation>
        </message>
        <message>
            <source>{path}: the file is no longer there (removed from the list)</source>
            <translation>{path}: ファイルがありません（一覧から外しました）</translation>
        </message>
        <message>
            <source>{path}: the log has no rounds</source>
            <translation>{path}: 牌譜に局がありません</translation>
        </message>
        <message>
            <source>{target}: no such file, and not a Tenhou log link or id</source>
            <translation>{target}: ファイルがなく、天鳳の牌譜リンクや ID でもありません</translation>
        </message>
        <message>
            <source>ⓘ 1 oddity in the log</source>
            <translation>ⓘ 牌譜に気になる点が1つ</translation>
        </message>
        <message>
            <source>ⓘ {count} oddities in the log</source>
            <translation>ⓘ 牌譜に気になる点が{count}つ</translation>
        </message>
        <message>
            <source>▶ autoplay {seconds} s/event</source>
            <translation>▶ 自動再生 {seconds} 秒/手</translation>
        </message>
    </context>
    <context>
        <name>yaku</name>
        <message>
            <source>Aka Dora</source>
            <translation>赤ドラ</translation>
        </message>
        <message>
            <source>Chankan</source>
            <translation>槍槓</translation>
        </message>
        <message>
            <source>Chanta</source>
            <translation>混全帯幺九</translation>
        </message>
        <message>
            <source>Chiihou</source>
            <translation>地和</translation>
        </message>
        <message>
            <source>Chiitoitsu</source>
            <translation>七対子</translation>
        </message>
        <message>
            <source>Chinitsu</source>
            <translation>清一色</translation>
        </message>
        <message>
            <source>Chinroutou</source>
            <translation>清老頭</translation>
        </message>
        <message>
            <source>Chun</source>
            <translation>役牌 中</translation>
        </message>
        <message>
            <source>Chuuren Poutou</source>
            <translation>九蓮宝燈</translation>
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
            <translation>ドラ</translation>
        </message>
        <message>
            <source>Double Riichi</source>
            <translation>両立直</translation>
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
            <translation>役牌 發</translation>
        </message>
        <message>
            <source>Honitsu</source>
            <translation>混一色</translation>
        </message>
        <message>
            <source>Honroutou</source>
            <translation>混老頭</translation>
        </message>
        <message>
            <source>Houtei Raoyui</source>
            <translation>河底撈魚</translation>
        </message>
        <message>
            <source>Iipeikou</source>
            <translation>一盃口</translation>
        </message>
        <message>
            <source>Ippatsu</source>
            <translation>一発</translation>
        </message>
        <message>
            <source>Ittsu</source>
            <translation>一気通貫</translation>
        </message>
        <message>
            <source>Junchan</source>
            <translation>純全帯幺九</translation>
        </message>
        <message>
            <source>Junsei Chuuren Poutou</source>
            <translation>純正九蓮宝燈</translation>
        </message>
        <message>
            <source>Kokushi Musou</source>
            <translation>国士無双</translation>
        </message>
        <message>
            <source>Kokushi Musou 13-sided wait</source>
            <translation>国士無双１３面</translation>
        </message>
        <message>
            <source>Menzen Tsumo</source>
            <translation>門前清自摸和</translation>
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
            <translation>嶺上開花</translation>
        </message>
        <message>
            <source>Round Wind East</source>
            <translation>場風 東</translation>
        </message>
        <message>
            <source>Round Wind North</source>
            <translation>場風 北</translation>
        </message>
        <message>
            <source>Round Wind South</source>
            <translation>場風 南</translation>
        </message>
        <message>
            <source>Round Wind West</source>
            <translation>場風 西</translation>
        </message>
        <message>
            <source>Ryanpeikou</source>
            <translation>二盃口</translation>
        </message>
        <message>
            <source>Ryuuiisou</source>
            <translation>緑一色</translation>
        </message>
        <message>
            <source>Sanankou</source>
            <translation>三暗刻</translation>
        </message>
        <message>
            <source>Sankantsu</source>
            <translation>三槓子</translation>
        </message>
        <message>
            <source>Sanshoku Doujun</source>
            <translation>三色同順</translation>
        </message>
        <message>
            <source>Sanshoku Doukou</source>
            <translation>三色同刻</translation>
        </message>
        <message>
            <source>Seat Wind East</source>
            <translation>自風 東</translation>
        </message>
        <message>
            <source>Seat Wind North</source>
            <translation>自風 北</translation>
        </message>
        <message>
            <source>Seat Wind South</source>
            <translation>自風 南</translation>
        </message>
        <message>
            <source>Seat Wind West</source>
            <translation>自風 西</translation>
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
            <translation>四暗刻単騎</translation>
        </message>
        <message>
            <source>Suukantsu</source>
            <translation>四槓子</translation>
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
            <translation>対々和</translation>
        </message>
        <message>
            <source>Tsuuiisou</source>
            <translation>字一色</translation>
        </message>
        <message>
            <source>Ura Dora</source>
            <translation>裏ドラ</translation>
        </message>
    </context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>actions</name>
        <message>
            <source>&amp;Autoplay</source>
            <translation>&amp;Autoplay</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>&amp;Coach</translation>
        </message>
        <message>
            <source>&amp;Copy board image</source>
            <translation>&amp;Copy board image</translation>
        </message>
        <message>
            <source>&amp;Copy round as tenhou.net/6 link</source>
            <translation>&amp;Copy round as tenhou.net/6 link</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Export…</translation>
        </message>
        <message>
            <source>&amp;Faster</source>
            <translation>&amp;Faster</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <source>&amp;Luck</source>
            <translation>&amp;Luck</translation>
        </message>
        <message>
            <source>&amp;Next disagreement</source>
            <translation>&amp;Next disagreement</translation>
        </message>
        <message>
            <source>&amp;Next event</source>
            <translation>&amp;Next event</translation>
        </message>
        <message>
            <source>&amp;Open review…</source>
            <translation>&amp;Open review…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>&amp;Previous disagreement</source>
            <translation>&amp;Previous disagreement</translation>
        </message>
        <message>
            <source>&amp;Previous event</source>
            <translation>&amp;Previous event</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Quiz: what would you play?</source>
            <translation>&amp;Quiz: what would you play?</translation>
        </message>
        <message>
            <source>&amp;Rotate the viewpoint</source>
            <translation>&amp;Rotate the viewpoint</translation>
        </message>
        <message>
            <source>&amp;Save board image…</source>
            <translation>&amp;Save board image…</translation>
        </message>
        <message>
            <source>&amp;Scores</source>
            <translation>&amp;Scores</translation>
        </message>
        <message>
            <source>&amp;Slower</source>
            <translation>&amp;Slower</translation>
        </message>
        <message>
            <source>All hands open / closed</source>
            <translation>All hands open / closed</translation>
        </message>
        <message>
            <source>Autoplay faster</source>
            <translation>Autoplay faster</translation>
        </message>
        <message>
            <source>Autoplay on / off</source>
            <translation>Autoplay on / off</translation>
        </message>
        <message>
            <source>Autoplay slower</source>
            <translation>Autoplay slower</translation>
        </message>
        <message>
            <source>Close a popup</source>
            <translation>Close a popup</translation>
        </message>
        <message>
            <source>Close popup</source>
            <translation>Close popup</translation>
        </message>
        <message>
            <source>Coach: each hand tile's ukeire, the verdict, safety marks</source>
            <translation>Coach: each hand tile's ukeire, the verdict, safety marks</translation>
        </message>
        <message>
            <source>Copy the board as an image</source>
            <translation>Copy the board as an image</translation>
        </message>
        <message>
            <source>Copy this round as a tenhou.net/6 link (for NAGA and the reviewers)</source>
            <translation>Copy this round as a tenhou.net/6 link (for NAGA and the reviewers)</translation>
        </message>
        <message>
            <source>End of the round (its result)</source>
            <translation>End of the round (its result)</translation>
        </message>
        <message>
            <source>Export round &amp;animation…</source>
            <translation>Export round &amp;animation…</translation>
        </message>
        <message>
            <source>Export this round as an animation (GIF, APNG, WebP)</source>
            <translation>Export this round as an animation (GIF, APNG, WebP)</translation>
        </message>
        <message>
            <source>Hand a&amp;nalysis</source>
            <translation>Hand a&amp;nalysis</translation>
        </message>
        <message>
            <source>Hand analysis badges (shanten, waits)</source>
            <translation>Hand analysis badges (shanten, waits)</translation>
        </message>
        <message>
            <source>Hide player na&amp;mes</source>
            <translation>Hide player na&amp;mes</translation>
        </message>
        <message>
            <source>Luck: where each tenpai's winning tiles were, what each call changed</source>
            <translation>Luck: where each tenpai's winning tiles were, what each call changed</translation>
        </message>
        <message>
            <source>Mark &amp;dora</source>
            <translation>Mark &amp;dora</translation>
        </message>
        <message>
            <source>Mark dora tiles</source>
            <translation>Mark dora tiles</translation>
        </message>
        <message>
            <source>Ne&amp;xt log</source>
            <translation>Ne&amp;xt log</translation>
        </message>
        <message>
            <source>Next &amp;costly decision</source>
            <translation>Next &amp;costly decision</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>Next &amp;round</translation>
        </message>
        <message>
            <source>Next &amp;turn of the viewpoint seat</source>
            <translation>Next &amp;turn of the viewpoint seat</translation>
        </message>
        <message>
            <source>Next costly decision of the bottom seat (coach)</source>
            <translation>Next costly decision of the bottom seat (coach)</translation>
        </message>
        <message>
            <source>Next event</source>
            <translation>Next event</translation>
        </message>
        <message>
            <source>Next log (the file's next game, the dropped list, or the file's folder)</source>
            <translation>Next log (the file's next game, the dropped list, or the file's folder)</translation>
        </message>
        <message>
            <source>Next move that disagrees with Mortal</source>
            <translation>Next move that disagrees with Mortal</translation>
        </message>
        <message>
            <source>Next n&amp;otable event</source>
            <translation>Next n&amp;otable event</translation>
        </message>
        <message>
            <source>Next riichi, call, kan, win or draw</source>
            <translation>Next riichi, call, kan, win or draw</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Next round</translation>
        </message>
        <message>
            <source>Next turn of the bottom seat</source>
            <translation>Next turn of the bottom seat</translation>
        </message>
        <message>
            <source>Open &amp;Tenhou log…</source>
            <translation>Open &amp;Tenhou log…</translation>
        </message>
        <message>
            <source>Open &amp;hands</source>
            <translation>Open &amp;hands</translation>
        </message>
        <message>
            <source>Open a Mortal review report (mjai-reviewer JSON) of this game</source>
            <translation>Open a Mortal review report (mjai-reviewer JSON) of this game</translation>
        </message>
        <message>
            <source>Open a Tenhou log link or id (downloaded once)</source>
            <translation>Open a Tenhou log link or id (downloaded once)</translation>
        </message>
        <message>
            <source>Open a log</source>
            <translation>Open a log</translation>
        </message>
        <message>
            <source>Pre&amp;vious log</source>
            <translation>Pre&amp;vious log</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>Pre&amp;vious round</translation>
        </message>
        <message>
            <source>Previous c&amp;ostly decision</source>
            <translation>Previous c&amp;ostly decision</translation>
        </message>
        <message>
            <source>Previous costly decision of the bottom seat (coach)</source>
            <translation>Previous costly decision of the bottom seat (coach)</translation>
        </message>
        <message>
            <source>Previous event</source>
            <translation>Previous event</translation>
        </message>
        <message>
            <source>Previous log (the file's previous game, the dropped list, or the folder)</source>
            <translation>Previous log (the file's previous game, the dropped list, or the folder)</translation>
        </message>
        <message>
            <source>Previous move that disagrees with Mortal</source>
            <translation>Previous move that disagrees with Mortal</translation>
        </message>
        <message>
            <source>Previous notab&amp;le event</source>
            <translation>Previous notab&amp;le event</translation>
        </message>
        <message>
            <source>Previous riichi, call, kan, win or draw</source>
            <translation>Previous riichi, call, kan, win or draw</translation>
        </message>
        <message>
            <source>Previous round (or this round's start)</source>
            <translation>Previous round (or this round's start)</translation>
        </message>
        <message>
            <source>Previous t&amp;urn of the viewpoint seat</source>
            <translation>Previous t&amp;urn of the viewpoint seat</translation>
        </message>
        <message>
            <source>Previous turn of the bottom seat</source>
            <translation>Previous turn of the bottom seat</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Quit</translation>
        </message>
        <message>
            <source>Quiz: guess each discard, call and kan of the bottom seat (Q or Esc leaves)</source>
            <translation>Quiz: guess each discard, call and kan of the bottom seat (Q or Esc leaves)</translation>
        </message>
        <message>
            <source>Review &amp;overlay</source>
            <translation>Review &amp;overlay</translation>
        </message>
        <message>
            <source>Review overlay on / off</source>
            <translation>Review overlay on / off</translation>
        </message>
        <message>
            <source>Rotate the table (next seat at the bottom)</source>
            <translation>Rotate the table (next seat at the bottom)</translation>
        </message>
        <message>
            <source>Round &amp;end</source>
            <translation>Round &amp;end</translation>
        </message>
        <message>
            <source>Round &amp;list</source>
            <translation>Round &amp;list</translation>
        </message>
        <message>
            <source>Round &amp;start</source>
            <translation>Round &amp;start</translation>
        </message>
        <message>
            <source>Save the board as a PNG</source>
            <translation>Save the board as a PNG</translation>
        </message>
        <message>
            <source>Save the game as tenhou.net/6 JSON or an mjai log</source>
            <translation>Save the game as tenhou.net/6 JSON or an mjai log</translation>
        </message>
        <message>
            <source>Seats shown as A, B, C, D (for sharing)</source>
            <translation>Seats shown as A, B, C, D (for sharing)</translation>
        </message>
        <message>
            <source>Shade &amp;tsumogiri</source>
            <translation>Shade &amp;tsumogiri</translation>
        </message>
        <message>
            <source>Shade tsumogiri discards</source>
            <translation>Shade tsumogiri discards</translation>
        </message>
        <message>
            <source>Start of the round</source>
            <translation>Start of the round</translation>
        </message>
        <message>
            <source>The &amp;wall</source>
            <translation>The &amp;wall</translation>
        </message>
        <message>
            <source>The game's scores: each seat after every round, the standings</source>
            <translation>The game's scores: each seat after every round, the standings</translation>
        </message>
        <message>
            <source>The wall face do&amp;wn</source>
            <translation>The wall face do&amp;wn</translation>
        </message>
        <message>
            <source>The wall face down, as the players see it</source>
            <translation>The wall face down, as the players see it</translation>
        </message>
        <message>
            <source>The wall face up and each seat's next draws</source>
            <translation>The wall face up and each seat's next draws</translation>
        </message>
        <message>
            <source>This help</source>
            <translation>This help</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Best discards ({shanten} after):</source>
            <translation>Best discards ({shanten} after):</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>Complete</translation>
        </message>
        <message>
            <source>Fu: {lines} = {fu}</source>
            <translation>Fu: {lines} = {fu}</translation>
        </message>
        <message>
            <source>Furiten</source>
            <translation>Furiten</translation>
        </message>
        <message>
            <source>Furiten ({ja}): {why}</source>
            <translation>Furiten ({ja}): {why}</translation>
        </message>
        <message>
            <source>Hand: {groups}</source>
            <translation>Hand: {groups}</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>Tenpai</translation>
        </message>
        <message>
            <source>Wait: {wait}</source>
            <translation>Wait: {wait}</translation>
        </message>
        <message>
            <source>Waits: {waits} ({count} left)</source>
            <translation>Waits: {waits} ({count} left)</translation>
        </message>
        <message>
            <source>a wait is in its own discards</source>
            <translation>a wait is in its own discards</translation>
        </message>
        <message>
            <source>all hands face up: tiles in every hand count as seen</source>
            <translation>all hands face up: tiles in every hand count as seen</translation>
        </message>
        <message>
            <source>chi</source>
            <translation>chi</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>complete</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>kan</translation>
        </message>
        <message>
            <source>let a winning tile pass after riichi</source>
            <translation>let a winning tile pass after riichi</translation>
        </message>
        <message>
            <source>let a winning tile pass since its last discard</source>
            <translation>let a winning tile pass since its last discard</translation>
        </message>
        <message>
            <source>other hands hidden: tiles in them count as unseen</source>
            <translation>other hands hidden: tiles in them count as unseen</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>pair</translation>
        </message>
        <message>
            <source>pon</source>
            <translation>pon</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>tenpai</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}-shanten</translation>
        </message>
        <message>
            <source>{kinds}-way wait, {tiles} left</source>
            <translation>{kinds}-way wait, {tiles} left</translation>
        </message>
        <message>
            <source>{tile}: {count} tiles ({improving})</source>
            <translation>{tile}: {count} tiles ({improving})</translation>
        </message>
        <message>
            <source>… {count} more</source>
            <translation>… {count} more</translation>
        </message>
    </context>
    <context>
        <name>board</name>
        <message>
            <source>{count} left</source>
            <translation>{count} left</translation>
        </message>
        <message>
            <source>{wind} {number}</source>
            <translation>{wind} {number}</translation>
        </message>
    </context>
    <context>
        <name>coach</name>
        <message>
            <source> points lost</source>
            <translation> points lost</translation>
        </message>
        <message>
            <source>(red five)</source>
            <translation>(red five)</translation>
        </message>
        <message>
            <source>A decision counts as costly (next / previous costly decision) when it loses more than this many points of value</source>
            <translation>A decision counts as costly (next / previous costly decision) when it loses more than this many points of value</translation>
        </message>
        <message>
            <source>Ankan</source>
            <translation>Ankan</translation>
        </message>
        <message>
            <source>Best efficiency: played {played} ({ukeire})</source>
            <translation>Best efficiency: played {played} ({ukeire})</translation>
        </message>
        <message>
            <source>Best {best}: {numbers}; played {played}: −{loss}</source>
            <translation>Best {best}: {numbers}; played {played}: −{loss}</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; played {played}: {played_value} (−{loss})</source>
            <translation>Best {best}: {value} points; played {played}: {played_value} (−{loss})</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; {other}: {other_value} ({taken})</source>
            <translation>Best {best}: {value} points; {other}: {other_value} ({taken})</translation>
        </message>
        <message>
            <source>Best: played {played} ({numbers})</source>
            <translation>Best: played {played} ({numbers})</translation>
        </message>
        <message>
            <source>Best: played {played} ({value} points; {other}: {other_value})</source>
            <translation>Best: played {played} ({value} points; {other}: {other_value})</translation>
        </message>
        <message>
            <source>By the measured rule of riichi or dama (no points lost are counted)</source>
            <translation>By the measured rule of riichi or dama (no points lost are counted)</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more)</source>
            <translation>By value: an estimate (a hand at 3-shanten or more)</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more), weighed by the round's survival</source>
            <translation>By value: an estimate (a hand at 3-shanten or more), weighed by the round's survival</translation>
        </message>
        <message>
            <source>By value: the exact one-player model</source>
            <translation>By value: the exact one-player model</translation>
        </message>
        <message>
            <source>By value: the exact one-player model, each draw weighed by the round's survival</source>
            <translation>By value: the exact one-player model, each draw weighed by the round's survival</translation>
        </message>
        <message>
            <source>By value: the pick {picks} of {count} · points lost {points}</source>
            <translation>By value: the pick {picks} of {count} · points lost {points}</translation>
        </message>
        <message>
            <source>By value: {numbers}; the pick</source>
            <translation>By value: {numbers}; the pick</translation>
        </message>
        <message>
            <source>By value: {numbers}; −{loss} against the pick</source>
            <translation>By value: {numbers}; −{loss} against the pick</translation>
        </message>
        <message>
            <source>Call decisions: {count} · the pick in {picks} · calls missed {missed} · calls against the pick {extra}</source>
            <translation>Call decisions: {count} · the pick in {picks} · calls missed {missed} · calls against the pick {extra}</translation>
        </message>
        <message>
            <source>Call or pass</source>
            <translation>Call or pass</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>Chi</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <source>Costliest decisions (click to go there)</source>
            <translation>Costliest decisions (click to go there)</translation>
        </message>
        <message>
            <source>Costly from</source>
            <translation>Costly from</translation>
        </message>
        <message>
            <source>Daiminkan</source>
            <translation>Daiminkan</translation>
        </message>
        <message>
            <source>Dama</source>
            <translation>Dama</translation>
        </message>
        <message>
            <source>Danger against riichi (deal-in rate)</source>
            <translation>Danger against riichi (deal-in rate)</translation>
        </message>
        <message>
            <source>Deal-in %</source>
            <translation>Deal-in %</translation>
        </message>
        <message>
            <source>Deal-ins: {count}</source>
            <translation>Deal-ins: {count}</translation>
        </message>
        <message>
            <source>Decisions: {count} · best efficiency {matches} ({share})</source>
            <translation>Decisions: {count} · best efficiency {matches} ({share})</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>Discard after</source>
            <translation>Discard after</translation>
        </message>
        <message>
            <source>Discard {tile}: {shanten}, {ukeire} ukeire</source>
            <translation>Discard {tile}: {shanten}, {ukeire} ukeire</translation>
        </message>
        <message>
            <source>Efficiency: {efficiency} ({actual} of {best} ukeire)</source>
            <translation>Efficiency: {efficiency} ({actual} of {best} ukeire)</translation>
        </message>
        <message>
            <source>Folds against riichi: {count}</source>
            <translation>Folds against riichi: {count}</translation>
        </message>
        <message>
            <source>Judged by value so far: {valued} of {total}…</source>
            <translation>Judged by value so far: {valued} of {total}…</translation>
        </message>
        <message>
            <source>Judging by value…</source>
            <translation>Judging by value…</translation>
        </message>
        <message>
            <source>Kakan</source>
            <translation>Kakan</translation>
        </message>
        <message>
            <source>Kan decisions: {count} · the pick in {picks} · kans missed {missed} · kans against the pick {extra}</source>
            <translation>Kan decisions: {count} · the pick in {picks} · kans missed {missed} · kans against the pick {extra}</translation>
        </message>
        <message>
            <source>Kan or not</source>
            <translation>Kan or not</translation>
        </message>
        <message>
            <source>Last discard: {verdict}</source>
            <translation>Last discard: {verdict}</translation>
        </message>
        <message>
            <source>No decision of the bottom seat at this step.</source>
            <translation>No decision of the bottom seat at this step.</translation>
        </message>
        <message>
            <source>No earlier costly decision</source>
            <translation>No earlier costly decision</translation>
        </message>
        <message>
            <source>No further costly decision</source>
            <translation>No further costly decision</translation>
        </message>
        <message>
            <source>No kan</source>
            <translation>No kan</translation>
        </message>
        <message>
            <source>Nobody is in riichi.</source>
            <translation>Nobody is in riichi.</translation>
        </message>
        <message>
            <source>Not judged by value (the coach failed): by ukeire</source>
            <translation>Not judged by value (the coach failed): by ukeire</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Option</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>Pon</translation>
        </message>
        <message>
            <source>Pushes against riichi: {pushes}</source>
            <translation>Pushes against riichi: {pushes}</translation>
        </message>
        <message>
            <source>Right to fold: played {played} (genbutsu)</source>
            <translation>Right to fold: played {played} (genbutsu)</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>Riichi</translation>
        </message>
        <message>
            <source>Riichi or dama</source>
            <translation>Riichi or dama</translation>
        </message>
        <message>
            <source>Riichi or dama: {count} decisions · as the rule says in {matches}</source>
            <translation>Riichi or dama: {count} decisions · as the rule says in {matches}</translation>
        </message>
        <message>
            <source>Shanten</source>
            <translation>Shanten</translation>
        </message>
        <message>
            <source>Shanten back: best {best} ({ukeire}), played {played}</source>
            <translation>Shanten back: best {best} ({ukeire}), played {played}</translation>
        </message>
        <message>
            <source>Shanten backs: {count}</source>
            <translation>Shanten backs: {count}</translation>
        </message>
        <message>
            <source>Tenpai %</source>
            <translation>Tenpai %</translation>
        </message>
        <message>
            <source>The coach could not judge this step: {error}</source>
            <translation>The coach could not judge this step: {error}</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>The game</translation>
        </message>
        <message>
            <source>This decision</source>
            <translation>This decision</translation>
        </message>
        <message>
            <source>This round's decisions of the bottom seat by value: green the pick, yellow a small loss, red a loss of {large} points or more, grey still being judged (click one)</source>
            <translation>This round's decisions of the bottom seat by value: green the pick, yellow a small loss, red a loss of {large} points or more, grey still being judged (click one)</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>Tile</translation>
        </message>
        <message>
            <source>Tiles that advance</source>
            <translation>Tiles that advance</translation>
        </message>
        <message>
            <source>Ukeire</source>
            <translation>Ukeire</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Value</translation>
        </message>
        <message>
            <source>Win %</source>
            <translation>Win %</translation>
        </message>
        <message>
            <source>about {points} points (estimate)</source>
            <translation>about {points} points (estimate)</translation>
        </message>
        <message>
            <source>against {name}</source>
            <translation>against {name}</translation>
        </message>
        <message>
            <source>ankan {tiles}</source>
            <translation>ankan {tiles}</translation>
        </message>
        <message>
            <source>another seat's call took the tile first</source>
            <translation>another seat's call took the tile first</translation>
        </message>
        <message>
            <source>bad wait: riichi unless 3 han dama that can win by ron</source>
            <translation>bad wait: riichi unless 3 han dama that can win by ron</translation>
        </message>
        <message>
            <source>chi {tiles}</source>
            <translation>chi {tiles}</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>complete</translation>
        </message>
        <message>
            <source>daiminkan {tiles}</source>
            <translation>daiminkan {tiles}</translation>
        </message>
        <message>
            <source>dama</source>
            <translation>dama</translation>
        </message>
        <message>
            <source>genbutsu</source>
            <translation>genbutsu</translation>
        </message>
        <message>
            <source>good wait: riichi unless haneman dama</source>
            <translation>good wait: riichi unless haneman dama</translation>
        </message>
        <message>
            <source>half-suji</source>
            <translation>half-suji</translation>
        </message>
        <message>
            <source>honour, {count} seen</source>
            <translation>honour, {count} seen</translation>
        </message>
        <message>
            <source>judging…</source>
            <translation>judging…</translation>
        </message>
        <message>
            <source>kakan {tiles}</source>
            <translation>kakan {tiles}</translation>
        </message>
        <message>
            <source>no kan</source>
            <translation>no kan</translation>
        </message>
        <message>
            <source>no suji</source>
            <translation>no suji</translation>
        </message>
        <message>
            <source>no yaku without riichi (on a wait at least): riichi</source>
            <translation>no yaku without riichi (on a wait at least): riichi</translation>
        </message>
        <message>
            <source>no-chance</source>
            <translation>no-chance</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>one-chance</source>
            <translation>one-chance</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>pon {tiles}</source>
            <translation>pon {tiles}</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>riichi</translation>
        </message>
        <message>
            <source>suji</source>
            <translation>suji</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>tenpai</translation>
        </message>
        <message>
            <source>tenpai {tenpai} %, {numbers}</source>
            <translation>tenpai {tenpai} %, {numbers}</translation>
        </message>
        <message>
            <source>two or fewer draws left: riichi only with 3 han or more with riichi</source>
            <translation>two or fewer draws left: riichi only with 3 han or more with riichi</translation>
        </message>
        <message>
            <source>win {win} %, {points} points</source>
            <translation>win {win} %, {points} points</translation>
        </message>
        <message>
            <source>{cls} against {name}: about {danger} deal-in</source>
            <translation>{cls} against {name}: about {danger} deal-in</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}-shanten</translation>
        </message>
        <message>
            <source>{line} among those judged so far ({count} still being judged)</source>
            <translation>{line} among those judged so far ({count} still being judged)</translation>
        </message>
        <message>
            <source>{numbers}, deal-in {deal_in} %</source>
            <translation>{numbers}, deal-in {deal_in} %</translation>
        </message>
        <message>
            <source>{pick} ({rule}): riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>{pick} ({rule}): riichi {riichi} points, dama {dama}; played {played}</translation>
        </message>
        <message>
            <source>{pick} by the rule: riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>{pick} by the rule: riichi {riichi} points, dama {dama}; played {played}</translation>
        </message>
        <message>
            <source>{question}: played {played}</source>
            <translation>{question}: played {played}</translation>
        </message>
        <message>
            <source>{round} · step {step}: played {played}, best {best}, −{loss} points</source>
            <translation>{round} · step {step}: played {played}, best {best}, −{loss} points</translation>
        </message>
        <message>
            <source>{round} · step {step}: {played}, best {best}, −{loss} points</source>
            <translation>{round} · step {step}: {played}, best {best}, −{loss} points</translation>
        </message>
        <message>
            <source>{round}: {tile} to {name} ({cls}, {danger})</source>
            <translation>{round}: {tile} to {name} ({cls}, {danger})</translation>
        </message>
        <message>
            <source>{tile}: kuikae forbids discarding it now</source>
            <translation>{tile}: kuikae forbids discarding it now</translation>
        </message>
        <message>
            <source>−{loss} ukeire: best {best} ({best_ukeire}), played {played} ({played_ukeire})</source>
            <translation>−{loss} ukeire: best {best} ({best_ukeire}), played {played} ({played_ukeire})</translation>
        </message>
    </context>
    <context>
        <name>draw</name>
        <message>
            <source>Exhaustive draw</source>
            <translation>Exhaustive draw</translation>
        </message>
        <message>
            <source>Four kans</source>
            <translation>Four kans</translation>
        </message>
        <message>
            <source>Four riichi</source>
            <translation>Four riichi</translation>
        </message>
        <message>
            <source>Four winds</source>
            <translation>Four winds</translation>
        </message>
        <message>
            <source>Nagashi Mangan</source>
            <translation>Nagashi Mangan</translation>
        </message>
        <message>
            <source>Nine terminals</source>
            <translation>Nine terminals</translation>
        </message>
        <message>
            <source>Triple ron</source>
            <translation>Triple ron</translation>
        </message>
    </context>
    <context>
        <name>events</name>
        <message>
            <source>, {count} riichi stick(s) on the table</source>
            <translation>, {count} riichi stick(s) on the table</translation>
        </message>
        <message>
            <source>, {count} tenpai</source>
            <translation>, {count} tenpai</translation>
        </message>
        <message>
            <source>Draw: {name}</source>
            <translation>Draw: {name}</translation>
        </message>
        <message>
            <source>New dora indicator {tile} (dora {dora})</source>
            <translation>New dora indicator {tile} (dora {dora})</translation>
        </message>
        <message>
            <source>from the hand</source>
            <translation>from the hand</translation>
        </message>
        <message>
            <source>from {who}</source>
            <translation>from {who}</translation>
        </message>
        <message>
            <source>riichi declaration</source>
            <translation>riichi declaration</translation>
        </message>
        <message>
            <source>tsumogiri</source>
            <translation>tsumogiri</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu} fu {han} han</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han} han</translation>
        </message>
        <message>
            <source>{title}: {who} deals; dora indicator {tile} (dora {dora})</source>
            <translation>{title}: {who} deals; dora indicator {tile} (dora {dora})</translation>
        </message>
        <message>
            <source>{who} adds {tile} to the pon (kakan)</source>
            <translation>{who} adds {tile} to the pon (kakan)</translation>
        </message>
        <message>
            <source>{who} calls chi {tile}{from_whom} ({run})</source>
            <translation>{who} calls chi {tile}{from_whom} ({run})</translation>
        </message>
        <message>
            <source>{who} calls kan {tile}{from_whom} (daiminkan)</source>
            <translation>{who} calls kan {tile}{from_whom} (daiminkan)</translation>
        </message>
        <message>
            <source>{who} calls pon {tile}{from_whom}</source>
            <translation>{who} calls pon {tile}{from_whom}</translation>
        </message>
        <message>
            <source>{who} declares a closed kan of {tile} (ankan)</source>
            <translation>{who} declares a closed kan of {tile} (ankan)</translation>
        </message>
        <message>
            <source>{who} declares riichi</source>
            <translation>{who} declares riichi</translation>
        </message>
        <message>
            <source>{who} discards {tile}</source>
            <translation>{who} discards {tile}</translation>
        </message>
        <message>
            <source>{who} draws {tile}</source>
            <translation>{who} draws {tile}</translation>
        </message>
        <message>
            <source>{who} sets aside a North (kita)</source>
            <translation>{who} sets aside a North (kita)</translation>
        </message>
        <message>
            <source>{who} wins by ron from {loser} on {tile}: {points} ({value})</source>
            <translation>{who} wins by ron from {loser} on {tile}: {points} ({value})</translation>
        </message>
        <message>
            <source>{who} wins by tsumo on {tile}: {points} ({value})</source>
            <translation>{who} wins by tsumo on {tile}: {points} ({value})</translation>
        </message>
        <message>
            <source>{who}'s riichi stands: 1000 points go on the table</source>
            <translation>{who}'s riichi stands: 1000 points go on the table</translation>
        </message>
    </context>
    <context>
        <name>exporting</name>
        <message>
            <source>Copied {round} as a tenhou.net/6 link ({count} characters)</source>
            <translation>Copied {round} as a tenhou.net/6 link ({count} characters)</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>Export the game</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>Exported to {path}</translation>
        </message>
        <message>
            <source>mjai event log (*.jsonl)</source>
            <translation>mjai event log (*.jsonl)</translation>
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
            <translation>Base</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>Closed kan</translation>
        </message>
        <message>
            <source>Closed pon</source>
            <translation>Closed pon</translation>
        </message>
        <message>
            <source>Closed ron</source>
            <translation>Closed ron</translation>
        </message>
        <message>
            <source>Double wind pair</source>
            <translation>Double wind pair</translation>
        </message>
        <message>
            <source>Kanchan wait</source>
            <translation>Kanchan wait</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>Open kan</translation>
        </message>
        <message>
            <source>Open pinfu shape</source>
            <translation>Open pinfu shape</translation>
        </message>
        <message>
            <source>Open pon</source>
            <translation>Open pon</translation>
        </message>
        <message>
            <source>Penchan wait</source>
            <translation>Penchan wait</translation>
        </message>
        <message>
            <source>Rounded up</source>
            <translation>Rounded up</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>Seven pairs</translation>
        </message>
        <message>
            <source>Tanki wait</source>
            <translation>Tanki wait</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>Tsumo</translation>
        </message>
        <message>
            <source>Value pair</source>
            <translation>Value pair</translation>
        </message>
    </context>
    <context>
        <name>group</name>
        <message>
            <source>Chi</source>
            <translation>Chi</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>Closed kan</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>Open kan</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>Pair</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>Pon</translation>
        </message>
        <message>
            <source>Quad</source>
            <translation>Quad</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>Sequence</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>Triplet</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <source>Click a round</source>
            <translation>Click a round</translation>
        </message>
        <message>
            <source>F1, ? or Esc closes this help</source>
            <translation>F1, ? or Esc closes this help</translation>
        </message>
        <message>
            <source>In the round list: go to its start</source>
            <translation>In the round list: go to its start</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>Mouse wheel</translation>
        </message>
        <message>
            <source>One event per notch (down = on)</source>
            <translation>One event per notch (down = on)</translation>
        </message>
        <message>
            <source>Popups</source>
            <translation>Popups</translation>
        </message>
    </context>
    <context>
        <name>language</name>
        <message>
            <source>&amp;Japanese terms beside</source>
            <translation>&amp;Japanese terms beside</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>Keep the Japanese term beside the translated one (for learners)</source>
            <translation>Keep the Japanese term beside the translated one (for learners)</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>System language</translation>
        </message>
    </context>
    <context>
        <name>library</name>
        <message>
            <source> (first: {name}: {error})</source>
            <translation> (first: {name}: {error})</translation>
        </message>
        <message>
            <source>%v/%m files, {rate}/s</source>
            <translation>%v/%m files, {rate}/s</translation>
        </message>
        <message>
            <source>%v/%m games, estimating the time left</source>
            <translation>%v/%m games, estimating the time left</translation>
        </message>
        <message>
            <source>%v/%m games, {left} left</source>
            <translation>%v/%m games, {left} left</translation>
        </message>
        <message>
            <source>&amp;Library…</source>
            <translation>&amp;Library…</translation>
        </message>
        <message>
            <source>, {count} gone</source>
            <translation>, {count} gone</translation>
        </message>
        <message>
            <source>, {count} unreadable (first: {name}: {error})</source>
            <translation>, {count} unreadable (first: {name}: {error})</translation>
        </message>
        <message>
            <source>3-player</source>
            <translation>3-player</translation>
        </message>
        <message>
            <source>4-player</source>
            <translation>4-player</translation>
        </message>
        <message>
            <source>; not found: {folders}</source>
            <translation>; not found: {folders}</translation>
        </message>
        <message>
            <source>Add a folder of logs to the library</source>
            <translation>Add a folder of logs to the library</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>Add folder…</translation>
        </message>
        <message>
            <source>All modes</source>
            <translation>All modes</translation>
        </message>
        <message>
            <source>All rounds</source>
            <translation>All rounds</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>Any game</translation>
        </message>
        <message>
            <source>Average deal-in</source>
            <translation>Average deal-in</translation>
        </message>
        <message>
            <source>Average draws to a win</source>
            <translation>Average draws to a win</translation>
        </message>
        <message>
            <source>Average placement</source>
            <translation>Average placement</translation>
        </message>
        <message>
            <source>Average win</source>
            <translation>Average win</translation>
        </message>
        <message>
            <source>Bad-move rate (Mortal, played under 5 %)</source>
            <translation>Bad-move rate (Mortal, played under 5 %)</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Best</translation>
        </message>
        <message>
            <source>Call or pass: picks matched (coach)</source>
            <translation>Call or pass: picks matched (coach)</translation>
        </message>
        <message>
            <source>Call rate</source>
            <translation>Call rate</translation>
        </message>
        <message>
            <source>Click to open the game.</source>
            <translation>Click to open the game.</translation>
        </message>
        <message>
            <source>Costliest decisions of all your judged games (double-click: see it with the coach)</source>
            <translation>Costliest decisions of all your judged games (double-click: see it with the coach)</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Deal-in rate</source>
            <translation>Deal-in rate</translation>
        </message>
        <message>
            <source>Deal-in rate per game (average of 20)</source>
            <translation>Deal-in rate per game (average of 20)</translation>
        </message>
        <message>
            <source>Draw luck (z)</source>
            <translation>Draw luck (z)</translation>
        </message>
        <message>
            <source>Every game of {me} is judged already.</source>
            <translation>Every game of {me} is judged already.</translation>
        </message>
        <message>
            <source>Every indexed game: search, filters, statistics</source>
            <translation>Every indexed game: search, filters, statistics</translation>
        </message>
        <message>
            <source>From YYYY-MM-DD</source>
            <translation>From YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Games</translation>
        </message>
        <message>
            <source>Games with {tag}</source>
            <translation>Games with {tag}</translation>
        </message>
        <message>
            <source>Judge my games</source>
            <translation>Judge my games</translation>
        </message>
        <message>
            <source>Judge my games…</source>
            <translation>Judge my games…</translation>
        </message>
        <message numerus="yes">
            <source>Judged %n game(s) of {me} ({failed} could not be judged)</source>
            <translation>
                <numerusform>Judged %n game of {me} ({failed} could not be judged)</numerusform>
                <numerusform>Judged %n games of {me} ({failed} could not be judged)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Judging stopped: %n game(s) of {me} judged, {left} left for the next time</source>
            <translation>
                <numerusform>Judging stopped: %n game of {me} judged, {left} left for the next time</numerusform>
                <numerusform>Judging stopped: %n games of {me} judged, {left} left for the next time</numerusform>
            </translation>
        </message>
        <message>
            <source>Judging the games of {me} …</source>
            <translation>Judging the games of {me} …</translation>
        </message>
        <message>
            <source>Library — mjlog-viewer</source>
            <translation>Library — mjlog-viewer</translation>
        </message>
        <message>
            <source>Library: adding {folders} …</source>
            <translation>Library: adding {folders} …</translation>
        </message>
        <message>
            <source>Library: {text}</source>
            <translation>Library: {text}</translation>
        </message>
        <message>
            <source>Lobby</source>
            <translation>Lobby</translation>
        </message>
        <message>
            <source>Lobby (鳳, 東…)</source>
            <translation>Lobby (鳳, 東…)</translation>
        </message>
        <message>
            <source>Log id</source>
            <translation>Log id</translation>
        </message>
        <message>
            <source>Me (your name)</source>
            <translation>Me (your name)</translation>
        </message>
        <message>
            <source>Mortal rating</source>
            <translation>Mortal rating</translation>
        </message>
        <message>
            <source>Mortal rating {rating}</source>
            <translation>Mortal rating {rating}</translation>
        </message>
        <message>
            <source>No game has these yet: {titles}.</source>
            <translation>No game has these yet: {titles}.</translation>
        </message>
        <message>
            <source>Picks matched (coach)</source>
            <translation>Picks matched (coach)</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Placement (average of 10)</source>
            <translation>Placement (average of 10)</translation>
        </message>
        <message>
            <source>Placements</source>
            <translation>Placements</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Player or log id</source>
            <translation>Player or log id</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <source>Points lost</source>
            <translation>Points lost</translation>
        </message>
        <message>
            <source>Points lost per decision (coach)</source>
            <translation>Points lost per decision (coach)</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Progress</translation>
        </message>
        <message>
            <source>Rate at the start of each game</source>
            <translation>Rate at the start of each game</translation>
        </message>
        <message>
            <source>Riichi rate</source>
            <translation>Riichi rate</translation>
        </message>
        <message>
            <source>Riichi rounds dealt in</source>
            <translation>Riichi rounds dealt in</translation>
        </message>
        <message>
            <source>Riichi rounds won</source>
            <translation>Riichi rounds won</translation>
        </message>
        <message numerus="yes">
            <source>Rolling mean over %n game(s)</source>
            <translation>
                <numerusform>Rolling mean over %n game</numerusform>
                <numerusform>Rolling mean over %n games</numerusform>
            </translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>Rounds “me” called</source>
            <translation>Rounds “me” called</translation>
        </message>
        <message>
            <source>Rounds “me” dealt in</source>
            <translation>Rounds “me” dealt in</translation>
        </message>
        <message>
            <source>Rounds “me” declared riichi</source>
            <translation>Rounds “me” declared riichi</translation>
        </message>
        <message>
            <source>Rounds “me” won</source>
            <translation>Rounds “me” won</translation>
        </message>
        <message>
            <source>Rounds “me” won with yaku id…</source>
            <translation>Rounds “me” won with yaku id…</translation>
        </message>
        <message>
            <source>Run the coach over every game of “Me” not judged yet and keep its verdicts: the Progress tab's trends and costliest decisions</source>
            <translation>Run the coach over every game of “Me” not judged yet and keep its verdicts: the Progress tab's trends and costliest decisions</translation>
        </message>
        <message>
            <source>Run the coach over the {count} games of {me} not judged yet?

It takes minutes a game, in the background on {cores} cores. You can stop at any time: the games judged are kept and the next run judges the rest.</source>
            <translation>Run the coach over the {count} games of {me} not judged yet?

It takes minutes a game, in the background on {cores} cores. You can stop at any time: the games judged are kept and the next run judges the rest.</translation>
        </message>
        <message>
            <source>Scanning {folders} …</source>
            <translation>Scanning {folders} …</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Showing {me}, the player whose games were judged (index --judge); type a name in “Me” to see another player's.</source>
            <translation>Showing {me}, the player whose games were judged (index --judge); type a name in “Me” to see another player's.</translation>
        </message>
        <message>
            <source>Stop judging</source>
            <translation>Stop judging</translation>
        </message>
        <message>
            <source>Stopping after the decisions in hand …</source>
            <translation>Stopping after the decisions in hand …</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Tags</translation>
        </message>
        <message>
            <source>Tenhou yaku id (1 riichi, 7 pinfu, 8 tanyao, 39 daisangen …)</source>
            <translation>Tenhou yaku id (1 riichi, 7 pinfu, 8 tanyao, 39 daisangen …)</translation>
        </message>
        <message>
            <source>The judging stopped: {error}</source>
            <translation>The judging stopped: {error}</translation>
        </message>
        <message>
            <source>The library cannot be opened: {error}</source>
            <translation>The library cannot be opened: {error}</translation>
        </message>
        <message>
            <source>The scan stopped: {error}</source>
            <translation>The scan stopped: {error}</translation>
        </message>
        <message>
            <source>To YYYY-MM-DD</source>
            <translation>To YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Type your name in “Me” first: the coach judges that player's games.</source>
            <translation>Type your name in “Me” first: the coach judges that player's games.</translation>
        </message>
        <message>
            <source>Type your name in “Me” to ask about your rounds.</source>
            <translation>Type your name in “Me” to ask about your rounds.</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your progress.</source>
            <translation>Type your name in “Me” to see your progress.</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your statistics.</source>
            <translation>Type your name in “Me” to see your statistics.</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Win rate</translation>
        </message>
        <message>
            <source>Win rate per game (average of 20)</source>
            <translation>Win rate per game (average of 20)</translation>
        </message>
        <message>
            <source>Wins by tsumo</source>
            <translation>Wins by tsumo</translation>
        </message>
        <message>
            <source>Wins closed without riichi</source>
            <translation>Wins closed without riichi</translation>
        </message>
        <message numerus="yes">
            <source>bad moves in {bad} of %n decision(s) ({share})</source>
            <translation>
                <numerusform>bad moves in {bad} of %n decision ({share})</numerusform>
                <numerusform>bad moves in {bad} of %n decisions ({share})</numerusform>
            </translation>
        </message>
        <message>
            <source>cut off</source>
            <translation>cut off</translation>
        </message>
        <message numerus="yes">
            <source>dealt in {dealt} of %n round(s) ({share})</source>
            <translation>
                <numerusform>dealt in {dealt} of %n round ({share})</numerusform>
                <numerusform>dealt in {dealt} of %n rounds ({share})</numerusform>
            </translation>
        </message>
        <message>
            <source>double ron</source>
            <translation>double ron</translation>
        </message>
        <message>
            <source>draw ({kind})</source>
            <translation>draw ({kind})</translation>
        </message>
        <message>
            <source>draw z {z} (hits: {hits}/{draws}, expected {expected}); dead waits: {dead}/{tenpais}</source>
            <translation>draw z {z} (hits: {hits}/{draws}, expected {expected}); dead waits: {dead}/{tenpais}</translation>
        </message>
        <message>
            <source>exhaustive draw</source>
            <translation>exhaustive draw</translation>
        </message>
        <message>
            <source>incomplete</source>
            <translation>incomplete</translation>
        </message>
        <message>
            <source>nagashi mangan</source>
            <translation>nagashi mangan</translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n call decision(s) ({share}); calls missed {missed}, calls against the pick {extra}</source>
            <translation>
                <numerusform>the coach's pick in {picks} of %n call decision ({share}); calls missed {missed}, calls against the pick {extra}</numerusform>
                <numerusform>the coach's pick in {picks} of %n call decisions ({share}); calls missed {missed}, calls against the pick {extra}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n discard(s) ({share})</source>
            <translation>
                <numerusform>the coach's pick in {picks} of %n discard ({share})</numerusform>
                <numerusform>the coach's pick in {picks} of %n discards ({share})</numerusform>
            </translation>
        </message>
        <message>
            <source>undated</source>
            <translation>undated</translation>
        </message>
        <message>
            <source>won by {winners} ({points})</source>
            <translation>won by {winners} ({points})</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>yakuman</translation>
        </message>
        <message>
            <source>{count} games (query {ms} ms) — {path}</source>
            <translation>{count} games (query {ms} ms) — {path}</translation>
        </message>
        <message>
            <source>{found} log files: {read} read, {new} new games</source>
            <translation>{found} log files: {read} read, {new} new games</translation>
        </message>
        <message>
            <source>{me} did not play in this game.</source>
            <translation>{me} did not play in this game.</translation>
        </message>
        <message numerus="yes">
            <source>{me}: %n game(s) judged by the coach, none left to judge.</source>
            <translation>
                <numerusform>{me}: %n game judged by the coach, none left to judge.</numerusform>
                <numerusform>{me}: %n games judged by the coach, none left to judge.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{me}: {judged} of %n game(s) judged by the coach. Judge my games… judges the rest (minutes a game, in the background).</source>
            <translation>
                <numerusform>{me}: {judged} of %n game judged by the coach. Judge my games… judges the rest (minutes a game, in the background).</numerusform>
                <numerusform>{me}: {judged} of %n games judged by the coach. Judge my games… judges the rest (minutes a game, in the background).</numerusform>
            </translation>
        </message>
        <message>
            <source>{text} is not a date: write YYYY-MM-DD (ignored until then)</source>
            <translation>{text} is not a date: write YYYY-MM-DD (ignored until then)</translation>
        </message>
        <message numerus="yes">
            <source>{title} — %n game(s)</source>
            <translation>
                <numerusform>{title} — %n game</numerusform>
                <numerusform>{title} — %n games</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — no games</source>
            <translation>{title} — no games</translation>
        </message>
        <message numerus="yes">
            <source>{value} points lost per decision (%n decision(s))</source>
            <translation>
                <numerusform>{value} points lost per decision (%n decision)</numerusform>
                <numerusform>{value} points lost per decision (%n decisions)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>limit</name>
        <message>
            <source>Baiman</source>
            <translation>Baiman</translation>
        </message>
        <message>
            <source>Haneman</source>
            <translation>Haneman</translation>
        </message>
        <message>
            <source>Kazoe Yakuman</source>
            <translation>Kazoe Yakuman</translation>
        </message>
        <message>
            <source>Mangan</source>
            <translation>Mangan</translation>
        </message>
        <message>
            <source>Sanbaiman</source>
            <translation>Sanbaiman</translation>
        </message>
        <message>
            <source>Yakuman</source>
            <translation>Yakuman</translation>
        </message>
    </context>
    <context>
        <name>luck</name>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>Luck</source>
            <translation>Luck</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>No wall: {reason}</translation>
        </message>
        <message>
            <source>Where each tenpai's winning tiles were, and what each call changed (click a line).</source>
            <translation>Where each tenpai's winning tiles were, and what each call changed (click a line).</translation>
        </message>
        <message>
            <source>Your last tenpai ({waits}): {places}</source>
            <translation>Your last tenpai ({waits}): {places}</translation>
        </message>
        <message>
            <source>a win with {tile}</source>
            <translation>a win with {tile}</translation>
        </message>
        <message>
            <source>cut off: no copy falls to {seat}'s own draws</source>
            <translation>cut off: no copy falls to {seat}'s own draws</translation>
        </message>
        <message>
            <source>dead wait: no copy left in the wall</source>
            <translation>dead wait: no copy left in the wall</translation>
        </message>
        <message>
            <source>draws: {count}, improving: {hits} (expected {expected})</source>
            <translation>draws: {count}, improving: {hits} (expected {expected})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>starting hand: {shanten} shanten, better than {share}% of starting hands</source>
            <translation>starting hand: {shanten} shanten, better than {share}% of starting hands</translation>
        </message>
        <message>
            <source>step {step}</source>
            <translation>step {step}</translation>
        </message>
        <message>
            <source>tenpai with {tile}</source>
            <translation>tenpai with {tile}</translation>
        </message>
        <message>
            <source>the first was {seat}'s {ordinal} draw</source>
            <translation>the first was {seat}'s {ordinal} draw</translation>
        </message>
        <message>
            <source>the wall is unknown</source>
            <translation>the wall is unknown</translation>
        </message>
        <message>
            <source>without {caller}'s {call} of {discarder}'s discard</source>
            <translation>without {caller}'s {call} of {discarder}'s discard</translation>
        </message>
        <message>
            <source>z = {z}</source>
            <translation>z = {z}</translation>
        </message>
        <message>
            <source>{count} in sight</source>
            <translation>{count} in sight</translation>
        </message>
        <message>
            <source>{count} in the dead wall</source>
            <translation>{count} in the dead wall</translation>
        </message>
        <message>
            <source>{count} in {seat}'s hand</source>
            <translation>{count} in {seat}'s hand</translation>
        </message>
        <message>
            <source>{count} left in the wall</source>
            <translation>{count} left in the wall</translation>
        </message>
        <message>
            <source>{seat} dealt in while tenpai</source>
            <translation>{seat} dealt in while tenpai</translation>
        </message>
        <message>
            <source>{seat} tenpai on {waits}</source>
            <translation>{seat} tenpai on {waits}</translation>
        </message>
        <message>
            <source>{seat}'s next draws: {tiles} (drew {drew})</source>
            <translation>{seat}'s next draws: {tiles} (drew {drew})</translation>
        </message>
        <message>
            <source>{seat}: {start}; {draws}</source>
            <translation>{seat}: {start}; {draws}</translation>
        </message>
    </context>
    <context>
        <name>menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>&amp;Go</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>&amp;Play</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>&amp;Review</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Open &amp;Recent</translation>
        </message>
    </context>
    <context>
        <name>popup</name>
        <message>
            <source>#{place}</source>
            <translation>#{place}</translation>
        </message>
        <message>
            <source>How the hand was scored</source>
            <translation>How the hand was scored</translation>
        </message>
        <message>
            <source>The log ends before the game does: scores as last seen.</source>
            <translation>The log ends before the game does: scores as last seen.</translation>
        </message>
        <message>
            <source>The log names no yaku, and the viewer could not score this hand: yaku unknown.</source>
            <translation>The log names no yaku, and the viewer could not score this hand: yaku unknown.</translation>
        </message>
        <message>
            <source>The log names no yaku: these are the viewer's own count of this hand.</source>
            <translation>The log names no yaku: these are the viewer's own count of this hand.</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>Wait</translation>
        </message>
        <message>
            <source>after</source>
            <translation>after</translation>
        </message>
        <message>
            <source>before</source>
            <translation>before</translation>
        </message>
        <message>
            <source>change</source>
            <translation>change</translation>
        </message>
        <message>
            <source>points</source>
            <translation>points</translation>
        </message>
        <message>
            <source>score</source>
            <translation>score</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>yakuman</translation>
        </message>
        <message>
            <source>{fu} fu</source>
            <translation>{fu} fu</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu} fu {han} han</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han} han</translation>
        </message>
        <message>
            <source>{points} pts</source>
            <translation>{points} pts</translation>
        </message>
        <message>
            <source>{ron}, from {who}</source>
            <translation>{ron}, from {who}</translation>
        </message>
    </context>
    <context>
        <name>quiz</name>
        <message>
            <source>A shanten back: your pick takes the hand further from tenpai.</source>
            <translation>A shanten back: your pick takes the hand further from tenpai.</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>Best</translation>
        </message>
        <message>
            <source>Best: no option is worth more than yours.</source>
            <translation>Best: no option is worth more than yours.</translation>
        </message>
        <message>
            <source>Best: your pick is worth the most.</source>
            <translation>Best: your pick is worth the most.</translation>
        </message>
        <message>
            <source>Best: your pick keeps the most ukeire.</source>
            <translation>Best: your pick keeps the most ukeire.</translation>
        </message>
        <message>
            <source>Best: {count} of {total}</source>
            <translation>Best: {count} of {total}</translation>
        </message>
        <message>
            <source>Call or pass?</source>
            <translation>Call or pass?</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: it has no discard to choose after this point of the game.</source>
            <translation>Cannot quiz this seat: it has no discard to choose after this point of the game.</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: its hand is hidden in this log (it was written from another seat's view).</source>
            <translation>Cannot quiz this seat: its hand is hidden in this log (it was written from another seat's view).</translation>
        </message>
        <message>
            <source>Click a tile of your hand, or pick one with ← / → and press Enter.</source>
            <translation>Click a tile of your hand, or pick one with ← / → and press Enter.</translation>
        </message>
        <message>
            <source>Click an option below, or pick one with ↑ / ↓ and press Enter.</source>
            <translation>Click an option below, or pick one with ↑ / ↓ and press Enter.</translation>
        </message>
        <message>
            <source>Close the result (Enter) to play on.</source>
            <translation>Close the result (Enter) to play on.</translation>
        </message>
        <message>
            <source>Enter, Space or → plays on to the next decision.</source>
            <translation>Enter, Space or → plays on to the next decision.</translation>
        </message>
        <message>
            <source>Judging {count} more answer(s) by value…</source>
            <translation>Judging {count} more answer(s) by value…</translation>
        </message>
        <message>
            <source>Kan or not?</source>
            <translation>Kan or not?</translation>
        </message>
        <message>
            <source>Leave the quiz</source>
            <translation>Leave the quiz</translation>
        </message>
        <message>
            <source>Mortal</source>
            <translation>Mortal</translation>
        </message>
        <message>
            <source>No answer yet.</source>
            <translation>No answer yet.</translation>
        </message>
        <message>
            <source>No decision of this seat is left in the game.</source>
            <translation>No decision of this seat is left in the game.</translation>
        </message>
        <message>
            <source>Open a game first: the quiz plays it from the bottom seat.</source>
            <translation>Open a game first: the quiz plays it from the bottom seat.</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Play on</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <source>Points lost: {points}</source>
            <translation>Points lost: {points}</translation>
        </message>
        <message>
            <source>Q or Esc leaves the quiz.</source>
            <translation>Q or Esc leaves the quiz.</translation>
        </message>
        <message>
            <source>Quiz: what would you play?</source>
            <translation>Quiz: what would you play?</translation>
        </message>
        <message>
            <source>Same as Mortal: {count} of {total}</source>
            <translation>Same as Mortal: {count} of {total}</translation>
        </message>
        <message>
            <source>Same as the player: {count} of {total}</source>
            <translation>Same as the player: {count} of {total}</translation>
        </message>
        <message>
            <source>The game plays on to your next decision…</source>
            <translation>The game plays on to your next decision…</translation>
        </message>
        <message>
            <source>Tsumo (win)</source>
            <translation>Tsumo (win)</translation>
        </message>
        <message>
            <source>What would you discard?</source>
            <translation>What would you discard?</translation>
        </message>
        <message>
            <source>You</source>
            <translation>You</translation>
        </message>
        <message>
            <source>a kan</source>
            <translation>a kan</translation>
        </message>
        <message>
            <source>kita</source>
            <translation>kita</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>riichi</translation>
        </message>
        <message>
            <source>{count} ukeire</source>
            <translation>{count} ukeire</translation>
        </message>
        <message>
            <source>{seat} discarded {tile}.</source>
            <translation>{seat} discarded {tile}.</translation>
        </message>
        <message>
            <source>{tile} (best)</source>
            <translation>{tile} (best)</translation>
        </message>
        <message>
            <source>{tile} (shanten back)</source>
            <translation>{tile} (shanten back)</translation>
        </message>
        <message>
            <source>{tile} (−{loss} points)</source>
            <translation>{tile} (−{loss} points)</translation>
        </message>
        <message>
            <source>{tile} cannot be discarded now (kuikae).</source>
            <translation>{tile} cannot be discarded now (kuikae).</translation>
        </message>
        <message>
            <source>{tile}, declaring riichi</source>
            <translation>{tile}, declaring riichi</translation>
        </message>
        <message>
            <source>−{loss} points against the best.</source>
            <translation>−{loss} points against the best.</translation>
        </message>
        <message>
            <source>−{loss} ukeire against the best.</source>
            <translation>−{loss} ukeire against the best.</translation>
        </message>
    </context>
    <context>
        <name>results</name>
        <message>
            <source>Double ron (ダブロン): both wins of this discard</source>
            <translation>Double ron (ダブロン): both wins of this discard</translation>
        </message>
        <message>
            <source>Double ron: both wins of this discard</source>
            <translation>Double ron: both wins of this discard</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Final standings</translation>
        </message>
        <message>
            <source>Final standings (終局)</source>
            <translation>Final standings (終局)</translation>
        </message>
        <message>
            <source>No final result: the log stops before the game's end.</source>
            <translation>No final result: the log stops before the game's end.</translation>
        </message>
        <message>
            <source>Pao: {who} is liable</source>
            <translation>Pao: {who} is liable</translation>
        </message>
        <message>
            <source>cut off (the log stops here)</source>
            <translation>cut off (the log stops here)</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>no result</translation>
        </message>
        <message>
            <source>riichi sticks {count} (stay on the table)</source>
            <translation>riichi sticks {count} (stay on the table)</translation>
        </message>
        <message>
            <source>riichi sticks {count} +{points}</source>
            <translation>riichi sticks {count} +{points}</translation>
        </message>
        <message>
            <source>{count} honba</source>
            <translation>{count} honba</translation>
        </message>
        <message>
            <source>{count} honba +{points}</source>
            <translation>{count} honba +{points}</translation>
        </message>
        <message>
            <source>{count} wins of this discard</source>
            <translation>{count} wins of this discard</translation>
        </message>
        <message>
            <source>{count}本場 honba</source>
            <translation>{count}本場 honba</translation>
        </message>
        <message>
            <source>{count}本場 honba +{points}</source>
            <translation>{count}本場 honba +{points}</translation>
        </message>
        <message>
            <source>{points} all</source>
            <translation>{points} all</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} (stay on the table)</source>
            <translation>供託 riichi sticks {count} (stay on the table)</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} +{points}</source>
            <translation>供託 riichi sticks {count} +{points}</translation>
        </message>
        <message>
            <source>包 Pao: {who} is liable</source>
            <translation>包 Pao: {who} is liable</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>A move not Mortal's counts as a disagreement when Mortal gave it less than this share of its favourite's probability (100 %: every move not Mortal's)</source>
            <translation>A move not Mortal's counts as a disagreement when Mortal gave it less than this share of its favourite's probability (100 %: every move not Mortal's)</translation>
        </message>
        <message>
            <source>Abortive draw (nine terminals)</source>
            <translation>Abortive draw (nine terminals)</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>Chi</translation>
        </message>
        <message>
            <source>Close: Mortal gave the move played {percent}</source>
            <translation>Close: Mortal gave the move played {percent}</translation>
        </message>
        <message>
            <source>Disagreement below</source>
            <translation>Disagreement below</translation>
        </message>
        <message>
            <source>Disagreement: Mortal gave the move played {percent}</source>
            <translation>Disagreement: Mortal gave the move played {percent}</translation>
        </message>
        <message>
            <source>Disagreements</source>
            <translation>Disagreements</translation>
        </message>
        <message>
            <source>Disagreements per round</source>
            <translation>Disagreements per round</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Discard</translation>
        </message>
        <message>
            <source>East {number}</source>
            <translation>East {number}</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>Kan</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>Kita</translation>
        </message>
        <message>
            <source>Matches: {matches} of {reviewed} ({percent})</source>
            <translation>Matches: {matches} of {reviewed} ({percent})</translation>
        </message>
        <message>
            <source>Model: {model}</source>
            <translation>Model: {model}</translation>
        </message>
        <message>
            <source>Mortal review</source>
            <translation>Mortal review</translation>
        </message>
        <message>
            <source>Mortal review of seat {seat}: {matches} of {reviewed} moves match</source>
            <translation>Mortal review of seat {seat}: {matches} of {reviewed} moves match</translation>
        </message>
        <message>
            <source>Mortal review reports (*.json);;All files (*)</source>
            <translation>Mortal review reports (*.json);;All files (*)</translation>
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
            <translation>No earlier disagreement with Mortal</translation>
        </message>
        <message>
            <source>No further disagreement with Mortal</source>
            <translation>No further disagreement with Mortal</translation>
        </message>
        <message>
            <source>No review is open.</source>
            <translation>No review is open.</translation>
        </message>
        <message>
            <source>No reviewed decision at this step.</source>
            <translation>No reviewed decision at this step.</translation>
        </message>
        <message>
            <source>North {number}</source>
            <translation>North {number}</translation>
        </message>
        <message>
            <source>Open a Mortal review</source>
            <translation>Open a Mortal review</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Played: {played}
Mortal: {best}</source>
            <translation>Played: {played}
Mortal: {best}</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>Pon</translation>
        </message>
        <message>
            <source>Prob</source>
            <translation>Prob</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>Q</translation>
        </message>
        <message>
            <source>Rating: {rating}</source>
            <translation>Rating: {rating}</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>Riichi</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>Ron</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Same as Mortal</source>
            <translation>Same as Mortal</translation>
        </message>
        <message>
            <source>South {number}</source>
            <translation>South {number}</translation>
        </message>
        <message>
            <source>Temperature: {temperature}</source>
            <translation>Temperature: {temperature}</translation>
        </message>
        <message>
            <source>The review is not of this game. {error}</source>
            <translation>The review is not of this game. {error}</translation>
        </message>
        <message>
            <source>This round's reviewed decisions: red disagrees with Mortal (click one)</source>
            <translation>This round's reviewed decisions: red disagrees with Mortal (click one)</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>Tile</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>Tsumo</translation>
        </message>
        <message>
            <source>West {number}</source>
            <translation>West {number}</translation>
        </message>
        <message>
            <source>Worst moves (click to go there)</source>
            <translation>Worst moves (click to go there)</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>complete</translation>
        </message>
        <message>
            <source>furiten</source>
            <translation>furiten</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>tenpai</translation>
        </message>
        <message>
            <source>{bad} of {reviewed} reviewed moves disagree with Mortal</source>
            <translation>{bad} of {reviewed} reviewed moves disagree with Mortal</translation>
        </message>
        <message>
            <source>{bad} of {total}</source>
            <translation>{bad} of {total}</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}-shanten</translation>
        </message>
        <message>
            <source>{round} honba {honba}</source>
            <translation>{round} honba {honba}</translation>
        </message>
        <message>
            <source>{round}, junme {junme}</source>
            <translation>{round}, junme {junme}</translation>
        </message>
        <message>
            <source>{where}: {played} ({played_percent}) — Mortal: {best} ({best_percent})</source>
            <translation>{where}: {played} ({played_percent}) — Mortal: {best} ({best_percent})</translation>
        </message>
        <message>
            <source>× Mortal: {best}</source>
            <translation>× Mortal: {best}</translation>
        </message>
        <message>
            <source>✓ Mortal agrees</source>
            <translation>✓ Mortal agrees</translation>
        </message>
    </context>
    <context>
        <name>scores</name>
        <message>
            <source>Click to go to this round.</source>
            <translation>Click to go to this round.</translation>
        </message>
        <message>
            <source>Deal-in</source>
            <translation>Deal-in</translation>
        </message>
        <message>
            <source>E{number}</source>
            <translation>E{number}</translation>
        </message>
        <message>
            <source>No final standings: the log stops before the game's end.</source>
            <translation>No final standings: the log stops before the game's end.</translation>
        </message>
        <message>
            <source>N{number}</source>
            <translation>N{number}</translation>
        </message>
        <message>
            <source>Oka</source>
            <translation>Oka</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>Place</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Player</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>Riichi</translation>
        </message>
        <message>
            <source>Riichi: {who}</source>
            <translation>Riichi: {who}</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>S{number}</source>
            <translation>S{number}</translation>
        </message>
        <message>
            <source>Tenhou's ranked lobby: start {start}, return {target}; uma {uma}, oka {oka} to the first.</source>
            <translation>Tenhou's ranked lobby: start {start}, return {target}; uma {uma}, oka {oka} to the first.</translation>
        </message>
        <message>
            <source>Uma</source>
            <translation>Uma</translation>
        </message>
        <message>
            <source>Uma and oka unknown: lobby {lobby} sets its own rules.</source>
            <translation>Uma and oka unknown: lobby {lobby} sets its own rules.</translation>
        </message>
        <message>
            <source>Uma and oka unknown: room {room} sets its own rules.</source>
            <translation>Uma and oka unknown: room {room} sets its own rules.</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log names no lobby.</source>
            <translation>Uma and oka unknown: the log names no lobby.</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log's points do not follow Tenhou's ranked lobby's.</source>
            <translation>Uma and oka unknown: the log's points do not follow Tenhou's ranked lobby's.</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Win</translation>
        </message>
        <message>
            <source>W{number}</source>
            <translation>W{number}</translation>
        </message>
        <message>
            <source>{who}: {before} → {after} ({change})</source>
            <translation>{who}: {before} → {after} ({change})</translation>
        </message>
    </context>
    <context>
        <name>seats</name>
        <message>
            <source>Seat {number}</source>
            <translation>Seat {number}</translation>
        </message>
    </context>
    <context>
        <name>sharing</name>
        <message>
            <source>Board image copied</source>
            <translation>Board image copied</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Cannot save</translation>
        </message>
        <message>
            <source>Export cancelled</source>
            <translation>Export cancelled</translation>
        </message>
        <message>
            <source>Export round animation</source>
            <translation>Export round animation</translation>
        </message>
        <message>
            <source>Exporting the round…</source>
            <translation>Exporting the round…</translation>
        </message>
        <message>
            <source>GIF animation (*.gif);;Animated PNG (*.png);;WebP animation (*.webp)</source>
            <translation>GIF animation (*.gif);;Animated PNG (*.png);;WebP animation (*.webp)</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG image (*.png)</translation>
        </message>
        <message>
            <source>Save board image</source>
            <translation>Save board image</translation>
        </message>
        <message>
            <source>Saved {name}</source>
            <translation>Saved {name}</translation>
        </message>
        <message>
            <source>{path}: an animation is .gif, .png (APNG) or .webp (got {got})</source>
            <translation>{path}: an animation is .gif, .png (APNG) or .webp (got {got})</translation>
        </message>
        <message>
            <source>{path}: cannot write the animation ({error})</source>
            <translation>{path}: cannot write the animation ({error})</translation>
        </message>
        <message>
            <source>{path}: cannot write the image</source>
            <translation>{path}: cannot write the image</translation>
        </message>
        <message>
            <source>{path}: the round has no steps to animate</source>
            <translation>{path}: the round has no steps to animate</translation>
        </message>
    </context>
    <context>
        <name>status</name>
        <message>
            <source>(cut off)</source>
            <translation>(cut off)</translation>
        </message>
        <message>
            <source>Agari</source>
            <translation>Agari</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>Chi</translation>
        </message>
        <message>
            <source>Dora</source>
            <translation>Dora</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>Final standings</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>Kan</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>Kita</translation>
        </message>
        <message>
            <source>Noten</source>
            <translation>Noten</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>Pon</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>Riichi</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>Ron</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>Tenpai</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>Tsumo</translation>
        </message>
        <message>
            <source>Ura dora</source>
            <translation>Ura dora</translation>
        </message>
        <message>
            <source>{title} · round {round} · step {step}</source>
            <translation>{title} · round {round} · step {step}</translation>
        </message>
        <message>
            <source>{title}{cut} · round {round}/{rounds} · step {step} of {steps}</source>
            <translation>{title}{cut} · round {round}/{rounds} · step {step} of {steps}</translation>
        </message>
    </context>
    <context>
        <name>theme</name>
        <message>
            <source>&amp;Dark</source>
            <translation>&amp;Dark</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>&amp;Light</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>&amp;System</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>T&amp;heme</translation>
        </message>
    </context>
    <context>
        <name>tiles</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>East</source>
            <translation>East</translation>
        </message>
        <message>
            <source>Green dragon</source>
            <translation>Green dragon</translation>
        </message>
        <message>
            <source>North</source>
            <translation>North</translation>
        </message>
        <message>
            <source>Red dragon</source>
            <translation>Red dragon</translation>
        </message>
        <message>
            <source>South</source>
            <translation>South</translation>
        </message>
        <message>
            <source>West</source>
            <translation>West</translation>
        </message>
        <message>
            <source>White dragon</source>
            <translation>White dragon</translation>
        </message>
        <message>
            <source>a hidden tile</source>
            <translation>a hidden tile</translation>
        </message>
        <message>
            <source>red {tile}</source>
            <translation>red {tile}</translation>
        </message>
        <message>
            <source>{number}-man</source>
            <translation>{number}-man</translation>
        </message>
        <message>
            <source>{number}-pin</source>
            <translation>{number}-pin</translation>
        </message>
        <message>
            <source>{number}-sou</source>
            <translation>{number}-sou</translation>
        </message>
        <message>
            <source>{tiles} (red five)</source>
            <translation>{tiles} (red five)</translation>
        </message>
    </context>
    <context>
        <name>wait</name>
        <message>
            <source>Kanchan (closed)</source>
            <translation>Kanchan (closed)</translation>
        </message>
        <message>
            <source>Penchan (edge)</source>
            <translation>Penchan (edge)</translation>
        </message>
        <message>
            <source>Ryanmen (two-sided)</source>
            <translation>Ryanmen (two-sided)</translation>
        </message>
        <message>
            <source>Shanpon (two pairs)</source>
            <translation>Shanpon (two pairs)</translation>
        </message>
        <message>
            <source>Tanki (pair)</source>
            <translation>Tanki (pair)</translation>
        </message>
        <message>
            <source>Thirteen-sided</source>
            <translation>Thirteen-sided</translation>
        </message>
    </context>
    <context>
        <name>wall</name>
        <message>
            <source> (shown)</source>
            <translation> (shown)</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>No wall: {reason}</translation>
        </message>
        <message>
            <source>dead wall</source>
            <translation>dead wall</translation>
        </message>
        <message>
            <source>dora indicator {n}</source>
            <translation>dora indicator {n}</translation>
        </message>
        <message>
            <source>live wall, draw {n}</source>
            <translation>live wall, draw {n}</translation>
        </message>
        <message>
            <source>next</source>
            <translation>next</translation>
        </message>
        <message>
            <source>replacement tile {n}</source>
            <translation>replacement tile {n}</translation>
        </message>
        <message>
            <source>the log carries no shuffle seed</source>
            <translation>the log carries no shuffle seed</translation>
        </message>
        <message>
            <source>the log's shuffle seed cannot be read ({error})</source>
            <translation>the log's shuffle seed cannot be read ({error})</translation>
        </message>
        <message>
            <source>the next draw</source>
            <translation>the next draw</translation>
        </message>
        <message>
            <source>the seed's wall does not reproduce this round (W says where)</source>
            <translation>the seed's wall does not reproduce this round (W says where)</translation>
        </message>
        <message>
            <source>ura indicator {n}</source>
            <translation>ura indicator {n}</translation>
        </message>
        <message>
            <source>{seat}'s draw {n} had nobody called</source>
            <translation>{seat}'s draw {n} had nobody called</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>&amp;Clear the list</source>
            <translation>&amp;Clear the list</translation>
        </message>
        <message>
            <source>At the end of the game: nothing left to play.</source>
            <translation>At the end of the game: nothing left to play.</translation>
        </message>
        <message>
            <source>Broken log: {problem}. Showing what comes before it.</source>
            <translation>Broken log: {problem}. Showing what comes before it.</translation>
        </message>
        <message>
            <source>Cannot open the log</source>
            <translation>Cannot open the log</translation>
        </message>
        <message>
            <source>Downloading {log} from Tenhou…</source>
            <translation>Downloading {log} from Tenhou…</translation>
        </message>
        <message>
            <source>Enter, Esc or a click closes · the arrow keys keep stepping</source>
            <translation>Enter, Esc or a click closes · the arrow keys keep stepping</translation>
        </message>
        <message>
            <source>No recent logs</source>
            <translation>No recent logs</translation>
        </message>
        <message>
            <source>Open Tenhou log</source>
            <translation>Open Tenhou log</translation>
        </message>
        <message>
            <source>Open a Tenhou log</source>
            <translation>Open a Tenhou log</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O)
or start mjlog-viewer with a file.</source>
            <translation>Open a Tenhou log with File → Open (Ctrl+O)
or start mjlog-viewer with a file.</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O).</source>
            <translation>Open a Tenhou log with File → Open (Ctrl+O).</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>Rounds</translation>
        </message>
        <message>
            <source>Score change of {who}</source>
            <translation>Score change of {who}</translation>
        </message>
        <message>
            <source>Tenhou log link or id, e.g.</source>
            <translation>Tenhou log link or id, e.g.</translation>
        </message>
        <message>
            <source>The log stops before this round's result.</source>
            <translation>The log stops before this round's result.</translation>
        </message>
        <message>
            <source>This is the first log in the list ({count}).</source>
            <translation>This is the first log in the list ({count}).</translation>
        </message>
        <message>
            <source>This is the last log in the list ({count}).</source>
            <translation>This is the last log in the list ({count}).</translation>
        </message>
        <message>
            <source>game {number}/{count}</source>
            <translation>game {number}/{count}</translation>
        </message>
        <message>
            <source>the download of {log} failed</source>
            <translation>the download of {log} failed</translation>
        </message>
        <message>
            <source>the download of {log} failed: {error}</source>
            <translation>the download of {log} failed: {error}</translation>
        </message>
        <message>
            <source>this file holds {count} games; showing game {number}</source>
            <translation>this file holds {count} games; showing game {number}</translation>
        </message>
        <message>
            <source>{link}: not a Tenhou log link or id</source>
            <translation>{link}: not a Tenhou log link or id</translation>
        </message>
        <message>
            <source>{path}: cannot be read ({error})</source>
            <translation>{path}: cannot be read ({error})</translation>
        </message>
        <message>
            <source>{path}: no Tenhou logs ({patterns}) in it</source>
            <translation>{path}: no Tenhou logs ({patterns}) in it</translation>
        </message>
        <message>
            <source>{path}: the file is no longer there (removed from the list)</source>
            <translation>{path}: the file is no longer there (removed from the list)</translation>
        </message>
        <message>
            <source>{path}: the log has no rounds</source>
            <translation>{path}: the log has no rounds</translation>
        </message>
        <message>
            <source>{target}: no such file, and not a Tenhou log link or id</source>
            <translation>{target}: no such file, and not a Tenhou log link or id</translation>
        </message>
        <message>
            <source>ⓘ 1 oddity in the log</source>
            <translation>ⓘ 1 oddity in the log</translation>
        </message>
        <message>
            <source>ⓘ {count} oddities in the log</source>
            <translation>ⓘ {count} oddities in the log</translation>
        </message>
        <message>
            <source>▶ autoplay {seconds} s/event</source>
            <translation>▶ autoplay {seconds} s/event</translation>
        </message>
    </context>
    <context>
        <name>yaku</name>
        <message>
            <source>Aka Dora</source>
            <translation>Aka Dora</translation>
        </message>
        <message>
            <source>Chankan</source>
            <translation>Chankan</translation>
        </message>
        <message>
            <source>Chanta</source>
            <translation>Chanta</translation>
        </message>
        <message>
            <source>Chiihou</source>
            <translation>Chiihou</translation>
        </message>
        <message>
            <source>Chiitoitsu</source>
            <translation>Chiitoitsu</translation>
        </message>
        <message>
            <source>Chinitsu</source>
            <translation>Chinitsu</translation>
        </message>
        <message>
            <source>Chinroutou</source>
            <translation>Chinroutou</translation>
        </message>
        <message>
            <source>Chun</source>
            <translation>Chun</translation>
        </message>
        <message>
            <source>Chuuren Poutou</source>
            <translation>Chuuren Poutou</translation>
        </message>
        <message>
            <source>Daisangen</source>
            <translation>Daisangen</translation>
        </message>
        <message>
            <source>Daisuushii</source>
            <translation>Daisuushii</translation>
        </message>
        <message>
            <source>Dora</source>
            <translation>Dora</translation>
        </message>
        <message>
            <source>Double Riichi</source>
            <translation>Double Riichi</translation>
        </message>
        <message>
            <source>Haitei Raoyue</source>
            <translation>Haitei Raoyue</translation>
        </message>
        <message>
            <source>Haku</source>
            <translation>Haku</translation>
        </message>
        <message>
            <source>Hatsu</source>
            <translation>Hatsu</translation>
        </message>
        <message>
            <source>Honitsu</source>
            <translation>Honitsu</translation>
        </message>
        <message>
            <source>Honroutou</source>
            <translation>Honroutou</translation>
        </message>
        <message>
            <source>Houtei Raoyui</source>
            <translation>Houtei Raoyui</translation>
        </message>
        <message>
            <source>Iipeikou</source>
            <translation>Iipeikou</translation>
        </message>
        <message>
            <source>Ippatsu</source>
            <translation>Ippatsu</translation>
        </message>
        <message>
            <source>Ittsu</source>
            <translation>Ittsu</translation>
        </message>
        <message>
            <source>Junchan</source>
            <translation>Junchan</translation>
        </message>
        <message>
            <source>Junsei Chuuren Poutou</source>
            <translation>Junsei Chuuren Poutou</translation>
        </message>
        <message>
            <source>Kokushi Musou</source>
            <translation>Kokushi Musou</translation>
        </message>
        <message>
            <source>Kokushi Musou 13-sided wait</source>
            <translation>Kokushi Musou 13-sided wait</translation>
        </message>
        <message>
            <source>Menzen Tsumo</source>
            <translation>Menzen Tsumo</translation>
        </message>
        <message>
            <source>Pinfu</source>
            <translation>Pinfu</translation>
        </message>
        <message>
            <source>Renhou</source>
            <translation>Renhou</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>Riichi</translation>
        </message>
        <message>
            <source>Rinshan Kaihou</source>
            <translation>Rinshan Kaihou</translation>
        </message>
        <message>
            <source>Round Wind East</source>
            <translation>Round Wind East</translation>
        </message>
        <message>
            <source>Round Wind North</source>
            <translation>Round Wind North</translation>
        </message>
        <message>
            <source>Round Wind South</source>
            <translation>Round Wind South</translation>
        </message>
        <message>
            <source>Round Wind West</source>
            <translation>Round Wind West</translation>
        </message>
        <message>
            <source>Ryanpeikou</source>
            <translation>Ryanpeikou</translation>
        </message>
        <message>
            <source>Ryuuiisou</source>
            <translation>Ryuuiisou</translation>
        </message>
        <message>
            <source>Sanankou</source>
            <translation>Sanankou</translation>
        </message>
        <message>
            <source>Sankantsu</source>
            <translation>Sankantsu</translation>
        </message>
        <message>
            <source>Sanshoku Doujun</source>
            <translation>Sanshoku Doujun</translation>
        </message>
        <message>
            <source>Sanshoku Doukou</source>
            <translation>Sanshoku Doukou</translation>
        </message>
        <message>
            <source>Seat Wind East</source>
            <translation>Seat Wind East</translation>
        </message>
        <message>
            <source>Seat Wind North</source>
            <translation>Seat Wind North</translation>
        </message>
        <message>
            <source>Seat Wind South</source>
            <translation>Seat Wind South</translation>
        </message>
        <message>
            <source>Seat Wind West</source>
            <translation>Seat Wind West</translation>
        </message>
        <message>
            <source>Shousangen</source>
            <translation>Shousangen</translation>
        </message>
        <message>
            <source>Shousuushii</source>
            <translation>Shousuushii</translation>
        </message>
        <message>
            <source>Suuankou</source>
            <translation>Suuankou</translation>
        </message>
        <message>
            <source>Suuankou Tanki</source>
            <translation>Suuankou Tanki</translation>
        </message>
        <message>
            <source>Suukantsu</source>
            <translation>Suukantsu</translation>
        </message>
        <message>
            <source>Tanyao</source>
            <translation>Tanyao</translation>
        </message>
        <message>
            <source>Tenhou</source>
            <translation>Tenhou</translation>
        </message>
        <message>
            <source>Toitoi</source>
            <translation>Toitoi</translation>
        </message>
        <message>
            <source>Tsuuiisou</source>
            <translation>Tsuuiisou</translation>
        </message>
        <message>
            <source>Ura Dora</source>
            <translation>Ura Dora</translation>
        </message>
    </context>
</TS>

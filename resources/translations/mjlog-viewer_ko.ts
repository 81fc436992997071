<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
    <context>
        <name>actions</name>
        <message>
            <source>&amp;Autoplay</source>
            <translation>자동 재생(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Coach</source>
            <translation>코치(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Copy board image</source>
            <translation>판 이미지 복사(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Copy round as tenhou.net/6 link</source>
            <translation>이 국을 tenhou.net/6 링크로 복사(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>내보내기(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Faster</source>
            <translation>빠르게(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Keyboard shortcuts</source>
            <translation>키보드 단축키(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Luck</source>
            <translation>운(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Next disagreement</source>
            <translation>다음 불일치(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Next event</source>
            <translation>다음 단계(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Open review…</source>
            <translation>검토 열기(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>열기(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Previous disagreement</source>
            <translation>이전 불일치(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Previous event</source>
            <translation>이전 단계(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>종료(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Quiz: what would you play?</source>
            <translation>뭘 버리고 울까 퀴즈(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Rotate the viewpoint</source>
            <translation>시점 돌리기(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Save board image…</source>
            <translation>판 이미지 저장(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Scores</source>
            <translation>점수 추이(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Slower</source>
            <translation>느리게(&amp;S)</translation>
        </message>
        <message>
            <source>All hands open / closed</source>
            <translation>모든 손패 공개 / 숨김</translation>
        </message>
        <message>
            <source>Autoplay faster</source>
            <translation>자동 재생 빠르게</translation>
        </message>
        <message>
            <source>Autoplay on / off</source>
            <translation>자동 재생 켜기 / 끄기</translation>
        </message>
        <message>
            <source>Autoplay slower</source>
            <translation>자동 재생 느리게</translation>
        </message>
        <message>
            <source>Close a popup</source>
            <translation>팝업 닫기</translation>
        </message>
        <message>
            <source>Close popup</source>
            <translation>팝업 닫기</translation>
        </message>
        <message>
            <source>Coach: each hand tile's ukeire, the verdict, safety marks</source>
            <translation>코치: 손패마다 유효패, 판정, 안전도 표시</translation>
        </message>
        <message>
            <source>Copy the board as an image</source>
            <translation>판을 이미지로 복사합니다</translation>
        </message>
        <message>
            <source>Copy this round as a tenhou.net/6 link (for NAGA and the reviewers)</source>
            <translation>이 국을 tenhou.net/6 링크로 복사합니다 (NAGA와 검토 도구용)</translation>
        </message>
        <message>
            <source>End of the round (its result)</source>
            <translation>국의 끝 (결과)</translation>
        </message>
        <message>
            <source>Export round &amp;animation…</source>
            <translation>국 애니메이션 내보내기(&amp;A)…</translation>
        </message>
        <message>
            <source>Export this round as an animation (GIF, APNG, WebP)</source>
            <translation>이 국을 애니메이션(GIF, APNG, WebP)으로 내보냅니다</translation>
        </message>
        <message>
            <source>Hand a&amp;nalysis</source>
            <translation>손패 분석(&amp;N)</translation>
        </message>
        <message>
            <source>Hand analysis badges (shanten, waits)</source>
            <translation>손패 분석 표시 (샹텐, 대기)</translation>
        </message>
        <message>
            <source>Hide player na&amp;mes</source>
            <translation>플레이어 이름 숨기기(&amp;M)</translation>
        </message>
        <message>
            <source>Luck: where each tenpai's winning tiles were, what each call changed</source>
            <translation>운: 각 텐파이의 화료패가 어디 있었는지, 각 울기가 무엇을 바꿨는지</translation>
        </message>
        <message>
            <source>Mark &amp;dora</source>
            <translation>도라 표시(&amp;D)</translation>
        </message>
        <message>
            <source>Mark dora tiles</source>
            <translation>도라 패에 표시</translation>
        </message>
        <message>
            <source>Ne&amp;xt log</source>
            <translation>다음 패보(&amp;X)</translation>
        </message>
        <message>
            <source>Next &amp;costly decision</source>
            <translation>다음 손해 타패(&amp;C)</translation>
        </message>
        <message>
            <source>Next &amp;round</source>
            <translation>다음 국(&amp;R)</translation>
        </message>
        <message>
            <source>Next &amp;turn of the viewpoint seat</source>
            <translation>시점 자리의 다음 차례(&amp;T)</translation>
        </message>
        <message>
            <source>Next costly decision of the bottom seat (coach)</source>
            <translation>아래 자리의 다음 손해 타패 (코치)</translation>
        </message>
        <message>
            <source>Next event</source>
            <translation>다음 단계</translation>
        </message>
        <message>
            <source>Next log (the file's next game, the dropped list, or the file's folder)</source>
            <translation>다음 패보 (파일의 다음 경기, 끌어 놓은 목록 또는 파일의 폴더)</translation>
        </message>
        <message>
            <source>Next move that disagrees with Mortal</source>
            <translation>Mortal과 다른 다음 선택</translation>
        </message>
        <message>
            <source>Next n&amp;otable event</source>
            <translation>다음 주요 사건(&amp;O)</translation>
        </message>
        <message>
            <source>Next riichi, call, kan, win or draw</source>
            <translation>다음 리치, 울기, 깡, 화료 또는 유국</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>다음 국</translation>
        </message>
        <message>
            <source>Next turn of the bottom seat</source>
            <translation>아래 자리의 다음 차례</translation>
        </message>
        <message>
            <source>Open &amp;Tenhou log…</source>
            <translation>텐호 패보 열기(&amp;T)…</translation>
        </message>
        <message>
            <source>Open &amp;hands</source>
            <translation>손패 공개(&amp;H)</translation>
        </message>
        <message>
            <source>Open a Mortal review report (mjai-reviewer JSON) of this game</source>
            <translation>이 대국의 Mortal 검토 보고서(mjai-reviewer JSON)를 엽니다</translation>
        </message>
        <message>
            <source>Open a Tenhou log link or id (downloaded once)</source>
            <translation>텐호 패보 링크나 ID 열기 (한 번만 내려받음)</translation>
        </message>
        <message>
            <source>Open a log</source>
            <translation>패보 열기</translation>
        </message>
        <message>
            <source>Pre&amp;vious log</source>
            <translation>이전 패보(&amp;V)</translation>
        </message>
        <message>
            <source>Pre&amp;vious round</source>
            <translation>이전 국(&amp;V)</translation>
        </message>
        <message>
            <source>Previous c&amp;ostly decision</source>
            <translation>이전 손해 타패(&amp;O)</translation>
        </message>
        <message>
            <source>Previous costly decision of the bottom seat (coach)</source>
            <translation>아래 자리의 이전 손해 타패 (코치)</translation>
        </message>
        <message>
            <source>Previous event</source>
            <translation>이전 단계</translation>
        </message>
        <message>
            <source>Previous log (the file's previous game, the dropped list, or the folder)</source>
            <translation>이전 패보 (파일의 이전 경기, 끌어 놓은 목록 또는 폴더)</translation>
        </message>
        <message>
            <source>Previous move that disagrees with Mortal</source>
            <translation>Mortal과 다른 이전 선택</translation>
        </message>
        <message>
            <source>Previous notab&amp;le event</source>
            <translation>이전 주요 사건(&amp;L)</translation>
        </message>
        <message>
            <source>Previous riichi, call, kan, win or draw</source>
            <translation>이전 리치, 울기, 깡, 화료 또는 유국</translation>
        </message>
        <message>
            <source>Previous round (or this round's start)</source>
            <translation>이전 국 (또는 이 국의 시작)</translation>
        </message>
        <message>
            <source>Previous t&amp;urn of the viewpoint seat</source>
            <translation>시점 자리의 이전 차례(&amp;U)</translation>
        </message>
        <message>
            <source>Previous turn of the bottom seat</source>
            <translation>아래 자리의 이전 차례</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>종료</translation>
        </message>
        <message>
            <source>Quiz: guess each discard, call and kan of the bottom seat (Q or Esc leaves)</source>
            <translation>뭘 버릴까 퀴즈: 아래 자리의 타패·울기·깡을 맞히기 (Q 또는 Esc로 종료)</translation>
        </message>
        <message>
            <source>Review &amp;overlay</source>
            <translation>검토 표시(&amp;O)</translation>
        </message>
        <message>
            <source>Review overlay on / off</source>
            <translation>검토 표시 켜기/끄기</translation>
        </message>
        <message>
            <source>Rotate the table (next seat at the bottom)</source>
            <translation>탁자 돌리기 (다음 자리를 아래로)</translation>
        </message>
        <message>
            <source>Round &amp;end</source>
            <translation>국의 끝(&amp;E)</translation>
        </message>
        <message>
            <source>Round &amp;list</source>
            <translation>국 목록(&amp;L)</translation>
        </message>
        <message>
            <source>Round &amp;start</source>
            <translation>국의 시작(&amp;S)</translation>
        </message>
        <message>
            <source>Save the board as a PNG</source>
            <translation>판을 PNG로 저장합니다</translation>
        </message>
        <message>
            <source>Save the game as tenhou.net/6 JSON or an mjai log</source>
            <translation>대국을 tenhou.net/6 JSON 또는 mjai 기록으로 저장합니다</translation>
        </message>
        <message>
            <source>Seats shown as A, B, C, D (for sharing)</source>
            <translation>자리를 A, B, C, D로 표시합니다 (공유용)</translation>
        </message>
        <message>
            <source>Shade &amp;tsumogiri</source>
            <translation>쯔모기리 어둡게(&amp;T)</translation>
        </message>
        <message>
            <source>Shade tsumogiri discards</source>
            <translation>쯔모기리 버림패를 어둡게 표시</translation>
        </message>
        <message>
            <source>Start of the round</source>
            <translation>국의 시작</translation>
        </message>
        <message>
            <source>The &amp;wall</source>
            <translation>패산(&amp;W)</translation>
        </message>
        <message>
            <source>The game's scores: each seat after every round, the standings</source>
            <translation>대국의 점수 추이: 국마다의 점수와 최종 순위</translation>
        </message>
        <message>
            <source>The wall face do&amp;wn</source>
            <translation>패산 뒷면으로(&amp;N)</translation>
        </message>
        <message>
            <source>The wall face down, as the players see it</source>
            <translation>대국자가 보는 대로 패산을 뒷면으로 표시합니다</translation>
        </message>
        <message>
            <source>The wall face up and each seat's next draws</source>
            <translation>패산을 앞면으로, 각 자리의 다음 쯔모를 표시합니다</translation>
        </message>
        <message>
            <source>This help</source>
            <translation>이 도움말</translation>
        </message>
    </context>
    <context>
        <name>analysis</name>
        <message>
            <source>Best discards ({shanten} after):</source>
            <translation>최선의 버림패 (버린 후 {shanten}):</translation>
        </message>
        <message>
            <source>Complete</source>
            <translation>화료형</translation>
        </message>
        <message>
            <source>Fu: {lines} = {fu}</source>
            <translation>부: {lines} = {fu}</translation>
        </message>
        <message>
            <source>Furiten</source>
            <translation>후리텐</translation>
        </message>
        <message>
            <source>Furiten ({ja}): {why}</source>
            <translation>후리텐 ({ja}): {why}</translation>
        </message>
        <message>
            <source>Hand: {groups}</source>
            <translation>손패: {groups}</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>텐파이</translation>
        </message>
        <message>
            <source>Wait: {wait}</source>
            <translation>대기: {wait}</translation>
        </message>
        <message>
            <source>Waits: {waits} ({count} left)</source>
            <translation>대기: {waits} (남은 {count}장)</translation>
        </message>
        <message>
            <source>a wait is in its own discards</source>
            <translation>자기 버림패에 대기패가 있음</translation>
        </message>
        <message>
            <source>all hands face up: tiles in every hand count as seen</source>
            <translation>모든 손패 공개: 모든 손패의 패를 보이는 패로 셈</translation>
        </message>
        <message>
            <source>chi</source>
            <translation>치</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>화료형</translation>
        </message>
        <message>
            <source>kan</source>
            <translation>밍깡</translation>
        </message>
        <message>
            <source>let a winning tile pass after riichi</source>
            <translation>리치 후 화료패를 놓침</translation>
        </message>
        <message>
            <source>let a winning tile pass since its last discard</source>
            <translation>마지막 버림 이후 화료패를 놓침</translation>
        </message>
        <message>
            <source>other hands hidden: tiles in them count as unseen</source>
            <translation>다른 손패 숨김: 그 패는 보이지 않는 패로 셈</translation>
        </message>
        <message>
            <source>pair</source>
            <translation>머리</translation>
        </message>
        <message>
            <source>pon</source>
            <translation>퐁</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>텐파이</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}샹텐</translation>
        </message>
        <message>
            <source>{kinds}-way wait, {tiles} left</source>
            <translation>{kinds}종 {tiles}장</translation>
        </message>
        <message>
            <source>{tile}: {count} tiles ({improving})</source>
            <translation>{tile}: {count}장 ({improving})</translation>
        </message>
        <message>
            <source>… {count} more</source>
            <translation>… {count}개 더</translation>
        </message>
    </context>
    <context>
        <name>board</name>
        <message>
            <source>{count} left</source>
            <translation>남은 패 {count}</translation>
        </message>
        <message>
            <source>{wind} {number}</source>
            <translation>{wind}{number}국</translation>
        </message>
    </context>
    <context>
        <name>coach</name>
        <message>
            <source> points lost</source>
            <translation>점 초과 손실</translation>
        </message>
        <message>
            <source>(red five)</source>
            <translation>(적)</translation>
        </message>
        <message>
            <source>A decision counts as costly (next / previous costly decision) when it loses more than this many points of value</source>
            <translation>기대값을 이 점수보다 많이 잃은 타패를 손해 타패로 봅니다 (다음/이전 손해 타패)</translation>
        </message>
        <message>
            <source>Ankan</source>
            <translation>안깡</translation>
        </message>
        <message>
            <source>Best efficiency: played {played} ({ukeire})</source>
            <translation>최대 유효패: {played} 버림 ({ukeire}장)</translation>
        </message>
        <message>
            <source>Best {best}: {numbers}; played {played}: −{loss}</source>
            <translation>최선 {best}: {numbers}; 실제 {played}: −{loss}점</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; played {played}: {played_value} (−{loss})</source>
            <translation>최선 {best}: {value}점; 실제 {played}: {played_value} (−{loss})</translation>
        </message>
        <message>
            <source>Best {best}: {value} points; {other}: {other_value} ({taken})</source>
            <translation>최선 {best}: {value}점; {other}: {other_value} ({taken})</translation>
        </message>
        <message>
            <source>Best: played {played} ({numbers})</source>
            <translation>최선: {played} 버림 ({numbers})</translation>
        </message>
        <message>
            <source>Best: played {played} ({value} points; {other}: {other_value})</source>
            <translation>최선: 실제 {played} ({value}점; {other}: {other_value})</translation>
        </message>
        <message>
            <source>By the measured rule of riichi or dama (no points lost are counted)</source>
            <translation>리치냐 다마냐의 실측 기준 (손실 점수는 세지 않음)</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more)</source>
            <translation>기대값: 추정 (3샹텐 이상의 손패)</translation>
        </message>
        <message>
            <source>By value: an estimate (a hand at 3-shanten or more), weighed by the round's survival</source>
            <translation>기대값: 추정 (3샹텐 이상의 손패), 국이 계속될 확률로 가중</translation>
        </message>
        <message>
            <source>By value: the exact one-player model</source>
            <translation>기대값: 1인 모델의 정확한 계산</translation>
        </message>
        <message>
            <source>By value: the exact one-player model, each draw weighed by the round's survival</source>
            <translation>기대값: 1인 모델의 정확한 계산, 각 쯔모를 국이 계속될 확률로 가중</translation>
        </message>
        <message>
            <source>By value: the pick {picks} of {count} · points lost {points}</source>
            <translation>기대값: 최선 {count}회 중 {picks}회 · 손실 {points}점</translation>
        </message>
        <message>
            <source>By value: {numbers}; the pick</source>
            <translation>기대값: {numbers}; 최선</translation>
        </message>
        <message>
            <source>By value: {numbers}; −{loss} against the pick</source>
            <translation>기대값: {numbers}; 최선보다 −{loss}점</translation>
        </message>
        <message>
            <source>Call decisions: {count} · the pick in {picks} · calls missed {missed} · calls against the pick {extra}</source>
            <translation>울기 판단: {count}회 · 최선 {picks}회 · 놓친 울기 {missed}회 · 불필요한 울기 {extra}회</translation>
        </message>
        <message>
            <source>Call or pass</source>
            <translation>울기냐 패스냐</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>치</translation>
        </message>
        <message>
            <source>Coach</source>
            <translation>코치</translation>
        </message>
        <message>
            <source>Costliest decisions (click to go there)</source>
            <translation>손해가 큰 타패 (클릭하여 이동)</translation>
        </message>
        <message>
            <source>Costly from</source>
            <translation>손해 기준</translation>
        </message>
        <message>
            <source>Daiminkan</source>
            <translation>대명깡</translation>
        </message>
        <message>
            <source>Dama</source>
            <translation>다마</translation>
        </message>
        <message>
            <source>Danger against riichi (deal-in rate)</source>
            <translation>리치에 대한 위험도 (방총률)</translation>
        </message>
        <message>
            <source>Deal-in %</source>
            <translation>방총률</translation>
        </message>
        <message>
            <source>Deal-ins: {count}</source>
            <translation>방총: {count}회</translation>
        </message>
        <message>
            <source>Decisions: {count} · best efficiency {matches} ({share})</source>
            <translation>타패: {count} · 최대 유효패 {matches} ({share})</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>버림</translation>
        </message>
        <message>
            <source>Discard after</source>
            <translation>그 뒤의 버림</translation>
        </message>
        <message>
            <source>Discard {tile}: {shanten}, {ukeire} ukeire</source>
            <translation>{tile} 버림: {shanten}, 유효패 {ukeire}장</translation>
        </message>
        <message>
            <source>Efficiency: {efficiency} ({actual} of {best} ukeire)</source>
            <translation>패효율: {efficiency} (유효패 {best}장 중 {actual}장)</translation>
        </message>
        <message>
            <source>Folds against riichi: {count}</source>
            <translation>리치에 대한 베타오리: {count}회</translation>
        </message>
        <message>
            <source>Judged by value so far: {valued} of {total}…</source>
            <translation>기대값 판정: {total}개 중 {valued}개…</translation>
        </message>
        <message>
            <source>Judging by value…</source>
            <translation>기대값 계산 중…</translation>
        </message>
        <message>
            <source>Kakan</source>
            <translation>가깡</translation>
        </message>
        <message>
            <source>Kan decisions: {count} · the pick in {picks} · kans missed {missed} · kans against the pick {extra}</source>
            <translation>깡 판단: {count}회 · 최선 {picks}회 · 놓친 깡 {missed}회 · 불필요한 깡 {extra}회</translation>
        </message>
        <message>
            <source>Kan or not</source>
            <translation>깡이냐 아니냐</translation>
        </message>
        <message>
            <source>Last discard: {verdict}</source>
            <translation>직전 타패: {verdict}</translation>
        </message>
        <message>
            <source>No decision of the bottom seat at this step.</source>
            <translation>이 단계에는 아래 자리의 타패가 없습니다.</translation>
        </message>
        <message>
            <source>No earlier costly decision</source>
            <translation>이전에 손해 타패가 없습니다</translation>
        </message>
        <message>
            <source>No further costly decision</source>
            <translation>이후에 손해 타패가 없습니다</translation>
        </message>
        <message>
            <source>No kan</source>
            <translation>깡 안 함</translation>
        </message>
        <message>
            <source>Nobody is in riichi.</source>
            <translation>리치한 사람이 없습니다.</translation>
        </message>
        <message>
            <source>Not judged by value (the coach failed): by ukeire</source>
            <translation>기대값을 계산하지 못했습니다 (코치 오류): 유효패로 표시</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>선택지</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>타점</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>퐁</translation>
        </message>
        <message>
            <source>Pushes against riichi: {pushes}</source>
            <translation>리치에 대한 밀기: {pushes}</translation>
        </message>
        <message>
            <source>Right to fold: played {played} (genbutsu)</source>
            <translation>올바른 베타오리: {played} 버림 (현물)</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>리치</translation>
        </message>
        <message>
            <source>Riichi or dama</source>
            <translation>리치냐 다마냐</translation>
        </message>
        <message>
            <source>Riichi or dama: {count} decisions · as the rule says in {matches}</source>
            <translation>리치냐 다마냐: {count}회 · 기준대로 {matches}회</translation>
        </message>
        <message>
            <source>Shanten</source>
            <translation>샹텐</translation>
        </message>
        <message>
            <source>Shanten back: best {best} ({ukeire}), played {played}</source>
            <translation>샹텐 후퇴: 최선 {best} ({ukeire}장), 실제 {played}</translation>
        </message>
        <message>
            <source>Shanten backs: {count}</source>
            <translation>샹텐 후퇴: {count}회</translation>
        </message>
        <message>
            <source>Tenpai %</source>
            <translation>텐파이율</translation>
        </message>
        <message>
            <source>The coach could not judge this step: {error}</source>
            <translation>코치가 이 단계를 판정하지 못했습니다: {error}</translation>
        </message>
        <message>
            <source>The game</source>
            <translation>대국 전체</translation>
        </message>
        <message>
            <source>This decision</source>
            <translation>이번 판단</translation>
        </message>
        <message>
            <source>This round's decisions of the bottom seat by value: green the pick, yellow a small loss, red a loss of {large} points or more, grey still being judged (click one)</source>
            <translation>이번 국 아래 자리의 타패 (기대값): 초록은 최선, 노랑은 작은 손실, 빨강은 {large}점 이상의 손실, 회색은 계산 중 (클릭하여 이동)</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>패</translation>
        </message>
        <message>
            <source>Tiles that advance</source>
            <translation>유효패</translation>
        </message>
        <message>
            <source>Ukeire</source>
            <translation>유효패 수</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>기대값</translation>
        </message>
        <message>
            <source>Win %</source>
            <translation>화료율</translation>
        </message>
        <message>
            <source>about {points} points (estimate)</source>
            <translation>약 {points}점 (추정)</translation>
        </message>
        <message>
            <source>against {name}</source>
            <translation>{name} 상대</translation>
        </message>
        <message>
            <source>ankan {tiles}</source>
            <translation>안깡 {tiles}</translation>
        </message>
        <message>
            <source>another seat's call took the tile first</source>
            <translation>다른 사람의 울기가 우선</translation>
        </message>
        <message>
            <source>bad wait: riichi unless 3 han dama that can win by ron</source>
            <translation>우형: 론 화료 가능한 다마 3판 이상이 아니면 리치</translation>
        </message>
        <message>
            <source>chi {tiles}</source>
            <translation>치 {tiles}</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>화료형</translation>
        </message>
        <message>
            <source>daiminkan {tiles}</source>
            <translation>대명깡 {tiles}</translation>
        </message>
        <message>
            <source>dama</source>
            <translation>다마</translation>
        </message>
        <message>
            <source>genbutsu</source>
            <translation>현물</translation>
        </message>
        <message>
            <source>good wait: riichi unless haneman dama</source>
            <translation>양형: 다마로 하네만 이상이 아니면 리치</translation>
        </message>
        <message>
            <source>half-suji</source>
            <translation>반스지</translation>
        </message>
        <message>
            <source>honour, {count} seen</source>
            <translation>자패 {count}장 보임</translation>
        </message>
        <message>
            <source>judging…</source>
            <translation>계산 중…</translation>
        </message>
        <message>
            <source>kakan {tiles}</source>
            <translation>가깡 {tiles}</translation>
        </message>
        <message>
            <source>no kan</source>
            <translation>깡 안 함</translation>
        </message>
        <message>
            <source>no suji</source>
            <translation>무스지</translation>
        </message>
        <message>
            <source>no yaku without riichi (on a wait at least): riichi</source>
            <translation>리치 없이는 역 없음 (적어도 한 대기에서): 리치</translation>
        </message>
        <message>
            <source>no-chance</source>
            <translation>노찬스</translation>
        </message>
        <message>
            <source>none</source>
            <translation>없음</translation>
        </message>
        <message>
            <source>one-chance</source>
            <translation>원찬스</translation>
        </message>
        <message>
            <source>pass</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>pon {tiles}</source>
            <translation>퐁 {tiles}</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>리치</translation>
        </message>
        <message>
            <source>suji</source>
            <translation>스지</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>텐파이</translation>
        </message>
        <message>
            <source>tenpai {tenpai} %, {numbers}</source>
            <translation>텐파이율 {tenpai}%, {numbers}</translation>
        </message>
        <message>
            <source>two or fewer draws left: riichi only with 3 han or more with riichi</source>
            <translation>남은 쯔모 2회 이하: 리치 포함 3판 이상일 때만 리치</translation>
        </message>
        <message>
            <source>win {win} %, {points} points</source>
            <translation>화료율 {win}%, {points}점</translation>
        </message>
        <message>
            <source>{cls} against {name}: about {danger} deal-in</source>
            <translation>{name} 상대 {cls}: 방총률 약 {danger}</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}샹텐</translation>
        </message>
        <message>
            <source>{line} among those judged so far ({count} still being judged)</source>
            <translation>{line} (계산된 타패 중에서; {count}개 계산 중)</translation>
        </message>
        <message>
            <source>{numbers}, deal-in {deal_in} %</source>
            <translation>{numbers}, 방총률 {deal_in}%</translation>
        </message>
        <message>
            <source>{pick} ({rule}): riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>{pick} ({rule}): 리치 {riichi}점, 다마 {dama}점; 실제 {played}</translation>
        </message>
        <message>
            <source>{pick} by the rule: riichi {riichi} points, dama {dama}; played {played}</source>
            <translation>기준상 {pick}: 리치 {riichi}점, 다마 {dama}점; 실제 {played}</translation>
        </message>
        <message>
            <source>{question}: played {played}</source>
            <translation>{question}: 실제 {played}</translation>
        </message>
        <message>
            <source>{round} · step {step}: played {played}, best {best}, −{loss} points</source>
            <translation>{round} · {step}단계: {played} 버림, 최선 {best}, −{loss}점</translation>
        </message>
        <message>
            <source>{round} · step {step}: {played}, best {best}, −{loss} points</source>
            <translation>{round} · {step}단계: {played}, 최선 {best}, −{loss}점</translation>
        </message>
        <message>
            <source>{round}: {tile} to {name} ({cls}, {danger})</source>
            <translation>{round}: {name}에게 {tile}로 방총 ({cls}, {danger})</translation>
        </message>
        <message>
            <source>{tile}: kuikae forbids discarding it now</source>
            <translation>{tile}: 쿠이카에로 지금은 버릴 수 없습니다</translation>
        </message>
        <message>
            <source>−{loss} ukeire: best {best} ({best_ukeire}), played {played} ({played_ukeire})</source>
            <translation>유효패 −{loss}장: 최선 {best} ({best_ukeire}장), 실제 {played} ({played_ukeire}장)</translation>
        </message>
    </context>
    <context>
        <name>draw</name>
        <message>
            <source>Exhaustive draw</source>
            <translation>유국</translation>
        </message>
        <message>
            <source>Four kans</source>
            <translation>사깡유국</translation>
        </message>
        <message>
            <source>Four riichi</source>
            <translation>사가리치</translation>
        </message>
        <message>
            <source>Four winds</source>
            <translation>사풍연타</translation>
        </message>
        <message>
            <source>Nagashi Mangan</source>
            <translation>유국만관</translation>
        </message>
        <message>
            <source>Nine terminals</source>
            <translation>구종구패</translation>
        </message>
        <message>
            <source>Triple ron</source>
            <translation>삼가화</translation>
        </message>
    </context>
    <context>
        <name>events</name>
        <message>
            <source>, {count} riichi stick(s) on the table</source>
            <translation>, 공탁 {count}개</translation>
        </message>
        <message>
            <source>, {count} tenpai</source>
            <translation>, 텐파이 {count}명</translation>
        </message>
        <message>
            <source>Draw: {name}</source>
            <translation>유국: {name}</translation>
        </message>
        <message>
            <source>New dora indicator {tile} (dora {dora})</source>
            <translation>새 도라 표시패 {tile} (도라 {dora})</translation>
        </message>
        <message>
            <source>from the hand</source>
            <translation>손에서</translation>
        </message>
        <message>
            <source>from {who}</source>
            <translation>({who}에게서)</translation>
        </message>
        <message>
            <source>riichi declaration</source>
            <translation>리치 선언패</translation>
        </message>
        <message>
            <source>tsumogiri</source>
            <translation>쯔모기리</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu}부 {han}판</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han}판</translation>
        </message>
        <message>
            <source>{title}: {who} deals; dora indicator {tile} (dora {dora})</source>
            <translation>{title}: 친 {who}; 도라 표시패 {tile} (도라 {dora})</translation>
        </message>
        <message>
            <source>{who} adds {tile} to the pon (kakan)</source>
            <translation>{who} 가깡 {tile}</translation>
        </message>
        <message>
            <source>{who} calls chi {tile}{from_whom} ({run})</source>
            <translation>{who} 치 {tile}{from_whom} ({run})</translation>
        </message>
        <message>
            <source>{who} calls kan {tile}{from_whom} (daiminkan)</source>
            <translation>{who} 깡 {tile}{from_whom} (대명깡)</translation>
        </message>
        <message>
            <source>{who} calls pon {tile}{from_whom}</source>
            <translation>{who} 퐁 {tile}{from_whom}</translation>
        </message>
        <message>
            <source>{who} declares a closed kan of {tile} (ankan)</source>
            <translation>{who} 안깡 {tile}</translation>
        </message>
        <message>
            <source>{who} declares riichi</source>
            <translation>{who} 리치 선언</translation>
        </message>
        <message>
            <source>{who} discards {tile}</source>
            <translation>{who} 버림 {tile}</translation>
        </message>
        <message>
            <source>{who} draws {tile}</source>
            <translation>{who} 쯔모 {tile}</translation>
        </message>
        <message>
            <source>{who} sets aside a North (kita)</source>
            <translation>{who} 북빼기</translation>
        </message>
        <message>
            <source>{who} wins by ron from {loser} on {tile}: {points} ({value})</source>
            <translation>{who} 론 화료 ({loser}에게서) {tile}: {points}점 ({value})</translation>
        </message>
        <message>
            <source>{who} wins by tsumo on {tile}: {points} ({value})</source>
            <translation>{who} 쯔모 화료 {tile}: {points}점 ({value})</translation>
        </message>
        <message>
            <source>{who}'s riichi stands: 1000 points go on the table</source>
            <translation>{who} 리치 성립: 1000점 공탁</translation>
        </message>
    </context>
    <context>
        <name>exporting</name>
        <message>
            <source>Copied {round} as a tenhou.net/6 link ({count} characters)</source>
            <translation>{round}을(를) tenhou.net/6 링크로 복사했습니다 ({count}자)</translation>
        </message>
        <message>
            <source>Export the game</source>
            <translation>대국 내보내기</translation>
        </message>
        <message>
            <source>Exported to {path}</source>
            <translation>{path}(으)로 내보냈습니다</translation>
        </message>
        <message>
            <source>mjai event log (*.jsonl)</source>
            <translation>mjai 이벤트 로그 (*.jsonl)</translation>
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
            <translation>기본부</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>안깡</translation>
        </message>
        <message>
            <source>Closed pon</source>
            <translation>안커</translation>
        </message>
        <message>
            <source>Closed ron</source>
            <translation>멘젠 론</translation>
        </message>
        <message>
            <source>Double wind pair</source>
            <translation>연풍패 머리</translation>
        </message>
        <message>
            <source>Kanchan wait</source>
            <translation>간짱 대기</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>밍깡</translation>
        </message>
        <message>
            <source>Open pinfu shape</source>
            <translation>울은 핑후형</translation>
        </message>
        <message>
            <source>Open pon</source>
            <translation>밍커</translation>
        </message>
        <message>
            <source>Penchan wait</source>
            <translation>변짱 대기</translation>
        </message>
        <message>
            <source>Rounded up</source>
            <translation>올림</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>치또이츠</translation>
        </message>
        <message>
            <source>Tanki wait</source>
            <translation>단기 대기</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>쯔모</translation>
        </message>
        <message>
            <source>Value pair</source>
            <translation>역패 머리</translation>
        </message>
    </context>
    <context>
        <name>group</name>
        <message>
            <source>Chi</source>
            <translation>치</translation>
        </message>
        <message>
            <source>Closed kan</source>
            <translation>안깡</translation>
        </message>
        <message>
            <source>Open kan</source>
            <translation>밍깡</translation>
        </message>
        <message>
            <source>Pair</source>
            <translation>머리</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>퐁</translation>
        </message>
        <message>
            <source>Quad</source>
            <translation>깡쯔</translation>
        </message>
        <message>
            <source>Sequence</source>
            <translation>슌쯔</translation>
        </message>
        <message>
            <source>Triplet</source>
            <translation>커쯔</translation>
        </message>
    </context>
    <context>
        <name>help</name>
        <message>
            <source>Click a round</source>
            <translation>국 클릭</translation>
        </message>
        <message>
            <source>F1, ? or Esc closes this help</source>
            <translation>F1, ? 또는 Esc로 이 도움말 닫기</translation>
        </message>
        <message>
            <source>In the round list: go to its start</source>
            <translation>국 목록에서: 그 국의 시작으로</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>키보드 단축키</translation>
        </message>
        <message>
            <source>Mouse wheel</source>
            <translation>마우스 휠</translation>
        </message>
        <message>
            <source>One event per notch (down = on)</source>
            <translation>한 칸에 한 단계 (아래 = 앞으로)</translation>
        </message>
        <message>
            <source>Popups</source>
            <translation>팝업</translation>
        </message>
    </context>
    <context>
        <name>language</name>
        <message>
            <source>&amp;Japanese terms beside</source>
            <translation>일본어 용어 함께 표시(&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>언어(&amp;L)</translation>
        </message>
        <message>
            <source>Keep the Japanese term beside the translated one (for learners)</source>
            <translation>번역어 옆에 일본어 용어 표시 (학습용)</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>시스템 언어</translation>
        </message>
    </context>
    <context>
        <name>library</name>
        <message>
            <source> (first: {name}: {error})</source>
            <translation> (첫 번째: {name}: {error})</translation>
        </message>
        <message>
            <source>%v/%m files, {rate}/s</source>
            <translation>%v/%m 파일, {rate}/초</translation>
        </message>
        <message>
            <source>%v/%m games, estimating the time left</source>
            <translation>%v/%m전, 남은 시간 추정 중</translation>
        </message>
        <message>
            <source>%v/%m games, {left} left</source>
            <translation>%v/%m전, 남은 시간 {left}</translation>
        </message>
        <message>
            <source>&amp;Library…</source>
            <translation>라이브러리(&amp;L)…</translation>
        </message>
        <message>
            <source>, {count} gone</source>
            <translation>, {count}개 사라짐</translation>
        </message>
        <message>
            <source>, {count} unreadable (first: {name}: {error})</source>
            <translation>, {count}개 읽을 수 없음 (첫 번째: {name}: {error})</translation>
        </message>
        <message>
            <source>3-player</source>
            <translation>3인 마작</translation>
        </message>
        <message>
            <source>4-player</source>
            <translation>4인 마작</translation>
        </message>
        <message>
            <source>; not found: {folders}</source>
            <translation>; 찾을 수 없음: {folders}</translation>
        </message>
        <message>
            <source>Add a folder of logs to the library</source>
            <translation>패보 폴더를 라이브러리에 추가</translation>
        </message>
        <message>
            <source>Add folder…</source>
            <translation>폴더 추가…</translation>
        </message>
        <message>
            <source>All modes</source>
            <translation>모든 방식</translation>
        </message>
        <message>
            <source>All rounds</source>
            <translation>모든 국</translation>
        </message>
        <message>
            <source>Any game</source>
            <translation>모든 대국</translation>
        </message>
        <message>
            <source>Average deal-in</source>
            <translation>평균 방총 점수</translation>
        </message>
        <message>
            <source>Average draws to a win</source>
            <translation>평균 화료 순목</translation>
        </message>
        <message>
            <source>Average placement</source>
            <translation>평균 순위</translation>
        </message>
        <message>
            <source>Average win</source>
            <translation>평균 화료 점수</translation>
        </message>
        <message>
            <source>Bad-move rate (Mortal, played under 5 %)</source>
            <translation>악수율 (Mortal, 선택 확률 5 % 미만)</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>최선</translation>
        </message>
        <message>
            <source>Call or pass: picks matched (coach)</source>
            <translation>울기냐 패스냐: 코치 추천 일치율</translation>
        </message>
        <message>
            <source>Call rate</source>
            <translation>후로율</translation>
        </message>
        <message>
            <source>Click to open the game.</source>
            <translation>클릭하면 대국을 엽니다.</translation>
        </message>
        <message>
            <source>Costliest decisions of all your judged games (double-click: see it with the coach)</source>
            <translation>판정한 모든 대국에서 손실이 큰 타패 (더블클릭: 코치와 함께 보기)</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>날짜</translation>
        </message>
        <message>
            <source>Deal-in rate</source>
            <translation>방총률</translation>
        </message>
        <message>
            <source>Deal-in rate per game (average of 20)</source>
            <translation>대국별 방총률 (20전 평균)</translation>
        </message>
        <message>
            <source>Draw luck (z)</source>
            <translation>쯔모 운 (z)</translation>
        </message>
        <message>
            <source>Every game of {me} is judged already.</source>
            <translation>{me}의 대국은 모두 판정되었습니다.</translation>
        </message>
        <message>
            <source>Every indexed game: search, filters, statistics</source>
            <translation>등록된 모든 대국: 검색, 필터, 통계</translation>
        </message>
        <message>
            <source>From YYYY-MM-DD</source>
            <translation>시작 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>대국</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>대국</translation>
        </message>
        <message>
            <source>Games with {tag}</source>
            <translation>{tag} 있는 대국</translation>
        </message>
        <message>
            <source>Judge my games</source>
            <translation>내 대국 판정</translation>
        </message>
        <message>
            <source>Judge my games…</source>
            <translation>내 대국 판정…</translation>
        </message>
        <message numerus="yes">
            <source>Judged %n game(s) of {me} ({failed} could not be judged)</source>
            <translation>
                <numerusform>{me}의 대국 %n전을 판정했습니다 (판정할 수 없었던 대국 {failed})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Judging stopped: %n game(s) of {me} judged, {left} left for the next time</source>
            <translation>
                <numerusform>판정을 멈췄습니다: {me}의 대국 %n전 판정, 남은 {left}전은 다음에</numerusform>
            </translation>
        </message>
        <message>
            <source>Judging the games of {me} …</source>
            <translation>{me}의 대국을 판정하는 중…</translation>
        </message>
        <message>
            <source>Library — mjlog-viewer</source>
            <translation>라이브러리 — mjlog-viewer</translation>
        </message>
        <message>
            <source>Library: adding {folders} …</source>
            <translation>라이브러리: {folders} 추가 중…</translation>
        </message>
        <message>
            <source>Library: {text}</source>
            <translation>라이브러리: {text}</translation>
        </message>
        <message>
            <source>Lobby</source>
            <translation>로비</translation>
        </message>
        <message>
            <source>Lobby (鳳, 東…)</source>
            <translation>로비 (鳳, 東…)</translation>
        </message>
        <message>
            <source>Log id</source>
            <translation>패보 ID</translation>
        </message>
        <message>
            <source>Me (your name)</source>
            <translation>나 (내 이름)</translation>
        </message>
        <message>
            <source>Mortal rating</source>
            <translation>Mortal 평가</translation>
        </message>
        <message>
            <source>Mortal rating {rating}</source>
            <translation>Mortal 평가 {rating}</translation>
        </message>
        <message>
            <source>No game has these yet: {titles}.</source>
            <translation>아직 어느 대국에도 없는 항목: {titles}.</translation>
        </message>
        <message>
            <source>Picks matched (coach)</source>
            <translation>코치 추천 일치율</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>순위</translation>
        </message>
        <message>
            <source>Placement (average of 10)</source>
            <translation>순위 (10전 평균)</translation>
        </message>
        <message>
            <source>Placements</source>
            <translation>순위 분포</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>타패</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Player or log id</source>
            <translation>플레이어 또는 패보 ID</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Points lost</source>
            <translation>손실 점수</translation>
        </message>
        <message>
            <source>Points lost per decision (coach)</source>
            <translation>타패당 손실 점수 (코치)</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>추이</translation>
        </message>
        <message>
            <source>Rate at the start of each game</source>
            <translation>대국 시작 시 레이트</translation>
        </message>
        <message>
            <source>Riichi rate</source>
            <translation>리치율</translation>
        </message>
        <message>
            <source>Riichi rounds dealt in</source>
            <translation>리치 후 방총률</translation>
        </message>
        <message>
            <source>Riichi rounds won</source>
            <translation>리치 후 화료율</translation>
        </message>
        <message numerus="yes">
            <source>Rolling mean over %n game(s)</source>
            <translation>
                <numerusform>이동 평균: 최근 %n전</numerusform>
            </translation>
        </message>
        <message>
            <source>Round</source>
            <translation>국</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>국 수</translation>
        </message>
        <message>
            <source>Rounds “me” called</source>
            <translation>내가 울은 국</translation>
        </message>
        <message>
            <source>Rounds “me” dealt in</source>
            <translation>내가 방총한 국</translation>
        </message>
        <message>
            <source>Rounds “me” declared riichi</source>
            <translation>내가 리치한 국</translation>
        </message>
        <message>
            <source>Rounds “me” won</source>
            <translation>내가 화료한 국</translation>
        </message>
        <message>
            <source>Rounds “me” won with yaku id…</source>
            <translation>내가 역 ID로 화료한 국…</translation>
        </message>
        <message>
            <source>Run the coach over every game of “Me” not judged yet and keep its verdicts: the Progress tab's trends and costliest decisions</source>
            <translation>“나”의 아직 판정하지 않은 모든 대국을 코치로 판정하고 결과를 저장합니다: 추이 탭의 그래프와 손실이 큰 타패</translation>
        </message>
        <message>
            <source>Run the coach over the {count} games of {me} not judged yet?

It takes minutes a game, in the background on {cores} cores. You can stop at any time: the games judged are kept and the next run judges the rest.</source>
            <translation>{me}의 아직 판정하지 않은 대국 {count}전을 코치로 판정할까요?

한 대국에 몇 분이 걸리며 백그라운드에서 코어 {cores}개를 사용합니다. 언제든 멈출 수 있습니다: 판정한 대국은 남고 다음에 나머지를 판정합니다.</translation>
        </message>
        <message>
            <source>Scanning {folders} …</source>
            <translation>{folders} 읽는 중…</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>점수</translation>
        </message>
        <message>
            <source>Showing {me}, the player whose games were judged (index --judge); type a name in “Me” to see another player's.</source>
            <translation>대국이 판정된 플레이어 {me}를 보여 줍니다 (index --judge). 다른 플레이어는 “나”에 이름을 입력하세요.</translation>
        </message>
        <message>
            <source>Stop judging</source>
            <translation>판정 멈춤</translation>
        </message>
        <message>
            <source>Stopping after the decisions in hand …</source>
            <translation>판정 중인 타패가 끝나면 멈춥니다…</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>태그</translation>
        </message>
        <message>
            <source>Tenhou yaku id (1 riichi, 7 pinfu, 8 tanyao, 39 daisangen …)</source>
            <translation>텐호 역 ID (1 리치, 7 핑후, 8 탕야오, 39 대삼원 …)</translation>
        </message>
        <message>
            <source>The judging stopped: {error}</source>
            <translation>판정이 멈췄습니다: {error}</translation>
        </message>
        <message>
            <source>The library cannot be opened: {error}</source>
            <translation>라이브러리를 열 수 없음: {error}</translation>
        </message>
        <message>
            <source>The scan stopped: {error}</source>
            <translation>읽기가 멈췄습니다: {error}</translation>
        </message>
        <message>
            <source>To YYYY-MM-DD</source>
            <translation>끝 YYYY-MM-DD</translation>
        </message>
        <message>
            <source>Type your name in “Me” first: the coach judges that player's games.</source>
            <translation>먼저 “나”에 이름을 넣으세요: 코치는 그 플레이어의 대국을 판정합니다.</translation>
        </message>
        <message>
            <source>Type your name in “Me” to ask about your rounds.</source>
            <translation>“나”에 이름을 넣으면 내 국을 찾을 수 있습니다.</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your progress.</source>
            <translation>“나”에 이름을 넣으면 추이가 표시됩니다.</translation>
        </message>
        <message>
            <source>Type your name in “Me” to see your statistics.</source>
            <translation>“나”에 이름을 넣으면 통계가 표시됩니다.</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>화료율</translation>
        </message>
        <message>
            <source>Win rate per game (average of 20)</source>
            <translation>대국별 화료율 (20전 평균)</translation>
        </message>
        <message>
            <source>Wins by tsumo</source>
            <translation>쯔모 화료율</translation>
        </message>
        <message>
            <source>Wins closed without riichi</source>
            <translation>다마 화료율</translation>
        </message>
        <message numerus="yes">
            <source>bad moves in {bad} of %n decision(s) ({share})</source>
            <translation>
                <numerusform>%n번의 선택 중 악수 {bad}번 ({share})</numerusform>
            </translation>
        </message>
        <message>
            <source>cut off</source>
            <translation>중단</translation>
        </message>
        <message numerus="yes">
            <source>dealt in {dealt} of %n round(s) ({share})</source>
            <translation>
                <numerusform>%n국 중 {dealt}국 방총 ({share})</numerusform>
            </translation>
        </message>
        <message>
            <source>double ron</source>
            <translation>더블 론</translation>
        </message>
        <message>
            <source>draw ({kind})</source>
            <translation>유국 ({kind})</translation>
        </message>
        <message>
            <source>draw z {z} (hits: {hits}/{draws}, expected {expected}); dead waits: {dead}/{tenpais}</source>
            <translation>쯔모 운 z {z} (전진 {hits}/{draws}, 기대 {expected}); 죽은 대기 {dead}/{tenpais}</translation>
        </message>
        <message>
            <source>exhaustive draw</source>
            <translation>유국</translation>
        </message>
        <message>
            <source>incomplete</source>
            <translation>미완료</translation>
        </message>
        <message>
            <source>nagashi mangan</source>
            <translation>유국만관</translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n call decision(s) ({share}); calls missed {missed}, calls against the pick {extra}</source>
            <translation>
                <numerusform>%n번의 울기 판단 중 {picks}번이 코치 추천 ({share}); 놓친 울기 {missed}회, 불필요한 울기 {extra}회</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>the coach's pick in {picks} of %n discard(s) ({share})</source>
            <translation>
                <numerusform>%n번의 타패 중 {picks}번이 코치 추천 ({share})</numerusform>
            </translation>
        </message>
        <message>
            <source>undated</source>
            <translation>날짜 없음</translation>
        </message>
        <message>
            <source>won by {winners} ({points})</source>
            <translation>{winners} 화료 ({points})</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>역만</translation>
        </message>
        <message>
            <source>{count} games (query {ms} ms) — {path}</source>
            <translation>{count}개 대국 (검색 {ms} ms) — {path}</translation>
        </message>
        <message>
            <source>{found} log files: {read} read, {new} new games</source>
            <translation>패보 파일 {found}개: {read}개 읽음, 새 대국 {new}개</translation>
        </message>
        <message>
            <source>{me} did not play in this game.</source>
            <translation>{me}은(는) 이 대국에 참가하지 않았습니다.</translation>
        </message>
        <message numerus="yes">
            <source>{me}: %n game(s) judged by the coach, none left to judge.</source>
            <translation>
                <numerusform>{me}: %n전 모두 코치가 판정했습니다.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{me}: {judged} of %n game(s) judged by the coach. Judge my games… judges the rest (minutes a game, in the background).</source>
            <translation>
                <numerusform>{me}: %n전 중 {judged}전을 코치가 판정했습니다. “내 대국 판정…”으로 나머지를 판정합니다 (한 대국에 몇 분, 백그라운드).</numerusform>
            </translation>
        </message>
        <message>
            <source>{text} is not a date: write YYYY-MM-DD (ignored until then)</source>
            <translation>{text}은(는) 날짜가 아닙니다: YYYY-MM-DD로 쓰세요 (그때까지 무시)</translation>
        </message>
        <message numerus="yes">
            <source>{title} — %n game(s)</source>
            <translation>
                <numerusform>{title} — %n전</numerusform>
            </translation>
        </message>
        <message>
            <source>{title} — no games</source>
            <translation>{title} — 대국 없음</translation>
        </message>
        <message numerus="yes">
            <source>{value} points lost per decision (%n decision(s))</source>
            <translation>
                <numerusform>타패당 {value}점 손실 (%n번 타패)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>limit</name>
        <message>
            <source>Baiman</source>
            <translation>배만</translation>
        </message>
        <message>
            <source>Haneman</source>
            <translation>하네만</translation>
        </message>
        <message>
            <source>Kazoe Yakuman</source>
            <translation>헤아림 역만</translation>
        </message>
        <message>
            <source>Mangan</source>
            <translation>만관</translation>
        </message>
        <message>
            <source>Sanbaiman</source>
            <translation>삼배만</translation>
        </message>
        <message>
            <source>Yakuman</source>
            <translation>역만</translation>
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
            <translation>운</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>패산 없음: {reason}</translation>
        </message>
        <message>
            <source>Where each tenpai's winning tiles were, and what each call changed (click a line).</source>
            <translation>각 텐파이의 화료패가 어디 있었는지, 각 울기가 무엇을 바꿨는지 (줄을 클릭하면 그 단계로).</translation>
        </message>
        <message>
            <source>Your last tenpai ({waits}): {places}</source>
            <translation>마지막 텐파이 ({waits} 대기): {places}</translation>
        </message>
        <message>
            <source>a win with {tile}</source>
            <translation>{tile}(으)로 화료</translation>
        </message>
        <message>
            <source>cut off: no copy falls to {seat}'s own draws</source>
            <translation>쯔모 불가: {seat}의 쯔모로는 한 장도 오지 않음</translation>
        </message>
        <message>
            <source>dead wait: no copy left in the wall</source>
            <translation>죽은 대기: 패산에 한 장도 남지 않음</translation>
        </message>
        <message>
            <source>draws: {count}, improving: {hits} (expected {expected})</source>
            <translation>쯔모: {count}회, 전진: {hits}회 (기대 {expected})</translation>
        </message>
        <message>
            <source>none</source>
            <translation>없음</translation>
        </message>
        <message>
            <source>starting hand: {shanten} shanten, better than {share}% of starting hands</source>
            <translation>배패: {shanten}샹텐, 배패의 {share}%보다 좋음</translation>
        </message>
        <message>
            <source>step {step}</source>
            <translation>{step}단계</translation>
        </message>
        <message>
            <source>tenpai with {tile}</source>
            <translation>{tile}(으)로 텐파이</translation>
        </message>
        <message>
            <source>the first was {seat}'s {ordinal} draw</source>
            <translation>첫 장은 {seat}의 {ordinal}번째 쯔모</translation>
        </message>
        <message>
            <source>the wall is unknown</source>
            <translation>패산을 알 수 없음</translation>
        </message>
        <message>
            <source>without {caller}'s {call} of {discarder}'s discard</source>
            <translation>{caller}가 {discarder}의 버림패를 {call}하지 않았다면</translation>
        </message>
        <message>
            <source>z = {z}</source>
            <translation>z = {z}</translation>
        </message>
        <message>
            <source>{count} in sight</source>
            <translation>보이는 패 {count}장</translation>
        </message>
        <message>
            <source>{count} in the dead wall</source>
            <translation>왕패에 {count}장</translation>
        </message>
        <message>
            <source>{count} in {seat}'s hand</source>
            <translation>{seat}의 손패에 {count}장</translation>
        </message>
        <message>
            <source>{count} left in the wall</source>
            <translation>패산에 {count}장 남음</translation>
        </message>
        <message>
            <source>{seat} dealt in while tenpai</source>
            <translation>{seat} 텐파이에서 방총</translation>
        </message>
        <message>
            <source>{seat} tenpai on {waits}</source>
            <translation>{seat} 텐파이: {waits} 대기</translation>
        </message>
        <message>
            <source>{seat}'s next draws: {tiles} (drew {drew})</source>
            <translation>{seat}의 다음 쯔모: {tiles} (실제: {drew})</translation>
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
            <translation>파일(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Go</source>
            <translation>이동(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>도움말(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>재생(&amp;P)</translation>
        </message>
        <message>
            <source>&amp;Review</source>
            <translation>검토(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>보기(&amp;V)</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>최근 파일(&amp;R)</translation>
        </message>
    </context>
    <context>
        <name>popup</name>
        <message>
            <source>#{place}</source>
            <translation>{place}위</translation>
        </message>
        <message>
            <source>How the hand was scored</source>
            <translation>손패 계산</translation>
        </message>
        <message>
            <source>The log ends before the game does: scores as last seen.</source>
            <translation>패보가 대국 도중에 끝납니다: 마지막 점수입니다.</translation>
        </message>
        <message>
            <source>The log names no yaku, and the viewer could not score this hand: yaku unknown.</source>
            <translation>패보에 역이 기록되어 있지 않고 이 손패도 계산할 수 없었습니다: 역 불명.</translation>
        </message>
        <message>
            <source>The log names no yaku: these are the viewer's own count of this hand.</source>
            <translation>패보에 역이 기록되어 있지 않습니다: 아래는 이 뷰어가 계산한 것입니다.</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>대기</translation>
        </message>
        <message>
            <source>after</source>
            <translation>이후</translation>
        </message>
        <message>
            <source>before</source>
            <translation>이전</translation>
        </message>
        <message>
            <source>change</source>
            <translation>증감</translation>
        </message>
        <message>
            <source>points</source>
            <translation>포인트</translation>
        </message>
        <message>
            <source>score</source>
            <translation>점수</translation>
        </message>
        <message>
            <source>yakuman</source>
            <translation>역만</translation>
        </message>
        <message>
            <source>{fu} fu</source>
            <translation>{fu}부</translation>
        </message>
        <message>
            <source>{fu} fu {han} han</source>
            <translation>{fu}부 {han}판</translation>
        </message>
        <message>
            <source>{han} han</source>
            <translation>{han}판</translation>
        </message>
        <message>
            <source>{points} pts</source>
            <translation>{points}점</translation>
        </message>
        <message>
            <source>{ron}, from {who}</source>
            <translation>{ron}  {who}에게서</translation>
        </message>
    </context>
    <context>
        <name>quiz</name>
        <message>
            <source>A shanten back: your pick takes the hand further from tenpai.</source>
            <translation>향청 후퇴: 그 타패는 텐파이에서 멀어집니다.</translation>
        </message>
        <message>
            <source>Best</source>
            <translation>최선</translation>
        </message>
        <message>
            <source>Best: no option is worth more than yours.</source>
            <translation>최선: 이보다 기대값이 높은 선택지는 없습니다.</translation>
        </message>
        <message>
            <source>Best: your pick is worth the most.</source>
            <translation>최선: 기대값이 가장 높은 타패입니다.</translation>
        </message>
        <message>
            <source>Best: your pick keeps the most ukeire.</source>
            <translation>최선: 유효패가 가장 많은 타패입니다.</translation>
        </message>
        <message>
            <source>Best: {count} of {total}</source>
            <translation>최선: {total}문제 중 {count}</translation>
        </message>
        <message>
            <source>Call or pass?</source>
            <translation>울기냐 패스냐?</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: it has no discard to choose after this point of the game.</source>
            <translation>이 자리는 퀴즈를 할 수 없습니다: 여기서부터 고를 수 있는 타패가 없습니다.</translation>
        </message>
        <message>
            <source>Cannot quiz this seat: its hand is hidden in this log (it was written from another seat's view).</source>
            <translation>이 자리는 퀴즈를 할 수 없습니다: 이 패보에서는 손패가 가려져 있습니다 (다른 자리의 시점으로 기록된 패보입니다).</translation>
        </message>
        <message>
            <source>Click a tile of your hand, or pick one with ← / → and press Enter.</source>
            <translation>손패의 패를 클릭하거나 ← / → 로 골라 Enter를 누르세요.</translation>
        </message>
        <message>
            <source>Click an option below, or pick one with ↑ / ↓ and press Enter.</source>
            <translation>아래 선택지를 클릭하거나 ↑ / ↓ 로 골라 Enter를 누르세요.</translation>
        </message>
        <message>
            <source>Close the result (Enter) to play on.</source>
            <translation>결과를 닫으면 (Enter) 이어서 재생합니다.</translation>
        </message>
        <message>
            <source>Enter, Space or → plays on to the next decision.</source>
            <translation>Enter, Space 또는 → 로 다음 선택까지 재생합니다.</translation>
        </message>
        <message>
            <source>Judging {count} more answer(s) by value…</source>
            <translation>{count}문제의 기대값을 더 계산하는 중…</translation>
        </message>
        <message>
            <source>Kan or not?</source>
            <translation>깡이냐 아니냐?</translation>
        </message>
        <message>
            <source>Leave the quiz</source>
            <translation>퀴즈 종료</translation>
        </message>
        <message>
            <source>Mortal</source>
            <translation>Mortal</translation>
        </message>
        <message>
            <source>No answer yet.</source>
            <translation>아직 답이 없습니다.</translation>
        </message>
        <message>
            <source>No decision of this seat is left in the game.</source>
            <translation>이 대국에는 이 자리의 선택이 더 남아 있지 않습니다.</translation>
        </message>
        <message>
            <source>Open a game first: the quiz plays it from the bottom seat.</source>
            <translation>먼저 패보를 여세요: 퀴즈는 아래 자리의 시점으로 재생합니다.</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>계속</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>실전</translation>
        </message>
        <message>
            <source>Points lost: {points}</source>
            <translation>손실: {points}점</translation>
        </message>
        <message>
            <source>Q or Esc leaves the quiz.</source>
            <translation>Q 또는 Esc로 퀴즈를 종료합니다.</translation>
        </message>
        <message>
            <source>Quiz: what would you play?</source>
            <translation>뭘 버리고 울까 퀴즈</translation>
        </message>
        <message>
            <source>Same as Mortal: {count} of {total}</source>
            <translation>Mortal과 일치: {total}문제 중 {count}</translation>
        </message>
        <message>
            <source>Same as the player: {count} of {total}</source>
            <translation>실전과 일치: {total}문제 중 {count}</translation>
        </message>
        <message>
            <source>The game plays on to your next decision…</source>
            <translation>다음 선택까지 대국을 재생하는 중…</translation>
        </message>
        <message>
            <source>Tsumo (win)</source>
            <translation>쯔모 (화료)</translation>
        </message>
        <message>
            <source>What would you discard?</source>
            <translation>무엇을 버릴까요?</translation>
        </message>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
        <message>
            <source>a kan</source>
            <translation>깡</translation>
        </message>
        <message>
            <source>kita</source>
            <translation>북뽑기</translation>
        </message>
        <message>
            <source>riichi</source>
            <translation>리치</translation>
        </message>
        <message>
            <source>{count} ukeire</source>
            <translation>유효패 {count}장</translation>
        </message>
        <message>
            <source>{seat} discarded {tile}.</source>
            <translation>{seat}이(가) {tile}을(를) 버렸습니다.</translation>
        </message>
        <message>
            <source>{tile} (best)</source>
            <translation>{tile} (최선)</translation>
        </message>
        <message>
            <source>{tile} (shanten back)</source>
            <translation>{tile} (향청 후퇴)</translation>
        </message>
        <message>
            <source>{tile} (−{loss} points)</source>
            <translation>{tile} (−{loss}점)</translation>
        </message>
        <message>
            <source>{tile} cannot be discarded now (kuikae).</source>
            <translation>{tile}은(는) 지금 버릴 수 없습니다 (쿠이카에).</translation>
        </message>
        <message>
            <source>{tile}, declaring riichi</source>
            <translation>{tile} 로 리치</translation>
        </message>
        <message>
            <source>−{loss} points against the best.</source>
            <translation>최선보다 −{loss}점.</translation>
        </message>
        <message>
            <source>−{loss} ukeire against the best.</source>
            <translation>최선보다 유효패 −{loss}장.</translation>
        </message>
    </context>
    <context>
        <name>results</name>
        <message>
            <source>Double ron (ダブロン): both wins of this discard</source>
            <translation>더블 론 (ダブロン): 이 버림패의 두 화료</translation>
        </message>
        <message>
            <source>Double ron: both wins of this discard</source>
            <translation>더블 론: 이 버림패의 두 화료</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>종국</translation>
        </message>
        <message>
            <source>Final standings (終局)</source>
            <translation>종국</translation>
        </message>
        <message>
            <source>No final result: the log stops before the game's end.</source>
            <translation>최종 결과 없음: 패보가 대국 종료 전에 끝납니다.</translation>
        </message>
        <message>
            <source>Pao: {who} is liable</source>
            <translation>책임지불: {who}</translation>
        </message>
        <message>
            <source>cut off (the log stops here)</source>
            <translation>중단 (패보가 여기서 끝남)</translation>
        </message>
        <message>
            <source>no result</source>
            <translation>결과 없음</translation>
        </message>
        <message>
            <source>riichi sticks {count} (stay on the table)</source>
            <translation>공탁 리치봉 {count}개 (다음 국으로 이월)</translation>
        </message>
        <message>
            <source>riichi sticks {count} +{points}</source>
            <translation>공탁 리치봉 {count}개 +{points}</translation>
        </message>
        <message>
            <source>{count} honba</source>
            <translation>{count}본장</translation>
        </message>
        <message>
            <source>{count} honba +{points}</source>
            <translation>{count}본장 +{points}</translation>
        </message>
        <message>
            <source>{count} wins of this discard</source>
            <translation>이 버림패의 화료 {count}건</translation>
        </message>
        <message>
            <source>{count}本場 honba</source>
            <translation>{count}본장</translation>
        </message>
        <message>
            <source>{count}本場 honba +{points}</source>
            <translation>{count}본장 +{points}</translation>
        </message>
        <message>
            <source>{points} all</source>
            <translation>{points} 올</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} (stay on the table)</source>
            <translation>공탁 리치봉 {count}개 (다음 국으로 이월)</translation>
        </message>
        <message>
            <source>供託 riichi sticks {count} +{points}</source>
            <translation>공탁 리치봉 {count}개 +{points}</translation>
        </message>
        <message>
            <source>包 Pao: {who} is liable</source>
            <translation>책임지불(包): {who}</translation>
        </message>
    </context>
    <context>
        <name>review</name>
        <message>
            <source>A move not Mortal's counts as a disagreement when Mortal gave it less than this share of its favourite's probability (100 %: every move not Mortal's)</source>
            <translation>Mortal이 준 확률이 최선수 확률의 이 비율보다 낮으면 Mortal과 다른 수를 불일치로 셉니다 (100 %: Mortal과 다른 수는 모두)</translation>
        </message>
        <message>
            <source>Abortive draw (nine terminals)</source>
            <translation>구종구패</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>행동</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>치</translation>
        </message>
        <message>
            <source>Close: Mortal gave the move played {percent}</source>
            <translation>근소한 차이: 실제 수에 대한 Mortal의 평가 {percent}</translation>
        </message>
        <message>
            <source>Disagreement below</source>
            <translation>불일치 기준</translation>
        </message>
        <message>
            <source>Disagreement: Mortal gave the move played {percent}</source>
            <translation>불일치: 실제 수에 대한 Mortal의 평가 {percent}</translation>
        </message>
        <message>
            <source>Disagreements</source>
            <translation>불일치</translation>
        </message>
        <message>
            <source>Disagreements per round</source>
            <translation>국별 불일치</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>버림</translation>
        </message>
        <message>
            <source>East {number}</source>
            <translation>동{number}국</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>깡</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>북빼기</translation>
        </message>
        <message>
            <source>Matches: {matches} of {reviewed} ({percent})</source>
            <translation>일치: {reviewed}수 중 {matches}수 ({percent})</translation>
        </message>
        <message>
            <source>Model: {model}</source>
            <translation>모델: {model}</translation>
        </message>
        <message>
            <source>Mortal review</source>
            <translation>Mortal 검토</translation>
        </message>
        <message>
            <source>Mortal review of seat {seat}: {matches} of {reviewed} moves match</source>
            <translation>자리 {seat}의 Mortal 검토: {reviewed}수 중 {matches}수 일치</translation>
        </message>
        <message>
            <source>Mortal review reports (*.json);;All files (*)</source>
            <translation>Mortal 검토 보고서 (*.json);;모든 파일 (*)</translation>
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
            <translation>이전에 Mortal과의 불일치가 없습니다</translation>
        </message>
        <message>
            <source>No further disagreement with Mortal</source>
            <translation>이후에 Mortal과의 불일치가 없습니다</translation>
        </message>
        <message>
            <source>No review is open.</source>
            <translation>열린 검토가 없습니다.</translation>
        </message>
        <message>
            <source>No reviewed decision at this step.</source>
            <translation>이 단계에는 검토된 선택이 없습니다.</translation>
        </message>
        <message>
            <source>North {number}</source>
            <translation>북{number}국</translation>
        </message>
        <message>
            <source>Open a Mortal review</source>
            <translation>Mortal 검토 열기</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>Played: {played}
Mortal: {best}</source>
            <translation>실제: {played}
Mortal: {best}</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>퐁</translation>
        </message>
        <message>
            <source>Prob</source>
            <translation>확률</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>Q</translation>
        </message>
        <message>
            <source>Rating: {rating}</source>
            <translation>평가: {rating}</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>리치</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>론</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>국</translation>
        </message>
        <message>
            <source>Same as Mortal</source>
            <translation>Mortal과 일치</translation>
        </message>
        <message>
            <source>South {number}</source>
            <translation>남{number}국</translation>
        </message>
        <message>
            <source>Temperature: {temperature}</source>
            <translation>온도: {temperature}</translation>
        </message>
        <message>
            <source>The review is not of this game. {error}</source>
            <translation>이 검토는 이 대국의 것이 아닙니다. {error}</translation>
        </message>
        <message>
            <source>This round's reviewed decisions: red disagrees with Mortal (click one)</source>
            <translation>이 국의 검토된 선택: 빨간색은 Mortal과 불일치 (클릭하여 이동)</translation>
        </message>
        <message>
            <source>Tile</source>
            <translation>패</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>쯔모</translation>
        </message>
        <message>
            <source>West {number}</source>
            <translation>서{number}국</translation>
        </message>
        <message>
            <source>Worst moves (click to go there)</source>
            <translation>악수 (클릭하여 이동)</translation>
        </message>
        <message>
            <source>complete</source>
            <translation>화료형</translation>
        </message>
        <message>
            <source>furiten</source>
            <translation>후리텐</translation>
        </message>
        <message>
            <source>tenpai</source>
            <translation>텐파이</translation>
        </message>
        <message>
            <source>{bad} of {reviewed} reviewed moves disagree with Mortal</source>
            <translation>검토한 {reviewed}수 중 {bad}수가 Mortal과 불일치</translation>
        </message>
        <message>
            <source>{bad} of {total}</source>
            <translation>{bad} / {total}</translation>
        </message>
        <message>
            <source>{count}-shanten</source>
            <translation>{count}샹텐</translation>
        </message>
        <message>
            <source>{round} honba {honba}</source>
            <translation>{round} {honba}본장</translation>
        </message>
        <message>
            <source>{round}, junme {junme}</source>
            <translation>{round} {junme}순째</translation>
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
            <translation>✓ Mortal과 일치</translation>
        </message>
    </context>
    <context>
        <name>scores</name>
        <message>
            <source>Click to go to this round.</source>
            <translation>클릭하면 이 국으로 이동합니다.</translation>
        </message>
        <message>
            <source>Deal-in</source>
            <translation>방총</translation>
        </message>
        <message>
            <source>E{number}</source>
            <translation>동{number}</translation>
        </message>
        <message>
            <source>No final standings: the log stops before the game's end.</source>
            <translation>최종 순위 없음: 패보가 종국 전에 끊겼습니다.</translation>
        </message>
        <message>
            <source>N{number}</source>
            <translation>북{number}</translation>
        </message>
        <message>
            <source>Oka</source>
            <translation>오카</translation>
        </message>
        <message>
            <source>Place</source>
            <translation>순위</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>포인트</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>리치</translation>
        </message>
        <message>
            <source>Riichi: {who}</source>
            <translation>리치: {who}</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>점수</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>점수 추이</translation>
        </message>
        <message>
            <source>S{number}</source>
            <translation>남{number}</translation>
        </message>
        <message>
            <source>Tenhou's ranked lobby: start {start}, return {target}; uma {uma}, oka {oka} to the first.</source>
            <translation>텐호 단위전: 배급 원점 {start}, 반환점 {target}; 우마 {uma}, 오카 {oka}는 1위에게.</translation>
        </message>
        <message>
            <source>Uma</source>
            <translation>우마</translation>
        </message>
        <message>
            <source>Uma and oka unknown: lobby {lobby} sets its own rules.</source>
            <translation>우마·오카 불명: 로비 {lobby}는 자체 규칙을 씁니다.</translation>
        </message>
        <message>
            <source>Uma and oka unknown: room {room} sets its own rules.</source>
            <translation>우마·오카 불명: {room}는 자체 규칙을 씁니다.</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log names no lobby.</source>
            <translation>우마·오카 불명: 패보에 로비가 없습니다.</translation>
        </message>
        <message>
            <source>Uma and oka unknown: the log's points do not follow Tenhou's ranked lobby's.</source>
            <translation>우마·오카 불명: 패보의 포인트가 텐호 단위전의 것과 맞지 않습니다.</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>화료</translation>
        </message>
        <message>
            <source>W{number}</source>
            <translation>서{number}</translation>
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
            <translation>자리 {number}</translation>
        </message>
    </context>
    <context>
        <name>sharing</name>
        <message>
            <source>Board image copied</source>
            <translation>판 이미지를 복사했습니다</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>저장할 수 없습니다</translation>
        </message>
        <message>
            <source>Export cancelled</source>
            <translation>내보내기를 취소했습니다</translation>
        </message>
        <message>
            <source>Export round animation</source>
            <translation>국 애니메이션 내보내기</translation>
        </message>
        <message>
            <source>Exporting the round…</source>
            <translation>국을 내보내는 중…</translation>
        </message>
        <message>
            <source>GIF animation (*.gif);;Animated PNG (*.png);;WebP animation (*.webp)</source>
            <translation>GIF 애니메이션 (*.gif);;애니메이션 PNG (*.png);;WebP 애니메이션 (*.webp)</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG 이미지 (*.png)</translation>
        </message>
        <message>
            <source>Save board image</source>
            <translation>판 이미지 저장</translation>
        </message>
        <message>
            <source>Saved {name}</source>
            <translation>{name} 저장했습니다</translation>
        </message>
        <message>
            <source>{path}: an animation is .gif, .png (APNG) or .webp (got {got})</source>
            <translation>{path}: 애니메이션은 .gif, .png (APNG), .webp 중 하나입니다 (받은 값: {got})</translation>
        </message>
        <message>
            <source>{path}: cannot write the animation ({error})</source>
            <translation>{path}: 애니메이션을 쓸 수 없습니다 ({error})</translation>
        </message>
        <message>
            <source>{path}: cannot write the image</source>
            <translation>{path}: 이미지를 쓸 수 없습니다</translation>
        </message>
        <message>
            <source>{path}: the round has no steps to animate</source>
            <translation>{path}: 이 국에는 애니메이션으로 만들 단계가 없습니다</translation>
        </message>
    </context>
    <context>
        <name>status</name>
        <message>
            <source>(cut off)</source>
            <translation>(중단)</translation>
        </message>
        <message>
            <source>Agari</source>
            <translation>화료</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>치</translation>
        </message>
        <message>
            <source>Dora</source>
            <translation>도라</translation>
        </message>
        <message>
            <source>Final standings</source>
            <translation>종국</translation>
        </message>
        <message>
            <source>Kan</source>
            <translation>깡</translation>
        </message>
        <message>
            <source>Kita</source>
            <translation>북빼기</translation>
        </message>
        <message>
            <source>Noten</source>
            <translation>노텐</translation>
        </message>
        <message>
            <source>Pon</source>
            <translation>퐁</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>리치</translation>
        </message>
        <message>
            <source>Ron</source>
            <translation>론</translation>
        </message>
        <message>
            <source>Tenpai</source>
            <translation>텐파이</translation>
        </message>
        <message>
            <source>Tsumo</source>
            <translation>쯔모</translation>
        </message>
        <message>
            <source>Ura dora</source>
            <translation>뒷도라</translation>
        </message>
        <message>
            <source>{title} · round {round} · step {step}</source>
            <translation>{title} · {round}국 · {step} 단계</translation>
        </message>
        <message>
            <source>{title}{cut} · round {round}/{rounds} · step {step} of {steps}</source>
            <translation>{title}{cut} · {round}/{rounds} 국 · {step}/{steps} 단계</translation>
        </message>
    </context>
    <context>
        <name>theme</name>
        <message>
            <source>&amp;Dark</source>
            <translation>어둡게(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Light</source>
            <translation>밝게(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;System</source>
            <translation>시스템 설정(&amp;S)</translation>
        </message>
        <message>
            <source>T&amp;heme</source>
            <translation>테마(&amp;H)</translation>
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
            <translation>동</translation>
        </message>
        <message>
            <source>Green dragon</source>
            <translation>발</translation>
        </message>
        <message>
            <source>North</source>
            <translation>북</translation>
        </message>
        <message>
            <source>Red dragon</source>
            <translation>중</translation>
        </message>
        <message>
            <source>South</source>
            <translation>남</translation>
        </message>
        <message>
            <source>West</source>
            <translation>서</translation>
        </message>
        <message>
            <source>White dragon</source>
            <translation>백</translation>
        </message>
        <message>
            <source>a hidden tile</source>
            <translation>가려진 패</translation>
        </message>
        <message>
            <source>red {tile}</source>
            <translation>적{tile}</translation>
        </message>
        <message>
            <source>{number}-man</source>
            <translation>{number}만</translation>
        </message>
        <message>
            <source>{number}-pin</source>
            <translation>{number}통</translation>
        </message>
        <message>
            <source>{number}-sou</source>
            <translation>{number}삭</translation>
        </message>
        <message>
            <source>{tiles} (red five)</source>
            <translation>{tiles}(적 포함)</translation>
        </message>
    </context>
    <context>
        <name>wait</name>
        <message>
            <source>Kanchan (closed)</source>
            <translation>간짱</translation>
        </message>
        <message>
            <source>Penchan (edge)</source>
            <translation>변짱</translation>
        </message>
        <message>
            <source>Ryanmen (two-sided)</source>
            <translation>양면</translation>
        </message>
        <message>
            <source>Shanpon (two pairs)</source>
            <translation>샤보</translation>
        </message>
        <message>
            <source>Tanki (pair)</source>
            <translation>단기</translation>
        </message>
        <message>
            <source>Thirteen-sided</source>
            <translation>13면</translation>
        </message>
    </context>
    <context>
        <name>wall</name>
        <message>
            <source> (shown)</source>
            <translation> (공개됨)</translation>
        </message>
        <message>
            <source>No wall: {reason}</source>
            <translation>패산 없음: {reason}</translation>
        </message>
        <message>
            <source>dead wall</source>
            <translation>왕패</translation>
        </message>
        <message>
            <source>dora indicator {n}</source>
            <translation>도라 표시패 {n}</translation>
        </message>
        <message>
            <source>live wall, draw {n}</source>
            <translation>패산, {n}번째 쯔모</translation>
        </message>
        <message>
            <source>next</source>
            <translation>다음</translation>
        </message>
        <message>
            <source>replacement tile {n}</source>
            <translation>영상패 {n}</translation>
        </message>
        <message>
            <source>the log carries no shuffle seed</source>
            <translation>패보에 셔플 시드가 없습니다</translation>
        </message>
        <message>
            <source>the log's shuffle seed cannot be read ({error})</source>
            <translation>패보의 셔플 시드를 읽을 수 없습니다 ({error})</translation>
        </message>
        <message>
            <source>the next draw</source>
            <translation>다음 쯔모</translation>
        </message>
        <message>
            <source>the seed's wall does not reproduce this round (W says where)</source>
            <translation>시드의 패산이 이 국과 일치하지 않습니다 (W로 위치 표시)</translation>
        </message>
        <message>
            <source>ura indicator {n}</source>
            <translation>뒷도라 표시패 {n}</translation>
        </message>
        <message>
            <source>{seat}'s draw {n} had nobody called</source>
            <translation>아무도 울지 않았다면 {seat}의 {n}번째 쯔모</translation>
        </message>
    </context>
    <context>
        <name>window</name>
        <message>
            <source>&amp;Clear the list</source>
            <translation>목록 지우기(&amp;C)</translation>
        </message>
        <message>
            <source>At the end of the game: nothing left to play.</source>
            <translation>대국의 끝: 더 재생할 것이 없습니다.</translation>
        </message>
        <message>
            <source>Broken log: {problem}. Showing what comes before it.</source>
            <translation>손상된 패보: {problem}. 그 앞까지 표시합니다.</translation>
        </message>
        <message>
            <source>Cannot open the log</source>
            <translation>패보를 열 수 없음</translation>
        </message>
        <message>
            <source>Downloading {log} from Tenhou…</source>
            <translation>텐호에서 {log} 내려받는 중…</translation>
        </message>
        <message>
            <source>Enter, Esc or a click closes · the arrow keys keep stepping</source>
            <translation>Enter, Esc 또는 클릭으로 닫기 · 화살표 키로 계속 이동</translation>
        </message>
        <message>
            <source>No recent logs</source>
            <translation>최근 패보 없음</translation>
        </message>
        <message>
            <source>Open Tenhou log</source>
            <translation>텐호 패보 열기</translation>
        </message>
        <message>
            <source>Open a Tenhou log</source>
            <translation>텐호 패보 열기</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O)
or start mjlog-viewer with a file.</source>
            <translation>파일 → 열기 (Ctrl+O)로 텐호 패보를 열거나
파일을 지정해 mjlog-viewer를 시작하세요.</translation>
        </message>
        <message>
            <source>Open a Tenhou log with File → Open (Ctrl+O).</source>
            <translation>파일 → 열기 (Ctrl+O)로 텐호 패보를 여세요.</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>결과</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>국</translation>
        </message>
        <message>
            <source>Rounds</source>
            <translation>국 목록</translation>
        </message>
        <message>
            <source>Score change of {who}</source>
            <translation>{who}의 점수 변동</translation>
        </message>
        <message>
            <source>Tenhou log link or id, e.g.</source>
            <translation>텐호 패보 링크 또는 ID, 예:</translation>
        </message>
        <message>
            <source>The log stops before this round's result.</source>
            <translation>패보가 이 국의 결과 전에 끝납니다.</translation>
        </message>
        <message>
            <source>This is the first log in the list ({count}).</source>
            <translation>목록의 첫 패보입니다 ({count}).</translation>
        </message>
        <message>
            <source>This is the last log in the list ({count}).</source>
            <translation>목록의 마지막 패보입니다 ({count}).</translation>
        </message>
        <message>
            <source>game {number}/{count}</source>
            <translation>{count}경기 중 {number}번째</translation>
        </message>
        <message>
            <source>the download of {log} failed</source>
            <translation>{log} 다운로드에 실패했습니다</translation>
        </message>
        <message>
            <source>the download of {log} failed: {error}</source>
            <translation>{log} 다운로드에 실패했습니다: {error}</translation>
        </message>
        <message>
            <source>this file holds {count} games; showing game {number}</source>
            <translation>이 파일에는 {count}경기가 있습니다; {number}번째 경기를 보는 중</translation>
        </message>
        <message>
            <source>{link}: not a Tenhou log link or id</source>
            <translation>{link}: 텐호 패보 링크나 ID가 아닙니다</translation>
        </message>
        <message>
            <source>{path}: cannot be read ({error})</source>
            <translation>{path}: 읽을 수 없습니다 ({error})</translation>
        </message>
        <message>
            <source>{path}: no Tenhou logs ({patterns}) in it</source>
            <translation>{path}: 텐호 패보({patterns})가 없습니다</translation>
        </message>
        <message>
            <source>{path}: the file is no longer there (removed from the list)</source>
            <translation>{path}: 파일이 더 이상 없습니다 (목록에서 제거함)</translation>
        </message>
        <message>
            <source>{path}: the log has no rounds</source>
            <translation>{path}: 패보에 국이 없습니다</translation>
        </message>
        <message>
            <source>{target}: no such file, and not a Tenhou log link or id</source>
            <translation>{target}: 파일이 없고 텐호 패보 링크나 ID도 아닙니다</translation>
        </message>
        <message>
            <source>ⓘ 1 oddity in the log</source>
            <translation>ⓘ 패보에 이상한 점 1개</translation>
        </message>
        <message>
            <source>ⓘ {count} oddities in the log</source>
            <translation>ⓘ 패보에 이상한 점 {count}개</translation>
        </message>
        <message>
            <source>▶ autoplay {seconds} s/event</source>
            <translation>▶ 자동 재생 {seconds}초/단계</translation>
        </message>
    </context>
    <context>
        <name>yaku</name>
        <message>
            <source>Aka Dora</source>
            <translation>적도라</translation>
        </message>
        <message>
            <source>Chankan</source>
            <translation>창깡</translation>
        </message>
        <message>
            <source>Chanta</source>
            <translation>찬타</translation>
        </message>
        <message>
            <source>Chiihou</source>
            <translation>지화</translation>
        </message>
        <message>
            <source>Chiitoitsu</source>
            <translation>치또이츠</translation>
        </message>
        <message>
            <source>Chinitsu</source>
            <translation>청일색</translation>
        </message>
        <message>
            <source>Chinroutou</source>
            <translation>청노두</translation>
        </message>
        <message>
            <source>Chun</source>
            <translation>역패 중</translation>
        </message>
        <message>
            <source>Chuuren Poutou</source>
            <translation>구련보등</translation>
        </message>
        <message>
            <source>Daisangen</source>
            <translation>대삼원</translation>
        </message>
        <message>
            <source>Daisuushii</source>
            <translation>대사희</translation>
        </message>
        <message>
            <source>Dora</source>
            <translation>도라</translation>
        </message>
        <message>
            <source>Double Riichi</source>
            <translation>더블 리치</translation>
        </message>
        <message>
            <source>Haitei Raoyue</source>
            <translation>해저로월</translation>
        </message>
        <message>
            <source>Haku</source>
            <translation>역패 백</translation>
        </message>
        <message>
            <source>Hatsu</source>
            <translation>역패 발</translation>
        </message>
        <message>
            <source>Honitsu</source>
            <translation>혼일색</translation>
        </message>
        <message>
            <source>Honroutou</source>
            <translation>혼노두</translation>
        </message>
        <message>
            <source>Houtei Raoyui</source>
            <translation>하저로어</translation>
        </message>
        <message>
            <source>Iipeikou</source>
            <translation>이페코</translation>
        </message>
        <message>
            <source>Ippatsu</source>
            <translation>일발</translation>
        </message>
        <message>
            <source>Ittsu</source>
            <translation>일기통관</translation>
        </message>
        <message>
            <source>Junchan</source>
            <translation>준찬타</translation>
        </message>
        <message>
            <source>Junsei Chuuren Poutou</source>
            <translation>순정구련보등</translation>
        </message>
        <message>
            <source>Kokushi Musou</source>
            <translation>국사무쌍</translation>
        </message>
        <message>
            <source>Kokushi Musou 13-sided wait</source>
            <translation>국사무쌍 13면 대기</translation>
        </message>
        <message>
            <source>Menzen Tsumo</source>
            <translation>멘젠쯔모</translation>
        </message>
        <message>
            <source>Pinfu</source>
            <translation>핑후</translation>
        </message>
        <message>
            <source>Renhou</source>
            <translation>인화</translation>
        </message>
        <message>
            <source>Riichi</source>
            <translation>리치</translation>
        </message>
        <message>
            <source>Rinshan Kaihou</source>
            <translation>영상개화</translation>
        </message>
        <message>
            <source>Round Wind East</source>
            <translation>장풍패 동</translation>
        </message>
        <message>
            <source>Round Wind North</source>
            <translation>장풍패 북</translation>
        </message>
        <message>
            <source>Round Wind South</source>
            <translation>장풍패 남</translation>
        </message>
        <message>
            <source>Round Wind West</source>
            <translation>장풍패 서</translation>
        </message>
        <message>
            <source>Ryanpeikou</source>
            <translation>량페코</translation>
        </message>
        <message>
            <source>Ryuuiisou</source>
            <translation>녹일색</translation>
        </message>
        <message>
            <source>Sanankou</source>
            <translation>산안커</translation>
        </message>
        <message>
            <source>Sankantsu</source>
            <translation>산깡쯔</translation>
        </message>
        <message>
            <source>Sanshoku Doujun</source>
            <translation>삼색동순</translation>
        </message>
        <message>
            <source>Sanshoku Doukou</source>
            <translation>삼색동각</translation>
        </message>
        <message>
            <source>Seat Wind East</source>
            <translation>자풍패 동</translation>
        </message>
        <message>
            <source>Seat Wind North</source>
            <translation>자풍패 북</translation>
        </message>
        <message>
            <source>Seat Wind South</source>
            <translation>자풍패 남</translation>
        </message>
        <message>
            <source>Seat Wind West</source>
            <translation>자풍패 서</translation>
        </message>
        <message>
            <source>Shousangen</source>
            <translation>소삼원</translation>
        </message>
        <message>
            <source>Shousuushii</source>
            <translation>소사희</translation>
        </message>
        <message>
            <source>Suuankou</source>
            <translation>스안커</translation>
        </message>
        <message>
            <source>Suuankou Tanki</source>
            <translation>스안커 단기</translation>
        </message>
        <message>
            <source>Suukantsu</source>
            <translation>스깡쯔</translation>
        </message>
        <message>
            <source>Tanyao</source>
            <translation>탕야오</translation>
        </message>
        <message>
            <source>Tenhou</source>
            <translation>천화</translation>
        </message>
        <message>
            <source>Toitoi</source>
            <translation>또이또이</translation>
        </message>
        <message>
            <source>Tsuuiisou</source>
            <translation>자일색</translation>
        </message>
        <message>
            <source>Ura Dora</source>
            <translation>뒷도라</translation>
        </message>
    </context>
</TS>

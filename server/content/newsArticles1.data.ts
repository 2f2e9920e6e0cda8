import type { ArticleSeed } from './seedTypes.ts';

/** Market news and analysis written for Pipwave (original text; English, Traditional Chinese, Japanese). */
export const ARTICLES_1: ArticleSeed[] = [
  {
    slug: 'euro-steadies-ecb-tone',
    category: 'market',
    logo: '/news/eurusd.svg',
    daysAgo: 1,
    hour: 8,
    text: {
      en: {
        title: 'Euro steadies as traders weigh a cautious ECB',
        desc: 'EUR/USD held a narrow range after policymakers signalled no hurry to cut rates further.',
        content:
          '<p>The euro traded in a tight band against the dollar through the European session after several central bank speakers stressed that inflation in services is still too firm to justify quicker easing.</p>' +
          '<p>Short-dated euro area yields edged higher, trimming the rate gap with the United States that had weighed on the single currency earlier in the month. Option markets priced slightly lower volatility for the coming week.</p>' +
          '<h3>What traders are watching</h3>' +
          '<ul><li>Flash purchasing managers’ surveys for France and Germany</li><li>US weekly jobless claims</li><li>Any change in tone from the ECB’s next meeting account</li></ul>' +
          '<p>A break above the recent range would need a clear surprise in the data; until then, dealers expect two-way business around the middle of the band.</p>',
      },
      hk: {
        title: '歐洲央行態度審慎 歐元企穩',
        desc: '決策者表示不急於進一步減息，歐元兌美元維持窄幅上落。',
        content:
          '<p>多位歐洲央行官員強調服務業通脹仍然偏高，不足以支持加快放寬政策，歐元兌美元在歐洲時段維持窄幅交投。</p>' +
          '<p>歐元區短期債息輕微上升，收窄了與美國的息差，此前息差曾在本月初拖累歐元。期權市場對未來一週的波幅預期略為下降。</p>' +
          '<h3>交易員關注焦點</h3>' +
          '<ul><li>法國及德國採購經理指數初值</li><li>美國每週首次申領失業救濟人數</li><li>歐洲央行下次會議紀要的語氣變化</li></ul>' +
          '<p>若要突破近期區間，需要數據出現明顯意外；在此之前，交易商預期區間中部將出現雙向買賣。</p>',
      },
      jp: {
        title: 'ECBの慎重姿勢を見極め、ユーロは底堅い動き',
        desc: '当局者が追加利下げを急がない姿勢を示し、ユーロ・ドルは狭いレンジで推移した。',
        content:
          '<p>複数の欧州中央銀行関係者がサービス分野のインフレはなお根強く、緩和を急ぐ理由はないと強調したことから、ユーロは欧州時間を通じて対ドルで狭いレンジで取引された。</p>' +
          '<p>ユーロ圏の短期金利はやや上昇し、月初にユーロの重しとなっていた米国との金利差が縮小した。オプション市場では来週の予想変動率がわずかに低下した。</p>' +
          '<h3>市場の注目点</h3>' +
          '<ul><li>フランスとドイツの購買担当者景気指数（速報値）</li><li>米新規失業保険申請件数</li><li>次回ECB議事要旨のトーンの変化</li></ul>' +
          '<p>レンジを上抜けるには指標の明確な上振れが必要で、それまではレンジ中央付近で売り買いが交錯するとディーラーはみている。</p>',
      },
    },
  },
  {
    slug: 'gold-holds-near-highs',
    category: 'market',
    logo: '/news/gold.svg',
    daysAgo: 2,
    hour: 14,
    text: {
      en: {
        title: 'Gold holds near its highs as real yields ease',
        desc: 'Bullion found buyers on every dip as inflation-adjusted Treasury yields slipped for a third day.',
        content:
          '<p>Spot gold stayed close to its recent peak on Tuesday, supported by a decline in real yields and steady demand from central banks that have been adding to reserves all year.</p>' +
          '<p>Silver lagged, weighed by softer industrial metals, leaving the gold-to-silver ratio near the top of its range. Physical premiums in Asia were firm ahead of the wedding season.</p>' +
          '<p>Analysts noted that positioning in futures is already long, which can make the metal sensitive to a stronger dollar. A hawkish surprise from US inflation data remains the main risk to the rally.</p>',
      },
      hk: {
        title: '實際利率回落 金價守穩高位',
        desc: '美國通脹調整後國債收益率連跌三日，金價每逢回落均見買盤。',
        content:
          '<p>實際利率下降，加上各國央行全年持續增持儲備，現貨金價週二繼續貼近近期高位。</p>' +
          '<p>工業金屬走軟拖累白銀表現，金銀比率維持在區間上方。婚嫁旺季將至，亞洲實金溢價保持堅挺。</p>' +
          '<p>分析師指出，期貨市場好倉已經偏重，若美元轉強，金價可能較為敏感。美國通脹數據若意外偏高，仍是升勢的主要風險。</p>',
      },
      jp: {
        title: '実質金利の低下で金は高値圏を維持',
        desc: 'インフレ調整後の米国債利回りが3日続落し、金は押し目ごとに買いが入った。',
        content:
          '<p>実質金利の低下と、年初から準備資産の積み増しを続ける中央銀行の底堅い需要に支えられ、金スポット価格は火曜日も最近の高値付近で推移した。</p>' +
          '<p>銀は産業用金属の軟調さに押されて出遅れ、金銀比価はレンジ上限付近にとどまった。アジアでは婚礼シーズンを前に現物プレミアムが堅調だった。</p>' +
          '<p>先物市場のポジションはすでに買いに傾いており、ドル高に対して値動きが敏感になりやすいとアナリストは指摘する。米インフレ指標の上振れが上昇相場の主なリスクだ。</p>',
      },
    },
  },
  {
    slug: 'oil-slips-inventories',
    category: 'market',
    logo: '/news/oil.svg',
    daysAgo: 4,
    hour: 16,
    text: {
      en: {
        title: 'Oil slips after a surprise build in US crude stocks',
        desc: 'WTI and Brent gave up early gains as inventories rose and producers signalled steady supply.',
        content:
          '<p>Crude prices eased in New York trading after government data showed an unexpected rise in US commercial inventories, the second weekly build in a row.</p>' +
          '<p>Comments from major producers that output policy would stay unchanged for now added to the softer tone. Refinery margins, by contrast, held up well, suggesting fuel demand is not the problem.</p>' +
          '<h3>Levels in focus</h3>' +
          '<p>Traders see the recent swing low as first support for WTI; a close below it would put the bottom of the autumn range back in play. Energy CFDs pause daily between 17:00 and 18:00 New York time.</p>',
      },
      hk: {
        title: '美國原油庫存意外增加 油價回軟',
        desc: '庫存上升加上產油國表示維持供應，紐約期油及布蘭特期油回吐早段升幅。',
        content:
          '<p>官方數據顯示美國商業原油庫存意外上升，並已連續兩週增加，紐約時段油價回落。</p>' +
          '<p>主要產油國表示暫時維持產量政策不變，令市況更為偏軟。煉油利潤則保持穩健，顯示燃油需求並非問題所在。</p>' +
          '<h3>關注水平</h3>' +
          '<p>交易員視近期低位為紐約期油首個支持，若收市跌穿，秋季區間底部將再受考驗。能源差價合約每日於紐約時間17:00至18:00暫停交易。</p>',
      },
      jp: {
        title: '米原油在庫の予想外の増加で原油は軟調',
        desc: '在庫増と産油国の供給維持の姿勢を受け、WTIとブレントは序盤の上げを失った。',
        content:
          '<p>米商業原油在庫が予想に反して2週連続で増加したとの政府統計を受け、ニューヨーク市場で原油価格は下落した。</p>' +
          '<p>主要産油国が当面の生産方針を据え置くと示唆したことも重しとなった。一方で精製マージンは堅調で、燃料需要に問題はないことを示している。</p>' +
          '<h3>注目水準</h3>' +
          '<p>トレーダーは直近の安値をWTIの最初の支持線とみており、これを終値で下回れば秋のレンジ下限が再び視野に入る。エネルギーCFDはニューヨーク時間17時から18時まで毎日取引が休止する。</p>',
      },
    },
  },
  {
    slug: 'usdjpy-rate-gap',
    category: 'analysis',
    logo: '/news/yen.svg',
    daysAgo: 6,
    hour: 2,
    text: {
      en: {
        title: 'USD/JPY: what a narrowing rate gap means for the yen',
        desc: 'The difference between US and Japanese two-year yields has driven the pair for months. Here is how to read it.',
        content:
          '<p>Few currency pairs follow interest rate differentials as closely as dollar-yen. When US yields rise faster than Japanese ones, carry traders borrow in yen to hold dollars, and the pair climbs.</p>' +
          '<p>That relationship is now working the other way. With Japanese policy rates edging up and US rates expected to drift lower, the gap has narrowed, and the yen has recovered part of its earlier losses.</p>' +
          '<table><thead><tr><th>Level</th><th>Why it matters</th></tr></thead><tbody>' +
          '<tr><td>Recent high</td><td>Where official warnings about rapid moves began</td></tr>' +
          '<tr><td>200-day average</td><td>Long-term trend line many funds track</td></tr>' +
          '<tr><td>Autumn low</td><td>Base of the range if the rate gap keeps closing</td></tr>' +
          '</tbody></table>' +
          '<p>The risk for yen buyers is a rebound in US data that pushes yields back up. Position sizes should allow for sharp moves around central bank meetings.</p>',
      },
      hk: {
        title: '美元兌日圓：息差收窄對日圓意味着甚麼',
        desc: '數月來美日兩年期債息差主導這對貨幣走勢，本文教您如何解讀。',
        content:
          '<p>很少貨幣對像美元兌日圓般緊貼息差變化。美國債息升得比日本快時，套息交易者借入日圓持有美元，匯價便會上揚。</p>' +
          '<p>現時情況正好相反。日本政策利率逐步上調，市場預期美國利率將緩緩下行，息差收窄，日圓收復部分早前失地。</p>' +
          '<table><thead><tr><th>水平</th><th>重要性</th></tr></thead><tbody>' +
          '<tr><td>近期高位</td><td>官方開始警告匯價急升的位置</td></tr>' +
          '<tr><td>200天平均線</td><td>不少基金跟蹤的長期趨勢線</td></tr>' +
          '<tr><td>秋季低位</td><td>若息差持續收窄，區間的底部</td></tr>' +
          '</tbody></table>' +
          '<p>日圓好友的風險在於美國數據反彈推高債息。央行議息前後波動可以很大，倉位大小應預留空間。</p>',
      },
      jp: {
        title: 'ドル円：金利差の縮小は円に何をもたらすか',
        desc: '日米2年債利回りの差が数カ月にわたり相場を動かしてきた。その読み方を解説する。',
        content:
          '<p>ドル円ほど金利差に忠実な通貨ペアは少ない。米金利が日本より速く上昇すると、キャリートレーダーは円を借りてドルを保有し、相場は上昇する。</p>' +
          '<p>現在はその関係が逆方向に働いている。日本の政策金利が少しずつ引き上げられ、米金利は緩やかな低下が見込まれるなか、金利差は縮小し、円は以前の下落分の一部を取り戻した。</p>' +
          '<table><thead><tr><th>水準</th><th>重要な理由</th></tr></thead><tbody>' +
          '<tr><td>直近高値</td><td>急激な変動への当局の警告が始まった水準</td></tr>' +
          '<tr><td>200日移動平均</td><td>多くのファンドが参照する長期トレンド</td></tr>' +
          '<tr><td>秋の安値</td><td>金利差の縮小が続いた場合のレンジ下限</td></tr>' +
          '</tbody></table>' +
          '<p>円買いのリスクは、米指標の反発で利回りが再び上昇することだ。中央銀行会合の前後は値動きが大きくなり得るため、ポジションには余裕を持たせたい。</p>',
      },
    },
  },
  {
    slug: 'reading-us-jobs-report',
    category: 'analysis',
    logo: '/news/usd.svg',
    daysAgo: 9,
    hour: 12,
    text: {
      en: {
        title: 'Reading the US jobs report: three numbers that move the dollar',
        desc: 'Payrolls get the headlines, but wages and revisions often decide how the market reacts.',
        content:
          '<p>The monthly employment report is one of the busiest moments of the trading month. Spreads widen in the seconds around the release, and prices can jump through several levels at once.</p>' +
          '<ol><li><strong>Non-farm payrolls.</strong> The headline count of new jobs. Markets compare it with the consensus forecast rather than with zero.</li>' +
          '<li><strong>Average hourly earnings.</strong> Wage growth feeds services inflation, so a hot wage number can lift the dollar even when hiring is soft.</li>' +
          '<li><strong>Revisions.</strong> Changes to the two previous months can outweigh the new figure.</li></ol>' +
          '<p>If you hold positions through the release, check that your stop-loss leaves room for slippage and that your margin can absorb a fast move.</p>',
      },
      hk: {
        title: '解讀美國非農報告：三個左右美元的數字',
        desc: '新增職位數目最受注目，但工資及修訂數字往往決定市場反應。',
        content:
          '<p>每月就業報告是交易月份中最繁忙的時刻之一。數據公布前後數秒點差會擴闊，價格可能一下子跳過數個水平。</p>' +
          '<ol><li><strong>非農業職位。</strong>新增職位的總數。市場是與預測中位數比較，而非與零比較。</li>' +
          '<li><strong>平均時薪。</strong>工資增長推動服務業通脹，即使招聘放緩，工資數據強勁仍可推高美元。</li>' +
          '<li><strong>修訂數字。</strong>前兩個月數據的修訂，影響可能大於最新數字。</li></ol>' +
          '<p>若持倉過數據公布，請確保止蝕位預留滑價空間，並確認保證金足以承受急速波動。</p>',
      },
      jp: {
        title: '米雇用統計の読み方：ドルを動かす3つの数字',
        desc: '注目を集めるのは雇用者数だが、市場の反応を決めるのは賃金と改定値であることが多い。',
        content:
          '<p>月次の雇用統計は、月間で最も慌ただしい瞬間のひとつだ。発表前後の数秒間はスプレッドが広がり、価格が一気に複数の水準を飛び越えることもある。</p>' +
          '<ol><li><strong>非農業部門雇用者数。</strong>新たな雇用の総数。市場はゼロではなく予想中央値と比較する。</li>' +
          '<li><strong>平均時給。</strong>賃金の伸びはサービス価格の上昇につながるため、雇用が弱くても賃金が強ければドルが上昇し得る。</li>' +
          '<li><strong>改定値。</strong>過去2カ月分の修正が新しい数字以上に効くこともある。</li></ol>' +
          '<p>発表をまたいでポジションを持つ場合は、ストップロスにスリッページの余地があるか、証拠金が急な変動に耐えられるかを確認しておきたい。</p>',
      },
    },
  },
  {
    slug: 'bitcoin-volatility-returns',
    category: 'market',
    logo: '/news/btc.svg',
    daysAgo: 11,
    hour: 21,
    text: {
      en: {
        title: 'Bitcoin volatility returns as fund flows turn mixed',
        desc: 'The largest cryptocurrency swung by more than five percent in a day as weekend liquidity thinned.',
        content:
          '<p>Bitcoin moved sharply in both directions over the weekend, when crypto markets stay open while most other venues are closed. Thin order books amplified a wave of liquidations in leveraged futures.</p>' +
          '<p>Ether followed a similar path, while smaller tokens fell further. Flows into listed crypto funds were mixed through the week, with outflows on two days offset by steady buying later.</p>' +
          '<p>Crypto CFDs on Pipwave trade around the clock. Because moves can be large when other markets are shut, consider lower leverage for positions held over the weekend.</p>',
      },
      hk: {
        title: '基金資金流向分歧 比特幣波動重現',
        desc: '週末流動性轉薄，最大加密貨幣單日波幅超過百分之五。',
        content:
          '<p>週末大部分市場休市，但加密貨幣市場照常交易，比特幣雙向急劇波動。買賣盤稀薄，放大了槓桿期貨的連串平倉。</p>' +
          '<p>以太幣走勢相若，細價代幣跌幅更大。上市加密貨幣基金本週資金流向分歧，其中兩日錄得流出，其後持續買入將之抵銷。</p>' +
          '<p>Pipwave的加密貨幣差價合約全天候交易。由於其他市場休市時波動可以很大，週末持倉可考慮使用較低槓桿。</p>',
      },
      jp: {
        title: 'ファンドの資金動向がまちまちとなり、ビットコインの変動が再燃',
        desc: '週末の流動性低下で、最大の暗号資産は1日で5％超変動した。',
        content:
          '<p>他の市場の多くが閉まる週末も暗号資産市場は取引が続き、ビットコインは上下に大きく動いた。板の薄さがレバレッジ先物の強制決済の連鎖を増幅させた。</p>' +
          '<p>イーサも同様の動きとなり、小型銘柄はさらに下落した。上場暗号資産ファンドへの資金は週を通じてまちまちで、2日間の流出をその後の買いが相殺した。</p>' +
          '<p>Pipwaveの暗号資産CFDは24時間取引できる。他市場が閉まっている間の値動きは大きくなり得るため、週末に持ち越すポジションはレバレッジを抑えることを検討したい。</p>',
      },
    },
  },
];

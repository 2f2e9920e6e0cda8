import type { ArticleSeed } from './seedTypes.ts';

/** Analysis and broker notices written for Pipwave (original text; English, Traditional Chinese, Japanese). */
export const ARTICLES_2: ArticleSeed[] = [
  {
    slug: 'sterling-range-levels',
    category: 'analysis',
    logo: '/news/gbp.svg',
    daysAgo: 13,
    hour: 9,
    text: {
      en: {
        title: 'Sterling’s range trade: the levels to watch',
        desc: 'GBP/USD has spent a month between two clear levels. A look at what could break the pattern.',
        content:
          '<p>The pound has bounced between the same support and resistance for four weeks, rewarding traders who sell rallies and buy dips. Realised volatility has fallen to its lowest in a year.</p>' +
          '<h3>What could end the range</h3>' +
          '<ul><li>UK services inflation, which the Bank of England watches most closely</li><li>Retail sales, after two weak months</li><li>A broad move in the dollar after US data</li></ul>' +
          '<p>Ranges tend to end with a fast move. If you trade the edges, place stops beyond the level rather than on it, where they can be reached by a brief spike.</p>',
      },
      hk: {
        title: '英鎊區間上落：值得留意的水平',
        desc: '英鎊兌美元在兩個清晰水平之間徘徊了一個月，看看甚麼可能打破格局。',
        content:
          '<p>四個星期以來英鎊在同一支持與阻力之間來回，高沽低揸的交易者獲利。實際波幅已跌至一年最低。</p>' +
          '<h3>可能結束區間的因素</h3>' +
          '<ul><li>英倫銀行最關注的英國服務業通脹</li><li>連續兩個月疲弱後的零售銷售</li><li>美國數據公布後美元的整體走勢</li></ul>' +
          '<p>區間往往以急速突破告終。若在區間邊緣買賣，止蝕應設於水平之外，而非剛好在水平上，以免被短暫急升急跌觸及。</p>',
      },
      jp: {
        title: 'ポンドのレンジ相場：注目すべき水準',
        desc: 'ポンド・ドルは1カ月にわたり2つの明確な水準の間で推移している。均衡を崩し得る材料を探る。',
        content:
          '<p>ポンドは4週間にわたり同じ支持線と抵抗線の間を往来し、戻り売り・押し目買いが奏功してきた。実現変動率は1年ぶりの低水準に下がっている。</p>' +
          '<h3>レンジを終わらせ得る材料</h3>' +
          '<ul><li>イングランド銀行が最も注視する英国のサービス物価</li><li>2カ月連続で弱かった小売売上高</li><li>米指標発表後のドル全面高・全面安</li></ul>' +
          '<p>レンジは急な値動きで終わることが多い。レンジの端で取引する場合、ストップは水準の上ではなく外側に置き、一時的な振れで約定しないようにしたい。</p>',
      },
    },
  },
  {
    slug: 'indices-mixed-earnings',
    category: 'market',
    logo: '/news/indices.svg',
    daysAgo: 15,
    hour: 20,
    text: {
      en: {
        title: 'Stock indices mixed as earnings season opens',
        desc: 'The Nasdaq 100 outperformed while the Dow lagged on weaker results from industrial names.',
        content:
          '<p>US equity benchmarks ended the first big week of the reporting season in different directions. Technology shares gained on strong cloud revenue, while several industrial companies cut their full-year outlooks.</p>' +
          '<p>European indices were steadier, helped by banks, and Asian markets followed Wall Street’s lead the next morning. Volatility gauges stayed low despite the wide gap between sectors.</p>' +
          '<p>Index CFDs follow the exchange timetable with a daily break; check the trading hours on the symbol page before placing pending orders near the close.</p>',
      },
      hk: {
        title: '業績期揭幕 股指個別發展',
        desc: '納指100跑贏大市，工業股業績較弱拖累道指落後。',
        content:
          '<p>業績期首個重要星期結束，美國主要股指走勢分歧。雲端業務收入強勁帶動科技股上升，多家工業企業則下調全年預測。</p>' +
          '<p>銀行股支持歐洲股指較為穩定，亞洲市場翌日早上跟隨華爾街走勢。儘管板塊表現差距甚大，波動指標仍然偏低。</p>' +
          '<p>股指差價合約跟隨交易所時間表，每日設有休市時段；在收市前落掛單前，請先查看產品頁面的交易時間。</p>',
      },
      jp: {
        title: '決算シーズン開幕で株価指数はまちまち',
        desc: 'ナスダック100が上昇した一方、資本財銘柄の軟調な決算でダウは出遅れた。',
        content:
          '<p>決算発表が本格化した最初の週、米主要株価指数は方向感が分かれた。クラウド収入の好調でハイテク株が上昇する一方、複数の資本財企業が通期見通しを下方修正した。</p>' +
          '<p>欧州の指数は銀行株に支えられて底堅く、アジア市場は翌朝ウォール街の流れを引き継いだ。業種間の差は大きいものの、変動率指標は低位にとどまった。</p>' +
          '<p>株価指数CFDは取引所の時間に沿って毎日休止時間がある。引け間際に指値注文を出す前に、銘柄ページで取引時間を確認してほしい。</p>',
      },
    },
  },
  {
    slug: 'margin-and-leverage-basics',
    category: 'analysis',
    logo: '/news/analysis.svg',
    daysAgo: 17,
    hour: 10,
    text: {
      en: {
        title: 'Position sizing 101: how leverage changes your margin',
        desc: 'A worked example of the margin formula, and why a smaller position often survives longer.',
        content:
          '<p>Margin is the deposit the broker sets aside when you open a position. On Pipwave it is calculated as <strong>lots × contract size × price ÷ multiple</strong> for leveraged symbols.</p>' +
          '<figure><img src="/news/margin-chart.svg" alt="Margin needed for one lot of EUR/USD at different multiples" width="640" height="320"><figcaption>Margin for one lot of EUR/USD at 1.08 by multiple.</figcaption></figure>' +
          '<table><thead><tr><th>Multiple</th><th>Margin for 1 lot EUR/USD at 1.08</th></tr></thead><tbody>' +
          '<tr><td>50</td><td>2,160 USD</td></tr><tr><td>100</td><td>1,080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr>' +
          '</tbody></table>' +
          '<p>A higher multiple frees up margin, but it does not change how much you gain or lose per pip. The risk rate rises as losses eat into your balance, so keep a buffer of free margin rather than using all of it.</p>',
      },
      hk: {
        title: '倉位管理入門：槓桿如何影響保證金',
        desc: '以實例說明保證金公式，以及為何較小的倉位往往更持久。',
        content:
          '<p>保證金是開倉時經紀商預留的按金。在Pipwave，槓桿產品的保證金計算方法為<strong>手數 × 合約單位 × 價格 ÷ 倍數</strong>。</p>' +
          '<figure><img src="/news/margin-chart.svg" alt="不同倍數下一手歐元兌美元所需保證金" width="640" height="320"><figcaption>歐元兌美元報1.08時，一手在不同倍數下的保證金。</figcaption></figure>' +
          '<table><thead><tr><th>倍數</th><th>一手歐元兌美元（1.08）的保證金</th></tr></thead><tbody>' +
          '<tr><td>50</td><td>2,160 美元</td></tr><tr><td>100</td><td>1,080 美元</td></tr><tr><td>200</td><td>540 美元</td></tr>' +
          '</tbody></table>' +
          '<p>較高倍數可釋放保證金，但不會改變每點的盈虧。虧損侵蝕餘額時風險率會上升，因此應保留可用保證金作緩衝，不宜全數用盡。</p>',
      },
      jp: {
        title: 'ポジションサイズ入門：レバレッジと証拠金の関係',
        desc: '証拠金の計算式を具体例で確認し、小さなポジションが長く生き残りやすい理由を考える。',
        content:
          '<p>証拠金とは、ポジションを建てる際にブローカーが拘束する預り金だ。Pipwaveでは、レバレッジ銘柄の証拠金は<strong>ロット数 × 契約単位 × 価格 ÷ 倍率</strong>で計算される。</p>' +
          '<figure><img src="/news/margin-chart.svg" alt="倍率別のユーロ・ドル1ロットに必要な証拠金" width="640" height="320"><figcaption>ユーロ・ドル1.08における1ロットの倍率別証拠金。</figcaption></figure>' +
          '<table><thead><tr><th>倍率</th><th>ユーロ・ドル1ロット（1.08）の証拠金</th></tr></thead><tbody>' +
          '<tr><td>50</td><td>2,160 USD</td></tr><tr><td>100</td><td>1,080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr>' +
          '</tbody></table>' +
          '<p>倍率を上げると証拠金に余裕が生まれるが、1pipあたりの損益は変わらない。損失が残高を減らすにつれてリスク率は上昇するため、余剰証拠金をすべて使わず余裕を残しておきたい。</p>',
      },
    },
  },
  {
    slug: 'holiday-trading-hours',
    category: 'notice',
    logo: '/news/notice.svg',
    daysAgo: 19,
    hour: 6,
    text: {
      en: {
        title: 'Holiday trading hours for index and energy CFDs',
        desc: 'Several markets close early around the coming public holidays. Forex and crypto are not affected.',
        content:
          '<p>Because of public holidays on the underlying exchanges, some index and energy CFDs will close early or stay closed on the days below. Times are New York time.</p>' +
          '<table><thead><tr><th>Product</th><th>Change</th></tr></thead><tbody>' +
          '<tr><td>US indices</td><td>Close at 13:00 on the day after Thanksgiving</td></tr>' +
          '<tr><td>Energy (WTI, Brent)</td><td>Close at 13:30 on the same day</td></tr>' +
          '<tr><td>Forex, metals, crypto</td><td>Normal hours</td></tr>' +
          '</tbody></table>' +
          '<p>Pending orders stay in place and are checked when the market reopens. Questions: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
      },
      hk: {
        title: '股指及能源差價合約假期交易時間',
        desc: '多個市場將於公眾假期前後提早收市，外匯及加密貨幣不受影響。',
        content:
          '<p>由於相關交易所的公眾假期，部分股指及能源差價合約將於以下日子提早收市或暫停交易。時間為紐約時間。</p>' +
          '<table><thead><tr><th>產品</th><th>安排</th></tr></thead><tbody>' +
          '<tr><td>美國股指</td><td>感恩節翌日13:00收市</td></tr>' +
          '<tr><td>能源（WTI、布蘭特）</td><td>同日13:30收市</td></tr>' +
          '<tr><td>外匯、貴金屬、加密貨幣</td><td>正常交易</td></tr>' +
          '</tbody></table>' +
          '<p>掛單將會保留，並於市場重開時處理。如有查詢：<a href="mailto:support@pipwave.app">support@pipwave.app</a>。</p>',
      },
      jp: {
        title: '株価指数・エネルギーCFDの祝日取引時間',
        desc: '今後の祝日の前後に一部市場が短縮取引となる。FXと暗号資産は通常どおり。',
        content:
          '<p>原市場の祝日に伴い、一部の株価指数およびエネルギーCFDは下記の日程で取引時間を短縮または休場とする。時刻はニューヨーク時間。</p>' +
          '<table><thead><tr><th>銘柄</th><th>変更内容</th></tr></thead><tbody>' +
          '<tr><td>米国株価指数</td><td>感謝祭翌日は13:00に終了</td></tr>' +
          '<tr><td>エネルギー（WTI、ブレント）</td><td>同日13:30に終了</td></tr>' +
          '<tr><td>FX・貴金属・暗号資産</td><td>通常どおり</td></tr>' +
          '</tbody></table>' +
          '<p>指値注文はそのまま残り、市場再開時に処理される。お問い合わせ：<a href="mailto:support@pipwave.app">support@pipwave.app</a></p>',
      },
    },
  },
  {
    slug: 'invite-friends-launch',
    category: 'notice',
    logo: '/news/invite.svg',
    daysAgo: 22,
    hour: 3,
    text: {
      en: {
        title: 'New in the app: invite friends and follow your sign-ups',
        desc: 'Share your personal link or QR code from the user centre and see how many friends joined.',
        content:
          '<p>Every real account now has a personal invite code. Open <strong>Me → Invite friends</strong> to copy your code or link, or let a friend scan the QR code with their phone camera.</p>' +
          '<p>When someone signs up through your link, the code is filled in for them and the count on your invite page goes up. Demo accounts cannot invite; register a real account to get your code.</p>',
      },
      hk: {
        title: '全新功能：邀請好友並查看註冊人數',
        desc: '在用戶中心分享您的專屬連結或二維碼，隨時查看有多少朋友加入。',
        content:
          '<p>每個真實帳戶現已設有專屬邀請碼。打開<strong>我的 → 邀請好友</strong>即可複製邀請碼或連結，亦可讓朋友用手機相機掃描二維碼。</p>' +
          '<p>朋友透過您的連結註冊時，邀請碼會自動填上，您的邀請頁面人數亦會增加。模擬帳戶不能邀請好友，請註冊真實帳戶以取得邀請碼。</p>',
      },
      jp: {
        title: '新機能：友だちを招待して登録数を確認',
        desc: 'ユーザーセンターから専用リンクやQRコードを共有し、参加した友だちの数を確認できる。',
        content:
          '<p>すべてのリアル口座に専用の招待コードが付与された。<strong>マイページ → 友達を招待</strong>を開き、コードやリンクをコピーするか、友だちにQRコードをスマートフォンのカメラで読み取ってもらおう。</p>' +
          '<p>リンクから登録すると招待コードが自動で入力され、招待ページの人数が増える。デモ口座では招待できないため、リアル口座を登録してコードを取得してほしい。</p>',
      },
    },
  },
  {
    slug: 'weekend-maintenance',
    category: 'notice',
    logo: '/news/notice.svg',
    daysAgo: 26,
    hour: 11,
    text: {
      en: {
        title: 'Scheduled maintenance this weekend',
        desc: 'Deposits and withdrawals pause for about two hours on Saturday; trading is not affected.',
        content:
          '<p>We will upgrade our payment systems on Saturday between 02:00 and 04:00 New York time. During this window deposits and withdrawals cannot be submitted; requests already submitted will be processed afterwards.</p>' +
          '<ul><li>Quotes, charts and crypto trading continue as normal.</li><li>Your balance and open positions are not affected.</li><li>No action is needed on your side.</li></ul>' +
          '<p>Thank you for your patience.</p>',
      },
      hk: {
        title: '本週末系統維護',
        desc: '週六入金及出金暫停約兩小時，交易不受影響。',
        content:
          '<p>我們將於週六紐約時間02:00至04:00升級支付系統。期間無法提交入金及出金申請；已提交的申請將於維護後處理。</p>' +
          '<ul><li>報價、圖表及加密貨幣交易照常運作。</li><li>您的餘額及持倉不受影響。</li><li>您毋須採取任何行動。</li></ul>' +
          '<p>感謝您的耐心等候。</p>',
      },
      jp: {
        title: '今週末の定期メンテナンスのお知らせ',
        desc: '土曜日に入出金が約2時間停止する。取引には影響しない。',
        content:
          '<p>土曜日のニューヨーク時間2時から4時まで、決済システムのアップグレードを行う。この間は入金・出金の申請ができず、受付済みの申請はメンテナンス後に処理する。</p>' +
          '<ul><li>レート、チャート、暗号資産の取引は通常どおり。</li><li>残高と保有ポジションに影響はない。</li><li>お客様の操作は不要。</li></ul>' +
          '<p>ご理解とご協力をお願いしたい。</p>',
      },
    },
  },
];

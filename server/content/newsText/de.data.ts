import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in German. */
export const ARTICLES_DE: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'Euro stabil – Händler wägen eine vorsichtige EZB ab',
    desc: 'EUR/USD blieb in einer engen Spanne, nachdem die Notenbanker keine Eile mit weiteren Zinssenkungen signalisierten.',
    content:
      '<p>Der Euro bewegte sich während der europäischen Sitzung in einer engen Spanne zum Dollar, nachdem mehrere Notenbankvertreter betonten, dass die Inflation bei Dienstleistungen noch zu hartnäckig sei, um eine schnellere Lockerung zu rechtfertigen.</p>' +
      '<p>Die Renditen kurz laufender Anleihen im Euroraum stiegen leicht und verringerten den Zinsabstand zu den USA, der die Gemeinschaftswährung Anfang des Monats belastet hatte. Am Optionsmarkt wurde für die kommende Woche eine etwas geringere Volatilität eingepreist.</p>' +
      '<h3>Worauf Händler achten</h3>' +
      '<ul><li>Vorläufige Einkaufsmanagerindizes für Frankreich und Deutschland</li><li>Wöchentliche Erstanträge auf Arbeitslosenhilfe in den USA</li><li>Jeder Tonwechsel im nächsten Sitzungsprotokoll der EZB</li></ul>' +
      '<p>Ein Ausbruch über die jüngste Spanne bräuchte eine deutliche Überraschung in den Daten; bis dahin erwarten Händler beidseitige Umsätze um die Mitte der Spanne.</p>',
  },
  'gold-holds-near-highs': {
    title: 'Gold hält sich nahe den Höchstständen, Realrenditen geben nach',
    desc: 'Bei jedem Rücksetzer fanden sich Käufer, während die inflationsbereinigten US-Renditen den dritten Tag fielen.',
    content:
      '<p>Der Goldpreis blieb am Dienstag nahe seinem jüngsten Hoch, gestützt von sinkenden Realrenditen und der stetigen Nachfrage von Zentralbanken, die ihre Reserven das ganze Jahr über aufstocken.</p>' +
      '<p>Silber hinkte hinterher, belastet von schwächeren Industriemetallen; das Gold-Silber-Verhältnis blieb nahe dem oberen Rand seiner Spanne. Die Aufschläge für physisches Metall in Asien waren vor der Hochzeitssaison fest.</p>' +
      '<p>Analysten merkten an, dass die Positionierung am Terminmarkt bereits deutlich long ist, was das Metall anfällig für einen stärkeren Dollar machen kann. Eine Überraschung nach oben bei den US-Inflationsdaten bleibt das Hauptrisiko für die Rally.</p>',
  },
  'oil-slips-inventories': {
    title: 'Öl gibt nach überraschendem Lageraufbau in den USA nach',
    desc: 'WTI und Brent gaben frühe Gewinne ab, da die Bestände stiegen und die Förderländer stabiles Angebot signalisierten.',
    content:
      '<p>Die Rohölpreise gaben im New Yorker Handel nach, nachdem Regierungsdaten einen unerwarteten Anstieg der kommerziellen US-Lagerbestände zeigten – den zweiten Wochenzuwachs in Folge.</p>' +
      '<p>Aussagen großer Förderländer, ihre Förderpolitik vorerst nicht zu ändern, verstärkten die schwächere Stimmung. Die Raffineriemargen hielten sich dagegen gut, was darauf hindeutet, dass die Kraftstoffnachfrage nicht das Problem ist.</p>' +
      '<h3>Marken im Blick</h3>' +
      '<p>Händler sehen das jüngste Zwischentief als erste Unterstützung für WTI; ein Schlusskurs darunter würde den Boden der Herbstspanne wieder ins Spiel bringen. Energie-CFDs pausieren täglich zwischen 17:00 und 18:00 Uhr New Yorker Zeit.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY: Was ein schrumpfender Zinsabstand für den Yen bedeutet',
    desc: 'Der Abstand zwischen zweijährigen US- und japanischen Renditen bestimmt das Paar seit Monaten. So lässt er sich lesen.',
    content:
      '<p>Kaum ein Währungspaar folgt dem Zinsgefälle so eng wie Dollar-Yen. Steigen die US-Renditen schneller als die japanischen, leihen sich Carry-Trader Yen, um Dollar zu halten, und das Paar steigt.</p>' +
      '<p>Dieser Zusammenhang wirkt nun in die andere Richtung. Da die japanischen Leitzinsen leicht steigen und die US-Zinsen voraussichtlich sinken, hat sich der Abstand verringert, und der Yen hat einen Teil seiner früheren Verluste aufgeholt.</p>' +
      '<table><thead><tr><th>Marke</th><th>Warum sie zählt</th></tr></thead><tbody><tr><td>Jüngstes Hoch</td><td>Hier begannen offizielle Warnungen vor zu schnellen Bewegungen</td></tr><tr><td>200-Tage-Durchschnitt</td><td>Langfristige Trendlinie, der viele Fonds folgen</td></tr><tr><td>Herbsttief</td><td>Boden der Spanne, falls sich der Zinsabstand weiter schließt</td></tr></tbody></table>' +
      '<p>Das Risiko für Yen-Käufer sind stärkere US-Daten, die die Renditen wieder nach oben treiben. Positionsgrößen sollten Raum für heftige Bewegungen rund um Notenbanksitzungen lassen.</p>',
  },
  'reading-us-jobs-report': {
    title: 'Den US-Arbeitsmarktbericht lesen: drei Zahlen, die den Dollar bewegen',
    desc: 'Die Beschäftigtenzahl macht Schlagzeilen, doch Löhne und Revisionen entscheiden oft über die Marktreaktion.',
    content:
      '<p>Der monatliche Arbeitsmarktbericht ist einer der lebhaftesten Momente im Handelsmonat. Die Spreads weiten sich in den Sekunden um die Veröffentlichung, und die Kurse können mehrere Marken auf einmal überspringen.</p>' +
      '<ol><li><strong>Beschäftigung außerhalb der Landwirtschaft.</strong> Die Zahl der neuen Stellen. Der Markt vergleicht sie mit der Konsensprognose, nicht mit null.</li><li><strong>Durchschnittliche Stundenlöhne.</strong> Das Lohnwachstum treibt die Dienstleistungsinflation; ein hoher Lohnwert kann den Dollar stärken, selbst wenn kaum eingestellt wird.</li><li><strong>Revisionen.</strong> Änderungen an den beiden Vormonaten können schwerer wiegen als die neue Zahl.</li></ol>' +
      '<p>Wenn Sie Positionen über die Veröffentlichung halten, prüfen Sie, ob Ihr Stop-Loss Raum für Slippage lässt und Ihre Margin eine schnelle Bewegung verkraftet.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'Bitcoin-Volatilität kehrt zurück, Fondsflüsse uneinheitlich',
    desc: 'Die größte Kryptowährung schwankte an einem Tag um mehr als fünf Prozent, als die Liquidität am Wochenende dünn wurde.',
    content:
      '<p>Bitcoin bewegte sich am Wochenende kräftig in beide Richtungen – dann, wenn Kryptomärkte geöffnet sind, die meisten anderen Handelsplätze aber geschlossen. Dünne Orderbücher verstärkten eine Welle von Liquidationen bei gehebelten Futures.</p>' +
      '<p>Ether nahm einen ähnlichen Verlauf, kleinere Token fielen stärker. Die Zuflüsse in börsennotierte Kryptofonds waren in der Woche gemischt: Abflüsse an zwei Tagen wurden später durch stetige Käufe ausgeglichen.</p>' +
      '<p>Krypto-CFDs werden bei Pipwave rund um die Uhr gehandelt. Da die Bewegungen groß sein können, wenn andere Märkte geschlossen sind, sollten Sie für übers Wochenende gehaltene Positionen einen niedrigeren Hebel erwägen.</p>',
  },
  'sterling-range-levels': {
    title: 'Das Pfund in der Seitwärtsspanne: die wichtigen Marken',
    desc: 'GBP/USD pendelt seit einem Monat zwischen zwei klaren Marken. Was das Muster durchbrechen könnte.',
    content:
      '<p>Das Pfund pendelt seit vier Wochen zwischen derselben Unterstützung und demselben Widerstand und belohnt Händler, die Anstiege verkaufen und Rücksetzer kaufen. Die realisierte Volatilität ist auf den tiefsten Stand seit einem Jahr gefallen.</p>' +
      '<h3>Was die Spanne beenden könnte</h3>' +
      '<ul><li>Die britische Dienstleistungsinflation, auf die die Bank of England am genauesten achtet</li><li>Die Einzelhandelsumsätze nach zwei schwachen Monaten</li><li>Eine breite Dollarbewegung nach US-Daten</li></ul>' +
      '<p>Seitwärtsphasen enden meist mit einer schnellen Bewegung. Wer an den Rändern handelt, sollte Stopps jenseits der Marke setzen, nicht direkt darauf, wo eine kurze Spitze sie erreichen kann.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Aktienindizes uneinheitlich zum Start der Berichtssaison',
    desc: 'Der Nasdaq 100 schnitt besser ab, während der Dow wegen schwächerer Zahlen von Industriewerten zurückblieb.',
    content:
      '<p>Die US-Leitindizes beendeten die erste große Woche der Berichtssaison in unterschiedliche Richtungen. Technologiewerte legten dank starker Cloud-Umsätze zu, während mehrere Industrieunternehmen ihre Jahresprognosen senkten.</p>' +
      '<p>Die europäischen Indizes waren stabiler, gestützt von Banken, und die asiatischen Märkte folgten am nächsten Morgen der Wall Street. Die Volatilitätsindizes blieben trotz der großen Unterschiede zwischen den Sektoren niedrig.</p>' +
      '<p>Index-CFDs folgen dem Börsenkalender mit einer täglichen Pause; prüfen Sie die Handelszeiten auf der Symbolseite, bevor Sie kurz vor Handelsschluss Pending Orders platzieren.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Positionsgröße 1×1: wie der Hebel Ihre Margin verändert',
    desc: 'Ein Rechenbeispiel zur Margin-Formel – und warum eine kleinere Position oft länger durchhält.',
    content:
      '<p>Die Margin ist die Sicherheitsleistung, die der Broker beim Eröffnen einer Position zurückstellt. Bei Pipwave wird sie für gehebelte Symbole als <strong>Lots × Kontraktgröße × Kurs ÷ Hebel</strong> berechnet.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Benötigte Margin für ein Lot EUR/USD bei verschiedenen Hebeln" width="640" height="320"><figcaption>Margin für ein Lot EUR/USD bei 1,08 nach Hebel.</figcaption></figure>' +
      '<table><thead><tr><th>Hebel</th><th>Margin für 1 Lot EUR/USD bei 1,08</th></tr></thead><tbody><tr><td>50</td><td>2.160 USD</td></tr><tr><td>100</td><td>1.080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Ein höherer Hebel setzt Margin frei, ändert aber nicht, wie viel Sie pro Pip gewinnen oder verlieren. Die Risikoquote steigt, wenn Verluste Ihr Guthaben aufzehren – halten Sie also einen Puffer an freier Margin, statt alles einzusetzen.</p>',
  },
  'holiday-trading-hours': {
    title: 'Feiertags-Handelszeiten für Index- und Energie-CFDs',
    desc: 'Mehrere Märkte schließen rund um die kommenden Feiertage früher. Devisen und Krypto sind nicht betroffen.',
    content:
      '<p>Wegen Feiertagen an den zugrunde liegenden Börsen schließen einige Index- und Energie-CFDs an den unten genannten Tagen früher oder bleiben geschlossen. Die Zeiten sind New Yorker Zeit.</p>' +
      '<table><thead><tr><th>Produkt</th><th>Änderung</th></tr></thead><tbody><tr><td>US-Indizes</td><td>Schluss um 13:00 Uhr am Tag nach Thanksgiving</td></tr><tr><td>Energie (WTI, Brent)</td><td>Schluss um 13:30 Uhr am selben Tag</td></tr><tr><td>Devisen, Metalle, Krypto</td><td>Normale Handelszeiten</td></tr></tbody></table>' +
      '<p>Pending Orders bleiben bestehen und werden bei Wiedereröffnung des Marktes geprüft. Fragen: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Neu in der App: Freunde einladen und Anmeldungen verfolgen',
    desc: 'Teilen Sie Ihren persönlichen Link oder QR-Code aus Ihrem Konto und sehen Sie, wie viele Freunde dabei sind.',
    content:
      '<p>Jedes Echtgeldkonto hat jetzt einen persönlichen Einladungscode. Öffnen Sie <strong>Konto → Freunde einladen</strong>, um Ihren Code oder Link zu kopieren, oder lassen Sie einen Freund den QR-Code mit der Handykamera scannen.</p>' +
      '<p>Meldet sich jemand über Ihren Link an, wird der Code für ihn ausgefüllt und der Zähler auf Ihrer Einladungsseite steigt. Demokonten können nicht einladen; eröffnen Sie ein Echtgeldkonto, um Ihren Code zu erhalten.</p>',
  },
  'weekend-maintenance': {
    title: 'Geplante Wartung an diesem Wochenende',
    desc: 'Ein- und Auszahlungen pausieren am Samstag etwa zwei Stunden; der Handel ist nicht betroffen.',
    content:
      '<p>Wir aktualisieren unsere Zahlungssysteme am Samstag zwischen 02:00 und 04:00 Uhr New Yorker Zeit. In diesem Zeitraum können keine Ein- und Auszahlungen eingereicht werden; bereits eingereichte Aufträge werden danach bearbeitet.</p>' +
      '<ul><li>Kurse, Charts und der Kryptohandel laufen normal weiter.</li><li>Ihr Guthaben und Ihre offenen Positionen sind nicht betroffen.</li><li>Sie müssen nichts unternehmen.</li></ul>' +
      '<p>Vielen Dank für Ihre Geduld.</p>',
  },
};

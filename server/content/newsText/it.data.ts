import type { ArticleTexts } from '../seedTypes.ts';

/** The seeded articles in Italian. */
export const ARTICLES_IT: ArticleTexts = {
  'euro-steadies-ecb-tone': {
    title: 'L’euro si stabilizza mentre i trader valutano una BCE prudente',
    desc: 'L’EUR/USD è rimasto in un intervallo ristretto dopo che i banchieri centrali hanno segnalato di non avere fretta di tagliare ancora i tassi.',
    content:
      '<p>L’euro si è mosso in una banda stretta contro il dollaro durante la sessione europea, dopo che diversi esponenti della banca centrale hanno sottolineato che l’inflazione nei servizi è ancora troppo solida per giustificare un allentamento più rapido.</p>' +
      '<p>I rendimenti a breve dell’area euro sono saliti leggermente, riducendo il differenziale con gli Stati Uniti che aveva pesato sulla moneta unica all’inizio del mese. Il mercato delle opzioni prezza una volatilità un po’ più bassa per la prossima settimana.</p>' +
      '<h3>Cosa osservano i trader</h3>' +
      '<ul><li>Gli indici PMI preliminari di Francia e Germania</li><li>Le richieste settimanali di sussidi di disoccupazione negli USA</li><li>Qualsiasi cambio di tono nel resoconto della prossima riunione della BCE</li></ul>' +
      '<p>Una rottura al rialzo dell’intervallo recente richiederebbe una chiara sorpresa nei dati; fino ad allora gli operatori si aspettano scambi in entrambe le direzioni attorno al centro della banda.</p>',
  },
  'gold-holds-near-highs': {
    title: 'L’oro resta vicino ai massimi mentre i rendimenti reali calano',
    desc: 'Il metallo ha trovato acquirenti a ogni ribasso, con i rendimenti dei Treasury corretti per l’inflazione in calo per il terzo giorno.',
    content:
      '<p>L’oro a pronti è rimasto martedì vicino al recente picco, sostenuto dal calo dei rendimenti reali e dalla domanda costante delle banche centrali, che aumentano le riserve da inizio anno.</p>' +
      '<p>L’argento è rimasto indietro, frenato dalla debolezza dei metalli industriali, lasciando il rapporto oro/argento vicino alla parte alta del suo intervallo. I premi sul metallo fisico in Asia sono rimasti sostenuti in vista della stagione dei matrimoni.</p>' +
      '<p>Gli analisti osservano che il posizionamento sui futures è già lungo, il che può rendere il metallo sensibile a un dollaro più forte. Una sorpresa al rialzo dall’inflazione USA resta il rischio principale per il rally.</p>',
  },
  'oil-slips-inventories': {
    title: 'Il petrolio scende dopo un aumento a sorpresa delle scorte USA',
    desc: 'WTI e Brent hanno ceduto i guadagni iniziali con l’aumento delle scorte e i produttori che segnalano un’offerta stabile.',
    content:
      '<p>I prezzi del greggio sono scesi nella seduta di New York dopo che i dati ufficiali hanno mostrato un aumento inatteso delle scorte commerciali statunitensi, il secondo rialzo settimanale consecutivo.</p>' +
      '<p>Le dichiarazioni dei principali produttori, secondo cui la politica produttiva resterà per ora invariata, hanno accentuato il tono debole. I margini di raffinazione hanno invece tenuto bene, segno che la domanda di carburanti non è il problema.</p>' +
      '<h3>Livelli da seguire</h3>' +
      '<p>I trader vedono il recente minimo come primo supporto per il WTI; una chiusura al di sotto riporterebbe in gioco la base dell’intervallo autunnale. I CFD sull’energia si fermano ogni giorno tra le 17:00 e le 18:00 ora di New York.</p>',
  },
  'usdjpy-rate-gap': {
    title: 'USD/JPY: cosa significa per lo yen un differenziale dei tassi in calo',
    desc: 'La differenza tra i rendimenti a due anni di USA e Giappone guida la coppia da mesi. Ecco come leggerla.',
    content:
      '<p>Poche coppie valutarie seguono i differenziali di tasso da vicino come dollaro-yen. Quando i rendimenti USA salgono più di quelli giapponesi, chi fa carry trade prende yen in prestito per detenere dollari e la coppia sale.</p>' +
      '<p>Ora questo legame agisce nella direzione opposta. Con i tassi ufficiali giapponesi in lieve aumento e quelli USA attesi in calo, il differenziale si è ridotto e lo yen ha recuperato parte delle perdite.</p>' +
      '<table><thead><tr><th>Livello</th><th>Perché conta</th></tr></thead><tbody><tr><td>Massimo recente</td><td>Dove sono iniziati gli avvertimenti ufficiali sui movimenti troppo rapidi</td></tr><tr><td>Media a 200 giorni</td><td>Linea di tendenza di lungo periodo seguita da molti fondi</td></tr><tr><td>Minimo autunnale</td><td>Base dell’intervallo se il differenziale continua a ridursi</td></tr></tbody></table>' +
      '<p>Il rischio per chi compra yen è un recupero dei dati USA che spinga di nuovo in alto i rendimenti. La dimensione delle posizioni deve tenere conto di movimenti bruschi attorno alle riunioni delle banche centrali.</p>',
  },
  'reading-us-jobs-report': {
    title: 'Leggere il rapporto sul lavoro USA: tre numeri che muovono il dollaro',
    desc: 'Le buste paga fanno notizia, ma salari e revisioni spesso decidono la reazione del mercato.',
    content:
      '<p>Il rapporto mensile sull’occupazione è uno dei momenti più movimentati del mese. Gli spread si allargano nei secondi attorno alla pubblicazione e i prezzi possono saltare più livelli in un colpo.</p>' +
      '<ol><li><strong>Buste paga non agricole.</strong> Il numero di nuovi posti di lavoro. Il mercato lo confronta con le previsioni di consenso, non con lo zero.</li><li><strong>Retribuzione oraria media.</strong> La crescita dei salari alimenta l’inflazione dei servizi: un dato salariale alto può rafforzare il dollaro anche con poche assunzioni.</li><li><strong>Revisioni.</strong> Le correzioni ai due mesi precedenti possono contare più del nuovo dato.</li></ol>' +
      '<p>Se mantieni posizioni aperte durante la pubblicazione, verifica che lo stop loss lasci spazio allo slippage e che il margine possa assorbire un movimento rapido.</p>',
  },
  'bitcoin-volatility-returns': {
    title: 'Torna la volatilità del bitcoin, flussi dei fondi contrastati',
    desc: 'La principale criptovaluta ha oscillato di oltre il cinque per cento in un giorno con la liquidità ridotta del fine settimana.',
    content:
      '<p>Il bitcoin si è mosso bruscamente in entrambe le direzioni nel fine settimana, quando i mercati cripto restano aperti mentre la maggior parte delle altre piazze è chiusa. I book poco profondi hanno amplificato un’ondata di liquidazioni sui futures con leva.</p>' +
      '<p>L’ether ha seguito un percorso simile, mentre i token minori sono scesi di più. I flussi verso i fondi cripto quotati sono stati contrastati nella settimana, con deflussi in due giornate compensati da acquisti costanti in seguito.</p>' +
      '<p>Su Pipwave i CFD sulle criptovalute si negoziano 24 ore su 24. Poiché i movimenti possono essere ampi quando gli altri mercati sono chiusi, valuta una leva più bassa per le posizioni tenute nel fine settimana.</p>',
  },
  'sterling-range-levels': {
    title: 'La sterlina in trading range: i livelli da osservare',
    desc: 'Il GBP/USD oscilla da un mese tra due livelli netti. Cosa potrebbe rompere lo schema.',
    content:
      '<p>Da quattro settimane la sterlina rimbalza tra lo stesso supporto e la stessa resistenza, premiando chi vende i rialzi e compra i ribassi. La volatilità realizzata è scesa al minimo da un anno.</p>' +
      '<h3>Cosa potrebbe chiudere il range</h3>' +
      '<ul><li>L’inflazione dei servizi nel Regno Unito, la più osservata dalla Bank of England</li><li>Le vendite al dettaglio, dopo due mesi deboli</li><li>Un ampio movimento del dollaro dopo i dati USA</li></ul>' +
      '<p>I range tendono a finire con un movimento rapido. Se operi sui bordi, metti gli stop oltre il livello e non su di esso, dove un breve picco può raggiungerli.</p>',
  },
  'indices-mixed-earnings': {
    title: 'Indici azionari contrastati all’avvio della stagione delle trimestrali',
    desc: 'Il Nasdaq 100 ha sovraperformato mentre il Dow è rimasto indietro per i risultati più deboli dei titoli industriali.',
    content:
      '<p>Gli indici azionari USA hanno chiuso la prima grande settimana di trimestrali in direzioni diverse. I titoli tecnologici sono saliti grazie a forti ricavi dal cloud, mentre diverse società industriali hanno tagliato le stime annuali.</p>' +
      '<p>Gli indici europei sono stati più stabili, sostenuti dalle banche, e i mercati asiatici hanno seguito Wall Street la mattina dopo. Gli indicatori di volatilità sono rimasti bassi nonostante l’ampio divario tra i settori.</p>' +
      '<p>I CFD sugli indici seguono gli orari della borsa con una pausa giornaliera; controlla gli orari di negoziazione nella pagina del simbolo prima di inserire ordini pendenti vicino alla chiusura.</p>',
  },
  'margin-and-leverage-basics': {
    title: 'Dimensione della posizione, le basi: come la leva cambia il tuo margine',
    desc: 'Un esempio pratico della formula del margine e perché una posizione più piccola spesso resiste più a lungo.',
    content:
      '<p>Il margine è il deposito che il broker accantona quando apri una posizione. Su Pipwave, per i simboli con leva, si calcola come <strong>lotti × dimensione del contratto × prezzo ÷ leva</strong>.</p>' +
      '<figure><img src="/news/margin-chart.svg" alt="Margine necessario per un lotto di EUR/USD con leve diverse" width="640" height="320"><figcaption>Margine per un lotto di EUR/USD a 1,08 per leva.</figcaption></figure>' +
      '<table><thead><tr><th>Leva</th><th>Margine per 1 lotto di EUR/USD a 1,08</th></tr></thead><tbody><tr><td>50</td><td>2.160 USD</td></tr><tr><td>100</td><td>1.080 USD</td></tr><tr><td>200</td><td>540 USD</td></tr></tbody></table>' +
      '<p>Una leva più alta libera margine, ma non cambia quanto guadagni o perdi per pip. Il tasso di rischio sale man mano che le perdite erodono il saldo: tieni una riserva di margine libero invece di usarlo tutto.</p>',
  },
  'holiday-trading-hours': {
    title: 'Orari festivi per i CFD su indici ed energia',
    desc: 'Diversi mercati chiudono prima in occasione delle prossime festività. Forex e cripto non sono interessati.',
    content:
      '<p>A causa delle festività nelle borse sottostanti, alcuni CFD su indici ed energia chiuderanno prima o resteranno chiusi nei giorni indicati sotto. Gli orari sono quelli di New York.</p>' +
      '<table><thead><tr><th>Prodotto</th><th>Variazione</th></tr></thead><tbody><tr><td>Indici USA</td><td>Chiusura alle 13:00 il giorno dopo il Ringraziamento</td></tr><tr><td>Energia (WTI, Brent)</td><td>Chiusura alle 13:30 lo stesso giorno</td></tr><tr><td>Forex, metalli, cripto</td><td>Orari normali</td></tr></tbody></table>' +
      '<p>Gli ordini pendenti restano attivi e vengono verificati alla riapertura del mercato. Domande: <a href="mailto:support@pipwave.app">support@pipwave.app</a>.</p>',
  },
  'invite-friends-launch': {
    title: 'Novità nell’app: invita gli amici e segui le loro iscrizioni',
    desc: 'Condividi il tuo link personale o il codice QR dall’area personale e scopri quanti amici si sono iscritti.',
    content:
      '<p>Ogni conto reale ha ora un codice invito personale. Apri <strong>Profilo → Invita amici</strong> per copiare il codice o il link, oppure fai scansionare il codice QR a un amico con la fotocamera del telefono.</p>' +
      '<p>Quando qualcuno si registra tramite il tuo link, il codice viene inserito per lui e il contatore della tua pagina inviti aumenta. I conti demo non possono invitare; apri un conto reale per ottenere il tuo codice.</p>',
  },
  'weekend-maintenance': {
    title: 'Manutenzione programmata questo fine settimana',
    desc: 'Depositi e prelievi sono sospesi per circa due ore sabato; il trading non è interessato.',
    content:
      '<p>Sabato aggiorneremo i nostri sistemi di pagamento tra le 02:00 e le 04:00 ora di New York. In questa finestra non è possibile inviare depositi e prelievi; le richieste già inviate saranno elaborate successivamente.</p>' +
      '<ul><li>Quotazioni, grafici e trading sulle criptovalute proseguono normalmente.</li><li>Il tuo saldo e le posizioni aperte non sono interessati.</li><li>Non devi fare nulla.</li></ul>' +
      '<p>Grazie per la pazienza.</p>',
  },
};

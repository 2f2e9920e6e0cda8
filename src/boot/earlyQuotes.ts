import { initialLanguage } from '../i18n/languageChoice.ts';
import { isTradeSymbolList } from '../market/tradeSymbolShape.ts';
import { afterNextPaint, startAppEntry } from './appEntry.ts';
import { startEarlyTradeList } from './earlyTradeList.ts';
import { paintShellQuote, paintShellRows } from './shellPrices.ts';

/** The longest the app's code waits for the shell's first prices (a server that does not answer). */
const PRICES_WAIT_MS = 2000;
/** The longest it waits for the frame that shows them (a hidden tab paints no frames). */
const PAINT_WAIT_MS = 100;

/**
 * index.html's second inline script (built into the page by scripts/bootShell.ts), run right after the
 * shell's markup: on the routes that show quotes it sends the first trade_list request at once, paints
 * the answer into the shell (home: its rows; trade: the header of the URL's symbol), and only then
 * starts the app's code, so the 4 KB of prices do not share a slow link with 150 KB of JavaScript (they
 * are the page's largest content; the app's first render shows the same). Other routes start the app
 * at once.
 */
function start(): void {
  const shell = document.getElementById('boot');
  const route = shell?.getAttribute('data-route');
  if (!shell || (route !== 'home' && route !== 'trade')) {
    startAppEntry(route);
    return;
  }
  const lang = initialLanguage(location.search);
  const code = new URLSearchParams(location.search).get('code');
  const early = startEarlyTradeList(lang);
  const painted = early.result.then((data) => {
    if (!shell.isConnected || !isTradeSymbolList(data)) return;
    if (route === 'home') paintShellRows(shell, data, lang);
    const symbol = data.find((candidate) => candidate.Code === code);
    if (route === 'trade' && symbol) paintShellQuote(shell, symbol, lang);
    return afterNextPaint(PAINT_WAIT_MS);
  });
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, PRICES_WAIT_MS));
  const startApp = () => startAppEntry(route);
  void Promise.race([painted, deadline]).then(startApp, startApp);
}

start();

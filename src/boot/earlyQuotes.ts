import { initialLanguage } from '../i18n/languageChoice.ts';
import { isTradeSymbolList } from '../market/tradeSymbolShape.ts';
import { startEarlyTradeList } from './earlyTradeList.ts';
import { paintShellQuote, paintShellRows } from './shellPrices.ts';

/**
 * index.html's second inline script (built into the page by scripts/bootShell.ts), run right after the
 * shell's markup: on the routes that show quotes it sends the first trade_list request at once, and paints
 * the answer into the shell (home: its rows; trade: the header of the URL's symbol) if the app has not
 * taken over by then.
 */
function start(): void {
  const shell = document.getElementById('boot');
  const route = shell?.getAttribute('data-route');
  if (!shell || (route !== 'home' && route !== 'trade')) return;
  const lang = initialLanguage(location.search);
  const code = new URLSearchParams(location.search).get('code');
  const early = startEarlyTradeList(lang);
  void early.result.then((data) => {
    if (!shell.isConnected || !isTradeSymbolList(data)) return;
    if (route === 'home') paintShellRows(shell, data, lang);
    const symbol = data.find((candidate) => candidate.Code === code);
    if (route === 'trade' && symbol) paintShellQuote(shell, symbol, lang);
  });
}

start();

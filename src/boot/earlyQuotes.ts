import { initialLanguage } from '../i18n/languageChoice.ts';
import { isTradeSymbolList } from '../market/tradeSymbolShape.ts';
import { startEarlyTradeList } from './earlyTradeList.ts';
import { paintShellRows } from './shellRows.ts';

/**
 * index.html's second inline script (built into the page by scripts/bootShell.ts), run right after the
 * shell's markup: on the routes that show quotes it sends the first trade_list request at once, and on
 * the home route paints the answer into the shell's rows if the app has not taken over by then.
 */
function start(): void {
  const shell = document.getElementById('boot');
  const route = shell?.getAttribute('data-route');
  if (!shell || (route !== 'home' && route !== 'trade')) return;
  const lang = initialLanguage(location.search);
  const early = startEarlyTradeList(lang);
  if (route !== 'home') return;
  void early.result.then((data) => {
    if (shell.isConnected && isTradeSymbolList(data)) paintShellRows(shell, data, lang);
  });
}

start();

import { retryableLazy, withTexts } from '../../app/retryableLazy.ts';
import { GuardedScreen } from '../../app/ScreenBoundary.tsx';
import { useLayoutMode } from '../../app/useLayoutMode.ts';
import TradeScreen from './TradeScreen.tsx';

/**
 * /trade on a wide screen (src/app/layoutMode.ts): the desktop trading terminal, a chunk of its own with its
 * texts. Decided here, in /trade's own chunk, so that the app's first load carries neither the terminal
 * nor the decision.
 */
const TERMINAL = retryableLazy(() =>
  withTexts(
    import('../terminal/TerminalScreen.tsx'),
    import('../terminal/terminalTexts.ts').then((texts) => texts.loadTerminalTexts()),
  ),
);

/** /trade: the phone's screen or the terminal, swapped when a resize crosses a breakpoint. */
export default function TradeRoute() {
  return useLayoutMode() === 'terminal' ? <GuardedScreen screen={TERMINAL} /> : <TradeScreen />;
}

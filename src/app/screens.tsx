import { type ComponentType, memo } from 'react';
import HomeScreen from '../screens/home/HomeScreen.tsx';
import { PlaceholderScreen } from '../screens/placeholder/PlaceholderScreen.tsx';
import { eagerScreen, type LoadableScreen, retryableLazy, withTexts } from './retryableLazy.ts';
import type { RouteName, RouteSpec } from './routeTable.ts';
import { GuardedScreen } from './ScreenBoundary.tsx';

/** A deposit, withdrawal, wallet, statement or identity screen: its chunk and the payment screens' texts. */
function paymentScreen(load: () => Promise<{ default: ComponentType }>): LoadableScreen {
  return retryableLazy(() =>
    withTexts(
      load(),
      import('../screens/mine/payments/paymentsTexts.ts').then((texts) => texts.loadPaymentsTexts()),
    ),
  );
}

/**
 * Built screens by route; home ships in the first bundle, the rest load when first opened. A screen whose
 * chunk fails to load shows a retry in its place (ScreenBoundary), never a blank app.
 */
const SCREENS: Partial<Record<RouteName, LoadableScreen>> = {
  home: eagerScreen(HomeScreen),
  trade: retryableLazy(() =>
    withTexts(
      import('../screens/trade/TradeRoute.tsx'),
      import('../trading/chartLines/chartLineTexts.ts').then((texts) => texts.loadChartLineTexts()),
    ),
  ),
  order: retryableLazy(() =>
    withTexts(
      import('../screens/order/OrderScreen.tsx'),
      import('../screens/order/orderSheetTexts.ts').then((texts) => texts.loadOrderSheetTexts()),
    ),
  ),
  language: retryableLazy(() => import('../screens/language/LanguageScreen.tsx')),
  login: retryableLazy(() => import('../screens/login/LoginScreen.tsx')),
  register: retryableLazy(() => import('../screens/register/RegisterScreen.tsx')),
  forgot: retryableLazy(() => import('../screens/forgot/ForgotScreen.tsx')),
  user: retryableLazy(() => import('../screens/user/UserScreen.tsx')),
  password: retryableLazy(() => import('../screens/password/PasswordScreen.tsx')),
  system: retryableLazy(() => import('../screens/system/SystemScreen.tsx')),
  news: retryableLazy(() => import('../screens/news/NewsScreen.tsx')),
  newsDetail: retryableLazy(() => import('../screens/news/NewsDetailScreen.tsx')),
  rank: retryableLazy(() => import('../screens/rank/RankScreen.tsx')),
  product: retryableLazy(() => import('../screens/product/ProductScreen.tsx')),
  invite: retryableLazy(() => import('../screens/mine/InviteScreen.tsx')),
  chat: retryableLazy(() => import('../screens/mine/ChatScreen.tsx')),
  email: retryableLazy(() => import('../screens/mine/EmailScreen.tsx')),
  announcement: retryableLazy(() => import('../screens/mine/AnnouncementScreen.tsx')),
  feedback: retryableLazy(() => import('../screens/feedback/FeedbackScreen.tsx')),
  charge: paymentScreen(() => import('../screens/mine/payments/ChargeScreen.tsx')),
  withdraw: paymentScreen(() => import('../screens/mine/payments/WithdrawScreen.tsx')),
  wallet: paymentScreen(() => import('../screens/mine/payments/WalletScreen.tsx')),
  history: paymentScreen(() => import('../screens/mine/payments/HistoryScreen.tsx')),
  auth: paymentScreen(() => import('../screens/mine/payments/AuthScreen.tsx')),
  bankCardList: paymentScreen(() => import('../screens/mine/payments/BankCardListScreen.tsx')),
  coinAddressList: paymentScreen(() => import('../screens/mine/payments/CoinAddressListScreen.tsx')),
  withdrawWay: paymentScreen(() => import('../screens/mine/payments/WithdrawWayScreen.tsx')),
  alerts: retryableLazy(() =>
    withTexts(
      import('../screens/mine/alerts/AlertsScreen.tsx'),
      import('../screens/mine/alerts/alertsTexts.ts').then((texts) => texts.loadAlertsPageTexts()),
    ),
  ),
};

/**
 * A route's screen. Memoised (its one prop is a route table entry, the same object every time): the layout
 * above renders again on connection changes and navigation, which need not render the screens again.
 */
export const Screen = memo(function Screen({ route }: { route: RouteSpec }) {
  const built = SCREENS[route.name];
  if (built) return <GuardedScreen screen={built} />;
  return <PlaceholderScreen name={route.name} back={!route.footer} />;
});

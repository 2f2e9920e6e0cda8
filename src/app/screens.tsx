import { type ComponentType, lazy } from 'react';
import HomeScreen from '../screens/home/HomeScreen.tsx';
import { PlaceholderScreen } from '../screens/placeholder/PlaceholderScreen.tsx';
import type { RouteName, RouteSpec } from './routeTable.ts';

/** Built screens by route; home ships in the first bundle, the rest load when first opened. */
const SCREENS: Partial<Record<RouteName, ComponentType>> = {
  home: HomeScreen,
  trade: lazy(() => import('../screens/trade/TradeScreen.tsx')),
  order: lazy(() => import('../screens/order/OrderScreen.tsx')),
  language: lazy(() => import('../screens/language/LanguageScreen.tsx')),
  login: lazy(() => import('../screens/login/LoginScreen.tsx')),
  register: lazy(() => import('../screens/register/RegisterScreen.tsx')),
  forgot: lazy(() => import('../screens/forgot/ForgotScreen.tsx')),
  user: lazy(() => import('../screens/user/UserScreen.tsx')),
  password: lazy(() => import('../screens/password/PasswordScreen.tsx')),
  system: lazy(() => import('../screens/system/SystemScreen.tsx')),
  news: lazy(() => import('../screens/news/NewsScreen.tsx')),
  newsDetail: lazy(() => import('../screens/news/NewsDetailScreen.tsx')),
  rank: lazy(() => import('../screens/rank/RankScreen.tsx')),
  product: lazy(() => import('../screens/product/ProductScreen.tsx')),
  invite: lazy(() => import('../screens/mine/InviteScreen.tsx')),
  chat: lazy(() => import('../screens/mine/ChatScreen.tsx')),
  email: lazy(() => import('../screens/mine/EmailScreen.tsx')),
  announcement: lazy(() => import('../screens/mine/AnnouncementScreen.tsx')),
  feedback: lazy(() => import('../screens/feedback/FeedbackScreen.tsx')),
  charge: lazy(() => import('../screens/mine/payments/ChargeScreen.tsx')),
  withdraw: lazy(() => import('../screens/mine/payments/WithdrawScreen.tsx')),
  wallet: lazy(() => import('../screens/mine/payments/WalletScreen.tsx')),
  history: lazy(() => import('../screens/mine/payments/HistoryScreen.tsx')),
  auth: lazy(() => import('../screens/mine/payments/AuthScreen.tsx')),
  bankCardList: lazy(() => import('../screens/mine/payments/BankCardListScreen.tsx')),
  coinAddressList: lazy(() => import('../screens/mine/payments/CoinAddressListScreen.tsx')),
  withdrawWay: lazy(() => import('../screens/mine/payments/WithdrawWayScreen.tsx')),
};

export function Screen({ route }: { route: RouteSpec }) {
  const Built = SCREENS[route.name];
  if (Built) return <Built />;
  return <PlaceholderScreen name={route.name} back={!route.footer} />;
}

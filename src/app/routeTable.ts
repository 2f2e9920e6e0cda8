/** SPEC §2's route table as data: the contract every screen and guard reads. */
export interface RouteSpec {
  name: RouteName;
  path: string;
  /** Stays mounted (hidden) when the user leaves it. */
  keepAlive: boolean;
  /** Shows the bottom tab bar. */
  footer: boolean;
  /**
   * A visitor is sent to /login?from=<path> before the screen loads. SPEC §2 flags order and user; the
   * mine/* screens that show an account's data are flagged too (SPEC §6 gives visitors none of them), so a
   * visitor is sent to log in at once instead of after a refused call (docs/navigation.md).
   */
  loginRequired: boolean;
  /** Demo accounts are refused (SPEC §6). */
  realAccountOnly: boolean;
}

export type RouteName =
  | 'home'
  | 'trade'
  | 'order'
  | 'user'
  | 'news'
  | 'newsDetail'
  | 'rank'
  | 'feedback'
  | 'login'
  | 'register'
  | 'forgot'
  | 'product'
  | 'auth'
  | 'invite'
  | 'email'
  | 'announcement'
  | 'password'
  | 'history'
  | 'charge'
  | 'withdraw'
  | 'chat'
  | 'system'
  | 'wallet'
  | 'bankCardList'
  | 'coinAddressList'
  | 'withdrawWay'
  | 'alerts'
  | 'language';

type Flags = Partial<Omit<RouteSpec, 'name' | 'path'>>;

function route(name: RouteName, path: string, flags: Flags = {}): RouteSpec {
  return {
    name,
    path,
    keepAlive: flags.keepAlive ?? false,
    footer: flags.footer ?? false,
    loginRequired: flags.loginRequired ?? false,
    realAccountOnly: flags.realAccountOnly ?? false,
  };
}

const tab = { keepAlive: true, footer: true };
/** An account's own data, demo or real. */
const account = { loginRequired: true };
/** Real accounts only (SPEC §6), so an account of course. */
const realAccount = { loginRequired: true, realAccountOnly: true };

export const ROUTES: readonly RouteSpec[] = [
  route('home', '/', tab),
  route('trade', '/trade', tab),
  route('order', '/order', { ...tab, loginRequired: true }),
  route('user', '/user', { ...tab, loginRequired: true }),
  route('news', '/news', tab),
  route('newsDetail', '/news/detail'),
  route('rank', '/rank', tab),
  route('feedback', '/feedback'),
  route('login', '/login'),
  route('register', '/register'),
  route('forgot', '/forgot'),
  route('product', '/product'),
  route('auth', '/mine/auth', realAccount),
  route('invite', '/mine/invite', realAccount),
  route('email', '/mine/email'),
  route('announcement', '/mine/announcement'),
  route('password', '/mine/password', realAccount),
  route('history', '/mine/history', account),
  route('charge', '/mine/charge', realAccount),
  route('withdraw', '/mine/withdraw', realAccount),
  route('chat', '/mine/chat'),
  route('system', '/mine/system'),
  route('wallet', '/mine/wallet', realAccount),
  route('bankCardList', '/mine/bank-card-list', realAccount),
  route('coinAddressList', '/mine/coin-address-list', realAccount),
  route('withdrawWay', '/mine/withdraw-way', realAccount),
  route('alerts', '/mine/alerts', account),
  route('language', '/language'),
];

export function routeByPath(pathname: string): RouteSpec | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((candidate) => candidate.path === normalised);
}

export function routeByName(name: RouteName): RouteSpec {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
}

/** The bottom tab bar, left to right (SPEC §2: quotes, trade, orders, ranking, me). */
export const TAB_BAR: readonly RouteName[] = ['home', 'trade', 'order', 'rank', 'user'];

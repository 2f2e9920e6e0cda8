/** SPEC §2's route table as data: the contract every screen and guard reads. */
export interface RouteSpec {
  name: RouteName;
  path: string;
  /** Stays mounted (hidden) when the user leaves it. */
  keepAlive: boolean;
  /** Shows the bottom tab bar. */
  footer: boolean;
  /** A visitor is sent to /login?from=<path>. */
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
  route('auth', '/mine/auth', { realAccountOnly: true }),
  route('invite', '/mine/invite', { realAccountOnly: true }),
  route('email', '/mine/email'),
  route('announcement', '/mine/announcement'),
  route('password', '/mine/password', { realAccountOnly: true }),
  route('history', '/mine/history'),
  route('charge', '/mine/charge', { realAccountOnly: true }),
  route('withdraw', '/mine/withdraw', { realAccountOnly: true }),
  route('chat', '/mine/chat'),
  route('system', '/mine/system'),
  route('wallet', '/mine/wallet', { realAccountOnly: true }),
  route('bankCardList', '/mine/bank-card-list', { realAccountOnly: true }),
  route('coinAddressList', '/mine/coin-address-list', { realAccountOnly: true }),
  route('withdrawWay', '/mine/withdraw-way', { realAccountOnly: true }),
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

/** Where a visitor goes for a login-required path. */
export function loginRedirect(fromPath: string): string {
  return `/login?from=${encodeURIComponent(fromPath)}`;
}

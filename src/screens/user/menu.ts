import type { ComponentType, SVGProps } from 'react';
import {
  ChatIcon,
  DepositIcon,
  GearIcon,
  GiftIcon,
  IdCardIcon,
  LockIcon,
  MailIcon,
  MegaphoneIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../accounts/icons.tsx';
import { type RouteName, routeByName } from '../../app/routeTable.ts';
import { BellIcon, GlobeIcon, LedgerIcon } from '../../ui/icons.tsx';

export interface MenuEntry {
  route: RouteName;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Demo users get the "real account only" toast instead (SPEC §6). */
  realOnly: boolean;
}

const entry = (route: RouteName, Icon: MenuEntry['Icon']): MenuEntry => ({
  route,
  Icon,
  realOnly: routeByName(route).realAccountOnly,
});

/** SPEC §2's user-centre entries below the balance (deposit, withdraw and the demo reset sit on the card). */
export const USER_MENU: readonly MenuEntry[] = [
  // the account detail and ledger: the one money screen a demo account may open too
  entry('history', LedgerIcon),
  entry('alerts', BellIcon),
  entry('wallet', WalletIcon),
  entry('auth', IdCardIcon),
  entry('invite', GiftIcon),
  entry('password', LockIcon),
  entry('chat', ChatIcon),
  entry('email', MailIcon),
  entry('announcement', MegaphoneIcon),
  entry('language', GlobeIcon),
  entry('system', GearIcon),
];

export const DEPOSIT = entry('charge', DepositIcon);
export const WITHDRAW = entry('withdraw', WithdrawIcon);

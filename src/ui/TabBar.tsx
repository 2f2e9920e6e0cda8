import { type ComponentType, memo, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type RouteName, routeByName, TAB_BAR } from '../app/routeTable.ts';
import { TAB_BAR_STATE } from '../app/scrollRule.ts';
import { OrdersIcon, QuotesIcon, RankIcon, TradeIcon, UserIcon } from './icons.tsx';
import styles from './TabBar.module.css';

const ICONS: Partial<Record<RouteName, ComponentType<SVGProps<SVGSVGElement>>>> = {
  home: QuotesIcon,
  trade: TradeIcon,
  order: OrdersIcon,
  rank: RankIcon,
  user: UserIcon,
};

/** The tab bar's element id: the skip link past a screen's content lands here. */
export const TAB_BAR_ID = 'tab-bar';

type TabName = 'home' | 'trade' | 'order' | 'rank' | 'user';

function isTab(name: RouteName): name is TabName {
  return name in ICONS;
}

/** The app's tab bar; memoised: it has no props and follows the location itself (NavLink). */
export const TabBar = memo(function TabBar() {
  const { t } = useTranslation();
  return (
    <nav id={TAB_BAR_ID} tabIndex={-1} className={styles.bar} aria-label={t('app.name')}>
      {TAB_BAR.filter(isTab).map((name) => {
        const Icon = ICONS[name] ?? QuotesIcon;
        const { path } = routeByName(name);
        return (
          <NavLink
            key={name}
            to={path}
            state={TAB_BAR_STATE}
            end
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            <Icon width={22} height={22} />
            <span className={styles.label}>{t(`tabs.${name}`)}</span>
          </NavLink>
        );
      })}
    </nav>
  );
});

import { useState } from 'react';

export type OrderTabValue = 'holding' | 'pending' | 'history';

const KEY = 'pipwave.orderTab';
const TABS: readonly OrderTabValue[] = ['holding', 'pending', 'history'];

function readTab(): OrderTabValue {
  try {
    const stored = sessionStorage.getItem(KEY);
    return TABS.find((tab) => tab === stored) ?? 'holding';
  } catch {
    return 'holding';
  }
}

/**
 * The orders' tab (holding, pending, history), kept for the browser tab's session: a reload (or the app
 * coming back from the background and reloading) shows the list the trader was on, not Holding again.
 */
export function useRememberedTab(): [OrderTabValue, (tab: OrderTabValue) => void] {
  const [tab, setTab] = useState<OrderTabValue>(readTab);
  const choose = (next: OrderTabValue) => {
    setTab(next);
    try {
      sessionStorage.setItem(KEY, next);
    } catch {
      // storage refused (private mode): the tab is still chosen, only not kept
    }
  };
  return [tab, choose];
}

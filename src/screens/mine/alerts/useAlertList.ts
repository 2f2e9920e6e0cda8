import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ALERTS_KEY, alertsApi } from '../../../alerts/api.ts';
import { usePriceAlerts } from '../../../realtime/hooks.ts';

/** The user's active and recently fired alerts, fetched again when one of them fires while the page is open. */
export function useAlertList() {
  const queryClient = useQueryClient();
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: ALERTS_KEY }), [queryClient]);
  usePriceAlerts(refetch);
  const query = useQuery({ queryKey: ALERTS_KEY, queryFn: ({ signal }) => alertsApi.list(signal) });
  return { ...query, refetchList: refetch };
}

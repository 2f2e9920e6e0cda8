import { useEffect } from 'react';
import { useSession } from '../stores/session.ts';
import { accountsApi } from './api.ts';

/** At start (and whenever a token appears without its user) loads the user; a dead token is cleared quietly. */
export function SessionLoader() {
  const token = useSession((state) => state.token);
  const hasUser = useSession((state) => state.user !== null);
  useEffect(() => {
    if (!token || hasUser) return;
    let current = true;
    accountsApi
      .userInfo(true)
      .then((user) => {
        if (current && useSession.getState().token === token) useSession.getState().setUser(user);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token, hasUser]);
  return null;
}

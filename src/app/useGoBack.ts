import { useNavigate } from 'react-router';

/**
 * Whether going back stays in the app: react-router numbers the entries it made (`idx`), so 0 (or none)
 * means this tab opened the app here, and history.back() would leave it (or do nothing).
 */
export function hasInAppHistory(): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
  );
}

/** Goes back one screen, or, when the app was opened on this screen, replaces it with `fallback`. */
export function useGoBack(): (fallback?: string) => void {
  const navigate = useNavigate();
  return (fallback = '/') => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}

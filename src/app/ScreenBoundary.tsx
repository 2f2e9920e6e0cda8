import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button.tsx';
import type { LoadableScreen } from './retryableLazy.ts';
import styles from './ScreenBoundary.module.css';

/** What a screen that could not load shows in its place; the rest of the app (tab bar) keeps working. */
export function ScreenLoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  // back online: try again without waiting for a tap
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className={styles.failed} role="alert" data-testid="screen-load-failed">
      <p>{t('appShell.screenLoadFailed')}</p>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </div>
  );
}

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/** Catches a screen's failure (a chunk that did not load, "Unable to preload CSS", a crash) for that screen alone. */
class ScreenBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <ScreenLoadFailed onRetry={this.retry} /> : this.props.children;
  }
}

function CurrentScreen({ screen }: { screen: LoadableScreen }) {
  const Current = screen.current();
  return <Current />;
}

/**
 * A route's screen behind its own error boundary; leaving it after a failure lets the next visit load it
 * afresh. (Not on mount: a tree that suspended is mounted again when its import settles, and resetting
 * there would import again and again while offline.)
 */
export function GuardedScreen({ screen }: { screen: LoadableScreen }) {
  useEffect(() => () => screen.resetIfFailed(), [screen]);
  return (
    <ScreenBoundary onRetry={screen.resetIfFailed}>
      <CurrentScreen screen={screen} />
    </ScreenBoundary>
  );
}

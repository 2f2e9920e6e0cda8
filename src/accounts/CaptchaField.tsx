import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './AuthForm.module.css';
import type { CaptchaAnswer } from './api.ts';
import { solveCaptcha } from './captchaSolver.ts';

interface CaptchaFieldProps {
  /** Changes whenever a new challenge is needed (each is accepted once). */
  round: number;
  /** The solved answer, or null while there is none. */
  onChange(answer: CaptchaAnswer | null): void;
}

/** How long before its expiry a solved challenge is replaced. */
const RENEW_BEFORE_MS = 20_000;

type SolveState = { kind: 'solving'; progress: number } | { kind: 'solved' } | { kind: 'failed' };

/**
 * The human check: fetches a proof-of-work challenge and solves it in a worker by itself, showing its
 * progress; nothing to type. A failure (network, time-out) offers a retry.
 */
export function CaptchaField({ round, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const [retries, setRetries] = useState(0);
  const [state, setState] = useState<SolveState>({ kind: 'solving', progress: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round or a retry solves a new challenge
  useEffect(() => {
    const controller = new AbortController();
    let renewal: ReturnType<typeof setTimeout> | undefined;
    onChange(null);
    setState({ kind: 'solving', progress: 0 });
    solveCaptcha(controller.signal, (progress) => setState({ kind: 'solving', progress }))
      .then(({ answer, expiresAt }) => {
        setState({ kind: 'solved' });
        onChange(answer);
        // A form left open past the challenge's 5 minutes gets a fresh one before it would be refused.
        renewal = setTimeout(() => setRetries((count) => count + 1), expiresAt - Date.now() - RENEW_BEFORE_MS);
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      clearTimeout(renewal);
    };
  }, [round, retries, onChange]);

  return (
    <div className={styles.captcha} data-testid="captcha" data-state={state.kind}>
      <span className={styles.captchaLabel}>{t('auth.captcha')}</span>
      <div className={styles.captchaStatus} role="status" aria-live="polite">
        {state.kind === 'solving' && (
          <>
            <span>{t('auth.captchaVerifying', { percent: Math.round(state.progress * 100) })}</span>
            <progress className={styles.captchaProgress} max={1} value={state.progress} />
          </>
        )}
        {state.kind === 'solved' && <span className={styles.captchaDone}>{t('auth.captchaVerified')}</span>}
        {state.kind === 'failed' && (
          <>
            <span className={styles.captchaFailed}>{t('auth.captchaFailed')}</span>
            <button type="button" className={styles.captchaRetry} onClick={() => setRetries((count) => count + 1)}>
              {t('auth.captchaRetry')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

import type { PasswordStrength } from '@orrery/core/api/password-score';
import { useEffect, useState } from 'react';
import { currentLanguage, type MessageKey, useT } from '@/i18n/i18n';

const LABELS = [
  'auth.strength.0',
  'auth.strength.1',
  'auth.strength.2',
  'auth.strength.3',
  'auth.strength.4',
] as const satisfies MessageKey[];
const COLOURS = ['bg-rose-500', 'bg-rose-400', 'bg-amber-400', 'bg-emerald-400', 'bg-emerald-300'];

type Estimator = typeof import('@orrery/core/api/password-estimate');
let estimator: Promise<Estimator> | null = null;

/** The estimate's chunk, fetched once: when the page is idle, or at the first keystroke if sooner. */
function loadEstimator(): Promise<Estimator> {
  estimator ??= import('@orrery/core/api/password-estimate');
  return estimator;
}

/**
 * How guessable a new password is, estimated in the browser with the server's estimator and
 * wording (and its account context) over the most frequent words of its dictionaries (under
 * 60 KB gzip, where the whole ones weigh 848 KB). The server's check is the rule; the estimate
 * can only be kinder than it, on rare words.
 */
export function PasswordStrengthMeter({
  password,
  context,
  id,
}: {
  password: string;
  context: string[];
  id: string;
}) {
  const t = useT();
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const contextKey = context.join('\n');
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      // Safari has no idle callback: a moment after the page has settled instead.
      const timer = setTimeout(() => void loadEstimator(), 1500);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => void loadEstimator());
    return () => cancelIdleCallback(idle);
  }, []);
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    void loadEstimator().then(({ estimatePasswordStrength }) => {
      if (current) setStrength(estimatePasswordStrength(password, contextKey.split('\n')));
    });
    return () => {
      current = false;
    };
  }, [password, contextKey]);

  if (!strength) return null;
  return (
    <div id={id} className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {LABELS.slice(1).map((label, index) => (
          <span
            key={label}
            className={`h-1.5 flex-1 rounded-full ${index < Math.max(strength.score, 1) ? COLOURS[strength.score] : 'bg-white/10'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-300">
        {t('auth.strength')}{' '}
        <span className="font-medium">{t(LABELS[strength.score] ?? 'auth.strength.0')}</span>
        {/* The estimator words its advice in English only, so other languages show the verdict alone. */}
        {strength.reason && currentLanguage() === 'en' && (
          <span className="text-slate-400">
            {' '}
            · {strength.reason.replace(/^This password is too easy to guess\. ?/, '')}
          </span>
        )}
      </p>
    </div>
  );
}

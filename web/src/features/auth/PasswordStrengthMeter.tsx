import type { PasswordStrength } from '@orrery/core/api/password-strength';
import { useEffect, useState } from 'react';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];
const COLOURS = ['bg-rose-500', 'bg-rose-400', 'bg-amber-400', 'bg-emerald-400', 'bg-emerald-300'];

/**
 * How guessable a new password is, estimated in the browser with the server's own estimator
 * (and its account context), so the meter and the server's refusal agree. The dictionaries are
 * large: they load with the first keystroke, never with the page.
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
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const contextKey = context.join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    void import('@orrery/core/api/password-strength').then(({ passwordStrength }) => {
      if (current) setStrength(passwordStrength(password, contextKey.split('\n')));
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
        Password strength: <span className="font-medium">{LABELS[strength.score]}</span>
        {strength.reason && (
          <span className="text-slate-400">
            {' '}
            · {strength.reason.replace(/^This password is too easy to guess\. ?/, '')}
          </span>
        )}
      </p>
    </div>
  );
}

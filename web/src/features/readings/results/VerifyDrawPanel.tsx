import type { StoredDraw as TarotDraw } from '@orrery/core/api/reading-content';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';

type Outcome = { ok: true } | { ok: false; problems: string[] };

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wider text-slate-400">{label}</dt>
      <dd className="mt-1 font-mono text-xs text-slate-100 [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

/**
 * The draw's proof: before the cut the server published the commitment (SHA-256 of a secret
 * seed); now the seed is revealed, the browser replays the shuffle with core's own code and
 * checks both the commitment and every card.
 */
export function VerifyDrawPanel({ draw }: { draw: TarotDraw }) {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, setChecking] = useState(false);

  async function check() {
    setChecking(true);
    try {
      // Loaded on demand: the hashing code is only needed by those who check.
      const { verifyDraw } = await import('@orrery/core/tarot/draw');
      const result = verifyDraw(draw);
      setOutcome(result.ok ? { ok: true } : { ok: false, problems: result.problems });
    } catch (error) {
      setOutcome({ ok: false, problems: [error instanceof Error ? error.message : String(error)] });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Card>
      <h2 className="flex items-center gap-2 text-2xl text-slate-50">
        <ShieldCheck className="h-6 w-6 text-gold-400" aria-hidden />
        {t('verify.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{t('verify.intro')}</p>
      <dl className="mt-4 grid gap-3">
        <Field label={t('verify.commitment')} value={draw.commitment} />
        <Field label={t('verify.seed')} value={draw.seed} />
        <Field label={t('verify.cut')} value={draw.cut === '' ? t('verify.noCut') : draw.cut} />
      </dl>
      <Button variant="outline" size="sm" className="mt-5" onClick={() => void check()} disabled={checking}>
        {checking ? t('verify.checking') : t('verify.check')}
      </Button>
      <div role="status" aria-live="polite" className="empty:hidden">
        {outcome?.ok === true && (
          <p className="mt-4 rounded-lg bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200 ring-1 ring-emerald-400/30">
            {t('verify.ok')}
          </p>
        )}
        {outcome?.ok === false && (
          <div className="mt-4 rounded-lg bg-rose-500/10 px-3 py-2 text-sm text-rose-200 ring-1 ring-rose-400/30">
            <p>{t('verify.failed')}</p>
            <ul className="mt-1 list-disc pl-5">
              {outcome.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Card>
  );
}

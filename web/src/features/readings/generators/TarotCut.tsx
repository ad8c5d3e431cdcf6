import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { blockedMessage, isBlockedError } from '@/features/auth/blocked';
import { api, call } from '@/lib/api';
import { useT } from '@/i18n/i18n';
import { RichText } from '@/i18n/Trans';

/**
 * The deck is shuffled on the server before the user asks: only the seal (SHA-256 of the secret
 * seed) is shown now, and the seed is revealed with the reading so anyone can replay the draw.
 * The user's cut is mixed in, so neither side alone decides the cards.
 */
export function usePreparedDraw(spread: 'three-card' | 'celtic-cross') {
  return useQuery({
    queryKey: ['draw', spread],
    queryFn: () => call(api.readings.draws.$post({ json: { spread } })),
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
}

function randomCut(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function TarotCut({
  draw,
  cut,
  disabled,
  onCutChange,
  onReshuffle,
}: {
  draw: ReturnType<typeof usePreparedDraw>;
  cut: string;
  disabled: boolean;
  onCutChange: (cut: string) => void;
  onReshuffle: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="rounded-xl bg-night-950/40 p-4 ring-1 ring-white/10">
      <legend className="px-1 text-sm font-medium text-gold-300">{t('cut.legend')}</legend>
      {draw.isPending && <p className="text-sm text-slate-400">{t('cut.shuffling')}</p>}
      {draw.isError && isBlockedError(draw.error) && (
        <p role="alert" className="text-sm text-rose-200">
          {blockedMessage()}
        </p>
      )}
      {draw.isError && !isBlockedError(draw.error) && (
        <p role="alert" className="text-sm text-rose-200">
          <RichText
            id="cut.failed"
            components={{ 0: <button type="button" className="underline" onClick={onReshuffle} /> }}
          />
        </p>
      )}
      {draw.data && (
        <div className="text-sm text-slate-300">
          <p>{t('cut.explain')}</p>
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-gold-300 hover:underline">
              {t('cut.technical')}
            </summary>
            <p className="mt-1 text-xs text-slate-400">
              {t('cut.seal')}{' '}
              <code className="break-all text-gold-300" data-testid="draw-commitment">
                {draw.data.commitment}
              </code>
            </p>
          </details>
        </div>
      )}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        <FormField id={id} label={t('cut.label')} className="flex-1">
          {(control) => (
            <Input
              {...control}
              value={cut}
              maxLength={500}
              disabled={disabled}
              placeholder={t('cut.placeholder')}
              onChange={(e) => onCutChange(e.target.value)}
            />
          )}
        </FormField>
        <Button
          type="button"
          variant="secondary"
          disabled={disabled}
          onClick={() => onCutChange(randomCut())}
        >
          {t('cut.random')}
        </Button>
      </div>
      <p className="mt-2 text-xs text-slate-400">{t('cut.after')}</p>
    </fieldset>
  );
}

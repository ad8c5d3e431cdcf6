import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';

/** Blocks the page while the reading is written, so nothing can be submitted twice. */
export function GeneratingOverlay({ label }: { label: string }) {
  const t = useT();
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="generating-title"
      className="fixed inset-0 z-50 flex items-center justify-center bg-night-950/80 p-4 backdrop-blur-sm"
    >
      <Card className="max-w-sm text-center">
        <span
          aria-hidden
          className="mx-auto block h-10 w-10 animate-spin rounded-full border-2 border-gold-400 border-t-transparent"
        />
        <h2 id="generating-title" className="mt-4 text-xl text-gold-300">
          {label}
        </h2>
        <p className="mt-2 text-sm text-slate-400" role="status">
          {t('generator.keepOpen')}
        </p>
      </Card>
    </div>
  );
}

import type { ReactNode } from 'react';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * Disclosure list on native <details>: keyboard and screen-reader support come from the browser
 * and it costs no script. `single` keeps one item open at a time (exclusive `name` group); every
 * item can be closed again.
 */
export function Accordion({
  items,
  type = 'single',
  name,
}: {
  items: AccordionItem[];
  type?: 'single' | 'multiple';
  name: string;
}) {
  return (
    <div className="divide-y divide-white/10 rounded-2xl bg-night-800/60 ring-1 ring-white/10">
      {items.map((item) => (
        <details key={item.id} name={type === 'single' ? name : undefined} className="group px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-medium text-slate-100 [&::-webkit-details-marker]:hidden">
            {item.title}
            <span aria-hidden className="text-gold-400 transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="pb-5 text-slate-300">{item.content}</div>
        </details>
      ))}
    </div>
  );
}

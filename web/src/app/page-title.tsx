import { type ReactNode, useEffect } from 'react';
import { i18n, type MessageKey, useT } from '@/i18n/i18n';

export const SITE_NAME = 'Orrery';

/** A route's title: its catalogue message, or (on screens not translated yet) its English words. */
export type RouteTitle = string | { key: MessageKey };

/** The browser tab's title for a route: "Library · Orrery", or the site's name alone. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title while its route is shown; the route table gives every route one. */
export function Titled({ title, children }: { title: RouteTitle; children: ReactNode }) {
  const t = useT();
  // A route's title can live in the catalogue part its screen loads: until that part arrives the
  // tab shows the site's name, and the part's arrival re-renders this with the title.
  const text = typeof title === 'string' ? title : title.key in i18n.messages ? t(title.key) : undefined;
  useEffect(() => {
    document.title = pageTitle(text);
  }, [text]);
  return children;
}

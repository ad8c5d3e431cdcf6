import { type ReactNode, useEffect } from 'react';

export const SITE_NAME = 'Orrery';

/** The browser tab's title for a route: "Library · Orrery", or the site's name alone. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/** Sets the document title while its route is shown; the route table gives every route one. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
  return children;
}

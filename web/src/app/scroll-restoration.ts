import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'orrery.scroll';
/**
 * How long a restore keeps trying while a lazy page is still growing to the saved height: on a
 * slow phone the page's code, messages and data can take seconds, and 1.5 s left readers short.
 * Any scroll, touch or key of theirs ends it sooner.
 */
const RESTORE_WINDOW_MS = 5000;

function savedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

function savePosition(key: string, y: number | undefined) {
  const positions = savedPositions();
  if (y === undefined) delete positions[key];
  else positions[key] = y;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // A full or refused storage only costs the restored position.
  }
}

/**
 * Every fresh page load (typing an address, following an outside link) gets the router's key
 * "default", so a position kept under it belongs to an earlier document in this tab.
 */
const FRESH_LOAD_KEY = 'default';
let documentLoaded = false;

/**
 * A new page starts at the top; Back and Forward return to where the user was on that entry.
 * The declarative router has no <ScrollRestoration>, so the layout does it: positions are kept
 * per history entry (location.key) in sessionStorage, which survives a reload of the tab.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const key = location.key;
    let restoring = 0;
    const firstRender = !documentLoaded;
    documentLoaded = true;
    if (firstRender && key === FRESH_LOAD_KEY) savePosition(key, undefined);
    if (navigationType !== 'POP' || (firstRender && key === FRESH_LOAD_KEY)) {
      if (!location.hash) window.scrollTo(0, 0);
    } else {
      const target = savedPositions()[key] ?? 0;
      const until = performance.now() + RESTORE_WINDOW_MS;
      // The page may still be loading its code or data: retry until it is tall enough.
      const attempt = () => {
        window.scrollTo(0, target);
        restoring =
          Math.abs(window.scrollY - target) > 1 && performance.now() < until
            ? requestAnimationFrame(attempt)
            : 0;
      };
      attempt();
    }
    // Whatever the user does next wins over a restore still in progress.
    const stopRestoring = () => {
      cancelAnimationFrame(restoring);
      restoring = 0;
    };
    let saving = 0;
    const onScroll = () => {
      // A restore's own scrolls stop short while the page is still short: saved, they would
      // replace the target, and a remount of the layout would then restore to the short place.
      if (restoring) return;
      cancelAnimationFrame(saving);
      saving = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    const inputs = ['wheel', 'touchstart', 'keydown'] as const;
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const input of inputs) window.addEventListener(input, stopRestoring, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      for (const input of inputs) window.removeEventListener(input, stopRestoring);
      cancelAnimationFrame(saving);
      stopRestoring();
    };
  }, [location.key, location.hash, navigationType]);
}

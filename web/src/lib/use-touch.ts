import { useSyncExternalStore } from 'react';

const QUERY = '(hover: none)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True on screens whose main pointer cannot hover (phones, tablets): say "Tap" there, not "Hover". */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

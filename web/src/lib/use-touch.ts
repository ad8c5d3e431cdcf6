import { useSyncExternalStore } from 'react';

// Either says the main pointer is a finger: phones report both, some tablets only the coarse pointer.
const QUERY = '(hover: none), (pointer: coarse)';

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

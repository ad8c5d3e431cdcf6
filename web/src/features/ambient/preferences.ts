import { useCallback, useSyncExternalStore } from 'react';

export interface AmbientPreferences {
  enabled: boolean;
  collapsed: boolean;
  muted: boolean;
  /** 0 to 1 in steps of 0.1, default 0.3. */
  volume: number;
}

export const DEFAULT_AMBIENT: AmbientPreferences = {
  enabled: true,
  // A small button until asked for: a fixed panel would otherwise sit over the page on narrow screens.
  collapsed: true,
  muted: false,
  volume: 0.3,
};
const STORAGE_KEY = 'orrery.ambient';
const CHANGE_EVENT = 'orrery:ambient-preferences';

/** Volume kept on the 0.1 grid and inside 0-1, whatever was stored. */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_AMBIENT.volume;
  return Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;
}

export function parseAmbientPreferences(raw: string | null): AmbientPreferences {
  if (!raw) return DEFAULT_AMBIENT;
  try {
    const stored = JSON.parse(raw) as Partial<AmbientPreferences>;
    return {
      enabled: typeof stored.enabled === 'boolean' ? stored.enabled : DEFAULT_AMBIENT.enabled,
      collapsed: typeof stored.collapsed === 'boolean' ? stored.collapsed : DEFAULT_AMBIENT.collapsed,
      muted: typeof stored.muted === 'boolean' ? stored.muted : DEFAULT_AMBIENT.muted,
      volume: typeof stored.volume === 'number' ? clampVolume(stored.volume) : DEFAULT_AMBIENT.volume,
    };
  } catch {
    return DEFAULT_AMBIENT;
  }
}

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The player's settings, remembered in localStorage and shared live between the player and the profile page. */
export function useAmbientPreference(): [AmbientPreferences, (next: AmbientPreferences) => void] {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const set = useCallback((next: AmbientPreferences) => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...next, volume: clampVolume(next.volume) }));
    } catch {
      // Storage can be unavailable (private mode); the setting then lasts for this page only.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return [parseAmbientPreferences(raw), set];
}

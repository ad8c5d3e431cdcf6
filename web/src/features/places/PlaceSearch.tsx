import { placeLabel } from '@orrery/core/api/account-rules';
import type { PlaceResult } from '@orrery/core/api/places';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/i18n';
import { api, ApiRequestError, call } from '@/lib/api';

const DEBOUNCE_MS = 250;

interface PlaceSearchProps {
  id: string;
  value: string;
  /** Narrows the search when the country field already holds a known country. */
  country: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  onTextChange: (text: string) => void;
  onSelect: (place: PlaceResult) => void;
  /** Reports a problem with the country filter, so the form can show it beside that field. */
  onCountryError: (message: string | undefined) => void;
}

/**
 * Birth city as an ARIA combobox over the offline gazetteer: type, then pick with the mouse or
 * the arrow keys and Enter. Region and country are shown to tell namesakes apart.
 */
export function PlaceSearch({
  id,
  value,
  country,
  disabled,
  invalid,
  describedBy,
  onTextChange,
  onSelect,
  onCountryError,
}: PlaceSearchProps) {
  const t = useT();
  const listId = useId();
  const [results, setResults] = useState<PlaceResult[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<'idle' | 'searching' | 'empty' | 'error'>('idle');
  const [query, setQuery] = useState<string | null>(null);
  // Held in a ref so a new callback identity from the parent does not restart the search.
  const reportCountry = useRef(onCountryError);
  reportCountry.current = onCountryError;

  useEffect(() => {
    if (query === null || query.trim().length < 2) {
      setResults([]);
      setState('idle');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState('searching');
      const search = { q: query.trim(), ...(country.trim() ? { country: country.trim() } : {}) };
      try {
        const { places } = await call(
          api.places.$get({ query: search }, { init: { signal: controller.signal } }),
        );
        reportCountry.current(undefined);
        setResults(places);
        setActive(places.length ? 0 : -1);
        setState(places.length ? 'idle' : 'empty');
        setOpen(true);
      } catch (error) {
        if (controller.signal.aborted) return;
        const countryIssue =
          error instanceof ApiRequestError ? error.fields.find((f) => f.path === 'country') : undefined;
        if (countryIssue) reportCountry.current(countryIssue.message);
        setResults([]);
        setState('error');
        setOpen(true);
      }
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query, country]);

  function choose(place: PlaceResult) {
    onSelect(place);
    setQuery(null);
    setOpen(false);
    setResults([]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const status =
    state === 'searching'
      ? t('place.searching')
      : state === 'empty'
        ? t('place.none')
        : state === 'error'
          ? t('place.unavailable')
          : '';

  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={t('place.placeholder')}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          onTextChange(event.target.value);
          setQuery(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('place.matching')}
        className={`absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-xl bg-night-800 p-1 shadow-2xl ring-1 ring-white/15 ${open && results.length ? '' : 'hidden'}`}
      >
        {results.map((place, index) => (
          <li
            key={`${place.name}-${place.lat}-${place.lng}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer rounded-lg px-3 py-2 ${index === active ? 'bg-white/10' : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(place)}
          >
            <span className="text-slate-100">{place.name}</span>
            <span className="text-slate-400">, {placeLabel(place)}</span>
            <span className="block text-xs text-slate-400">
              {Math.abs(place.lat).toFixed(2)}°{place.lat >= 0 ? 'N' : 'S'} {Math.abs(place.lng).toFixed(2)}°
              {place.lng >= 0 ? 'E' : 'W'}
              {place.population > 0 ? ` · pop. ${place.population.toLocaleString('en')}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" aria-live="polite" className="mt-1 text-xs text-slate-400">
        {status}
      </p>
    </div>
  );
}

import { ChevronDown, Music, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AmbientEngine } from './ambient-engine';
import { useAmbientPreference } from './preferences';

/**
 * The Ambient Sounds panel (the layout mounts it on wide screens only), fixed bottom right at
 * every width so it is always in reach. Collapsed (the default) it is one small round button,
 * inside the gutter beside the content column at 1280 px and wider; the footer leaves room at
 * the page's end so the last lines scroll clear of it. Expanded, it covers a corner only while
 * the listener wants it open.
 */
export default function AmbientPlayer() {
  const [prefs, setPrefs] = useAmbientPreference();
  const [playing, setPlaying] = useState(false);
  const engine = useRef<AmbientEngine | null>(null);
  const volumeId = useId();

  useEffect(() => () => engine.current?.dispose(), []);
  useEffect(() => {
    engine.current?.setLevel(prefs.muted ? 0 : prefs.volume);
  }, [prefs.muted, prefs.volume]);

  if (!prefs.enabled) return null;

  async function toggle() {
    if (!engine.current) engine.current = new AmbientEngine();
    engine.current.setLevel(prefs.muted ? 0 : prefs.volume);
    if (playing) {
      await engine.current.pause();
      setPlaying(false);
    } else {
      await engine.current.play();
      setPlaying(true);
    }
  }

  if (prefs.collapsed) {
    return (
      <aside aria-label="Ambient Sounds" className="fixed right-4 bottom-4 z-30">
        <button
          type="button"
          className="relative flex h-11 w-11 items-center justify-center rounded-full bg-night-800/95 text-gold-300 shadow-2xl ring-1 ring-white/15 backdrop-blur hover:bg-night-700"
          aria-label="Expand ambient sounds"
          aria-expanded={false}
          onClick={() => setPrefs({ ...prefs, collapsed: false })}
        >
          <Music className="h-5 w-5" aria-hidden />
          {playing && (
            <span className="absolute top-1 right-1 h-2 w-2 rounded-full bg-emerald-400" aria-hidden />
          )}
        </button>
      </aside>
    );
  }

  return (
    <aside
      aria-label="Ambient Sounds"
      className="fixed right-4 bottom-4 z-30 w-64 rounded-2xl bg-night-800/95 p-3 text-sm text-slate-200 shadow-2xl ring-1 ring-white/15 backdrop-blur"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-sans text-sm font-semibold text-gold-300">
          <Music className="h-4 w-4" aria-hidden />
          Ambient Sounds
        </h2>
        <button
          type="button"
          className="rounded-full p-1 hover:bg-white/10"
          aria-label="Collapse ambient sounds"
          aria-expanded
          onClick={() => setPrefs({ ...prefs, collapsed: true })}
        >
          <ChevronDown className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <button
          type="button"
          onClick={() => void toggle()}
          aria-label={playing ? 'Pause ambient sounds' : 'Play ambient sounds'}
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-gold-400 text-night-950 hover:bg-gold-300"
        >
          {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
        </button>
        <button
          type="button"
          onClick={() => setPrefs({ ...prefs, muted: !prefs.muted })}
          aria-label={prefs.muted ? 'Unmute ambient sounds' : 'Mute ambient sounds'}
          aria-pressed={prefs.muted}
          className="rounded-full p-2 hover:bg-white/10"
        >
          {prefs.muted ? (
            <VolumeX className="h-4 w-4" aria-hidden />
          ) : (
            <Volume2 className="h-4 w-4" aria-hidden />
          )}
        </button>
        <label htmlFor={volumeId} className="sr-only">
          Volume
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={prefs.volume}
          onChange={(e) => setPrefs({ ...prefs, volume: Number(e.target.value), muted: false })}
          className="w-full accent-gold-400"
        />
        <span className="w-8 text-right text-xs tabular-nums text-slate-400" aria-hidden>
          {Math.round(prefs.volume * 100)}%
        </span>
      </div>
    </aside>
  );
}

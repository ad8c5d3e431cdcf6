import { ChevronDown, ChevronUp, Music, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AmbientEngine } from './ambient-engine';
import { useAmbientPreference } from './preferences';

/**
 * The Ambient Sounds panel (the layout mounts it on wide screens only). It floats bottom right
 * only where the viewport leaves a gutter wider than the panel beside the 72rem content column;
 * narrower, it sits in the page flow after the footer, so it can never cover a reading.
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

  return (
    <aside
      aria-label="Ambient Sounds"
      className="relative mx-4 mb-4 ml-auto w-64 rounded-2xl bg-night-800/95 p-3 text-sm text-slate-200 shadow-2xl ring-1 ring-white/15 backdrop-blur min-[1760px]:fixed min-[1760px]:bottom-4 min-[1760px]:right-4 min-[1760px]:z-30 min-[1760px]:m-0"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-sans text-sm font-semibold text-gold-300">
          <Music className="h-4 w-4" aria-hidden />
          Ambient Sounds
        </h2>
        <button
          type="button"
          className="rounded-full p-1 hover:bg-white/10"
          aria-label={prefs.collapsed ? 'Expand ambient sounds' : 'Collapse ambient sounds'}
          aria-expanded={!prefs.collapsed}
          onClick={() => setPrefs({ ...prefs, collapsed: !prefs.collapsed })}
        >
          {prefs.collapsed ? (
            <ChevronUp className="h-4 w-4" aria-hidden />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden />
          )}
        </button>
      </div>
      {!prefs.collapsed && (
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
      )}
    </aside>
  );
}

import type { StoredChart as Chart, StoredChartPoint as ChartPoint } from '@orrery/core/api/reading-content';
import { SIGNS } from '@orrery/core/astro/types';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTouchScreen } from '@/lib/use-touch';
import { t, useT } from '@/i18n/i18n';
import {
  degreeInSign,
  houseTheme,
  POINT_INFO,
  pointName,
  SIGN_INFO,
  signList,
  signName,
  wheelPoints,
} from './astro-labels';
import {
  aspectStroke,
  houseMidpoint,
  norm360,
  nudgeBodies,
  polar,
  rovingTarget,
  screenAngle,
} from './wheel-layout';

/** The spec's default chart size; the SVG scales to its container. */
const SIZE = 600;
const C = SIZE / 2;
const R = {
  outer: 292,
  signInner: 246,
  tick: 238,
  body: [218, 186] as const,
  houseOuter: 132,
  houseInner: 100,
};

/** Major aspects between the points the wheel draws, tightest first (angles only with a birth time). */
export function wheelAspects(chart: Chart): Chart['aspects'] {
  const shown = new Set(wheelPoints(chart).map((p) => p.name));
  return chart.aspects
    .filter((a) => shown.has(a.p1) && shown.has(a.p2))
    .slice()
    .sort((a, b) => a.orb - b.orb);
}

const NATURE_CLASS = {
  harmonious: 'stroke-sky-400/80',
  challenging: 'stroke-rose-400/80',
  blending: 'stroke-gold-300/80',
} as const;

interface Focus {
  title: string;
  detail: string;
}

const fmt = (n: number) => n.toFixed(2);

function sectorPath(from: number, to: number, outer: number, inner: number, asc: number): string {
  const span = norm360(to - from);
  const large = span > 180 ? 1 : 0;
  const a = polar(C, outer, from, asc);
  const b = polar(C, outer, to, asc);
  const c = polar(C, inner, to, asc);
  const d = polar(C, inner, from, asc);
  // Zodiac order runs counter-clockwise on screen: sweep 0 outwards, 1 back along the inner arc.
  return `M${fmt(a.x)} ${fmt(a.y)}A${outer} ${outer} 0 ${large} 0 ${fmt(b.x)} ${fmt(b.y)}L${fmt(c.x)} ${fmt(c.y)}A${inner} ${inner} 0 ${large} 1 ${fmt(d.x)} ${fmt(d.y)}Z`;
}

/** Rotation (SVG degrees) that lays text along the circle, never upside down. */
function tangentRotation(longitude: number, asc: number): number {
  const a = screenAngle(longitude, asc);
  return a > 180 ? 270 - a : 90 - a;
}

function arcPath(from: number, to: number, radius: number, asc: number): string {
  const a = polar(C, radius, from, asc);
  const b = polar(C, radius, to, asc);
  return `M${fmt(a.x)} ${fmt(a.y)}A${radius} ${radius} 0 ${norm360(to - from) > 180 ? 1 : 0} 0 ${fmt(b.x)} ${fmt(b.y)}`;
}

function line(lon: number, r1: number, r2: number, asc: number) {
  const a = polar(C, r1, lon, asc);
  const b = polar(C, r2, lon, asc);
  return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
}

export function pointDetail(point: ChartPoint, birthTimeKnown: boolean): string {
  const parts = [`${degreeInSign(point.position)} ${signName(point.sign)}`];
  if (birthTimeKnown && point.house) parts.push(t('chart.detail.house', { number: point.house }));
  if (point.retrograde) parts.push(t('chart.detail.retrograde'));
  if (point.uncertain) parts.push(t('chart.detail.byBirthTime', { signs: signList(point.uncertain.signs) }));
  return parts.join(', ');
}

/** A short sentence for screen readers; the placements table beside the wheel has the details. */
export function wheelSummary(chart: Chart): string {
  const find = (name: string) => chart.points.find((p) => p.name === name);
  const sun = find('Sun');
  const moon = find('Moon');
  const asc = chart.birth_time_known ? find('Ascendant') : undefined;
  const parts = [
    sun && t('chart.summary.sun', { sign: signName(sun.sign) }),
    moon && t('chart.summary.moon', { sign: signName(moon.sign) }),
    asc ? t('chart.summary.ascendant', { sign: signName(asc.sign) }) : t('chart.summary.noHouses'),
  ].filter(Boolean);
  return t('chart.summary', { name: chart.name, parts: parts.join(', ') });
}

/**
 * The natal wheel in SVG: signs on the outer band, the bodies inside it (nudged apart where they
 * crowd), house cusps and numbered houses when the birth time is known. Hovering or focusing a
 * house or body shows its name and theme in the centre and announces it to screen readers.
 */
export function NatalWheel({ chart }: { chart: Chart }) {
  // Subscribes the wheel to the reader's language: its words come from the `chart` part.
  useT();
  const touch = useTouchScreen();
  const [focus, setFocus] = useState<Focus | null>(null);
  const liveId = useId();
  const houses = chart.birth_time_known ? chart.houses : null;
  const ascendantPoint = chart.points.find((p) => p.name === 'Ascendant');
  // Without a birth time there is no Ascendant: 0° Aries goes on the left instead.
  const asc = houses && ascendantPoint ? ascendantPoint.abs_pos : houses ? houses[0]!.abs_pos : 0;

  const bodies = useMemo(() => {
    const shown = wheelPoints(chart);
    const placed = nudgeBodies(shown.map((p) => ({ name: p.name, longitude: p.abs_pos })));
    return shown.map((point, i) => ({ point, placed: placed[i]! }));
  }, [chart]);

  const [showAspects, setShowAspects] = useState(true);
  const aspects = useMemo(() => wheelAspects(chart), [chart]);
  const byName = useMemo(() => new Map(chart.points.map((p) => [p.name, p])), [chart]);

  // One tab stop for the whole wheel: the bodies in zodiac order, then the houses; the arrow keys
  // move between them (a roving tab index).
  const order = useMemo(
    () =>
      [...bodies.map((b, i) => ({ i, lon: b.point.abs_pos }))].sort((a, b) => a.lon - b.lon).map((x) => x.i),
    [bodies],
  );
  const itemCount = bodies.length + (houses ? houses.length : 0);
  const [active, setActive] = useState(0);
  const items = useRef<(SVGGElement | null)[]>([]);
  const onKey = (e: KeyboardEvent<SVGGElement>) => {
    const next = rovingTarget(e.key, active, itemCount);
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    items.current[next]?.focus();
  };
  /** Position of body `i` (by drawing order) and of house `h` in the keyboard order. */
  const bodySlot = (i: number) => order.indexOf(i);
  const houseSlot = (h: number) => bodies.length + h;
  const rove = (slot: number) => ({
    tabIndex: slot === active ? 0 : -1,
    ref: (el: SVGGElement | null) => {
      items.current[slot] = el;
    },
    onKeyDown: onKey,
  });

  const show = (title: string, detail: string, slot: number) => () => {
    setActive(slot);
    setFocus({ title, detail });
  };
  const hide = () => setFocus(null);

  return (
    <figure className="mx-auto w-full max-w-[600px]">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={wheelSummary(chart)}
        aria-describedby={liveId}
        className="h-auto w-full select-none"
        style={{
          fontFamily:
            "'DejaVu Sans', 'Segoe UI Symbol', 'Noto Sans Symbols 2', 'Noto Sans Symbols', sans-serif",
        }}
      >
        <circle
          cx={C}
          cy={C}
          r={R.outer}
          className="fill-night-950/60 stroke-gold-400/70"
          strokeWidth={1.5}
        />
        {SIGNS.map((sign, i) => {
          const start = i * 30;
          const mid = polar(C, 274, start + 15, asc);
          const name = polar(C, 255, start + 15, asc);
          return (
            <g key={sign}>
              <path
                d={sectorPath(start, start + 30, R.outer, R.signInner, asc)}
                className={i % 2 ? 'fill-night-800/70' : 'fill-night-700/50'}
              />
              <line {...line(start, R.outer, R.signInner, asc)} className="stroke-gold-400/40" />
              {/* On phones the names would be too small to read: the glyphs grow and stand alone. */}
              <text
                x={mid.x}
                y={mid.y}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-gold-300 text-[20px] max-sm:text-[26px]"
              >
                {SIGN_INFO[sign].glyph}
              </text>
              <text
                x={name.x}
                y={name.y}
                transform={`rotate(${fmt(tangentRotation(start + 15, asc))} ${fmt(name.x)} ${fmt(name.y)})`}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-slate-300 text-[9px] uppercase tracking-wider max-sm:hidden"
              >
                {signName(sign)}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r={R.signInner} className="fill-none stroke-gold-400/50" />
        {Array.from({ length: 72 }, (_, i) => (
          <line
            key={i}
            {...line(i * 5, R.signInner, i % 6 === 0 ? R.tick - 4 : R.tick + 2, asc)}
            className="stroke-slate-500/60"
          />
        ))}

        {houses && (
          <g>
            {houses.map((cusp, i) => {
              const next = houses[(i + 1) % 12]!;
              const angular = i % 3 === 0;
              const label = polar(
                C,
                (R.houseOuter + R.houseInner) / 2,
                houseMidpoint(cusp.abs_pos, next.abs_pos),
                asc,
              );
              const theme = houseTheme(i);
              const house = t('chart.houseNumber', { number: i + 1 });
              return (
                <g
                  key={i}
                  {...rove(houseSlot(i))}
                  className="group cursor-default outline-none"
                  onMouseEnter={show(house, theme, houseSlot(i))}
                  onMouseLeave={hide}
                  onFocus={show(house, theme, houseSlot(i))}
                  onBlur={hide}
                >
                  <title>{t('chart.houseTitle', { number: i + 1, theme })}</title>
                  <line
                    {...line(cusp.abs_pos, R.houseInner, R.signInner, asc)}
                    className={angular ? 'stroke-gold-400/80' : 'stroke-slate-400/35'}
                    strokeWidth={angular ? 1.5 : 1}
                  />
                  <path
                    d={sectorPath(cusp.abs_pos, next.abs_pos, R.houseOuter, R.houseInner, asc)}
                    className="fill-night-800/40 stroke-white/10 group-hover:fill-violet-glow/25 group-focus-visible:fill-violet-glow/35"
                  />
                  <text
                    x={label.x}
                    y={label.y}
                    textAnchor="middle"
                    dominantBaseline="central"
                    className="fill-slate-200 text-[13px] font-semibold"
                  >
                    {i + 1}
                  </text>
                </g>
              );
            })}
          </g>
        )}
        <circle cx={C} cy={C} r={R.houseInner} className="fill-night-950/70 stroke-white/15" />

        {showAspects && (
          <g aria-hidden>
            {aspects.map((a) => {
              const p1 = byName.get(a.p1);
              const p2 = byName.get(a.p2);
              if (!p1 || !p2) return null;
              const from = polar(C, R.houseInner - 4, p1.abs_pos, asc);
              const to = polar(C, R.houseInner - 4, p2.abs_pos, asc);
              const { nature, width } = aspectStroke(a.aspect, a.orb);
              return (
                <line
                  key={`${a.p1}-${a.p2}-${a.aspect}`}
                  x1={from.x}
                  y1={from.y}
                  x2={to.x}
                  y2={to.y}
                  className={NATURE_CLASS[nature]}
                  strokeWidth={width}
                  strokeLinecap="round"
                />
              );
            })}
          </g>
        )}

        {bodies.map(({ point, placed }, index) => {
          const info = POINT_INFO[point.name];
          const r = R.body[placed.level] ?? R.body[0];
          const at = polar(C, r, placed.displayLongitude, asc);
          const name = pointName(point.name);
          const detail = pointDetail(point, chart.birth_time_known);
          const axis = point.name === 'Ascendant' || point.name === 'Medium_Coeli';
          return (
            <g
              key={point.name}
              {...rove(bodySlot(index))}
              className="group cursor-default outline-none"
              onMouseEnter={show(name, detail, bodySlot(index))}
              onMouseLeave={hide}
              onFocus={show(name, detail, bodySlot(index))}
              onBlur={hide}
            >
              <title>{`${name}: ${detail}`}</title>
              {point.uncertain && (
                // Without a birth time the body could be anywhere on this arc of the day.
                <path
                  d={arcPath(point.uncertain.min_abs_pos, point.uncertain.max_abs_pos, R.tick - 3, asc)}
                  className="fill-none stroke-amber-300/80"
                  strokeWidth={4}
                  strokeLinecap="round"
                />
              )}
              <line
                {...line(point.abs_pos, R.signInner, R.tick - 6, asc)}
                className="stroke-gold-300"
                strokeWidth={2}
              />
              <line
                x1={polar(C, R.tick - 6, point.abs_pos, asc).x}
                y1={polar(C, R.tick - 6, point.abs_pos, asc).y}
                x2={polar(C, r + 13, placed.displayLongitude, asc).x}
                y2={polar(C, r + 13, placed.displayLongitude, asc).y}
                className="stroke-slate-500/50"
              />
              <circle
                cx={at.x}
                cy={at.y}
                r={13}
                className="fill-night-900/90 stroke-transparent group-hover:stroke-gold-400 group-focus-visible:stroke-gold-400"
              />
              <text
                x={at.x}
                y={at.y}
                textAnchor="middle"
                dominantBaseline="central"
                className={axis ? 'fill-gold-300 text-[11px] font-bold' : 'fill-slate-50 text-[17px]'}
              >
                {info?.glyph ?? name.slice(0, 2)}
              </text>
              {point.retrograde && (
                <text x={at.x + 11} y={at.y + 9} className="fill-rose-300 text-[9px] font-semibold">
                  ℞
                </text>
              )}
            </g>
          );
        })}

        {/* Drawn after the lines and opaque, so the aspect lines pass under the focus text. */}
        <rect
          x={C - (R.houseInner - 8)}
          y={C - 28}
          width={2 * (R.houseInner - 8)}
          height={50}
          rx={10}
          className="fill-night-950 stroke-white/10"
          data-testid="wheel-centre-label"
          aria-hidden
        />
        <text
          x={C}
          y={C - 10}
          textAnchor="middle"
          className="fill-gold-300 text-[15px]"
          style={{ fontFamily: 'var(--font-display)' }}
        >
          {focus?.title ??
            t(
              touch
                ? houses
                  ? 'chart.centre.tapHouse'
                  : 'chart.centre.tapBody'
                : houses
                  ? 'chart.centre.hoverHouse'
                  : 'chart.centre.hoverBody',
            )}
        </text>
        <text x={C} y={C + 12} textAnchor="middle" className="fill-slate-300 text-[11px]">
          {focus?.detail ?? t(touch ? 'chart.centre.tapDetail' : 'chart.centre.hoverDetail')}
        </text>
      </svg>
      {aspects.length > 0 && (
        <label className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-300">
          <input
            type="checkbox"
            checked={showAspects}
            onChange={(e) => setShowAspects(e.target.checked)}
            className="accent-gold-400"
          />
          {t('chart.showAspectLines')}
        </label>
      )}
      {!houses && <p className="mt-3 text-center text-sm text-slate-400">{t('chart.noHouses')}</p>}
      <figcaption id={liveId} aria-live="polite" className="sr-only">
        {focus ? `${focus.title}: ${focus.detail}` : ''}
      </figcaption>
    </figure>
  );
}

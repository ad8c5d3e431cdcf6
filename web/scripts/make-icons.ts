/**
 * Draws the install icons of the web manifest (public/icons/icon-192.png and icon-512.png): the
 * favicon's orrery (a gold orbit, the gold Sun, a violet planet) on a full square of the night
 * background, so the same files serve as "any" and "maskable" (everything sits inside the
 * maskable safe circle, 40% of the width). No image library is installed, so the shapes are
 * rasterised here with a pixel of anti-aliasing and written by ./png.ts.
 * Run: npx tsx web/scripts/make-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { png } from './png';

type Rgb = [number, number, number];
const NIGHT: Rgb = [0x0b, 0x0a, 0x1f];
const GOLD: Rgb = [0xe8, 0xc3, 0x6a];
const VIOLET: Rgb = [0xa7, 0x8b, 0xfa];

/** Coverage of a pixel by a shape whose signed distance (in pixels, negative inside) is d. */
const cover = (d: number) => Math.min(1, Math.max(0, 0.5 - d));

function draw(size: number): Buffer {
  const unit = size / 64;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const px = (x + 0.5) / unit;
      const py = (y + 0.5) / unit;
      const fromCentre = Math.hypot(px - 32, py - 32);
      let colour: Rgb = NIGHT;
      const layer = (shape: Rgb, distance: number) => {
        const a = cover(distance * unit);
        colour = colour.map((c, i) => Math.round(c * (1 - a) + shape[i]! * a)) as Rgb;
      };
      layer(GOLD, Math.abs(fromCentre - 20) - 1);
      layer(GOLD, fromCentre - 6);
      layer(VIOLET, Math.hypot(px - 52, py - 32) - 4);
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  return png(size, size, Buffer.concat(rows));
}

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
fs.mkdirSync(dir, { recursive: true });
for (const size of [192, 512]) fs.writeFileSync(path.join(dir, `icon-${size}.png`), draw(size));

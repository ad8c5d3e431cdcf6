/**
 * A page's share card (1200 x 630, the size link previews ask for): the page's title in a
 * dot-matrix lettering beside the favicon's orrery, on the night background. There is no font
 * file or image library at build time, so the letters are a 5 x 7 dot font drawn as discs.
 */
import { png } from './png';

type Rgb = [number, number, number];
const NIGHT_TOP: Rgb = [0x0b, 0x0a, 0x1f];
const NIGHT_BOTTOM: Rgb = [0x1a, 0x15, 0x42];
const GOLD: Rgb = [0xe8, 0xc3, 0x6a];
const VIOLET: Rgb = [0xa7, 0x8b, 0xfa];
const WHITE: Rgb = [0xf8, 0xfa, 0xfc];

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

// Rows top to bottom; '#' is a dot. Only the characters the public pages' titles use.
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  '&': ['.##..', '#..#.', '#.#..', '.#...', '#.#.#', '#..#.', '.##.#'],
  ',': ['.....', '.....', '.....', '.....', '.....', '..#..', '.#...'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.....', '..#..'],
  "'": ['..#..', '..#..', '.#...', '.....', '.....', '.....', '.....'],
  '-': ['.....', '.....', '.....', '.####', '.....', '.....', '.....'],
  '·': ['.....', '.....', '.....', '..#..', '.....', '.....', '.....'],
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
};
const GLYPH_COLUMNS = 5;
const GLYPH_ROWS = 7;
/** A letter's advance, in dots: five and a gap. */
const ADVANCE = GLYPH_COLUMNS + 1;

class Canvas {
  readonly pixels = new Float32Array(CARD_WIDTH * CARD_HEIGHT * 3);

  constructor() {
    for (let y = 0; y < CARD_HEIGHT; y++) {
      const t = y / (CARD_HEIGHT - 1);
      for (let x = 0; x < CARD_WIDTH; x++) {
        for (let i = 0; i < 3; i++)
          this.pixels[(y * CARD_WIDTH + x) * 3 + i] = NIGHT_TOP[i]! * (1 - t) + NIGHT_BOTTOM[i]! * t;
      }
    }
  }

  /** Paints where `distance` (signed, in pixels, negative inside) is inside, with a pixel of anti-aliasing. */
  private paint(
    box: [number, number, number, number],
    colour: Rgb,
    alpha: number,
    distance: (x: number, y: number) => number,
  ) {
    const [x0, y0, x1, y1] = box.map(Math.round) as [number, number, number, number];
    for (let y = Math.max(0, y0); y < Math.min(CARD_HEIGHT, y1); y++) {
      for (let x = Math.max(0, x0); x < Math.min(CARD_WIDTH, x1); x++) {
        const a = alpha * Math.min(1, Math.max(0, 0.5 - distance(x + 0.5, y + 0.5)));
        if (a === 0) continue;
        const at = (y * CARD_WIDTH + x) * 3;
        for (let i = 0; i < 3; i++) this.pixels[at + i] = this.pixels[at + i]! * (1 - a) + colour[i]! * a;
      }
    }
  }

  disc(cx: number, cy: number, r: number, colour: Rgb, alpha = 1) {
    this.paint(
      [cx - r - 1, cy - r - 1, cx + r + 2, cy + r + 2],
      colour,
      alpha,
      (x, y) => Math.hypot(x - cx, y - cy) - r,
    );
  }

  ring(cx: number, cy: number, r: number, width: number, colour: Rgb, alpha: number) {
    const outer = r + width;
    this.paint(
      [cx - outer - 1, cy - outer - 1, cx + outer + 2, cy + outer + 2],
      colour,
      alpha,
      (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r) - width / 2,
    );
  }

  /** Writes a line of dot letters from (x, y), the top left of its first letter; `pitch` is the dots' spacing. */
  text(line: string, x: number, y: number, pitch: number, colour: Rgb) {
    [...line.toUpperCase()].forEach((char, index) => {
      const glyph = GLYPHS[char];
      if (!glyph) throw new Error(`The share card's font has no "${char}"`);
      glyph.forEach((row, rowIndex) =>
        [...row].forEach((cell, column) => {
          if (cell !== '#') return;
          const cx = x + (index * ADVANCE + column + 0.5) * pitch;
          this.disc(cx, y + (rowIndex + 0.5) * pitch, pitch * 0.42, colour);
        }),
      );
    });
  }

  toPng(): Buffer {
    const rows = Buffer.alloc(CARD_HEIGHT * (1 + CARD_WIDTH * 3));
    for (let y = 0; y < CARD_HEIGHT; y++) {
      const row = y * (1 + CARD_WIDTH * 3);
      for (let i = 0; i < CARD_WIDTH * 3; i++)
        rows[row + 1 + i] = Math.round(this.pixels[y * CARD_WIDTH * 3 + i]!);
    }
    return png(CARD_WIDTH, CARD_HEIGHT, rows);
  }
}

/** Words packed into lines of at most `width` letters; a longer word gets a line to itself. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const TEXT_LEFT = 80;
const TEXT_WIDTH = 720;
const TITLE_TOP = 210;
const TITLE_HEIGHT = 330;

/** The title at the largest dot spacing that fits its box, wrapped at spaces. */
function titleLayout(title: string): { lines: string[]; pitch: number } {
  for (let pitch = 12; pitch > 4; pitch--) {
    const lines = wrap(title, Math.floor((TEXT_WIDTH / pitch + 1) / ADVANCE));
    const lineHeight = (GLYPH_ROWS + 3) * pitch;
    if (
      lines.every((line) => line.length * ADVANCE * pitch <= TEXT_WIDTH + pitch) &&
      lines.length * lineHeight <= TITLE_HEIGHT
    )
      return { lines, pitch };
  }
  throw new Error(`The title "${title}" does not fit on a share card`);
}

export function shareCard(title: string): Buffer {
  const canvas = new Canvas();
  const [cx, cy] = [1000, 315];
  for (const [r, alpha] of [
    [110, 0.35],
    [170, 0.25],
    [230, 0.18],
  ] as const)
    canvas.ring(cx, cy, r, 3, GOLD, alpha);
  canvas.disc(cx, cy, 46, GOLD);
  canvas.disc(cx + 170, cy, 14, VIOLET);
  canvas.disc(cx - 78, cy - 78, 9, WHITE, 0.8);
  canvas.disc(cx - 120, cy + 196, 11, GOLD, 0.7);

  canvas.text('Orrery', TEXT_LEFT, 80, 8, GOLD);
  const { lines, pitch } = titleLayout(title);
  lines.forEach((line, i) =>
    canvas.text(line, TEXT_LEFT, TITLE_TOP + i * (GLYPH_ROWS + 3) * pitch, pitch, WHITE),
  );
  canvas.text('Astrology · Tarot · Numerology', TEXT_LEFT, CARD_HEIGHT - 80, 4, GOLD);
  return canvas.toPng();
}

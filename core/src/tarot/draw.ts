// Verifiable draws. The server commits to a secret seed (publishing SHA-256 of it) before the
// user adds an optional "cut"; the cards are then a pure function of seed, cut and spread, so once
// the seed is revealed anyone (server, browser, CLI) can replay the draw and check the commitment.
// @noble/hashes rather than node:crypto keeps this file runnable in the browser as well.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { DECK, SPREADS, type SpreadId, type TarotCard } from './deck';

/** Bumped if the byte layout below ever changes, so stored draws stay replayable. */
export const DRAW_VERSION = 'orrery-tarot-v1';

export type Orientation = 'upright' | 'reversed';

export interface DrawnCard {
  /** 1-based position in the spread's order. */
  position: number;
  positionKey: string;
  positionLabel: string;
  cardId: string;
  name: string;
  image: string;
  orientation: Orientation;
}

export interface TarotDraw {
  version: typeof DRAW_VERSION;
  spread: SpreadId;
  seed: string;
  commitment: string;
  cut: string;
  cards: DrawnCard[];
}

export class DrawError extends Error {
  constructor(
    readonly field: 'seed' | 'cut' | 'spread',
    message: string,
  ) {
    super(message);
    this.name = 'DrawError';
  }
}

const SEED_BYTES = 32;
/** A cut is a user's free text or a browser random value; the cap only guards against abuse. */
export const MAX_CUT_LENGTH = 500;

function seedBytes(seed: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/i.test(seed)) {
    throw new DrawError('seed', `seed must be ${SEED_BYTES} bytes as 64 hex digits`);
  }
  return hexToBytes(seed.toLowerCase());
}

function normaliseCut(cut: string): string {
  if (cut.length > MAX_CUT_LENGTH) {
    throw new DrawError('cut', `cut must be at most ${MAX_CUT_LENGTH} characters`);
  }
  // NFC so the same visible text typed on different systems replays to the same cards.
  return cut.normalize('NFC');
}

/** A fresh secret seed, from the platform's CSPRNG (Web Crypto exists in Node 20 and browsers). */
export function createSeed(): string {
  const bytes = new Uint8Array(SEED_BYTES);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The public commitment: lowercase hex SHA-256 of the 32 raw seed bytes. */
export function commitSeed(seed: string): string {
  return bytesToHex(sha256(seedBytes(seed)));
}

/** What the server does before the draw: keep `seed` secret, publish `commitment`. */
export function prepareDraw(): { seed: string; commitment: string } {
  const seed = createSeed();
  return { seed, commitment: commitSeed(seed) };
}

function u32be(n: number): Uint8Array {
  return new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

function lengthPrefixed(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + bytes.length);
  out.set(u32be(bytes.length), 0);
  out.set(bytes, 4);
  return out;
}

/**
 * Stream of uniform 32-bit words: block i = HMAC-SHA256(seed, version | spread | cut | i), with
 * length prefixes so no two (spread, cut) pairs can produce the same message.
 */
class WordStream {
  private readonly prefix: Uint8Array;
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly key: Uint8Array,
    spread: SpreadId,
    cut: string,
  ) {
    const parts = [utf8ToBytes(DRAW_VERSION), utf8ToBytes(spread), utf8ToBytes(cut)].map(lengthPrefixed);
    const total = parts.reduce((n, p) => n + p.length, 0);
    this.prefix = new Uint8Array(total + 4);
    let at = 0;
    for (const p of parts) {
      this.prefix.set(p, at);
      at += p.length;
    }
  }

  next(): number {
    if (this.offset >= this.block.length) {
      this.prefix.set(u32be(this.counter++), this.prefix.length - 4);
      this.block = hmac(sha256, this.key, this.prefix);
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  /** Uniform integer in [0, n) by rejection sampling: plain modulo would favour low values. */
  below(n: number): number {
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }
}

/**
 * Deterministic draw for a spread. A partial Fisher-Yates shuffle picks as many distinct cards
 * as the spread has positions (so no card can appear twice); afterwards one word per card decides
 * its orientation from the low bit, which is unbiased because the words are uniform.
 */
export function drawSpread(input: { seed: string; cut?: string; spread: SpreadId }): TarotDraw {
  const spread = SPREADS[input.spread];
  if (!spread) throw new DrawError('spread', `unknown spread "${String(input.spread)}"`);
  const key = seedBytes(input.seed);
  const cut = normaliseCut(input.cut ?? '');
  const stream = new WordStream(key, spread.id, cut);
  const order = DECK.map((_, i) => i);
  const k = spread.positions.length;
  for (let i = 0; i < k; i++) {
    const j = i + stream.below(order.length - i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cards = spread.positions.map((pos, i): DrawnCard => {
    const card = DECK[order[i]!] as TarotCard;
    return {
      position: pos.index,
      positionKey: pos.key,
      positionLabel: pos.label,
      cardId: card.id,
      name: card.name,
      image: card.image,
      orientation: (stream.next() & 1) === 1 ? 'reversed' : 'upright',
    };
  });
  return {
    version: DRAW_VERSION,
    spread: spread.id,
    seed: input.seed.toLowerCase(),
    commitment: commitSeed(input.seed),
    cut,
    cards,
  };
}

export interface DrawVerification {
  ok: boolean;
  problems: string[];
}

/** Replays a stored draw: the seed must match the commitment and the cards must match the replay. */
export function verifyDraw(draw: {
  seed: string;
  commitment: string;
  cut?: string;
  spread: SpreadId;
  cards: Pick<DrawnCard, 'cardId' | 'orientation'>[];
}): DrawVerification {
  const problems: string[] = [];
  let replay: TarotDraw;
  try {
    replay = drawSpread({ seed: draw.seed, cut: draw.cut ?? '', spread: draw.spread });
  } catch (err) {
    return { ok: false, problems: [(err as Error).message] };
  }
  if (replay.commitment !== draw.commitment.toLowerCase()) {
    problems.push('the seed does not match the published commitment');
  }
  if (draw.cards.length !== replay.cards.length) {
    problems.push(`expected ${replay.cards.length} cards, got ${draw.cards.length}`);
  }
  replay.cards.forEach((c, i) => {
    const got = draw.cards[i];
    if (got && (got.cardId !== c.cardId || got.orientation !== c.orientation)) {
      problems.push(`position ${c.position}: expected ${c.name} ${c.orientation}`);
    }
  });
  return { ok: problems.length === 0, problems };
}

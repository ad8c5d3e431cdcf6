// Optional language-model rewrite. Any OpenAI-compatible server (Ollama, llama.cpp, vLLM, a
// hosted API) can turn the composer's text into richer prose from the same facts. Whatever goes
// wrong (timeout, HTTP error, malformed or unsafe output) the composer's text is kept, so a paid
// reading never fails because of the model. fetch and the config are parameters because core has
// no environment access and tests need to point it at a loopback server.
import { cardById } from '../tarot/deck';
import { meaningOf } from '../tarot/meanings';
import { cardPhrase } from './tarot-interplay';
import { countWords } from './text';
import type { AnyReading } from './types';

export interface LlmConfig {
  /** e.g. http://localhost:11434/v1; the request goes to {baseUrl}/chat/completions. */
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Default 30 s: local models can be slow, and the composer text is ready anyway. */
  timeoutMs?: number;
}

/** The subset of fetch this module uses, so a test double or another runtime's fetch fits. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

const DEFAULT_TIMEOUT_MS = 30_000;

const SYSTEM_PROMPT = [
  'You rewrite astrology, tarot and numerology readings into warm, specific, flowing prose.',
  'Rules: keep every fact exactly as given (cards, positions, orientations, signs, houses, aspects, numbers, names);',
  'add no new facts, predictions of death, illness, disaster or certainty about the future; stay encouraging and non-fatalistic;',
  'keep markdown with the same "## " section headings; every paragraph names the card, placement or number it is about;',
  'write plain markdown only: no HTML, no links, no images, no code blocks. Reply with the reading only.',
].join(' ');

/** The facts a model needs, without the bulky draw bytes or chart internals. */
export function factsForPrompt(reading: AnyReading): unknown {
  if (reading.kind === 'three-card' || reading.kind === 'celtic-cross') {
    const { firstName, question, cards } = reading.facts;
    // The authored text, read by card id, so readings stored before it was written get it too.
    return {
      firstName,
      question,
      cards: cards.map(({ positionLabel, cardId, orientation }) => {
        const card = cardById(cardId)!;
        const m = meaningOf(card, orientation === 'reversed');
        return {
          positionLabel,
          card: cardPhrase(card, { reversed: orientation === 'reversed' }),
          theme: m.theme,
          meaning: m.meaning,
          advice: m.advice,
        };
      }),
    };
  }
  if (reading.kind === 'life-path') {
    const { firstName, lastName, birthDate, profile } = reading.facts;
    const n = (r: typeof profile.lifePath) => ({ value: r.value, chain: r.chain });
    return {
      firstName,
      lastName,
      birthDate,
      lifePath: n(profile.lifePath),
      destiny: n(profile.destiny),
      soulUrge: n(profile.soulUrge),
    };
  }
  return reading.facts;
}

/** Words that must survive a rewrite: the card names, the numbers, the key signs. */
function requiredTerms(reading: AnyReading): string[] {
  switch (reading.kind) {
    case 'three-card':
    case 'celtic-cross':
      return reading.facts.cards.map((c) => c.name);
    case 'life-path':
      return [
        reading.facts.profile.lifePath,
        reading.facts.profile.destiny,
        reading.facts.profile.soulUrge,
      ].map((r) => String(r.value));
    case 'natal':
      return reading.facts.placements
        .filter((p) => p.point === 'Sun' || p.point === 'Moon')
        .map((p) => p.signName);
    case 'compatibility':
      return [String(reading.facts.score.score)];
    case 'year-ahead':
      return reading.facts.themes.map((t) => t.title);
  }
}

/** Raw HTML, links and images could smuggle markup or tracking into the page. */
export function hasMarkupOrLinks(text: string): boolean {
  return /<[a-z!/?]/i.test(text) || /\]\(/.test(text) || /!\[/.test(text);
}

/** Where an OpenAI-compatible server takes chat completions. */
export function chatCompletionsUrl(config: LlmConfig): string {
  return `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

export function llmHeaders(config: LlmConfig): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return headers;
}

/** Why a model's text is unusable, or null when it can replace the composer's text. */
export function checkRewrite(reading: AnyReading, text: string): string | null {
  if (countWords(text) < reading.wordCount * 0.5) return 'too short';
  if (countWords(text) > reading.wordCount * 2) return 'too long';
  if ((text.match(/^## /gm) ?? []).length < 2) return 'missing section headings';
  if (hasMarkupOrLinks(text)) return 'contains markup or links';
  const lower = text.toLowerCase();
  const missing = requiredTerms(reading).filter((t) => !lower.includes(t.toLowerCase()));
  if (missing.length > 0) return `leaves out ${missing.join(', ')}`;
  return null;
}

function stripFences(text: string): string {
  const m = /^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/.exec(text.trim());
  return (m ? m[1]! : text).trim();
}

/**
 * Returns the reading rewritten by the model (writer 'llm'), or the composer's reading unchanged
 * apart from `rewrite.error` when the model is not configured or fails.
 */
export async function rewriteWithLlm<R extends AnyReading>(
  reading: R,
  config: LlmConfig | null | undefined,
  fetchFn: FetchLike,
): Promise<R> {
  if (!config || !config.baseUrl || !config.model) return reading;
  const fail = (error: string): R => ({
    ...reading,
    writer: 'composer',
    rewrite: { model: config.model, error },
  });
  const controller = new AbortController();
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchFn(chatCompletionsUrl(config), {
      method: 'POST',
      headers: llmHeaders(config),
      signal: controller.signal,
      body: JSON.stringify({
        model: config.model,
        temperature: 0.7,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          {
            role: 'user',
            content: `Facts (JSON):\n${JSON.stringify(factsForPrompt(reading))}\n\nDraft reading to rewrite (about ${reading.wordCount} words; keep a similar length):\n\n${reading.markdown}`,
          },
        ],
      }),
    });
    if (!res.ok) return fail(`HTTP ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return fail('malformed response');
    const text = stripFences(content);
    const problem = checkRewrite(reading, text);
    if (problem) return fail(`rejected: ${problem}`);
    return {
      ...reading,
      markdown: text,
      wordCount: countWords(text),
      writer: 'llm',
      rewrite: { model: config.model },
    };
  } catch (err) {
    return fail(
      controller.signal.aborted
        ? `timeout after ${timeoutMs} ms`
        : `request failed: ${(err as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

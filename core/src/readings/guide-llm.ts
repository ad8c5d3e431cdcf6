// The voice guide's answers from an OpenAI-compatible model, streamed. The model gets the
// reading's facts and text as context; its deltas are passed on as they arrive. Any failure
// (HTTP error, stall, broken stream, timeout, unsafe text) ends in the built-in answer, so a
// question in a paid session is always answered. fetch is a parameter: core has no I/O.
import { offTopicKind, type GuideReply } from './guide';
import { chatCompletionsUrl, factsForPrompt, hasMarkupOrLinks, llmHeaders, type LlmConfig } from './llm';
import type { AnyReading } from './types';
import type { Language } from '../api/language';

/** The subset of fetch a streamed answer needs. */
export type StreamFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; body: ReadableStream<Uint8Array> | null }>;

/** A guide answer longer than this is not a spoken answer; it is refused. */
export const MAX_GUIDE_ANSWER_LENGTH = 2_000;
/** How long the model may go quiet (before its first token or between two) before we give up. */
const DEFAULT_IDLE_MS = 8_000;

const GUIDE_PROMPT = [
  'You are a warm, grounded voice guide talking with someone about one of their readings (astrology, tarot or numerology).',
  'Answer only from the facts and reading given; never invent cards, placements or numbers. Speak to the person by first name, in two to five short spoken sentences of plain text: no markdown, HTML or links.',
  'Stay encouraging and non-fatalistic; never predict death, illness or disaster.',
  'Decline medical, legal and financial advice and suggest a qualified professional instead.',
].join(' ');

/** The reading's language, said last so the model does not drift back to the English above. */
const ANSWER_IN: Record<Language, string> = {
  en: 'Answer in English.',
  de: 'The reading is written in German: answer in natural German, not translated English, addressing the person with "du", and use the German terms the reading uses (Lebenszahl, Ausdruckszahl, Seelenzahl, Persönlichkeitszahl; Aszendent, MC, Haus, Konjunktion, Quadrat, Trigon, Sextil, Opposition, Domizil, Erhöhung, Exil, Fall).',
};

/** Why a model's answer cannot be shown, or null when it can. */
export function checkGuideAnswer(text: string, language: Language = 'en'): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > MAX_GUIDE_ANSWER_LENGTH) return 'too long';
  if (hasMarkupOrLinks(trimmed)) return 'contains markup or links';
  const advice = offTopicKind(trimmed, language);
  if (advice) return `gives ${advice} advice`;
  return null;
}

export type GuideStreamEvent =
  { type: 'delta'; text: string } | { type: 'done'; answer: string; writer: 'guide' | 'llm'; error?: string };

/** Splits a server-sent-events byte stream into the content deltas of chat completion chunks. */
async function* chatDeltas(body: ReadableStream<Uint8Array>, idleMs: number, abort: () => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let idle: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<never>((_, reject) => {
        idle = setTimeout(() => {
          abort();
          reject(new Error(`stalled for ${idleMs} ms`));
        }, idleMs);
      });
      const chunk = await Promise.race([reader.read(), stalled]).finally(() => clearTimeout(idle));
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
        const content = parsed.choices?.[0]?.delta?.content;
        if (typeof content === 'string' && content !== '') yield content;
      }
    }
    throw new Error('stream ended without [DONE]');
  } finally {
    reader.releaseLock();
  }
}

/**
 * Streams the model's answer to a question about the reading. Yields deltas, then one `done`
 * whose answer is the model's text when it passes `checkGuideAnswer`, else the built-in one.
 */
export async function* streamGuideAnswer(
  reading: AnyReading,
  question: string,
  builtIn: GuideReply,
  config: LlmConfig & { idleMs?: number },
  fetchFn: StreamFetch,
  /** The language the reading was written in, which the answer is to be in. */
  language: Language = 'en',
): AsyncGenerator<GuideStreamEvent> {
  const fallback = (error: string): GuideStreamEvent => ({
    type: 'done',
    answer: builtIn.answer,
    writer: 'guide',
    error,
  });
  // A refusal is the guide's own decision, not the model's.
  if (builtIn.refused) {
    yield fallback('refused before asking the model');
    return;
  }
  const controller = new AbortController();
  const timeoutMs = config.timeoutMs ?? 30_000;
  const deadline = setTimeout(() => controller.abort(), timeoutMs);
  let text = '';
  try {
    const res = await fetchFn(chatCompletionsUrl(config), {
      method: 'POST',
      headers: llmHeaders(config),
      signal: controller.signal,
      body: JSON.stringify({
        model: config.model,
        stream: true,
        temperature: 0.6,
        messages: [
          { role: 'system', content: `${GUIDE_PROMPT} ${ANSWER_IN[language]}` },
          {
            role: 'user',
            content: `Facts (JSON):\n${JSON.stringify(factsForPrompt(reading))}\n\nThe reading:\n${reading.markdown}\n\nA built-in answer you may improve on:\n${builtIn.answer}\n\nThe question:\n${question}`,
          },
        ],
      }),
    });
    if (!res.ok || !res.body) {
      yield fallback(`HTTP ${res.status}`);
      return;
    }
    for await (const delta of chatDeltas(res.body, config.idleMs ?? DEFAULT_IDLE_MS, () =>
      controller.abort(),
    )) {
      text += delta;
      if (text.length > MAX_GUIDE_ANSWER_LENGTH) throw new Error('answer too long');
      yield { type: 'delta', text: delta };
    }
    const problem = checkGuideAnswer(text, language);
    yield problem ? fallback(`rejected: ${problem}`) : { type: 'done', answer: text.trim(), writer: 'llm' };
  } catch (error) {
    yield fallback(
      controller.signal.aborted && !(error instanceof Error && error.message.startsWith('stalled'))
        ? `timeout after ${timeoutMs} ms`
        : `stream failed: ${(error as Error).message}`,
    );
  } finally {
    clearTimeout(deadline);
  }
}

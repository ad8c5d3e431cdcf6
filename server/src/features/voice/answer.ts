import { guideReply, type GuideReply } from '@orrery/core/readings/guide';
import { streamGuideAnswer } from '@orrery/core/readings/guide-llm';
import type { AnyReading } from '@orrery/core/readings/types';
import type { Language } from '@orrery/core/api/language';
import type { AppDeps } from '../../http/context';

export interface GuideAnswerResult extends GuideReply {
  writer: 'guide' | 'llm';
}

/**
 * The built-in answer, or with LLM_BASE_URL the model's streamed answer (each delta passed to
 * `onDelta`) with the built-in one as its fallback. The question is validated by the route.
 */
export async function answerGuideQuestion(
  deps: Pick<AppDeps, 'env' | 'logger'>,
  reading: AnyReading,
  /** The language the reading was written in: the answer is in it. */
  language: Language,
  question: string,
  onDelta: (text: string) => void,
  fetchFn: typeof fetch = fetch,
): Promise<GuideAnswerResult> {
  const builtIn = guideReply(reading, question, language);
  const { LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS } = deps.env;
  if (!LLM_BASE_URL || !LLM_MODEL) {
    onDelta(builtIn.answer);
    return { ...builtIn, writer: 'guide' };
  }
  const config = {
    baseUrl: LLM_BASE_URL,
    model: LLM_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
    ...(LLM_API_KEY ? { apiKey: LLM_API_KEY } : {}),
  };
  for await (const event of streamGuideAnswer(reading, question, builtIn, config, fetchFn, language)) {
    if (event.type === 'delta') {
      onDelta(event.text);
      continue;
    }
    if (event.error) deps.logger.warn('voice guide fell back to the built-in answer', { error: event.error });
    return { ...builtIn, answer: event.answer, writer: event.writer };
  }
  return { ...builtIn, writer: 'guide' };
}

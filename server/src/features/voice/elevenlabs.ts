// ElevenLabs' conversational agent, when configured. The browser never sees the API key: for each
// voice session the server asks ElevenLabs for a signed URL (valid for one conversation) and hands
// only that over. Our voice session stays the clock; the page ends the agent when it runs out.
import type { VoiceAgentSession } from '@orrery/core/api/voice';
import { firstNameOf, readingSummary } from '@orrery/core/readings/guide';
import type { AnyReading, ReadingKind } from '@orrery/core/readings/types';
import type { Language } from '@orrery/core/api/language';
import { z } from 'zod';
import { ELEVENLABS_AGENT_VARS, type Env } from '../../env';
import { AppError } from '../../http/errors';

export const ELEVENLABS_DEFAULT_API_URL = 'https://api.elevenlabs.io';
const SIGNED_URL_TIMEOUT_MS = 10_000;

const AGENT_OF_KIND: Record<ReadingKind, (typeof ELEVENLABS_AGENT_VARS)[number]> = {
  natal: 'ELEVENLABS_AGENT_NATAL',
  'three-card': 'ELEVENLABS_AGENT_TAROT',
  'celtic-cross': 'ELEVENLABS_AGENT_CELTIC_CROSS',
  compatibility: 'ELEVENLABS_AGENT_COMPATIBILITY',
  'life-path': 'ELEVENLABS_AGENT_LIFE_PATH',
  // A forecast is read from the natal chart: the chart's agent speaks to it.
  'year-ahead': 'ELEVENLABS_AGENT_NATAL',
};

type AgentEnv = Pick<
  Env,
  'ELEVENLABS_API_KEY' | 'ELEVENLABS_API_URL' | (typeof ELEVENLABS_AGENT_VARS)[number]
>;

export const voiceAgentConfigured = (env: Pick<Env, 'ELEVENLABS_API_KEY'>): boolean =>
  Boolean(env.ELEVENLABS_API_KEY);

const signedUrlResponseSchema = z.object({ signed_url: z.string().regex(/^wss?:\/\//) });

/** Why a signed URL could not be had, for the log; never includes the key. */
export class SignedUrlError extends Error {}

/** Asks ElevenLabs for a one-conversation URL to the agent for this kind of reading. */
export async function requestSignedUrl(
  env: AgentEnv,
  kind: ReadingKind,
  fetchFn: typeof fetch = fetch,
): Promise<string> {
  const key = env.ELEVENLABS_API_KEY;
  const agentId = env[AGENT_OF_KIND[kind]];
  if (!key || !agentId) throw new SignedUrlError(`no ElevenLabs agent configured for ${kind}`);
  const url = new URL(
    '/v1/convai/conversation/get-signed-url',
    env.ELEVENLABS_API_URL ?? ELEVENLABS_DEFAULT_API_URL,
  );
  url.searchParams.set('agent_id', agentId);
  let response: Response;
  try {
    response = await fetchFn(url, {
      headers: { 'xi-api-key': key, accept: 'application/json' },
      signal: AbortSignal.timeout(SIGNED_URL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new SignedUrlError(`request failed: ${error instanceof Error ? error.name : 'unknown'}`);
  }
  if (!response.ok) throw new SignedUrlError(`ElevenLabs answered ${response.status}`);
  const body = signedUrlResponseSchema.safeParse(await response.json().catch(() => null));
  if (!body.success) throw new SignedUrlError('ElevenLabs answered without a signed URL');
  return body.data.signed_url;
}

/** The agent session for the reading's active voice session; any upstream failure is one clear code. */
export async function voiceAgentSession(
  env: AgentEnv,
  { reading, language }: { reading: AnyReading; language: Language },
  readingId: string,
  session: { id: string; remainingSeconds: number },
  onFailure: (error: SignedUrlError) => void,
  fetchFn: typeof fetch = fetch,
): Promise<VoiceAgentSession> {
  if (!voiceAgentConfigured(env)) {
    throw new AppError('voice_agent_unavailable', 'The voice agent is not configured on this server.');
  }
  let signedUrl: string;
  try {
    signedUrl = await requestSignedUrl(env, reading.kind, fetchFn);
  } catch (error) {
    if (!(error instanceof SignedUrlError)) throw error;
    onFailure(error);
    throw new AppError('voice_agent_unavailable');
  }
  return {
    sessionId: session.id,
    signedUrl,
    dynamicVariables: {
      first_name: firstNameOf(reading),
      reading_result_id: readingId,
      reading_summary: readingSummary(reading),
    },
    language,
    remainingSeconds: session.remainingSeconds,
  };
}

import { z } from 'zod';
import { LANGUAGES } from './language';

/** What reactivating a reading's voice guide costs, and what is recorded for it (the spec records 5; we record what is charged). */
export const VOICE_REACTIVATION_COST = 2;

export const voiceSessionViewSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['active', 'ended', 'expired']),
  reactivation: z.boolean(),
  durationSeconds: z.number().int(),
  startedAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
  /** Seconds left by the server's clock when it answered; 0 once the session is over. */
  remainingSeconds: z.number().int().min(0),
});
export type VoiceSessionView = z.infer<typeof voiceSessionViewSchema>;

/** A reading's voice guide as the result page needs it; the page counts down from `remainingSeconds`. */
export const voiceStateSchema = z.object({
  readingId: z.string(),
  sessionSeconds: z.number().int(),
  /** The free session has been used (ran out or was ended): the next one is a reactivation. */
  voiceUsed: z.boolean(),
  reactivationCost: z.number().int(),
  /** The active session, else the latest one, else null. */
  session: voiceSessionViewSchema.nullable(),
  serverNow: z.string(),
});
export type VoiceState = z.infer<typeof voiceStateSchema>;

export const startVoiceRequestSchema = z.strictObject({
  /** Must be true once the voice was used: the caller agrees to pay the reactivation cost. */
  reactivate: z.boolean().default(false),
});
export type StartVoiceRequest = z.input<typeof startVoiceRequestSchema>;

export const startVoiceResponseSchema = z.object({
  state: voiceStateSchema,
  balance: z.number().int(),
  /** False when an active session already existed and was answered instead. */
  started: z.boolean(),
  creditsCharged: z.number().int(),
});
export type StartVoiceResponse = z.infer<typeof startVoiceResponseSchema>;

/**
 * Defined beside the request schema, not in the guide that enforces it too: the browser imports
 * this module, and the guide would bring the whole reading writer into its bundle.
 */
export const MAX_GUIDE_QUESTION_LENGTH = 500;

export const voiceQuestionRequestSchema = z.strictObject({
  question: z
    .string({ error: 'Please type a question.' })
    .trim()
    .min(1, 'Please type a question.')
    .max(
      MAX_GUIDE_QUESTION_LENGTH,
      `Please keep your question under ${MAX_GUIDE_QUESTION_LENGTH} characters.`,
    ),
});
export type VoiceQuestionRequest = z.infer<typeof voiceQuestionRequestSchema>;

/**
 * The answer arrives as newline-delimited JSON: text deltas as the model writes, then one
 * `done` event whose `answer` is the final text (it replaces the deltas when the model's text
 * was refused and the built-in answer is used instead).
 */
export const voiceAnswerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    answer: z.string(),
    writer: z.enum(['guide', 'llm']),
    suggestions: z.array(z.string()),
    refused: z.enum(['medical', 'legal', 'financial']).nullable(),
    remainingSeconds: z.number().int().min(0),
  }),
]);
export type VoiceAnswerEvent = z.infer<typeof voiceAnswerEventSchema>;
// Not application/x-ndjson: typed routes read any application/*json* type as one JSON body.
export const VOICE_ANSWER_CONTENT_TYPE = 'text/x-ndjson';

export const voiceTranscriptsSchema = z.object({
  sessions: z.array(
    voiceSessionViewSchema.extend({
      messages: z.array(
        z.object({ role: z.enum(['user', 'guide']), text: z.string(), createdAt: z.string() }),
      ),
    }),
  ),
});
export type VoiceTranscripts = z.infer<typeof voiceTranscriptsSchema>;

/**
 * What the page needs to open ElevenLabs' conversational agent for the active session: a signed
 * URL the server requested with its key (the key itself never leaves the server) and the
 * agent's dynamic variables.
 */
export const voiceAgentSessionSchema = z.object({
  sessionId: z.string(),
  signedUrl: z.string(),
  dynamicVariables: z.object({
    first_name: z.string(),
    reading_result_id: z.string(),
    reading_summary: z.string(),
  }),
  /** The language the reading was written in, which the agent is asked to speak. */
  language: z.enum(LANGUAGES),
  remainingSeconds: z.number().int().min(0),
});
export type VoiceAgentSession = z.infer<typeof voiceAgentSessionSchema>;

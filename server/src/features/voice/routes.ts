import { createRoute, z } from '@hono/zod-openapi';
import { readingIdParamSchema } from '@orrery/core/api/readings';
import {
  startVoiceRequestSchema,
  startVoiceResponseSchema,
  VOICE_ANSWER_CONTENT_TYPE,
  voiceAgentSessionSchema,
  voiceQuestionRequestSchema,
  voiceStateSchema,
  voiceTranscriptsSchema,
  type VoiceAnswerEvent,
} from '@orrery/core/api/voice';
import { createRouter, jsonContent } from '../../http/router';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireActiveUser, requireUser, requireVerifiedEmail } from '../../http/session';
import { answerGuideQuestion } from './answer';
import { voiceAgentSession } from './elevenlabs';
import {
  activeSessionFor,
  clockOf,
  endSession,
  readingOf,
  recordExchange,
  remainingSeconds,
  startSession,
  transcripts,
  voiceState,
} from './service';

const base = '/api/readings/{readingId}/voice';

const stateRoute = createRoute({
  method: 'get',
  path: base,
  request: { params: readingIdParamSchema },
  responses: { 200: jsonContent(voiceStateSchema, "The reading's voice guide by the server's clock") },
});

const startRoute = createRoute({
  method: 'post',
  path: `${base}/sessions`,
  request: {
    params: readingIdParamSchema,
    body: { required: true, content: { 'application/json': { schema: startVoiceRequestSchema } } },
  },
  responses: {
    200: jsonContent(startVoiceResponseSchema, 'The active session (new, reactivated, or already open)'),
  },
});

const endRoute = createRoute({
  method: 'post',
  path: `${base}/end`,
  request: { params: readingIdParamSchema },
  responses: { 200: jsonContent(voiceStateSchema, 'The session ended early; the voice counts as used') },
});

const questionRoute = createRoute({
  method: 'post',
  path: `${base}/questions`,
  request: {
    params: readingIdParamSchema,
    body: { required: true, content: { 'application/json': { schema: voiceQuestionRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The answer as newline-delimited JSON events: deltas, then done',
      // One voiceAnswerEventSchema per line.
      content: { 'text/x-ndjson': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});

const transcriptsRoute = createRoute({
  method: 'get',
  path: `${base}/sessions`,
  request: { params: readingIdParamSchema },
  responses: { 200: jsonContent(voiceTranscriptsSchema, "The reading's sessions with their transcripts") },
});

const agentRoute = createRoute({
  method: 'post',
  path: `${base}/agent`,
  request: { params: readingIdParamSchema },
  responses: {
    200: jsonContent(
      voiceAgentSessionSchema,
      "A signed URL to ElevenLabs' agent for the active session, with its dynamic variables",
    ),
  },
});

const START_RULE = { name: 'voice-start', max: 30, windowSeconds: 60 };
const QUESTION_RULE = { name: 'voice-question', max: 30, windowSeconds: 60 };
// Each signed URL is a request on the operator's ElevenLabs account.
const AGENT_RULE = { name: 'voice-agent', max: 10, windowSeconds: 60 };

export const voiceRoutes = createRouter()
  .openapi(stateRoute, async (c) => {
    const { user } = await requireUser(c);
    const { readingId } = c.req.valid('param');
    const deps = c.get('deps');
    return c.json(await voiceState(deps.database.db, user.id, readingId, clockOf(deps)), 200);
  })

  .openapi(startRoute, async (c) => {
    const signedIn = await requireActiveUser(c);
    const { user } = signedIn;
    await enforceRateLimit(c, START_RULE, user.id);
    requireVerifiedEmail(c, signedIn);
    const { readingId } = c.req.valid('param');
    const { reactivate } = c.req.valid('json');
    const deps = c.get('deps');
    return c.json(await startSession(deps.database.db, user.id, readingId, reactivate, clockOf(deps)), 200);
  })

  .openapi(endRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    const { readingId } = c.req.valid('param');
    const deps = c.get('deps');
    return c.json(await endSession(deps.database.db, user.id, readingId, clockOf(deps)), 200);
  })

  .openapi(questionRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, QUESTION_RULE, user.id);
    const { readingId } = c.req.valid('param');
    const { question } = c.req.valid('json');
    const deps = c.get('deps');
    const { db } = deps.database;
    const askedAt = clockOf(deps);
    // Refused before anything streams: no active session (ended, expired or never started).
    const { log, session } = await activeSessionFor(db, user.id, readingId, askedAt);
    const { reading, language } = readingOf(log);
    const encoder = new TextEncoder();
    const line = (event: VoiceAnswerEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          const answer = await answerGuideQuestion(deps, reading, language, question, (text) =>
            controller.enqueue(line({ type: 'delta', text })),
          );
          const answeredAt = clockOf(deps);
          await recordExchange(
            db,
            session,
            question,
            { text: answer.answer, writer: answer.writer },
            askedAt,
            answeredAt,
          );
          controller.enqueue(
            line({
              type: 'done',
              answer: answer.answer,
              writer: answer.writer,
              suggestions: answer.suggestions,
              refused: answer.refused,
              remainingSeconds: remainingSeconds(session, answeredAt),
            }),
          );
        } catch (error) {
          deps.logger.error('voice answer failed', {
            requestId: c.get('requestId'),
            error: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
          });
          controller.error(error);
          return;
        }
        controller.close();
      },
    });
    return c.body(body, 200, { 'content-type': VOICE_ANSWER_CONTENT_TYPE });
  })

  .openapi(agentRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, AGENT_RULE, user.id);
    const { readingId } = c.req.valid('param');
    const deps = c.get('deps');
    const now = clockOf(deps);
    // Only the owner's active session gets a URL: ended, expired or never started is a 409.
    const { log, session } = await activeSessionFor(deps.database.db, user.id, readingId, now);
    const agent = await voiceAgentSession(
      deps.env,
      readingOf(log),
      readingId,
      { id: session.id, remainingSeconds: remainingSeconds(session, now) },
      (error) =>
        deps.logger.warn('voice agent signed URL failed', {
          requestId: c.get('requestId'),
          error: error.message,
        }),
    );
    return c.json(agent, 200);
  })

  .openapi(transcriptsRoute, async (c) => {
    const { user } = await requireUser(c);
    const { readingId } = c.req.valid('param');
    const deps = c.get('deps');
    return c.json(await transcripts(deps.database.db, user.id, readingId, clockOf(deps)), 200);
  });

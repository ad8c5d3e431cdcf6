import { createRoute, z } from '@hono/zod-openapi';
import {
  generateReadingRequestSchema,
  generateReadingResponseSchema,
  LIBRARY_PAGE_SIZE,
  libraryQuerySchema,
  libraryResponseSchema,
  prepareDrawRequestSchema,
  prepareDrawResponseSchema,
  readingIdParamSchema,
  readingViewSchema,
} from '@orrery/core/api/readings';
import { appByRouteId } from '@orrery/core/catalogue';
import { sql } from 'kysely';
import { createRouter, jsonContent } from '../../http/router';
import { AppError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireActiveUser, requireUser } from '../../http/session';
import { mailLanguage } from '../../mail/language';
import { generateReading, prepareDraw, toLibraryItem, toReadingView } from './service';

const prepareDrawRoute = createRoute({
  method: 'post',
  path: '/api/readings/draws',
  request: {
    body: { required: true, content: { 'application/json': { schema: prepareDrawRequestSchema } } },
  },
  responses: {
    200: jsonContent(prepareDrawResponseSchema, 'A prepared draw: its commitment, the seed kept secret'),
  },
});

const generateRoute = createRoute({
  method: 'post',
  path: '/api/readings',
  request: {
    body: { required: true, content: { 'application/json': { schema: generateReadingRequestSchema } } },
  },
  responses: {
    200: jsonContent(generateReadingResponseSchema, 'The completed reading and the new balance'),
    202: jsonContent(
      generateReadingResponseSchema,
      'A replay of a request still being written: the pending reading, to poll by id',
    ),
  },
});

const libraryRoute = createRoute({
  method: 'get',
  path: '/api/readings',
  request: { query: libraryQuerySchema },
  responses: {
    200: jsonContent(libraryResponseSchema, "A page of the caller's completed readings, newest first"),
  },
});

const readingRoute = createRoute({
  method: 'get',
  path: '/api/readings/{readingId}',
  request: { params: readingIdParamSchema },
  responses: { 200: jsonContent(readingViewSchema, 'One of the caller’s readings') },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/readings/{readingId}',
  request: { params: readingIdParamSchema },
  responses: { 200: jsonContent(z.object({ deleted: z.literal(true) }), 'Deleted from the library') },
});

const DRAW_RULE = { name: 'draws', max: 60, windowSeconds: 60 };

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export const readingRoutes = createRouter()
  .openapi(prepareDrawRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    await enforceRateLimit(c, DRAW_RULE, user.id);
    const { spread } = c.req.valid('json');
    return c.json(await prepareDraw(c.get('deps').database.db, user.id, spread), 200);
  })

  .openapi(generateRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    // Generous for people, tight for scripts (each reading costs credits anyway).
    await enforceRateLimit(
      c,
      { name: 'generate', max: c.get('deps').env.GENERATION_RATE_LIMIT, windowSeconds: 60 },
      user.id,
    );
    const request = c.req.valid('json');
    // Written in the reader's language (the account's, else the page's), and kept in it.
    const language = await mailLanguage(c.get('deps').database.db, user.id, c.req.raw);
    const result = await generateReading(c.get('deps'), { id: user.id, language }, request);
    if (result.charged) {
      const { metrics } = c.get('deps');
      metrics.readingsGenerated.inc({ app: request.app });
      metrics.creditsDebited.inc({ reason: 'reading' }, result.log.credits_charged);
    }
    const body = { reading: toReadingView(result.log), balance: result.balance, charged: result.charged };
    return body.reading.status === 'pending' ? c.json(body, 202) : c.json(body, 200);
  })

  .openapi(libraryRoute, async (c) => {
    const { user } = await requireUser(c);
    const { search, app: appFilter, page } = c.req.valid('query');
    const { db } = c.get('deps').database;
    let query = db.selectFrom('usage_logs').where('user_id', '=', user.id).where('status', '=', 'completed');
    if (appFilter) query = query.where('app_id', '=', appByRouteId(appFilter).appId);
    if (search) {
      const pattern = likePattern(search);
      query = query.where(sql<boolean>`search_text like ${pattern} escape '\\'`);
    }
    // Deferred join: pick the page's ids from the index alone, then read just those rows.
    const pageIds = query
      .select('log_id')
      .orderBy('created_at', 'desc')
      .orderBy('log_id', 'desc')
      .limit(LIBRARY_PAGE_SIZE)
      .offset((page - 1) * LIBRARY_PAGE_SIZE);
    const [rows, total] = await Promise.all([
      db
        .selectFrom('usage_logs')
        .select([
          'log_id',
          'reading_result_id',
          'app_id',
          'app_name',
          'first_name',
          'question',
          'input_data',
          'created_at',
        ])
        .where('log_id', 'in', pageIds)
        .orderBy('created_at', 'desc')
        .orderBy('log_id', 'desc')
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return c.json(
      { items: rows.map(toLibraryItem), page, pageSize: LIBRARY_PAGE_SIZE, total: Number(total.count) },
      200,
    );
  })

  .openapi(readingRoute, async (c) => {
    const { user } = await requireUser(c);
    const { readingId } = c.req.valid('param');
    const log = await c
      .get('deps')
      .database.db.selectFrom('usage_logs')
      .selectAll()
      .where('reading_result_id', '=', readingId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    // Another user's reading answers exactly like a missing one.
    if (!log) throw new AppError('not_found', 'Reading not found.');
    return c.json(toReadingView(log), 200);
  })

  .openapi(deleteRoute, async (c) => {
    const { user } = await requireActiveUser(c);
    const { readingId } = c.req.valid('param');
    const { db } = c.get('deps').database;
    const deleted = await db.transaction().execute(async (trx) => {
      const log = await trx
        .selectFrom('usage_logs')
        .select('log_id')
        .where('reading_result_id', '=', readingId)
        .where('user_id', '=', user.id)
        .where('status', '=', 'completed')
        .executeTakeFirst();
      if (!log) return false;
      // The ledger keeps its rows (they reference the reading by id only). The draw keeps its
      // link too, so its seed can never serve another reading.
      await trx.deleteFrom('voice_messages').where('log_id', '=', log.log_id).execute();
      await trx.deleteFrom('voice_sessions').where('log_id', '=', log.log_id).execute();
      await trx.deleteFrom('usage_logs').where('log_id', '=', log.log_id).execute();
      return true;
    });
    if (!deleted) throw new AppError('not_found', 'Reading not found.');
    return c.json({ deleted: true as const }, 200);
  });

import { createRoute } from '@hono/zod-openapi';
import { feedbackRequestSchema, feedbackResponseSchema } from '@orrery/core/api/feedback';
import { createRouter } from '../../http/router';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireActiveUser } from '../../http/session';
import { newId } from '../../lib/ids';

const submitRoute = createRoute({
  method: 'post',
  path: '/api/feedback',
  request: { body: { required: true, content: { 'application/json': { schema: feedbackRequestSchema } } } },
  responses: {
    201: {
      description: 'The feedback was stored',
      content: { 'application/json': { schema: feedbackResponseSchema } },
    },
  },
});

const FEEDBACK_RULE = { name: 'feedback', max: 10, windowSeconds: 60 * 60 };

export const feedbackRoutes = createRouter().openapi(submitRoute, async (c) => {
  const { user } = await requireActiveUser(c);
  await enforceRateLimit(c, FEEDBACK_RULE, user.id);
  const { message } = c.req.valid('json');
  const row = { id: newId(), user_id: user.id, message, created_at: new Date().toISOString() };
  await c.get('deps').database.db.insertInto('feedback').values(row).execute();
  return c.json({ id: row.id, createdAt: row.created_at }, 201);
});

import { createRoute, z } from '@hono/zod-openapi';
import { profileSchema } from '@orrery/core/api/account';
import { AVATAR_MAX_BYTES, sniffImageType } from '@orrery/core/api/account-rules';
import { bodyLimit } from 'hono/body-limit';
import { createRouter } from '../../http/router';
import { AppError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { requireActiveUser } from '../../http/session';
import { AVATAR_URL_PREFIX, AvatarStore } from './avatar-store';
import { toProfileView } from '../me/profile-view';

export const AVATAR_UPLOAD_PATH = '/api/me/avatar';

const avatarBodyLimit = bodyLimit({
  maxSize: AVATAR_MAX_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', 'The image is larger than 2 MB. Choose a smaller one.');
  },
});

const uploadRoute = createRoute({
  method: 'put',
  path: AVATAR_UPLOAD_PATH,
  middleware: [avatarBodyLimit] as const,
  request: {
    body: {
      required: true,
      description: 'The image file itself (PNG, JPEG, WebP or GIF, at most 2 MB)',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
  responses: {
    200: {
      description: 'The saved profile with its new avatar',
      content: { 'application/json': { schema: profileSchema } },
    },
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: AVATAR_UPLOAD_PATH,
  responses: {
    200: {
      description: 'The saved profile without an avatar',
      content: { 'application/json': { schema: profileSchema } },
    },
  },
});

const serveRoute = createRoute({
  method: 'get',
  path: `${AVATAR_URL_PREFIX}{name}`,
  request: { params: z.object({ name: z.string().max(64) }) },
  responses: {
    200: {
      description: 'The image',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
});

const UPLOAD_RULE = { name: 'avatar', max: 20, windowSeconds: 60 * 60 };

export const profileFeatureRoutes = createRouter()
  .openapi(uploadRoute, async (c) => {
    const { user, profile } = await requireActiveUser(c);
    await enforceRateLimit(c, UPLOAD_RULE, user.id);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength === 0) throw new AppError('bad_request', 'Choose an image to upload.');
    const type = sniffImageType(bytes);
    if (!type) throw new AppError('unsupported_media_type', 'Please choose a PNG, JPEG, WebP or GIF image.');
    const { database, env } = c.get('deps');
    const store = new AvatarStore(env.DATA_DIR);
    const avatarUrl = await store.save(bytes, type);
    const saved = await database.db
      .updateTable('profiles')
      .set({ avatar_url: avatarUrl, updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await store.remove(profile.avatar_url);
    return c.json(toProfileView(saved), 200);
  })

  .openapi(removeRoute, async (c) => {
    const { user, profile } = await requireActiveUser(c);
    const { database, env } = c.get('deps');
    const saved = await database.db
      .updateTable('profiles')
      .set({ avatar_url: null, updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await new AvatarStore(env.DATA_DIR).remove(profile.avatar_url);
    return c.json(toProfileView(saved), 200);
  })

  // Public by unguessable name, like a signed link, so a plain <img> can show it.
  .openapi(serveRoute, async (c) => {
    const file = await new AvatarStore(c.get('deps').env.DATA_DIR).read(c.req.valid('param').name);
    if (!file) throw new AppError('not_found');
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.type,
      'content-security-policy': "default-src 'none'",
    });
  });

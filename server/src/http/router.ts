import { OpenAPIHono, type z } from '@hono/zod-openapi';
import type { AppBindings } from './context';
import { AppError } from './errors';

/** Where a request part sits, for errors about the part as a whole (an unknown query key, say). */
const TARGET_LABEL: Record<string, string> = {
  json: '(body)',
  query: '(query)',
  param: '(path)',
  header: '(headers)',
  cookie: '(cookies)',
  form: '(form)',
};

/**
 * Every feature's routes hang off one of these: a failed zod check becomes a 400 whose fields
 * name each wrong input by its path in the request part it came from.
 */
export function createRouter() {
  return new OpenAPIHono<AppBindings>({
    defaultHook: (result) => {
      if (!result.success) {
        const fields = result.error.issues.map((issue) => ({
          path: issue.path.join('.') || (TARGET_LABEL[result.target] ?? '(request)'),
          message:
            issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : issue.message,
          // The browser words the message in the reader's language from the code and the field.
          code: issue.code,
        }));
        const first = fields[0];
        throw new AppError('validation_failed', first ? `${first.path}: ${first.message}` : undefined, {
          fields,
        });
      }
    },
  });
}

export type OrreryRouter = ReturnType<typeof createRouter>;

/** A JSON response (or request body) in a route declaration. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

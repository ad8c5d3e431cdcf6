import type { ApiError } from '@orrery/core/api/errors';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: { path: string; message: string }[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  json?: unknown;
  /** A file sent as it is (an avatar upload), instead of a JSON body. */
  body?: Blob;
  signal?: AbortSignal;
}

/**
 * The one way the SPA talks to the API: same-origin, cookies included, errors turned into
 * ApiRequestError with the server's code and message (better-auth answers `{message, code}`).
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.json === undefined && options.body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      headers:
        options.body !== undefined
          ? { 'content-type': 'application/octet-stream' }
          : options.json === undefined
            ? undefined
            : { 'content-type': 'application/json' },
      body: options.body ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      signal: options.signal,
    });
  } catch {
    throw new ApiRequestError(
      0,
      'network_error',
      'Network connection issue. Please check your internet and try again.',
    );
  }
  const text = await response.text();
  const body: unknown = text ? safeParse(text) : null;
  if (!response.ok) {
    const apiError = (body as Partial<ApiError> | null)?.error;
    const authError = body as { message?: string; code?: string } | null;
    throw new ApiRequestError(
      response.status,
      apiError?.code ?? authError?.code ?? `http_${response.status}`,
      apiError?.message ?? authError?.message ?? `Request failed (${response.status})`,
      apiError?.fields ?? [],
      apiError?.details ?? {},
    );
  }
  return body as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

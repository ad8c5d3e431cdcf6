import { type ErrorCode, type FieldIssue, isErrorCode } from '@orrery/core/api/error-codes';
import type { ApiType } from '@orrery/server/api-type';
import { type ClientResponse, hc } from 'hono/client';
import { apiErrorMessage, issueMessage } from '@/i18n/messages-by-code';

/** The API with every route, its input and its answer typed from the server's own routes. */
export const api = hc<ApiType>('/', { init: { credentials: 'same-origin' } }).api;

/** The server's error codes plus the two only the browser can observe. */
export type ClientErrorCode = ErrorCode | 'network_error' | 'unexpected_response';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly fields: FieldIssue[] = [],
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A request that never reached the server, worded in the reader's language. */
export function networkError(): ApiRequestError {
  return new ApiRequestError(0, 'network_error', apiErrorMessage('network_error', undefined));
}

/** Whether an error is the API's answer with this code; the client branches on codes only. */
export function isApiError(error: unknown, code: ClientErrorCode): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code === code;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is FieldIssue =>
        isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string',
    )
    .map((issue) => ({ ...issue, message: issueMessage(issue.path, issue.code, issue.message) }));
}

/**
 * Reads `{error: {code, message, fields, details}}`, worded in the reader's language, without zod, which would otherwise sit in
 * the first page's JavaScript; anything else is an unexpected answer.
 */
async function errorOf(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error && isErrorCode(error.code) && typeof error.message === 'string') {
    return new ApiRequestError(
      response.status,
      error.code,
      apiErrorMessage(error.code, error.message),
      fieldIssues(error.fields),
      isRecord(error.details) ? error.details : {},
    );
  }
  return new ApiRequestError(
    response.status,
    'unexpected_response',
    apiErrorMessage('unexpected_response', undefined, { status: response.status }),
  );
}

/**
 * Sends one typed request: resolves to the success body, throws ApiRequestError with the
 * server's code, message and field issues otherwise.
 */
export async function call<T>(
  // Our routes declare only their success answers; every failure is an error body.
  request: Promise<ClientResponse<T, number, 'json'>>,
): Promise<T> {
  let response: ClientResponse<T, number, 'json'>;
  try {
    response = await request;
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorOf(response);
  return response.json();
}

/**
 * Sends one request whose success answer is not a JSON body (a stream): resolves to the
 * response when it succeeded, throws ApiRequestError like `call()` otherwise.
 */
export async function callRaw(request: Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

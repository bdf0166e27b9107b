/** A non-OK API response. Its message is `${status}: ${body text}` (docs/product.md#errors). */
export class ApiError extends Error {
  readonly status: number;
  /** The response body, parsed as JSON when it is JSON (the services answer `{statusCode, error, message}`). */
  readonly body: unknown;

  constructor(status: number, bodyText: string, statusText = '') {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(bodyText);
  }
}

export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The API's `message` when the error carries one, else the fallback (the toasts of docs/product.md#texts). */
export function errorMessage(error: unknown, fallback: string): string {
  const body = (error as { body?: unknown } | null)?.body;
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length) return message.join(', ');
  return fallback;
}

export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (typeof error === 'object' && error !== null && (error as { name?: string }).name === 'ApiError');

/**
 * A failure of the model behind the coach. Services map `upstream` to 502 and `timeout` to 504, and
 * keep the user's message so it can be retried.
 */
export class CoachError extends Error {
  constructor(
    readonly kind: 'upstream' | 'timeout',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CoachError';
  }

  get statusCode(): 502 | 504 {
    return this.kind === 'timeout' ? 504 : 502;
  }
}

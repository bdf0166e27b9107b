import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** What an `Idempotency-Key` may be: a UUID or another short token (IETF draft httpapi-idempotency-key-header). */
const KEY = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's `Idempotency-Key` header (undefined when absent). A write that takes one stores its result
 * under the key, so a retried request (the client never saw the answer) is answered from what was stored
 * instead of being done twice. A malformed key is a 400.
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const header = context.switchToHttp().getRequest().headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new BadRequestException('Idempotency-Key: must be 1 to 128 letters, digits or . _ : - (a UUID per message)');
  }
  return header;
});

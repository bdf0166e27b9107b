import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { ZodType } from 'zod';

/** Formats zod issues as one readable sentence naming each field. */
export function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues
    .map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses a value with a zod schema or answers 400 with what was wrong. */
export function parseOrBadRequest<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestException(describeIssues(result.error.issues));
  return result.data;
}

/** The request body, parsed by a zod schema (unknown keys dropped unless the schema keeps them). */
export const ZodBody = (schema: ZodType) =>
  createParamDecorator((_data: unknown, context: ExecutionContext) => {
    const body = context.switchToHttp().getRequest().body;
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestException('The request body must be a JSON object');
    }
    return parseOrBadRequest(schema, body);
  })();

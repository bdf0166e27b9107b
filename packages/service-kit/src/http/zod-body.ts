import { BadRequestException, createParamDecorator, type ExecutionContext, HttpException, HttpStatus } from '@nestjs/common';
import type { Request } from 'express';
import type { ZodType } from 'zod';
import { ZOD_BODY_SCHEMA } from '../openapi/api-route.js';
import { assertCleanText } from './text-hygiene.js';

/** Formats zod issues as one readable sentence naming each field. */
export function describeIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((issue) => (issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * Parses a value with a zod schema or answers 400 with what was wrong. Strings with NUL or a lone surrogate
 * are refused first, naming the field (text-hygiene.ts).
 */
export function parseOrBadRequest<T>(schema: ZodType<T>, value: unknown): T {
  assertCleanText(value);
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestException(describeIssues(result.error.issues));
  return result.data;
}

const JSON_TYPES = ['application/json', 'application/*+json'];
const EMPTY = 'The request body is empty; send a JSON object';

/**
 * The request body, parsed by a zod schema (unknown keys dropped unless the schema keeps them). Only a
 * JSON object is taken: an empty body, a form or text body (415) or JSON that is not an object is refused,
 * so a broken client can never have a write (a PUT that replaces a profile) read as "all fields empty".
 */
export const ZodBody = (schema: ZodType): ParameterDecorator => {
  const parameter = zodBodyParameter(schema);
  return (target, key, index) => {
    // The OpenAPI document shows the very schema the route validates with (openapi/openapi-document.ts).
    if (key !== undefined) Reflect.defineMetadata(ZOD_BODY_SCHEMA, schema, (target as Record<PropertyKey, object>)[key]);
    parameter(target, key, index);
  };
};

const zodBodyParameter = (schema: ZodType) =>
  createParamDecorator((_data: unknown, context: ExecutionContext) => {
    const request = context.switchToHttp().getRequest<Request & { rawBody?: Buffer }>();
    // `is` is null without a body, false for another content type.
    const type = request.is(JSON_TYPES);
    if (type === null || request.headers['content-length'] === '0') throw new BadRequestException(EMPTY);
    if (type === false) {
      throw new HttpException(
        {
          statusCode: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
          message: `The request body must be JSON (Content-Type: application/json), not ${request.headers['content-type'] ?? 'a body without Content-Type'}`,
        },
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      );
    }
    // The JSON parser reads an empty body as {}: only the raw bytes tell it apart from a real one.
    if (!request.rawBody?.length) throw new BadRequestException(EMPTY);
    const body = request.body;
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestException('The request body must be a JSON object');
    }
    return parseOrBadRequest(schema, body);
  })();

import { SetMetadata } from '@nestjs/common';
import type { ZodType } from 'zod';

export const API_ROUTE = 'blindspot:api-route';
/** Where `@ZodBody(schema)` leaves its schema on the handler, so the document shows the body the route validates. */
export const ZOD_BODY_SCHEMA = 'blindspot:zod-body-schema';

export interface ApiRouteOptions {
  /** One line: what the route does. */
  summary: string;
  /** More, in Markdown. */
  description?: string;
  /** The group in the reference (default: the controller path's last segment, `deal-analyses`). */
  tag?: string;
  /**
   * The scope a personal access token needs to call the route (`deals:read`, `roleplay:write`...). Without
   * one the route takes a signed-in session's access token only, never a personal token.
   */
  scope?: string;
  /** The query string, as the zod object the route parses it with (input side). */
  query?: ZodType;
  /** Path parameters other than the default (a UUID for every `:name`). */
  params?: Record<string, ZodType>;
  /** The success body (output side). Absent: none (a 204), or undocumented. */
  response?: ZodType;
  /** Also answers `text/event-stream` with `Accept: text/event-stream` (chat turns). */
  stream?: string;
  /** Takes an `Idempotency-Key` header (`@IdempotencyKey()`). */
  idempotencyKey?: boolean;
  /**
   * A body the route reads itself rather than through `@ZodBody` (a recording, a provider's signed event):
   * its media type and what it is.
   */
  rawBody?: { contentType: string; description: string };
  /** Error statuses beyond those the document adds by itself (400 for input, 401, 403 for scopes, 404 for ids, 429 for limits). */
  errors?: Record<number, string>;
}

/**
 * Puts a route in the service's OpenAPI document (`GET /openapi.json`, merged by the gateway at
 * `/api/docs/openapi.json`): path, method and success status from Nest's own metadata, the request body
 * from `@ZodBody`, the rest from these options. With `scope` it is part of the public API that personal
 * access tokens may call.
 */
export const ApiRoute = (options: ApiRouteOptions) => SetMetadata(API_ROUTE, options);

import { Controller, Get, Header, Inject } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Public } from '../auth/decorators.js';
import { SERVICE_NAME } from '../tokens.js';
import { buildOpenApiDocument, type DocumentedRoute, documentedRoutes, type OpenApiDocument } from './openapi-document.js';

/**
 * `GET /openapi.json` on the service's own port (not routed by the gateway, like `/health`): the service's
 * OpenAPI 3.1 document, built once from its `@ApiRoute` handlers. The gateway merges every service's into
 * `/api/docs/openapi.json`.
 */
@Controller()
export class OpenApiController {
  private document: OpenApiDocument | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(SERVICE_NAME) private readonly service: string,
  ) {}

  @Public()
  @Get('openapi.json')
  @Header('cache-control', 'no-cache')
  openApi(): OpenApiDocument {
    this.document ??= buildOpenApiDocument({ title: `Blindspot ${this.service} API` }, this.routes());
    return this.document;
  }

  private routes(): DocumentedRoute[] {
    const classes = new Set(
      this.discovery
        .getControllers()
        .map((wrapper) => wrapper.metatype)
        .filter((type): type is new (...args: never[]) => unknown => typeof type === 'function'),
    );
    return [...classes].flatMap((type) => documentedRoutes(type));
  }
}

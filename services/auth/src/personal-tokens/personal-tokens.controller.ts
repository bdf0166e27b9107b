import {
  type AccessClaims,
  type CreatedPersonalToken,
  createdPersonalTokenSchema,
  createPersonalTokenSchema,
  PERSONAL_TOKEN_PRO_MESSAGE,
  type PersonalTokenList,
  personalTokenListSchema,
  tierRank,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser, Internal, RateLimit, ZodBody } from '@blindspot/service-kit';
import {
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  type PipeTransform,
  Post,
  UseGuards,
} from '@nestjs/common';
import { z } from 'zod';
import { ActiveSessionGuard } from '../sessions/active-session.guard.js';
import { PersonalTokensService } from './personal-tokens.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a token: 404, like a missing one. */
class TokenIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new NotFoundException('Personal access token not found');
    return value.toLowerCase();
  }
}

/**
 * The signed-in user's personal access tokens (docs/api.md). Managed with a signed-in session's access token
 * only: these routes have no scope, so a personal token cannot make, list or revoke tokens.
 */
@Controller('api/auth/personal-tokens')
@UseGuards(ActiveSessionGuard)
export class PersonalTokensController {
  constructor(private readonly tokens: PersonalTokensService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiRoute({ summary: 'List your personal access tokens', tag: 'personal-tokens', response: personalTokenListSchema })
  async list(@CurrentUser() user: AccessClaims): Promise<PersonalTokenList> {
    return { items: await this.tokens.list(user.sub) };
  }

  /** 201 with the token's secret, shown this once. Pro only (the access token's tier); limited per user. */
  @Post()
  @Header('cache-control', 'no-store')
  @Header('pragma', 'no-cache')
  @RateLimit({
    bucket: 'personal-token-create',
    per: 'user',
    limitSetting: 'PERSONAL_TOKEN_CREATE_PER_HOUR',
    window: 3600,
    what: 'new personal access tokens',
  })
  @ApiRoute({
    summary: 'Create a personal access token (Pro)',
    description: 'The answer carries the token (`bsp_...`) this once; only its SHA-256 is stored.',
    tag: 'personal-tokens',
    response: createdPersonalTokenSchema,
    errors: { 403: 'Not on the Pro plan', 409: 'Already holding the most tokens allowed (20); revoke one first' },
  })
  create(
    @CurrentUser() user: AccessClaims,
    @ZodBody(createPersonalTokenSchema) body: z.output<typeof createPersonalTokenSchema>,
  ): Promise<CreatedPersonalToken> {
    if (tierRank(user.tier) < tierRank('pro')) throw new ForbiddenException(PERSONAL_TOKEN_PRO_MESSAGE);
    return this.tokens.create(user.sub, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiRoute({
    summary: 'Revoke a personal access token',
    description: 'It stops working on every service within seconds.',
    tag: 'personal-tokens',
  })
  revoke(@CurrentUser() user: AccessClaims, @Param('id', TokenIdPipe) id: string): Promise<void> {
    return this.tokens.revoke(user.sub, id);
  }
}

const introspectSchema = z.object({ token: z.string().max(200) });

/** Service-to-service (x-internal-token): every service's guard asks here about a `bsp_` bearer token (cached there). */
@Controller('internal/personal-tokens')
export class InternalPersonalTokensController {
  constructor(private readonly tokens: PersonalTokensService) {}

  @Internal()
  @Post('introspect')
  @HttpCode(HttpStatus.OK)
  @Header('cache-control', 'no-store')
  introspect(@ZodBody(introspectSchema) body: z.output<typeof introspectSchema>) {
    return this.tokens.introspect(body.token);
  }
}

import type { IncomingMessage } from 'node:http';
import {
  type AccessClaims,
  credentialsSchema,
  PASSWORD_MAX,
  refreshSchema,
  type Session,
  sessionResponseSchema,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser, clientAddress, type GatewayTokens, Public, RateLimit, ZodBody } from '@blindspot/service-kit';
import { applyDecorators, Controller, Header, HttpCode, HttpStatus, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { AUTH_CONFIG, type AuthConfig } from '../config.js';
import { ActiveSessionGuard } from './active-session.guard.js';
import { SessionsService } from './sessions.service.js';

// Sign-in does not repeat sign-up's length rule: a too-short password is simply a wrong one.
const loginSchema = credentialsSchema.extend({
  password: z.string().min(1, 'password is required').max(PASSWORD_MAX, `Password should be at most ${PASSWORD_MAX} characters`),
});

type Credentials = z.output<typeof credentialsSchema>;

/** An answer that carries tokens must never be kept by a browser or a proxy cache (RFC 6749 5.1). */
const CarriesTokens = () => applyDecorators(Header('Cache-Control', 'no-store'), Header('Pragma', 'no-cache'));

/**
 * Per client address (the gateway's x-forwarded-for, believed only with its token), each route on its own
 * count, shared by every auth instance (PostgreSQL). Per address, so an attacker's address being limited
 * does not stop the owner; the account itself is protected by LoginThrottle's slowdown.
 */
const LimitedPerAddress = (route: 'signup' | 'login' | 'refresh') =>
  RateLimit({
    bucket: `auth-${route}`,
    per: 'address',
    limitSetting: 'AUTH_RATE_LIMIT_PER_MINUTE',
    window: 'AUTH_RATE_LIMIT_WINDOW_SECONDS',
    what: 'requests',
  });

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig & GatewayTokens,
  ) {}

  private address(request: IncomingMessage): string {
    return clientAddress(request, this.config);
  }

  @Public()
  @Post('signup')
  @HttpCode(HttpStatus.OK)
  @CarriesTokens()
  @LimitedPerAddress('signup')
  @ApiRoute({
    summary: 'Create an account and sign in',
    description: 'The password: 6 to 72 characters, not one of the most common passwords.',
    tag: 'auth',
    response: sessionResponseSchema,
    errors: { 422: 'An account with this e-mail exists' },
  })
  async signup(@ZodBody(credentialsSchema) body: Credentials, @Req() request: IncomingMessage): Promise<{ session: Session }> {
    return { session: await this.sessions.signUp(body, this.address(request)) };
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @CarriesTokens()
  @LimitedPerAddress('login')
  @ApiRoute({
    summary: 'Sign in with e-mail and password',
    tag: 'auth',
    response: sessionResponseSchema,
    errors: { 400: 'Bad input, or the e-mail and password do not match' },
  })
  async login(@ZodBody(loginSchema) body: Credentials, @Req() request: IncomingMessage): Promise<{ session: Session }> {
    return { session: await this.sessions.signIn(body, this.address(request)) };
  }

  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @CarriesTokens()
  @LimitedPerAddress('refresh')
  @ApiRoute({
    summary: 'A new access token for a refresh token (which is replaced)',
    tag: 'auth',
    response: sessionResponseSchema,
    errors: { 401: 'The refresh token is unknown, used already, or its sign-in has ended' },
  })
  async refresh(@ZodBody(refreshSchema) body: z.output<typeof refreshSchema>): Promise<{ session: Session }> {
    return { session: await this.sessions.refresh(body.refresh_token) };
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(ActiveSessionGuard)
  @ApiRoute({ summary: "Sign out: this sign-in's tokens stop working on every service within seconds", tag: 'auth' })
  async logout(@CurrentUser() user: AccessClaims): Promise<void> {
    await this.sessions.signOut(user.sid);
  }
}

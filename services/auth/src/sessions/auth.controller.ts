import { credentialsSchema, PASSWORD_MAX, refreshSchema, type AccessClaims, type Session } from '@blindspot/contracts';
import { CurrentUser, Public, ZodBody } from '@blindspot/service-kit';
import { applyDecorators, Controller, Header, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { RateLimited, RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { ActiveSessionGuard } from './active-session.guard.js';
import { SessionsService } from './sessions.service.js';

// Sign-in does not repeat sign-up's length rule: a too-short password is simply a wrong one.
const loginSchema = credentialsSchema.extend({
  password: z.string().min(1, 'password is required').max(PASSWORD_MAX, `Password should be at most ${PASSWORD_MAX} characters`),
});

type Credentials = z.output<typeof credentialsSchema>;

/** An answer that carries tokens must never be kept by a browser or a proxy cache (RFC 6749 5.1). */
const CarriesTokens = () => applyDecorators(Header('Cache-Control', 'no-store'), Header('Pragma', 'no-cache'));

@Controller('api/auth')
export class AuthController {
  constructor(private readonly sessions: SessionsService) {}

  @Public()
  @Post('signup')
  @HttpCode(HttpStatus.OK)
  @CarriesTokens()
  @UseGuards(RateLimitGuard)
  @RateLimited('signup')
  async signup(@ZodBody(credentialsSchema) body: Credentials): Promise<{ session: Session }> {
    return { session: await this.sessions.signUp(body) };
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @CarriesTokens()
  @UseGuards(RateLimitGuard)
  @RateLimited('login')
  async login(@ZodBody(loginSchema) body: Credentials): Promise<{ session: Session }> {
    return { session: await this.sessions.signIn(body) };
  }

  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @CarriesTokens()
  @UseGuards(RateLimitGuard)
  @RateLimited('refresh')
  async refresh(@ZodBody(refreshSchema) body: z.output<typeof refreshSchema>): Promise<{ session: Session }> {
    return { session: await this.sessions.refresh(body.refresh_token) };
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(ActiveSessionGuard)
  async logout(@CurrentUser() user: AccessClaims): Promise<void> {
    await this.sessions.signOut(user.sid);
  }
}

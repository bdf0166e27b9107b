import { type AccessClaims, type OnboardingInput, onboardingSchema, type User, userSchema } from '@blindspot/contracts';
import { ApiRoute, CurrentUser, ZodBody } from '@blindspot/service-kit';
import { Controller, Get, Patch, UseGuards } from '@nestjs/common';
import { ActiveSessionGuard } from '../sessions/active-session.guard.js';
import { UsersService } from './users.service.js';

@Controller('api')
@UseGuards(ActiveSessionGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('auth/user')
  @ApiRoute({ summary: 'The signed-in user', tag: 'account', response: userSchema })
  user(@CurrentUser() claims: AccessClaims): Promise<User> {
    return this.users.profile(claims.sub);
  }

  @Patch('user/onboarding')
  @ApiRoute({ summary: 'Complete onboarding (role, experience, goals)', tag: 'account', response: userSchema })
  onboarding(@CurrentUser() claims: AccessClaims, @ZodBody(onboardingSchema) body: OnboardingInput): Promise<User> {
    return this.users.completeOnboarding(claims.sub, body);
  }
}

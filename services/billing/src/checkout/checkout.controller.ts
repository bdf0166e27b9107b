import {
  type AccessClaims,
  checkoutSchema,
  type Plan,
  planListSchema,
  type SubscriptionSummary,
  subscriptionSummarySchema,
  type UrlResponse,
  urlResponseSchema,
} from '@blindspot/contracts';
import { ApiRoute, CurrentUser, Public, ZodBody } from '@blindspot/service-kit';
import { Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import type { z } from 'zod';
import { PlanCatalogue } from '../plans/plans.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { CheckoutService } from './checkout.service.js';

@Controller('api/stripe')
export class CheckoutController {
  constructor(
    private readonly catalogue: PlanCatalogue,
    private readonly checkout: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Public()
  @Get('plans')
  @ApiRoute({ summary: 'The plans, their prices and features', tag: 'billing', response: planListSchema })
  plans(): readonly Plan[] {
    return this.catalogue.plans;
  }

  @Get('subscription')
  @ApiRoute({ summary: 'Your subscription: plan, status and renewal', tag: 'billing', response: subscriptionSummarySchema })
  subscription(@CurrentUser() user: AccessClaims): Promise<SubscriptionSummary> {
    return this.subscriptions.summary(user.sub);
  }

  @Post('create-checkout-session')
  @HttpCode(200)
  // The URL is a credential (a Stripe session, or the test checkout's token): never cached.
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'Start paying for a plan: the address of the checkout page',
    tag: 'billing',
    response: urlResponseSchema,
    errors: { 503: 'Payments are not configured' },
  })
  async createCheckoutSession(
    @CurrentUser() user: AccessClaims,
    @ZodBody(checkoutSchema) body: z.infer<typeof checkoutSchema>,
  ): Promise<UrlResponse> {
    return { url: await this.checkout.startCheckout(user, body.priceId) };
  }

  @Post('manage-subscription')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiRoute({
    summary: 'The address of the page that manages your subscription',
    tag: 'billing',
    response: urlResponseSchema,
    errors: { 400: 'No subscription to manage', 503: 'Payments are not configured' },
  })
  async manageSubscription(@CurrentUser() user: AccessClaims): Promise<UrlResponse> {
    return { url: await this.checkout.manage(user) };
  }
}

import { Public } from '@blindspot/service-kit';
import { Controller, Get, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { BILLING_CONFIG, type BillingConfig, paymentModeOf } from '../config.js';
import { PlanCatalogue } from '../plans/plans.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { checkoutPage, linkExpiredPage, portalPage } from './pages.js';
import { TestModeService } from './test-mode.service.js';

/** No caching, no referrer (the URL holds the token), no scripts, forms only to this origin, no framing. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
};

/**
 * The local test mode's checkout and portal pages. They are opened by browser navigation (no bearer token):
 * the unguessable, expiring token in the URL, bound to one user (and for a checkout, one plan), is the
 * credential, and a cross-site form cannot know it.
 */
@Public()
@Controller('api/stripe')
export class TestModeController {
  constructor(
    private readonly testMode: TestModeService,
    private readonly subscriptions: SubscriptionsService,
    private readonly catalogue: PlanCatalogue,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  @Get('test-checkout/:token')
  async checkout(@Param('token') token: string, @Res() response: Response): Promise<void> {
    this.assertTestMode();
    const checkout = await this.testMode.findSession(token, 'checkout');
    if (!checkout?.tier) return this.expired(response);
    response
      .status(200)
      .set(PAGE_HEADERS)
      .send(checkoutPage(this.catalogue.planByTier(checkout.tier), token));
  }

  @Post('test-checkout/:token/pay')
  async pay(@Param('token') token: string, @Res() response: Response): Promise<void> {
    this.assertTestMode();
    const outcome = await this.testMode.pay(token);
    if (!outcome) return this.expired(response);
    response.redirect(303, outcome === 'paid' ? '/pricing?checkout=success' : '/pricing');
  }

  @Post('test-checkout/:token/cancel')
  async cancelCheckout(@Param('token') token: string, @Res() response: Response): Promise<void> {
    this.assertTestMode();
    if (!(await this.testMode.cancelCheckout(token))) return this.expired(response);
    response.redirect(303, '/pricing?checkout=cancelled');
  }

  @Get('test-portal/:token')
  async portal(@Param('token') token: string, @Res() response: Response): Promise<void> {
    this.assertTestMode();
    const portal = await this.testMode.findSession(token, 'portal');
    const subscription = portal && (await this.subscriptions.find(portal.userId));
    if (!subscription) return this.expired(response);
    response.status(200).set(PAGE_HEADERS).send(portalPage(subscription, token));
  }

  @Post('test-portal/:token/cancel')
  async cancelSubscription(@Param('token') token: string, @Res() response: Response): Promise<void> {
    return this.changeCancellation(token, true, response);
  }

  @Post('test-portal/:token/resume')
  async resumeSubscription(@Param('token') token: string, @Res() response: Response): Promise<void> {
    return this.changeCancellation(token, false, response);
  }

  private async changeCancellation(token: string, cancel: boolean, response: Response): Promise<void> {
    this.assertTestMode();
    if ((await this.testMode.setCancelAtPeriodEnd(token, cancel)) === null) return this.expired(response);
    response.redirect(303, `/api/stripe/test-portal/${encodeURIComponent(token)}`);
  }

  private assertTestMode(): void {
    const mode = paymentModeOf(this.config);
    if (mode === 'stripe') throw new NotFoundException('The local test mode is off: payments go through Stripe');
    if (mode === 'off') throw new NotFoundException('The local test mode is off');
  }

  private expired(response: Response): void {
    response.status(404).set(PAGE_HEADERS).send(linkExpiredPage());
  }
}

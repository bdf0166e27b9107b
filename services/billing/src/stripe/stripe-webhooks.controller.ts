import { webhookReceiptSchema } from '@blindspot/contracts';
import { ApiRoute, Public } from '@blindspot/service-kit';
import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import type { Request } from 'express';
import { StripeWebhooksService, type WebhookOutcome } from './stripe-webhooks.service.js';

@Controller('api/stripe')
export class StripeWebhooksController {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  /** Public to the network but not to users: only a body signed with STRIPE_WEBHOOK_SECRET gets through. */
  @Public()
  @Post('webhook')
  @HttpCode(200)
  @ApiRoute({
    summary: "Stripe's events (Stripe calls this; signed with the webhook secret)",
    tag: 'billing',
    rawBody: { contentType: 'application/json', description: 'A Stripe event, verified against the `Stripe-Signature` header' },
    response: webhookReceiptSchema,
    errors: { 400: 'Missing or invalid signature, or a malformed event' },
  })
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: WebhookOutcome }> {
    const event = this.webhooks.verify(request.rawBody, signature);
    return { received: true, outcome: await this.webhooks.process(event) };
  }
}

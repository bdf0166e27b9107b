// Who plays the buyer, so the voice panel names it truthfully: the offline coach, or the configured model.

import { type CoachProvider, readCoachConfig } from '@blindspot/coach';
import { type BuyerModel, buyerModelSchema } from '@blindspot/contracts';
import { ApiRoute } from '@blindspot/service-kit';
import { Controller, Get, Inject } from '@nestjs/common';
import { COACH } from '../coach.provider.js';

@Controller('api/roleplay-sessions')
export class BuyerModelController {
  private readonly model: string | null;

  constructor(@Inject(COACH) private readonly coach: CoachProvider) {
    // The coach was made from the same settings (createCoach reads readCoachConfig).
    this.model = coach.name === 'openai' ? readCoachConfig(process.env).openai.model : null;
  }

  @Get('buyer-model')
  @ApiRoute({ summary: 'The coach that plays the buyer in this deployment, and its model', response: buyerModelSchema })
  get(): BuyerModel {
    return { coach: this.coach.name, model: this.model };
  }
}

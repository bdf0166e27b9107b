// The coach that needs no network: deal analysis and follow-ups from src/deal, the simulated buyer,
// hints and scoring from src/roleplay. Same input, same output.
import type { ChatMessage, DealCoverage } from '@blindspot/contracts';
import { spokenDelivery } from '../calls/delivery.js';
import { answerDealFollowUp } from '../deal/follow-up.js';
import { renderDealAnalysis } from '../deal/report.js';
import { assessDealCoverage } from '../deal/structured.js';
import { type BuyerDebriefReading, offlineBuyerDebrief } from '../roleplay/debrief.js';
import { offlineBuyerReply, offlineCoachingHint, scoreTranscript } from '../roleplay/index.js';
import { streamText } from '../stream.js';
import type { CoachProvider, DealContext, RoleplayContext, RoleplayScore } from '../types.js';

export class OfflineCoach implements CoachProvider {
  readonly name = 'offline' as const;

  async assessDeal(ctx: DealContext): Promise<DealCoverage> {
    return assessDealCoverage(ctx);
  }

  analyzeDeal(ctx: DealContext): AsyncIterable<string> {
    return streamText(renderDealAnalysis(ctx));
  }

  answerDealQuestion(ctx: DealContext, history: ChatMessage[], question: string): AsyncIterable<string> {
    return streamText(answerDealFollowUp(ctx, history, question));
  }

  buyerReply(ctx: RoleplayContext, history: ChatMessage[]): AsyncIterable<string> {
    return streamText(offlineBuyerReply(ctx, history));
  }

  async coachingHint(ctx: RoleplayContext, history: ChatMessage[]): Promise<string> {
    return offlineCoachingHint(ctx, history);
  }

  async scoreRoleplay(ctx: RoleplayContext, history: ChatMessage[]): Promise<RoleplayScore> {
    return scoreTranscript(ctx, history, spokenDelivery(history));
  }

  async buyerDebrief(ctx: RoleplayContext, history: ChatMessage[]): Promise<BuyerDebriefReading> {
    return offlineBuyerDebrief(ctx, history);
  }
}

// Runs on a worker thread (see coach.provider.ts): the offline coach's deal work is synchronous CPU work
// (reading up to 20,000 characters of notes), so it runs here, not on the thread that answers everyone's
// requests. It only calls the coach's public exports (OfflineCoach, renderDealAnalysis, answerDealFollowUp).

import { answerDealFollowUp, type DealContext, OfflineCoach, renderDealAnalysis } from '@blindspot/coach';
import type { ChatMessage, DealCoverage } from '@blindspot/contracts';

export type DealCoachTask =
  | { kind: 'analysis'; ctx: DealContext }
  | { kind: 'follow-up'; ctx: DealContext; history: ChatMessage[]; question: string }
  | { kind: 'coverage'; ctx: DealContext }
  /** Nothing: the thread is up and the coach is loaded. */
  | { kind: 'warm' };

const offline = new OfflineCoach();

export default async function run(task: DealCoachTask): Promise<string | DealCoverage> {
  if (task.kind === 'analysis') return renderDealAnalysis(task.ctx);
  if (task.kind === 'follow-up') return answerDealFollowUp(task.ctx, task.history, task.question);
  if (task.kind === 'coverage') return offline.assessDeal(task.ctx);
  return '';
}

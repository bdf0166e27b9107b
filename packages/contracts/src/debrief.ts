// The buyer's-eye debrief (issue 14): after a session, what the buyer was thinking turn by turn, the facts
// the seller never earned, the objections that stayed unspoken and the turn where the call was won or lost.
// One zod definition: the roleplay service's answer, the OpenAPI document and the front end's type.
import { z } from 'zod';

/** The buyer's trust runs from 0 (closed) to this (won over); the offline buyer's own scale. */
export const BUYER_TRUST_MAX = 6;

const turnNumber = z.number().int().min(1).describe('1-based seller turn');

export const buyerThoughtSchema = z
  .object({
    turn: turnNumber,
    trust: z.number().int().min(0).max(BUYER_TRUST_MAX).describe(`The buyer's trust after this turn, 0 to ${BUYER_TRUST_MAX}`),
    change: z.enum(['rose', 'fell', 'held']),
    thought: z.string().describe('What the buyer thought of this turn, in their own words'),
    quote: z.string().describe("The seller's turn, shortened"),
  })
  .meta({ id: 'BuyerThought' });

export const unearnedFactSchema = z
  .object({
    topic: z.string().describe('What the fact is about (`decision-process`, `budget`...)'),
    label: z.string(),
    fact: z.string().describe('What the buyer would have said to a good question'),
    question: z.string().describe('A question that would have earned it'),
    /** The turn that came closest (asked, but closed or too early); null when never asked. */
    askedAt: z.number().int().min(1).nullable(),
  })
  .meta({ id: 'UnearnedFact' });

export const buyerDebriefSchema = z
  .object({
    sessionId: z.uuid(),
    coach: z.enum(['offline', 'openai']).describe("Who read the buyer: the offline buyer's own state, or the model"),
    startTrust: z.number().int().min(0).max(BUYER_TRUST_MAX),
    maxTrust: z.literal(BUYER_TRUST_MAX),
    thoughts: z.array(buyerThoughtSchema).describe('One per seller turn, in order: the trust line'),
    unearned: z.array(unearnedFactSchema).describe('Facts the buyer held and never gave'),
    unspokenObjections: z.array(z.string()).describe('Objections the buyer held and never raised'),
    turningPoint: z
      .object({ turn: turnNumber, outcome: z.enum(['won', 'lost']), why: z.string(), quote: z.string() })
      .nullable()
      .describe('The turn where the call was won or lost'),
    neededToHear: z.string().describe('What the buyer would have needed to hear'),
  })
  .meta({ id: 'BuyerDebrief' });

export type BuyerThought = z.infer<typeof buyerThoughtSchema>;
export type UnearnedFact = z.infer<typeof unearnedFactSchema>;
/** GET /api/roleplay-sessions/:id/debrief */
export type BuyerDebrief = z.infer<typeof buyerDebriefSchema>;

// Splits a transcript into seller turns, each with the buyer's reply that followed it, and reads both.
// The buyer, the hint and the rubric all see the conversation through this one view.
import { classifyTurn, type TurnReading } from './classify.js';
import type { Transcript } from './types.js';

export interface SellerTurn {
  /** 1-based, as feedback names it ("Turn 3: ..."). */
  number: number;
  reading: TurnReading;
  /** The buyer's message just before this turn (null for the opening turn). */
  buyerBefore: string | null;
  /** The buyer's reply to this turn (null when it has not been answered yet). */
  buyerAfter: string | null;
}

export function sellerTurns(history: Transcript): SellerTurn[] {
  const turns: SellerTurn[] = [];
  let lastBuyer: string | null = null;
  for (const message of history) {
    if (message.role === 'user') {
      const text = message.content.trim();
      if (!text) continue;
      turns.push({
        number: turns.length + 1,
        reading: classifyTurn(text, { buyerBefore: lastBuyer }),
        buyerBefore: lastBuyer,
        buyerAfter: null,
      });
      lastBuyer = null;
    } else {
      lastBuyer = message.content;
      const current = turns.at(-1);
      if (current && current.buyerAfter === null) current.buyerAfter = message.content;
    }
  }
  return turns;
}

/** Buyer lines that push back: price, priority, switching, authority, risk. */
export const OBJECTION_PATTERN =
  /\b(not convinced|not (a|the) priority|isn't a priority|too (expensive|high|much)|above what we|cheaper|no bandwidth|not the one who|owns the budget|budget sits with|legal and security|need(s)? to review|better price|push back|switching|why would we|how do i know|won't end up|bigger fires|not sure (this|we|it)|worried)\b/i;

/** Buyer lines that accept a next step. */
export const AGREEMENT_PATTERN =
  /\b(that works|works for me|let's do (it|that)|send (me )?(the|an|over the) (invite|paperwork|agreement|proposal)|sounds good|i can do (that|it)|i'm in|happy to (meet|join|set that up|bring))\b/i;

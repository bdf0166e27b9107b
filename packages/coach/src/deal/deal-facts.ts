// Facts about a deal that do not depend on the chosen methodology: its size band, the competitors it
// names, and the MEDDIC qualification signals used to judge risk at its stage.
import { parseDealSize, STAGE_LABELS, type Stage } from '@blindspot/contracts';
import { METHODOLOGY_CONTENT } from '@blindspot/methodologies';
import type { DealContext } from '../types.js';
import { assessElement, type ElementCoverage } from './coverage.js';
import { type Sentence, splitSentences } from './notes.js';

export type SizeBand = 'small' | 'mid-market' | 'enterprise';

export interface DealFacts {
  sentences: Sentence[];
  amount: number | null;
  sizeBand: SizeBand | null;
  stage: Stage | null;
  /** Competitors named in the notes (from the seller profile's list, or phrases like "also evaluating X"). */
  competitors: string[];
  /** MEDDIC signals, whatever methodology the deal uses: risk is about qualification. */
  qualification: Record<
    'metrics' | 'economic-buyer' | 'decision-criteria' | 'decision-process' | 'identify-pain' | 'champion',
    ElementCoverage
  >;
}

export function sizeBandOf(amount: number | null): SizeBand | null {
  if (amount === null) return null;
  if (amount < 25_000) return 'small';
  return amount < 150_000 ? 'mid-market' : 'enterprise';
}

const COMPETITOR_PHRASE =
  /\b(?:also (?:looking at|talking to|evaluating|considering|speaking with)|compet\w+ (?:with|against|is|are)|versus|vs\.?|incumbent(?: vendor)?(?: is)?|compared (?:us )?(?:with|to)|shortlist(?:ed)? (?:with|alongside)|renewal with)\s+([A-Z][\w.&-]*(?:\s[A-Z][\w.&-]*)?)/g;

/** The seller profile's competitor list as names ("Gong, Chorus and Clari" -> three names). */
export function profileCompetitors(ctx: DealContext): string[] {
  return (ctx.sellerProfile?.competitors ?? '')
    .split(/[,;\n/]|\band\b|\bor\b/i)
    .map((name) => name.trim())
    .filter((name) => name.length >= 2 && name.length <= 40);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function findCompetitors(ctx: DealContext): string[] {
  const found = new Map<string, string>();
  for (const name of profileCompetitors(ctx)) {
    if (new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(ctx.dealNotes)) found.set(name.toLowerCase(), name);
  }
  for (const match of ctx.dealNotes.matchAll(COMPETITOR_PHRASE)) {
    const name = match[1].replace(/[.,]$/, '');
    if (!found.has(name.toLowerCase()) && !/^(?:The|They|We|Our|Their|It|This|That|Q[1-4])$/.test(name))
      found.set(name.toLowerCase(), name);
  }
  return [...found.values()];
}

export function dealFacts(ctx: DealContext): DealFacts {
  const sentences = splitSentences(ctx.dealNotes);
  const amount = parseDealSize(ctx.dealSize);
  const meddic = Object.fromEntries(
    METHODOLOGY_CONTENT.meddic.concepts.map((concept) => [concept.key, assessElement(concept, sentences)]),
  ) as DealFacts['qualification'];
  return {
    sentences,
    amount,
    sizeBand: sizeBandOf(amount),
    stage: ctx.stage ?? null,
    competitors: findCompetitors(ctx),
    qualification: meddic,
  };
}

const LATE_STAGES: ReadonlySet<Stage> = new Set(['proposal', 'negotiation', 'closing']);

const STAGE_STEPS: Record<Stage, string[]> = {
  discovery: [
    'Book a second discovery call with one more stakeholder than the first.',
    'Write back a short summary of the pain and its cost, and ask the buyer to correct it.',
  ],
  qualification: [
    'Confirm budget, the economic buyer and the decision date before investing in a demo or pilot.',
    'Agree written success criteria for any evaluation.',
  ],
  proposal: [
    'Walk the economic buyer through the proposal live instead of sending it by e-mail.',
    'Anchor the price to the quantified value before discussing terms.',
  ],
  negotiation: [
    'Trade, never give: every concession gets something back (term length, timing, case study).',
    'Start legal and procurement in parallel with the commercial discussion.',
  ],
  closing: [
    'Agree a mutual close plan with dated steps up to signature and kick-off.',
    'Confirm who signs, in which tool, and what could still delay it.',
  ],
};

export interface DealAdvice {
  risks: string[];
  nextSteps: string[];
}

/** Risks and next steps for the deal's stage and size, driven by what the notes leave open. */
export function adviseDeal(facts: DealFacts): DealAdvice {
  const { qualification: q, stage, sizeBand } = facts;
  const isLate = stage !== null && LATE_STAGES.has(stage);
  const stageName = stage ? STAGE_LABELS[stage].toLowerCase() : null;
  const risks: string[] = [];
  const nextSteps: string[] = [];

  if (q['economic-buyer'].status !== 'covered') {
    risks.push(
      isLate
        ? `No confirmed economic buyer at the ${stageName} stage: the deal can stall at approval even if your contacts say yes.`
        : 'The economic buyer is not identified yet, so nobody has confirmed the budget.',
    );
    nextSteps.push('Ask your main contact who approves a purchase of this size, and request a short meeting with them.');
  }
  if (q.champion.status !== 'covered') {
    risks.push('Single-threaded: no champion is selling this internally when you are not in the room.');
    nextSteps.push('Identify a champion: ask your contact to introduce you to one more stakeholder this week.');
  }
  if (q['decision-process'].status !== 'covered' && (isLate || sizeBand === 'enterprise')) {
    risks.push('The path from yes to signature is not mapped: legal, procurement or security can push the close date out.');
    nextSteps.push('Map the decision and paper process with dates, starting from their go-live date and working backwards.');
  }
  if (q.metrics.status !== 'covered') {
    risks.push(
      isLate
        ? 'No quantified value: the price will be judged on its own, which invites discount pressure.'
        : 'The value is not quantified yet, so there is no business case to take to the budget owner.',
    );
    nextSteps.push('Quantify the pain with the buyer: a baseline number, a target and what the difference is worth.');
  }
  if (q['identify-pain'].status !== 'covered') {
    risks.push('No clear pain: the likeliest outcome is "no decision", not a loss to a competitor.');
  }
  for (const competitor of facts.competitors) {
    risks.push(`Competitive deal: ${competitor} is in the picture.`);
  }
  if (sizeBand === 'enterprise') {
    risks.push('At this size expect a formal security review and procurement; they typically add weeks.');
  } else if (sizeBand === 'small' && q['decision-process'].status !== 'covered') {
    nextSteps.push('Keep it simple at this size: ask whether your contact can sign directly or needs one approval.');
  }
  if (stage) nextSteps.push(...STAGE_STEPS[stage]);
  return { risks, nextSteps: [...new Set(nextSteps)] };
}

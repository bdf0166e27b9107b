// The buyer's-eye debrief from the model that played the buyer: it is given its own hidden briefing (the
// same facts and objections the offline buyer holds) and the transcript, and reports, as schema-checked
// JSON, its trust and thought after each seller turn, the held facts the seller never earned, the
// objections it never raised and the turn that won or lost the call. The answer is grounded before it is
// kept: one thought per seller turn and no other turn, topics and objections only from the briefing, the
// facts' wording and every quote taken from the briefing and the transcript, never from the model.
import { BUYER_TRUST_MAX, type ChatMessage } from '@blindspot/contracts';
import type OpenAI from 'openai';
import { z } from 'zod';
import { CoachError } from '../errors.js';
import { GUARDEDNESS } from '../roleplay/buyer.js';
import { quote, TOPICS, type Topic } from '../roleplay/classify.js';
import { sellerTurns } from '../roleplay/conversation.js';
import { type BuyerDebriefReading, TOPIC_DEBRIEF } from '../roleplay/debrief.js';
import { sessionFacts } from '../roleplay/drill-facts.js';
import { buyerBriefing } from '../roleplay/prompts.js';
import type { RoleplayContext } from '../types.js';

type Messages = Array<{ role: 'system' | 'user' | 'assistant'; content: string }>;
type ResponseFormat = OpenAI.ChatCompletionCreateParams['response_format'];
/** The coach's JSON completion call (the provider's own, with its timeout and error mapping). */
export type CompleteJson = (messages: Messages, format: ResponseFormat) => Promise<string>;

/** What the model is asked for. Strict: every field required, nothing else. */
export const modelDebriefSchema = z.strictObject({
  thoughts: z.array(z.strictObject({ turn: z.number().int(), trust: z.number().int().min(0).max(BUYER_TRUST_MAX), thought: z.string() })),
  unearnedTopics: z.array(z.enum(TOPICS)),
  unspokenObjections: z.array(z.number().int().min(1)),
  turningPoint: z.strictObject({ turn: z.number().int(), outcome: z.enum(['won', 'lost']), why: z.string() }).nullable(),
  neededToHear: z.string(),
});

const DEBRIEF_JSON_SCHEMA = (() => {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(modelDebriefSchema) as Record<string, unknown>;
  return schema;
})();

export function debriefMessages(ctx: RoleplayContext, history: readonly ChatMessage[]): Messages {
  const facts = sessionFacts(ctx);
  let turn = 0;
  const lines = history
    .filter((m) => m.role !== 'user' || m.content.trim())
    .map((m) => (m.role === 'user' ? `Seller (turn ${++turn}): ${m.content}` : `You (the buyer): ${m.content}`));
  return [
    {
      role: 'system',
      content: [
        `You played ${ctx.buyer.name}, ${ctx.buyerTitle || ctx.buyer.role} at ${ctx.account.company}, in a sales practice call. The call is over. ` +
          'Debrief the seller from your side of the table, honestly and in the first person.',
        buyerBriefing(ctx),
        `Topics you may name as never earned (ids): ${TOPICS.join(', ')}.`,
        `Your objections, numbered: ${facts.objections.map((o, i) => `${i + 1}. "${o}"`).join(' ')}`,
        `Report: for every seller turn (1 to ${turn}), your trust after it from 0 (closed) to ${BUYER_TRUST_MAX} (won over), starting at ` +
          `${GUARDEDNESS[ctx.difficulty].startTrust}, and one or two sentences of what you thought; the topics whose fuller answer the seller ` +
          'never earned; the numbers of the objections you never raised; the turn where the call was won or lost and why (null if neither); ' +
          'and what you would have needed to hear.',
      ].join('\n\n'),
    },
    { role: 'user', content: `Transcript:\n${lines.join('\n')}` },
  ];
}

/** The model's words, trimmed and bounded (a runaway answer is cut, not stored whole). */
const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** The model's report, grounded in the briefing and the transcript; a bad answer is asked for once more. */
export async function openAIBuyerDebrief(
  complete: CompleteJson,
  ctx: RoleplayContext,
  history: readonly ChatMessage[],
): Promise<BuyerDebriefReading> {
  const format = { type: 'json_schema', json_schema: { name: 'buyer_debrief', strict: true, schema: DEBRIEF_JSON_SCHEMA } } as const;
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    const content = await complete(debriefMessages(ctx, history), format);
    try {
      const parsed = modelDebriefSchema.safeParse(JSON.parse(content));
      if (!parsed.success) {
        lastError = parsed.error;
        continue;
      }
      const grounded = groundDebrief(parsed.data, ctx, history);
      if (grounded) return grounded;
      lastError = new Error('the debrief names turns the transcript does not have');
    } catch (error) {
      lastError = error;
    }
  }
  throw new CoachError('upstream', 'The AI model returned a debrief in an unexpected shape. Please try again.', { cause: lastError });
}

/** Keeps what the transcript and the briefing can back; null when the turns do not match the transcript's. */
export function groundDebrief(
  report: z.infer<typeof modelDebriefSchema>,
  ctx: RoleplayContext,
  history: readonly ChatMessage[],
): BuyerDebriefReading | null {
  const turns = sellerTurns(history);
  const byTurn = new Map(report.thoughts.map((t) => [t.turn, t]));
  if (byTurn.size !== turns.length || turns.some((t) => !byTurn.has(t.number))) return null;
  if (report.thoughts.some((t) => !t.thought.trim()) || !report.neededToHear.trim()) return null;
  const facts = sessionFacts(ctx);
  const startTrust = GUARDEDNESS[ctx.difficulty].startTrust;
  const thoughts = turns.map((turn, i) => {
    const reported = byTurn.get(turn.number)!;
    const before = i === 0 ? startTrust : byTurn.get(turns[i - 1].number)!.trust;
    const change = reported.trust > before ? 'rose' : reported.trust < before ? 'fell' : 'held';
    return {
      turn: turn.number,
      trust: reported.trust,
      change,
      thought: clip(reported.thought, 600),
      quote: quote(turn.reading.text, 140),
    } as const;
  });
  const askedAt = (topic: Topic) => turns.find((t) => t.reading.topics.includes(topic))?.number ?? null;
  const unearned = [...new Set(report.unearnedTopics)].map((topic) => ({
    topic,
    label: TOPIC_DEBRIEF[topic].label,
    fact: facts.topics[topic].open,
    question: TOPIC_DEBRIEF[topic].question,
    askedAt: askedAt(topic),
  }));
  const unspokenObjections = [...new Set(report.unspokenObjections)]
    .filter((n) => n <= facts.objections.length)
    .sort((a, b) => a - b)
    .map((n) => facts.objections[n - 1]);
  const point = report.turningPoint;
  const turningPoint =
    point && byTurn.has(point.turn)
      ? { turn: point.turn, outcome: point.outcome, why: clip(point.why, 600), quote: quote(turns[point.turn - 1].reading.text, 140) }
      : null;
  return {
    coach: 'openai',
    startTrust,
    maxTrust: BUYER_TRUST_MAX,
    thoughts,
    unearned,
    unspokenObjections,
    turningPoint,
    neededToHear: clip(report.neededToHear, 800),
  };
}

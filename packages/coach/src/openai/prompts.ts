// Prompts for the OpenAI-compatible provider, built from the methodology content, the seller's
// profile and the deal or roleplay facts.
import { type ChatMessage, formatDealSize, PERSONA_LABELS, SCENARIO_LABELS, type SellerProfile, STAGE_LABELS } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import { buyerBriefing } from '../roleplay/index.js';
import type { DealContext, RoleplayContext } from '../types.js';

type PromptMessage = { role: 'system' | 'user' | 'assistant'; content: string };

function methodologyBrief(id: DealContext['methodology']): string {
  const m = getMethodology(id);
  return [`${m.name} (${m.fullName}). ${m.overview}`, 'Elements:', ...m.concepts.map((c) => `- ${c.name}: ${c.description}`)].join('\n');
}

const PROFILE_LABELS: Array<[keyof SellerProfile, string]> = [
  ['productName', 'Product'],
  ['problemSolved', 'Problem it solves'],
  ['industries', 'Industries sold to'],
  ['competitors', 'Main competitors'],
  ['differentiation', 'Differentiation'],
  ['averageDealSize', 'Average deal size'],
  ['targetPersonas', 'Buyer personas'],
];

function sellerBrief(profile: Partial<SellerProfile> | null | undefined): string {
  const lines = PROFILE_LABELS.filter(([key]) => profile?.[key]).map(([key, label]) => `- ${label}: ${profile?.[key]}`);
  return lines.length > 0 ? `The seller's own context:\n${lines.join('\n')}` : 'The seller has not filled in a profile.';
}

export function dealSystemPrompt(ctx: DealContext): string {
  return [
    'You are Blindspot, a sales coach for B2B sellers. You review deals against a sales methodology and coach the seller.',
    `Methodology: ${methodologyBrief(ctx.methodology)}`,
    sellerBrief(ctx.sellerProfile),
    'Rules: ground every statement in the deal notes and quote them when you say an element is covered; name what is missing; ' +
      "give concrete next questions; give risks and next steps that fit the deal stage and size; use the seller's competitors " +
      'and differentiation where relevant. Never invent facts that are not in the notes. Answer in Markdown, concisely.',
  ].join('\n\n');
}

export function dealBrief(ctx: DealContext): string {
  const fields: Array<[string, string | null | undefined]> = [
    ['Deal', ctx.dealName],
    ['Prospects', ctx.prospectNames],
    ['Prospect titles', ctx.prospectTitles],
    ['Deal size', ctx.dealSize ? formatDealSize(ctx.dealSize) : null],
    ['Stage', ctx.stage ? STAGE_LABELS[ctx.stage] : null],
  ];
  const known = fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`);
  return [...known, 'Deal notes:', '"""', ctx.dealNotes, '"""'].join('\n');
}

export function analyzeDealMessages(ctx: DealContext): PromptMessage[] {
  const methodology = getMethodology(ctx.methodology).name;
  return [
    { role: 'system', content: dealSystemPrompt(ctx) },
    {
      role: 'user',
      content:
        `${dealBrief(ctx)}\n\nAnalyze this deal using ${methodology}: for each element say whether the notes cover it (quote the sentence), ` +
        'what is missing and the next questions to ask; then the risks and next steps for this stage and size.',
    },
  ];
}

/** Asks for the analysis as data (the DealCoverage schema), one entry per element in the methodology's order. */
export function dealCoverageMessages(ctx: DealContext): PromptMessage[] {
  const methodology = getMethodology(ctx.methodology);
  const elements = methodology.concepts.map((c) => `- element "${c.key}", name "${c.name}"`).join('\n');
  return [
    { role: 'system', content: dealSystemPrompt(ctx) },
    {
      role: 'user',
      content:
        `${dealBrief(ctx)}\n\nRead these notes against ${methodology.name}. Answer with JSON only, one entry per element, in this order:\n${elements}\n` +
        'status: "covered" only when a sentence of the notes proves it; "unconfirmed" when the notes say it is unknown or still open; ' +
        '"missing" when they say nothing. quotes: the exact sentences of the notes (copied character for character) that prove it, or ' +
        'that say it is unknown; empty when missing. stillMissing: details a complete answer still lacks. nextQuestions: up to 3 questions to ask next. ' +
        "Then the deal's risks and next steps for its stage and size.",
    },
  ];
}

export function dealQuestionMessages(ctx: DealContext, history: ChatMessage[], question: string): PromptMessage[] {
  return [
    { role: 'system', content: dealSystemPrompt(ctx) },
    { role: 'user', content: dealBrief(ctx) },
    ...history.map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: question },
    // Said last, so it outweighs anything earlier in a long chat.
    { role: 'system', content: FOLLOW_UP_GROUNDING },
  ];
}

/** Follow-ups stay grounded: every claim about this deal quotes the notes, and a gap in them is named as one. */
export const FOLLOW_UP_GROUNDING =
  'Answer the last question about this deal. Quote the deal notes (in double quotes, word for word) for every statement about the deal. ' +
  'If the notes do not say what the question asks, start with "Your notes do not say" and then advise what to ask the buyer; never guess facts about the deal.';

function roleplayFacts(ctx: RoleplayContext): string {
  const { account, buyer } = ctx;
  return [
    `Scenario: ${SCENARIO_LABELS[ctx.scenario]}. Difficulty: ${ctx.difficulty}.`,
    `You are ${buyer.name}, ${ctx.buyerTitle || buyer.role} (${PERSONA_LABELS[ctx.persona]}) at ${account.company}, ` +
      `a ${account.size} ${account.industry} company with revenue of ${account.revenue}.`,
    `Situation: ${account.situation}`,
    `Your profile: ${buyer.profile}`,
    `Your goal: ${buyer.goal}`,
  ].join('\n');
}

export function buyerMessages(ctx: RoleplayContext, history: ChatMessage[]): PromptMessage[] {
  return [
    {
      role: 'system',
      content: [
        'You play a B2B buyer in a sales practice conversation. Stay in character at all times; never coach the seller and never mention being an AI.',
        roleplayFacts(ctx),
        buyerBriefing(ctx),
        'Reply in 1 to 4 sentences of natural speech.',
      ].join('\n\n'),
    },
    // The transcript from the buyer's side: the seller speaks as "user", the buyer answers as "assistant".
    ...history.map((m) => ({ role: m.role, content: m.content })),
  ];
}

function transcript(history: ChatMessage[]): string {
  let sellerTurn = 0;
  return history.map((m) => (m.role === 'user' ? `Seller (turn ${++sellerTurn}): ${m.content}` : `Buyer: ${m.content}`)).join('\n');
}

export function hintMessages(ctx: RoleplayContext, history: ChatMessage[]): PromptMessage[] {
  return [
    {
      role: 'system',
      content: `You coach a seller during a practice call, using ${methodologyBrief(ctx.methodology)}\n\nGive one short hint (at most two sentences) about the seller's latest turn: what was good or what to ask next.`,
    },
    { role: 'user', content: `${roleplayFacts(ctx)}\n\nTranscript:\n${transcript(history)}` },
  ];
}

export function scoreMessages(ctx: RoleplayContext, history: ChatMessage[], rubricSummary: string): PromptMessage[] {
  return [
    {
      role: 'system',
      content:
        `You grade a seller's practice conversation using ${methodologyBrief(ctx.methodology)}\n\n` +
        'Score 0 to 10 (integer). List what the seller did well and what they missed; each item names the seller turn it refers to ("Turn 3: ..."). ' +
        'Finish with one key takeaway. A rubric computed from the transcript is given as evidence; use it, and disagree only with a reason.',
    },
    { role: 'user', content: `${roleplayFacts(ctx)}\n\nTranscript:\n${transcript(history)}\n\nRubric evidence:\n${rubricSummary}` },
  ];
}

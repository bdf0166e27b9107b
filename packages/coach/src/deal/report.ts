// The offline coach's first reply on a deal: a Markdown analysis against the chosen methodology.
import { formatDealSize, STAGE_LABELS } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import type { DealContext } from '../types.js';
import { assessElement, type ElementCoverage } from './coverage.js';
import { adviseDeal, type DealFacts, dealFacts } from './deal-facts.js';
import { quote } from './notes.js';

const STATUS_LABEL = { covered: 'Covered', unconfirmed: 'Not confirmed', missing: 'Missing' } as const;

function renderElement(element: ElementCoverage): string {
  const lines = [`### ${element.concept.name}: ${STATUS_LABEL[element.status]}`];
  if (element.status === 'covered') {
    lines.push(...element.evidence.map((s) => `> "${quote(s.text)}"`));
    if (element.openPoints.length > 0) lines.push('', `Still open: ${element.openPoints.join(' ')}`);
  } else if (element.status === 'unconfirmed') {
    lines.push(`Your notes say it is still open: "${quote(element.evidence[0].text)}"`);
  } else {
    lines.push(`Nothing in your notes shows this yet. ${element.concept.description}`);
  }
  if (element.nextQuestions.length > 0) {
    lines.push('', 'Ask next:', ...element.nextQuestions.map((q) => `- ${q}`));
  }
  return lines.join('\n');
}

function headline(ctx: DealContext, facts: DealFacts): string {
  const parts = [];
  if (ctx.stage) parts.push(`Stage: ${STAGE_LABELS[ctx.stage]}`);
  if (ctx.dealSize) parts.push(`Deal size: ${formatDealSize(ctx.dealSize)}`);
  if (ctx.prospectNames) parts.push(`Contacts: ${ctx.prospectNames}${ctx.prospectTitles ? ` (${ctx.prospectTitles})` : ''}`);
  if (facts.sentences.length === 0) parts.push('No deal notes to read');
  return parts.join(' · ');
}

/** How the seller's own positioning (profile) applies to this deal. */
function positioning(ctx: DealContext, facts: DealFacts): string[] {
  const profile = ctx.sellerProfile;
  if (!profile) return [];
  const lines: string[] = [];
  const differentiation = profile.differentiation?.trim();
  for (const competitor of facts.competitors) {
    lines.push(
      differentiation
        ? `Against ${competitor}, lead with what sets you apart: ${differentiation}. Ask which of those matters most to the buyer, then make it a decision criterion.`
        : `Against ${competitor}, agree the decision criteria before the comparison starts, so it is not decided on price alone.`,
    );
  }
  if (facts.competitors.length === 0 && differentiation) {
    lines.push(
      `No competitor is named in your notes. Ask who else they are talking to, then test your edge (${differentiation}) as a criterion.`,
    );
  }
  if (profile.problemSolved && facts.qualification['identify-pain'].status !== 'covered') {
    lines.push(`Your product solves "${profile.problemSolved}". Check whether this buyer has that problem, and what it costs them.`);
  }
  return lines;
}

export function renderDealAnalysis(ctx: DealContext): string {
  const methodology = getMethodology(ctx.methodology);
  const facts = dealFacts(ctx);
  const elements = methodology.concepts.map((concept) => assessElement(concept, facts.sentences));
  const covered = elements.filter((e) => e.status === 'covered');
  const gaps = elements.filter((e) => e.status !== 'covered');
  const advice = adviseDeal(facts);
  const title = ctx.dealName ? `${methodology.name} analysis: ${ctx.dealName}` : `${methodology.name} analysis`;

  const sections = [`## ${title}`];
  const head = headline(ctx, facts);
  if (head) sections.push(head);
  sections.push(
    `**Coverage: ${covered.length} of ${elements.length} elements.** ` +
      (gaps.length === 0
        ? 'Every element has evidence in your notes; the open points below are what would make it airtight.'
        : `Biggest gaps: ${gaps.map((e) => e.concept.name).join(', ')}.`),
  );
  sections.push(...elements.map(renderElement));
  if (advice.risks.length > 0) sections.push(['## Risks', ...advice.risks.map((r) => `- ${r}`)].join('\n'));
  if (advice.nextSteps.length > 0) sections.push(['## Next steps', ...advice.nextSteps.map((s, i) => `${i + 1}. ${s}`)].join('\n'));
  const positioningLines = positioning(ctx, facts);
  if (positioningLines.length > 0) sections.push(['## Your positioning', ...positioningLines.map((l) => `- ${l}`)].join('\n'));
  return sections.join('\n\n');
}

// The offline coach's analysis as data (the contract's DealCoverage): every element with its status,
// quotes, what is still missing and what to ask next, then the risks and next steps. The Markdown
// reply is written from the same reading, so the checklist and the prose always agree.
import { type DealCoverage, MAX_COVERAGE_QUOTES } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import type { DealContext } from '../types.js';
import { assessElement, type ElementCoverage } from './coverage.js';
import { adviseDeal, dealFacts } from './deal-facts.js';
import { quote } from './notes.js';

export function toCoverageItem(element: ElementCoverage): DealCoverage['elements'][number] {
  return {
    element: element.concept.key,
    name: element.concept.name,
    status: element.status,
    quotes: element.evidence.slice(0, MAX_COVERAGE_QUOTES).map((s) => quote(s.text)),
    stillMissing: element.openPoints.slice(0, 4),
    nextQuestions: element.nextQuestions.slice(0, 3),
  };
}

export function assessDealCoverage(ctx: DealContext): DealCoverage {
  const facts = dealFacts(ctx);
  const elements = getMethodology(ctx.methodology).concepts.map((concept) => assessElement(concept, facts.sentences));
  const advice = adviseDeal(facts);
  return { elements: elements.map(toCoverageItem), risks: advice.risks.slice(0, 8), nextSteps: advice.nextSteps.slice(0, 8) };
}

// The hidden facts of a drill's buyer: the generated facts of the session (same seed, same reveal logic),
// with the deal put in: the people the notes name instead of made-up colleagues, the competitors the notes
// name, and what the notes say about the pain, the numbers, the process and the timing, in the buyer's own
// voice. What the notes leave open (the drill's goals) stays a generated fact the buyer holds and gives to
// a good question, now with the deal's names in it.
import type { DealDrill, DealDrillPerson } from '@blindspot/contracts';
import type { Topic } from './classify.js';
import { customScenarioFacts } from './custom-scenario.js';
import { drillProfile } from './deal-drill.js';
import { type BuyerFacts, buyerFacts, type TopicFact } from './facts.js';
import type { RoleplaySetup } from './types.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "Priya Shah, our CFO" */
const described = (person: DealDrillPerson, fallbackTitle: string) => `${person.name}, our ${person.title ?? fallbackTitle}`;

/** Third-person verbs after a name that becomes "I": "wants" -> "want", "is" -> "am", "has" -> "have". */
function firstPersonVerb(verb: string): string {
  const irregular: Record<string, string> = {
    is: 'am',
    has: 'have',
    was: 'was',
    does: 'do',
    says: 'say',
    "isn't": 'am not',
    "doesn't": "don't",
    "hasn't": "haven't",
  };
  if (verb in irregular) return irregular[verb];
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:sh|ch|x|ss|zz)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

/**
 * A sentence of the seller's notes as the buyer would say it: the buyer's own name becomes "I" (with the
 * verb that follows), their possessive "my", and "they / their / them" for the buyer's company "we / our / us".
 */
export function inBuyerVoice(sentence: string, buyer: DealDrillPerson): string {
  let text = sentence.trim();
  const names = [buyer.name, buyer.name.split(' ')[0]].filter((n) => n.length > 1).map(escapeRegExp);
  if (names.length > 0) {
    const name = `(?:${names.join('|')})`;
    text = text
      .replace(new RegExp(`\\b${name}'s\\b`, 'g'), 'my')
      .replace(new RegExp(`\\b${name}(?:,\\s+[^,]{1,60},)?\\s+([a-z']+)\\b`, 'g'), (_, verb: string) => `I ${firstPersonVerb(verb)}`)
      .replace(new RegExp(`\\b${name}\\b`, 'g'), 'me');
  }
  text = text
    .replace(/\bThey're\b/g, "We're")
    .replace(/\bthey're\b/g, "we're")
    .replace(/\bThey\b/g, 'We')
    .replace(/\bthey\b/g, 'we')
    .replace(/\bTheir\b/g, 'Our')
    .replace(/\btheir\b/g, 'our')
    .replace(/\bthem\b/g, 'us');
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Replaces every mention of a generated person (full "Name, our Title" first, then the bare name). */
function renamer(pairs: Array<[generated: string, deal: string]>): (text: string) => string {
  const steps: Array<[RegExp, string]> = [];
  for (const [generated, deal] of pairs) {
    steps.push([new RegExp(escapeRegExp(generated), 'g'), deal]);
    const generatedName = generated.split(',')[0];
    const dealName = deal.split(',')[0];
    if (generatedName !== generated) steps.push([new RegExp(`\\b${escapeRegExp(generatedName)}\\b`, 'g'), dealName]);
  }
  return (text) => steps.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

const pick = (facts: string[], test: RegExp) => facts.find((f) => test.test(f));
const PAIN =
  /\b(by hand|manual\w*|spreadsheet\w*|slow\w*|late|miss\w*|lost|los(?:e|ing)|wast\w*|empty|churn\w*|delay\w*|error\w*|outage\w*|stuck|burn\w*|backlog|complain\w*|risk\w*|struggl\w*|pain\w*|problem\w*|cost\w*|overtime|frustrat\w*|cannot|can't|don't|doesn't)\b/i;
const NUMBER = /\d/;
const PROCESS = /\b(sign\w*|approv\w*|procurement|legal|security review|committee|board|budget|process|steps?)\b/i;
const TIMING =
  /\b(by|before|until|end of|this|next)\s+(?:the\s+)?(?:Q[1-4]|quarter|year|fiscal year|month|January|February|March|April|May|June|July|August|September|October|November|December|summer|spring|autumn|fall|winter)\b/i;
const WANTS = /\b(want\w*|need\w*|goal|aim\w*|target\w*|plan\w*|hope\w*|cut|reduce|increase|improve)\b/i;

export function drillFacts(setup: RoleplaySetup & { drill: DealDrill }): BuyerFacts {
  const { drill } = setup;
  const base = buyerFacts({ ...setup, drill: null, sellerProfile: drillProfile(drill, setup.sellerProfile) });
  const buyerIsEconomic = drill.economicBuyer !== null && drill.economicBuyer.name === drill.buyer.name;
  const others = drill.people.filter((p) => p.name !== drill.buyer.name && p.name !== drill.economicBuyer?.name);

  // The deal's people instead of the generated ones: the economic buyer, then the other stakeholders.
  const [generatedEconomic, generatedTechnical, generatedOperations] = base.stakeholders;
  const pairs: Array<[string, string]> = [];
  const economicFallbackTitle = generatedEconomic.split(', our ')[1] ?? 'CFO';
  if (drill.economicBuyer && !buyerIsEconomic) pairs.push([generatedEconomic, described(drill.economicBuyer, economicFallbackTitle)]);
  if (others[0])
    pairs.push([
      generatedTechnical,
      described(
        others[0],
        generatedTechnical
          .split(', ')
          .slice(1)
          .join(', ')
          .replace(/^(?:our|my) /, ''),
      ),
    ]);
  if (others[1])
    pairs.push([
      generatedOperations,
      described(
        others[1],
        generatedOperations
          .split(', ')
          .slice(1)
          .join(', ')
          .replace(/^(?:our|my|who runs) /, ''),
      ),
    ]);
  const rename = renamer(pairs);
  const renameFact = (fact: TopicFact): TopicFact => ({ brief: rename(fact.brief), open: rename(fact.open), deep: rename(fact.deep) });
  const topics = Object.fromEntries(Object.entries(base.topics).map(([topic, fact]) => [topic, renameFact(fact)])) as Record<
    Topic,
    TopicFact
  >;

  // What the notes say, in the buyer's voice, where they say it.
  const said = drill.facts.map((fact) => inBuyerVoice(fact, drill.buyer));
  const pains = said.filter((f) => PAIN.test(f));
  const numbers = said.filter((f) => NUMBER.test(f));
  if (pains[0]) topics.pain = { ...topics.pain, open: pains[0], deep: pains[1] ?? topics.pain.deep };
  const impact = pains.find((f) => f !== pains[0] && NUMBER.test(f)) ?? numbers.find((f) => f !== pains[0]);
  if (impact) {
    const holder = drill.economicBuyer && !buyerIsEconomic ? drill.economicBuyer.name.split(' ')[0] : 'the board';
    topics.impact = {
      ...topics.impact,
      open: impact,
      deep: `If nothing changes, it lands on my desk, and ${holder} will ask why we waited.`,
    };
  }
  const metric = numbers.find((f) => WANTS.test(f)) ?? numbers[0];
  if (metric) topics.metrics = { ...topics.metrics, open: metric };
  // The process the notes describe; when it is one of the drill's goals, the buyer holds the generated one.
  const goal = new Set(drill.goals.map((g) => g.element));
  const process = goal.has('decision-process') ? undefined : pick(said, PROCESS);
  if (process) topics['decision-process'] = { ...topics['decision-process'], open: process };
  // The signing threshold the notes give ("signs anything above $100k") replaces the generated one.
  const threshold = drill.facts.map((f) => /\b(?:above|over|more than)\s+(\$\s?[\d.,]+\s?[kKmM]?)/.exec(f)?.[1]).find(Boolean);
  if (threshold) {
    for (const key of Object.keys(topics) as Topic[]) {
      const fact = topics[key];
      const swap = (text: string) =>
        text.replace(/\b(above|over)\s+\$[\d.,]+[kM]?/g, (_, word: string) => `${word} ${threshold.replace(/\s+/g, '')}`);
      topics[key] = { brief: swap(fact.brief), open: swap(fact.open), deep: swap(fact.deep) };
    }
  }
  const timing = pick(said, TIMING);
  if (timing) topics.timeline = { ...topics.timeline, open: timing };
  const wants = pick(said, WANTS);
  if (wants) topics['future-state'] = { ...topics['future-state'], open: wants };
  if (drill.competitors.length > 0) {
    const names = drill.competitors.join(' and ');
    topics.competition = {
      brief: "We're looking at options.",
      open: `We're also talking to ${names}.`,
      deep: `${drill.competitors[0]} is in the running. What would tip it is proof that we'd be live faster and need less of my team's time.`,
    };
  }
  if (drill.economicBuyer && !buyerIsEconomic) {
    const economic = described(drill.economicBuyer, economicFallbackTitle);
    topics['decision-maker'] = {
      brief: 'Not me alone, no.',
      open: `Final sign-off is with ${economic}. I can recommend, and my recommendation carries weight.`,
      deep: rename(topics['decision-maker'].deep),
    };
  }

  return {
    ...base,
    topics,
    pains: pains.length > 0 ? pains.map((p) => `${p} (from the seller's own notes)`) : base.pains.map(rename),
    // "How would it deal with {pain}?": the buyer's own problem, in a few words.
    painSummaries: pains.length > 0 ? ['the problem I just described', ...base.painSummaries.slice(1)] : base.painSummaries,
    economicBuyer: drill.economicBuyer && !buyerIsEconomic ? described(drill.economicBuyer, economicFallbackTitle) : base.economicBuyer,
    stakeholders: base.stakeholders.map(rename),
    objections: base.objections.map(rename),
    acceptableNextStep: rename(base.acceptableNextStep),
  };
}

/** The buyer's hidden facts for a session: a written scenario's, a drill's (the deal put in), else the generated ones. */
export function sessionFacts(setup: RoleplaySetup): BuyerFacts {
  if (setup.custom) return customScenarioFacts({ ...setup, custom: setup.custom });
  return setup.drill ? drillFacts({ ...setup, drill: setup.drill }) : buyerFacts(setup);
}

// Deal -> drill: a roleplay built from one of the seller's deal analyses. The deal's notes are read once
// (the deal coach's own reading: sentences, quantities, the MEDDIC signals, competitors) for the account,
// the people and the facts the buyer knows; the analysis's gaps become the goals. The result is copied
// into the session (`DealDrill`), so the drill never needs the analysis again.
import {
  type DealCoverage,
  type DealDrill,
  type DealDrillGoal,
  type DealDrillGoalResult,
  type DealDrillPerson,
  type Difficulty,
  formatDealSize,
  METHODOLOGIES,
  type Persona,
  type Scenario,
  type SellerProfile,
  STAGE_LABELS,
} from '@blindspot/contracts';
import { type DealFacts, dealFacts } from '../deal/deal-facts.js';
import { quote, type Sentence } from '../deal/notes.js';
import { assessDealCoverage } from '../deal/structured.js';
import type { DealContext } from '../types.js';
import { elementLines } from './rescore.js';
import type { Transcript } from './types.js';
import { generateRoleplayWorld, INDUSTRY_PROFILES, type RoleplayWorld } from './world.js';

export interface DealDrillInput extends DealContext {
  dealAnalysisId: string;
  /** The analysis's reading as data; read from the notes here when the analysis has none. */
  coverage?: DealCoverage | null;
  difficulty: Difficulty;
}

const MAX_FACTS = 8;
const MAX_PEOPLE = 6;

// A title, as notes write one: "CFO", "VP Operations", "Head of IT", "Director of Finance", "Finance Director".
const TITLE =
  String.raw`(?:(?:Chief|Senior|Sr\.?|Deputy|Group|Global|Regional|Interim)\s+)?(?:CFO|CEO|CTO|CIO|COO|CRO|CMO|CISO|CPO|` +
  String.raw`VP(?:\s+of)?\s+[A-Z][A-Za-z&]+(?:\s+[A-Z][A-Za-z&]+)?|Vice President(?:\s+of)?\s+[A-Z][A-Za-z&]+|` +
  String.raw`(?:Head|Director|Chief)\s+of\s+[A-Z][A-Za-z&]+(?:\s+[A-Z][A-Za-z&]+)?|[A-Z][A-Za-z&]+\s+(?:Director|Manager|Lead|Officer)|` +
  'Controller|Founder|Co-founder|President|Owner|General Counsel|Procurement)';
const NAME = String.raw`[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?\s+[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?`;
/** "Dana Ortiz, VP Operations" / "Dana Ortiz (VP Operations)" */
const NAME_THEN_TITLE = new RegExp(String.raw`\b(${NAME})\s*(?:,|\()\s*(?:the\s+|our\s+|their\s+|a\s+|an\s+)?(${TITLE})\b`, 'g');
/** "the CFO, Priya Shah" / "their Head of IT Sam Lee" */
const TITLE_THEN_NAME = new RegExp(String.raw`\b(?:[Tt]he|[Tt]heir|[Oo]ur|[Ii]ts)\s+(${TITLE}),?\s+(${NAME})\b`, 'g');
/** Who holds the money, by title. */
const MONEY_TITLE =
  /\b(CFO|CEO|COO|Chief (?:Financial|Executive|Operating)|President|Founder|Owner|VP\s+(?:of\s+)?Finance|Finance Director|Director of Finance|Head of Finance|Controller)\b/i;
/** "at Northwind Logistics", "from Granite Health" */
const AT_COMPANY = /\b(?:at|from|with)\s+((?:[A-Z][\w&.'-]*)(?:\s+(?:[A-Z][\w&.'-]*|&))*)/g;
const NOT_A_COMPANY =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Q[1-4]|The|This|That|Our|Their|We|They|I|It|CFO|CEO|CTO|CIO|COO|VP)\b/;
const DEAL_NAME_NOISE =
  /\b(?:renewal|expansion|deal|upsell|cross-sell|pilot|opportunity|rollout|project|phase|poc|proof of concept|new logo|add-on|q[1-4]|fy\d*|\d{4})\b/gi;

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Comma-separated names and titles of the analysis form, paired in order. */
function formPeople(ctx: DealContext): DealDrillPerson[] {
  const names = (ctx.prospectNames ?? '')
    .split(/[,;\n]|\s+and\s+/)
    .map((n) => n.trim())
    .filter((n) => n.length > 1 && n.length <= 80);
  const titles = (ctx.prospectTitles ?? '')
    .split(/[,;\n]/)
    .map((t) => t.trim())
    .filter(Boolean);
  return names.map((name, i) => ({ name, title: titles[i] ?? (names.length === 1 && titles.length > 0 ? titles.join(', ') : null) }));
}

/** People the notes name with a title. */
function notesPeople(notes: string): DealDrillPerson[] {
  const found: Array<DealDrillPerson & { at: number }> = [];
  for (const match of notes.matchAll(NAME_THEN_TITLE))
    found.push({ name: match[1], title: match[2].replace(/\s+/g, ' '), at: match.index });
  for (const match of notes.matchAll(TITLE_THEN_NAME))
    found.push({ name: match[2], title: match[1].replace(/\s+/g, ' '), at: match.index });
  return found.sort((a, b) => a.at - b.at).map(({ name, title }) => ({ name, title }));
}

function companyOf(ctx: DealContext): string {
  for (const match of ctx.dealNotes.matchAll(AT_COMPANY)) {
    const name = match[1].replace(/[\s&]+$/, '').replace(/[.,]$/, '');
    if (!NOT_A_COMPANY.test(name) && name.length <= 60) return name;
  }
  const fromDealName = (ctx.dealName ?? '')
    .replace(DEAL_NAME_NOISE, ' ')
    .replace(/[-–—:|/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return fromDealName || 'Your prospect';
}

/** The sentence that gives a person's authority over the money, when the notes say who signs or owns the budget. */
function economicBuyerOf(people: DealDrillPerson[], facts: DealFacts): DealDrillPerson | null {
  const evidence = facts.qualification['economic-buyer'];
  if (evidence.status === 'covered') {
    const text = evidence.evidence.map((s) => s.text).join(' ');
    const named = people.find((p) => text.includes(p.name) || text.includes(p.name.split(' ')[0]));
    if (named) return named;
  }
  return people.find((p) => p.title !== null && MONEY_TITLE.test(p.title)) ?? null;
}

/** Sentences that only say what the seller does not know ("No idea yet how they decide") are gaps, not facts. */
const isGapStatement = (sentence: Sentence, facts: DealFacts) =>
  Object.values(facts.qualification).some((element) => element.status === 'unconfirmed' && element.evidence.includes(sentence));

/** Sentences the buyer knows: the pain, the numbers and the plans the notes give, in the notes' order. */
function knownFacts(facts: DealFacts): string[] {
  const q = facts.qualification;
  const chosen = new Set<Sentence>([
    ...q['identify-pain'].evidence,
    ...q.metrics.evidence,
    ...q['decision-process'].evidence,
    ...q['decision-criteria'].evidence,
    ...facts.sentences.filter((s) => s.quantities.length > 0),
  ]);
  return [...chosen]
    .filter((s) => !isGapStatement(s, facts) && !/\?\s*$/.test(s.text))
    .sort((a, b) => a.index - b.index)
    .slice(0, MAX_FACTS)
    .map((s) => quote(s.text.trim()));
}

function goalsOf(coverage: DealCoverage): DealDrillGoal[] {
  return coverage.elements
    .filter((e): e is typeof e & { status: DealDrillGoal['status'] } => e.status !== 'covered')
    .map((e) => ({ element: e.element, name: e.name, status: e.status, question: e.nextQuestions[0] ?? null }));
}

function industryOf(ctx: DealContext, company: string): string | null {
  const text = `${company} ${ctx.dealName ?? ''} ${ctx.dealNotes}`;
  return INDUSTRY_PROFILES.find((industry) => industry.keywords.test(text))?.label ?? null;
}

/** Reads an analysis into the drill the session keeps. */
export function readDealDrill(input: DealDrillInput): DealDrill {
  const facts = dealFacts(input);
  const company = companyOf(input);
  const people = uniqueBy([...formPeople(input), ...notesPeople(input.dealNotes)], (p) => p.name).slice(0, MAX_PEOPLE);
  // The form's contact is who the seller talks to; a title from the notes fills one the form left out.
  const titled = people.map((p) =>
    p.title ? p : { ...p, title: notesPeople(input.dealNotes).find((n) => n.name === p.name)?.title ?? null },
  );
  const buyer = titled[0] ?? { name: '', title: null };
  const coverage = input.coverage ?? assessDealCoverage(input);
  const methodology = (METHODOLOGIES as readonly string[]).includes(input.methodology) ? input.methodology : 'meddic';
  return {
    dealAnalysisId: input.dealAnalysisId,
    dealName: input.dealName ?? null,
    methodology,
    stage: input.stage ?? null,
    dealSize: input.dealSize ?? null,
    company,
    industry: industryOf(input, company),
    buyer,
    people: titled,
    economicBuyer: economicBuyerOf(titled, facts),
    // A name read across a sentence end ("RouteMax. No idea...") is cut at it.
    competitors: uniqueBy(
      facts.competitors
        .map((c) =>
          c
            .split(/[.!?;]\s/)[0]
            .replace(/[.,;]$/, '')
            .trim(),
        )
        .filter(Boolean),
      (c) => c,
    ).slice(0, 4),
    facts: knownFacts(facts),
    goals: goalsOf(coverage),
    difficulty: input.difficulty,
  };
}

/** The persona the buyer plays, from their title: finance, technology, or an operational champion. */
export function drillPersona(drill: Pick<DealDrill, 'buyer'>): Persona {
  const title = drill.buyer.title ?? '';
  if (/\b(cfo|finance|financial|controller|treasur\w*|procurement)\b/i.test(title)) return 'cfo';
  if (/\b(cto|cio|ciso|it|engineering|technolog\w*|architect\w*|security|infrastructure|data)\b/i.test(title)) return 'cto';
  return 'champion';
}

/** The call the deal's stage calls for: discovery early, objections at proposal and negotiation, the close at closing. */
export function drillScenario(drill: Pick<DealDrill, 'stage'>): Scenario {
  if (drill.stage === 'proposal' || drill.stage === 'negotiation') return 'objection';
  if (drill.stage === 'closing') return 'closing';
  return 'discovery';
}

/** The seller profile the drill's world and facts are generated from: the deal's industry and competitors come first. */
export function drillProfile(drill: DealDrill, profile: Partial<SellerProfile> | null | undefined): Partial<SellerProfile> {
  return {
    ...profile,
    ...(drill.industry ? { industries: drill.industry } : {}),
    ...(drill.competitors.length > 0 ? { competitors: drill.competitors.join(', ') } : {}),
  };
}

/** The account and buyer cards: the deal's company and contact, the rest generated to fit. */
export function generateDrillWorld(input: {
  seed: string;
  drill: DealDrill;
  sellerProfile?: Partial<SellerProfile> | null;
}): RoleplayWorld {
  const { drill } = input;
  const persona = drillPersona(drill);
  const base = generateRoleplayWorld({
    seed: input.seed,
    scenario: drillScenario(drill),
    persona,
    difficulty: drill.difficulty,
    buyerTitle: drill.buyer.title,
    sellerProfile: drillProfile(drill, input.sellerProfile),
  });
  const stage = drill.stage ? `${STAGE_LABELS[drill.stage]} stage` : 'Open deal';
  const size = drill.dealSize ? `, ${formatDealSize(drill.dealSize)}` : '';
  const open =
    drill.goals.length > 0
      ? ` Still open in your notes: ${drill.goals.map((g) => g.name).join(', ')}.`
      : ' Your notes cover every element: confirm them.';
  return {
    account: {
      ...base.account,
      company: drill.company,
      situation: `Your deal${drill.dealName ? ` "${drill.dealName}"` : ''}: ${stage}${size}.${open}`,
    },
    buyer: { ...base.buyer, name: drill.buyer.name || base.buyer.name, role: drill.buyer.title ?? base.buyer.role },
  };
}

/** Each goal read against the transcript: closed by the first seller turn the rubric credits with its element. */
export function drillGoalResults(drill: DealDrill, history: Transcript): DealDrillGoalResult[] {
  const lines = new Map(elementLines(drill.methodology, history).map((line) => [line.element, line]));
  return drill.goals.map((goal) => {
    const line = lines.get(goal.element);
    return { ...goal, closed: Boolean(line?.turn), turn: line?.turn ?? null, quote: line?.quote ?? null };
  });
}

/**
 * Everything a new drill session needs, from the analysis and the session's seed: the drill to keep (its
 * buyer named as the card names them), the account and buyer cards, and the persona and scenario it plays.
 */
export function buildDealDrill(input: DealDrillInput & { seed: string }): {
  drill: DealDrill;
  world: RoleplayWorld;
  persona: Persona;
  scenario: Scenario;
} {
  const read = readDealDrill(input);
  const world = generateDrillWorld({ seed: input.seed, drill: read, sellerProfile: input.sellerProfile });
  const buyer = { name: world.buyer.name, title: read.buyer.title ?? world.buyer.role };
  const people = read.buyer.name ? read.people : [buyer, ...read.people];
  const drill: DealDrill = { ...read, buyer, people };
  return { drill, world, persona: drillPersona(drill), scenario: drillScenario(drill) };
}

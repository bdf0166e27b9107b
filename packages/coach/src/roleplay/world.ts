// The session's world: a target account and a buyer that fit the scenario, persona, difficulty and the
// seller's profile, varied per session and reproducible from the session id.
import { type Difficulty, PERSONA_LABELS, type Persona, type Scenario, type SellerProfile } from '@blindspot/contracts';
import { type Random, seededRandom } from './random.js';
import type { BuyerPersonaCard, TargetAccount } from './types.js';

export interface IndustryProfile {
  /** Label shown on the account card. */
  label: string;
  keywords: RegExp;
  companyWords: readonly string[];
  /** The system the buyer's team lives in today. */
  coreSystem: string;
  /** Revenue per employee in US dollars, for a believable revenue figure. */
  revenuePerEmployee: number;
}

export const INDUSTRY_PROFILES: readonly IndustryProfile[] = [
  {
    label: 'SaaS / Software',
    keywords: /\b(saas|software|b2b software|cloud)\b/i,
    companyWords: ['Cloud', 'Stack', 'Logic', 'Sync', 'Flow'],
    coreSystem: 'billing platform',
    revenuePerEmployee: 220_000,
  },
  {
    label: 'Technology / IT',
    keywords: /\b(tech|technology|it services|it|telecom|hardware)\b/i,
    companyWords: ['Systems', 'Networks', 'Digital', 'Data', 'Labs'],
    coreSystem: 'service desk',
    revenuePerEmployee: 260_000,
  },
  {
    label: 'Financial Services',
    keywords: /\b(financ\w*|bank\w*|insurance|fintech|lending|wealth)\b/i,
    companyWords: ['Capital', 'Trust', 'Financial', 'Partners', 'Mutual'],
    coreSystem: 'loan origination system',
    revenuePerEmployee: 380_000,
  },
  {
    label: 'Healthcare',
    keywords: /\b(health\w*|hospital\w*|medical|clinic\w*|pharma\w*|life sciences)\b/i,
    companyWords: ['Health', 'Care', 'Medical', 'Clinics', 'Life'],
    coreSystem: 'patient scheduling system',
    revenuePerEmployee: 150_000,
  },
  {
    label: 'Manufacturing',
    keywords: /\b(manufactur\w*|industrial|factory|factories|automotive|production)\b/i,
    companyWords: ['Industries', 'Manufacturing', 'Components', 'Works', 'Fabrication'],
    coreSystem: 'ERP',
    revenuePerEmployee: 310_000,
  },
  {
    label: 'Consulting',
    keywords: /\b(consult\w*|professional services|agenc\w*|advisory)\b/i,
    companyWords: ['Advisory', 'Consulting', 'Group', 'Partners', 'Associates'],
    coreSystem: 'resource planning tool',
    revenuePerEmployee: 180_000,
  },
  {
    label: 'Retail & E-commerce',
    keywords: /\b(retail\w*|e-?commerce|consumer|shops?|stores?)\b/i,
    companyWords: ['Retail', 'Market', 'Goods', 'Outfitters', 'Brands'],
    coreSystem: 'order management system',
    revenuePerEmployee: 240_000,
  },
  {
    label: 'Logistics',
    keywords: /\b(logistic\w*|shipping|freight|transport\w*|supply chain)\b/i,
    companyWords: ['Logistics', 'Freight', 'Transport', 'Cargo', 'Lines'],
    coreSystem: 'warehouse management system',
    revenuePerEmployee: 200_000,
  },
];

const COMPANY_STEMS = [
  'North',
  'Blue',
  'Granite',
  'Harbor',
  'Summit',
  'Meridian',
  'Clear',
  'Bright',
  'Iron',
  'Silver',
  'Oak',
  'Pioneer',
  'Atlas',
  'Crest',
  'Evergreen',
  'Vantage',
];
const FIRST_NAMES = [
  'Sarah',
  'Michael',
  'Priya',
  'David',
  'Elena',
  'James',
  'Aisha',
  'Tom',
  'Mei',
  'Carlos',
  'Hannah',
  'Daniel',
  'Fatima',
  'Lukas',
  'Olivia',
  'Raj',
  'Grace',
  'Marcus',
];
const LAST_NAMES = [
  'Chen',
  'Patel',
  'Johnson',
  'Müller',
  'Okafor',
  'Rossi',
  'Nguyen',
  'Kowalski',
  'Fischer',
  'Garcia',
  'Andersson',
  'Brooks',
  'Tanaka',
  'Reyes',
  'Walsh',
  'Singh',
];

const PERSONA_TITLES: Record<Persona, readonly string[]> = {
  cto: ['Chief Technology Officer', 'VP of Engineering', 'Head of IT', 'Director of IT Infrastructure'],
  cfo: ['Chief Financial Officer', 'VP Finance', 'Finance Director', 'Head of Finance'],
  champion: ['Director of Operations', 'Head of Sales Operations', 'Operations Manager', 'Team Lead, Revenue Operations'],
};

const PERSONA_BACKGROUND: Record<Persona, readonly string[]> = {
  cto: [
    'came up through platform engineering',
    'ran infrastructure at a larger competitor before joining',
    'designed the current architecture and knows every shortcut in it',
  ],
  cfo: [
    'a former auditor who reads every line of a contract',
    'joined from private equity and thinks in payback periods',
    'has run finance through two funding rounds',
  ],
  champion: [
    'is measured on team productivity and hates wasted effort',
    'was promoted from the front line and still does the work weekly',
    'has pushed for change before and is careful with political capital',
  ],
};

const DIFFICULTY_TEMPERAMENT: Record<Difficulty, string> = {
  easy: 'Open and talkative; happy to share context with a seller who listens.',
  medium: 'Pragmatic and busy; shares details once a question shows you understand the business.',
  hard: 'Sceptical and time-poor; has been burned by vendors before and gives little away until trust is earned.',
};

const PERSONA_GOALS: Record<Persona, readonly string[]> = {
  cto: [
    'Cut integration work so the team can ship product again',
    'Reduce operational risk before the next security audit',
    'Consolidate the tool stack without a risky migration',
  ],
  cfo: [
    'Make spend predictable and prove ROI before the next board meeting',
    'Cut cost without slowing growth',
    'Get reliable numbers faster at month-end',
  ],
  champion: [
    'Give the team back hours lost to manual work',
    "Hit this year's target without adding headcount",
    'Roll out something the team will actually use',
  ],
};

const SCENARIO_SITUATIONS: Record<Scenario, readonly string[]> = {
  discovery: [
    'Grew {growth}% last year; processes built for a smaller company are starting to creak. First conversation with your team.',
    'New leadership team reviewing how work gets done across the {system}. Agreed to an exploratory call.',
  ],
  objection: [
    'Has seen your proposal. Interested, but pushing back on price and the effort of switching from the current {system}.',
    'Evaluated you against an alternative and has concerns about cost, timing and risk.',
  ],
  closing: [
    'Final stage: proposal delivered, technical review passed, decision expected this quarter.',
    'Verbal interest after a successful pilot; commercial terms and sign-off still open.',
  ],
  multithreading: [
    'Deal has stalled with a single contact; the budget holder and the other teams affected have not been engaged yet.',
    'Your contact is keen, but the decision spans finance, IT and operations and nobody else is in the conversation.',
  ],
};

/** The industries named in the seller's profile, matched to known ones (free text otherwise). */
export function industryFor(random: Random, profile: Partial<SellerProfile> | null | undefined): IndustryProfile {
  const named = profile?.industries?.trim();
  if (named) {
    const matches = INDUSTRY_PROFILES.filter((industry) => industry.keywords.test(named));
    if (matches.length > 0) return random.pick(matches);
    const first = named.split(/[,;/\n]| and /i)[0].trim();
    if (first)
      return { ...INDUSTRY_PROFILES[0], label: first.charAt(0).toUpperCase() + first.slice(1), keywords: /$^/, coreSystem: 'core system' };
  }
  return random.pick(INDUSTRY_PROFILES);
}

/** The buyer's job title: the one asked for, else one of the seller's target personas that fits, else a typical one. */
function titleFor(
  random: Random,
  persona: Persona,
  buyerTitle: string | null | undefined,
  profile: Partial<SellerProfile> | null | undefined,
): string {
  if (buyerTitle?.trim()) return buyerTitle.trim();
  const targets = (profile?.targetPersonas ?? '')
    .split(/[,;\n]/)
    .map((t) => t.trim())
    .filter((t) => t.length > 1 && t.length <= 60);
  const fits: Record<Persona, RegExp> = {
    cto: /\b(cto|cio|technolog\w*|engineering|it|architect|technical|security)\b/i,
    cfo: /\b(cfo|finance|financial|controller|procurement|budget)\b/i,
    champion: /\b(manager|director|head|lead|operations|ops|vp)\b/i,
  };
  const fitting = targets.filter((t) => fits[persona].test(t) && !(persona === 'champion' && /\b(cfo|cto|finance|it)\b/i.test(t)));
  return fitting.length > 0 ? random.pick(fitting) : random.pick(PERSONA_TITLES[persona]);
}

const formatMoney = (amount: number): string =>
  amount >= 1_000_000_000 ? `$${(amount / 1_000_000_000).toFixed(1)}B` : `$${Math.round(amount / 1_000_000)}M`;

export interface RoleplayWorldInput {
  seed: string;
  scenario: Scenario;
  persona: Persona;
  difficulty: Difficulty;
  buyerTitle?: string | null;
  sellerProfile?: Partial<SellerProfile> | null;
}

export interface RoleplayWorld {
  account: TargetAccount;
  buyer: BuyerPersonaCard;
}

export function generateRoleplayWorld(input: RoleplayWorldInput): RoleplayWorld {
  const random = seededRandom(input.seed, 'world');
  const industry = industryFor(random, input.sellerProfile);
  const company = `${random.pick(COMPANY_STEMS)} ${random.pick(industry.companyWords)}`;
  // Harder buyers sit in larger, slower organisations.
  const employees = { easy: random.int(80, 400), medium: random.int(300, 1500), hard: random.int(1200, 6000) }[input.difficulty];
  const revenue = employees * industry.revenuePerEmployee * (0.8 + random.next() * 0.4);
  const situation = random
    .pick(SCENARIO_SITUATIONS[input.scenario])
    .replace('{growth}', String(random.int(25, 60)))
    .replace('{system}', industry.coreSystem);
  const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
  const role = titleFor(random, input.persona, input.buyerTitle, input.sellerProfile);
  const years = random.int(6, 22);
  return {
    account: {
      company,
      industry: industry.label,
      size: `${employees.toLocaleString('en-US')} employees`,
      revenue: `${formatMoney(revenue)} annual revenue`,
      situation,
    },
    buyer: {
      name,
      role,
      profile: `${PERSONA_LABELS[input.persona]}; ${years} years in the field, ${random.pick(PERSONA_BACKGROUND[input.persona])}. ${DIFFICULTY_TEMPERAMENT[input.difficulty]}`,
      goal: random.pick(PERSONA_GOALS[input.persona]),
    },
  };
}

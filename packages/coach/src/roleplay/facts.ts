// The buyer's hidden facts: pains with their impact, budget, decision process, stakeholders,
// competition and the scenario's objections. Derived from the session's set-up and seed, so the offline
// buyer and the openai prompt play the same person with the same secrets.
import type { Persona, Scenario } from '@blindspot/contracts';
import type { Topic } from './classify.js';
import { seededRandom } from './random.js';
import type { RoleplaySetup } from './types.js';
import { industryFor } from './world.js';

/** What the buyer says about a topic: brief (closed question or guarded), open (a good open question), deep (asked again, or trust earned). */
export interface TopicFact {
  brief: string;
  open: string;
  deep: string;
}

export interface BuyerFacts {
  topics: Record<Topic, TopicFact>;
  /** One line per hidden pain, for prompts and docs. */
  pains: string[];
  /** The pains in a few words ("unreliable forecasts"), for the buyer to refer back to. */
  painSummaries: string[];
  economicBuyer: string;
  stakeholders: string[];
  /** The scenario's objections, in the order the buyer raises them. */
  objections: string[];
  /** What the buyer will agree to as a next step. */
  acceptableNextStep: string;
}

interface Pain {
  summary: string;
  detail: string;
  impact: string;
}

const PAINS: Record<Persona, readonly Pain[]> = {
  cfo: [
    {
      summary: 'unreliable forecasts',
      detail:
        'Our forecast missed by {pct}% last quarter and the board noticed. I spend more time defending numbers than planning with them.',
      impact: "Because I can't trust the forecast, we froze {hires} hires this half. That's growth we are leaving on the table.",
    },
    {
      summary: 'overlapping spend nobody controls',
      detail: 'Every department buys its own tools. I found three subscriptions doing the same job last month.',
      impact: "I estimate we waste around {money} a year, and I can't prove it to the exec team without better data.",
    },
    {
      summary: 'a slow month-end close',
      detail: 'Month-end close takes {days} working days. My team lives in spreadsheets pulled from the {system}.',
      impact: 'Leadership gets numbers a month late, so decisions slip, and two of my analysts are burning out.',
    },
  ],
  cto: [
    {
      summary: 'an integration backlog',
      detail: 'Every new system needs another integration with the {system}. We have about {tickets} integration tickets waiting.',
      impact:
        'Two of my best engineers spend half their time on glue code instead of the product roadmap, and the roadmap is slipping by a quarter.',
    },
    {
      summary: 'slow, risky security reviews',
      detail:
        'A new vendor takes us around {weeks} weeks to get through security review, and half the tools already in use never went through one.',
      impact: 'Projects stall while the business blames IT, and our audit last year flagged shadow IT as a finding.',
    },
    {
      summary: 'outages on an ageing core system',
      detail: "The {system} went down {outages} times this quarter. It's patched together and only two people really understand it.",
      impact:
        'Each outage costs us most of a day of operations and a wave of customer complaints; if one of those two people leaves, we are exposed.',
    },
  ],
  champion: [
    {
      summary: 'hours lost to manual work',
      detail: 'My team spends about {hours} hours a week each on manual updates and reporting out of the {system}.',
      impact:
        "That's time not spent with customers. We missed target by {pct}% last quarter and two good people left, partly over the busywork.",
    },
    {
      summary: 'a failed rollout last time',
      detail: 'We rolled out a tool two years ago and nobody used it after the first month.',
      impact: 'If I bring in something else that fails, my credibility is gone, so I need to be sure people will actually adopt it.',
    },
    {
      summary: 'no visibility into where work gets stuck',
      detail: "I can't see where work gets stuck until it's too late; I find out in the weekly meeting.",
      impact: 'Last quarter three large accounts slipped because nobody flagged the delay in time.',
    },
  ],
};

const CRITERIA: Record<Persona, string> = {
  cto:
    'It has to integrate with the {system} without custom code, pass our security review (SSO, ' +
    'SOC 2, data residency), and not add another thing my team has to babysit.',
  cfo: 'A payback period under twelve months, predictable pricing with no surprise overages, and numbers I can put in front of the board.',
  champion: 'My team has to actually want to use it: simple, fits how we already work, and live in weeks, not months.',
};

const METRICS: Record<Persona, { open: string; deep: string }> = {
  cto: {
    open: 'We track incidents and time-to-deliver on integrations. Right now a new integration takes about {weeks} weeks.',
    deep: 'The number my CEO asks about is roadmap delivery: we hit {delivery}% of committed items last half.',
  },
  cfo: {
    open: 'Forecast accuracy and cost per transaction. Forecast accuracy sits around {accuracy}% and I need it above 90.',
    deep: 'The board looks at operating margin; every point matters for the next funding conversation.',
  },
  champion: {
    open: 'Hours spent on admin per person and how quickly we respond to customers. Response time is about {response} hours today.',
    deep: 'My boss looks at whether my team hits quota; we were at {attainment}% last quarter.',
  },
};

const OBJECTIONS: Record<Scenario, readonly string[]> = {
  discovery: [
    "To be honest, I'm not convinced this is a priority this quarter. We have bigger fires.",
    'We already have the {system} and a few workarounds. Why would we add another tool?',
  ],
  objection: [
    'Your price is well above what we expected. {competitor} came in about 30% cheaper.',
    'Switching away from what we have sounds painful. My team has no bandwidth for a migration.',
    "How do I know this won't end up like the last tool we bought and nobody used?",
  ],
  closing: [
    'Before I sign anything, legal and security need to review it, and that usually takes weeks.',
    "If we commit this quarter, I'd need a better price than what's on the proposal.",
  ],
  multithreading: [
    "I'm not the one who makes this call; the budget sits with {economicBuyer}.",
    '{stakeholder} will push back; that team built its own workaround and is attached to it.',
  ],
};

const FIRST = ['Karen', 'Steve', 'Nadia', 'Paul', 'Ingrid', 'Omar', 'Julia', 'Ben', 'Leila', 'Victor'];
const LAST = ['Adams', 'Berg', 'Costa', 'Doyle', 'Evans', 'Ferreira', 'Hughes', 'Ito', 'Klein', 'Lopez'];

/** $450k, $1.2M */
const formatThousands = (amount: number): string =>
  amount >= 1_000_000 ? `$${(amount / 1_000_000).toFixed(1).replace(/\.0$/, '')}M` : `$${Math.round(amount / 1000)}k`;

/** Capitalises each sentence's first letter once placeholders are filled ("another vendor came in..."). */
const sentenceCase = (text: string): string =>
  text.replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());

const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

/** The first competitor named in the seller's profile, else a generic alternative. */
function competitorOf(setup: RoleplaySetup): string {
  const named = setup.sellerProfile?.competitors
    ?.split(/[,;\n]| and /i)
    .map((c) => c.trim())
    .find(Boolean);
  return named ?? 'another vendor';
}

export function buyerFacts(setup: RoleplaySetup): BuyerFacts {
  const random = seededRandom(setup.seed, 'facts');
  const industry = industryFor(seededRandom(setup.seed, 'world'), setup.sellerProfile);
  // Finance lives in the ERP; technical and operational buyers in the industry's core system.
  const system = setup.persona === 'cfo' ? 'ERP' : industry.coreSystem;
  const pick = () => `${random.pick(FIRST)} ${random.pick(LAST)}`;
  const economicBuyer = setup.persona === 'cfo' ? `${pick()}, our CEO` : `${pick()}, our CFO`;
  const economicBuyerName = economicBuyer.split(',')[0];
  const technical = setup.persona === 'cto' ? `${pick()}, my lead architect` : `${pick()}, our Head of IT`;
  const operations = setup.persona === 'champion' ? `${pick()}, who runs the other regional team` : `${pick()}, our Director of Operations`;
  const stakeholders = [economicBuyer, technical, operations];
  const competitor = competitorOf(setup);
  const values: Record<string, string | number> = {
    system,
    pct: random.int(8, 22),
    hires: random.int(4, 15),
    money: formatThousands(random.int(3, 12) * 100_000),
    days: random.int(9, 15),
    tickets: random.int(25, 60),
    weeks: random.int(6, 14),
    outages: random.int(2, 5),
    hours: random.int(5, 10),
    delivery: random.int(55, 75),
    accuracy: random.int(70, 84),
    response: random.int(12, 36),
    attainment: random.int(78, 92),
    economicBuyer,
    stakeholder: operations.split(',')[0],
    competitor,
    budget: formatThousands(random.int(4, 30) * 10_000),
    threshold: formatThousands(random.int(2, 10) * 25_000),
    event: random.pick(['our next board meeting', 'the start of next quarter', 'our annual planning cycle', 'peak season']),
  };

  const profilePain = setup.sellerProfile?.problemSolved?.trim();
  const pains = random.sample(PAINS[setup.persona], 2).map((p) => ({
    summary: fill(p.summary, values),
    detail: fill(p.detail, values),
    impact: fill(p.impact, values),
  }));
  // The seller's own problem statement becomes the buyer's first pain, so practice fits what they sell.
  if (profilePain) {
    const sentence = profilePain.replace(/[.!]+$/, '');
    pains[0] = {
      summary: sentence,
      detail: `The thing that keeps coming up in our leadership meetings: ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}. ${pains[0].detail}`,
      impact: pains[0].impact,
    };
  }

  const guardedBudget =
    setup.difficulty === 'hard'
      ? "There's no budget line for this yet. It would have to come out of existing spend, which means replacing something."
      : `We have roughly ${values.budget} we could put toward this year, but it isn't ring-fenced.`;
  const cfoLed = setup.persona === 'cfo';
  const topics: Record<Topic, TopicFact> = {
    'current-state': {
      brief: `We run it on the ${system} and spreadsheets.`,
      open: `Today it's the ${system} plus a lot of spreadsheets. About ${random.int(8, 40)} people touch the process every week, and much of it is copy-paste between systems.`,
      deep: 'Honestly, the workarounds are the real process. One person keeps a master spreadsheet that nobody else fully understands.',
    },
    pain: { brief: 'There are a few rough edges, like anywhere.', open: pains[0].detail, deep: pains[1].detail },
    impact: {
      brief: 'It costs us something, sure.',
      open: pains[0].impact,
      deep: `${pains[1].impact} If nothing changes before ${values.event}, it lands on my desk.`,
    },
    metrics: {
      brief: 'We track it, yes.',
      open: fill(METRICS[setup.persona].open, values),
      deep: fill(METRICS[setup.persona].deep, values),
    },
    budget: {
      brief: 'Budget is tight this year.',
      open: guardedBudget,
      deep: cfoLed
        ? `If the business case holds, I can find the money; anything over ${values.threshold} also goes to our CEO.`
        : `That's controlled by ${economicBuyer}. If the case is strong, money tends to appear; without one, nothing happens.`,
    },
    'decision-process': {
      brief: "There's a process, yes.",
      open: `Anything above ${values.threshold} needs sign-off from ${economicBuyer}, then procurement, with a security review in parallel.`,
      deep: `Realistically ${values.weeks} weeks end to end, and procurement won't start until there's a written business case.`,
    },
    'decision-maker': {
      brief: cfoLed ? 'I sign off on spend, yes.' : 'Not me alone, no.',
      open: cfoLed
        ? `I own the budget, though anything over ${values.threshold} also goes to ${economicBuyer}.`
        : `Final sign-off is with ${economicBuyer}. I can recommend, and my recommendation carries weight.`,
      deep: cfoLed
        ? `The CEO will follow my call if ${technical.split(',')[0]} is comfortable on the technical side.`
        : `${economicBuyerName} will ask one question: what's the payback? If I can't answer it, it stops there.`,
    },
    stakeholders: {
      brief: 'A few people would be involved.',
      open: `${technical}, would care about integration and security, and ${operations}, about what it means for their team's day.`,
      deep: `${operations.split(',')[0]} will be the hardest to convince; they built their own workaround. I'd bring them in early rather than late.`,
    },
    criteria: {
      brief: 'We have a list of requirements.',
      open: fill(CRITERIA[setup.persona], values),
      deep: 'And whoever we pick has to show us a customer like us that went live without drama.',
    },
    timeline: {
      brief: 'Sometime this year, ideally.',
      open: `We'd want something live before ${values.event}.`,
      deep: "If we miss that window, this goes back into next year's planning and probably loses its sponsor.",
    },
    competition: {
      brief: "We're looking at options.",
      open: `We're also talking to ${competitor}, and building something in-house has come up.`,
      deep: `${competitor} is cheaper on paper. What would tip it is proof that we'd be live faster and need less of my team's time.`,
    },
    'future-state': {
      brief: 'Things would be smoother, obviously.',
      open: `Ideally: ${setup.buyer.goal.charAt(0).toLowerCase()}${setup.buyer.goal.slice(1)}. If we fixed ${pains[0].summary}, my week would look very different.`,
      deep: `If we solved ${pains[1].summary} as well, I could go to ${economicBuyerName} with a real win instead of another project update.`,
    },
  };

  return {
    topics,
    pains: pains.map((p) => `${p.summary}: ${p.detail} Impact: ${p.impact}`),
    painSummaries: pains.map((p) => p.summary),
    economicBuyer,
    stakeholders,
    objections: OBJECTIONS[setup.scenario].map((o) => sentenceCase(fill(o, values))),
    acceptableNextStep:
      setup.scenario === 'multithreading'
        ? `a meeting that includes ${economicBuyerName}`
        : 'a concrete follow-up with a date and the right people in it',
  };
}

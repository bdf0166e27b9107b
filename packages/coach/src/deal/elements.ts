// What the offline coach looks for in deal notes, per methodology element: the cues that show an
// element is covered, the details a complete answer has (each with the question that fills it), and
// the questions to ask when the element is missing altogether.

export interface ElementCheck {
  /** Matches a sentence that supplies this detail. */
  test: RegExp;
  /** Said when no evidence sentence supplies it. */
  openPoint: string;
  question: string;
}

/** Anything with `test(sentence)`: a RegExp or a predicate. */
export interface Cue {
  test(sentence: string): boolean;
}

export interface ElementRule {
  cues: Cue[];
  checks: ElementCheck[];
  /** Asked when the notes say nothing about the element (first ones matter most). */
  questions: string[];
}

// A measurable amount: money, a percentage, time, a ratio. Head counts ("40 drivers") are situation, not metrics.
const QUANTITY = /(?:[$€£]\s?\d|\d[\d,.]*\s?(?:%|percent|k\b|m\b|mm\b|million|thousand|hours?|hrs|days?|weeks?|months?|minutes?|mins?|x\b|tickets|deals|customers)|\d\/\d|\b(?:half|double|triple)\b)/i;
// What turns an amount into a metric: a change, a loss, a baseline measurement or a threshold.
const MEASURE = /\b(?:reduc|cut|lower|decreas|increas|improv|grow|rais|boost|sav|shorten|speed|doubl|tripl|halv|recover|avoid|eliminat|delay|target|goal|aim|cost|los[et]|losing|wast|spend|spent|burn|write-offs?|roi|payback|return|takes?|took|runs? at|rate|average|backlog|(?:is|are|was|were) (?:about |around |roughly |now )?[$€£]?\d|under|below|above|over|less than|more than|at least|within|from\b[^.]{1,40}\bto\b)/i;

/** True when a sentence quantifies value or cost: an amount tied to a change, a loss, a baseline or a threshold. */
export function isQuantifiedValue(sentence: string): boolean {
  return QUANTITY.test(sentence) && MEASURE.test(sentence) && !COMMERCIAL_TERMS.test(sentence);
}

// Numbers about our price ("a 20% discount") are negotiation, not the buyer's value.
const COMMERCIAL_TERMS = /\b(?:discount|our price|pricing|quote|list price)\b/i;

const PAIN = /\b(?:pain(?:s|ful)?|struggl\w*|frustrat\w*|problems?|challeng(?:e|es|ing)|issues?|bottlenecks?|broken|manual(?:ly)?|spreadsheets?|error-prone|errors?|mistakes|slow(?:er|ly)?|delays?|delayed|churn\w*|los(?:e|es|ing)|wast(?:e|es|ed|ing)|cost(?:s|ing)? (?:them|us|the (?:business|company|team))|complain\w*|can't|cannot|unable|overwhelmed|burn(?:ing|ed|t)? ?out|backlog|outages?|downtime|fines?|audit findings?|too (?:long|slow|much|many)|headaches?|inefficien\w*|painful|firefighting|fragmented|siloed|visibility|drowning|stuck|failing|failed|by hand|re-?work|re-?key\w*|late (?:deliveries|payments|shipments|invoices|orders)|(?:went|gone|going) up|rising|no-shows?|stockouts?|abandon\w*|drop(?:ped|s)?|drop-?off|declin\w*|inaccurate|write-offs?|mislabell?ed|confusion|noise|poor|long (?:lines|queues|waits?)|unplanned|lost|(?:always|often|usually|constantly|frequently|running) late|week-old|out of date|outdated)\b/i;

const CURRENT_STATE = /\b(?:currently|\w+s? (?:spend|spends|take|takes) (?:about |around |roughly |up to )?\d+|(?:is|are) (?:done|handled|tracked|managed|kept|run|processed|booked|scheduled) (?:on|in|by|with|through|manually)|paper|data sits in|today(?:,)? (?:they|the team|their|it)|at the moment|right now|they (?:use|run|have|rely)|they're (?:using|running|on)|(?:are|is) using|run(?:s|ning)? (?:on|everything)|(?:team|staff|department|org) of \d+|\d+ (?:people|reps|sellers|employees|users|agents|staff|engineers|analysts|locations|stores|sites|warehouses|clinics|branches|nurses|drivers)|headcount|existing (?:system|process|tool|vendor|setup|contract|solution)|current (?:system|process|tool|vendor|setup|stack|workflow|solution)|in-house|homegrown|home-grown|legacy|(?:built|done|handled|tracked|managed) (?:in|on|by|with|through) (?:excel|spreadsheets|email|hand|a spreadsheet|\w+ tool)|uses? (?:excel|spreadsheets|salesforce|hubspot|sap|oracle|netsuite|zendesk|jira|workday|a mix))\b/i;

const IMPLICATION = /\b(?:(?:that|this) means|los(?:e|es|ing|t) (?:about |around |roughly |up to )?(?:[$€£]?\d+|revenue|money|customers|deals|business)|forc(?:ed|es|ing)|delay(?:ing|ed|s) (?:a|the|their)|driv(?:es|ing) (?:their|the)|will miss|miss(?:ing)? (?:the|their)|which means|meaning (?:they|that|the)|as a result|result(?:s|ed|ing)? in|leads? to|leading to|led to|caus(?:es|ed|ing)|knock-on|downstream|impact(?:s|ed|ing)?|costs? (?:them|the business|the company)|costing|lost (?:revenue|deals|customers|sales|renewals|productivity)|revenue (?:loss|at risk|leak\w*)|at risk|missed (?:targets?|quota|deadlines?|slas?|forecast)|miss(?:ing)? (?:their|the) (?:number|targets?|quota|forecast)|churn(?:ed)? (?:customers|accounts)|fines?|penalt\w+|overtime|turnover|attrition|hurt(?:s|ing)?|damag\w+|reputation|escalat\w+|slip(?:s|ped|ping)?)\b/i;

const NEED_PAYOFF = /\b(?:if (?:they|we|he|she|the team) could|would (?:allow|let|enable|free|save|mean|help|give|make|cut|remove|be worth)|worth (?:it|\$|\d|a lot)|value of (?:fixing|solving)|in (?:their|his|her) (?:own )?words|(?:said|says|told us|agreed|admitted) (?:it|that|this) would|that would (?:be|mean|let|free|save)|could (?:save|free up|reinvest|redeploy|finally)|game[- ]changer|be able to)\b/i;

const FUTURE_STATE = /\b(?:future state|want(?:s|ed)? to (?:get|be|reach|achieve|move|hit|have|scale|grow|double|cut|reduce|go|consolidate|moderni[sz]e|automate|replace|standardi[sz]e|improve|eliminate|increase|launch|expand|digiti[sz]e|centrali[sz]e)|(?:wants?|needs?|expects?) (?:a|an|the|every|all|full|zero)\b[^.]{0,60}\b(?:live|in place|by|before|within|under|below|above|ready)|want(?:s|ed)? (?:the team|them|her team|his team|everyone|every \w+) to|want(?:s)? (?:faster|better|more|fewer|less|lower|higher|quicker|real-time)|(?:cut|reduce|bring|get) [^.]{0,30}\b(?:to|under|below) (?:\d+|zero)|success criteria|(?:they|she|he|we) target|targets? (?:is|of|for)|goal (?:is|was|for)|goals? (?:are|for)|aim(?:s|ing)? (?:to|for)|target(?:s|ing)? (?:is|of|for)|vision|ideal(?:ly)?|desired|success (?:looks|would look|means)|where (?:they|he|she) want(?:s)? to be|looking to (?:reach|get|hit|double|grow|scale|cut|reduce|move)|plan(?:s|ning)? to (?:reach|get|hit|double|grow|scale|expand|launch|cut))\b/i;

const GAP = /\b(?:gap|the difference between|instead of (?:the )?\d|from (?:about |around |roughly )?[$€£]?\d[^.,;]{0,20} to [$€£]?\d+|short of|falling (?:behind|short)|behind (?:target|plan|goal)|can't get there|won't (?:get|reach) (?:there|it)|cost of (?:inaction|doing nothing|waiting|delay)|if nothing changes|(?:is|feels|are) urgent|urgency|compelling event|hard deadline|no way to (?:reach|hit|get))\b/i;

export const ELEMENT_RULES: Record<string, ElementRule> = {
  // ---- MEDDIC ----
  metrics: {
    // Asking for an ROI is not having one: only stated measures and quantified value count.
    cues: [/\b(?:kpis?|success metrics?)\b/i, { test: isQuantifiedValue }],
    checks: [
      { test: /[$€£]\s?\d|\d[\d,.]*\s?(?:k|m|mm|million|thousand)\b|\b(?:revenue|cost|savings?|budget)\b/i, openPoint: 'No money value is attached yet.', question: 'What is that worth in money per year: revenue gained, cost removed or risk avoided?' },
      { test: /\b(?:q[1-4]|(?:by|before|in|during) (?:the end|next|peak|year-end|january|february|march|april|may|june|july|august|september|october|november|december|20\d\d)|within \d+|per (?:month|quarter|year)|annual\w*|a year|each month|every month)\b/i, openPoint: 'No time frame for the result.', question: 'By when do they need to see that result, and how will they measure it?' },
    ],
    questions: [
      'How will you measure success twelve months after go-live, and what is the number today?',
      'What does this problem cost per month in hours, revenue or risk?',
      'Which KPI is the sponsor personally measured on, and how would this move it?',
    ],
  },
  'economic-buyer': {
    cues: [
      /\b(?:economic buyer|EB|budget (?:owner|holder)|owns? the (?:\w+ )?(?:budget|p&l)|holds? the (?:\w+ )?budget|controls? the (?:\w+ )?(?:budget|spend)|sign(?:s|ed|ing)? off|final (?:say|sign-?off|approval|decision|call|word)|signing authority|sign(?:s)? the (?:contract|deal|po|order)|approv(?:e|es|ed|ing) (?:the )?(?:\w+ )?(?:spend|budget|purchase|deal|investment|contracts?)|(?:approval|sign-off) from (?:the )?(?:cfo|ceo|coo|cro|cio|vp|svp|evp|president|board|owner))\b/i,
      /\b(?:cfo|ceo|coo|cro|cio|cto|cso|vp|president|svp|evp|chief \w+ officer|managing director|managing partner|general manager|founder|owner|board)\b[^.]{0,60}\b(?:approv\w*|signs?|signing|budget|decides?|final)\b/i,
      /\b(?:approv\w*|signs?|signing|budget|decision)\b[^.]{0,40}\b(?:cfo|ceo|coo|cro|cio|president|svp|evp|founder|managing director)\b/i,
    ],
    checks: [
      { test: /\b(?:met|meeting with|spoke (?:to|with)|call with|talked (?:to|with)|lunch with|presented to|in the room)\b/i, openPoint: 'No sign you have met the economic buyer yourself.', question: 'Can your contact set up 20 minutes with the economic buyer to confirm the business case?' },
      { test: /\b(?:priorit\w*|cares? about|wants?|goal|measured on|concern\w*|worried)\b/i, openPoint: "The economic buyer's own priorities are not recorded.", question: 'What does the economic buyer need to believe to approve this, and what else competes for the same budget?' },
    ],
    questions: [
      'Who will sign the contract, and who can say no after everyone else says yes?',
      'What is the approval threshold for a purchase of this size, and who sits above it?',
      'Can you help me get 20 minutes with the budget owner to validate the business case?',
    ],
  },
  'decision-criteria': {
    cues: [
      /\b(?:decision criteria|criteria|requirements?|must[- ]haves?|nice[- ]to[- ]haves?|deal[- ]?breakers?|scorecard|evaluat\w+ (?:on|against|based)|compar\w+ (?:us|vendors|options) (?:on|against)|need(?:s)? (?:it|the tool|the platform|the solution|a solution|a tool|something) (?:to|that)|(?:has|have) to (?:integrate|support|be|work|handle|meet)|must (?:integrate|support|be|have|comply|work|handle|meet)|non-negotiable|key factors?|deciding factors?|compar\w+ (?:us|vendors|options)[^.]{0,40}\bon\b|looking for (?:a|an|something) (?:tool|platform|solution|vendor|partner) (?:that|with))\b/i,
      /\b(?:soc ?2|iso ?27001|gdpr|hipaa|sso|single sign-on|data residency|uptime sla)\b/i,
    ],
    checks: [
      { test: /\b(?:technical|integrat\w*|security|soc ?2|sso|api|performance|uptime)\b/i, openPoint: 'Technical criteria are not written down.', question: 'Which technical requirements (integrations, security, scale) will rule a vendor out?' },
      { test: /\b(?:price|pricing|cost|roi|budget|payback|value|business)\b/i, openPoint: 'Business or financial criteria are not written down.', question: 'How will they weigh price against outcome, and who sets that weighting?' },
    ],
    questions: [
      'What criteria will you use to compare the options on your shortlist, and how are they weighted?',
      'Which requirement would rule a vendor out straight away?',
      'Who wrote the requirements, and has the economic buyer agreed with them?',
    ],
  },
  'decision-process': {
    cues: [
      /\b(?:decision process|buying process|approval process|procurement|legal review|security review|infosec|security questionnaire|vendor (?:review|onboarding|assessment|risk)|rfp|rfi|shortlist(?:ed)?|proof of concept|poc|(?:a|the) pilot|pilot (?:with|in|of|runs?|phase|first|then|kickoff|program)|steering committee|board (?:meeting|approval)|(?:sign|signed|decide|decision|close|signature) (?:by|before|in) (?:q[1-4]|the end|end of|january|february|march|april|may|june|july|august|september|october|november|december|\d)|decision date|timeline|go-?live|paper process|msa|redlines?|budget cycle|fiscal year|committee|approval chain|sign-off process)\b/i,
      /\b(?:first|then|after that|next)\b[^.]{0,40}\b(?:legal|procurement|security|cfo|board|committee|sign|approval|review)\b/i,
      /\b(?:next steps?|agreed to|scheduled|booked|planned for)\b[^.]{0,40}\b(?:\d{1,2} (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w* \d{1,2}|q[1-4]|next week|monday|tuesday|wednesday|thursday|friday)\b/i,
    ],
    checks: [
      { test: /\b(?:q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|\d{1,2}\/\d{1,2}|weeks?|days?|end of|deadline|date)\b/i, openPoint: 'No dates on the decision steps.', question: 'What date do they need to sign by to hit their go-live, and what happens on each step before it?' },
      { test: /\b(?:procurement|legal|security|paper|msa|contract|redline|purchasing)\b/i, openPoint: 'The paper process (legal, procurement, security) is not mapped.', question: 'After the business says yes, what do legal, procurement and security need, and how long does each take?' },
    ],
    questions: [
      'Walk me through every step from here to a signed contract: who is involved, and when?',
      'How have you bought software of this size before, and what slowed it down?',
      'Is there a security or procurement review, and when should we start it?',
    ],
  },
  'identify-pain': {
    cues: [PAIN],
    checks: [
      { test: IMPLICATION, openPoint: 'The consequence of the pain for the business is not captured.', question: 'What happens to the business if this is still unsolved in six months?' },
      { test: /\b(?:because|root cause|due to|caused by|since)\b/i, openPoint: 'The root cause of the pain is not captured.', question: 'Why does the problem happen today: process, tooling or people?' },
    ],
    questions: [
      'What made this a priority now rather than next year?',
      'Where does the current process break down, and who feels it most?',
      'What happens to the business if nothing changes?',
    ],
  },
  champion: {
    cues: [
      /\b(?:champion|advocate|internal (?:sponsor|ally|coach)|exec(?:utive)? sponsor|sponsor(?:ing|ed)? (?:this|the|us|our)|(?:sell|selling|sold|pitch|pitching|pushing|push) (?:it|this|us|the project)? ?internally|on our side|wants us to win|pushing (?:for us|for this|hard)|introduc\w+ (?:us|me) to|(?:will|offered to|agreed to) (?:set up|arrange|get us|bring us|intro\w*)|fan of|vouch\w*|went to bat|rooting for|will take (?:this|it) to|coaching us|gave us (?:the|inside|internal)|shared (?:the|their) (?:org chart|internal|budget))\b/i,
    ],
    checks: [
      { test: /\b(?:influence|power|respected|reports to|credib\w*|senior|promoted|ear of|trusted)\b/i, openPoint: "The champion's influence is not tested.", question: 'Does your champion have the influence to move the decision, and whom do they report to?' },
      { test: /\b(?:introduc\w*|set up|arrang\w*|shared|gave us|access|meeting with|org chart)\b/i, openPoint: 'No proof yet that the champion acts for you (access, information).', question: 'Will your champion introduce you to the economic buyer or share the internal evaluation notes?' },
    ],
    questions: [
      'Who inside the account benefits most if this project succeeds, and will they sell it when you are not in the room?',
      'Can your main contact introduce you to the economic buyer this week? Their answer tests whether they are a champion.',
      'What would your contact personally gain from this project: a promotion, time back, a goal met?',
    ],
  },

  // ---- Challenger ----
  teach: {
    cues: [
      /\b(?:insights?|reframe\w*|taught|teaching|shared (?:research|data|benchmarks?|a study|a report|our (?:pov|point of view|perspective|research|data))|benchmark(?:s|ed|ing)?|(?:hadn't|had not|never) (?:considered|realized|realised|thought about|looked at|connected)|didn't (?:realize|realise|know that)|eye-?opening|surprised (?:them|him|her)|showed (?:them|him|her) (?:that|how|what)|point of view|industry data|(?:their )?peers (?:are|were) (?:seeing|doing|losing))\b/i,
    ],
    checks: [
      { test: QUANTITY, openPoint: 'The insight is not backed by a number.', question: 'What number or benchmark makes the insight undeniable for this account?' },
      { test: /\b(?:agreed|reacted|nodded|asked|wanted|surprised|realized|realised|admitted|landed|resonated)\b/i, openPoint: 'No record of how the buyer reacted to the insight.', question: 'Did the buyer accept the new view of the problem, and what did they say back?' },
    ],
    questions: [
      'What is the one thing this buyer underestimates about their own problem, and what data proves it?',
      'Which hidden cost of the status quo can you show with a benchmark from their peers?',
      'How will you lead the next meeting with an insight rather than a product demo?',
    ],
  },
  tailor: {
    cues: [
      /\b(?:tailor\w*|customi[sz]ed (?:the|our) (?:pitch|message|deck|demo|pov)|(?:for|to) (?:the |their |our |her |him)?(?:[\w-]+ ){0,2}(?:cfo|cto|ceo|cio|coo|ciso|cro|vp|head|director|manager|team|gms?|buyers?|users?|finance|it)?(?:,)? (?:we|i) (?:focused|framed|positioned|led|showed|emphasi[sz]ed|talked)|positioned (?:it|us|the|our)|spoke to (?:their|his|her) (?:goals|priorities|kpis)|each stakeholder|different (?:angle|message|story) for|framed (?:it|this|the \w+|our \w+) (?:differently|as|around|for))\b/i,
    ],
    checks: [
      { test: /\b(?:cfo|cto|ceo|cio|ciso|coo|cro|vp|head|director|manager|finance|it|ops|operations)\b[^.]*\b(?:and|while|whereas)\b/i, openPoint: 'Only one stakeholder has a tailored message.', question: 'What does each other stakeholder (finance, IT, end users) care about, and what message fits each?' },
    ],
    questions: [
      'What is each stakeholder measured on, and how does this deal move that number for them?',
      'How will you reframe the message for finance versus the day-to-day users?',
      'Which stakeholder is most sceptical, and what proof do they need?',
    ],
  },
  'take-control': {
    cues: [
      /\b(?:pushed back|push back|took control|mutual (?:action|close|success) plan|close plan|set (?:a |the )?(?:deadline|date|agenda|expectations?)|asked (?:for|them for) (?:a |the )?(?:commitment|decision|signature|meeting|introduction|intro)|(?:discussed|raised|talked about|put|addressed) (?:pricing|price|budget|money|cost)(?: \w+)? (?:openly|upfront|up front|early|directly|on the table)|held (?:firm|our ground|the price)|(?:wouldn't|would not|didn't|did not|refused to) (?:discount|budge|drop the price)|constructive tension|challenged (?:them|him|her|their)|(?:agreed|committed) (?:on|to) (?:next steps|a timeline|a date|a decision date|a close plan)|(?:i|we) (?:proposed|insisted|requested|recommended) (?:on|a|an|the|that))\b/i,
    ],
    checks: [
      { test: /\b(?:date|deadline|by (?:q[1-4]|\w+day|the end|end of)|timeline|on the \d)\b/i, openPoint: 'No dated commitment from the buyer.', question: 'What dated commitment will you ask for at the end of the next meeting?' },
      { test: /\b(?:price|pricing|budget|money|cost|discount|commercials?)\b/i, openPoint: 'Money has not been discussed openly.', question: 'Have you tested budget and price directly, before procurement does?' },
    ],
    questions: [
      'What next step with a date will you ask the buyer to commit to?',
      'Where is the buyer stalling, and how will you name it respectfully?',
      'Have you put price and budget on the table, or are you waiting for procurement to do it?',
    ],
  },

  // ---- SPIN ----
  situation: {
    cues: [CURRENT_STATE],
    checks: [
      { test: /\b(?:use|using|run|running|on|tool|system|excel|spreadsheet|platform)\b/i, openPoint: 'The tools and systems in use are not described.', question: 'Which tools and systems do they use for this today, and who owns them?' },
    ],
    questions: [
      'How does the team handle this process today, and with which tools?',
      'How many people are involved, and how is the work split?',
    ],
  },
  problem: {
    cues: [PAIN],
    checks: [
      { test: /\b(?:because|root cause|due to|caused by|since|when)\b/i, openPoint: 'When and why the problem happens is not captured.', question: 'When does the problem show up, and what causes it?' },
    ],
    questions: [
      'Where does the current approach break down?',
      'What frustrates the team most about the way it works today?',
      'How often does that happen?',
    ],
  },
  implication: {
    cues: [IMPLICATION],
    checks: [
      { test: QUANTITY, openPoint: 'The consequences are not quantified.', question: 'What does that cost per month or per quarter, in money or time?' },
    ],
    questions: [
      'When that happens, what does it cost you in time, money or customers?',
      'Who else in the business feels the effect of this problem?',
      'What happens to this quarter\'s targets if it keeps happening?',
    ],
  },
  'need-payoff': {
    cues: [NEED_PAYOFF],
    checks: [
      { test: QUANTITY, openPoint: 'The buyer has not put a value on the payoff.', question: 'If that were solved, what would it be worth to the business, in their own numbers?' },
    ],
    questions: [
      'If you could solve that, what would it mean for your team?',
      'How would fixing this help you hit your goals this year?',
      'What would you do with the time you got back?',
    ],
  },

  // ---- Gap Selling ----
  'current-state': {
    cues: [CURRENT_STATE],
    checks: [
      { test: QUANTITY, openPoint: 'The current state has no baseline numbers.', question: 'What are the baseline numbers today (volume, time, cost, error rate)?' },
    ],
    questions: [
      'Describe how this works today, step by step, and what results it produces.',
      'What are the baseline numbers today (volume, time, cost, error rate)?',
    ],
  },
  problems: {
    cues: [PAIN],
    checks: [
      { test: /\b(?:because|root cause|due to|caused by|since)\b/i, openPoint: 'The root cause is not identified.', question: 'What is the root cause of that problem?' },
    ],
    questions: [
      'What is the biggest problem with how things work today?',
      'What is the root cause of that problem?',
    ],
  },
  impact: {
    cues: [IMPLICATION, /\b(?:costs? (?:them|us|the)|\$[\d,.]+\s?(?:k|m|million)?\s+(?:a|per|each) (?:year|month|quarter))\b/i],
    checks: [
      { test: QUANTITY, openPoint: 'The impact is not quantified.', question: 'What does that problem cost each month, in money or hours?' },
    ],
    questions: [
      'What does that problem cost you each month?',
      'How does it affect the people doing the work, and your customers?',
    ],
  },
  'future-state': {
    cues: [FUTURE_STATE],
    checks: [
      { test: QUANTITY, openPoint: 'The future state is not measurable yet.', question: 'What would good look like a year from now, in numbers?' },
    ],
    questions: [
      'Where do you want to be twelve months from now, in measurable terms?',
      'What would have to be true for this project to count as a success?',
    ],
  },
  gap: {
    cues: [GAP],
    checks: [
      { test: /\b(?:urgent|urgency|deadline|by (?:q[1-4]|the end|end of)|compelling|before)\b/i, openPoint: 'No reason the gap must close by a date.', question: 'What happens if the gap is still open next quarter, and what deadline makes that matter?' },
    ],
    questions: [
      'What happens if nothing changes?',
      'How far is today from where you need to be, and by when must it close?',
    ],
  },
};

/**
 * Sentences that say an element is NOT known yet ("We don't know who signs", "no champion yet").
 * Such a sentence is quoted as a gap, never as evidence.
 */
export const GAP_STATEMENT = /\b(?:unknown|unclear|unsure|not sure|no idea|not (?:yet )?(?:known|clear|identified|confirmed|defined|mapped|discussed)|(?:do|does|did)(?:n't| not) (?:yet )?know|(?:have|has|had)(?:n't| not) (?:yet )?(?:met|identified|confirmed|found|spoken|talked|seen|discussed|defined|mapped|established|asked|shared|mentioned|engaged|been able)|(?:no|without (?:a|any)) (?:clear |real |defined |identified )?(?:champion|economic buyer|budget owner|access|criteria|decision process|process|timeline|metrics|numbers|sponsor|date)|tbd|to be (?:confirmed|determined)|(?:did not|didn't|does not|doesn't|won't) (?:want to )?(?:talk|discuss|share|admit)|no real pain|left the company|has left|no longer|need to (?:find out|confirm|identify|figure out|understand|learn)|still need to|open question|never (?:met|spoken))\b/i;

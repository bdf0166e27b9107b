// The offline coach's follow-up answers: it recognises what the seller asks about and answers from
// this deal's notes and its analysis, quoting the notes.
import type { ChatMessage } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import type { DealContext } from '../types.js';
import { assessElement, type ElementCoverage } from './coverage.js';
import { adviseDeal, type DealFacts, dealFacts, profileCompetitors } from './deal-facts.js';
import { keywords, quote, type Sentence } from './notes.js';

type Topic = 'email' | 'economic-buyer' | 'competitor' | 'champion' | 'pricing' | 'risks' | 'next-steps' | 'questions' | 'gaps';

const TOPICS: Array<[Topic, RegExp]> = [
  ['email', /\b(?:e-?mail|draft|write (?:a|the|me)|follow[- ]?up (?:note|message|mail))\b/i],
  [
    'economic-buyer',
    /\b(?:economic buyer|eb|budget (?:owner|holder)|who signs|sign(?:s|ing)? off|approv\w*|cfo|ceo|decision[- ]maker|executive|exec)\b/i,
  ],
  ['competitor', /\b(?:compet\w*|versus|vs\.?|against|incumbent|alternatives?|beat|displace|switch(?:ing)? from)\b/i],
  ['champion', /\b(?:champion|sponsor|advocate|ally|insider)\b/i],
  ['pricing', /\b(?:price|pricing|discount\w*|negotiat\w*|procurement|too expensive)\b/i],
  ['risks', /\b(?:risks?|risky|worr\w*|concerns?|red flags?|danger|go wrong|lose|losing|stall\w*)\b/i],
  ['next-steps', /\b(?:next steps?|plan|close|closing|move (?:it )?forward|accelerate|speed up|priorit\w*|what should i do)\b/i],
  ['questions', /\b(?:ask|questions?|discovery|call|meeting)\b/i],
  ['gaps', /\b(?:miss\w*|gaps?|lack\w*|weak\w*|unknown|blind ?spots?|improve|strength\w*)\b/i],
];

function topicOf(question: string, facts: DealFacts, ctx: DealContext): Topic | null {
  const competitorNames = [...facts.competitors, ...profileCompetitors(ctx)];
  if (competitorNames.some((name) => question.toLowerCase().includes(name.toLowerCase()))) return 'competitor';
  return TOPICS.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

const THIRD_PERSON_VERBS: Record<string, string> = {
  wants: 'want',
  needs: 'need',
  says: 'say',
  has: 'have',
  is: 'are',
  thinks: 'think',
  expects: 'expect',
  plans: 'plan',
  hopes: 'hope',
};

/**
 * Notes written about the buyer ("they lose 20 hours", "Dana wants...") addressed to the buyer
 * ("you lose 20 hours", "you want...").
 */
function toSecondPerson(text: string, buyerName: string | null): string {
  const named = buyerName
    ? text.replace(
        new RegExp(`\\b${buyerName}(?:\\s+\\p{Lu}[\\p{L}'-]+)?(?:\\s*\\([^)]*\\))?\\s+(\\w+)`, 'gu'),
        (_m, verb: string) => `you ${THIRD_PERSON_VERBS[verb.toLowerCase()] ?? verb}`,
      )
    : text;
  const swapped = named
    .replace(/\bthey're\b/gi, "you're")
    .replace(/\bthey've\b/gi, "you've")
    .replace(/\bthey\b/gi, 'you')
    .replace(/\btheir\b/gi, 'your')
    .replace(/\bthem\b/gi, 'you');
  return swapped.charAt(0).toUpperCase() + swapped.slice(1);
}

/** The first prospect's first name, when it is a plain word. */
function firstName(ctx: DealContext): string | null {
  const name = ctx.prospectNames
    ?.split(/[,;&]|\band\b/)[0]
    ?.trim()
    .split(/\s+/)[0];
  return name && /^[\p{L}'-]+$/u.test(name) ? name : null;
}

/** The next step offered to the buyer in an e-mail: the biggest open qualification point, asked as a favour. */
function emailNextStep(facts: DealFacts): string {
  const q = facts.qualification;
  if (q['economic-buyer'].status !== 'covered')
    return 'set up a short call with whoever approves this investment, to confirm the business case together';
  if (q['decision-process'].status !== 'covered')
    return 'map the steps and dates from here to a decision together, so nothing surprises either of us';
  if (q.metrics.status !== 'covered') return 'put numbers on what this problem costs you today, so we can size the return properly';
  return facts.stage === 'negotiation' || facts.stage === 'closing'
    ? 'agree the remaining steps and dates up to signature'
    : 'schedule our next conversation to go through the proposal together';
}

const bullets = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

function evidenceLine(element: ElementCoverage): string {
  return element.status === 'covered'
    ? `Your notes show it: "${quote(element.evidence[0].text)}"`
    : element.status === 'unconfirmed'
      ? `Your notes say it is still open: "${quote(element.evidence[0].text)}"`
      : 'Your notes do not cover it yet.';
}

function answerEmail(ctx: DealContext, facts: DealFacts, elements: ElementCoverage[]): string {
  // The pain and the numbers, each from its own sentence: one sentence often shows both.
  const used = new Set<number>();
  const heard = [facts.qualification['identify-pain'], facts.qualification.metrics]
    .filter((e) => e.status === 'covered')
    .flatMap((e) => {
      const sentence = e.evidence.find((s) => !used.has(s.index));
      if (!sentence) return [];
      used.add(sentence.index);
      return [toSecondPerson(quote(sentence.text), firstName(ctx))];
    });
  const asks = elements
    .filter((e) => e.status !== 'covered')
    .flatMap((e) => e.nextQuestions.slice(0, 1))
    .slice(0, 2);
  const lines = [
    'Here is a follow-up e-mail built from your notes. Edit the tone to fit how you speak with this buyer.',
    '',
    `**Subject:** ${ctx.dealName ? `${ctx.dealName}: ` : ''}recap and next steps`,
    '',
    `Hi ${firstName(ctx) ?? 'there'},`,
    '',
    'Thank you for your time. To make sure I understood correctly, here is what I heard:',
    heard.length > 0 ? bullets(heard) : '- (Add the main problem they described: your notes do not state one yet.)',
  ];
  if (asks.length > 0) lines.push('', 'To shape a proposal that fits, could you help me with a few points?', bullets(asks));
  lines.push('', `As a next step, I suggest we ${emailNextStep(facts)}. Does that work for you?`);
  lines.push('', 'Best regards,');
  return lines.join('\n');
}

function answerEconomicBuyer(facts: DealFacts): string {
  const eb = facts.qualification['economic-buyer'];
  const champion = facts.qualification.champion;
  const lines = [`**Economic buyer.** ${evidenceLine(eb)}`, ''];
  if (eb.status === 'covered') {
    lines.push(
      'You know who it is; the aim now is a direct conversation about the business case.',
      bullets(eb.nextQuestions.length > 0 ? eb.nextQuestions : ['Confirm in that meeting what they need to see to approve, and by when.']),
    );
  } else {
    lines.push(
      'How to reach them:',
      bullets([
        champion.status === 'covered'
          ? `Go through your champion: "${quote(champion.evidence[0].text)}" Ask them to set up 20 minutes with whoever approves the budget.`
          : 'Ask your main contact directly: "Who besides you needs to approve an investment like ' +
            'this?" Their answer tells you whether they can become a champion.',
        'Give the economic buyer a reason to meet: a one-page business case with the cost of the problem and the expected return.',
        'Offer a short, executive-level meeting (20 minutes) with a peer from your side.',
      ]),
    );
  }
  return lines.join('\n');
}

function answerCompetitor(ctx: DealContext, facts: DealFacts, question: string): string {
  const known = [...new Set([...facts.competitors, ...profileCompetitors(ctx)])];
  const named = known.filter((name) => question.toLowerCase().includes(name.toLowerCase()));
  // A competitor the notes never mention, named in the question ("How do I beat Gong?").
  const asked = /\b(?:beat|against|versus|vs\.?|handle|displace|from|with)\s+(\p{Lu}[\p{L}\d.&-]*)/u.exec(question)?.[1];
  const competitors = named.length > 0 ? named : asked ? [asked] : facts.competitors;
  const mentions = facts.sentences.filter((s) => competitors.some((c) => s.text.toLowerCase().includes(c.toLowerCase())));
  const differentiation = ctx.sellerProfile?.differentiation;
  const criteria = facts.qualification['decision-criteria'];
  const lines = [
    competitors.length > 0 ? `**Handling ${competitors.join(' and ')}.**` : '**Competition.** No competitor is named in your notes.',
  ];
  if (mentions.length > 0) lines.push(`Your notes: "${quote(mentions[0].text)}"`);
  lines.push(
    '',
    bullets([
      competitors.length > 0
        ? 'Do not attack the competitor. Ask what they like about the alternative, then ask what they would still need that it does not give them.'
        : 'Ask directly who else they are evaluating, including doing nothing or building it themselves.',
      differentiation
        ? `Lead with your difference: ${differentiation}. Turn it into a decision criterion the buyer agrees matters.`
        : 'Add your differentiation to your seller profile so the coach can use it here.',
      criteria.status === 'covered'
        ? `Tie your strengths to the criteria they gave you: "${quote(criteria.evidence[0].text)}"`
        : 'Their decision criteria are not in your notes: set them with the buyer before the comparison starts, or it will come down to price.',
    ]),
  );
  return lines.join('\n');
}

function answerChampion(facts: DealFacts): string {
  const champion = facts.qualification.champion;
  const lines = [`**Champion.** ${evidenceLine(champion)}`, ''];
  lines.push(
    champion.status === 'covered'
      ? 'Test them: a real champion acts for you.'
      : 'Find one: someone with influence who gains personally if this succeeds.',
  );
  lines.push(
    bullets(
      champion.nextQuestions.length > 0
        ? champion.nextQuestions
        : [
            'Ask for something that costs them a little: an introduction, the internal evaluation notes, or a seat in the decision meeting.',
          ],
    ),
  );
  return lines.join('\n');
}

function answerPricing(facts: DealFacts): string {
  const metrics = facts.qualification.metrics;
  return [
    '**Price and negotiation.**',
    bullets([
      metrics.status === 'covered'
        ? `Anchor price to the value they stated: "${quote(metrics.evidence[0].text)}"`
        : 'You have no quantified value in your notes yet: agree the cost of the problem before discussing price, or every number will look expensive.',
      'Trade, never give: a discount only in exchange for something (a longer term, signature by a date, a reference).',
      'Ask what is behind a price objection: budget this year, approval threshold, or value not yet proven.',
      facts.qualification['decision-process'].status === 'covered'
        ? 'Start procurement early so the commercial terms are not negotiated under time pressure.'
        : 'Ask how procurement works for a purchase of this size before you send final numbers.',
    ]),
  ].join('\n');
}

function answerRisks(facts: DealFacts): string {
  const { risks } = adviseDeal(facts);
  return risks.length > 0
    ? ['**The main risks in this deal, from your notes:**', bullets(risks)].join('\n')
    : '**No major qualification gaps.** Your notes cover buyer, champion, process, pain and ' +
        'value. The remaining risk is timing: confirm the signature date and what could move it.';
}

function answerNextSteps(facts: DealFacts): string {
  const { nextSteps } = adviseDeal(facts);
  return ['**Next steps, in order:**', ...nextSteps.map((step, i) => `${i + 1}. ${step}`)].join('\n');
}

function answerQuestions(elements: ElementCoverage[], methodologyName: string): string {
  const ordered = [...elements.filter((e) => e.status !== 'covered'), ...elements.filter((e) => e.status === 'covered')];
  const lines = [`**Questions for your next conversation (${methodologyName}), biggest gaps first:**`];
  for (const element of ordered) {
    if (element.nextQuestions.length === 0) continue;
    lines.push(`- ${element.concept.name}: ${element.nextQuestions[0]}`);
  }
  return lines.join('\n');
}

function answerGaps(elements: ElementCoverage[]): string {
  const gaps = elements.filter((e) => e.status !== 'covered');
  const thin = elements.filter((e) => e.status === 'covered' && e.openPoints.length > 0);
  const lines: string[] = [];
  if (gaps.length === 0) lines.push('**Every element has evidence in your notes.**');
  else {
    lines.push('**What is missing:**');
    for (const gap of gaps)
      lines.push(
        `- ${gap.concept.name}: ${gap.status === 'unconfirmed' ? `still open ("${quote(gap.evidence[0].text)}")` : 'not in your notes'}. Ask: ${gap.nextQuestions[0]}`,
      );
  }
  if (thin.length > 0) {
    lines.push('', '**Covered, but thin:**');
    for (const element of thin) lines.push(`- ${element.concept.name}: ${element.openPoints.join(' ')}`);
  }
  return lines.join('\n');
}

/** Sentences of the notes that share the most words with the question. */
function relatedSentences(question: string, sentences: Sentence[]): Sentence[] {
  const wanted = keywords(question);
  if (wanted.size === 0) return [];
  return sentences
    .map((sentence) => ({ sentence, overlap: [...keywords(sentence.text)].filter((w) => wanted.has(w)).length }))
    .filter((s) => s.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap)
    .slice(0, 2)
    .map((s) => s.sentence);
}

function answerFromNotes(question: string, facts: DealFacts, elements: ElementCoverage[]): string {
  const related = relatedSentences(question, facts.sentences);
  const element = elements.find((e) => question.toLowerCase().includes(e.concept.name.toLowerCase()));
  if (element) {
    return [
      `**${element.concept.name}.** ${evidenceLine(element)}`,
      ...element.openPoints,
      '',
      'Ask next:',
      bullets(element.nextQuestions),
    ].join('\n');
  }
  if (related.length > 0) {
    const gap = elements.find((e) => e.status !== 'covered');
    return [
      'Here is what your notes say about that:',
      ...related.map((s) => `> "${quote(s.text)}"`),
      '',
      gap
        ? `To go further, close the ${gap.concept.name} gap: ${gap.nextQuestions[0]}`
        : 'Your notes cover every element; confirm the dates of the next steps.',
    ].join('\n');
  }
  return [
    'Your notes do not mention that. Here is where I would focus on this deal instead:',
    answerGaps(elements),
    '',
    'You can also ask me for the risks, the next steps, questions for your next call, how to ' +
      'reach the economic buyer, how to handle a competitor, or a follow-up e-mail.',
  ].join('\n');
}

export function answerDealFollowUp(ctx: DealContext, history: ChatMessage[], question: string): string {
  const methodology = getMethodology(ctx.methodology);
  const facts = dealFacts(ctx);
  const elements = methodology.concepts.map((concept) => assessElement(concept, facts.sentences));
  // A short follow-up ("and what else?") continues the previous topic.
  const previousQuestion = [...history].reverse().find((m) => m.role === 'user' && m.content !== question)?.content;
  const topic = topicOf(question, facts, ctx) ?? (question.length < 40 && previousQuestion ? topicOf(previousQuestion, facts, ctx) : null);
  switch (topic) {
    case 'email':
      return answerEmail(ctx, facts, elements);
    case 'economic-buyer':
      return answerEconomicBuyer(facts);
    case 'competitor':
      return answerCompetitor(ctx, facts, question);
    case 'champion':
      return answerChampion(facts);
    case 'pricing':
      return answerPricing(facts);
    case 'risks':
      return answerRisks(facts);
    case 'next-steps':
      return answerNextSteps(facts);
    case 'questions':
      return answerQuestions(elements, methodology.name);
    case 'gaps':
      return answerGaps(elements);
    default:
      return answerFromNotes(question, facts, elements);
  }
}

// The question reader on sentences written for this spec (not taken from the labelled sets in
// test-data/, which test/seller-turns-quality.spec.ts measures), labelled by LABELLING.md.
import { classifyTurn } from './classify.js';
import { type QuestionLabel, readQuestion, readQuestions, splitSentences } from './questions.js';

const CASES: Record<string, readonly [QuestionLabel, string][]> = {
  'wh-questions after lead-ins and fronted phrases': [
    ['open', 'So what is a typical week for you?'],
    ['open', 'And how did that start?'],
    ['open', 'Okay, and why now?'],
    ['open', 'um so like what does the team use today'],
    ['open', 'alright so where does the data go next'],
    ['open', 'right right and which systems feed the report'],
    ['open', 'so how many reps are on the team right now'],
    ['open', 'Now, when does the contract come up?'],
    ['open', 'so after the merger what happened to the team'],
    ['open', 'and on the finance side what are you seeing'],
    ['open', 'When you say slow, what does that mean in days?'],
    ['open', "Let's start with your team. How is it structured?"],
    ['open', 'whats the plan for Q3'],
    ['open', 'How so?'],
    ['open', 'have you looked at other vendors and uh what did you make of them'],
    ['open', 'do you have a sponsor internally, like who is pushing for this'],
  ],
  'subject questions: "what" then the verb': [
    ['open', 'What brings you in today?'],
    ['open', 'What made you call us?'],
    ['open', 'What matters most to you?'],
    ['open', 'What went wrong?'],
    ['none', 'What matters is timing.'],
    ['none', 'What makes sense is to wait.'],
  ],
  '"how" and a word of degree, and questions whose subject was not moved': [
    ['open', 'How valuable would that be to the plant?'],
    ['open', 'how painful is the quarter-end crunch'],
    ['open', 'How the planners are building the schedule today?'],
    ['open', 'The overtime, how it is hitting the margin?'],
    ['none', 'What I am hearing is that the budget is tight?'],
    ['none', 'how the crews plan it is their call?'],
    ['none', 'how we got here is a long story'],
  ],
  'wh-words in situ': [
    ['open', 'You handled that how?'],
    ['open', 'the budget comes from where?'],
    ['open', 'And the approval goes to who after that?'],
    ['open', 'so you found the issue when, exactly'],
    ['open', 'It broke because of what?'],
  ],
  'requests phrased as statements or imperatives, and auxiliary-led requests to describe': [
    ['open', 'Tell me more about that.'],
    ['open', 'Walk me through the approval steps.'],
    ['open', "I'm curious how the team reacted."],
    ['open', 'Help me understand the rollout plan.'],
    ['open', "I'd love to hear how that went."],
    ['open', 'Say more.'],
    ['open', 'talk me through a normal shift'],
    ['open', 'Give me a sense of the volumes.'],
    ['open', 'I want to understand how renewals work here.'],
    ['open', "I'm interested in what the CFO expects."],
    ['open', 'Can you walk me through the workflow?'],
    ['open', 'Could you tell me about the last audit?'],
    ['open', 'could you maybe explain that a little more'],
    ['open', 'Would you mind explaining how the pricing was set?'],
    ['open', 'Would you be willing to walk me through it?'],
    ['open', 'Do you know who owns the budget?'],
    ['open', 'Thoughts?'],
    ['open', 'Any thoughts on the pricing?'],
  ],
  'yes/no, either/or, embedded yes/no and tag questions': [
    ['closed', 'do you guys have a budget set aside'],
    ['closed', 'Is it the CFO or the CEO?'],
    ['closed', 'Have you tried that?'],
    ['closed', 'are you the one who signs'],
    ['closed', 'Is pricing the main concern?'],
    ['closed', 'Can you send me the RFP?'],
    ['closed', 'Can you tell me if security signed off?'],
    ['closed', "I was wondering if you'd tried a pilot."],
    ['closed', "I'm curious whether the board has approved it."],
    ['closed', 'Thursday or Friday?'],
    ['closed', 'Any chance we could start in June?'],
    ['closed', 'Any questions before we wrap?'],
    ['closed', 'That was in Q3, right?'],
    ['closed', "The pilot starts in May, doesn't it?"],
    ['closed', 'so the team is ten people, yeah?'],
    ['closed', "they haven't decided yet, have they?"],
    ['closed', "we're aligned on the scope then, aren't we"],
    ['closed', 'we agreed on the pilot scope, correct?'],
  ],
  'statements, reflections and backchannels, even with a question mark': [
    ['none', "so it's a way to cope with the pressure?"],
    ['none', "You're feeling stuck?"],
    ['none', 'So the board wants this by June?'],
    ['none', 'Yeah?'],
    ['none', 'Right?'],
    ['none', 'Really?'],
    ['none', 'mm-hm. yeah. okay.'],
    ['none', "That's what I figured."],
    ['none', "What I'm hearing is that cost matters most."],
    ['none', "Here's why that matters."],
    ['none', 'What matters most is getting the data right.'],
    ['none', "What's interesting is that the delays started after the merger."],
    ['none', 'Whoever signs, we will support them.'],
    ['none', 'which is why we offer a pilot'],
    ['none', 'We saw what happened at the other sites.'],
    ['none', 'I know how hard that is.'],
    ['none', 'When the numbers come in, we will update the model.'],
    ['none', 'What a week!'],
    ['none', 'Hi Sam, how are you?'],
    ['none', 'Talk to you soon!'],
    ['none', 'Let me walk you through our platform.'],
    ['none', 'Could be worse.'],
  ],
};

describe('readQuestion', () => {
  for (const [group, cases] of Object.entries(CASES)) {
    it(`reads ${group}`, () => {
      const wrong = cases.filter(([label, text]) => readQuestion(text) !== label).map(([label, text]) => `${label}: ${text}`);
      expect(wrong).toEqual([]);
    });
  }
});

describe('readQuestions', () => {
  it('gives one reading per question sentence, with the part that asks', () => {
    const text = 'Thanks for that. We just launched approvals, so what do you think? And is the CFO involved?';
    expect(readQuestions(text)).toEqual([
      {
        sentence: 'We just launched approvals, so what do you think?',
        kind: 'open',
        ask: 'what do you think?',
        sentenceIndex: 17,
        askIndex: 48,
      },
      { sentence: 'And is the CFO involved?', kind: 'closed', ask: 'is the CFO involved?', sentenceIndex: 67, askIndex: 71 },
    ]);
  });

  it('keeps classifyTurn consistent with it, sentence by sentence', () => {
    const reading = classifyTurn('Do you have a budget? And how was it set? So the board wants this by June? Yeah.');
    expect(reading).toMatchObject({ questions: ['Do you have a budget?', 'And how was it set?'], openQuestions: 1, closedQuestions: 1 });
    expect(readQuestion(reading.text)).toBe('open');
  });

  it('splits sentences at full stops, question marks and line breaks, not inside numbers or after "e.g."', () => {
    expect(splitSentences('Close takes 2.5 days, e.g. in March. Why?\nOkay').map((s) => s.text)).toEqual([
      'Close takes 2.5 days, e.g. in March.',
      'Why?',
      'Okay',
    ]);
  });

  // Linear by construction: one pass over the characters, then bounded windows from each clause start.
  // `node packages/coach/bench/roleplay-questions.mjs` times these inputs at two sizes.
  it.each([
    ['digits', '7'.repeat(20000)],
    ['spaces', ' '.repeat(20000)],
    ['digits and spaces', '1 '.repeat(10000)],
    ['cue words', 'so what '.repeat(2500)],
    ['requests', 'can you walk me through '.repeat(834)],
    ['tags', "isn't it, right? ".repeat(1177)],
    ['commas and question words', 'how ,,,,,,'.repeat(2000)],
    ['dots', '.'.repeat(20000)],
  ])('reads a 20,000-character run of %s', (_name, text) => {
    expect(() => classifyTurn(text)).not.toThrow();
    expect(readQuestion(text)).toMatch(/^(open|closed|none)$/);
  });
});

import { offlineBuyerReply, replayConversation } from './buyer.js';
import { buyerFacts } from './facts.js';
import { playLines, sampleSetup } from './fixtures/transcripts.js';
import type { Transcript } from './types.js';

const say = (...lines: string[]): Transcript =>
  lines.flatMap((content, i) => [
    { role: 'user' as const, content },
    ...(i < lines.length - 1 ? [{ role: 'assistant' as const, content: '...' }] : []),
  ]);

describe('offline buyer', () => {
  const setup = sampleSetup('buyer-spec');
  const facts = buyerFacts(setup);

  it('answers the same history the same way, and never needs memory between calls', () => {
    const history = say('Hi, what are the biggest challenges for your team right now?');
    expect(offlineBuyerReply(setup, history)).toBe(offlineBuyerReply(setup, history));
  });

  it('reveals the hidden pain to a good open question but only briefly to a closed one', () => {
    const open = offlineBuyerReply(setup, say('What are the biggest challenges with your process today?'));
    const closed = offlineBuyerReply(setup, say('Do you have any problems with your process?'));
    expect(open).toContain(facts.topics.pain.open);
    expect(closed).toContain(facts.topics.pain.brief);
    expect(closed).not.toContain(facts.topics.pain.open);
    expect(closed.length).toBeLessThan(open.length);
  });

  it('pushes back on an early pitch, more sharply when hard', () => {
    const pitch = 'Our platform is best-in-class and we help companies like yours cut costs by 30%.';
    expect(offlineBuyerReply(setup, say(pitch))).toMatch(/pitch|product|situation/i);
    const hard = sampleSetup('buyer-spec', { difficulty: 'hard' });
    expect(offlineBuyerReply(hard, say(pitch))).toMatch(/pitches|every vendor/i);
  });

  it('is more guarded when hard: trust starts lower and pitching loses it', () => {
    const hard = sampleSetup('buyer-spec', { difficulty: 'hard' });
    const easy = sampleSetup('buyer-spec', { difficulty: 'easy' });
    const question = say('Walk me through how your budget works for projects like this?');
    expect(replayConversation(hard, question).state.trust).toBeLessThan(replayConversation(easy, question).state.trust);
    // An open question to a hard buyer who has not warmed up yet gets the brief answer and a deflection.
    expect(offlineBuyerReply(hard, say('What is your budget for this?'))).toMatch(/Why do you ask|rather not|fit first/);
  });

  it('raises the scenario objections on schedule', () => {
    const objection = sampleSetup('buyer-spec', { scenario: 'objection' });
    expect(offlineBuyerReply(objection, say('Thanks for your time. How did the proposal land with you?'))).toContain(
      buyerFacts(objection).objections[0],
    );
    const multi = sampleSetup('buyer-spec', { scenario: 'multithreading' });
    const reply = offlineBuyerReply(multi, say('How is the team set up?', 'What is hardest about it?', 'What does it cost you?'));
    expect(reply).toContain(buyerFacts(multi).objections[0]);
  });

  it('welcomes an acknowledged objection and calls out an ignored one', () => {
    const objection = sampleSetup('buyer-spec', { scenario: 'objection' });
    const opening = playLines(objection, ['How did the proposal land with you?']);
    const ack = offlineBuyerReply(objection, [...opening, { role: 'user', content: 'That is a fair concern. What is behind it?' }]);
    const ignored = offlineBuyerReply(objection, [...opening, { role: 'user', content: 'Our platform is the best in the market.' }]);
    expect(ack).toMatch(/appreciate|Fair enough|listening/);
    expect(ignored).toMatch(/didn't really answer|doesn't address/);
  });

  it('agrees to a dated next step only after discovery', () => {
    const close = 'Can we book 45 minutes next Tuesday with your CFO to review the business case?';
    expect(offlineBuyerReply(setup, say(close))).toMatch(/not ready to commit/);
    const transcript = playLines(setup, [
      'Could you walk me through how the process works today?',
      'What are the biggest challenges with it?',
      'What happens to your plans when that goes wrong, what does it cost you?',
      'That makes sense, I understand. How do you measure it today?',
      'If you could fix that, what would it mean for you?',
      close,
    ]);
    expect(transcript.at(-1)!.content).toMatch(/That works/);
  });

  it('pulls a pitch made after the pain back to that pain', () => {
    const opening = playLines(setup, ['What are the biggest challenges with your process today?']);
    const reply = offlineBuyerReply(setup, [
      ...opening,
      { role: 'user', content: 'Our platform automates all of that, we are best-in-class.' },
    ]);
    expect(reply).toContain(facts.painSummaries[0]);
  });

  it('answers a proposal as a proposal, not as a question about the people in it', () => {
    const reply = offlineBuyerReply(setup, say('Could we set up a call next Wednesday with your CEO?'));
    expect(reply).not.toContain(facts.topics.stakeholders.brief);
    expect(reply).toMatch(/not ready to commit/);
  });

  it('stays in character: no coaching, no mention of being simulated', () => {
    const transcript = playLines(setup, ['Hello', 'Our product is great.', 'Do you like it?', 'What should I ask you?', 'Are you an AI?']);
    for (const message of transcript.filter((m) => m.role === 'assistant')) {
      expect(message.content).not.toMatch(/\b(AI|assistant|language model|simulat\w*|roleplay|you should ask|try asking|methodology)\b/i);
      expect(message.content.length).toBeGreaterThan(0);
    }
  });
});

import { measureDelivery, spokenDelivery, timeCallTurns } from './delivery.js';
import { scoreCall } from './score-call.js';

const VTT = `WEBVTT

00:00:00.000 --> 00:00:06.000
<v Speaker A>Um, thanks for the time. So, you know, how do you build the forecast today?

00:00:07.500 --> 00:00:10.000
<v Speaker B>Spreadsheets, reconciled by hand.

00:00:14.000 --> 00:00:20.000
<v Speaker A>What did the last miss cost you?

00:00:20.000 --> 00:00:26.000
<v Speaker A>Uh, and who, um, felt it most, like, on the board?

00:00:26.500 --> 00:00:30.000
<v Speaker B>Two frozen hires. Our CFO felt it.
`;

describe('delivery', () => {
  const scored = scoreCall({ transcript: VTT, sellerSpeaker: 'Speaker A', methodology: 'spin' });

  it('times each turn from its cues, a speaker\u2019s consecutive cues being one turn', () => {
    const timed = timeCallTurns(VTT, scored.turns);
    expect(timed.map((t) => [t.speaker, t.start, t.end])).toEqual([
      ['Speaker A', 0, 6],
      ['Speaker B', 7.5, 10],
      ['Speaker A', 14, 26],
      ['Speaker B', 26.5, 30],
    ]);
  });

  it('measures talk share, pace, fillers with their turns, the longest monologue and the answer time', () => {
    const delivery = measureDelivery(timeCallTurns(VTT, scored.turns))!;
    expect(delivery.timed).toBe(true);
    // Seller 18 s of 24 s spoken.
    expect(delivery.talkShare).toBe(75);
    expect(delivery.sellerWords).toBe(33);
    expect(delivery.wordsPerMinute).toBe(110);
    expect(delivery.fillers).toEqual({
      count: 5,
      perHundredWords: 15.2,
      top: [
        { word: 'um', count: 2 },
        { word: 'you know', count: 1 },
        { word: 'uh', count: 1 },
      ],
      turns: [2, 1],
    });
    expect(delivery.longestMonologue).toEqual({ turn: 2, seconds: 12, words: 18 });
    // 4 s after the buyer stopped at 10 s.
    expect(delivery.answerTime).toEqual({ medianSeconds: 4, slowest: { turn: 2, seconds: 4 } });
  });

  it('tells what words alone can on a transcript without times, and leaves the turns as read when cues do not line up', () => {
    const plain = scoreCall({
      transcript: 'Alex: Um, hi there, how are you?\nDana: Fine, thanks, busy quarter.\nAlex: I would like to hear about it.',
      sellerSpeaker: 'Alex',
      methodology: 'spin',
    });
    expect(timeCallTurns('Alex: hi', plain.turns)).toBe(plain.turns);
    const delivery = measureDelivery(plain.turns)!;
    expect(delivery).toMatchObject({ timed: false, wordsPerMinute: null, answerTime: null, talkShare: 76, sellerWords: 13 });
    // "would like to" is not a filler.
    expect(delivery.fillers).toMatchObject({ count: 1, top: [{ word: 'um', count: 1 }], turns: [1] });
    expect(delivery.longestMonologue).toEqual({ turn: 2, seconds: null, words: 7 });
  });
});

describe('a voice roleplay\u2019s delivery', () => {
  it('measures pace, fillers, the longest spoken turn and answer time from the spoken turns\u2019 timing', () => {
    const delivery = spokenDelivery([
      { role: 'user', content: 'Um, how do you build the forecast today?', spoken: { seconds: 4, answerSeconds: null } },
      { role: 'assistant', content: 'Spreadsheets from every region, reconciled by hand at quarter end.' },
      { role: 'user', content: 'What did the last miss cost you, you know, in hiring?', spoken: { seconds: 6, answerSeconds: 2.5 } },
      { role: 'assistant', content: 'Two frozen hires.' },
      { role: 'user', content: 'Who felt it most?' },
    ])!;
    // 8 + 11 spoken words over 10 s; 23 of the 36 words are the seller's.
    expect(delivery).toMatchObject({ timed: true, talkShareBy: 'words', talkShare: 64, sellerWords: 23, wordsPerMinute: 114 });
    expect(delivery.fillers).toMatchObject({ count: 2, turns: [1, 2] });
    expect(delivery.longestMonologue).toEqual({ turn: 2, seconds: 6, words: 11 });
    expect(delivery.answerTime).toEqual({ medianSeconds: 2.5, slowest: { turn: 2, seconds: 2.5 } });
    expect(spokenDelivery([{ role: 'user', content: 'Typed.' }])).toBeNull();
  });
});

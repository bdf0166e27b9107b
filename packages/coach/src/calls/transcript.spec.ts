import { MAX_CALL_TRANSCRIPT_BYTES, MAX_CALL_TURNS } from '@blindspot/contracts';
import { STRONG_CALL_LINES } from '../roleplay/fixtures/transcripts.js';
import { scoreTranscript } from '../roleplay/scoring.js';
import { previewCallTranscript, scoreCall } from './score-call.js';
import { assignSeller, isSpeakerLabel, type ParsedTranscript, parseCallTranscript, readLine, TranscriptError } from './transcript.js';

const turnsOf = (parsed: ParsedTranscript) => parsed.turns.map((t) => `${t.speaker}: ${t.text}`);

function problemOf(run: () => unknown): { problem: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof TranscriptError) return { problem: error.problem, message: error.message };
    throw error;
  }
  throw new Error('expected a TranscriptError');
}

describe('plain text transcripts', () => {
  it('reads "Name: text" lines, speakers in order of appearance with turns, words and a sample', () => {
    const parsed = parseCallTranscript(
      'Alex Rivera: Hi Dana, thanks for the time.\nDana Cho: Sure.\nAlex Rivera: How do you forecast today?\n',
    );
    expect(parsed.format).toBe('text');
    expect(turnsOf(parsed)).toEqual([
      'Alex Rivera: Hi Dana, thanks for the time.',
      'Dana Cho: Sure.',
      'Alex Rivera: How do you forecast today?',
    ]);
    expect(parsed.speakers).toEqual([
      { name: 'Alex Rivera', turns: 2, words: 11, sample: 'Hi Dana, thanks for the time.' },
      { name: 'Dana Cho', turns: 1, words: 1, sample: 'Sure.' },
    ]);
    expect(parsed.words).toBe(12);
  });

  it('drops timestamps before or after the label, in brackets or not, and caption arrows', () => {
    const parsed = parseCallTranscript(
      [
        '[00:01:02] Alex: one',
        '(00:01:09) Dana: two',
        '00:01:15 Alex: three',
        '0:01:20 - Dana: four',
        'Alex [00:01:30]: five',
        'Dana (1:35): six',
        'Alex 00:01:40: seven',
        '>> Dana: eight',
        '[01:02:03.250] Alex: nine',
      ].join('\n'),
    );
    expect(turnsOf(parsed)).toEqual([
      'Alex: one',
      'Dana: two',
      'Alex: three',
      'Dana: four',
      'Alex: five',
      'Dana: six',
      'Alex: seven',
      'Dana: eight',
      'Alex: nine',
    ]);
  });

  it('merges consecutive lines of one speaker into one turn, labelled or not, and skips blank lines and bare timestamps', () => {
    const parsed = parseCallTranscript(
      [
        'Alex: Thanks for joining.',
        'Alex: Quick agenda first.',
        '',
        'Then questions.',
        '[00:02:00]',
        'Dana: Fine.',
        '00:02:10',
        'Go ahead.',
      ].join('\r\n'),
    );
    expect(parsed.turns).toEqual([
      { speaker: 'Alex', text: 'Thanks for joining.\nQuick agenda first.\nThen questions.' },
      { speaker: 'Dana', text: 'Fine.\nGo ahead.' },
    ]);
  });

  it('keeps a bare time that starts a sentence, and colons inside the text', () => {
    const parsed = parseCallTranscript('Alex: When works?\nDana: Tuesday.\n10:30 works for me: see you then.');
    expect(parsed.turns[1].text).toBe('Tuesday.\n10:30 works for me: see you then.');
  });

  it('reads a header line "Name  0:05" (Otter, Teams) as the speaker of the lines under it', () => {
    const parsed = parseCallTranscript(
      'Alex Rivera  0:00\nHi Dana.\nHow is the quarter going?\n\nDana Cho  0:07\nBusy.\n\nAlex Rivera (0:12)\nTell me more.',
    );
    expect(turnsOf(parsed)).toEqual(['Alex Rivera: Hi Dana.\nHow is the quarter going?', 'Dana Cho: Busy.', 'Alex Rivera: Tell me more.']);
  });

  it('matches speakers in any case and spacing, under the first spelling', () => {
    const parsed = parseCallTranscript('Dana  Cho: Hello.\nALEX: Hi.\ndana cho: So?\nAlex: Well.');
    expect(parsed.speakers.map((s) => s.name)).toEqual(['Dana  Cho', 'ALEX']);
    expect(parsed.turns.map((t) => t.speaker)).toEqual(['Dana  Cho', 'ALEX', 'Dana  Cho', 'ALEX']);
  });

  it('skips header lines before the first speaker and metadata labels', () => {
    const parsed = parseCallTranscript(
      [
        'Discovery call with Acme',
        'Date: 12 March 2026',
        'Attendees: Alex, Dana',
        'Alex: Hi.',
        'Note: she sounded rushed',
        'Dana: Hi.',
      ].join('\n'),
    );
    expect(parsed.speakers.map((s) => s.name)).toEqual(['Alex', 'Dana']);
    expect(parsed.turns[0].text).toBe('Hi.\nNote: she sounded rushed');
  });

  it("puts a label seen once inside another speaker's talk back into that turn", () => {
    const parsed = parseCallTranscript(
      [
        'Alex: Where are you today?',
        'Dana: Two problems.',
        'Budget: frozen until May.',
        'Dana: And the team is small.',
        'Alex: Got it.',
      ].join('\n'),
    );
    expect(turnsOf(parsed)).toEqual([
      'Alex: Where are you today?',
      'Dana: Two problems.\nBudget: frozen until May.\nAnd the team is small.',
      'Alex: Got it.',
    ]);
  });

  it('tells names from sentences', () => {
    for (const label of [
      'Alex',
      'Dana Cho',
      'Speaker 1',
      'SPEAKER_01',
      'Dr. Maria de la Cruz',
      "Sean O'Neil",
      'Jean-Luc',
      'Dana (Acme)',
      '王伟',
      'Ana María',
    ]) {
      expect([label, isSpeakerLabel(label)]).toEqual([label, true]);
    }
    for (const label of [
      'the problem is',
      'So here is the thing',
      'Date',
      'https',
      'Note',
      'What I mean',
      'a',
      '1',
      'de Vries',
      'Hi, Dana',
      'One Two Three Four Five Six Seven',
    ]) {
      expect([label, isSpeakerLabel(label)]).toEqual([label, false]);
    }
    expect(readLine('https://example.com/page')).toEqual({ speaker: null, text: 'https://example.com/page' });
    expect(readLine('The reason is simple: cost.')).toEqual({ speaker: null, text: 'The reason is simple: cost.' });
  });
});

describe('WebVTT transcripts', () => {
  const vtt = [
    'WEBVTT - Zoom export',
    '',
    'NOTE exported 2026-03-12',
    'with two lines',
    '',
    'STYLE',
    '::cue { color: white }',
    '',
    '1',
    '00:00:01.000 --> 00:00:03.500 align:start',
    '<v Alex Rivera>Thanks for making time,</v>',
    '',
    'intro-2',
    '00:00:03.500 --> 00:00:06.000',
    '<v Alex Rivera>Dana. How do you <i>forecast</i> today?',
    '',
    '00:00:06.000 --> 00:00:09.000',
    '<v.buyer Dana Cho>By hand &amp; late.</v>',
    '',
    '00:00:09.000 --> 00:00:12.000',
    'Mostly <c.yellow>spreadsheets</c>, <00:00:10.500>honestly.',
    '',
    '00:00:12.000 --> 00:00:14.000',
    '<v Alex Rivera>What does that cost you?</v><v Dana Cho>Two days a month.</v>',
  ].join('\n');

  it('reads voice tags, drops the header, notes, style, cue ids and timings, strips markup and decodes entities', () => {
    const parsed = parseCallTranscript(vtt);
    expect(parsed.format).toBe('vtt');
    expect(turnsOf(parsed)).toEqual([
      'Alex Rivera: Thanks for making time, Dana. How do you forecast today?',
      'Dana Cho: By hand & late. Mostly spreadsheets, honestly.',
      'Alex Rivera: What does that cost you?',
      'Dana Cho: Two days a month.',
    ]);
  });

  it('reads "Name:" prefixes in cues (as Zoom writes them), and a caption line without one continues the speaker', () => {
    const parsed = parseCallTranscript(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.000\nAlex: Hi Dana,\nhow are ' +
        'you?\n\n2\n00:00:02.000 --> 00:00:04.000\nDana: Good.\n\n3\n00:00:04.000 --> ' +
        '00:00:05.000\n- Alex: Great.\n',
    );
    expect(turnsOf(parsed)).toEqual(['Alex: Hi Dana, how are you?', 'Dana: Good.', 'Alex: Great.']);
  });

  it('says a WebVTT file without speakers names none', () => {
    const { problem, message } = problemOf(() =>
      parseCallTranscript('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nhello there\n\n00:00:02.000 --> 00:00:03.000\nhi\n'),
    );
    expect(problem).toBe('no-speakers');
    expect(message).toMatch(/WebVTT file names no speakers.*<v Jane Doe>/);
  });
});

describe('SRT transcripts', () => {
  it('reads "Name:" prefixes, drops cue numbers and timings, strips <i>, <font> and {\\an8}, and merges a speaker\'s cues', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:03,000\r\nAlex: <i>Hi</i> Dana,\r\n\r\n2\r\n00:00:03,000 ' +
      '--> 00:00:05,000\r\n{\\an8}thanks for the time.\r\n\r\n3\r\n00:00:05,000 --> ' +
      '00:00:07,000\r\n<font color="#ffffff">Dana: Sure thing.</font>\r\n\r\n4\r\n00:00:07,000 ' +
      '--> 00:00:09,000\r\nAlex: 42 questions?\r\n';
    const parsed = parseCallTranscript(srt);
    expect(parsed.format).toBe('srt');
    expect(turnsOf(parsed)).toEqual(['Alex: Hi Dana, thanks for the time.', 'Dana: Sure thing.', 'Alex: 42 questions?']);
  });
});

describe('what cannot be scored', () => {
  it('refuses an empty transcript', () => {
    expect(problemOf(() => parseCallTranscript('')).problem).toBe('empty');
    expect(problemOf(() => parseCallTranscript(' \n\t\r\n ')).problem).toBe('empty');
    expect(problemOf(() => parseCallTranscript('\uFEFF')).problem).toBe('empty');
  });

  it('refuses more than the size limit in UTF-8 bytes, naming both sizes', () => {
    const line = 'Alex: héllo\nDana: ok\n';
    const body = line.repeat(Math.ceil(MAX_CALL_TRANSCRIPT_BYTES / Buffer.byteLength(line)) + 1);
    expect(body.length).toBeLessThan(MAX_CALL_TRANSCRIPT_BYTES * 1.2);
    const { problem, message } = problemOf(() => parseCallTranscript(body));
    expect(problem).toBe('too-large');
    expect(message).toMatch(/^The transcript is \d+ KB; the limit is 200 KB\./);
    // Exactly at the limit in bytes is read; one more two-byte character is over (fewer characters than bytes).
    const prefix = 'Alex: x\nDana: ';
    const atLimit = prefix + 'é'.repeat((MAX_CALL_TRANSCRIPT_BYTES - prefix.length) / 2);
    expect(Buffer.byteLength(atLimit)).toBe(MAX_CALL_TRANSCRIPT_BYTES);
    expect(parseCallTranscript(atLimit).turns).toHaveLength(2);
    expect(problemOf(() => parseCallTranscript(`${atLimit}é`)).problem).toBe('too-large');
  });

  it('refuses more than the turn limit', () => {
    const turns = (n: number) => Array.from({ length: n }, (_, i) => `${i % 2 ? 'Dana' : 'Alex'}: turn ${i}`).join('\n');
    expect(parseCallTranscript(turns(MAX_CALL_TURNS)).turns).toHaveLength(MAX_CALL_TURNS);
    const { problem, message } = problemOf(() => parseCallTranscript(turns(MAX_CALL_TURNS + 1)));
    expect(problem).toBe('too-many-turns');
    expect(message).toBe('The transcript has more than 1,000 turns; the limit is 1,000. Split the call and score it in parts.');
    // Lines of one speaker are one turn: 3,000 lines, 2 turns.
    expect(parseCallTranscript(`Alex: a\n${'more\n'.repeat(3000)}Dana: b`).turns).toHaveLength(2);
  });

  it('refuses text with no speaker labels as not a transcript', () => {
    const { problem, message } = problemOf(() =>
      parseCallTranscript('We met Acme today. They want a pilot in May and the CFO signs.\nFollow up next week.'),
    );
    expect(problem).toBe('no-speakers');
    expect(message).toMatch(/no speaker labels were found.*"Jane Doe: Thanks for joining\."/);
  });

  it('refuses a transcript with one speaker', () => {
    const { problem, message } = problemOf(() => parseCallTranscript('Alex: Hi.\nAlex: Anyone there?\n[00:00:10] alex: Hello?'));
    expect(problem).toBe('one-speaker');
    expect(message).toBe('Only one speaker was found (Alex): a call review needs you and at least one other person on the call.');
  });

  it('refuses a seller who is not a speaker, listing the speakers', () => {
    const parsed = parseCallTranscript('Alex: Hi.\nDana: Hello.');
    const { problem, message } = problemOf(() => assignSeller(parsed, 'Sam'));
    expect(problem).toBe('seller-not-found');
    expect(message).toBe('"Sam" is not a speaker in this transcript. The speakers are: Alex, Dana.');
  });
});

describe('hostile input', () => {
  // Each is at the size limit; a reader with quadratic behaviour would not finish within the test's time.
  // `node packages/coach/bench/call-review.mjs` times them at 1x and 4x the limit.
  const size = MAX_CALL_TRANSCRIPT_BYTES - 10;
  const fill = (unit: string) => unit.repeat(Math.floor(size / unit.length));
  const inputs: Record<string, string> = {
    'one long line of spaces': `Alex: hi\nDana: ${' '.repeat(size - 20)}x`,
    colons: fill(':'),
    'digits and colons': fill('1:2'),
    'almost labels': fill('Aa Bb Cc Dd Ee Ff Gg Hh '),
    'label then spaces': `Alex${' '.repeat(size - 10)}:`,
    'open angle brackets in a cue': `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAlex: ${'<'.repeat(size - 60)}`,
    'ampersands in a cue': `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nAlex: ${'&amp'.repeat(Math.floor((size - 60) / 4))}`,
    'braces in a cue': `1\n00:00:01,000 --> 00:00:02,000\nAlex: ${'{\\'.repeat(Math.floor((size - 60) / 2))}`,
    'timing arrows': fill('00:00:01.000 --> '),
    'bracketed times': fill('[00:00:01]'),
  };

  it.each(Object.keys(inputs))('reads %s', (name) => {
    try {
      parseCallTranscript(inputs[name]);
    } catch (error) {
      expect(error).toBeInstanceOf(TranscriptError);
    }
  });
});

describe('scoring a call', () => {
  const lines = STRONG_CALL_LINES.slice(0, 6);
  const buyer = ['Sure.', 'Mostly by hand.', 'The board was not happy.', 'A week a quarter.', 'Fair.', 'Our CFO.'];
  const transcript = lines.map((line, i) => `[00:0${i}:00] Alex Rivera: ${line}\n[00:0${i}:30] Dana Cho: ${buyer[i]}`).join('\n');

  it("scores the seller's turns with the roleplay rubric, as a roleplay with the same turns is scored", () => {
    const scored = scoreCall({ transcript, sellerSpeaker: 'alex rivera', methodology: 'meddic' });
    const history = lines.flatMap((line, i) => [
      { role: 'user' as const, content: line },
      { role: 'assistant' as const, content: buyer[i] },
    ]);
    expect(scored.result).toEqual(scoreTranscript({ methodology: 'meddic' }, history));
    expect(scored.sellerSpeaker).toBe('Alex Rivera');
    expect(scored.otherSpeakers).toEqual(['Dana Cho']);
    expect(scored.turns.filter((t) => t.sellerTurn !== null).map((t) => t.sellerTurn)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(scored.turns[1]).toEqual({ speaker: 'Dana Cho', text: 'Sure.', sellerTurn: null });
    expect(scored.result.didWell.some((item) => /^Turn \d+: .*"/.test(item))).toBe(true);
  });

  it('scores the other side when the seller is the other speaker', () => {
    const other = scoreCall({ transcript, sellerSpeaker: 'Dana Cho', methodology: 'meddic' });
    expect(other.turns.filter((t) => t.sellerTurn !== null).map((t) => t.speaker)).toEqual(Array(6).fill('Dana Cho'));
  });

  it('previews the format and speakers', () => {
    expect(previewCallTranscript(transcript)).toMatchObject({
      format: 'text',
      turns: 12,
      speakers: [
        { name: 'Alex Rivera', turns: 6 },
        { name: 'Dana Cho', turns: 6 },
      ],
    });
  });
});

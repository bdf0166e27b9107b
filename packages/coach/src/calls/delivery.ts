// Delivery, measured from a call's turns: talk share, pace, filler words, the longest monologue and how
// fast the seller answered. Times come from the transcript's cues (WebVTT or SRT, and so a transcribed
// recording); a transcript without times still gets what words alone can tell. Pure and linear.
import type { CallTurn, ChatMessage, DeliveryMetrics } from '@blindspot/contracts';

export interface TimedTurn extends CallTurn {
  start?: number;
  end?: number;
}

// Sounds and phrases that fill a pause. "like" only between commas, so "I'd like to" is not one.
const FILLERS = /\b(u+m+|u+h+m*|e+r+m*|a+h+|h+m+|you know|i mean|basically|literally)\b|,\s*like\s*,/gi;

const TIMING = /^\s*(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[.,](\d{3})\s*-->\s*(?:(\d{1,2}):)?(\d{1,2}):(\d{2})[.,](\d{3})/;
const VOICE = /<v(?:\.[^\s>]*)?\s+([^>]{1,60})>/;
const LABEL = /^(?:-\s*)?([^:<>]{1,48}):\s/;

const seconds = (h: string | undefined, m: string, s: string, ms: string) =>
  Number(h ?? 0) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The turns with the times of their cues, when the transcript is WebVTT or SRT and its cues line up with
 * the turns as read (a speaker's consecutive cues are one turn); otherwise the turns unchanged.
 */
export function timeCallTurns(transcript: string, turns: CallTurn[]): TimedTurn[] {
  const groups: { speaker: string; start: number; end: number }[] = [];
  const lines = transcript.split(/\r?\n/);
  let speaker: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i]);
    if (!timing) continue;
    const start = seconds(timing[1], timing[2], timing[3], timing[4]);
    const end = seconds(timing[5], timing[6], timing[7], timing[8]);
    const text = lines[i + 1] ?? '';
    const named = VOICE.exec(text)?.[1] ?? LABEL.exec(text)?.[1] ?? null;
    if (named) speaker = named.trim();
    if (speaker === null) continue;
    const last = groups.at(-1);
    if (last && same(last.speaker, speaker)) last.end = Math.max(last.end, end);
    else groups.push({ speaker, start, end });
  }
  if (groups.length !== turns.length || !groups.every((group, i) => same(group.speaker, turns[i].speaker))) return turns;
  return turns.map((turn, i) => ({ ...turn, start: groups[i].start, end: groups[i].end }));
}

export function measureDelivery(turns: TimedTurn[]): DeliveryMetrics | null {
  const seller = turns.filter((turn) => turn.sellerTurn !== null);
  if (seller.length === 0) return null;
  const timed = turns.every((turn) => turn.start !== undefined && turn.end !== undefined);
  const length = (turn: TimedTurn) => Math.max(0, (turn.end ?? 0) - (turn.start ?? 0));
  const sellerWords = seller.reduce((sum, turn) => sum + words(turn.text), 0);
  const allWords = turns.reduce((sum, turn) => sum + words(turn.text), 0);
  const sellerSeconds = timed ? seller.reduce((sum, turn) => sum + length(turn), 0) : 0;
  const allSeconds = timed ? turns.reduce((sum, turn) => sum + length(turn), 0) : 0;
  const talkShare = timed && allSeconds > 0 ? (100 * sellerSeconds) / allSeconds : allWords > 0 ? (100 * sellerWords) / allWords : 0;

  const fillers = countFillers(
    seller.map((turn) => ({ turn: turn.sellerTurn!, text: turn.text })),
    sellerWords,
  );

  const longest = seller.reduce<TimedTurn | null>((best, turn) => {
    if (!best) return turn;
    return (timed ? length(turn) > length(best) : words(turn.text) > words(best.text)) ? turn : best;
  }, null)!;

  const answers: { turn: number; seconds: number }[] = [];
  if (timed) {
    for (let i = 1; i < turns.length; i++) {
      if (turns[i].sellerTurn !== null && turns[i - 1].sellerTurn === null)
        answers.push({ turn: turns[i].sellerTurn!, seconds: Math.max(0, turns[i].start! - turns[i - 1].end!) });
    }
  }
  const sorted = answers.map((a) => a.seconds).sort((a, b) => a - b);
  const median =
    sorted.length === 0
      ? 0
      : sorted.length % 2
        ? sorted[(sorted.length - 1) / 2]
        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;

  return {
    timed,
    talkShare: Math.round(talkShare),
    talkShareBy: timed && allSeconds > 0 ? 'time' : 'words',
    sellerWords,
    wordsPerMinute: timed && sellerSeconds > 0 ? Math.round((sellerWords * 60) / sellerSeconds) : null,
    fillers,
    longestMonologue: { turn: longest.sellerTurn!, seconds: timed ? round(length(longest)) : null, words: words(longest.text) },
    answerTime:
      answers.length === 0 ? null : { medianSeconds: round(median), slowest: answers.reduce((a, b) => (b.seconds > a.seconds ? b : a)) },
  };
}

function countFillers(turns: { turn: number; text: string }[], sellerWords: number): DeliveryMetrics['fillers'] {
  const counts = new Map<string, number>();
  const perTurn: { turn: number; count: number }[] = [];
  for (const { turn, text } of turns) {
    let count = 0;
    for (const match of text.matchAll(FILLERS)) {
      const word = (match[1] ?? 'like').toLowerCase();
      counts.set(word, (counts.get(word) ?? 0) + 1);
      count++;
    }
    if (count > 0) perTurn.push({ turn, count });
  }
  const total = perTurn.reduce((sum, t) => sum + t.count, 0);
  return {
    count: total,
    perHundredWords: sellerWords > 0 ? round((100 * total) / sellerWords) : 0,
    top: [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([word, count]) => ({ word, count })),
    turns: [...perTurn]
      .sort((a, b) => b.count - a.count || a.turn - b.turn)
      .slice(0, 3)
      .map((t) => t.turn),
  };
}

/**
 * A voice roleplay's delivery from its messages: the seller's spoken turns carry how long they spoke and
 * how long they took to start (measured in the browser). Talk share is by words: the buyer's speaking time
 * is the browser's. Null when no seller turn was spoken.
 */
export function spokenDelivery(messages: ChatMessage[]): DeliveryMetrics | null {
  const seller = messages
    .filter((message) => message.role === 'user')
    .map((message, index) => ({ turn: index + 1, text: message.content, spoken: message.spoken }));
  const spoken = seller.filter((turn) => turn.spoken);
  if (spoken.length === 0) return null;
  const sellerWords = seller.reduce((sum, turn) => sum + words(turn.text), 0);
  const allWords = messages.reduce((sum, message) => sum + words(message.content), 0);
  const spokenSeconds = spoken.reduce((sum, turn) => sum + turn.spoken!.seconds, 0);
  const spokenWords = spoken.reduce((sum, turn) => sum + words(turn.text), 0);
  const longest = spoken.reduce((best, turn) => (turn.spoken!.seconds > best.spoken!.seconds ? turn : best));
  const answers = spoken
    .filter((turn) => turn.spoken!.answerSeconds !== null)
    .map((turn) => ({ turn: turn.turn, seconds: round(turn.spoken!.answerSeconds!) }));
  const sorted = answers.map((a) => a.seconds).sort((a, b) => a - b);
  const median =
    sorted.length === 0
      ? 0
      : sorted.length % 2
        ? sorted[(sorted.length - 1) / 2]
        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
  return {
    timed: true,
    talkShare: allWords > 0 ? Math.round((100 * sellerWords) / allWords) : 0,
    talkShareBy: 'words',
    sellerWords,
    wordsPerMinute: spokenSeconds > 0 ? Math.round((spokenWords * 60) / spokenSeconds) : null,
    fillers: countFillers(seller, sellerWords),
    longestMonologue: { turn: longest.turn, seconds: round(longest.spoken!.seconds), words: words(longest.text) },
    answerTime:
      answers.length === 0 ? null : { medianSeconds: round(median), slowest: answers.reduce((a, b) => (b.seconds > a.seconds ? b : a)) },
  };
}

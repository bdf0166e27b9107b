// Agreement of the question reader with human labels (test-data/seller-turns.*.json, labelled by
// test-data/LABELLING.md): accuracy, Cohen's kappa over the three labels, kappa on open vs closed among
// the turns both call a question, and the confusion matrix. Shared by the quality test and the bench.
import { type QuestionLabel, readQuestion } from './questions.js';

export interface LabelledTurn {
  id: string;
  text: string;
  style: 'typed' | 'spoken';
  label: QuestionLabel;
}

export interface QuestionAgreement {
  turns: number;
  accuracy: number;
  /** Cohen's kappa over open / closed / none. */
  kappa: number;
  /** Cohen's kappa on open vs closed, over the turns both the labels and the reader call a question. */
  openClosedKappa: number;
  /** Share of open among the questions: by the labels, and by the reader (the rubric scores this ratio). */
  openShare: { labelled: number; read: number };
  /** confusion[label][read] */
  confusion: Record<QuestionLabel, Record<QuestionLabel, number>>;
  /** The same figures per style. */
  byStyle: Partial<Record<LabelledTurn['style'], { turns: number; accuracy: number; kappa: number }>>;
}

export const QUESTION_LABELS: readonly QuestionLabel[] = ['open', 'closed', 'none'];

export function cohensKappa<T>(pairs: readonly (readonly [T, T])[], labels: readonly T[]): number {
  const n = pairs.length;
  if (n === 0) return 0;
  let agree = 0;
  const first = new Map<T, number>();
  const second = new Map<T, number>();
  for (const [a, b] of pairs) {
    if (a === b) agree++;
    first.set(a, (first.get(a) ?? 0) + 1);
    second.set(b, (second.get(b) ?? 0) + 1);
  }
  const observed = agree / n;
  const expected = labels.reduce((sum, l) => sum + ((first.get(l) ?? 0) / n) * ((second.get(l) ?? 0) / n), 0);
  return expected === 1 ? 1 : (observed - expected) / (1 - expected);
}

/** How well `read` (the question reader by default) agrees with the labels. */
export function questionAgreement(turns: readonly LabelledTurn[], read: (text: string) => QuestionLabel = readQuestion): QuestionAgreement {
  const pairs = turns.map((t) => [t.label, read(t.text)] as const);
  const confusion = Object.fromEntries(
    QUESTION_LABELS.map((l) => [l, Object.fromEntries(QUESTION_LABELS.map((r) => [r, 0]))]),
  ) as QuestionAgreement['confusion'];
  for (const [label, got] of pairs) confusion[label][got]++;
  const accuracyOf = (ps: readonly (readonly [QuestionLabel, QuestionLabel])[]) =>
    ps.length === 0 ? 0 : ps.filter(([a, b]) => a === b).length / ps.length;
  const questions = pairs.filter(([a, b]) => a !== 'none' && b !== 'none');
  const share = (labels: QuestionLabel[]) => {
    const asked = labels.filter((l) => l !== 'none');
    return asked.length === 0 ? 0 : asked.filter((l) => l === 'open').length / asked.length;
  };
  const byStyle: QuestionAgreement['byStyle'] = {};
  for (const style of ['typed', 'spoken'] as const) {
    const ps = pairs.filter((_, i) => turns[i].style === style);
    if (ps.length > 0) byStyle[style] = { turns: ps.length, accuracy: accuracyOf(ps), kappa: cohensKappa(ps, QUESTION_LABELS) };
  }
  return {
    turns: turns.length,
    accuracy: accuracyOf(pairs),
    kappa: cohensKappa(pairs, QUESTION_LABELS),
    openClosedKappa: cohensKappa(questions, ['open', 'closed'] as QuestionLabel[]),
    openShare: { labelled: share(pairs.map(([a]) => a)), read: share(pairs.map(([, b]) => b)) },
    confusion,
    byStyle,
  };
}

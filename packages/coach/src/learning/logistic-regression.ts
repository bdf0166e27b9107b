// Logistic regression on sparse binary features (the words of a sentence or a turn), the learned half
// of the coach's judgement: ../deal/evidence-model.ts and ../roleplay/element-model.ts. Trained by
// stochastic gradient descent with L2 shrinkage; stored rounded, without the weights too small to
// change a decision. JavaScript's model libraries train dense matrices by batch gradient descent
// (ml-logistic-regression), which does not fit ten thousand sparse word features; docs/coach.md.
import { readFileSync } from 'node:fs';

/** A trained model as stored: a bias and one weight per feature. */
export interface StoredLogistic {
  bias: number;
  weights: Record<string, number>;
}

const TRAINING = { epochs: 30, learningRate: 0.2, l2: 1e-3 } as const;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The visiting order is a fixed permutation per epoch, so training is reproducible. */
export function trainLogistic(samples: readonly string[][], labels: readonly number[]): { bias: number; weights: Map<string, number> } {
  const weights = new Map<string, number>();
  let bias = 0;
  const order = samples.map((_, i) => i);
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    for (let k = order.length - 1; k > 0; k--) {
      const j = (k * 7919 + epoch * 104729) % (k + 1);
      [order[k], order[j]] = [order[j], order[k]];
    }
    for (const i of order) {
      let z = bias;
      for (const f of samples[i]) z += weights.get(f) ?? 0;
      const error = sigmoid(z) - labels[i];
      for (const f of samples[i]) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - TRAINING.learningRate * (error + TRAINING.l2 * w));
      }
      bias -= TRAINING.learningRate * error;
    }
  }
  return { bias, weights };
}

const round = (x: number) => Math.round(x * 1e3) / 1e3;

/** Train and keep what is worth storing: weights of at least `smallestWeight`, to three decimals. */
export function trainStoredLogistic(samples: readonly string[][], labels: readonly number[], smallestWeight: number): StoredLogistic {
  const { bias, weights } = trainLogistic(samples, labels);
  const kept = [...weights].filter(([, w]) => Math.abs(w) >= smallestWeight).sort(([a], [b]) => a.localeCompare(b));
  return { bias: round(bias), weights: Object.fromEntries(kept.map(([f, w]) => [f, round(w)])) };
}

export function probability(model: StoredLogistic, features: readonly string[]): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return sigmoid(z);
}

/** Models stored by `serialiseModels` in `file`, read on first use (a service that never asks never reads them). */
export function storedModels<T extends Record<string, StoredLogistic>>(file: URL): () => T {
  let models: T | undefined;
  return () => (models ??= JSON.parse(readFileSync(file, 'utf8')) as T);
}

/** One model per line, so a retrained model's diff stays readable. */
export function serialiseModels(models: Record<string, StoredLogistic>): string {
  return `{\n${Object.entries(models)
    .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
    .join(',\n')}\n}\n`;
}

/**
 * Where two sets of models differ by more than `tolerance` (a weight's difference, or a weight kept in
 * one and dropped in the other at the pruning edge), as "key feature" lines; a bias differs past 0.002.
 */
export function modelDifferences(a: Record<string, StoredLogistic>, b: Record<string, StoredLogistic>, tolerance: number): string[] {
  const far: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!a[key] || !b[key]) {
      far.push(`${key} missing`);
      continue;
    }
    if (Math.abs(a[key].bias - b[key].bias) > 0.002) far.push(`${key} bias`);
    for (const feature of new Set([...Object.keys(a[key].weights), ...Object.keys(b[key].weights)])) {
      if (Math.abs((a[key].weights[feature] ?? 0) - (b[key].weights[feature] ?? 0)) > tolerance) far.push(`${key} ${feature}`);
    }
  }
  return far;
}

// The progress page's charts (recharts: docs/progress.md). Each chart is a picture for sighted readers
// (role="img" with a one-line summary, nothing focusable inside) and is always paired with a table that
// holds the same figures, which is what screen readers and keyboard users read.
import type { ProgressPoint } from '@blindspot/contracts';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';

const AXIS = { stroke: 'var(--muted-foreground)', fontSize: 12 } as const;
const HEIGHT = 220;

export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

/** A chart as one picture with a summary; the table beside it carries the figures. */
export function ChartFigure({ summary, height = HEIGHT, children }: { summary: string; height?: number; children: ReactNode }) {
  return (
    <div role="img" aria-label={summary} className="w-full overflow-hidden" style={{ height }}>
      {children}
    </div>
  );
}

/** Score of each session, oldest first, on a 0-10 axis. */
export function ScoreChart({ points }: { points: ProgressPoint[] }) {
  const data = points.map((p, index) => ({ label: `${index + 1}`, score: p.score }));
  return (
    <LineChart
      responsive
      data={data}
      accessibilityLayer={false}
      style={{ width: '100%', height: HEIGHT }}
      margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" />
      <YAxis domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tick={AXIS} stroke="var(--border)" />
      <Line
        type="monotone"
        dataKey="score"
        stroke="var(--primary)"
        strokeWidth={2}
        dot={{ r: 3, fill: 'var(--primary)' }}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

/** Open-question ratio and talk share per session, in percent; a session without the figure leaves a gap. */
export function RatioChart({ points }: { points: ProgressPoint[] }) {
  const data = points.map((p, index) => ({
    label: `${index + 1}`,
    open: p.openQuestionRatio === null ? null : Math.round(p.openQuestionRatio * 100),
    talk: p.talkShare === null ? null : Math.round(p.talkShare * 100),
  }));
  return (
    <LineChart
      responsive
      data={data}
      accessibilityLayer={false}
      style={{ width: '100%', height: HEIGHT }}
      margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" />
      <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" />
      <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={AXIS} stroke="var(--border)" unit="%" />
      <Line
        type="monotone"
        dataKey="open"
        name="Open questions"
        stroke="var(--primary)"
        strokeWidth={2}
        dot={{ r: 3, fill: 'var(--primary)' }}
        connectNulls
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="talk"
        name="Talk share"
        stroke="var(--muted-foreground)"
        strokeWidth={2}
        strokeDasharray="6 3"
        dot={{ r: 3, fill: 'var(--muted-foreground)' }}
        connectNulls
        isAnimationActive={false}
      />
    </LineChart>
  );
}

/** Height of a bar chart of `count` bars: one row per bar, so names never crowd on a phone. */
export const barsHeight = (count: number) => 24 + 36 * Math.max(1, count);

/**
 * One horizontal bar per item, 0 to `max`, each named at its left: element names are long, and side by side
 * under vertical bars they ran into each other at 375 px.
 */
export function BarsChart({ bars, max, unit }: { bars: Array<{ label: string; value: number }>; max: number; unit?: string }) {
  return (
    <BarChart
      responsive
      layout="vertical"
      data={bars}
      accessibilityLayer={false}
      style={{ width: '100%', height: barsHeight(bars.length) }}
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
      <XAxis
        type="number"
        domain={[0, max]}
        ticks={[0, 0.25, 0.5, 0.75, 1].map((f) => f * max)}
        tick={AXIS}
        stroke="var(--border)"
        unit={unit}
      />
      <YAxis type="category" dataKey="label" tick={AXIS} stroke="var(--border)" width={112} interval={0} />
      <Bar dataKey="value" fill="var(--primary)" radius={[0, 4, 4, 0]} barSize={18} isAnimationActive={false} />
    </BarChart>
  );
}

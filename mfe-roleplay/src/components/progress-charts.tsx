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
export function ChartFigure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <div role="img" aria-label={summary} className="w-full overflow-hidden" style={{ height: HEIGHT }}>
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

/** One bar per item, 0 to `max`, labelled along the bottom. */
export function BarsChart({ bars, max, unit }: { bars: Array<{ label: string; value: number }>; max: number; unit?: string }) {
  return (
    <BarChart
      responsive
      data={bars}
      accessibilityLayer={false}
      style={{ width: '100%', height: HEIGHT }}
      margin={{ top: 8, right: 12, bottom: 0, left: -16 }}
    >
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={AXIS} stroke="var(--border)" interval={0} />
      <YAxis domain={[0, max]} tick={AXIS} stroke="var(--border)" unit={unit} />
      <Bar dataKey="value" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

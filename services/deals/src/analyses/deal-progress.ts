// The deal side of the progress page (docs/product.md#progress): per methodology element, how often the
// seller's own analyses have it covered, not confirmed or missing, counted in PostgreSQL over the narrow
// deal_analysis_elements table (mirrored from each analysis's coverage checklist by a trigger).
import { type DealElementGap, type DealProgress, METHODOLOGIES, type MethodologyId } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';
import type { DataSource } from 'typeorm';

interface GapRow {
  methodology: MethodologyId;
  element: string;
  analyses: number;
  covered: number;
  unconfirmed: number;
  missing: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function readDealProgress(dataSource: DataSource, userId: string): Promise<DealProgress> {
  const rows = await dataSource.query<GapRow[]>(
    `SELECT methodology, element, count(*)::int AS analyses,
            count(*) FILTER (WHERE status = 'covered')::int AS covered,
            count(*) FILTER (WHERE status = 'unconfirmed')::int AS unconfirmed,
            count(*) FILTER (WHERE status = 'missing')::int AS missing
     FROM deal_analysis_elements WHERE user_id = $1 GROUP BY methodology, element`,
    [userId],
  );
  // Every checklist lists each element of its methodology: a methodology's analyses are its elements' most.
  const perMethodology = new Map<string, number>();
  for (const row of rows) perMethodology.set(row.methodology, Math.max(perMethodology.get(row.methodology) ?? 0, row.analyses));
  const read = [...perMethodology.values()].reduce((sum, n) => sum + n, 0);
  const names = new Map(METHODOLOGIES.flatMap((m) => getMethodology(m).concepts.map((c) => [`${m}/${c.key}`, c.name] as const)));
  const order = [...names.keys()];
  const elements: DealElementGap[] = rows
    // An element no methodology has any more (an older pack) is left out rather than shown without a name.
    .filter((row) => names.has(`${row.methodology}/${row.element}`))
    .map((row) => ({
      methodology: row.methodology,
      element: row.element,
      name: names.get(`${row.methodology}/${row.element}`)!,
      analyses: row.analyses,
      covered: row.covered,
      unconfirmed: row.unconfirmed,
      missing: row.missing,
      gapRate: round2((row.missing + row.unconfirmed) / row.analyses),
    }))
    // Most often missing first; of equals, the one in more analyses, then the methodology's own order.
    .sort(
      (a, b) =>
        b.gapRate - a.gapRate ||
        b.analyses - a.analyses ||
        order.indexOf(`${a.methodology}/${a.element}`) - order.indexOf(`${b.methodology}/${b.element}`),
    );
  return { analysesRead: read, elements };
}

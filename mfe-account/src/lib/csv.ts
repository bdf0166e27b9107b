// The lists of the data export as CSV (RFC 4180: every field quoted, quotes doubled, CRLF between rows).
// A cell a spreadsheet would run as a formula (=, +, -, @ first) starts with an apostrophe instead.
import type { DealAnalysesExport, RoleplayExport } from '@blindspot/contracts';
import { sessionStatus } from '@blindspot/contracts';

const cell = (value: unknown): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
};

export function toCsv(header: string[], rows: unknown[][]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function analysesCsv(analyses: DealAnalysesExport['analyses']): string {
  return toCsv(
    [
      'id',
      'created_at',
      'deal_name',
      'prospect_names',
      'prospect_titles',
      'stage',
      'methodology',
      'deal_size',
      'elements_covered',
      'elements',
      'messages',
    ],
    analyses.map((a) => [
      a.id,
      a.createdAt,
      a.dealName,
      a.prospectNames,
      a.prospectTitles,
      a.stage,
      a.methodology,
      a.dealSize,
      a.coverage ? a.coverage.elements.filter((e) => e.status === 'covered').length : '',
      a.coverage ? a.coverage.elements.length : '',
      a.messages.length,
    ]),
  );
}

export function sessionsCsv(sessions: RoleplayExport['sessions']): string {
  return toCsv(
    [
      'id',
      'created_at',
      'scenario',
      'persona',
      'methodology',
      'difficulty',
      'session_type',
      'status',
      'score',
      'company',
      'buyer',
      'messages',
    ],
    sessions.map((s) => [
      s.id,
      s.createdAt,
      s.scenario,
      s.persona,
      s.methodology,
      s.difficulty,
      s.sessionType,
      sessionStatus(s),
      s.scored ? s.score : '',
      s.targetAccountCompany,
      s.buyerPersonaName,
      (JSON.parse(s.messages) as unknown[]).length,
    ]),
  );
}

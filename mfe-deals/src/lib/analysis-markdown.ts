// "Copy as Markdown" (docs/product.md#deal-analysis): the analysis as one Markdown document a seller can
// paste into a CRM note, an e-mail or a doc: the deal, the coverage, the notes it was made from, the chat.
import { type DealAnalysis, formatDealSize, STAGE_LABELS } from '@blindspot/contracts';
import { getMethodology } from '@blindspot/methodologies';

const STATUS_LABELS = { covered: 'Covered', unconfirmed: 'Not confirmed', missing: 'Missing' } as const;

/** One line of text as a quote block (every line prefixed). */
const quoted = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n');

/** Headings inside a coach reply sit under the conversation's own (at least ####). */
const nested = (text: string) => text.replace(/^(#{1,3})(?=\s)/gm, (hashes) => '#'.repeat(Math.min(6, hashes.length + 3)));

export function analysisMarkdown(analysis: DealAnalysis): string {
  const lines: string[] = [`# ${analysis.dealName || 'Deal analysis'}`, ''];
  const facts: Array<[string, string | null]> = [
    ['Methodology', getMethodology(analysis.methodology).name],
    ['Prospects', [analysis.prospectNames, analysis.prospectTitles].filter(Boolean).join(' · ') || null],
    ['Stage', analysis.stage ? STAGE_LABELS[analysis.stage] : null],
    ['Deal size', analysis.dealSize ? formatDealSize(analysis.dealSize) : null],
  ];
  for (const [label, value] of facts) if (value) lines.push(`- **${label}:** ${value}`);

  const coverage = analysis.coverage;
  if (coverage) {
    const covered = coverage.elements.filter((e) => e.status === 'covered').length;
    lines.push('', `## Coverage: ${covered} of ${coverage.elements.length} elements`, '');
    for (const element of coverage.elements) {
      const evidence = element.quotes[0] ? `“${element.quotes[0]}”` : 'Nothing in your notes shows this yet.';
      const ask = element.status !== 'covered' && element.nextQuestions[0] ? ` Ask: ${element.nextQuestions[0]}` : '';
      lines.push(`- **${element.name}** (${STATUS_LABELS[element.status]}): ${evidence}${ask}`);
    }
  }

  lines.push('', '## Notes', '', quoted(analysis.dealNotes));

  if (analysis.messages.length > 0) {
    lines.push('', '## Conversation with the coach');
    for (const message of analysis.messages) {
      lines.push(
        '',
        `### ${message.role === 'user' ? 'You' : 'Coach'}`,
        '',
        message.role === 'user' ? message.content.trim() : nested(message.content.trim()),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

import type { DealAnalysis } from '@blindspot/contracts';
import { analysisMarkdown } from './analysis-markdown.js';

const analysis = {
  id: 'a1',
  dealName: 'Northwind expansion',
  prospectNames: 'Dana Ortiz',
  prospectTitles: 'VP Operations',
  dealSize: '120000',
  stage: 'qualification',
  methodology: 'meddic',
  createdAt: '2026-11-20T10:00:00Z',
  coach: 'offline',
  dealNotes: 'Dana wants routing live by Q3.\n\nCFO signs above $100k.',
  messages: [
    { role: 'user', content: 'Please analyze this deal using the MEDDIC methodology.' },
    { role: 'assistant', content: '## Summary\nStrong pain.\n\n## Next steps\n- Meet the CFO' },
  ],
  coverage: {
    elements: [
      { element: 'metrics', name: 'Metrics', status: 'covered', quotes: ['routing live by Q3'], stillMissing: [], nextQuestions: [] },
      {
        element: 'decision-process',
        name: 'Decision Process',
        status: 'missing',
        quotes: [],
        stillMissing: [],
        nextQuestions: ['Who signs?'],
      },
    ],
    risks: [],
    nextSteps: [],
  },
} as unknown as DealAnalysis;

describe('analysisMarkdown', () => {
  it('writes the deal, its coverage, the notes as a quote and the conversation, coach headings nested under it', () => {
    expect(analysisMarkdown(analysis)).toBe(
      [
        '# Northwind expansion',
        '',
        '- **Methodology:** MEDDIC',
        '- **Prospects:** Dana Ortiz · VP Operations',
        '- **Stage:** Qualification',
        '- **Deal size:** $120,000',
        '',
        '## Coverage: 1 of 2 elements',
        '',
        '- **Metrics** (Covered): “routing live by Q3”',
        '- **Decision Process** (Missing): Nothing in your notes shows this yet. Ask: Who signs?',
        '',
        '## Notes',
        '',
        '> Dana wants routing live by Q3.',
        '>',
        '> CFO signs above $100k.',
        '',
        '## Conversation with the coach',
        '',
        '### You',
        '',
        'Please analyze this deal using the MEDDIC methodology.',
        '',
        '### Coach',
        '',
        '##### Summary',
        'Strong pain.',
        '',
        '##### Next steps',
        '- Meet the CFO',
        '',
      ].join('\n'),
    );
  });

  it('names an untitled analysis and leaves out what is not known', () => {
    const bare = {
      ...analysis,
      dealName: null,
      prospectNames: null,
      prospectTitles: null,
      stage: null,
      dealSize: null,
      coverage: null,
      messages: [],
    };
    expect(analysisMarkdown(bare)).toBe(
      '# Deal analysis\n\n- **Methodology:** MEDDIC\n\n## Notes\n\n> Dana wants routing live by Q3.\n>\n> CFO signs above $100k.\n',
    );
  });
});

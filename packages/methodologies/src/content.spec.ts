import { METHODOLOGIES } from '@blindspot/contracts';
import { getMethodology, METHODOLOGY_CONTENT, METHODOLOGY_LIST } from './index.js';

describe('methodology content', () => {
  it('has one entry per methodology id, listed in the order of METHODOLOGIES', () => {
    expect(METHODOLOGY_LIST.map((m) => m.id)).toEqual([...METHODOLOGIES]);
    for (const id of METHODOLOGIES) expect(METHODOLOGY_CONTENT[id].id).toBe(id);
  });

  it('uses exactly the element names of docs/product.md (Enumerations)', () => {
    const names = (id: keyof typeof METHODOLOGY_CONTENT) => METHODOLOGY_CONTENT[id].concepts.map((c) => c.name);
    expect(names('meddic')).toEqual(['Metrics', 'Economic Buyer', 'Decision Criteria', 'Decision Process', 'Identify Pain', 'Champion']);
    expect(names('challenger')).toEqual(['Teach', 'Tailor', 'Take Control']);
    expect(names('spin')).toEqual(['Situation', 'Problem', 'Implication', 'Need-Payoff']);
    expect(names('gap')).toEqual(['Current State', 'Problems', 'Impact', 'Future State', 'Gap']);
  });

  it('fills every field a page shows, with unique concept keys and external book links', () => {
    for (const m of METHODOLOGY_LIST) {
      for (const field of ['name', 'fullName', 'description', 'bestFor', 'overview', 'whenToUse', 'bookTitle'] as const) {
        expect(m[field].length).toBeGreaterThan(0);
      }
      expect(m.bookUrl).toMatch(/^https:\/\//);
      expect(new Set(m.concepts.map((c) => c.key)).size).toBe(m.concepts.length);
      expect(m.exampleQuestions.length).toBeGreaterThanOrEqual(3);
      expect(m.quickStartTips.length).toBeGreaterThanOrEqual(3);
      expect(m.starterQuestions.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('falls back to MEDDIC for unknown or missing ids', () => {
    expect(getMethodology('spin').name).toBe('SPIN Selling');
    expect(getMethodology(undefined).id).toBe('meddic');
    expect(getMethodology('toString').id).toBe('meddic');
  });
});

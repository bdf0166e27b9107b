import { METHODOLOGIES } from '@blindspot/contracts';
import { playLines, STRONG_CALL_LINES, sampleSetup, WEAK_MOVES_LINES } from './fixtures/transcripts.js';
import { elementLines, scoreUnderEveryMethodology } from './rescore.js';
import { scoreTranscript } from './scoring.js';

describe('one transcript under every methodology', () => {
  const strong = playLines(sampleSetup('rescore-strong', { methodology: 'spin' }), STRONG_CALL_LINES);
  const weak = playLines(sampleSetup('rescore-weak', { methodology: 'spin' }), WEAK_MOVES_LINES);

  it('scores MEDDIC, Challenger, SPIN and Gap in that order, each exactly as the rubric does for that methodology', () => {
    const results = scoreUnderEveryMethodology(strong);
    expect(results.map((r) => r.methodology)).toEqual(['meddic', 'challenger', 'spin', 'gap']);
    expect(results.map((r) => r.name)).toEqual(['MEDDIC', 'Challenger Sale', 'SPIN Selling', 'Gap Selling']);
    for (const result of results) {
      const direct = scoreTranscript({ methodology: result.methodology }, strong);
      expect(result.score).toBe(direct.score);
      expect(result.rubric).toEqual(direct.rubric);
      expect(result.keyTakeaway).toBe(direct.keyTakeaway);
    }
  });

  it('is deterministic: the same transcript gives the same results', () => {
    expect(scoreUnderEveryMethodology(strong)).toEqual(scoreUnderEveryMethodology(strong));
  });

  it("lists every element with the turn the rubric's methodology line credits, quoting that turn", () => {
    for (const methodology of METHODOLOGIES) {
      const lines = elementLines(methodology, strong);
      const methodologyLine = scoreTranscript({ methodology }, strong).rubric.find((line) => line.id === 'methodology')!;
      expect(lines.flatMap((l) => (l.turn ? [l.turn] : []))).toEqual(methodologyLine.turns);
      for (const line of lines) {
        expect(methodologyLine.detail).toContain(line.turn ? `${line.name} (turn ${line.turn})` : `${line.name} (missing)`);
        if (line.turn) {
          const sellerLine = STRONG_CALL_LINES[line.turn - 1];
          expect(line.quote).toMatch(/^".+"$/);
          expect(sellerLine.replace(/\s+/g, ' ')).toContain(line.quote!.slice(1, 30));
        } else expect(line.quote).toBeNull();
      }
    }
  });

  it('gives the weak call no element under any methodology', () => {
    for (const result of scoreUnderEveryMethodology(weak)) {
      expect(result.score).toBe(0);
      expect(result.elements.every((line) => line.turn === null)).toBe(true);
    }
  });

  it('answers an empty transcript with zero scores and every element missing', () => {
    for (const result of scoreUnderEveryMethodology([])) {
      expect(result.score).toBe(0);
      expect(result.rubric).toEqual([]);
      expect(result.elements.length).toBeGreaterThan(0);
      expect(result.elements.every((line) => line.turn === null && line.quote === null)).toBe(true);
    }
  });
});

import { METHODOLOGIES } from '@blindspot/contracts';
import { METHODOLOGY_CONTENT } from '@blindspot/methodologies';
import { elementPack, PACKS } from './index.js';
import type { CoachPack } from './types.js';

// The compiler holds every pack to its methodology's element keys: leaving one out does not compile.
// (If ElementKey ever widened to string, this directive would be unused and the typecheck would fail.)
// @ts-expect-error Take Control is missing
const incomplete: CoachPack<'challenger'>['elements'] = {
  teach: PACKS.challenger.elements.teach,
  tailor: PACKS.challenger.elements.tailor,
};
void incomplete;

describe('methodology packs', () => {
  it.each([...METHODOLOGIES])('%s: one entry per element of the methodology, nothing else', (id) => {
    expect(Object.keys(PACKS[id].elements).sort()).toEqual(METHODOLOGY_CONTENT[id].concepts.map((c) => c.key).sort());
    for (const concept of METHODOLOGY_CONTENT[id].concepts) {
      const pack = elementPack(concept.key);
      expect(pack.questions.length).toBeGreaterThan(0);
      expect(pack.example).toMatch(/\w/);
    }
  });

  it('refuses an element no pack knows', () => {
    expect(() => elementPack('bant-budget')).toThrow(/No coach pack entry/);
  });
});

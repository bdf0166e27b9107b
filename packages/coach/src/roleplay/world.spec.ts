import { generateRoleplayWorld, type RoleplayWorldInput } from './world.js';

const input: RoleplayWorldInput = { seed: 'session-a', scenario: 'discovery', persona: 'cfo', difficulty: 'medium' };

describe('generateRoleplayWorld', () => {
  it('is reproducible for one session and varies between sessions', () => {
    expect(generateRoleplayWorld(input)).toEqual(generateRoleplayWorld(input));
    const worlds = ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => generateRoleplayWorld({ ...input, seed }));
    expect(new Set(worlds.map((w) => `${w.account.company}/${w.buyer.name}`)).size).toBeGreaterThan(3);
  });

  it('fills every card field', () => {
    const { account, buyer } = generateRoleplayWorld(input);
    for (const value of [...Object.values(account), ...Object.values(buyer)]) expect(value.length).toBeGreaterThan(3);
    expect(account.size).toMatch(/^[\d,]+ employees$/);
    expect(account.revenue).toMatch(/^\$[\d.]+[MB] annual revenue$/);
  });

  it('fits the persona, the difficulty and the buyer title', () => {
    expect(generateRoleplayWorld(input).buyer.profile).toMatch(/^Economic Buyer/);
    expect(generateRoleplayWorld({ ...input, difficulty: 'hard' }).buyer.profile).toMatch(/Sceptical/);
    expect(generateRoleplayWorld({ ...input, buyerTitle: '  VP of Revenue  ' }).buyer.role).toBe('VP of Revenue');
    expect(generateRoleplayWorld({ ...input, scenario: 'multithreading' }).account.situation).toMatch(
      /stakeholders|single contact|nobody else/,
    );
  });

  it('fits the seller profile: industries and target personas', () => {
    for (const seed of ['1', '2', '3', '4']) {
      const world = generateRoleplayWorld({
        ...input,
        seed,
        persona: 'cto',
        sellerProfile: {
          industries: 'Healthcare providers and hospitals',
          targetPersonas: 'CIO, Head of Clinical Systems, VP Engineering',
        },
      });
      expect(world.account.industry).toBe('Healthcare');
      expect(['CIO', 'Head of Clinical Systems', 'VP Engineering']).toContain(world.buyer.role);
    }
    expect(generateRoleplayWorld({ ...input, sellerProfile: { industries: 'Agritech' } }).account.industry).toBe('Agritech');
  });
});

import { createDealAnalysisSchema, credentialsSchema, sellerProfileSchema, tierRank } from './index.js';

describe('contracts', () => {
  it('normalises e-mail and enforces the password bounds', () => {
    expect(credentialsSchema.parse({ email: '  Ada@Example.COM ', password: 'secret' }).email).toBe('ada@example.com');
    expect(credentialsSchema.safeParse({ email: 'a@b.co', password: '12345' }).success).toBe(false);
    expect(credentialsSchema.safeParse({ email: 'not-an-email', password: 'secret1' }).success).toBe(false);
  });

  it('omits empty optional values and rejects unknown enum values', () => {
    const parsed = createDealAnalysisSchema.parse({ dealNotes: ' notes ', methodology: 'spin', dealName: '  ' });
    expect(parsed).toEqual({ dealNotes: 'notes', methodology: 'spin' });
    expect(createDealAnalysisSchema.safeParse({ dealNotes: 'x', methodology: 'bant' }).success).toBe(false);
  });

  it('drops empty seller-profile strings and refuses unknown fields', () => {
    const parsed = sellerProfileSchema.parse({ productName: 'Acme', website: '', preferredMethodologies: ['spin'] });
    expect(parsed).toEqual({ productName: 'Acme', preferredMethodologies: ['spin'] });
    expect(sellerProfileSchema.safeParse({ productName: 'Acme', hacker: 'x' }).success).toBe(false);
    expect(sellerProfileSchema.safeParse(JSON.parse('{"__proto__":{"polluted":true}}')).success).toBe(false);
  });

  it('orders tiers free < practice < pro', () => {
    expect(tierRank('free')).toBeLessThan(tierRank('practice'));
    expect(tierRank('practice')).toBeLessThan(tierRank('pro'));
    expect(tierRank(undefined)).toBe(tierRank('free'));
  });
});

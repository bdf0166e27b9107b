import { emptyProfileForm, formToProfile, profileToForm, toggleMethodology } from './profile-form.js';

describe('seller profile form', () => {
  it('sends nothing for an empty form', () => {
    expect(formToProfile(emptyProfileForm())).toEqual({});
  });

  it('omits empty and blank fields, trims the rest and keeps methodologies in library order', () => {
    const form = emptyProfileForm();
    form.text.productName = '  Northwind Routing  ';
    form.text.website = '';
    form.text.competitors = '   ';
    form.text.targetPersonas = 'VP Operations\nIT Director';
    form.methodologies = ['spin', 'meddic'];
    expect(formToProfile(form)).toEqual({
      productName: 'Northwind Routing',
      targetPersonas: 'VP Operations\nIT Director',
      preferredMethodologies: ['meddic', 'spin'],
    });
  });

  it('fills the form from a stored profile, leaving absent fields empty and dropping unknown ids', () => {
    const form = profileToForm({ website: 'https://northwind.example', preferredMethodologies: ['gap', 'bogus' as never] });
    expect(form.text.website).toBe('https://northwind.example');
    expect(form.text.productName).toBe('');
    expect(form.methodologies).toEqual(['gap']);
    expect(formToProfile(form)).toEqual({ website: 'https://northwind.example', preferredMethodologies: ['gap'] });
  });

  it('toggles a methodology on and off without duplicates', () => {
    expect(toggleMethodology(['meddic'], 'spin', true)).toEqual(['meddic', 'spin']);
    expect(toggleMethodology(['meddic', 'spin'], 'spin', true)).toEqual(['meddic', 'spin']);
    expect(toggleMethodology(['meddic', 'spin'], 'meddic', false)).toEqual(['spin']);
  });
});

// The seller-profile form's state and the request built from it (docs/product.md#seller-profile: empty values are
// omitted from the request). Shared by the Seller Profile page and onboarding steps 2 and 3.
import {
  METHODOLOGIES,
  type MethodologyId,
  SELLER_PROFILE_TEXT_FIELDS,
  type SellerProfileInput,
  type SellerProfileTextField,
} from '@blindspot/contracts';

export interface ProfileForm {
  text: Record<SellerProfileTextField, string>;
  methodologies: MethodologyId[];
}

export function emptyProfileForm(): ProfileForm {
  const text = Object.fromEntries(SELLER_PROFILE_TEXT_FIELDS.map((field) => [field, ''])) as Record<SellerProfileTextField, string>;
  return { text, methodologies: [] };
}

/** The form filled from a stored profile (absent fields stay empty; unknown methodology ids are dropped). */
export function profileToForm(profile: Partial<SellerProfileInput> | null | undefined): ProfileForm {
  const form = emptyProfileForm();
  for (const field of SELLER_PROFILE_TEXT_FIELDS) {
    const value = profile?.[field];
    if (typeof value === 'string') form.text[field] = value;
  }
  form.methodologies = METHODOLOGIES.filter((id) => profile?.preferredMethodologies?.includes(id));
  return form;
}

/**
 * The PUT /api/seller-profile body: trimmed text, each field only when it holds something, and the
 * chosen methodologies (in the library's order) only when at least one is chosen. The server replaces
 * the whole profile, so a field left out is cleared.
 */
export function formToProfile(form: ProfileForm): SellerProfileInput {
  const profile: SellerProfileInput = {};
  for (const field of SELLER_PROFILE_TEXT_FIELDS) {
    const value = form.text[field].trim();
    if (value) profile[field] = value;
  }
  const methodologies = METHODOLOGIES.filter((id) => form.methodologies.includes(id));
  if (methodologies.length) profile.preferredMethodologies = methodologies;
  return profile;
}

/** Checks or unchecks one methodology. */
export function toggleMethodology(selected: readonly MethodologyId[], id: MethodologyId, checked: boolean): MethodologyId[] {
  const without = selected.filter((m) => m !== id);
  return checked ? [...without, id] : without;
}

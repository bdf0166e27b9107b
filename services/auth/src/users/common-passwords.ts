// The most common passwords, refused at sign-up (ASVS 2.1.7). The list is zxcvbn-ts's "passwords-common"
// dictionary (@zxcvbn-ts/language-common, MIT): 49,233 passwords ranked by how often they appear in leaked
// password sets, lower-cased, 42,692 of them 6 characters or longer. Shipped in the package, so no request
// goes anywhere and the check costs one Set lookup.
import { dictionary } from '@zxcvbn-ts/language-common';

export const TOO_COMMON_PASSWORD = 'This password is too common';

const COMMON = new Set<string>(dictionary['passwords-common']);

/** How many passwords the list holds. */
export const COMMON_PASSWORDS = COMMON.size;

/** True for a listed password (in any case, spaces around it ignored) or one character repeated ("      "). */
export function isTooCommon(password: string): boolean {
  const folded = password.toLowerCase();
  return COMMON.has(folded) || COMMON.has(folded.trim()) || /^(.)\1*$/su.test(password);
}

import { COMMON_PASSWORDS, isTooCommon } from './common-passwords.js';

describe('common passwords', () => {
  it('ships a list of at least 10,000', () => {
    expect(COMMON_PASSWORDS).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['123456', 'password', 'qwerty', 'Password', 'QWERTY123', 'iloveyou', 'dragon', ' letmein ', '      ', 'aaaaaaaa'])(
    'refuses %j',
    (password) => {
      expect(isTooCommon(password)).toBe(true);
    },
  );

  it.each(['correct horse battery', 'correct-horse-42', 'scaling-secret', 'q7#Lm2', 'bench-password'])('accepts %j', (password) => {
    expect(isTooCommon(password)).toBe(false);
  });
});

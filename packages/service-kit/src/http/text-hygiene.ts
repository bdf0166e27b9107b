// One rule for every string the API takes (docs/conventions.md, "Input"): no U+0000 and no lone
// surrogate. PostgreSQL cannot store NUL in text or jsonb and stores a lone surrogate as U+FFFD, so such
// a string would either fail as a 500 or come back different from what was sent; it is refused instead.
import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Why a string cannot be taken, or undefined when it can. */
export function textProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain NUL characters (U+0000)';
  if (LONE_SURROGATE.test(value)) return 'must not contain unpaired surrogates (not valid Unicode)';
  return undefined;
}

/**
 * The first string in `value` (keys included) that breaks the rule, with its path (`a.b.0`), or undefined.
 * Iterative, so a body nested thousands deep cannot overflow the stack.
 */
export function findTextProblem(value: unknown, path: string[] = []): { path: string[]; problem: string } | undefined {
  const pending: Array<{ value: unknown; path: string[] }> = [{ value, path }];
  while (pending.length) {
    const current = pending.pop()!;
    if (typeof current.value === 'string') {
      const problem = textProblem(current.value);
      if (problem) return { path: current.path, problem };
    } else if (Array.isArray(current.value)) {
      for (const [index, item] of current.value.entries()) pending.push({ value: item, path: [...current.path, String(index)] });
    } else if (current.value !== null && typeof current.value === 'object') {
      for (const [key, item] of Object.entries(current.value)) {
        const keyProblem = textProblem(key);
        if (keyProblem) return { path: current.path, problem: `has a key that ${keyProblem}` };
        pending.push({ value: item, path: [...current.path, key] });
      }
    }
  }
  return undefined;
}

/** Answers 400 naming the field when `value` holds a string the API does not take. */
export function assertCleanText(value: unknown, path: string[] = []): void {
  const found = findTextProblem(value, path);
  if (found) throw new BadRequestException(found.path.length ? `${found.path.join('.')}: ${found.problem}` : found.problem);
}

/**
 * For text read back from storage (written before the rule, or from a JSON column that could hold it):
 * drops NUL and turns lone surrogates into U+FFFD, so it can be scored, stored and served again.
 */
export function cleanStoredText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping NUL is the point
  return value.replace(/\u0000/g, '').replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * Global pipe: route parameters, query strings and plain `@Body()` values follow the rule too. `@ZodBody`
 * (a custom decorator) checks its body itself, before parsing.
 */
@Injectable()
export class TextHygienePipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    assertCleanText(value, metadata.data ? [metadata.data] : []);
    return value;
  }
}

// Phrase lists compiled into word-bounded patterns over a clause's lower-case word view (see
// read-text.ts). Each pattern is an alternation of short literal phrases with bounded gaps, so matching
// is linear in the text: no nested quantifiers, no unbounded wildcards.

/** `phrases(['sign off', 'approve'])` matches either as whole words. `~` stands for up to `gap` other words. */
export function phrases(list: readonly string[], gap = 3): RegExp {
  for (const phrase of list) assertWordAlternatives(phrase);
  const body = list
    .map((p) =>
      p
        .split('~')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => escapeWords(part))
        .join(`(?: [^ ]+){0,${gap}} `),
    )
    .join('|');
  return new RegExp(`(?<=^| )(?:${body})(?= |$)`);
}

/**
 * Words, with `*` as "any ending" ("frustrat*"), `|` as alternatives of one word ("security
 * review|questionnaire") and parentheses for alternatives of several words ("(thought about|looked at)").
 */
function escapeWords(phrase: string, groups: string[] = []): string {
  // Innermost groups first, so groups may nest; each becomes a placeholder the words below expand.
  let text = phrase;
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/\(([^()]*)\)/g, (_m, inner: string) => {
      groups.push(
        inner
          .split('|')
          .map((alt) => escapeWords(alt.trim(), groups))
          .join('|'),
      );
      return `\u0000${groups.length - 1}\u0000`;
    });
  }
  return text
    .split(' ')
    .map((word) => {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL delimits a placeholder; text never holds one (service-kit refuses it)
      const group = /^\u0000(\d+)\u0000$/.exec(word);
      if (group) return `(?:${groups[Number(group[1])]})`;
      const alts = word.split('|').map((alt) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL delimits a placeholder, as above
        const placeholder = /^\u0000(\d+)\u0000$/.exec(alt);
        return placeholder ? `(?:${groups[Number(placeholder[1])]})` : alt.replace(/[.+?^${}[\]\\]/g, '\\$&').replace(/\*/g, '[^ ]*');
      });
      return alts.length > 1 ? `(?:${alts.join('|')})` : alts[0];
    })
    .join(' ');
}

/**
 * `|` separates alternatives of one word, so "is at|are at" means "is (at|are) at". An alternative that
 * repeats its neighbouring word is that mistake: several words go in parentheses, "(is at|are at)".
 */
function assertWordAlternatives(phrase: string): void {
  // "~" splits the phrase before groups are read, so a "~" inside parentheses breaks the group apart.
  for (const part of phrase.split('~')) {
    if ((part.match(/\(/g) ?? []).length !== (part.match(/\)/g) ?? []).length) {
      throw new Error(`Phrase "${phrase}": a gap (~) inside parentheses; write the alternatives as separate phrases`);
    }
  }
  const words = phrase.replace(/\([^()]*\)/g, '()').split(/\s+/);
  words.forEach((word, i) => {
    const neighbours = [words[i - 1], words[i + 1]].flatMap((neighbour) => neighbour?.split('|') ?? []);
    if (word.includes('|') && word.split('|').some((alt) => neighbours.includes(alt))) {
      throw new Error(`Phrase "${phrase}": "${word}" repeats a neighbouring word; put alternatives of several words in parentheses`);
    }
  });
}

// Renders the coach's Markdown (headings, lists, quotes, bold) as React elements: no HTML injection,
// and partial text mid-stream renders sensibly.
import { Fragment, type ReactNode } from 'react';

function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, i) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={i}>{part.slice(2, -2)}</strong>
      ) : (
        <Fragment key={i}>{part}</Fragment>
      ),
    );
}

type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'paragraph'; lines: string[] };

export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const line of markdown.split('\n')) {
    const last = blocks.at(-1);
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    if (!line.trim()) continue;
    if (heading) blocks.push({ kind: 'heading', level: heading[1].length >= 3 ? 3 : 2, text: heading[2] });
    else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      const item = (bullet ?? numbered)![1];
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (quote) {
      if (last?.kind === 'quote') last.lines.push(quote[1]);
      else blocks.push({ kind: 'quote', lines: [quote[1]] });
    } else if (last?.kind === 'paragraph') last.lines.push(line);
    else blocks.push({ kind: 'paragraph', lines: [line] });
  }
  return blocks;
}

/**
 * `headingLevel`: the level of the reply's top headings (`#` and `##`; `###` one below), so they nest
 * under the page's own headings: the deal chat's title is an h2, its replies' headings h3 and h4.
 */
export function Markdown({ text, headingLevel = 3 }: { text: string; headingLevel?: 2 | 3 | 4 | 5 }) {
  const Top = `h${headingLevel}` as 'h3';
  const Sub = `h${headingLevel + 1}` as 'h4';
  return (
    <div className="space-y-2 text-sm leading-relaxed">
      {parseBlocks(text).map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <Top key={i} className="pt-1 text-base font-semibold">
                {inline(block.text)}
              </Top>
            ) : (
              <Sub key={i} className="pt-1 font-semibold">
                {inline(block.text)}
              </Sub>
            );
          case 'list': {
            const items = block.items.map((item, j) => <li key={j}>{inline(item)}</li>);
            return block.ordered ? (
              <ol key={i} className="list-decimal space-y-1 pl-5">
                {items}
              </ol>
            ) : (
              <ul key={i} className="list-disc space-y-1 pl-5">
                {items}
              </ul>
            );
          }
          case 'quote':
            return (
              <blockquote key={i} className="border-l-2 border-primary/60 pl-3 italic text-muted-foreground">
                {block.lines.map((l, j) => (
                  <p key={j}>{inline(l)}</p>
                ))}
              </blockquote>
            );
          default:
            return (
              <p key={i}>
                {block.lines.map((l, j) => (
                  <Fragment key={j}>
                    {j > 0 && <br />}
                    {inline(l)}
                  </Fragment>
                ))}
              </p>
            );
        }
      })}
    </div>
  );
}

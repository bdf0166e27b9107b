// Accessibility checks for the browser tests: axe-core (through @axe-core/playwright) with the WCAG 2.0,
// 2.1 and 2.2 A and AA rules plus the structure rules the product holds itself to (one main, landmarks,
// one h1, heading order), and a report that names the rule, the element and, for contrast, the figures.
// See docs/accessibility.md.
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Rules axe files under "best practice" that are our rules too (docs/accessibility.md): landmarks
 * (content inside them, one main, none nested or repeated), one h1 per page and no skipped levels.
 */
export const STRUCTURE_RULES = [
  'heading-order',
  'page-has-heading-one',
  'empty-heading',
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-unique',
  'region',
  'skip-link',
];

/**
 * Finishes every running animation and transition in the page, not only one element's: after a theme
 * switch or a resize a dialog's background is still fading, and a colour read then is half-way (white
 * read as grey).
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations?.() ?? []) {
      try {
        animation.finish();
      } catch {
        // An infinite animation (a spinner) cannot finish; it paints no background we read.
      }
    }
  });
}

/** Runs axe on the page as it is now; returns the violations. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await finishAnimations(page);
  // Legacy mode: axe runs in the page itself (no second page per run; the app has no frames).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])),
      resultTypes: ['violations'],
    })
    .analyze();
  return results.violations;
}

/**
 * Contrast figures axe measured for one element: "3.9:1, #ffffff on #6d5ef0, 9.8pt (13px) bold, needs 4.5:1"
 * (color-contrast), or the link's contrast with the text around it (link-in-text-block).
 */
function contrastFigures(node: AxeViolation['nodes'][number]): string | null {
  for (const check of [...node.any, ...node.all, ...node.none]) {
    const data = check.data as Record<string, unknown> | null;
    if (!data || typeof data.contrastRatio !== 'number' || data.contrastRatio <= 0) continue;
    if (data.fgColor) {
      return `${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor}, ${data.fontSize} ${data.fontWeight}, needs ${data.expectedContrastRatio}`;
    }
    return (
      `${data.contrastRatio}:1 between the link (${data.nodeColor}) and the text around it ` +
      `(${data.parentColor}), needs ${data.requiredContrastRatio ?? 3}:1 or an underline`
    );
  }
  return null;
}

/** One block per violation: the rule, its help text, and every element (selector, markup, figures). */
export function formatViolations(where: string, violations: AxeViolation[]): string {
  const lines: string[] = [];
  for (const violation of violations) {
    lines.push(`${where}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help} [${violation.nodes.length}]`);
    for (const node of violation.nodes.slice(0, 8)) {
      const figures = contrastFigures(node);
      lines.push(`    ${node.target.join(' ')}${figures ? `  — ${figures}` : ''}`);
      lines.push(`      ${node.html.replace(/\s+/g, ' ').slice(0, 220)}`);
      if (!figures && node.failureSummary) lines.push(`      ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
    if (violation.nodes.length > 8) lines.push(`    ... and ${violation.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** What has keyboard focus: its tag, text and whether a focus indicator shows (outline or ring). */
export interface FocusInfo {
  tag: string;
  text: string;
  onBody: boolean;
  visible: boolean;
  indicator: string;
}

/**
 * The focused element and whether it shows a focus indicator: an outline (at least 1px) or a ring (the
 * outermost box-shadow with no offset and no blur, spread at least 1px; a drop shadow such as shadow-xs
 * does not count) whose colour has 3:1 contrast with the background around the element. Transitions on
 * it are finished first, so a ring fading in is read at its end.
 */
export async function focusInfo(page: Page): Promise<FocusInfo> {
  await finishAnimations(page);
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) {
      return { tag: 'body', text: '', onBody: true, visible: false, indicator: 'none' };
    }
    const style = getComputedStyle(element);
    // Any CSS colour to sRGB through a canvas pixel.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    let background: [number, number, number, number] = [255, 255, 255, 1];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color[3] > 0.5) {
        background = color;
        break;
      }
    }
    const contrast = (color: string) => {
      const [r, g, b, a] = rgba(color);
      const mixed = [r, g, b].map((v, i) => v * a + background[i] * (1 - a));
      const [x, y] = [luminance(mixed), luminance(background)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    // Top-level comma split (colours have commas and spaces inside parentheses).
    const shadows: string[] = [];
    let depth = 0;
    let current = '';
    for (const char of style.boxShadow === 'none' ? '' : style.boxShadow) {
      if (char === '(') depth++;
      if (char === ')') depth--;
      if (char === ',' && depth === 0) {
        shadows.push(current.trim());
        current = '';
      } else current += char;
    }
    if (current.trim()) shadows.push(current.trim());
    const rings = shadows
      .map((shadow) => {
        const color = /^(\w+\([^)]*\)|#\w+|\w+)/.exec(shadow)?.[1] ?? '';
        const [x = 0, y = 0, blur = 0, spread = 0] = shadow
          .slice(color.length)
          .trim()
          .split(/\s+/)
          .map((part) => parseFloat(part));
        return { color, spread, flat: x === 0 && y === 0 && blur === 0 };
      })
      .filter((shadow) => shadow.flat && shadow.spread >= 1)
      .sort((a, b) => b.spread - a.spread);
    const candidates: Array<{ kind: string; color: string }> = [];
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1)
      candidates.push({ kind: `outline ${style.outlineWidth}`, color: style.outlineColor });
    if (rings[0]) candidates.push({ kind: `ring ${rings[0].spread}px`, color: rings[0].color });
    const shown = candidates
      .map((candidate) => ({ ...candidate, ratio: contrast(candidate.color) }))
      .find((candidate) => candidate.ratio >= 3);
    const rect = element.getBoundingClientRect();
    const onScreen = rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      onBody: false,
      visible: onScreen && Boolean(shown),
      indicator: shown
        ? `${shown.kind} ${shown.color}, ${shown.ratio.toFixed(2)}:1`
        : `none at 3:1 (${candidates.map((c) => `${c.kind} ${c.color} ${contrast(c.color).toFixed(2)}:1`).join('; ') || 'no outline or ring'})`,
    };
  });
}

/** Fails unless focus is on an element (never <body>) that shows a focus indicator. */
export async function expectVisibleFocus(page: Page, step: string): Promise<FocusInfo> {
  const info = await focusInfo(page);
  if (info.onBody) throw new Error(`${step}: focus fell to <body>`);
  if (!info.visible) throw new Error(`${step}: <${info.tag}> "${info.text}" has focus but no visible focus indicator (${info.indicator})`);
  return info;
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `limit` times, checking after
 * every press that focus is visible; returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, step: string, { back = false, limit = 40 } = {}): Promise<number> {
  await target.waitFor();
  const reached = () => target.evaluate((element) => element === document.activeElement).catch(() => false);
  if (await reached()) return 0;
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page, `${step} (Tab ${presses})`);
    if (await reached()) return presses;
  }
  throw new Error(`${step}: ${limit} Tabs never reached the target`);
}

/**
 * Waits until focus is on a heading with this text (focus moved to a new page or step; the page may still
 * be loading), then checks it shows.
 */
export async function expectFocusedHeading(page: Page, name: string | RegExp, step: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { tag, text } = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return { tag: element?.tagName.toLowerCase() ?? 'none', text: (element?.textContent ?? '').trim() };
    });
    const matches = typeof name === 'string' ? text === name : name.test(text);
    if (/^h[1-6]$/.test(tag) && matches) break;
    if (Date.now() > deadline) throw new Error(`${step}: expected focus on the heading "${name}", found <${tag}> "${text.slice(0, 80)}"`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await expectVisibleFocus(page, step);
}

/**
 * No axe violation on the page as it is, in light and then in dark, at each size (1366 px wide and the
 * 375 px phone by default); leaves the page light, at the first size.
 */
export async function expectAccessibleEverywhere(
  page: Page,
  where: string,
  sizes: Array<{ width: number; height: number }> = [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ],
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
      expect(formatViolations(`${where} at ${size.width} px (${theme})`, await axeViolations(page))).toBe('');
    }
  }
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize(sizes[0]);
}

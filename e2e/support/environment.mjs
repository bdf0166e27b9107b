// The browser tests' jest environment: Node's, plus evidence when a test fails. Pages opened through
// support/browser.ts register themselves in `__E2E_PAGES__`; on a failure, before the test's own
// clean-up closes them, each one's screenshot and console/network log go to e2e/artifacts/. The logs are
// printed too: a run on a clean clone may leave nothing else behind to read.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TestEnvironment } from 'jest-environment-node';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const LOG_LINES_SHOWN = 40;

function testName(test) {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' ');
}

const slug = (text) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120)
    .toLowerCase();

export default class E2eEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.testFile = context.testPath
      .split('/')
      .pop()
      .replace(/\.e2e\.ts$/, '');
    this.global.__E2E_PAGES__ = new Set();
  }

  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const name = event.test ? testName(event.test) : `${event.hook?.type ?? 'hook'}`;
    const base = slug(`${this.testFile} ${name}`);
    mkdirSync(ARTIFACTS, { recursive: true });
    let index = 0;
    for (const entry of this.global.__E2E_PAGES__) {
      const suffix = index++ ? `-${index}` : '';
      try {
        if (!entry.page.isClosed()) {
          await entry.page.screenshot({ path: join(ARTIFACTS, `${base}${suffix}.png`), fullPage: true, timeout: 10_000 });
        }
      } catch (error) {
        entry.log.push(`(screenshot failed: ${error?.message ?? error})`);
      }
      const url = entry.page.isClosed() ? '(closed)' : entry.page.url();
      // What the page said, in words, for a report without its screenshot.
      const text = entry.page.isClosed()
        ? ''
        : // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (innerText), which is what a failure report needs
          await entry.page.evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 600)).catch(() => '');
      const log = [`url: ${url}`, `text: ${text}`, ...entry.log];
      writeFileSync(join(ARTIFACTS, `${base}${suffix}.log`), `${log.join('\n')}\n`);
      const shown = log.length > LOG_LINES_SHOWN ? [log[0], '...', ...log.slice(-LOG_LINES_SHOWN)] : log;
      process.stderr.write(
        `\ne2e: page ${index} of "${name}" (artifacts/${base}${suffix}.png):\n${shown.map((line) => `  ${line}`).join('\n')}\n`,
      );
    }
  }
}

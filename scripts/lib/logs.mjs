// Condensed, human-readable lines from the services' JSON logs (pino), prefixed with the process name.
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
// Nest's start-up chatter (modules loaded, every route mapped) says nothing once it works.
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);
const colours = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colours ? `\x1b[${code}m${text}\x1b[0m` : text);
const NAME_COLOURS = { gateway: 36, auth: 35, deals: 33, roleplay: 32, billing: 34, postgres: 90 };
const LEVEL_COLOURS = { warn: 33, error: 31, fatal: 31 };

function time(value) {
  const date = value ? new Date(value) : new Date();
  return Number.isNaN(date.getTime()) ? '' : date.toTimeString().slice(0, 8);
}

/**
 * One output line of a process, formatted for the terminal; null when it is not worth showing.
 * @param {string} name
 * @param {string} line
 * @param {{ verbose?: boolean }} [options]
 */
export function formatLine(name, line, { verbose = false } = {}) {
  const prefix = paint(NAME_COLOURS[name] ?? 0, name.padEnd(8));
  let entry;
  try {
    entry = line.startsWith('{') ? JSON.parse(line) : null;
  } catch {
    entry = null;
  }
  if (!entry) return line.trim() ? `${paint(90, time())} ${prefix} ${line}` : null;

  const level = LEVELS[entry.level] ?? String(entry.level ?? 'info');
  if (!verbose && level === 'info' && QUIET_CONTEXTS.has(entry.context)) return null;
  if (!verbose && (level === 'debug' || level === 'trace')) return null;
  let text;
  if (entry.req && entry.res) {
    // One line per request: method, path, status, duration.
    const status = entry.res.statusCode;
    const statusText = status >= 500 ? paint(31, status) : status >= 400 ? paint(33, status) : status;
    text = `${entry.req.method} ${entry.req.url} ${statusText} ${Math.round(entry.responseTime ?? 0)}ms`;
  } else {
    text = entry.msg ?? '';
    const extra = entry.err?.message ?? entry.err ?? entry.error;
    if (extra && !text.includes(String(extra))) text += ` (${typeof extra === 'string' ? extra : JSON.stringify(extra)})`;
    if (entry.url && text.includes('listening')) text += ` ${entry.url}`;
  }
  const levelText = level === 'info' ? '' : `${paint(LEVEL_COLOURS[level] ?? 0, level.toUpperCase())} `;
  const trace = level === 'error' || level === 'fatal' ? (entry.err?.stack ?? entry.trace ?? '') : '';
  return `${paint(90, time(entry.time))} ${prefix} ${levelText}${text}${trace ? `\n${trace}` : ''}`;
}

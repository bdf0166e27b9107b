// The Prometheus rules and Grafana dashboards: valid (Debian's promtool checks the rules and runs their unit
// tests; the dashboards' queries are checked as rules too), reading only metrics the services and the
// gateway really expose, each alert explained in docs/operations.md, and the dashboards' JSON as build.mjs
// writes it.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { parse, stringify } from 'yaml';
import { files as dashboardFiles } from '../monitoring/dashboards/build.mjs';

const root = join(import.meta.dirname, '..', '..');
const monitoring = join(root, 'deploy', 'monitoring');
const ruleFiles = readdirSync(join(monitoring, 'rules'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => join(monitoring, 'rules', f));
const groups = ruleFiles.flatMap((file) => parse(readFileSync(file, 'utf8')).groups);
const rules = groups.flatMap((g) => g.rules);
const dashboards = Object.fromEntries(
  readdirSync(join(monitoring, 'dashboards'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(join(monitoring, 'dashboards', f), 'utf8'))]),
);
const dashboardExprs = Object.values(dashboards).flatMap((d) => d.panels.flatMap((p) => p.targets.map((t) => t.expr)));

const hasPromtool = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).status === 0;
const skip = hasPromtool ? false : 'promtool is not installed (Debian: apt-get install -y prometheus); .ci/run installs it';
if (skip) console.warn(`monitoring.test: ${skip}: skipping promtool's checks`);

/** Metrics kube-state-metrics exposes, which one alert reads (roleplay at its autoscaler's maximum). */
const EXTERNAL = ['kube_horizontalpodautoscaler_status_current_replicas', 'kube_horizontalpodautoscaler_spec_max_replicas'];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'node_modules' || e.name === 'dist' ? [] : filesUnder(join(dir, e.name))) : [join(dir, e.name)],
  );
}

/**
 * Every metric name the code defines: `name: '...'` in the files that make metrics (prom-client's classes or
 * ServiceMetrics' counter/gauge/histogram), their histogram series, and prom-client's default process metrics.
 */
async function exposedMetrics() {
  const sources = [
    'packages/service-kit/src',
    'gateway/src',
    ...readdirSync(join(root, 'services')).map((s) => `services/${s}/src`),
  ].flatMap((dir) => filesUnder(join(root, dir)));
  const names = new Set();
  for (const file of sources.filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
    const text = readFileSync(file, 'utf8');
    if (!/from 'prom-client'|\.(counter|gauge|histogram)\(\{/.test(text)) continue;
    for (const [, name] of text.matchAll(/\bname:\s*'([a-z][a-z0-9_]*)'/g)) names.add(name);
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of await registry.getMetricsAsJSON()) names.add(metric.name);
  for (const name of [...names]) for (const suffix of ['_bucket', '_sum', '_count']) names.add(`${name}${suffix}`);
  return names;
}

/** The metric names a PromQL expression reads (label matchers, groupings, functions and keywords set aside). */
function metricsIn(expr) {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\boffset\s+\d+[smhdwy]/g, '');
  const keywords = new Set([
    'and',
    'or',
    'unless',
    'bool',
    'by',
    'without',
    'on',
    'ignoring',
    'group_left',
    'group_right',
    'offset',
    'inf',
    'nan',
  ]);
  return [...bare.matchAll(/[a-zA-Z_:][a-zA-Z0-9_:]*/g)]
    .filter((m) => !/^\s*\(/.test(bare.slice(m.index + m[0].length)) && !/[0-9.]$/.test(bare.slice(0, m.index)))
    .map((m) => m[0])
    .filter((name) => !keywords.has(name.toLowerCase()));
}

describe('rules', () => {
  it('records and alerts on the metrics the code exposes (and two of kube-state-metrics)', async () => {
    const known = new Set([...(await exposedMetrics()), ...rules.filter((r) => r.record).map((r) => r.record), ...EXTERNAL]);
    // The ones the alerts were written for are really there.
    for (const name of [
      'http_requests_total',
      'http_stream_first_byte_seconds',
      'coach_calls_total',
      'coach_call_duration_seconds',
      'auth_sign_ins_revoked_total',
      'billing_outbox_oldest_pending_seconds',
      'gateway_proxy_requests_total',
      'gateway_upstream_instances',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      assert.ok(known.has(name), `${name} is not defined anywhere`);
    }
    for (const rule of rules) {
      for (const name of metricsIn(rule.expr)) assert.ok(known.has(name), `${rule.record ?? rule.alert}: no process exposes ${name}`);
    }
    for (const expr of dashboardExprs)
      for (const name of metricsIn(expr)) assert.ok(known.has(name), `dashboard query ${expr}: no process exposes ${name}`);
  });

  it('has each alert explained, with what to do, in docs/operations.md', () => {
    const doc = readFileSync(join(root, 'docs', 'operations.md'), 'utf8');
    const anchors = new Set(
      [...doc.matchAll(/^#+\s+(.+)$/gm)].map(([, heading]) =>
        heading
          .trim()
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    for (const alert of rules.filter((r) => r.alert)) {
      assert.ok(alert.labels?.severity, `${alert.alert}: a severity`);
      assert.ok(alert.annotations?.summary, `${alert.alert}: a summary`);
      const anchor = /^docs\/operations\.md#(.+)$/.exec(alert.annotations.runbook ?? '')?.[1];
      assert.ok(
        anchor && anchors.has(anchor),
        `${alert.alert}: runbook ${alert.annotations.runbook} is not a heading of docs/operations.md`,
      );
    }
  });

  it('passes promtool check rules', { skip }, () => {
    const result = spawnSync('promtool', ['check', 'rules', ...ruleFiles], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  it('fires and stays quiet as its unit tests say (promtool test rules)', { skip }, () => {
    const result = spawnSync('promtool', ['test', 'rules', join(monitoring, 'tests', 'alerts.test.yaml')], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.match(result.stdout, /SUCCESS/);
  });
});

describe('dashboards', () => {
  it('one per area, as build.mjs writes them', () => {
    assert.deepEqual(Object.keys(dashboards).sort(), ['auth.json', 'billing.json', 'deals.json', 'gateway.json', 'roleplay.json']);
    for (const [name, text] of Object.entries(dashboardFiles())) {
      assert.equal(
        readFileSync(join(monitoring, 'dashboards', name), 'utf8'),
        text,
        `${name} is stale: run node deploy/monitoring/dashboards/build.mjs`,
      );
    }
    const uids = Object.values(dashboards).map((d) => d.uid);
    assert.equal(new Set(uids).size, uids.length);
  });

  it('queries that Prometheus can parse', { skip }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'blindspot-dashboards-'));
    try {
      const file = join(dir, 'queries.yaml');
      writeFileSync(
        file,
        stringify({ groups: [{ name: 'dashboards', rules: dashboardExprs.map((expr, i) => ({ record: `dashboard:query_${i}`, expr })) }] }),
      );
      const result = spawnSync('promtool', ['check', 'rules', file], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stdout + result.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

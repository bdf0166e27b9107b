// The Grafana dashboards, one per area, written from this description: `node deploy/monitoring/dashboards/build.mjs`
// rewrites the JSON files beside it (import them in Grafana, or provision the folder). The test
// (deploy/test/monitoring.test.mjs) fails when a JSON file differs from what this writes, or when a panel
// reads a metric no process exposes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const rate = (metric, selector, by) => `sum by (${by}) (rate(${metric}{${selector}}[5m]))`;

/** A time-series panel: `targets` are [expr, legend] pairs. */
const panel = (title, unit, targets, description) => ({ title, unit, targets, description });

/** What every service shows: traffic, errors and latency per route, and the process. */
function servicePanels(service) {
  const s = `service="${service}"`;
  return [
    panel('Requests per second, by route', 'reqps', [[`service_route:http_requests:rate5m{${s}}`, '{{method}} {{route}}']]),
    panel(
      '5xx ratio, by route',
      'percentunit',
      [[`service_route:http_errors:ratio_rate5m{${s}}`, '{{method}} {{route}}']],
      'BlindspotRouteErrors fires above 5% for 10 minutes',
    ),
    panel('p95 latency, by route', 's', [[`service_route:http_request_duration_seconds:p95_5m{${s}}`, '{{method}} {{route}}']]),
    panel('Requests in flight, by pod', 'short', [[`sum by (instance) (http_requests_in_flight{${s}})`, '{{instance}}']]),
    panel(
      'CPU, by pod',
      'cores',
      [[`sum by (instance) (rate(process_cpu_seconds_total{${s}}[5m]))`, '{{instance}}']],
      'Against the pod request (deploy/k8s/base)',
    ),
    panel(
      'Resident memory, by pod',
      'bytes',
      [[`max by (instance) (process_resident_memory_bytes{${s}})`, '{{instance}}']],
      'Against the pod limit (deploy/k8s/base)',
    ),
    panel('Event-loop lag p99, by pod', 's', [[`max by (instance) (nodejs_eventloop_lag_p99_seconds{${s}})`, '{{instance}}']]),
  ];
}

/** Deals and roleplay: the coach. */
function coachPanels(service) {
  const s = `service="${service}"`;
  return [
    panel('Coach calls per second, by operation and outcome', 'reqps', [
      [rate('coach_calls_total', s, 'operation, outcome'), '{{operation}} {{outcome}}'],
    ]),
    panel(
      'Coach failures (timeout, upstream, error) ratio',
      'percentunit',
      [[`service_provider_outcome:coach_calls_failed:ratio_rate5m{${s}}`, '{{provider}} {{outcome}}']],
      'BlindspotCoachProviderFailing fires above 5%',
    ),
    panel(
      'p95 of a whole coach reply, by operation',
      's',
      [[`service_operation:coach_call_duration_seconds:p95_5m{${s}}`, '{{operation}} ({{provider}})']],
      'BlindspotCoachReplySlow fires above 20 s',
    ),
    panel("p95 to the model's first words, by operation", 's', [
      [`service_operation:coach_first_chunk_seconds:p95_5m{${s}}`, '{{operation}} ({{provider}})'],
    ]),
    panel(
      'p95 to the first streamed byte, by route',
      's',
      [[`service_route:http_stream_first_byte_seconds:p95_5m{${s}}`, '{{route}}']],
      'What the seller waits before the reply starts; BlindspotFirstByteSlow fires above 5 s',
    ),
  ];
}

export const AREAS = {
  gateway: {
    title: 'Blindspot / Gateway',
    panels: [
      panel('Answers per second, by upstream and status', 'reqps', [
        [rate('gateway_proxy_requests_total', '', 'upstream, status_code'), '{{upstream}} {{status_code}}'],
      ]),
      panel(
        'Answered by the gateway itself (502/503/504), ratio',
        'percentunit',
        [['upstream:gateway_answered_errors:ratio_rate5m', '{{upstream}}']],
        'BlindspotGatewayUpstreamErrors fires above 1%',
      ),
      panel(
        'Upstream failures, by reason',
        'reqps',
        [[rate('gateway_upstream_errors_total', '', 'upstream, reason'), '{{upstream}} {{reason}}']],
        'retried: sent to another instance, unseen by users',
      ),
      panel(
        'Instances known, by upstream and state',
        'short',
        [['max by (upstream, state) (gateway_upstream_instances)', '{{upstream}} {{state}}']],
        'From the headless Service names, re-resolved every 5 s',
      ),
      panel('CPU, by pod', 'cores', [['sum by (instance) (rate(process_cpu_seconds_total{service="gateway"}[5m]))', '{{instance}}']]),
      panel('Resident memory, by pod', 'bytes', [['max by (instance) (process_resident_memory_bytes{service="gateway"})', '{{instance}}']]),
    ],
  },
  auth: {
    title: 'Blindspot / Auth',
    panels: [
      ...servicePanels('auth'),
      panel(
        'Sign-ins revoked per minute, by reason',
        'short',
        [['sum by (reason) (rate(auth_sign_ins_revoked_total[5m])) * 60', '{{reason}}']],
        'reuse: a refresh token came back after its use (copied); BlindspotRefreshReuseSpike',
      ),
    ],
  },
  deals: { title: 'Blindspot / Deals', panels: [...coachPanels('deals'), ...servicePanels('deals')] },
  roleplay: {
    title: 'Blindspot / Roleplay',
    panels: [
      panel('Pods serving (autoscaled 2 to 20)', 'short', [
        ['count(http_requests_in_flight{service="roleplay"})', 'pods reporting'],
        ['max(gateway_upstream_instances{upstream="roleplay", state="up"})', 'known to the gateway'],
      ]),
      ...coachPanels('roleplay'),
      ...servicePanels('roleplay'),
    ],
  },
  billing: {
    title: 'Blindspot / Billing',
    panels: [
      panel(
        'Outbox: oldest plan change not yet at auth',
        's',
        [['billing:outbox_oldest_pending_seconds:max', 'oldest']],
        'BlindspotOutboxLagging above 5 minutes',
      ),
      panel('Outbox: plan changes owed to auth', 'short', [['billing:outbox_pending_messages:max', 'pending']]),
      panel('Outbox: sends per minute, by outcome', 'short', [
        ['sum by (outcome) (rate(billing_outbox_deliveries_total[5m])) * 60', '{{outcome}}'],
      ]),
      ...servicePanels('billing'),
    ],
  },
};

/** The Grafana JSON of one area. */
export function dashboard(area) {
  const { title, panels } = AREAS[area];
  return {
    title,
    uid: `blindspot-${area}`,
    tags: ['blindspot'],
    timezone: 'utc',
    schemaVersion: 39,
    version: 1,
    editable: true,
    refresh: '30s',
    time: { from: 'now-6h', to: 'now' },
    templating: {
      list: [{ name: 'datasource', label: 'Prometheus', type: 'datasource', query: 'prometheus', current: {}, hide: 0 }],
    },
    panels: panels.map((p, i) => ({
      id: i + 1,
      type: 'timeseries',
      title: p.title,
      ...(p.description ? { description: p.description } : {}),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's dashboard variable, not JavaScript
      datasource: { type: 'prometheus', uid: '${datasource}' },
      gridPos: { h: 8, w: 12, x: (i % 2) * 12, y: Math.floor(i / 2) * 8 },
      fieldConfig: { defaults: { unit: p.unit }, overrides: [] },
      options: { legend: { displayMode: 'list', placement: 'bottom' }, tooltip: { mode: 'multi' } },
      targets: p.targets.map(([expr, legendFormat], t) => ({
        refId: String.fromCharCode(65 + t),
        expr,
        legendFormat,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's dashboard variable, not JavaScript
        datasource: { type: 'prometheus', uid: '${datasource}' },
      })),
    })),
  };
}

/** File name to content, as written. */
export function files() {
  return Object.fromEntries(Object.keys(AREAS).map((area) => [`${area}.json`, `${JSON.stringify(dashboard(area), null, 2)}\n`]));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, text] of Object.entries(files())) writeFileSync(join(import.meta.dirname, name), text);
  console.log(`wrote ${Object.keys(AREAS).length} dashboards`);
}

// The Kubernetes manifests, rendered offline with `kubectl kustomize` (Debian's package kubernetes-client:
// kubectl 1.20, kustomize v2; any newer kubectl renders the same), held to their invariants: probes, limits
// and a non-root user on every container; roleplay autoscaled with a disruption budget and a grace period
// that covers its drain; images pinned; no Secret value anywhere in the repository; network policies that
// deny by default and open only what the product does.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const k8s = join(root, 'deploy', 'k8s');
const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
const hasKubectl = kubectl.status === 0;
const skip = hasKubectl ? false : 'kubectl is not installed (Debian: apt-get install -y kubernetes-client); .ci/run installs it';
if (skip) console.warn(`manifests.test: ${skip}: skipping the rendered-manifest checks`);

const SERVICES = { auth: 3001, deals: 3002, roleplay: 3003, billing: 3004 };
/** Who calls whose /internal/* routes (docs/conventions.md, "Tokens and trust between services"; account deletion: docs/accounts.md). */
const INTERNAL_CALLERS = { auth: ['billing', 'deals', 'roleplay'], deals: ['auth'], roleplay: ['auth'], billing: ['auth'] };
/** Longest a streamed coach reply may still be running when its pod is told to stop (docs/operations.md). */
const LONGEST_REPLY_S = 60;

/** `kubectl kustomize <dir>` parsed into objects. */
function render(dir) {
  const result = spawnSync('kubectl', ['kustomize', join(k8s, dir)], { encoding: 'utf8', maxBuffer: 1 << 26 });
  assert.equal(result.status, 0, `kubectl kustomize ${dir} failed:\n${result.stderr}`);
  return parseAllDocuments(result.stdout)
    .map((doc) => doc.toJS())
    .filter(Boolean);
}

const of = (objects, kind) => objects.filter((o) => o.kind === kind);
const named = (objects, kind, name) => objects.find((o) => o.kind === kind && o.metadata.name === name);
const envOf = (container) => Object.fromEntries((container.env ?? []).map((e) => [e.name, e]));
const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

for (const target of ['base', 'overlays/production']) {
  describe(`kubectl kustomize deploy/k8s/${target}`, { skip }, () => {
    const objects = hasKubectl ? render(target) : [];
    const deployments = of(objects, 'Deployment');

    it('has a Deployment and a Service for each service and the gateway', () => {
      for (const name of [...Object.keys(SERVICES), 'gateway']) {
        assert.ok(named(objects, 'Deployment', name), `no Deployment ${name}`);
        assert.ok(named(objects, 'Service', name), `no Service ${name}`);
      }
      for (const d of deployments) {
        assert.ok(
          matches(d.spec.selector.matchLabels, d.spec.template.metadata.labels),
          `${d.metadata.name}: selector does not match its pods`,
        );
        const service = named(objects, 'Service', d.metadata.name);
        assert.ok(
          matches(service.spec.selector, d.spec.template.metadata.labels),
          `Service ${d.metadata.name} selects no pod of its Deployment`,
        );
      }
    });

    it('gives every container probes from the health endpoints, requests and limits, and a non-root, locked-down user', () => {
      for (const d of deployments) {
        const pod = d.spec.template.spec;
        assert.equal(pod.automountServiceAccountToken, false, `${d.metadata.name}: no API token in the pod`);
        for (const c of [...(pod.initContainers ?? []), ...pod.containers]) {
          const where = `${d.metadata.name}/${c.name}`;
          for (const probe of ['readinessProbe', 'livenessProbe']) {
            assert.ok(c[probe]?.httpGet, `${where}: no HTTP ${probe}`);
            assert.match(c[probe].httpGet.path, /^\/health(\/live)?$/, `${where}: ${probe} is not a health endpoint`);
          }
          // Liveness never depends on the database: an outage must not restart every pod.
          assert.equal(c.livenessProbe.httpGet.path, '/health/live', `${where}: liveness must be /health/live`);
          for (const kind of ['requests', 'limits']) {
            for (const resource of ['cpu', 'memory']) assert.ok(c.resources?.[kind]?.[resource], `${where}: no ${resource} ${kind}`);
          }
          const user = { ...pod.securityContext, ...c.securityContext };
          assert.equal(user.runAsNonRoot, true, `${where}: runAsNonRoot`);
          // The images' user is `node` (uid 1000): named users cannot be checked by the kubelet, numbers can.
          assert.ok(Number.isInteger(user.runAsUser) && user.runAsUser > 0, `${where}: a numeric non-root runAsUser`);
          assert.equal(c.securityContext?.allowPrivilegeEscalation, false, `${where}: allowPrivilegeEscalation`);
          assert.equal(c.securityContext?.readOnlyRootFilesystem, true, `${where}: readOnlyRootFilesystem`);
          assert.deepEqual(c.securityContext?.capabilities?.drop, ['ALL'], `${where}: capabilities`);
          assert.equal(user.seccompProfile?.type, 'RuntimeDefault', `${where}: seccomp`);
        }
      }
    });

    it('readiness asks the database for the services, and only the process for the gateway', () => {
      for (const name of Object.keys(SERVICES))
        assert.equal(named(objects, 'Deployment', name).spec.template.spec.containers[0].readinessProbe.httpGet.path, '/health');
      // GET /health on the gateway is 503 when any one service is down: it must not take the gateway out.
      assert.equal(named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0].readinessProbe.httpGet.path, '/health/live');
    });

    it('pins every image to a tag (never latest) or a digest', () => {
      for (const d of deployments) {
        for (const c of d.spec.template.spec.containers) {
          const pinned =
            /@sha256:[0-9a-f]{64}$/.test(c.image) || /:(?!latest$)[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(c.image.split('/').pop());
          assert.ok(pinned, `${d.metadata.name}: image ${c.image} is not pinned`);
        }
      }
    });

    it('autoscales roleplay on CPU, 2 to 20, slowly down, with a disruption budget', () => {
      const hpas = of(objects, 'HorizontalPodAutoscaler').filter(
        (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === 'roleplay',
      );
      assert.equal(hpas.length, 1);
      const [hpa] = hpas;
      assert.equal(hpa.apiVersion, 'autoscaling/v2');
      assert.equal(hpa.spec.minReplicas, 2);
      assert.equal(hpa.spec.maxReplicas, 20);
      assert.ok(
        hpa.spec.metrics.some((m) => m.type === 'Resource' && m.resource.name === 'cpu' && m.resource.target.type === 'Utilization'),
      );
      assert.ok(hpa.spec.behavior.scaleDown.stabilizationWindowSeconds >= 300);
      const roleplay = named(objects, 'Deployment', 'roleplay');
      assert.ok(roleplay.spec.template.spec.containers[0].resources.requests.cpu, 'CPU utilisation needs a CPU request');
      const pdbs = of(objects, 'PodDisruptionBudget').filter((p) =>
        matches(p.spec.selector.matchLabels, roleplay.spec.template.metadata.labels),
      );
      assert.equal(pdbs.length, 1, 'roleplay has one PodDisruptionBudget');
      assert.ok(pdbs[0].spec.maxUnavailable !== undefined || pdbs[0].spec.minAvailable !== undefined);
    });

    it('gives each pod time to drain and finish its replies before SIGKILL', () => {
      for (const name of Object.keys(SERVICES)) {
        const pod = named(objects, 'Deployment', name).spec.template.spec;
        const drainS = Number(envOf(pod.containers[0]).SHUTDOWN_DRAIN_MS?.value) / 1000;
        // The drain must outlast the gateway's next resolution (5 s) plus the DNS record's 5 s TTL.
        assert.ok(drainS >= 10 && drainS <= 60, `${name}: SHUTDOWN_DRAIN_MS ${drainS} s`);
        assert.ok(
          pod.terminationGracePeriodSeconds >= drainS + LONGEST_REPLY_S,
          `${name}: grace ${pod.terminationGracePeriodSeconds} s < drain ${drainS} s + ${LONGEST_REPLY_S} s`,
        );
      }
      const gateway = named(objects, 'Deployment', 'gateway').spec.template.spec;
      // Drain, then 10 s for the requests in flight (main.ts), with a margin.
      assert.ok(gateway.terminationGracePeriodSeconds >= Number(envOf(gateway.containers[0]).SHUTDOWN_DRAIN_MS.value) / 1000 + 10);
    });

    it('reaches each service through one headless Service name, resolved by the gateway', () => {
      const env = envOf(named(objects, 'Deployment', 'gateway').spec.template.spec.containers[0]);
      for (const [name, port] of Object.entries(SERVICES)) {
        const service = named(objects, 'Service', name);
        assert.equal(service.spec.clusterIP, 'None', `${name}: headless, so the name resolves to every ready pod`);
        assert.equal(service.spec.ports[0].port, port);
        assert.equal(env[`${name.toUpperCase()}_URL`].value, `http://${name}:${port}`);
      }
      assert.ok(Number(env.UPSTREAM_RESOLVE_INTERVAL_MS.value) > 0);
    });

    it('takes every secret from a Secret, and generates none', () => {
      assert.deepEqual(of(objects, 'Secret'), [], 'no Secret is rendered: they are created outside the repository');
      for (const d of deployments) {
        for (const [name, entry] of Object.entries(envOf(d.spec.template.spec.containers[0]))) {
          if (/TOKEN|KEY|SECRET|PASSWORD|DATABASE_URL/.test(name)) {
            assert.ok(entry.valueFrom?.secretKeyRef, `${d.metadata.name}: ${name} must come from a Secret`);
          }
        }
      }
      const env = (name) => envOf(named(objects, 'Deployment', name).spec.template.spec.containers[0]);
      for (const name of Object.keys(SERVICES)) {
        assert.equal(env(name).DATABASE_URL.valueFrom.secretKeyRef.name, `blindspot-${name}`, `${name}: its own database`);
        assert.notEqual(env(name).DATABASE_URL.valueFrom.secretKeyRef.optional, true);
      }
      assert.notEqual(env('auth').AUTH_PRIVATE_KEY.valueFrom.secretKeyRef.optional, true, 'every auth pod signs with the same key');
    });

    it('carries the keys and tokens a rotation needs: the next and previous ones beside the current, optional', () => {
      const env = (name) => envOf(named(objects, 'Deployment', name).spec.template.spec.containers[0]);
      const fromSecret = (entry, secret, where) => {
        assert.ok(entry?.valueFrom?.secretKeyRef, `${where}: missing or not from a Secret`);
        assert.equal(entry.valueFrom.secretKeyRef.name, secret, `${where}: from ${secret}`);
        return entry.valueFrom.secretKeyRef;
      };
      for (const name of Object.keys(SERVICES)) {
        // Every service both sends (the current token) and receives (all three) internal calls.
        assert.notEqual(fromSecret(env(name).INTERNAL_TOKEN, 'blindspot-shared', `${name} INTERNAL_TOKEN`).optional, true);
        for (const key of ['INTERNAL_TOKEN_NEXT', 'INTERNAL_TOKEN_PREVIOUS', 'GATEWAY_TOKEN_NEXT', 'GATEWAY_TOKEN_PREVIOUS']) {
          const ref = fromSecret(env(name)[key], 'blindspot-shared', `${name} ${key}`);
          assert.equal(ref.key, key);
          assert.equal(ref.optional, true, `${name} ${key}: set only during a rotation`);
        }
      }
      for (const key of ['AUTH_NEXT_KEY', 'AUTH_PREVIOUS_KEY']) {
        const ref = fromSecret(env('auth')[key], 'blindspot-auth', `auth ${key}`);
        assert.equal(ref.key, key);
        assert.equal(ref.optional, true, `auth ${key}: set only during a rotation`);
      }
    });

    it('keeps pools under max_connections at the autoscaler maximum', () => {
      const hpa = of(objects, 'HorizontalPodAutoscaler').find((h) => h.spec.scaleTargetRef.name === 'roleplay');
      const pool = Number(envOf(named(objects, 'Deployment', 'roleplay').spec.template.spec.containers[0]).DATABASE_POOL_MAX.value);
      // docs/operations.md: roleplay's database is sized for 100 request connections (+1 per pod at start).
      assert.ok(hpa.spec.maxReplicas * pool <= 100, `${hpa.spec.maxReplicas} pods x ${pool} connections`);
    });

    it('denies by default and opens only what the product does', () => {
      const policies = of(objects, 'NetworkPolicy');
      const denyAll = policies.filter((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress);
      assert.equal(denyAll.length, 1, 'one policy selects every pod and allows nothing');
      assert.deepEqual([...denyAll[0].spec.policyTypes].sort(), ['Egress', 'Ingress']);

      const podLabels = Object.fromEntries(deployments.map((d) => [d.metadata.name, d.spec.template.metadata.labels]));
      const policiesFor = (name) =>
        policies.filter(
          (p) => p !== denyAll[0] && matches(p.spec.podSelector.matchLabels, podLabels[name]) && p.spec.policyTypes.includes('Ingress'),
        );
      /** Which of our pods may open a connection to `name` on `port` (through any policy's ingress rule). */
      const allowedFrom = (name, port) => {
        const from = new Set();
        for (const policy of policiesFor(name)) {
          for (const rule of policy.spec.ingress ?? []) {
            if (rule.ports && !rule.ports.some((p) => p.port === port)) continue;
            if (!rule.from) return 'anyone';
            for (const peer of rule.from) {
              if (peer.namespaceSelector) {
                assert.deepEqual(
                  peer.namespaceSelector.matchLabels,
                  { 'kubernetes.io/metadata.name': 'monitoring' },
                  `${policy.metadata.name}: only the monitoring namespace from outside`,
                );
                continue;
              }
              for (const [pod, labels] of Object.entries(podLabels)) if (matches(peer.podSelector.matchLabels, labels)) from.add(pod);
            }
          }
        }
        return [...from].sort();
      };
      for (const [name, port] of Object.entries(SERVICES)) {
        assert.ok(policiesFor(name).length > 0, `${name}: no policy opens it`);
        assert.deepEqual(
          allowedFrom(name, port),
          ['gateway', ...INTERNAL_CALLERS[name]].sort(),
          `${name}: reachable from the gateway and its /internal callers only`,
        );
        for (const caller of INTERNAL_CALLERS[name])
          assert.equal(podLabels[caller][`blindspot.io/calls-${name}`], 'true', `${caller} carries the label that lets it call ${name}`);
      }
      assert.equal(allowedFrom('gateway', 8080), 'anyone');
      // The gateway's metrics port: the monitoring namespace only.
      assert.deepEqual(allowedFrom('gateway', 9464), []);
    });

    if (target === 'overlays/production') {
      it('runs in its namespace under the restricted Pod Security Standard, with traces on', () => {
        const namespace = named(objects, 'Namespace', 'blindspot');
        assert.equal(namespace.metadata.labels['pod-security.kubernetes.io/enforce'], 'restricted');
        for (const o of objects)
          if (o.kind !== 'Namespace') assert.equal(o.metadata.namespace, 'blindspot', `${o.kind} ${o.metadata.name}`);
        const config = named(objects, 'ConfigMap', 'blindspot-config');
        assert.match(config.data.OTEL_EXPORTER_OTLP_ENDPOINT, /^http:\/\/[\w.-]+:4318$/);
        for (const d of deployments)
          assert.match(d.spec.template.spec.containers[0].image, /^registry\.example\.com\/blindspot\/[a-z]+:\d{4}\.\d+\.\d+$/);
      });
    }
  });
}

describe('no Secret value in the repository', () => {
  it('generates no Secret from values and holds no key, token or password in the deployment files', () => {
    const files = ['k8s', 'monitoring', 'postgres-init'].flatMap((dir) => filesUnder(join(root, 'deploy', dir)));
    assert.ok(files.length > 10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const where = relative(root, file);
      assert.doesNotMatch(text, /secretGenerator|kind:\s*Secret\b/, `${where}: Secrets are created outside the repository`);
      assert.doesNotMatch(text, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, `${where}: a private key`);
      assert.doesNotMatch(
        text,
        /\b(sk|rk)_(live|test)_[A-Za-z0-9]{10,}|\bwhsec_[A-Za-z0-9]{10,}|\bsk-[A-Za-z0-9_-]{20,}/,
        `${where}: a Stripe or OpenAI key`,
      );
      assert.doesNotMatch(text, /postgres(ql)?:\/\/[^:\s/]+:[^@\s]+@/, `${where}: a database URL with a password`);
    }
  });
});

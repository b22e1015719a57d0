// The monitoring configuration the containers ship (docker-compose.yml), checked by Prometheus's own
// tool (Debian's prometheus package; .ci/run installs it): the scrape configuration, the alert rules,
// and the rules' behaviour on the series of alert-rules.test.yml. A missing promtool fails the test.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';

const here = import.meta.dirname;

function promtool(...args) {
  const run = spawnSync('promtool', args, { cwd: here, encoding: 'utf8', timeout: 30_000 });
  if (run.error) throw new Error(`promtool could not run: ${run.error.message}`);
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

test('promtool accepts the scrape configuration and its rule file', () => {
  const { ok, output } = promtool('check', 'config', 'prometheus.yml');
  assert.ok(ok, output);
  assert.match(output, /SUCCESS: 4 rules found/);
});

test('each alert fires on the series it is about and stays quiet below its threshold (promtool test rules)', () => {
  const { ok, output } = promtool('test', 'rules', 'alert-rules.test.yml');
  assert.ok(ok, output);
  const tested = [...readFileSync(`${here}/alert-rules.test.yml`, 'utf8').matchAll(/alertname: (\w+)/g)].map((m) => m[1]);
  const rules = [...readFileSync(`${here}/alert-rules.yml`, 'utf8').matchAll(/- alert: (\w+)/g)].map((m) => m[1]);
  assert.deepEqual([...new Set(tested)].sort(), [...rules].sort(), 'every rule has a test');
});

test('a rule test that expects the wrong alert fails (the check can fail)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'alert-rules-'));
  try {
    copyFileSync(`${here}/alert-rules.yml`, join(dir, 'alert-rules.yml'));
    const wrong = readFileSync(`${here}/alert-rules.test.yml`, 'utf8').replace(
      'exp_labels: { severity: page, job: api }',
      'exp_labels: { severity: page, job: gateway }',
    );
    writeFileSync(join(dir, 'alert-rules.test.yml'), wrong);
    const run = spawnSync('promtool', ['test', 'rules', 'alert-rules.test.yml'], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    assert.notEqual(run.status, 0);
    assert.match(`${run.stdout}${run.stderr}`, /alertname: HighErrorRate[\s\S]*job="gateway"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the Grafana dashboard reads Prometheus's data source in every panel", () => {
  const dashboard = JSON.parse(readFileSync(`${here}/grafana/dashboards/pharma-site.json`, 'utf8'));
  assert.equal(dashboard.uid, 'pharma-site');
  for (const panel of dashboard.panels) {
    assert.ok(panel.targets.length > 0, panel.title);
    for (const target of panel.targets) assert.equal(target.datasource.uid, 'prometheus', panel.title);
  }
});

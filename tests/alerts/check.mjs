// Checks the alert rules the chart ships (see tests/alerts/run for how to run it):
// - chart/files/alerts.yaml, chart/alerts/prometheusrule.yaml and chart/alerts/vmrule.yaml
//   hold the same rule groups;
// - every expression parses with Prometheus' own PromQL grammar (@prometheus-io/lezer-promql,
//   the parser of Prometheus' web UI), with no error node;
// - every metric an expression names is registered by the binary (docs/metrics.md is
//   generated from the registry, and a Rust test keeps it current), and every label it
//   matches or groups by is one of that metric's labels;
// - every selector selects one release (the job matcher the chart rewrites, RELEASE_JOB
//   below) and every aggregation keeps `job` (`by (job, ...)`): a healthy release must not
//   hide a broken one when several releases' series share a store;
// - every alert has a severity, a summary and a description, and its `for` is a duration.
// The rules are then evaluated by `promtool test rules` (see run).
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parser } from "@prometheus-io/lezer-promql";
import YAML from "yaml";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (path) => readFileSync(join(root, path), "utf8");
const failures = [];
const fail = (message) => failures.push(message);

// Registered metrics and their labels, from the generated table in docs/metrics.md.
const registered = new Map();
for (const line of read("docs/metrics.md").split("\n")) {
  const cells = line.split("|").map((c) => c.trim());
  const name = /^`([a-z_:][a-z0-9_:]*)`$/.exec(cells[1] ?? "");
  if (!name) continue;
  const labels = [...(cells[3] ?? "").matchAll(/`([a-zA-Z_][a-zA-Z0-9_]*)`/g)].map((m) => m[1]);
  registered.set(name[1], { type: cells[2], labels: new Set(labels) });
}
if (registered.size < 20) fail(`docs/metrics.md lists only ${registered.size} metrics`);

// The matcher every selector of a shipped rule holds (the chart replaces it per release).
const RELEASE_JOB = 'job="vault-db-injector/vault-db-injector"';

// `up` is Prometheus' own series per target: it has the target labels only.
const UP = { type: "gauge", labels: new Set() };

// The series names a family exposes: summaries and histograms add suffixes.
function family(name) {
  if (name === "up") return UP;
  if (registered.has(name)) return registered.get(name);
  for (const suffix of ["_sum", "_count", "_bucket"]) {
    if (name.endsWith(suffix)) {
      const base = registered.get(name.slice(0, -suffix.length));
      if (base && ["summary", "histogram"].includes(base.type)) return base;
    }
  }
  return undefined;
}

// Labels Prometheus adds at scrape time, or that a rule may match on any series.
const targetLabels = new Set(["job", "instance", "pod", "namespace", "container", "service", "endpoint"]);

function checkExpr(where, expr) {
  const tree = parser.parse(expr);
  const names = [];
  let errors = 0;
  tree.iterate({
    enter(node) {
      if (node.name === "AggregateExpr") {
        const modifier = node.node.getChild("AggregateModifier");
        const text = modifier ? expr.slice(modifier.from, modifier.to) : "";
        if (!/^by\s*\(\s*job\b/.test(text)) {
          fail(`${where}: an aggregation without "by (job, ...)" mixes releases: ${expr.slice(node.from, node.to)}`);
        }
      }
      if (node.type.isError) {
        errors += 1;
        fail(`${where}: PromQL syntax error at offset ${node.from}: ${expr}`);
      }
      if (node.name === "VectorSelector") {
        const selector = { name: null, labels: [] };
        const inner = node.node;
        const id = inner.getChild("Identifier");
        if (id) selector.name = expr.slice(id.from, id.to);
        const matchers = inner.getChild("LabelMatchers");
        let release = false;
        if (matchers) {
          let cursor = matchers.cursor();
          cursor.iterate((n) => {
            if (n.name === "LabelName") selector.labels.push(expr.slice(n.from, n.to));
            if (n.name === "UnquotedLabelMatcher" && expr.slice(n.from, n.to) === RELEASE_JOB) release = true;
          });
        }
        if (!release) fail(`${where}: a selector without ${RELEASE_JOB}: ${expr.slice(node.from, node.to)}`);
        names.push(selector);
      }
    },
  });
  if (errors > 0) return;
  if (names.length === 0) fail(`${where}: names no metric: ${expr}`);
  for (const { name, labels } of names) {
    if (!name) continue;
    const fam = family(name);
    if (!fam) {
      fail(`${where}: ${name} is not a registered metric`);
      continue;
    }
    for (const label of labels) {
      if (!fam.labels.has(label) && !targetLabels.has(label)) {
        fail(`${where}: ${name} has no label ${label}`);
      }
    }
  }
}

function rulesOf(path, doc) {
  switch (path) {
    case "chart/files/alerts.yaml":
      return doc.groups;
    case "chart/alerts/prometheusrule.yaml":
      if (doc.apiVersion !== "monitoring.coreos.com/v1" || doc.kind !== "PrometheusRule") {
        fail(`${path}: not a monitoring.coreos.com/v1 PrometheusRule`);
      }
      return doc.spec?.groups;
    case "chart/alerts/vmrule.yaml":
      if (doc.apiVersion !== "operator.victoriametrics.com/v1beta1" || doc.kind !== "VMRule") {
        fail(`${path}: not an operator.victoriametrics.com/v1beta1 VMRule`);
      }
      return doc.spec?.groups;
    default:
      return undefined;
  }
}

const files = ["chart/files/alerts.yaml", "chart/alerts/prometheusrule.yaml", "chart/alerts/vmrule.yaml"];
const groupsByFile = files.map((path) => {
  const groups = rulesOf(path, YAML.parse(read(path)));
  if (!Array.isArray(groups) || groups.length === 0) fail(`${path}: no rule groups`);
  return groups ?? [];
});
for (let i = 1; i < files.length; i += 1) {
  if (JSON.stringify(groupsByFile[i]) !== JSON.stringify(groupsByFile[0])) {
    fail(`${files[i]}: its groups differ from ${files[0]}`);
  }
}

let count = 0;
const seen = new Set();
for (const group of groupsByFile[0]) {
  for (const rule of group.rules ?? []) {
    const where = `${group.name}/${rule.alert ?? rule.record}`;
    count += 1;
    if (typeof rule.expr !== "string") {
      fail(`${where}: no expr`);
      continue;
    }
    checkExpr(where, rule.expr);
    if (rule.alert) {
      if (seen.has(rule.alert)) fail(`${where}: duplicate alert name`);
      seen.add(rule.alert);
      if (!["info", "warning", "critical"].includes(rule.labels?.severity)) fail(`${where}: severity`);
      if (!rule.annotations?.summary || !rule.annotations?.description) fail(`${where}: annotations`);
      if (rule.for !== undefined && !/^([0-9]+(ms|s|m|h|d|w|y))+$/.test(rule.for)) fail(`${where}: for ${rule.for}`);
    }
  }
}

// The checker must catch what it claims to: a broken expression, an unknown metric, an
// unknown label, a selector of every release, and an aggregation across releases.
const before = failures.length;
checkExpr("self-test", `sum by (job) (rate(vdbi_renew_lease_count_error{${RELEASE_JOB}}[5m])`);
checkExpr("self-test", `vdbi_no_such_metric{${RELEASE_JOB}} > 0`);
checkExpr("self-test", `vdbi_lease_capped{${RELEASE_JOB},reason="x"} == 1`);
checkExpr("self-test", "vdbi_lease_capped == 1");
checkExpr("self-test", `max(vdbi_last_synchronization_success{${RELEASE_JOB}}) > 0`);
checkExpr("self-test", `sum by (reason) (vdbi_admission_denied_total{${RELEASE_JOB}}) > 0`);
const caught = failures.splice(before);
if (caught.length !== 6) fail(`self-test: expected 6 failures, got ${JSON.stringify(caught)}`);

if (failures.length > 0) {
  for (const f of failures) console.error(`FAIL ${f}`);
  process.exit(1);
}
console.log(`ok: ${count} rules in ${groupsByFile[0].length} groups parse, and name ${registered.size > 0 ? "registered" : "no"} metrics only (3 files agree)`);

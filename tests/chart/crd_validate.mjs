// Validates custom resources against the CRD schemas compiled into the @kubernetes-models
// packages (see package.json). Reads a JSON array of objects on stdin and prints a JSON
// array of {apiVersion, kind, name, ok, error} on stdout, one entry per object, in order.
// An object whose kind no installed package knows is reported with ok=null, so the caller
// decides whether that is allowed.

const MODELS = {
  "cert-manager.io/v1": "@kubernetes-models/cert-manager/cert-manager.io/v1",
  "monitoring.coreos.com/v1": "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1",
  "helm.toolkit.fluxcd.io/v2": "@kubernetes-models/flux-cd/helm.toolkit.fluxcd.io/v2",
  "source.toolkit.fluxcd.io/v1": "@kubernetes-models/flux-cd/source.toolkit.fluxcd.io/v1",
};

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const objects = JSON.parse(Buffer.concat(chunks).toString("utf8"));

const results = [];
for (const object of objects) {
  const base = MODELS[object.apiVersion];
  const entry = {
    apiVersion: object.apiVersion,
    kind: object.kind,
    name: object.metadata?.name ?? "",
    ok: null,
    error: null,
  };
  if (base) {
    let Model = null;
    try {
      Model = (await import(`${base}/${object.kind}`))[object.kind];
    } catch (e) {
      entry.error = `no model for ${object.kind}: ${e.message}`;
    }
    if (Model) {
      try {
        new Model(object).validate();
        entry.ok = true;
      } catch (e) {
        entry.ok = false;
        entry.error = e.message;
      }
    }
  }
  results.push(entry);
}
process.stdout.write(JSON.stringify(results));

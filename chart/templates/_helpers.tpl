{{/* Names, labels and the derived per-release values every template shares. */}}

{{- define "vdbi.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The prefix of every name. It is never truncated: a cut name could collide with another
release's, so a prefix too long for the longest name built from it (the metrics Service,
`<fullname>-metrics`, a DNS label of at most 63 characters) fails the render instead. */}}
{{- define "vdbi.fullname" -}}
{{- $full := "" -}}
{{- if .Values.fullnameOverride -}}
{{- $full = .Values.fullnameOverride -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- $full = .Release.Name -}}
{{- else -}}
{{- $full = printf "%s-%s" .Release.Name $name -}}
{{- end -}}
{{- end -}}
{{- if gt (len $full) 55 -}}
{{- fail (printf "the resource name prefix %q (release name %q) has %d characters, at most 55 fit: names such as %s-metrics must stay within 63. Use a shorter release name, or set fullnameOverride (e.g. %q)" $full .Release.Name (len $full) $full (printf "%s-vdbi" (.Release.Name | trunc 40 | trimSuffix "-"))) -}}
{{- end -}}
{{- $full -}}
{{- end -}}

{{- define "vdbi.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* The Go chart's selector labels, kept so that `helm upgrade` from it works in place
(a Deployment's selector cannot change). */}}
{{- define "vdbi.selectorLabels" -}}
app.kubernetes.io/name: {{ include "vdbi.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "vdbi.commonLabels" -}}
helm.sh/chart: {{ include "vdbi.chart" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: vault-db-injector
{{- end -}}

{{- define "vdbi.labels" -}}
{{ include "vdbi.commonLabels" . }}
{{ include "vdbi.selectorLabels" . }}
{{- end -}}

{{/* Per-component selector labels: the Go chart's `app` label plus the release's. */}}
{{- define "vdbi.componentSelector" -}}
{{- $root := index . 0 -}}
{{- $component := index . 1 -}}
{{- $app := dict "injector" "vault-db-injector" "renewer" "vault-db-renewer" "revoker" "vault-db-revoker" "nri" "vault-db-nri" -}}
app: {{ get $app $component }}
{{ include "vdbi.selectorLabels" $root }}
{{- if eq $component "nri" }}
app.kubernetes.io/component: nri
{{- end }}
{{- end -}}

{{- define "vdbi.componentLabels" -}}
{{- $root := index . 0 -}}
{{- $component := index . 1 -}}
{{ include "vdbi.commonLabels" $root }}
{{ include "vdbi.componentSelector" . }}
{{- if ne $component "nri" }}
app.kubernetes.io/component: {{ $component }}
{{- end }}
{{- end -}}

{{/* Service accounts, as the Go chart derived them (Vault roles bind these names). */}}
{{- define "vdbi.sa.injector" -}}
{{- default (include "vdbi.fullname" .) .Values.vaultDbInjector.injector.serviceAccountName -}}
{{- end -}}

{{- define "vdbi.sa.renewer" -}}
{{- $default := include "vdbi.fullname" . -}}
{{- if .Values.vaultDbInjector.configuration.useProjectedSA -}}
{{- $default = printf "%s-renewer" (include "vdbi.fullname" .) -}}
{{- end -}}
{{- default $default .Values.vaultDbInjector.renewer.serviceAccountName -}}
{{- end -}}

{{- define "vdbi.sa.revoker" -}}
{{- $default := include "vdbi.fullname" . -}}
{{- if .Values.vaultDbInjector.configuration.useProjectedSA -}}
{{- $default = printf "%s-revoker" (include "vdbi.fullname" .) -}}
{{- end -}}
{{- default $default .Values.vaultDbInjector.revoker.serviceAccountName -}}
{{- end -}}

{{- /* The NRI plugin runs on every node: an account of its own, so that nothing another
component may do (and no Vault role bound to the Go chart's name) reaches a node. */ -}}
{{- define "vdbi.sa.nri" -}}
{{- default (printf "%s-nri" (include "vdbi.fullname" .)) .Values.nri.serviceAccountName -}}
{{- end -}}

{{- define "vdbi.kubeletRootDir" -}}
{{- trimSuffix "/" (default "/var/lib/kubelet" .Values.nri.kubeletRootDir) -}}
{{- end -}}

{{- define "vdbi.image" -}}
{{- $root := index . 0 -}}
{{- $image := index . 1 -}}
{{- printf "%s:%s" $image.repository (default $root.Chart.AppVersion (toString (default "" $image.tag))) -}}
{{- end -}}

{{- define "vdbi.nriImage" -}}
{{- $injector := .Values.vaultDbInjector.injector.image -}}
{{- $repo := default $injector.repository .Values.nri.image.repository -}}
{{- $tag := default (default .Chart.AppVersion (toString (default "" $injector.tag))) (toString (default "" .Values.nri.image.tag)) -}}
{{- printf "%s:%s" $repo $tag -}}
{{- end -}}

{{/* The label the renewer and revoker select pods by: `injectorLabel`, which must equal
`webhookMatchLabels` (empty means equal). Two different labels would leave every pod the
webhook mutated without renewals, and no alert would say so. */}}
{{- define "vdbi.injectorLabel" -}}
{{- $c := .Values.vaultDbInjector.configuration -}}
{{- if and $c.injectorLabel (ne $c.injectorLabel $c.webhookMatchLabels) -}}
{{- fail (printf "vaultDbInjector.configuration.injectorLabel (%q) differs from webhookMatchLabels (%q): the renewer and revoker would never see the pods the webhook mutates. Leave injectorLabel empty (it then follows webhookMatchLabels) or make them equal" $c.injectorLabel $c.webhookMatchLabels) -}}
{{- end -}}
{{- $c.webhookMatchLabels -}}
{{- end -}}

{{/* `nriRequiredPlugin`: null means the release's plugin name with NRI delivery; "" means
none. */}}
{{- define "vdbi.nriRequiredPlugin" -}}
{{- $value := .Values.vaultDbInjector.configuration.nriRequiredPlugin -}}
{{- if kindIs "invalid" $value -}}
{{- if .Values.nri.enabled -}}{{ include "vdbi.fullname" . }}{{- end -}}
{{- else -}}
{{- $value -}}
{{- end -}}
{{- end -}}

{{- define "vdbi.webhookName" -}}
{{- default (printf "%s.%s.svc" (include "vdbi.fullname" .) .Release.Namespace) .Values.vaultDbInjector.configuration.webhookFqdn -}}
{{- end -}}

{{- define "vdbi.renewerLease" -}}
{{- default (printf "%s-renewer-lock" (include "vdbi.fullname" .)) .Values.vaultDbInjector.configuration.leaderElection.renewerLeaseName -}}
{{- end -}}

{{- define "vdbi.revokerLease" -}}
{{- default (printf "%s-revoker-lock" (include "vdbi.fullname" .)) .Values.vaultDbInjector.configuration.leaderElection.revokerLeaseName -}}
{{- end -}}

{{/* The client CA is the chart's own (cert-manager) when no ConfigMap or Secret is given. */}}
{{- define "vdbi.clientCAGenerated" -}}
{{- $ca := .Values.vaultDbInjector.tls.clientCA -}}
{{- if and .Values.vaultDbInjector.tls.certManager.enabled $ca.certManager.enabled (not $ca.configMap) (not $ca.secret) -}}true{{- end -}}
{{- end -}}

{{/* Whether the webhook requires a client certificate (clientCAFile is set). */}}
{{- define "vdbi.clientCAEnabled" -}}
{{- $ca := .Values.vaultDbInjector.tls.clientCA -}}
{{- if or $ca.configMap $ca.secret (include "vdbi.clientCAGenerated" .) -}}true{{- end -}}
{{- end -}}

{{/* Whether port 8443 is left to a CiliumNetworkPolicy. */}}
{{- define "vdbi.cilium" -}}
{{- $c := .Values.ciliumNetworkPolicy -}}
{{- if or $c.enabled (and $c.autoDetect (.Capabilities.APIVersions.Has "cilium.io/v2/CiliumNetworkPolicy")) -}}true{{- end -}}
{{- end -}}

{{/* The binary's refusal (src/config/mod.rs UNAUTHENTICATED_LEGACY_DELIVERY, compared by
tests/chart), followed by the chart's values that fix it. */}}
{{- define "vdbi.unauthenticatedLegacyDelivery" -}}
legacy delivery (nri.enabled: false) writes real credentials into admission answers, so the webhook must authenticate the apiserver: set clientCAFile to the CA of the apiserver's client certificate (and clientAllowedNames to its name), or switch to NRI delivery; to keep the original's unauthenticated behaviour, set allowUnauthenticatedLegacyDelivery: true (chart values: vaultDbInjector.tls.clientCA, nri.enabled, vaultDbInjector.configuration.allowUnauthenticatedLegacyDelivery)
{{- end -}}

{{/* The binary's refusal of NRI delivery with the injector's own service account
(src/config/mod.rs INJECTOR_IDENTITY_WITH_NRI, compared by tests/chart), followed by the
chart's values that fix it. */}}
{{- define "vdbi.injectorIdentityWithNri" -}}
NRI delivery (nri.enabled: true) with the injector's own service account (useProjectedSA: false) puts a Vault policy that issues any role on every node, so root on one node could obtain every pod's credentials: set useProjectedSA: true (with tokenRequestAudiences), so that the plugin logs in as each pod of its own node; to keep the injector's identity on every node, set nri.allowInjectorIdentity: true (chart values: vaultDbInjector.configuration.useProjectedSA, vaultDbInjector.configuration.tokenRequestAudiences, nri.allowInjectorIdentity)
{{- end -}}

{{/* The NRI plugin's cache directory on the host: tmpfs /run, one directory per release. */}}
{{- define "vdbi.nriCacheDir" -}}
{{- printf "/run/%s/nri" (include "vdbi.fullname" .) -}}
{{- end -}}

{{/* Namespaces the webhook never sees: the configured ones, kube-system, and the release's
own unless `excludeReleaseNamespace` is false. */}}
{{- define "vdbi.excludedNamespaces" -}}
{{- $list := list -}}
{{- range .Values.vaultDbInjector.configuration.excludedNamespaces -}}
{{- $list = append $list . -}}
{{- end -}}
{{- if not (has "kube-system" $list) -}}
{{- $list = append $list "kube-system" -}}
{{- end -}}
{{- $excludeOwn := .Values.vaultDbInjector.configuration.excludeReleaseNamespace -}}
{{- if and (or $excludeOwn (kindIs "invalid" $excludeOwn)) (not (has .Release.Namespace $list)) -}}
{{- $list = append $list .Release.Namespace -}}
{{- end -}}
{{- toJson $list -}}
{{- end -}}

{{/* A Go duration of one unit (`4s`, `4500ms`, `1m`, `0.5s`) in milliseconds; anything else
fails the render, since it could not be compared with the webhook timeout. */}}
{{- define "vdbi.durationMs" -}}
{{- $d := toString . -}}
{{- if not (regexMatch "^[0-9]+(\\.[0-9]+)?(ms|s|m)$" $d) -}}
{{- fail (printf "configuration.admissionTimeout %q: write it with one unit (ms, s or m), e.g. 4s" $d) -}}
{{- end -}}
{{- $number := float64 (regexFind "^[0-9]+(\\.[0-9]+)?" $d) -}}
{{- if hasSuffix "ms" $d -}}
{{- $number -}}
{{- else if hasSuffix "m" $d -}}
{{- mulf $number 60000.0 -}}
{{- else -}}
{{- mulf $number 1000.0 -}}
{{- end -}}
{{- end -}}

{{/* Writes the keys of a dict that are not empty, as YAML (empty means the binary's
default). `false` is kept: it is a value, not an absence. */}}
{{- define "vdbi.setKeys" -}}
{{- $out := dict -}}
{{- range $k, $v := . -}}
{{- if or (kindIs "bool" $v) (and (not (kindIs "invalid" $v)) (ne (toString $v) "")) -}}
{{- if or (not (kindIs "slice" $v)) (gt (len $v) 0) -}}
{{- $_ := set $out $k $v -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- if $out }}{{ toYaml $out }}{{ end -}}
{{- end -}}

{{/* Shared pod security context: non-root 65534 and the runtime's seccomp profile. */}}
{{- define "vdbi.podSecurityContext" -}}
runAsNonRoot: true
runAsUser: 65534
runAsGroup: 65534
seccompProfile:
  type: RuntimeDefault
{{- end -}}

{{- define "vdbi.probes" -}}
livenessProbe:
  httpGet:
    path: /live
    port: healthcheck
  {{- toYaml .Values.probes.liveness | nindent 2 }}
readinessProbe:
  httpGet:
    path: /readyz
    port: healthcheck
  {{- toYaml .Values.probes.readiness | nindent 2 }}
{{- end -}}

{{/* INJECTOR_SENTRY_DSN from a Secret, when one is named. */}}
{{- define "vdbi.sentryEnv" -}}
{{- with .Values.vaultDbInjector.configuration.sentryDsnSecret }}
{{- if .name }}
- name: INJECTOR_SENTRY_DSN
  valueFrom:
    secretKeyRef:
      name: {{ .name }}
      key: {{ .key }}
{{- end }}
{{- end }}
{{- end -}}

{{/* Volume and mount of the Vault CA, when one is given. */}}
{{- define "vdbi.vaultCAVolume" -}}
{{- with .Values.vaultDbInjector.configuration.vaultCACert }}
{{- if .configMap }}
- name: vault-ca
  configMap:
    name: {{ .configMap }}
    items:
      - key: {{ .key }}
        path: ca.crt
{{- else if .secret }}
- name: vault-ca
  secret:
    secretName: {{ .secret }}
    items:
      - key: {{ .key }}
        path: ca.crt
{{- end }}
{{- end }}
{{- end -}}

{{- define "vdbi.vaultCAMount" -}}
{{- with .Values.vaultDbInjector.configuration.vaultCACert }}
{{- if or .configMap .secret }}
- name: vault-ca
  mountPath: /etc/vault-db-injector/vault-ca
  readOnly: true
{{- end }}
{{- end }}
{{- end -}}

{{/* The checksum of one component's ConfigMap (list root component): a change to the
renewer's config rolls the renewer, not every node's plugin. */}}
{{- define "vdbi.configChecksum" -}}
{{- $root := index . 0 -}}
{{- $component := index . 1 -}}
{{- $marker := printf "\n  name: %s-%s\n" (include "vdbi.fullname" $root) $component -}}
{{- $found := "" -}}
{{- range splitList "\n---" (include (print $root.Template.BasePath "/configmaps.yaml") $root) -}}
{{- if contains $marker . -}}{{- $found = . -}}{{- end -}}
{{- end -}}
{{- if not $found -}}
{{- fail (printf "internal: no ConfigMap for %s" $component) -}}
{{- end -}}
{{- $found | sha256sum -}}
{{- end -}}

{{/* Default scheduling of a component's pods (list root component values): the values'
topologySpreadConstraints, or one that spreads the replicas over zones (ScheduleAnyway: a
single-zone cluster still schedules them). */}}
{{- define "vdbi.topologySpread" -}}
{{- $root := index . 0 -}}
{{- $component := index . 1 -}}
{{- $d := index . 2 -}}
{{- if $d.topologySpreadConstraints -}}
{{- toYaml $d.topologySpreadConstraints -}}
{{- else -}}
- maxSkew: 1
  topologyKey: topology.kubernetes.io/zone
  whenUnsatisfiable: ScheduleAnyway
  labelSelector:
    matchLabels:
      {{- include "vdbi.componentSelector" (list $root $component) | nindent 6 }}
{{- end -}}
{{- end -}}

{{/* The `job` label the ServiceMonitor and VMServiceScrape give this release's series, and
that the shipped alert rules select: unique per release in a cluster. */}}
{{- define "vdbi.metricsJob" -}}
{{- printf "%s/%s" .Release.Namespace (include "vdbi.fullname" .) -}}
{{- end -}}

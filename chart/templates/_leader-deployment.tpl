{{/* The renewer and revoker Deployments differ only in their name, values and lease. */}}
{{- define "vdbi.leaderDeployment" -}}
{{- $root := index . 0 -}}
{{- $component := index . 1 -}}
{{- $d := get $root.Values.vaultDbInjector $component -}}
{{- $fullname := include "vdbi.fullname" $root -}}
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {{ $fullname }}-{{ $component }}
  namespace: {{ $root.Release.Namespace }}
  labels:
    {{- include "vdbi.componentLabels" (list $root $component) | nindent 4 }}
  annotations:
    allow-replicacount-one: "true"
spec:
  replicas: {{ $d.replicas }}
  selector:
    matchLabels:
      {{- include "vdbi.componentSelector" (list $root $component) | nindent 6 }}
  template:
    metadata:
      labels:
        {{- include "vdbi.componentLabels" (list $root $component) | nindent 8 }}
      annotations:
        prometheus.io/port: "8080"
        prometheus.io/scrape: "true"
        checksum/config: {{ include "vdbi.configChecksum" (list $root $component) }}
        {{- with $d.podAnnotations }}
        {{- toYaml . | nindent 8 }}
        {{- end }}
    spec:
      serviceAccountName: {{ include (printf "vdbi.sa.%s" $component) $root }}
      automountServiceAccountToken: true
      enableServiceLinks: false
      {{- with $root.Values.imagePullSecrets }}
      imagePullSecrets:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $d.priorityClassName }}
      priorityClassName: {{ . }}
      {{- end }}
      securityContext:
        {{- include "vdbi.podSecurityContext" $root | nindent 8 }}
      affinity:
        {{- if $d.affinity }}
        {{- toYaml $d.affinity | nindent 8 }}
        {{- else }}
        podAntiAffinity:
          preferredDuringSchedulingIgnoredDuringExecution:
            - weight: 100
              podAffinityTerm:
                topologyKey: kubernetes.io/hostname
                labelSelector:
                  matchLabels:
                    {{- include "vdbi.componentSelector" (list $root $component) | nindent 20 }}
        {{- end }}
      topologySpreadConstraints:
        {{- include "vdbi.topologySpread" (list $root $component $d) | nindent 8 }}
      {{- with $d.nodeSelector }}
      nodeSelector:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      {{- with $d.tolerations }}
      tolerations:
        {{- toYaml . | nindent 8 }}
      {{- end }}
      containers:
        - name: vault-db-{{ $component }}
          image: {{ include "vdbi.image" (list $root $d.image) }}
          imagePullPolicy: {{ $d.imagePullPolicy }}
          args:
            {{- toYaml $d.args | nindent 12 }}
          env:
            - name: POD_NAME
              valueFrom:
                fieldRef:
                  fieldPath: metadata.name
            - name: POD_NAMESPACE
              valueFrom:
                fieldRef:
                  fieldPath: metadata.namespace
            - name: POD_UID
              valueFrom:
                fieldRef:
                  fieldPath: metadata.uid
            {{- with include "vdbi.sentryEnv" $root | trim }}{{ . | nindent 12 }}{{ end }}
            {{- with $d.extraEnv }}
            {{- toYaml . | nindent 12 }}
            {{- end }}
          ports:
            - name: metrics
              containerPort: 8080
              protocol: TCP
            - name: healthcheck
              containerPort: 8888
              protocol: TCP
          {{- include "vdbi.probes" $root | nindent 10 }}
          resources:
            {{- toYaml $d.resources | nindent 12 }}
          securityContext:
            {{- toYaml $d.containerSecurityContext | nindent 12 }}
          volumeMounts:
            - name: config
              mountPath: /etc/vault-db-injector/config.yaml
              subPath: config.yaml
              readOnly: true
            # The Go chart's path, so that `args` copied from one of its values files still work.
            - name: config
              mountPath: /{{ $component }}/config.yaml
              subPath: config.yaml
              readOnly: true
            {{- with include "vdbi.vaultCAMount" $root | trim }}{{ . | nindent 12 }}{{ end }}
      volumes:
        - name: config
          configMap:
            name: {{ $fullname }}-{{ $component }}
        {{- with include "vdbi.vaultCAVolume" $root | trim }}{{ . | nindent 8 }}{{ end }}
{{- end -}}

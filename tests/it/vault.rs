//! The Vault client against a real OpenBao issuing real PostgreSQL users (the testbed):
//! credentials that log in, lease renewal moving `VALID UNTIL`, revocation by lease, by
//! accessor and by token dropping the user, orphan tokens, jwt login, KV bookkeeping with
//! the ownership check, the client's own token renewed and replaced, the faults of the proxy
//! (hang, foreign redirect, 429, oversized and malformed answers), and a file-storage OpenBao
//! restarted under the client. Every test also checks that no issued secret appears in
//! anything it formatted.

// Helpers outside `#[test]` functions are test code too: a failed step must fail the test.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime};

use serde_json::json;
use vault_db_injector::secret::SecretString;
use vault_db_injector::vault::{
    AuthConfig, AuthMode, CaSource, Client, ClientConfig, Error, KvEntry, KvStore,
    LoginErrorReason, OwnToken, Ownership, PodIdentity, Revocation, Timeouts, TokenMeta,
    TokenRequest, verify_owner,
};
use vdbi_testbed::Testbed;
use vdbi_testbed::jwt;
use vdbi_testbed::openbao::{
    APP_SERVICE_ACCOUNT, AUDIENCE, DB_MOUNT, JWT_AUTH_MOUNT, JWT_ISSUER, JWT_ROLE, KV_MOUNT,
    OpenBao, OpenBaoMode, POLICY_INJECTOR, POLICY_KV_CREATE, POLICY_KV_NRI, POLICY_KV_RENEWER,
    POLICY_KV_REVOKER, ROLE_READONLY, ROLE_SHORT, ROLE_URI, TOKEN_ROLE,
};
use vdbi_testbed::proxy::{Fault, Proxy, Rule};
use vdbi_testbed::tempdir::TempDir;

fn testbed() -> &'static Testbed {
    vdbi_testbed::shared().unwrap_or_else(|e| panic!("{e}"))
}

/// Everything a test formatted (results, errors, Debug output): searched for secrets.
#[derive(Default)]
struct Transcript(Vec<String>);

impl Transcript {
    fn note<T: std::fmt::Debug>(&mut self, value: &T) {
        self.0.push(format!("{value:?}"));
    }

    fn note_err(&mut self, error: &Error) {
        self.0.push(error.to_string());
        self.0.push(format!("{error:?}"));
    }

    /// Fails if any captured text holds one of `secrets`, in any of its forms.
    fn assert_clean(&self, secrets: &[&str]) {
        // Run alone, the test's process output (the client's log lines) is searched too.
        crate::alone::note_secrets(secrets);
        let streams: Vec<(&str, &str)> = self
            .0
            .iter()
            .map(|text| ("formatted output", text.as_str()))
            .collect();
        crate::leaks::assert_no_leak(&streams, secrets);
    }
}

fn config(address: String, ca: PathBuf, timeouts: Timeouts, jwt_role: &str) -> ClientConfig {
    ClientConfig {
        address,
        ca: CaSource::File(ca),
        skip_verify: false,
        namespace: None,
        timeouts,
        proxy: None,
        auth: AuthConfig {
            mount: JWT_AUTH_MOUNT.to_owned(),
            role: jwt_role.to_owned(),
            jwt_file: PathBuf::from("/nonexistent/token"),
        },
    }
}

fn client_for(bao: &OpenBao) -> Client {
    Client::new(config(
        bao.addr(),
        bao.ca_cert().to_owned(),
        Timeouts::default(),
        JWT_ROLE,
    ))
    .unwrap_or_else(|e| panic!("{e}"))
}

fn root(bao: &OpenBao) -> SecretString {
    bao.root_token().duplicate()
}

/// A token like the injector's own: the `injector` policy and the database roles, so that
/// it may mint pod tokens through the token role and renew or revoke them.
fn injector_token(bao: &OpenBao) -> SecretString {
    bao.create_token(&json!({"policies": [POLICY_INJECTOR], "ttl": "1h"}))
        .unwrap()
}

fn pod_request(role: &str, uuid: &str, namespace: &str, uid: Option<&str>) -> TokenRequest {
    TokenRequest {
        role: Some(TOKEN_ROLE.to_owned()),
        policies: vec![role.to_owned()],
        ttl: Some("1h".to_owned()),
        display_name: format!("vdbi-it-{uuid}"),
        meta: TokenMeta {
            namespace: namespace.to_owned(),
            pod_uid: uid.map(str::to_owned),
            uuid: uuid.to_owned(),
        },
        ..TokenRequest::default()
    }
}

fn unique(prefix: &str) -> String {
    let nanos = SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos();
    format!("{prefix}-{}-{nanos}", std::process::id())
}

/// A projected-service-account-like JWT for `default/app`, signed by the key jwt auth trusts.
fn app_jwt(audience: &str) -> SecretString {
    let (ns, sa) = APP_SERVICE_ACCOUNT;
    let claims = jwt::service_account_claims(
        JWT_ISSUER,
        ns,
        sa,
        "0af75642-bc6f-50f7-ad2e-b2b9e984b748",
        &[audience],
        Duration::from_secs(600),
        None,
    );
    SecretString::new(testbed().setup.jwt.sign(&claims).unwrap())
}

/// Waits until PostgreSQL no longer has `user` (token revocation drops leases
/// asynchronously, about 150 ms after the answer).
fn wait_role_gone(user: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while testbed().postgres.role_exists(user).unwrap() {
        assert!(Instant::now() < deadline, "role {user} still exists");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn creds_log_in_and_their_lease_is_renewed_then_revoked() {
    // Alone, so the client's log lines are searched for the secrets too.
    if crate::alone::delegated("vault::creds_log_in_and_their_lease_is_renewed_then_revoked") {
        return;
    }
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let injector = injector_token(&tb.openbao);
    let mut out = Transcript::default();
    let uuid = unique("lease");
    let pod = client
        .create_token(
            &injector,
            &pod_request(ROLE_READONLY, &uuid, "default", None),
        )
        .unwrap();
    out.note(&pod);
    assert!(pod.orphan);
    let creds = client
        .read_creds(&pod.client_token, DB_MOUNT, ROLE_READONLY)
        .unwrap();
    out.note(&creds);
    let user = creds.username.clone();
    let password = creds.password.expose_secret().to_owned();
    assert_eq!(tb.postgres.psql_login(&user, &password).unwrap(), user);
    assert!(creds.lease_id.starts_with("databases/creds/app-readonly/"));
    assert_eq!(creds.lease_duration, 3600);

    let before = tb.postgres.valid_until(&user).unwrap().unwrap();
    let renewal = client
        .renew_lease(
            &injector,
            &creds.lease_id,
            Some(Duration::from_secs(4 * 3600)),
        )
        .unwrap()
        .unwrap();
    out.note(&renewal);
    assert_eq!(renewal.lease_duration, 4 * 3600);
    let after = tb.postgres.valid_until(&user).unwrap().unwrap();
    assert!(
        after.duration_since(before).unwrap() >= Duration::from_secs(2 * 3600),
        "VALID UNTIL did not move: {before:?} -> {after:?}"
    );
    let info = client
        .lookup_lease(&injector, &creds.lease_id)
        .unwrap()
        .unwrap();
    assert!(info.ttl > 3600);

    client.revoke_lease(&injector, &creds.lease_id).unwrap();
    // sys/leases/revoke is synchronous: the user is gone at once.
    assert!(!tb.postgres.role_exists(&user).unwrap());
    assert!(tb.postgres.psql_login(&user, &password).is_err());
    // Gone is an answer, and revoking again is fine.
    assert!(
        client
            .renew_lease(&injector, &creds.lease_id, None)
            .unwrap()
            .is_none()
    );
    assert!(
        client
            .lookup_lease(&injector, &creds.lease_id)
            .unwrap()
            .is_none()
    );
    client.revoke_lease(&injector, &creds.lease_id).unwrap();
    // A lease id from a tampered KV entry is refused before any call.
    let err = client
        .renew_lease(&injector, "databases/creds/../../sys/x", None)
        .unwrap_err();
    out.note_err(&err);
    assert!(matches!(err, Error::InvalidName { .. }), "{err}");
    client.revoke_accessor(&injector, &pod.accessor).unwrap();
    out.assert_clean(&[
        &password,
        pod.client_token.expose_secret(),
        injector.expose_secret(),
    ]);
}

#[test]
fn revoking_a_token_by_accessor_or_by_itself_drops_its_users() {
    // Alone, so the client's log lines are searched for the secrets too.
    if crate::alone::delegated("vault::revoking_a_token_by_accessor_or_by_itself_drops_its_users") {
        return;
    }
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let injector = injector_token(&tb.openbao);
    let mut out = Transcript::default();
    let mut secrets = vec![injector.expose_secret().to_owned()];

    // By accessor (the renewer and revoker work by accessor).
    let pod = client
        .create_token(
            &injector,
            &pod_request(ROLE_URI, &unique("acc"), "default", Some("uid-1")),
        )
        .unwrap();
    let creds = client
        .read_creds(&pod.client_token, DB_MOUNT, ROLE_URI)
        .unwrap();
    out.note(&creds);
    secrets.push(creds.password.expose_secret().to_owned());
    secrets.push(pod.client_token.expose_secret().to_owned());
    // The URI-hostile password logs in as is.
    assert_eq!(
        tb.postgres
            .psql_login(&creds.username, creds.password.expose_secret())
            .unwrap(),
        creds.username
    );
    assert_eq!(
        client.revoke_accessor(&injector, &pod.accessor).unwrap(),
        Revocation::Revoked
    );
    wait_role_gone(&creds.username);
    assert_eq!(
        client.revoke_accessor(&injector, &pod.accessor).unwrap(),
        Revocation::AlreadyGone
    );
    assert!(
        client
            .lookup_accessor(&injector, &pod.accessor)
            .unwrap()
            .is_none()
    );
    assert!(
        client
            .renew_accessor(&injector, &pod.accessor, None)
            .unwrap()
            .is_none()
    );
    let err = client.lookup_self(&pod.client_token).unwrap_err();
    out.note_err(&err);
    assert_eq!(err.status(), Some(403));

    // By the token itself (cleanup after a failed admission).
    let pod = client
        .create_token(
            &injector,
            &pod_request(ROLE_READONLY, &unique("self"), "default", None),
        )
        .unwrap();
    let creds = client
        .read_creds(&pod.client_token, DB_MOUNT, ROLE_READONLY)
        .unwrap();
    secrets.push(creds.password.expose_secret().to_owned());
    secrets.push(pod.client_token.expose_secret().to_owned());
    assert!(tb.postgres.role_exists(&creds.username).unwrap());
    client.revoke_self(&pod.client_token).unwrap();
    wait_role_gone(&creds.username);
    let refs: Vec<&str> = secrets.iter().map(String::as_str).collect();
    out.assert_clean(&refs);
}

#[test]
fn orphan_tokens_are_created_renewed_and_revoked() {
    // Alone, so the client's log lines are searched for the secrets too.
    if crate::alone::delegated("vault::orphan_tokens_are_created_renewed_and_revoked") {
        return;
    }
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let root = root(&tb.openbao);
    let injector = injector_token(&tb.openbao);
    let mut out = Transcript::default();
    let uuid = unique("orphan");
    // The original's call: create-orphan with the DB role's policy and a period.
    let request = TokenRequest {
        role: None,
        policies: vec![ROLE_SHORT.to_owned()],
        period: Some("1h".to_owned()),
        display_name: "injector-orphan-token".to_owned(),
        meta: TokenMeta {
            namespace: "default".to_owned(),
            pod_uid: Some("uid-9".to_owned()),
            uuid: uuid.clone(),
        },
        ..TokenRequest::default()
    };
    let orphan = client.create_token(&root, &request).unwrap();
    out.note(&orphan);
    assert!(orphan.orphan);
    let info = client
        .lookup_accessor(&injector, &orphan.accessor)
        .unwrap()
        .unwrap();
    out.note(&info);
    assert_eq!(info.meta["namespace"], "default");
    assert_eq!(info.meta["pod_uid"], "uid-9");
    assert_eq!(info.meta["uuid"], uuid);
    assert_eq!(info.period, 3600);
    let own = client.lookup_self(&orphan.client_token).unwrap();
    assert_eq!(own.accessor, orphan.accessor);

    let renewal = client
        .renew_accessor(&injector, &orphan.accessor, Some(Duration::from_secs(1800)))
        .unwrap()
        .unwrap();
    assert!(renewal.lease_duration > 0);
    let renewal = client
        .renew_token(&root, &orphan.client_token, None)
        .unwrap()
        .unwrap();
    assert!(renewal.renewable);
    let renewal = client.renew_self(&orphan.client_token, None).unwrap();
    assert!(renewal.lease_duration > 0);

    // The token role refuses a policy outside its allowed ones: a 400, final.
    let outside = TokenRequest {
        role: Some(TOKEN_ROLE.to_owned()),
        policies: vec![POLICY_INJECTOR.to_owned()],
        ..request.clone()
    };
    let err = client.create_token(&injector, &outside).unwrap_err();
    out.note_err(&err);
    assert_eq!(err.status(), Some(400), "{err}");
    assert!(err.mentions("subset"), "{err}");

    assert_eq!(
        client.revoke_orphan(&root, &orphan.client_token).unwrap(),
        Revocation::Revoked
    );
    assert!(
        client
            .lookup_accessor(&injector, &orphan.accessor)
            .unwrap()
            .is_none()
    );
    assert_eq!(
        client.revoke_orphan(&root, &orphan.client_token).unwrap(),
        Revocation::AlreadyGone
    );
    assert!(
        client
            .renew_token(&root, &orphan.client_token, None)
            .unwrap()
            .is_none()
    );
    out.assert_clean(&[
        orphan.client_token.expose_secret(),
        injector.expose_secret(),
    ]);
}

#[test]
fn jwt_login_works_and_failures_are_classified() {
    // Alone, so the client's log lines are searched for the secrets too.
    if crate::alone::delegated("vault::jwt_login_works_and_failures_are_classified") {
        return;
    }
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let mut out = Transcript::default();
    let jwt = app_jwt(AUDIENCE);
    let auth = client
        .login(JWT_AUTH_MOUNT, JWT_ROLE, &jwt, AuthMode::Projected)
        .unwrap();
    out.note(&auth);
    assert!(auth.policies.iter().any(|p| p == "app-db"), "{auth:?}");
    assert_eq!(auth.metadata["service_account_namespace"], "default");
    // The pod token reads the creds its policy allows, and may check what it can do.
    let creds = client
        .read_creds(&auth.client_token, DB_MOUNT, ROLE_SHORT)
        .unwrap();
    out.note(&creds);
    let caps = client
        .capabilities_self(
            &auth.client_token,
            &["databases/creds/app-short", "databases/creds/nope"],
        )
        .unwrap();
    assert_eq!(caps["databases/creds/app-short"], vec!["read"]);
    assert_eq!(caps["databases/creds/nope"], vec!["deny"]);

    let wrong = app_jwt("someone-else");
    let err = client
        .login(JWT_AUTH_MOUNT, JWT_ROLE, &wrong, AuthMode::Projected)
        .unwrap_err();
    out.note_err(&err);
    assert_eq!(err.status(), Some(400));
    assert_eq!(
        LoginErrorReason::classify(&err),
        LoginErrorReason::AudienceMismatch
    );
    let err = client
        .login(JWT_AUTH_MOUNT, "no-such-role", &jwt, AuthMode::Projected)
        .unwrap_err();
    out.note_err(&err);
    assert_eq!(
        LoginErrorReason::classify(&err),
        LoginErrorReason::RoleNotFound,
        "{err}"
    );
    // A role name that would walk the path never leaves the process.
    let err = client
        .login("jwt/../../sys", JWT_ROLE, &jwt, AuthMode::Projected)
        .unwrap_err();
    assert!(matches!(err, Error::InvalidName { .. }), "{err}");
    client.revoke_self(&auth.client_token).unwrap();
    wait_role_gone(&creds.username);
    out.assert_clean(&[
        jwt.expose_secret(),
        wrong.expose_secret(),
        auth.client_token.expose_secret(),
        creds.password.expose_secret(),
    ]);
}

/// OpenBao paginates KV lists (`after`, `limit`): 25 entries listed 7 at a time come back
/// whole, each once, and the store learns that the server paginates (a server that
/// ignored `limit` would have answered all 25 at once and be marked unpaginated).
#[test]
fn kv_lists_are_paginated_on_openbao() {
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let injector = injector_token(&tb.openbao);
    let prefix = unique("vdbi-it-page");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap().with_list_page(7);
    assert_eq!(kv.paginates(), None);
    let mut expect: Vec<String> = (0..25).map(|i| format!("u{i:02}")).collect();
    for uuid in &expect {
        let entry = KvEntry {
            namespace: "team-a".to_owned(),
            ..KvEntry::default()
        };
        kv.put(&client, &injector, uuid, &entry).unwrap();
    }
    let mut keys = kv.list(&client, &injector).unwrap();
    keys.sort();
    expect.sort();
    assert_eq!(keys, expect);
    assert_eq!(kv.paginates(), Some(true));
    // An exactly full last page (21 = 3 x 7) ends with an empty page.
    for uuid in &expect[21..] {
        kv.delete(&client, &injector, uuid).unwrap();
    }
    assert_eq!(kv.list(&client, &injector).unwrap().len(), 21);
    // The default page size reads the same in one page.
    let whole = KvStore::new(KV_MOUNT, &prefix).unwrap();
    assert_eq!(whole.list(&client, &injector).unwrap().len(), 21);
    for uuid in &expect[..21] {
        kv.delete(&client, &injector, uuid).unwrap();
    }
    assert!(kv.list(&client, &injector).unwrap().is_empty());
}

#[test]
fn kv_entries_put_get_list_delete_and_ownership() {
    // Alone, so the client's log lines are searched for the secrets too.
    if crate::alone::delegated("vault::kv_entries_put_get_list_delete_and_ownership") {
        return;
    }
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let injector = injector_token(&tb.openbao);
    let mut out = Transcript::default();
    let prefix = unique("vdbi-it-kv");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    assert_eq!(kv.list(&client, &injector).unwrap(), Vec::<String>::new());
    assert!(kv.get(&client, &injector, "missing").unwrap().is_none());

    let pod = client
        .create_token(
            &injector,
            &pod_request(ROLE_READONLY, "u1", "team-a", Some("uid-1")),
        )
        .unwrap();
    let entry = KvEntry {
        lease_id: "databases/creds/app-readonly/abc".to_owned(),
        namespace: "team-a".to_owned(),
        service_account_name: "app".to_owned(),
        token_accessor: pod.accessor.clone(),
        pod_uid: "uid-1".to_owned(),
        admission_uid: "adm-1".to_owned(),
        db_username: "v-user".to_owned(),
        role: ROLE_READONLY.to_owned(),
        version: "2".to_owned(),
        ..KvEntry::default()
    };
    kv.create(&client, &injector, "u1", &entry).unwrap();
    // Created with check-and-set 0: a second create of the same key is refused by Vault
    // and the entry is unchanged (the webhook and the plugin never overwrite an entry).
    let overwrite = KvEntry {
        lease_id: "databases/creds/app-readonly/other".to_owned(),
        namespace: "team-a".to_owned(),
        ..KvEntry::default()
    };
    let err = kv.create(&client, &injector, "u1", &overwrite).unwrap_err();
    assert_eq!(err.status(), Some(400), "{err}");
    assert_eq!(
        kv.get(&client, &injector, "u1").unwrap().unwrap().lease_id,
        entry.lease_id
    );
    // An entry as the Go original wrote it, raw token included.
    tb.openbao
        .write(
            &format!("{KV_MOUNT}/data/{prefix}/u2"),
            &json!({"data": {"LeaseId": "databases/creds/app-readonly/old", "TokenId": "s.GO-TOKEN",
                     "Namespace": "team-a", "ServiceAccountName": "app", "PodName": "", "NodeName": ""}}),
        )
        .unwrap();
    let mut keys = kv.list(&client, &injector).unwrap();
    keys.sort();
    assert_eq!(keys, vec!["u1", "u2"]);
    let read = kv.get(&client, &injector, "u1").unwrap().unwrap();
    out.note(&read);
    assert_eq!(read.token_accessor, pod.accessor);
    assert_eq!(read.admission_uid, "adm-1");
    assert!(read.token_id.is_none());
    let go = kv.get(&client, &injector, "u2").unwrap().unwrap();
    out.note(&go);
    assert_eq!(go.token_id.as_ref().unwrap().expose_secret(), "s.GO-TOKEN");
    assert!(go.version.is_empty());

    // Ownership: the pod itself passes; a pod elsewhere, or an entry pointing at another
    // pod's token, does not.
    let owner = PodIdentity {
        namespace: "team-a",
        uid: Some("uid-1"),
        service_account: None,
    };
    assert_eq!(
        verify_owner(&client, &injector, "u1", &read, &owner).unwrap(),
        Ownership::Verified
    );
    let intruder = PodIdentity {
        namespace: "team-b",
        uid: Some("uid-7"),
        service_account: None,
    };
    let err = verify_owner(&client, &injector, "u1", &read, &intruder).unwrap_err();
    out.note_err(&err);
    assert!(matches!(err, Error::NotOwner { .. }), "{err}");
    let err = verify_owner(&client, &injector, "u9", &read, &owner).unwrap_err();
    assert!(err.to_string().contains("uuid differs"), "{err}");
    // A Go entry's raw token is looked up as itself: one Vault does not know is gone.
    assert_eq!(
        verify_owner(&client, &injector, "u2", &go, &owner).unwrap(),
        Ownership::TokenGone
    );
    // The Go original's pod token: create-orphan with no meta.
    let go_pod = tb
        .openbao
        .write(
            "auth/token/create-orphan",
            &json!({"policies": [ROLE_READONLY], "ttl": "1h", "display_name": "injector-orphan-token"}),
        )
        .unwrap();
    let go_secret = go_pod["auth"]["client_token"].as_str().unwrap().to_owned();
    let go_accessor = go_pod["auth"]["accessor"].as_str().unwrap().to_owned();
    let go_with = |token: Option<&str>| {
        let mut e = kv.get(&client, &injector, "u2").unwrap().unwrap();
        e.token_id = token.map(|t| SecretString::new(t.to_owned()));
        e
    };
    let live_go = go_with(Some(&go_secret));
    assert_eq!(
        verify_owner(&client, &injector, "u2", &live_go, &owner).unwrap(),
        Ownership::Legacy
    );
    // A Go-format entry with no token at all has nothing to revoke its lease through.
    let bare_go = go_with(None);
    let err = verify_owner(&client, &injector, "u2", &bare_go, &owner).unwrap_err();
    assert!(err.to_string().contains("no token"), "{err}");
    client.revoke_accessor(&injector, &go_accessor).unwrap();
    client.revoke_accessor(&injector, &pod.accessor).unwrap();
    assert_eq!(
        verify_owner(&client, &injector, "u1", &read, &owner).unwrap(),
        Ownership::TokenGone
    );

    kv.delete(&client, &injector, "u1").unwrap();
    assert!(kv.get(&client, &injector, "u1").unwrap().is_none());
    kv.delete(&client, &injector, "u1").unwrap();
    kv.delete(&client, &injector, "never-was").unwrap();
    kv.delete(&client, &injector, "u2").unwrap();
    assert!(kv.list(&client, &injector).unwrap().is_empty());
    let err = kv.get(&client, &injector, "../u1").unwrap_err();
    assert!(matches!(err, Error::InvalidName { .. }), "{err}");
    out.assert_clean(&[
        "s.GO-TOKEN",
        &go_secret,
        pod.client_token.expose_secret(),
        injector.expose_secret(),
    ]);
}

#[test]
fn own_token_is_renewed_then_replaced_and_the_old_one_revoked() {
    // Alone, so the client's log lines are searched for the secrets too.
    if crate::alone::delegated("vault::own_token_is_renewed_then_replaced_and_the_old_one_revoked")
    {
        return;
    }
    let tb = testbed();
    let (ns, sa) = APP_SERVICE_ACCOUNT;
    // A role of this test's own with a short TTL and a max TTL close behind it.
    let role = unique("vdbi-it-own");
    tb.openbao
        .write(
            &format!("auth/{JWT_AUTH_MOUNT}/role/{role}"),
            &json!({"role_type": "jwt", "user_claim": "sub", "bound_audiences": [AUDIENCE],
                    "bound_subject": format!("system:serviceaccount:{ns}:{sa}"),
                    "token_policies": ["default"], "token_ttl": "4s", "token_max_ttl": "7s"}),
        )
        .unwrap();
    let dir = TempDir::new("vdbi-it-own").unwrap();
    let jwt_file = dir.path().join("token");
    let jwt = app_jwt(AUDIENCE);
    std::fs::write(&jwt_file, jwt.expose_secret()).unwrap();
    let mut cfg = config(
        tb.openbao.addr(),
        tb.openbao.ca_cert().to_owned(),
        Timeouts::default(),
        &role,
    );
    cfg.auth.jwt_file = jwt_file;
    let client = Arc::new(Client::new(cfg).unwrap());
    let root = root(&tb.openbao);
    let mut out = Transcript::default();

    // A small increment stays within the max TTL: plain renewals.
    let keeper = OwnToken::new(Arc::clone(&client), Duration::from_secs(3));
    let first = keeper.token().unwrap();
    let report = keeper.maintain().unwrap();
    assert!(!report.renewed && !report.logged_in, "{report:?}");
    std::thread::sleep(Duration::from_millis(2200));
    let report = keeper.maintain().unwrap();
    out.note(&report);
    assert!(report.renewed, "{report:?}");
    assert!(Arc::ptr_eq(&first, &keeper.token().unwrap()));
    drop(first);
    assert_eq!(keeper.shutdown(), 0);

    // The daily increment is capped by the max TTL: the keeper logs in again and revokes
    // the token it replaced.
    let keeper = OwnToken::new(Arc::clone(&client), Duration::from_secs(86400));
    let old = keeper.token().unwrap();
    let old_accessor = keeper.accessor().unwrap();
    let old_secret = old.expose_secret().to_owned();
    drop(old);
    std::thread::sleep(Duration::from_millis(2200));
    let report = keeper.maintain().unwrap();
    out.note(&report);
    assert!(
        report.renew_error.is_some() && report.logged_in,
        "{report:?}"
    );
    assert_eq!(report.revoked, 1, "{report:?}");
    let new_accessor = keeper.accessor().unwrap();
    assert_ne!(new_accessor, old_accessor);
    assert!(
        client
            .lookup_accessor(&root, &old_accessor)
            .unwrap()
            .is_none()
    );
    assert!(
        client
            .lookup_accessor(&root, &new_accessor)
            .unwrap()
            .is_some()
    );
    let new_secret = keeper.token().unwrap().expose_secret().to_owned();
    assert_eq!(keeper.shutdown(), 0);
    assert!(
        client
            .lookup_accessor(&root, &new_accessor)
            .unwrap()
            .is_none()
    );
    out.assert_clean(&[&old_secret, &new_secret, jwt.expose_secret()]);
}

/// Undoing a failed issuance (what the NRI resolver does when a pod's second credential
/// fails) never loses track of a credential and deletes no entry: an entry that another
/// credential holds at the key (the `cas: 0` write refused) is kept, and so is the entry
/// of a token that could not be revoked, which is what keeps that token renewed and
/// revoked with its pod; the entry of a token it did revoke is left to the revoker's sweep.
/// The writer here may delete entries (the webhook's policy), so only the product's own
/// judgement keeps them. And the NRI plugin's policy (`create` alone) is what OpenBao
/// answers `403` to at a held key, which the plugin takes as held: it reads no entry.
#[test]
fn undoing_a_failed_issuance_deletes_no_entry() {
    use vault_db_injector::issuance::{self, credential};
    let tb = testbed();
    let (ns, sa) = APP_SERVICE_ACCOUNT;
    let role = unique("vdbi-it-undo");
    tb.openbao
        .write(
            &format!("auth/{JWT_AUTH_MOUNT}/role/{role}"),
            &json!({"role_type": "jwt", "user_claim": "sub", "bound_audiences": [AUDIENCE],
                    "bound_subject": format!("system:serviceaccount:{ns}:{sa}"),
                    "token_policies": [POLICY_INJECTOR, POLICY_KV_CREATE, POLICY_KV_REVOKER],
                    "token_ttl": "1h"}),
        )
        .unwrap();
    let dir = TempDir::new("vdbi-it-undo").unwrap();
    let jwt_file = dir.path().join("token");
    std::fs::write(&jwt_file, app_jwt(AUDIENCE).expose_secret()).unwrap();
    let proxy = Proxy::in_front_of(&tb.openbao).unwrap();
    let mut cfg = config(
        proxy.addr(),
        proxy.ca_cert().to_owned(),
        Timeouts::default(),
        &role,
    );
    cfg.auth.jwt_file = jwt_file;
    let client = Arc::new(Client::new(cfg).unwrap());
    let own = OwnToken::new(Arc::clone(&client), Duration::from_secs(3600));
    let kv = KvStore::new(KV_MOUNT, &unique("undo")).unwrap();
    let settings = issuance::Settings {
        auth_mount: JWT_AUTH_MOUNT.to_owned(),
        token_ttl: Duration::from_secs(3600),
        token_role: Some(TOKEN_ROLE.to_owned()),
        kv_store_token: false,
        projected: None,
    };
    let ctx = credential::Context {
        vault: &client,
        kv: &kv,
        own: &own,
        settings: &settings,
    };
    let holder = credential::Holder {
        namespace: "apps",
        service_account: "web",
        pod_name: "web-1",
        pod_uid: Some("uid-undo"),
        node_name: "node-a",
        admission_uid: "",
    };
    let request = |key| credential::Request {
        key,
        fallback_key: None,
        role: ROLE_READONLY,
        mount: DB_MOUNT,
        deadline: None,
    };
    let root = root(&tb.openbao);

    // Another pod's entry holds the key: the write is refused, the credential is undone,
    // the entry stays as it was.
    let theirs = KvEntry {
        namespace: "other".to_owned(),
        pod_uid: "uid-theirs".to_owned(),
        lease_id: format!("{DB_MOUNT}/creds/{ROLE_READONLY}/theirs"),
        ..KvEntry::default()
    };
    kv.create(&client, &root, "taken", &theirs).unwrap();
    let mut minted = Vec::new();
    let refused = credential::issue(
        &ctx,
        &holder,
        &credential::Flow::OwnToken,
        &request("taken"),
        &mut minted,
    )
    .unwrap_err();
    assert!(
        matches!(&refused, credential::Error::Vault { step: credential::Step::Record, source } if source.status() == Some(400)),
        "{refused}"
    );
    assert_eq!(minted.len(), 1, "the pod token was minted");
    let minted_token = minted[0].token.duplicate();
    credential::revoke_now(&ctx, minted, "apps/web-1");
    assert!(
        client.lookup_self(&minted_token).is_err(),
        "the credential of the refused write is revoked"
    );
    assert_eq!(
        kv.get(&client, &root, "taken").unwrap().map(|e| e.pod_uid),
        Some("uid-theirs".to_owned()),
        "the other pod's entry is kept"
    );

    // Recorded, then undone while Vault refuses the revocation: the entry stays, so the
    // live token is still tracked.
    let mut minted = Vec::new();
    let issued = credential::issue(
        &ctx,
        &holder,
        &credential::Flow::OwnToken,
        &request("mine"),
        &mut minted,
    )
    .unwrap();
    proxy.add(
        Rule::new(Fault::Status {
            status: 503,
            retry_after: None,
        })
        .path("auth/token/revoke-self"),
    );
    credential::revoke_now(&ctx, minted, "apps/web-1");
    proxy.clear();
    assert!(
        proxy
            .requests()
            .iter()
            .any(|r| r.fault == "status" && r.path.contains("revoke-self")),
        "the revocation was refused by the proxy"
    );
    assert!(client.lookup_self(&issued.token).is_ok(), "the token lives");
    assert!(
        kv.get(&client, &root, "mine").unwrap().is_some(),
        "the entry of a token still alive is kept"
    );
    // With Vault back, the same undo revokes it; the entry, whose token is gone now, is
    // the sweep's to delete.
    let again = vec![issuance::Revoke::new(
        issued.token.duplicate(),
        Some("mine".to_owned()),
    )];
    credential::revoke_now(&ctx, again, "apps/web-1");
    assert!(client.lookup_self(&issued.token).is_err());
    assert!(kv.get(&client, &root, "mine").unwrap().is_some());

    // The plugin's policy: `create` alone. OpenBao refuses it the write at a held key
    // with a 403 (an existing key's write is an update), which is `held`; a key nobody
    // holds is written; no entry can be read.
    let plugin = tb
        .openbao
        .create_token(&json!({"policies": [POLICY_KV_NRI], "ttl": "10m"}))
        .unwrap();
    let held = kv.create(&client, &plugin, "taken", &theirs).unwrap_err();
    assert_eq!(held.status(), Some(403), "{held}");
    assert!(credential::held(&held));
    kv.create(&client, &plugin, "free", &theirs).unwrap();
    let read = kv.get(&client, &plugin, "free").unwrap_err();
    assert_eq!(read.status(), Some(403), "{read}");
    let _ = client.revoke_self(&plugin);
    own.shutdown();
}

/// A client through a fresh fault proxy in front of the shared OpenBao, with short bounds.
fn through_proxy() -> (Proxy, Client) {
    let tb = testbed();
    let proxy = Proxy::in_front_of(&tb.openbao).unwrap();
    let timeouts = Timeouts {
        connect: Duration::from_secs(2),
        response: Duration::from_secs(1),
        call: Duration::from_secs(4),
        health: Duration::from_secs(1),
    };
    let client = Client::new(config(
        proxy.addr(),
        proxy.ca_cert().to_owned(),
        timeouts,
        JWT_ROLE,
    ))
    .unwrap();
    (proxy, client)
}

#[test]
fn a_hung_openbao_is_cut_by_the_timeout() {
    let (proxy, client) = through_proxy();
    let token = injector_token(&testbed().openbao);
    client.lookup_self(&token).unwrap();
    proxy.set(Fault::Hang);
    let start = Instant::now();
    let err = client.lookup_self(&token).unwrap_err();
    assert!(matches!(err, Error::Timeout { .. }), "{err}");
    // The call bound holds across retries.
    assert!(
        start.elapsed() < Duration::from_secs(6),
        "{:?}",
        start.elapsed()
    );
    let start = Instant::now();
    assert!(client.health_check().is_err());
    assert!(start.elapsed() < Duration::from_secs(3));
    proxy.set(Fault::PassThrough);
    assert_eq!(client.health_check(), Ok(()));
}

#[test]
fn a_redirect_to_another_origin_never_receives_the_token() {
    // Alone, so the client's log lines are searched for the token too.
    if crate::alone::delegated("vault::a_redirect_to_another_origin_never_receives_the_token") {
        return;
    }
    let (proxy, client) = through_proxy();
    let token = injector_token(&testbed().openbao);
    crate::alone::note_secrets(&[token.expose_secret()]);
    proxy.set(Fault::RedirectToOtherOrigin);
    let err = client.lookup_self(&token).unwrap_err();
    assert!(matches!(err, Error::Redirect { status: 307, .. }), "{err}");
    crate::leaks::assert_no_leak(
        &[("the error", &format!("{err} {err:?}"))],
        &[token.expose_secret()],
    );
    // The proxy served the redirect (the client did reach it), and the error came back
    // without the redirect being followed.
    assert!(
        proxy.requests().iter().any(|r| r.fault == "redirect"),
        "{:?}",
        proxy.requests()
    );
    assert_eq!(proxy.other_origin_requests_seen(), 0);
    for seen in proxy.other_origin_requests() {
        assert!(seen.header("x-vault-token").is_none());
    }
}

#[test]
fn a_429_is_retried_after_retry_after_and_minting_calls_are_not() {
    let (proxy, client) = through_proxy();
    let tb = testbed();
    let token = injector_token(&tb.openbao);
    proxy.add(
        Rule::new(Fault::Status {
            status: 429,
            retry_after: Some("1".to_owned()),
        })
        .path("lookup-self")
        .times(1),
    );
    let seen = proxy.requests_seen();
    let start = Instant::now();
    client.lookup_self(&token).unwrap();
    assert!(
        start.elapsed() >= Duration::from_millis(950),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(proxy.requests_seen() - seen, 2);

    // A creds read mints a user: a 503 is final for it, and nothing was issued twice.
    let pod = tb
        .openbao
        .create_token(&json!({"policies": [ROLE_SHORT], "ttl": "1m"}))
        .unwrap();
    proxy.add(
        Rule::new(Fault::Status {
            status: 503,
            retry_after: None,
        })
        .path("/creds/")
        .times(1),
    );
    let seen = proxy.requests_seen();
    let err = client.read_creds(&pod, DB_MOUNT, ROLE_SHORT).unwrap_err();
    assert_eq!(err.status(), Some(503), "{err}");
    assert_eq!(proxy.requests_seen() - seen, 1);
    // Neither is a login retried.
    proxy.add(
        Rule::new(Fault::Status {
            status: 503,
            retry_after: None,
        })
        .path("/login")
        .times(1),
    );
    let seen = proxy.requests_seen();
    let err = client
        .login(
            JWT_AUTH_MOUNT,
            JWT_ROLE,
            &app_jwt(AUDIENCE),
            AuthMode::Projected,
        )
        .unwrap_err();
    assert_eq!(err.status(), Some(503), "{err}");
    assert_eq!(proxy.requests_seen() - seen, 1);
}

#[test]
fn oversized_or_malformed_answers_are_typed_errors() {
    let (proxy, client) = through_proxy();
    let token = injector_token(&testbed().openbao);
    proxy.set(Fault::Oversized {
        bytes: 8 * 1024 * 1024,
    });
    let err = client.lookup_self(&token).unwrap_err();
    assert!(matches!(err, Error::TooLarge { .. }), "{err}");

    proxy.set(Fault::Rewrite {
        status: None,
        body: r#"{"data":{"accessor":42,"meta":"s.PLANTED"}}"#.to_owned(),
    });
    let err = client.lookup_self(&token).unwrap_err();
    assert!(matches!(err, Error::Malformed { .. }), "{err}");
    assert!(!err.to_string().contains("PLANTED"), "{err}");

    proxy.set(Fault::Rewrite {
        status: None,
        body: r#"{"errors":["x"],"data":null}"#.to_owned(),
    });
    let err = client.lookup_self(&token).unwrap_err();
    assert!(matches!(err, Error::Malformed { .. }), "{err}");

    proxy.set(Fault::Rewrite {
        status: None,
        body: "not json at all".to_owned(),
    });
    let err = client.health().unwrap_err();
    assert!(matches!(err, Error::Malformed { .. }), "{err}");

    proxy.set(Fault::CutMidBody);
    let err = client.lookup_self(&token).unwrap_err();
    assert!(
        matches!(err, Error::Transport { .. } | Error::Timeout { .. }),
        "{err}"
    );
}

#[test]
fn a_restarted_file_storage_openbao_keeps_what_it_issued() {
    // Alone, so the client's log lines are searched for the secrets too.
    if crate::alone::delegated("vault::a_restarted_file_storage_openbao_keeps_what_it_issued") {
        return;
    }
    let tb = testbed();
    let data = TempDir::new("vdbi-it-vault-file").unwrap();
    let mut bao = OpenBao::start(OpenBaoMode::File {
        dir: data.path().to_owned(),
    })
    .unwrap_or_else(|e| panic!("{e}"));
    bao.configure(&tb.postgres).unwrap();
    let client = client_for(&bao);
    let injector = injector_token(&bao);
    let mut out = Transcript::default();
    let pod = client
        .create_token(
            &injector,
            &pod_request(ROLE_READONLY, "r1", "default", None),
        )
        .unwrap();
    let creds = client
        .read_creds(&pod.client_token, DB_MOUNT, ROLE_READONLY)
        .unwrap();
    out.note(&creds);
    let kv = KvStore::new(KV_MOUNT, "kubernetes").unwrap();
    let entry = KvEntry {
        lease_id: creds.lease_id.clone(),
        namespace: "default".to_owned(),
        token_accessor: pod.accessor.clone(),
        version: "2".to_owned(),
        ..KvEntry::default()
    };
    kv.put(&client, &injector, "r1", &entry).unwrap();

    bao.restart().unwrap();
    assert_eq!(client.health_check(), Ok(()));
    // The same client, tokens, lease and entry work again.
    let read = kv.get(&client, &injector, "r1").unwrap().unwrap();
    assert_eq!(read.lease_id, creds.lease_id);
    let renewal = client
        .renew_lease(&injector, &creds.lease_id, Some(Duration::from_secs(7200)))
        .unwrap()
        .unwrap();
    assert_eq!(renewal.lease_duration, 7200);
    assert_eq!(
        tb.postgres
            .psql_login(&creds.username, creds.password.expose_secret())
            .unwrap(),
        creds.username
    );
    // Sealed is unhealthy, and every call says so.
    bao.seal().unwrap();
    assert_eq!(client.health_check(), Err("vault is sealed".to_owned()));
    bao.unseal().unwrap();
    assert_eq!(
        client.revoke_accessor(&injector, &pod.accessor).unwrap(),
        Revocation::Revoked
    );
    wait_role_gone(&creds.username);
    kv.delete(&client, &injector, "r1").unwrap();
    out.assert_clean(&[
        creds.password.expose_secret(),
        pod.client_token.expose_secret(),
    ]);
}

#[test]
fn the_namespace_header_reaches_a_mount_inside_the_namespace() {
    let tb = testbed();
    let ns = unique("vdbi-it-ns");
    tb.openbao
        .write(&format!("sys/namespaces/{ns}"), &json!({}))
        .unwrap();
    // A path prefix addresses the namespace for the admin; the client uses the header.
    tb.openbao
        .write(
            &format!("{ns}/sys/mounts/kv-ns"),
            &json!({"type": "kv", "options": {"version": "2"}}),
        )
        .unwrap();
    let root = root(&tb.openbao);
    let mut cfg = config(
        tb.openbao.addr(),
        tb.openbao.ca_cert().to_owned(),
        Timeouts::default(),
        JWT_ROLE,
    );
    cfg.namespace = Some(ns.clone());
    let namespaced = Client::new(cfg).unwrap();
    let kv = KvStore::new("kv-ns", "kubernetes").unwrap();
    let entry = KvEntry {
        namespace: "default".to_owned(),
        ..KvEntry::default()
    };
    kv.put(&namespaced, &root, "n1", &entry).unwrap();
    assert_eq!(
        kv.get(&namespaced, &root, "n1").unwrap().unwrap().namespace,
        "default"
    );
    // Without the header the mount does not exist.
    let plain = client_for(&tb.openbao);
    // (OpenBao answers 404 "no handler for route": an error, not an empty store.)
    let err = kv.get(&plain, &root, "n1").unwrap_err();
    assert_eq!(err.status(), Some(404), "{err}");
    assert!(err.mentions("no handler"), "{err}");
    assert!(kv.list(&plain, &root).is_err());
    // sys/health is answered by the root namespace whatever the header.
    assert_eq!(namespaced.health_check(), Ok(()));
}

#[test]
fn can_i_get_role_reads_the_kubernetes_auth_role() {
    use vault_db_injector::vault::{Decision, DenyCause};
    use vdbi_testbed::openbao::KUBE_AUTH_MOUNT;
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let injector = injector_token(&tb.openbao);
    let (ns, sa) = APP_SERVICE_ACCOUNT;
    let check = |role: &str, sa: &str, ns: &str| {
        client
            .can_i_get_role(&injector, KUBE_AUTH_MOUNT, role, sa, ns)
            .unwrap()
    };
    assert_eq!(check(ROLE_READONLY, sa, ns), Decision::Allowed);
    assert_eq!(
        check(ROLE_READONLY, "other", ns),
        Decision::Denied(DenyCause::ServiceAccountNameNotInRole)
    );
    assert_eq!(
        check(ROLE_READONLY, sa, "prod"),
        Decision::Denied(DenyCause::NamespaceNotInRole)
    );
    assert_eq!(
        check("no-such-role", sa, ns),
        Decision::Denied(DenyCause::RoleNotFound)
    );
    // A role whose policies do not carry its own name (the naming convention broken).
    let odd = unique("vdbi-it-odd");
    tb.openbao
        .write(
            &format!("auth/{KUBE_AUTH_MOUNT}/role/{odd}"),
            &json!({"bound_service_account_names": [sa], "bound_service_account_namespaces": [ns],
                    "token_policies": ["app-db"]}),
        )
        .unwrap();
    assert_eq!(
        check(&odd, sa, ns),
        Decision::Denied(DenyCause::RoleNotInAssumeRole)
    );
    // An auth mount that does not exist is an error, not a denial.
    let err = client
        .can_i_get_role(&injector, "no-such-mount", ROLE_READONLY, sa, ns)
        .unwrap_err();
    assert!(err.status().is_some(), "{err}");
}

#[test]
fn a_server_signed_by_another_ca_is_refused_and_a_trickle_is_cut() {
    // Alone, so the client's log lines are searched for the token too.
    if crate::alone::delegated(
        "vault::a_server_signed_by_another_ca_is_refused_and_a_trickle_is_cut",
    ) {
        return;
    }
    let tb = testbed();
    let dir = TempDir::new("vdbi-it-other-ca").unwrap();
    let other = vdbi_testbed::certs::Ca::new(dir.path(), "other").unwrap();
    let client = Client::new(config(
        tb.openbao.addr(),
        other.pair.cert.clone(),
        Timeouts::default(),
        JWT_ROLE,
    ))
    .unwrap();
    let token = injector_token(&tb.openbao);
    crate::alone::note_secrets(&[token.expose_secret()]);
    let err = client.lookup_self(&token).unwrap_err();
    assert!(matches!(err, Error::Transport { .. }), "{err}");
    crate::leaks::assert_no_leak(
        &[("the error", &format!("{err} {err:?}"))],
        &[token.expose_secret()],
    );
    assert!(client.health_check().is_err());

    // A body that trickles in is cut by the whole-call bound.
    let (proxy, client) = through_proxy();
    proxy.set(Fault::Trickle {
        chunk: 1,
        every: Duration::from_millis(300),
    });
    let start = Instant::now();
    let err = client.lookup_self(&token).unwrap_err();
    assert!(matches!(err, Error::Timeout { .. }), "{err}");
    assert!(
        start.elapsed() < Duration::from_secs(6),
        "{:?}",
        start.elapsed()
    );
}

/// The KV policy split by component (`docs/vault.md`): the webhook's and the plugin's
/// identity creates entries and cannot overwrite or delete one; the renewer's updates and
/// cannot create or delete; the revoker's deletes and cannot write. Each positive call is
/// made before the refusals of the same identity.
#[test]
fn kv_policies_split_by_component_let_each_identity_do_only_its_part() {
    let tb = testbed();
    let client = client_for(&tb.openbao);
    let prefix = unique("vdbi-it-kv-split");
    let kv = KvStore::new(KV_MOUNT, &prefix).unwrap();
    let token_with = |policy: &str| {
        let answer = tb
            .openbao
            .write(
                "auth/token/create",
                &json!({"policies": [policy], "ttl": "10m", "no_default_policy": true}),
            )
            .unwrap();
        SecretString::new(answer["auth"]["client_token"].as_str().unwrap().to_owned())
    };
    let creator = token_with(POLICY_KV_CREATE);
    let renewer = token_with(POLICY_KV_RENEWER);
    let revoker = token_with(POLICY_KV_REVOKER);
    let entry = |lease: &str| KvEntry {
        lease_id: format!("databases/creds/app-readonly/{lease}"),
        namespace: "team-a".to_owned(),
        version: "2".to_owned(),
        ..KvEntry::default()
    };
    let denied = |result: Result<(), Error>, what: &str| {
        let err = result.expect_err(what);
        assert_eq!(err.status(), Some(403), "{what}: {err}");
    };
    // The webhook: create and read, nothing else (the plugin's create alone is
    // `undoing_a_failed_issuance_deletes_no_entry` and `nri_identity`).
    kv.create(&client, &creator, "k1", &entry("first")).unwrap();
    assert!(kv.get(&client, &creator, "k1").unwrap().is_some());
    denied(
        kv.create(&client, &creator, "k1", &entry("second")),
        "creator overwrites with cas=0",
    );
    denied(
        kv.put(&client, &creator, "k1", &entry("second")),
        "creator overwrites",
    );
    denied(kv.delete(&client, &creator, "k1"), "creator deletes");
    assert_eq!(kv.list(&client, &creator).unwrap_err().status(), Some(403));
    // The renewer: list, read and update, never create or delete.
    assert_eq!(kv.list(&client, &renewer).unwrap(), vec!["k1"]);
    kv.put(&client, &renewer, "k1", &entry("backfilled"))
        .unwrap();
    denied(
        kv.put(&client, &renewer, "k2", &entry("new")),
        "renewer creates",
    );
    denied(kv.delete(&client, &renewer, "k1"), "renewer deletes");
    // The revoker: list, read and delete, never write.
    let read = kv.get(&client, &revoker, "k1").unwrap().unwrap();
    assert!(read.lease_id.ends_with("/backfilled"));
    denied(
        kv.put(&client, &revoker, "k1", &entry("forged")),
        "revoker writes",
    );
    denied(
        kv.create(&client, &revoker, "k3", &entry("forged")),
        "revoker creates",
    );
    kv.delete(&client, &revoker, "k1").unwrap();
    assert!(kv.list(&client, &revoker).unwrap().is_empty());
    assert!(kv.get(&client, &creator, "k1").unwrap().is_none());
}

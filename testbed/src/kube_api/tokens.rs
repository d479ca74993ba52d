//! TokenRequest (`serviceaccounts/<sa>/token`) and TokenReview in the double, with the
//! checks kube-apiserver makes: the service account must exist, a bound pod must exist
//! with the given UID and run as that account, `expirationSeconds` is at least 600; a
//! review verifies the RS256 signature, the time bounds, the audiences (the intersection
//! of the token's and the requested ones, or the apiserver's own when none are
//! requested), that the service account still has the same UID and that a bound pod
//! still exists. Like kube-apiserver, a `dryRun=All` TokenRequest still issues a token.

use std::collections::BTreeMap;
use std::io;

use k8s_openapi::api::authentication::v1::{
    TokenRequest, TokenRequestStatus, TokenReview, TokenReviewStatus, UserInfo as KubeUserInfo,
};
use k8s_openapi::apimachinery::pkg::apis::meta::v1::Time;
use k8s_openapi::jiff::Timestamp;

use crate::kube_api::http::{HttpRequest, Reply};
use crate::kube_api::jwt::{
    self, API_AUDIENCE, Claims, ISSUER, KubeClaim, NameUid, Rejected, SigningKey,
};
use crate::kube_api::{Shared, UserInfo, json_reply, object_status_reply, status_reply};

/// Signs a token; returns it and its expiry (Unix seconds).
pub(crate) fn mint(
    key: &SigningKey,
    namespace: &str,
    service_account: &str,
    sa_uid: &str,
    audiences: Vec<String>,
    ttl: u64,
    pod: Option<(NameUid, Option<NameUid>)>,
) -> io::Result<(String, u64)> {
    let now = jwt::now();
    let (pod, node) = match pod {
        Some((pod, node)) => (Some(pod), node),
        None => (None, None),
    };
    let claims = Claims {
        aud: audiences,
        exp: now + ttl,
        iat: now,
        nbf: now,
        iss: ISSUER.to_owned(),
        jti: jwt::uuid_v4(),
        sub: format!("system:serviceaccount:{namespace}:{service_account}"),
        kubernetes: KubeClaim {
            namespace: namespace.to_owned(),
            serviceaccount: NameUid {
                name: service_account.to_owned(),
                uid: sa_uid.to_owned(),
            },
            pod,
            node,
        },
    };
    Ok((key.sign(&claims)?, now + ttl))
}

/// A successful review.
pub(crate) struct Reviewed {
    pub(crate) user: UserInfo,
    pub(crate) extra: BTreeMap<String, Vec<String>>,
    pub(crate) audiences: Vec<String>,
}

/// Validates a token as the apiserver's authenticator does.
pub(crate) fn review(
    shared: &Shared,
    token: &str,
    requested: &[String],
) -> Result<Reviewed, String> {
    let claims = shared.key.verify(token).map_err(|e| match e {
        Rejected::Malformed => "invalid bearer token, token lookup failed".to_owned(),
        Rejected::BadSignature => {
            "invalid bearer token, square/go-jose: error in cryptographic primitive".to_owned()
        }
        Rejected::Expired => "invalid bearer token, service account token has expired".to_owned(),
    })?;
    let wanted: Vec<String> = if requested.is_empty() {
        vec![API_AUDIENCE.to_owned()]
    } else {
        requested.to_vec()
    };
    let audiences: Vec<String> = claims
        .aud
        .iter()
        .filter(|a| wanted.contains(a))
        .cloned()
        .collect();
    if audiences.is_empty() {
        return Err(format!(
            "invalid bearer token, token audiences {:?} is invalid for the target audiences {:?}",
            claims.aud, wanted
        ));
    }
    let state = shared.lock();
    let kube = &claims.kubernetes;
    if state.revoked_jtis.contains(&claims.jti) {
        return Err("invalid bearer token, token has been invalidated".into());
    }
    let sa_uid = state
        .service_accounts
        .get(&(kube.namespace.clone(), kube.serviceaccount.name.clone()));
    if sa_uid != Some(&kube.serviceaccount.uid) {
        return Err(format!(
            "invalid bearer token, service account {}/{} has been deleted",
            kube.namespace, kube.serviceaccount.name
        ));
    }
    let mut extra = BTreeMap::new();
    extra.insert(
        "authentication.kubernetes.io/credential-id".to_owned(),
        vec![format!("JTI={}", claims.jti)],
    );
    if let Some(pod) = &kube.pod {
        let stored = state
            .pods
            .get(&(kube.namespace.clone(), pod.name.clone()))
            .and_then(|p| p.metadata.uid.clone());
        if stored.as_deref() != Some(pod.uid.as_str()) {
            return Err(format!(
                "invalid bearer token, pod {}/{} has been deleted or recreated",
                kube.namespace, pod.name
            ));
        }
        extra.insert(
            "authentication.kubernetes.io/pod-name".to_owned(),
            vec![pod.name.clone()],
        );
        extra.insert(
            "authentication.kubernetes.io/pod-uid".to_owned(),
            vec![pod.uid.clone()],
        );
    }
    if let Some(node) = &kube.node {
        extra.insert(
            "authentication.kubernetes.io/node-name".to_owned(),
            vec![node.name.clone()],
        );
        extra.insert(
            "authentication.kubernetes.io/node-uid".to_owned(),
            vec![node.uid.clone()],
        );
    }
    Ok(Reviewed {
        user: UserInfo {
            username: claims.sub.clone(),
            uid: kube.serviceaccount.uid.clone(),
            groups: vec![
                "system:serviceaccounts".to_owned(),
                format!("system:serviceaccounts:{}", kube.namespace),
                "system:authenticated".to_owned(),
            ],
        },
        extra,
        audiences,
    })
}

pub(crate) fn token_request(
    shared: &Shared,
    namespace: &str,
    service_account: &str,
    request: &HttpRequest,
) -> Reply {
    // Go clients send `"audiences": null` for an empty list, which k8s-openapi's
    // non-optional Vec does not accept: normalise first, as the apiserver's decoder does.
    let mut raw: serde_json::Value = serde_json::from_slice(&request.body).unwrap_or_default();
    shared.lock().token_requests.push(serde_json::json!({
        "namespace": namespace,
        "serviceAccount": service_account,
        "body": raw.clone(),
    }));
    if let Some(spec) = raw.get_mut("spec").and_then(|s| s.as_object_mut())
        && spec.get("audiences").is_none_or(serde_json::Value::is_null)
    {
        spec.insert("audiences".into(), serde_json::json!([]));
    }
    let mut body: TokenRequest = match serde_json::from_value(raw) {
        Ok(b) => b,
        Err(e) => {
            return status_reply(
                400,
                "BadRequest",
                &format!("the body of the request was in an unknown format: {e}"),
            );
        }
    };
    if body
        .metadata
        .name
        .as_deref()
        .is_some_and(|n| !n.is_empty() && n != service_account)
    {
        return status_reply(
            422,
            "Invalid",
            &format!(
                "TokenRequest.authentication.k8s.io \"{service_account}\" is invalid: metadata.name: Invalid value: must match the service account name if specified"
            ),
        );
    }
    let expiration = body.spec.expiration_seconds.unwrap_or(3600);
    if expiration < 600 {
        return status_reply(
            422,
            "Invalid",
            &format!(
                "TokenRequest.authentication.k8s.io \"{service_account}\" is invalid: spec.expirationSeconds: Invalid value: {expiration}: may not specify a duration less than 10 minutes"
            ),
        );
    }
    if expiration > 1 << 32 {
        return status_reply(
            422,
            "Invalid",
            &format!(
                "TokenRequest.authentication.k8s.io \"{service_account}\" is invalid: spec.expirationSeconds: Invalid value: {expiration}: may not specify a duration larger than 2^32 seconds"
            ),
        );
    }
    if body.spec.audiences.is_empty() {
        body.spec.audiences = vec![API_AUDIENCE.to_owned()];
    }
    let state = shared.lock();
    let Some(sa_uid) = state
        .service_accounts
        .get(&(namespace.to_owned(), service_account.to_owned()))
        .cloned()
    else {
        return object_status_reply(
            404,
            "NotFound",
            &format!("serviceaccounts \"{service_account}\" not found"),
            "",
            "serviceaccounts",
            service_account,
        );
    };
    let mut bound = None;
    if let Some(reference) = &body.spec.bound_object_ref {
        if reference.kind.as_deref() != Some("Pod") {
            return status_reply(
                400,
                "BadRequest",
                &format!(
                    "cannot bind token to object of type {:?}",
                    reference.kind.as_deref().unwrap_or("")
                ),
            );
        }
        let name = reference.name.clone().unwrap_or_default();
        let Some(pod) = state.pods.get(&(namespace.to_owned(), name.clone())) else {
            return object_status_reply(
                404,
                "NotFound",
                &format!("pods \"{name}\" not found"),
                "",
                "pods",
                &name,
            );
        };
        let uid = pod.metadata.uid.clone().unwrap_or_default();
        if reference
            .uid
            .as_deref()
            .is_some_and(|u| !u.is_empty() && u != uid)
        {
            return object_status_reply(
                409,
                "Conflict",
                &format!(
                    "Operation cannot be fulfilled on Pod \"{name}\": the UID in the bound object reference ({}) does not match the UID in record. The object might have been deleted and then recreated",
                    reference.uid.as_deref().unwrap_or("")
                ),
                "",
                "Pod",
                &name,
            );
        }
        let pod_sa = pod
            .spec
            .as_ref()
            .and_then(|s| s.service_account_name.clone())
            .unwrap_or_default();
        if pod_sa != service_account {
            return status_reply(
                400,
                "BadRequest",
                &format!(
                    "cannot bind token for serviceaccount {service_account:?} to pod running with different serviceaccount name."
                ),
            );
        }
        let node = pod
            .spec
            .as_ref()
            .and_then(|s| s.node_name.clone())
            .map(|n| NameUid {
                name: n,
                uid: String::new(),
            });
        bound = Some((NameUid { name, uid }, node));
    }
    drop(state);
    // kube-apiserver's TokenREST has no dry-run branch: TokenRequest stores nothing, so a
    // `dryRun=All` request is signed and answered like any other.
    let (token, expires) = match mint(
        &shared.key,
        namespace,
        service_account,
        &sa_uid,
        body.spec.audiences.clone(),
        expiration as u64,
        bound,
    ) {
        Ok(t) => t,
        Err(e) => return status_reply(500, "InternalError", &e.to_string()),
    };
    body.metadata.name = Some(service_account.to_owned());
    body.metadata.namespace = Some(namespace.to_owned());
    body.spec.expiration_seconds = Some(expiration);
    body.status = Some(TokenRequestStatus {
        token,
        expiration_timestamp: Time(
            Timestamp::from_second(expires as i64).unwrap_or(Timestamp::UNIX_EPOCH),
        ),
    });
    json_reply(201, &body)
}

pub(crate) fn token_review(shared: &Shared, request: &HttpRequest) -> Reply {
    let raw: serde_json::Value = serde_json::from_slice(&request.body).unwrap_or_default();
    shared.lock().token_reviews.push(raw);
    let mut body: TokenReview = match serde_json::from_slice(&request.body) {
        Ok(b) => b,
        Err(e) => {
            return status_reply(
                400,
                "BadRequest",
                &format!("the body of the request was in an unknown format: {e}"),
            );
        }
    };
    let token = body.spec.token.clone().unwrap_or_default();
    let requested = body.spec.audiences.clone().unwrap_or_default();
    body.status = Some(match review(shared, &token, &requested) {
        Ok(reviewed) => TokenReviewStatus {
            audiences: Some(reviewed.audiences),
            authenticated: Some(true),
            error: None,
            user: Some(KubeUserInfo {
                extra: Some(reviewed.extra),
                groups: Some(reviewed.user.groups),
                uid: Some(reviewed.user.uid),
                username: Some(reviewed.user.username),
            }),
        },
        Err(error) => TokenReviewStatus {
            audiences: None,
            authenticated: None,
            error: Some(error),
            user: Some(KubeUserInfo::default()),
        },
    });
    json_reply(201, &body)
}

//! Legacy API discovery (`/api`, `/api/v1`, `/apis`, `/apis/<group>/<version>`) for the
//! resources the double serves, so that client-go tools (kubectl) can use it in the sandbox.
//! Built from the k8s-openapi discovery types.

use k8s_openapi::apimachinery::pkg::apis::meta::v1::{
    APIGroup, APIGroupList, APIResource, APIResourceList, APIVersions, GroupVersionForDiscovery,
};

use crate::kube_api::http::Reply;
use crate::kube_api::json_reply;

fn resource(
    name: &str,
    kind: &str,
    namespaced: bool,
    verbs: &[&str],
    short: &[&str],
) -> APIResource {
    APIResource {
        kind: kind.to_owned(),
        name: name.to_owned(),
        namespaced,
        singular_name: String::new(),
        verbs: verbs.iter().map(|v| v.to_string()).collect(),
        short_names: (!short.is_empty()).then(|| short.iter().map(|s| s.to_string()).collect()),
        ..APIResource::default()
    }
}

fn group(name: &str) -> APIGroup {
    let version = GroupVersionForDiscovery {
        group_version: format!("{name}/v1"),
        version: "v1".to_owned(),
    };
    APIGroup {
        name: name.to_owned(),
        preferred_version: Some(version.clone()),
        server_address_by_client_cidrs: None,
        versions: vec![version],
    }
}

/// The discovery document at `path`, if it is one.
pub(crate) fn document(path: &str) -> Option<Reply> {
    Some(match path.trim_end_matches('/') {
        "/api" => json_reply(
            200,
            &APIVersions {
                server_address_by_client_cidrs: Vec::new(),
                versions: vec!["v1".into()],
            },
        ),
        "/apis" => json_reply(
            200,
            &APIGroupList {
                groups: vec![group("authentication.k8s.io"), group("coordination.k8s.io")],
            },
        ),
        "/api/v1" => json_reply(
            200,
            &APIResourceList {
                group_version: "v1".into(),
                resources: vec![
                    resource(
                        "pods",
                        "Pod",
                        true,
                        &["create", "delete", "get", "list", "watch"],
                        &["po"],
                    ),
                    resource(
                        "serviceaccounts/token",
                        "TokenRequest",
                        true,
                        &["create"],
                        &[],
                    ),
                ],
            },
        ),
        "/apis/coordination.k8s.io/v1" => json_reply(
            200,
            &APIResourceList {
                group_version: "coordination.k8s.io/v1".into(),
                resources: vec![resource(
                    "leases",
                    "Lease",
                    true,
                    &["create", "delete", "get", "update"],
                    &[],
                )],
            },
        ),
        "/apis/authentication.k8s.io/v1" => json_reply(
            200,
            &APIResourceList {
                group_version: "authentication.k8s.io/v1".into(),
                resources: vec![resource(
                    "tokenreviews",
                    "TokenReview",
                    false,
                    &["create"],
                    &[],
                )],
            },
        ),
        _ => return None,
    })
}

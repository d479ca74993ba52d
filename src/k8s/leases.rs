//! Leases (`coordination.k8s.io/v1`) for leader election: get, create and update with
//! optimistic concurrency. An update carries the resourceVersion it read; if another
//! replica wrote in between, the apiserver answers 409 and the caller reads again. That is
//! the whole lock: there is no fencing, so the work a leader does must be idempotent.

use k8s_openapi::api::coordination::v1::Lease;
use ureq::http::Method;

use crate::k8s::client::{Client, Error, check_name, describe_json_error};
use crate::limits;

fn lease_path(namespace: &str, name: Option<&str>) -> Result<String, Error> {
    check_name("namespace", namespace)?;
    let collection = format!("/apis/coordination.k8s.io/v1/namespaces/{namespace}/leases");
    match name {
        Some(name) => {
            check_name("lease", name)?;
            Ok(format!("{collection}/{name}"))
        }
        None => Ok(collection),
    }
}

fn encode(lease: &Lease) -> Result<Vec<u8>, Error> {
    serde_json::to_vec(lease).map_err(|e| Error::Decode {
        request: "Lease".to_owned(),
        reason: describe_json_error(&e),
    })
}

impl Client {
    /// Reads a lease; `Ok(None)` if it does not exist.
    pub fn get_lease(&self, namespace: &str, name: &str) -> Result<Option<Lease>, Error> {
        let path = lease_path(namespace, Some(name))?;
        match self.json(Method::GET, &path, None, limits::K8S_BODY_MAX) {
            Ok(lease) => Ok(Some(lease)),
            Err(e) if e.is_not_found() => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Creates a lease (`metadata.name` must be set); 409 if it already exists.
    pub fn create_lease(&self, namespace: &str, lease: &Lease) -> Result<Lease, Error> {
        let path = lease_path(namespace, None)?;
        check_name("lease", lease.metadata.name.as_deref().unwrap_or_default())?;
        self.json(
            Method::POST,
            &path,
            Some(&encode(lease)?),
            limits::K8S_BODY_MAX,
        )
    }

    /// Replaces a lease; `lease.metadata.resourceVersion` must be the one read, and a
    /// stale one gets [`Error::is_conflict`].
    pub fn update_lease(&self, namespace: &str, lease: &Lease) -> Result<Lease, Error> {
        let name = lease.metadata.name.as_deref().unwrap_or_default();
        let path = lease_path(namespace, Some(name))?;
        self.json(
            Method::PUT,
            &path,
            Some(&encode(lease)?),
            limits::K8S_BODY_MAX,
        )
    }
}

#[cfg(test)]
mod tests {
    use k8s_openapi::apimachinery::pkg::apis::meta::v1::Status;

    use super::*;

    #[test]
    fn paths() {
        assert_eq!(
            lease_path("vdbi", Some("lock-injector-renewer")).unwrap(),
            "/apis/coordination.k8s.io/v1/namespaces/vdbi/leases/lock-injector-renewer"
        );
        assert!(lease_path("vdbi", Some("../x")).is_err());
    }

    #[test]
    fn recorded_conflict_status_decodes() {
        let status: Status =
            serde_json::from_str(include_str!("../../tests/data/k8s/status-conflict.json"))
                .unwrap();
        let e = crate::k8s::client::status_error("PUT /lease".into(), &status);
        assert!(e.is_conflict());
        assert!(e.to_string().contains("the object has been modified"));
    }
}

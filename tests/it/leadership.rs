//! Leader election against the Kubernetes API double (tests come in the next commit).

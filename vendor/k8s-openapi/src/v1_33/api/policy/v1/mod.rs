
mod eviction;
pub use self::eviction::Eviction;

mod pod_disruption_budget;
pub use self::pod_disruption_budget::PodDisruptionBudget;

mod pod_disruption_budget_spec;
pub use self::pod_disruption_budget_spec::PodDisruptionBudgetSpec;

mod pod_disruption_budget_status;
pub use self::pod_disruption_budget_status::PodDisruptionBudgetStatus;

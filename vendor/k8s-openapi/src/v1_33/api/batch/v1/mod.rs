
mod cron_job;
pub use self::cron_job::CronJob;

mod cron_job_spec;
pub use self::cron_job_spec::CronJobSpec;

mod cron_job_status;
pub use self::cron_job_status::CronJobStatus;

mod job;
pub use self::job::Job;

mod job_condition;
pub use self::job_condition::JobCondition;

mod job_spec;
pub use self::job_spec::JobSpec;

mod job_status;
pub use self::job_status::JobStatus;

mod job_template_spec;
pub use self::job_template_spec::JobTemplateSpec;

mod pod_failure_policy;
pub use self::pod_failure_policy::PodFailurePolicy;

mod pod_failure_policy_on_exit_codes_requirement;
pub use self::pod_failure_policy_on_exit_codes_requirement::PodFailurePolicyOnExitCodesRequirement;

mod pod_failure_policy_on_pod_conditions_pattern;
pub use self::pod_failure_policy_on_pod_conditions_pattern::PodFailurePolicyOnPodConditionsPattern;

mod pod_failure_policy_rule;
pub use self::pod_failure_policy_rule::PodFailurePolicyRule;

mod success_policy;
pub use self::success_policy::SuccessPolicy;

mod success_policy_rule;
pub use self::success_policy_rule::SuccessPolicyRule;

mod uncounted_terminated_pods;
pub use self::uncounted_terminated_pods::UncountedTerminatedPods;


mod container_resource_metric_source;
pub use self::container_resource_metric_source::ContainerResourceMetricSource;

mod container_resource_metric_status;
pub use self::container_resource_metric_status::ContainerResourceMetricStatus;

mod cross_version_object_reference;
pub use self::cross_version_object_reference::CrossVersionObjectReference;

mod external_metric_source;
pub use self::external_metric_source::ExternalMetricSource;

mod external_metric_status;
pub use self::external_metric_status::ExternalMetricStatus;

mod hpa_scaling_policy;
pub use self::hpa_scaling_policy::HPAScalingPolicy;

mod hpa_scaling_rules;
pub use self::hpa_scaling_rules::HPAScalingRules;

mod horizontal_pod_autoscaler;
pub use self::horizontal_pod_autoscaler::HorizontalPodAutoscaler;

mod horizontal_pod_autoscaler_behavior;
pub use self::horizontal_pod_autoscaler_behavior::HorizontalPodAutoscalerBehavior;

mod horizontal_pod_autoscaler_condition;
pub use self::horizontal_pod_autoscaler_condition::HorizontalPodAutoscalerCondition;

mod horizontal_pod_autoscaler_spec;
pub use self::horizontal_pod_autoscaler_spec::HorizontalPodAutoscalerSpec;

mod horizontal_pod_autoscaler_status;
pub use self::horizontal_pod_autoscaler_status::HorizontalPodAutoscalerStatus;

mod metric_identifier;
pub use self::metric_identifier::MetricIdentifier;

mod metric_spec;
pub use self::metric_spec::MetricSpec;

mod metric_status;
pub use self::metric_status::MetricStatus;

mod metric_target;
pub use self::metric_target::MetricTarget;

mod metric_value_status;
pub use self::metric_value_status::MetricValueStatus;

mod object_metric_source;
pub use self::object_metric_source::ObjectMetricSource;

mod object_metric_status;
pub use self::object_metric_status::ObjectMetricStatus;

mod pods_metric_source;
pub use self::pods_metric_source::PodsMetricSource;

mod pods_metric_status;
pub use self::pods_metric_status::PodsMetricStatus;

mod resource_metric_source;
pub use self::resource_metric_source::ResourceMetricSource;

mod resource_metric_status;
pub use self::resource_metric_status::ResourceMetricStatus;

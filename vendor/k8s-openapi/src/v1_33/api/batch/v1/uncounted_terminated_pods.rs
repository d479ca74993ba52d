// Generated from definition io.k8s.api.batch.v1.UncountedTerminatedPods

/// UncountedTerminatedPods holds UIDs of Pods that have terminated but haven't been accounted in Job status counters.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct UncountedTerminatedPods {
    /// failed holds UIDs of failed Pods.
    pub failed: Option<std::vec::Vec<std::string::String>>,

    /// succeeded holds UIDs of succeeded Pods.
    pub succeeded: Option<std::vec::Vec<std::string::String>>,
}

impl crate::DeepMerge for UncountedTerminatedPods {
    fn merge_from(&mut self, other: Self) {
        crate::merge_strategies::list::set(&mut self.failed, other.failed);
        crate::merge_strategies::list::set(&mut self.succeeded, other.succeeded);
    }
}

impl<'de> crate::serde::Deserialize<'de> for UncountedTerminatedPods {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error> where D: crate::serde::Deserializer<'de> {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_failed,
            Key_succeeded,
            Other,
        }

        impl<'de> crate::serde::Deserialize<'de> for Field {
            fn deserialize<D>(deserializer: D) -> Result<Self, D::Error> where D: crate::serde::Deserializer<'de> {
                struct Visitor;

                impl crate::serde::de::Visitor<'_> for Visitor {
                    type Value = Field;

                    fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                        f.write_str("field identifier")
                    }

                    fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> where E: crate::serde::de::Error {
                        Ok(match v {
                            "failed" => Field::Key_failed,
                            "succeeded" => Field::Key_succeeded,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = UncountedTerminatedPods;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("UncountedTerminatedPods")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error> where A: crate::serde::de::MapAccess<'de> {
                let mut value_failed: Option<std::vec::Vec<std::string::String>> = None;
                let mut value_succeeded: Option<std::vec::Vec<std::string::String>> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_failed => value_failed = crate::serde::de::MapAccess::next_value(&mut map)?,
                        Field::Key_succeeded => value_succeeded = crate::serde::de::MapAccess::next_value(&mut map)?,
                        Field::Other => { let _: crate::serde::de::IgnoredAny = crate::serde::de::MapAccess::next_value(&mut map)?; },
                    }
                }

                Ok(UncountedTerminatedPods {
                    failed: value_failed,
                    succeeded: value_succeeded,
                })
            }
        }

        deserializer.deserialize_struct(
            "UncountedTerminatedPods",
            &[
                "failed",
                "succeeded",
            ],
            Visitor,
        )
    }
}

impl crate::serde::Serialize for UncountedTerminatedPods {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error> where S: crate::serde::Serializer {
        let mut state = serializer.serialize_struct(
            "UncountedTerminatedPods",
            self.failed.as_ref().map_or(0, |_| 1) +
            self.succeeded.as_ref().map_or(0, |_| 1),
        )?;
        if let Some(value) = &self.failed {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "failed", value)?;
        }
        if let Some(value) = &self.succeeded {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "succeeded", value)?;
        }
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for UncountedTerminatedPods {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.batch.v1.UncountedTerminatedPods".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "UncountedTerminatedPods holds UIDs of Pods that have terminated but haven't been accounted in Job status counters.",
            "type": "object",
            "properties": {
                "failed": {
                    "description": "failed holds UIDs of failed Pods.",
                    "type": "array",
                    "items": {
                        "type": "string",
                    },
                },
                "succeeded": {
                    "description": "succeeded holds UIDs of succeeded Pods.",
                    "type": "array",
                    "items": {
                        "type": "string",
                    },
                },
            },
        })
    }
}

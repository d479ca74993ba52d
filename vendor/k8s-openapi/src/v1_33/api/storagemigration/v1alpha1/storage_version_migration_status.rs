// Generated from definition io.k8s.api.storagemigration.v1alpha1.StorageVersionMigrationStatus

/// Status of the storage version migration.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StorageVersionMigrationStatus {
    /// The latest available observations of the migration's current state.
    pub conditions: Option<std::vec::Vec<crate::api::storagemigration::v1alpha1::MigrationCondition>>,

    /// ResourceVersion to compare with the GC cache for performing the migration. This is the current resource version of given group, version and resource when kube-controller-manager first observes this StorageVersionMigration resource.
    pub resource_version: Option<std::string::String>,
}

impl crate::DeepMerge for StorageVersionMigrationStatus {
    fn merge_from(&mut self, other: Self) {
        crate::merge_strategies::list::map(
            &mut self.conditions,
            other.conditions,
            &[|lhs, rhs| lhs.type_ == rhs.type_],
            |current_item, other_item| {
                crate::DeepMerge::merge_from(current_item, other_item);
            },
        );
        crate::DeepMerge::merge_from(&mut self.resource_version, other.resource_version);
    }
}

impl<'de> crate::serde::Deserialize<'de> for StorageVersionMigrationStatus {
    fn deserialize<D>(deserializer: D) -> Result<Self, D::Error> where D: crate::serde::Deserializer<'de> {
        #[allow(non_camel_case_types)]
        enum Field {
            Key_conditions,
            Key_resource_version,
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
                            "conditions" => Field::Key_conditions,
                            "resourceVersion" => Field::Key_resource_version,
                            _ => Field::Other,
                        })
                    }
                }

                deserializer.deserialize_identifier(Visitor)
            }
        }

        struct Visitor;

        impl<'de> crate::serde::de::Visitor<'de> for Visitor {
            type Value = StorageVersionMigrationStatus;

            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("StorageVersionMigrationStatus")
            }

            fn visit_map<A>(self, mut map: A) -> Result<Self::Value, A::Error> where A: crate::serde::de::MapAccess<'de> {
                let mut value_conditions: Option<std::vec::Vec<crate::api::storagemigration::v1alpha1::MigrationCondition>> = None;
                let mut value_resource_version: Option<std::string::String> = None;

                while let Some(key) = crate::serde::de::MapAccess::next_key::<Field>(&mut map)? {
                    match key {
                        Field::Key_conditions => value_conditions = crate::serde::de::MapAccess::next_value(&mut map)?,
                        Field::Key_resource_version => value_resource_version = crate::serde::de::MapAccess::next_value(&mut map)?,
                        Field::Other => { let _: crate::serde::de::IgnoredAny = crate::serde::de::MapAccess::next_value(&mut map)?; },
                    }
                }

                Ok(StorageVersionMigrationStatus {
                    conditions: value_conditions,
                    resource_version: value_resource_version,
                })
            }
        }

        deserializer.deserialize_struct(
            "StorageVersionMigrationStatus",
            &[
                "conditions",
                "resourceVersion",
            ],
            Visitor,
        )
    }
}

impl crate::serde::Serialize for StorageVersionMigrationStatus {
    fn serialize<S>(&self, serializer: S) -> Result<S::Ok, S::Error> where S: crate::serde::Serializer {
        let mut state = serializer.serialize_struct(
            "StorageVersionMigrationStatus",
            self.conditions.as_ref().map_or(0, |_| 1) +
            self.resource_version.as_ref().map_or(0, |_| 1),
        )?;
        if let Some(value) = &self.conditions {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "conditions", value)?;
        }
        if let Some(value) = &self.resource_version {
            crate::serde::ser::SerializeStruct::serialize_field(&mut state, "resourceVersion", value)?;
        }
        crate::serde::ser::SerializeStruct::end(state)
    }
}

#[cfg(feature = "schemars")]
impl crate::schemars::JsonSchema for StorageVersionMigrationStatus {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "io.k8s.api.storagemigration.v1alpha1.StorageVersionMigrationStatus".into()
    }

    fn json_schema(__gen: &mut crate::schemars::SchemaGenerator) -> crate::schemars::Schema {
        crate::schemars::json_schema!({
            "description": "Status of the storage version migration.",
            "type": "object",
            "properties": {
                "conditions": {
                    "description": "The latest available observations of the migration's current state.",
                    "type": "array",
                    "items": (__gen.subschema_for::<crate::api::storagemigration::v1alpha1::MigrationCondition>()),
                },
                "resourceVersion": {
                    "description": "ResourceVersion to compare with the GC cache for performing the migration. This is the current resource version of given group, version and resource when kube-controller-manager first observes this StorageVersionMigration resource.",
                    "type": "string",
                },
            },
        })
    }
}

//! Reading a record's fields from a JSON object the way serde's derived readers do: unknown
//! members ignored, a known one given twice refused, an absent one either missing or its
//! default. Unlike serde's, a record is only read from an object: serde's derived readers also
//! take a record's fields in order from an array, which no writer of these records wrote.

use crate::{Json, JsonError, Plain};

/// The members of a JSON object, read as a record's fields.
#[derive(Clone, Copy, Debug)]
pub struct Fields<'a> {
    members: &'a [(String, Json)],
}

impl<'a> Fields<'a> {
    /// The fields of `value`, which must be an object.
    pub fn of(value: &'a Json) -> Result<Fields<'a>, JsonError> {
        match value {
            Json::Object(members) => Ok(Fields { members }),
            other => Err(JsonError::kind("an object", other)),
        }
    }

    /// The value given under `name` or one of its older `aliases`, if any; more than one is
    /// refused, under `name`.
    pub fn get(&self, name: &str, aliases: &[&str]) -> Result<Option<&'a Json>, JsonError> {
        let mut found = None;
        for (member, value) in self.members {
            if member == name || aliases.contains(&member.as_str()) {
                if found.is_some() {
                    return Err(JsonError::Duplicate {
                        path: name.to_string(),
                    });
                }
                found = Some(value);
            }
        }
        Ok(found)
    }

    /// The field `name`, which must be given.
    pub fn required<T: Plain>(&self, name: &str) -> Result<T, JsonError> {
        self.required_or_alias(name, &[])
    }

    /// The field `name`, given under it or one of its older `aliases`.
    pub fn required_or_alias<T: Plain>(
        &self,
        name: &str,
        aliases: &[&str],
    ) -> Result<T, JsonError> {
        match self.get(name, aliases)? {
            Some(value) => T::read(value).map_err(|e| e.within(name)),
            None => Err(JsonError::Missing {
                path: name.to_string(),
            }),
        }
    }

    /// The field `name`, or `T`'s default when absent (`null` is not absent: a field that
    /// cannot be null refuses it, as serde's `#[serde(default)]` does).
    pub fn or_default<T: Plain + Default>(&self, name: &str) -> Result<T, JsonError> {
        self.or_default_alias(name, &[])
    }

    /// [`Fields::or_default`] with older `aliases` of the name.
    pub fn or_default_alias<T: Plain + Default>(
        &self,
        name: &str,
        aliases: &[&str],
    ) -> Result<T, JsonError> {
        match self.get(name, aliases)? {
            Some(value) => T::read(value).map_err(|e| e.within(name)),
            None => Ok(T::default()),
        }
    }
}

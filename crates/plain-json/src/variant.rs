//! Enums as serde writes them by default ("externally tagged"): a variant without data as its
//! name (`"NotMine"`), one with data as an object of one member, its name, whose value is the
//! data (`{"Refused":{"NotRules":"x"}}`).

use crate::{Json, JsonError, Writer};

/// A variant as read: its name and, for one with data, the data.
#[derive(Clone, Copy, Debug)]
pub struct Variant<'a> {
    pub name: &'a str,
    content: Option<&'a Json>,
}

impl<'a> Variant<'a> {
    /// The variant `value` holds.
    pub fn of(value: &'a Json) -> Result<Variant<'a>, JsonError> {
        match value {
            Json::String(name) => Ok(Variant {
                name,
                content: None,
            }),
            Json::Object(members) if members.len() == 1 => Ok(Variant {
                name: &members[0].0,
                content: Some(&members[0].1),
            }),
            other => Err(JsonError::kind("a variant", other)),
        }
    }

    /// The data of a variant that has some (refused on one written as a bare name).
    pub fn data(&self) -> Result<&'a Json, JsonError> {
        self.content
            .ok_or_else(|| JsonError::value("a variant without its data"))
            .map_err(|e| e.within(self.name))
    }

    /// Checks that a variant without data came as one (its name, or its name over `null`, as
    /// serde takes either).
    pub fn unit<T>(&self, value: T) -> Result<T, JsonError> {
        match self.content {
            None | Some(Json::Null) => Ok(value),
            Some(other) => Err(JsonError::kind("null", other).within(self.name)),
        }
    }

    /// A name no variant of the enum has.
    pub fn unknown<T>(&self) -> Result<T, JsonError> {
        Err(JsonError::value("not a variant of this type").within(self.name))
    }
}

impl Writer {
    /// Opens a variant with data: its value comes next, then [`Writer::close_variant`].
    pub fn open_variant(&mut self, name: &str) {
        self.open_object();
        self.name(name);
    }

    pub fn close_variant(&mut self) {
        self.close_object();
    }
}

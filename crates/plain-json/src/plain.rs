//! The [`Plain`] trait, and its implementations for the values records are made of.

use crate::{Json, JsonError, Writer};
use std::collections::BTreeMap;

/// A record, or a part of one, that reads itself from a [`Json`] value and writes itself.
/// What it writes reads back the same; what serde would read from a text, this reads the
/// same way (each implementation's tests hold it to that).
pub trait Plain: Sized {
    fn read(value: &Json) -> Result<Self, JsonError>;
    fn write(&self, out: &mut Writer);
}

/// Written here rather than in write.rs, which knows nothing of `Plain`.
impl Writer {
    /// A member: its name, then its value.
    pub fn field<T: Plain>(&mut self, name: &str, value: &T) {
        self.name(name);
        value.write(self);
    }
}

/// A whole number from 0 to `max`.
fn whole(value: &Json, max: u64) -> Result<u64, JsonError> {
    let Json::Number(number) = value else {
        return Err(JsonError::kind("a whole number", value));
    };
    match number.as_u64() {
        Some(n) if n <= max => Ok(n),
        Some(_) => Err(JsonError::value("a number too large")),
        None => Err(JsonError::value("not a whole number from 0")),
    }
}

impl Plain for bool {
    fn read(value: &Json) -> Result<Self, JsonError> {
        match value {
            Json::Bool(b) => Ok(*b),
            other => Err(JsonError::kind("true or false", other)),
        }
    }

    fn write(&self, out: &mut Writer) {
        out.bool(*self);
    }
}

impl Plain for u64 {
    fn read(value: &Json) -> Result<Self, JsonError> {
        whole(value, u64::MAX)
    }

    fn write(&self, out: &mut Writer) {
        out.u64(*self);
    }
}

/// Whole numbers narrower than 64 bits: read within their range, so the conversion after the
/// check cannot fail.
macro_rules! narrow_whole {
    ($($t:ty),*) => {$(
        impl Plain for $t {
            fn read(value: &Json) -> Result<Self, JsonError> {
                whole(value, <$t>::MAX as u64).map(|n| n as $t)
            }

            fn write(&self, out: &mut Writer) {
                out.u64(*self as u64);
            }
        }
    )*};
}

// usize is at most 64 bits wide on every target this builds for.
narrow_whole!(u8, u16, u32, usize);

/// A whole number of either sign (`-0` is not one, as serde reads it).
impl Plain for i64 {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let Json::Number(number) = value else {
            return Err(JsonError::kind("a whole number", value));
        };
        let text = number.text();
        let digits = text.strip_prefix('-').unwrap_or(text);
        if text == "-0" || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(JsonError::value("not a whole number"));
        }
        text.parse()
            .map_err(|_| JsonError::value("a number too large"))
    }

    fn write(&self, out: &mut Writer) {
        out.raw_number(&self.to_string());
    }
}

impl Plain for f64 {
    fn read(value: &Json) -> Result<Self, JsonError> {
        match value {
            Json::Number(number) => number
                .as_f64()
                .ok_or_else(|| JsonError::value("a number too large")),
            other => Err(JsonError::kind("a number", other)),
        }
    }

    /// The shortest text that reads back as the same number, as serde_json writes it (with
    /// `zmij`); a number that is not finite, which JSON cannot hold, as `null`, as serde does.
    fn write(&self, out: &mut Writer) {
        if self.is_finite() {
            out.raw_number(zmij::Buffer::new().format_finite(*self));
        } else {
            out.null();
        }
    }
}

impl Plain for String {
    fn read(value: &Json) -> Result<Self, JsonError> {
        match value {
            Json::String(text) => Ok(text.clone()),
            other => Err(JsonError::kind("a string", other)),
        }
    }

    fn write(&self, out: &mut Writer) {
        out.string(self);
    }
}

impl<T: Plain> Plain for Option<T> {
    fn read(value: &Json) -> Result<Self, JsonError> {
        match value {
            Json::Null => Ok(None),
            value => T::read(value).map(Some),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            Some(value) => value.write(out),
            None => out.null(),
        }
    }
}

impl<T: Plain> Plain for Vec<T> {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let Json::Array(items) = value else {
            return Err(JsonError::kind("an array", value));
        };
        items
            .iter()
            .enumerate()
            .map(|(i, item)| T::read(item).map_err(|e| e.at_index(i)))
            .collect()
    }

    fn write(&self, out: &mut Writer) {
        out.open_array();
        for item in self {
            item.write(out);
        }
        out.close_array();
    }
}

/// An array of exactly `N` items (serde's tuple).
impl<T: Plain, const N: usize> Plain for [T; N] {
    fn read(value: &Json) -> Result<Self, JsonError> {
        Vec::<T>::read(value)?
            .try_into()
            .map_err(|_| JsonError::value("an array of another length"))
    }

    fn write(&self, out: &mut Writer) {
        out.open_array();
        for item in self {
            item.write(out);
        }
        out.close_array();
    }
}

/// Tuples as serde writes them: arrays of exactly their length.
macro_rules! tuple {
    ($len:literal: $($t:ident $i:tt),*) => {
        impl<$($t: Plain),*> Plain for ($($t,)*) {
            fn read(value: &Json) -> Result<Self, JsonError> {
                let Json::Array(items) = value else {
                    return Err(JsonError::kind("an array", value));
                };
                if items.len() != $len {
                    return Err(JsonError::value("an array of another length"));
                }
                Ok(($($t::read(&items[$i]).map_err(|e| e.at_index($i))?,)*))
            }

            fn write(&self, out: &mut Writer) {
                out.open_array();
                $(self.$i.write(out);)*
                out.close_array();
            }
        }
    };
}

tuple!(2: A 0, B 1);
tuple!(3: A 0, B 1, C 2);
tuple!(5: A 0, B 1, C 2, D 3, E 4);

/// A map by name; a name given twice keeps its last value, as serde's map does.
impl<T: Plain> Plain for BTreeMap<String, T> {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let Json::Object(members) = value else {
            return Err(JsonError::kind("an object", value));
        };
        let mut map = BTreeMap::new();
        for (name, value) in members {
            map.insert(name.clone(), T::read(value).map_err(|e| e.within(name))?);
        }
        Ok(map)
    }

    fn write(&self, out: &mut Writer) {
        out.open_object();
        for (name, value) in self {
            out.name(name);
            value.write(out);
        }
        out.close_object();
    }
}

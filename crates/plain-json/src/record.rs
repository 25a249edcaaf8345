//! [`record!`]: a struct's [`Plain`](crate::Plain) implementation from the list of its fields,
//! each read as serde's derived reader reads it and written in the order given.

/// Implements [`Plain`](crate::Plain) for a struct with named fields. Each field is listed
/// with its stored name when that differs (`mv as "move"`) and how it is kept:
///
/// - `required`: refused when absent;
/// - `default`: its type's default when absent (serde's `#[serde(default)]`; an `Option`
///   without the attribute reads the same), always written;
/// - `skip_none`: an `Option`, absent when `None` and left out when written so
///   (`skip_serializing_if = "Option::is_none"`);
/// - `skip_empty`: a string or a list, empty when absent and left out when written so.
///
/// Every field of the struct must be listed (the struct literal it builds says which is
/// missing), in the order serde writes them: the order of the struct.
///
/// ```
/// #[derive(Debug, PartialEq)]
/// struct Entry {
///     kind: String,
///     mv: String,
///     note: Option<String>,
/// }
/// plain_json::record!(Entry {
///     kind: required,
///     mv as "move": required,
///     note: skip_none,
/// });
/// let entry: Entry = plain_json::from_str(r#"{"kind":"play","move":"0-1"}"#).unwrap();
/// assert_eq!(entry.mv, "0-1");
/// assert_eq!(plain_json::to_string(&entry), r#"{"kind":"play","move":"0-1"}"#);
/// ```
#[macro_export]
macro_rules! record {
    ($ty:ident { $($field:ident $(as $name:literal)? : $mode:ident),* $(,)? }) => {
        impl $crate::Plain for $ty {
            fn read(value: &$crate::Json) -> ::core::result::Result<Self, $crate::JsonError> {
                let fields = $crate::Fields::of(value)?;
                ::core::result::Result::Ok($ty {
                    $($field: $crate::record!(
                        @read fields, $mode, $crate::record!(@name $field $($name)?)
                    ),)*
                })
            }

            fn write(&self, out: &mut $crate::Writer) {
                out.open_object();
                $($crate::record!(
                    @write out, self.$field, $mode, $crate::record!(@name $field $($name)?)
                );)*
                out.close_object();
            }
        }
    };
    (@name $field:ident) => { stringify!($field) };
    (@name $field:ident $name:literal) => { $name };
    (@read $fields:ident, required, $name:expr) => { $fields.required($name)? };
    (@read $fields:ident, default, $name:expr) => { $fields.or_default($name)? };
    (@read $fields:ident, skip_none, $name:expr) => { $fields.or_default($name)? };
    (@read $fields:ident, skip_empty, $name:expr) => { $fields.or_default($name)? };
    (@write $out:ident, $value:expr, skip_none, $name:expr) => {
        if let ::core::option::Option::Some(value) = &$value {
            $out.field($name, value);
        }
    };
    (@write $out:ident, $value:expr, skip_empty, $name:expr) => {
        if !$value.is_empty() {
            $out.field($name, &$value);
        }
    };
    (@write $out:ident, $value:expr, $mode:ident, $name:expr) => {
        $out.field($name, &$value);
    };
}

//! Why nothing was generated, read and written without serde ([`plain_json`]): the maker
//! replies with it and the page reads it, neither with serde_json. The same JSON as the
//! serde form (which other workers' replies embed), held to it by tests.

use super::{GenerateError, SymmetryRefusal};
use plain_json::{Fields, Json, JsonError, Plain, Variant, Writer};

impl Plain for SymmetryRefusal {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        match variant.name {
            "NotSquare" => variant.unit(SymmetryRefusal::NotSquare),
            "Wrapped" => variant.unit(SymmetryRefusal::Wrapped),
            "SingleBridges" => variant.unit(SymmetryRefusal::SingleBridges),
            "TooWide" => {
                let fields = Fields::of(variant.data()?).map_err(|e| e.within("TooWide"))?;
                Ok(SymmetryRefusal::TooWide {
                    side: fields.required("side").map_err(|e| e.within("TooWide"))?,
                })
            }
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            SymmetryRefusal::NotSquare => out.string("NotSquare"),
            SymmetryRefusal::Wrapped => out.string("Wrapped"),
            SymmetryRefusal::SingleBridges => out.string("SingleBridges"),
            SymmetryRefusal::TooWide { side } => {
                out.open_variant("TooWide");
                out.open_object();
                out.field("side", side);
                out.close_object();
                out.close_variant();
            }
        }
    }
}

impl Plain for GenerateError {
    fn read(value: &Json) -> Result<Self, JsonError> {
        let variant = Variant::of(value)?;
        let data = || variant.data();
        let within = |e: JsonError| e.within(variant.name);
        match variant.name {
            "Size" => {
                let fields = Fields::of(data()?).map_err(within)?;
                Ok(GenerateError::Size {
                    width: fields.required("width").map_err(within)?,
                    height: fields.required("height").map_err(within)?,
                })
            }
            // Whole percents, `null` for a share that was not a number.
            "Density" => Ok(GenerateError::Density(
                Option::<i64>::read(data()?)
                    .map_err(within)?
                    .map_or(f64::NAN, |percent| percent as f64 / 100.0),
            )),
            "GaveUp" => {
                let fields = Fields::of(data()?).map_err(within)?;
                Ok(GenerateError::GaveUp {
                    attempts: fields.required("attempts").map_err(within)?,
                })
            }
            "Symmetry" => Ok(GenerateError::Symmetry(
                SymmetryRefusal::read(data()?).map_err(within)?,
            )),
            "UnknownVersion" => {
                let fields = Fields::of(data()?).map_err(within)?;
                Ok(GenerateError::UnknownVersion {
                    version: fields.required("version").map_err(within)?,
                })
            }
            _ => variant.unknown(),
        }
    }

    fn write(&self, out: &mut Writer) {
        match self {
            GenerateError::Size { width, height } => {
                out.open_variant("Size");
                out.open_object();
                out.field("width", width);
                out.field("height", height);
                out.close_object();
            }
            GenerateError::Density(share) => {
                out.open_variant("Density");
                if share.is_finite() {
                    ((share * 100.0).round() as i64).write(out);
                } else {
                    out.null();
                }
            }
            GenerateError::GaveUp { attempts } => {
                out.open_variant("GaveUp");
                out.open_object();
                out.field("attempts", attempts);
                out.close_object();
            }
            GenerateError::Symmetry(why) => {
                out.open_variant("Symmetry");
                why.write(out);
            }
            GenerateError::UnknownVersion { version } => {
                out.open_variant("UnknownVersion");
                out.open_object();
                out.field("version", version);
                out.close_object();
            }
        }
        out.close_variant();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_error() -> Vec<GenerateError> {
        vec![
            GenerateError::Size {
                width: 1,
                height: 200,
            },
            GenerateError::Density(0.25),
            GenerateError::Density(-1.5),
            GenerateError::GaveUp { attempts: 40 },
            GenerateError::Symmetry(SymmetryRefusal::NotSquare),
            GenerateError::Symmetry(SymmetryRefusal::Wrapped),
            GenerateError::Symmetry(SymmetryRefusal::SingleBridges),
            GenerateError::Symmetry(SymmetryRefusal::TooWide { side: 40 }),
            GenerateError::UnknownVersion { version: 99 },
        ]
    }

    #[test]
    fn every_error_is_written_and_read_as_serde_does() {
        for error in every_error() {
            let text = plain_json::to_string(&error);
            assert_eq!(text, serde_json::to_string(&error).unwrap());
            assert_eq!(plain_json::from_str::<GenerateError>(&text), Ok(error));
        }
        let nan = plain_json::to_string(&GenerateError::Density(f64::NAN));
        assert_eq!(
            nan,
            serde_json::to_string(&GenerateError::Density(f64::NAN)).unwrap()
        );
        assert!(matches!(
            plain_json::from_str::<GenerateError>(&nan),
            Ok(GenerateError::Density(share)) if share.is_nan()
        ));
    }

    #[test]
    fn odd_errors_read_as_serde_reads_them() {
        for text in [
            r#"{"Symmetry":{"NotSquare":null}}"#,
            r#"{"Symmetry":"TooWide"}"#,
            r#"{"Symmetry":{"NotSquare":1}}"#,
            r#""Size""#,
            r#"{"Size":{"width":1}}"#,
            r#"{"Size":{"width":1,"height":2},"GaveUp":{"attempts":1}}"#,
            r#"{"Density":"25"}"#,
            r#"{"Melted":{}}"#,
            r#"{}"#,
        ] {
            assert_eq!(
                plain_json::from_str::<GenerateError>(text).ok(),
                serde_json::from_str::<GenerateError>(text).ok(),
                "{text}"
            );
        }
    }
}

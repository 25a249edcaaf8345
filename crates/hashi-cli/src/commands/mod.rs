//! One module per subcommand.

pub mod bench;
pub mod check;
pub mod convert;
pub mod hint;
pub mod rate;
pub mod solve;

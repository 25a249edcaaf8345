//! One module per subcommand.

pub mod bench;
pub mod bench_gen;
pub mod check;
pub mod coach;
pub mod convert;
pub mod daily;
pub mod drill;
pub mod gen;
pub mod hint;
pub mod info;
pub mod likeness;
pub mod pack;
pub mod pack_from;
pub mod print;
pub mod rate;
pub mod solve;
pub mod weekly;

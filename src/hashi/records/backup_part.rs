//! Hashi's records as a part of the backup: gathered, written, checked and merged by the
//! files beside this one.

use super::backup::HashiRecords;
use super::{backup_check, backup_merge};
use crate::backup::error::BackupError;
use crate::backup::part::{Part, Tally};

impl Part for HashiRecords {
    fn export() -> Self {
        HashiRecords::gather()
    }

    fn entries(&self) -> Vec<(String, String)> {
        self.stored()
    }

    fn validate(&self) -> Result<(), BackupError> {
        backup_check::validate(self)
    }

    fn drop_refused(&mut self) {
        backup_check::drop_refused(self);
    }

    fn merge(here: Self, file: Self) -> (Self, Tally) {
        backup_merge::merge(here, file)
    }
}

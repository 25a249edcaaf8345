//! The checks every part of a backup passes before anything is written, each game's by its
//! records home: each save replayed through the rules (as when a puzzle opens), each snapshot
//! set on its puzzle, each draft rebuilt as the editor would, the Slide board replayed.
//! Nothing is trusted as read.

use super::error::BackupError;
use super::format::Backup;
use super::part::Part;

/// Passes when every part of `backup` would be accepted where it is used.
pub fn check(backup: &Backup) -> Result<(), BackupError> {
    backup.hashi.validate()?;
    backup.slide.validate()
}

/// Leaves out of `backup` each record that [`check`] would refuse, so that a backup of this
/// browser always restores (the game sets such records aside when it meets them anyway).
pub fn drop_refused(backup: &mut Backup) {
    backup.hashi.drop_refused();
    backup.slide.drop_refused();
}

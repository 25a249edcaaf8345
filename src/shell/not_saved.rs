//! A record the browser would not store (statistics, progress, the place, technique labels,
//! settings), kept as data with the browser's reason and worded when it is told.

use crate::i18n::{t_with, ShellMsg};

/// A record the browser would not store, and the browser's reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotSaved {
    pub what: Unsaved,
    pub why: String,
}

/// Which record it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsaved {
    Statistics,
    Progress,
    Place,
    TechniqueLabels,
    Settings,
}

impl NotSaved {
    /// What the player is told, in the current language.
    pub fn sentence(&self) -> String {
        let msg = match self.what {
            Unsaved::Statistics => ShellMsg::NotSavedStatistics,
            Unsaved::Progress => ShellMsg::NotSavedProgress,
            Unsaved::Place => ShellMsg::NotSavedPlace,
            Unsaved::TechniqueLabels => ShellMsg::NotSavedTechniqueLabels,
            Unsaved::Settings => ShellMsg::NotSavedSettings,
        };
        t_with(msg, &[("why", &self.why)])
    }
}

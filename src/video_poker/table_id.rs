//! The handle of a built-in pay table ([`TableId`]): what the app keys its caches and its
//! menu's choices by instead of a table's name. Its constructors, which read the list of
//! built-in tables, are in `builtins.rs`.

/// A built-in table's handle: its place in the list of built-in tables. Cheap to copy, hash
/// and compare, so an app can key its caches and its menu's choices by it instead of by name.
///
/// ```
/// use pokerlab::video_poker::{PayTable, TableId};
/// let id = TableId::of("deuces-wild").unwrap();
/// assert_eq!(id.name(), "deuces-wild");
/// let table = id.table();
/// assert_eq!(table.builtin_id(), Some(id));
/// assert_eq!(TableId::DEFAULT.table(), PayTable::default());
/// assert_eq!(TableId::all().count(), PayTable::builtins().len());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableId(u16);

impl TableId {
    /// The default table, full-pay Jacks or Better (the first built-in).
    pub const DEFAULT: TableId = TableId(0);

    /// The handle of the built-in at `index` in the list.
    pub(super) fn new(index: usize) -> TableId {
        TableId(u16::try_from(index).unwrap_or(u16::MAX))
    }

    /// The table's place in the list of built-in tables.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

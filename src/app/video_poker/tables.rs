//! The trainer's games as a player picks them: the built-in tables grouped by game family
//! ("Jacks or Better", "Double Double Bonus Poker", "Deuces Wild", "Joker Poker", …), and
//! which cards are wild in a game.

use crate::cards::Rank;
use crate::video_poker::{DeckCard, GameKind, PayTable};

/// The family a table belongs to, as a menu heading: every Deuces Wild game is "Deuces
/// Wild", every joker game "Joker Poker", any other game the words of its title before its
/// pays ("Double Bonus Poker" for "Double Bonus Poker 10/7").
///
/// ```
/// use pokerlab::app::video_poker::table_family;
/// use pokerlab::video_poker::PayTable;
/// let family = |name: &str| table_family(&PayTable::builtin(name).unwrap());
/// assert_eq!(family("jacks-or-better-8-5"), "Jacks or Better");
/// assert_eq!(family("double-double-bonus-9-6"), "Double Double Bonus Poker");
/// assert_eq!(family("loose-deuces"), "Deuces Wild");
/// assert_eq!(family("joker-poker-two-pair"), "Joker Poker");
/// ```
pub fn table_family(table: &PayTable) -> String {
    match table.kind() {
        GameKind::DeucesWild => "Deuces Wild".to_owned(),
        GameKind::Joker => "Joker Poker".to_owned(),
        GameKind::Standard => {
            let title = table.title();
            let cut = title
                .find(|c: char| c.is_ascii_digit() || c == '(' || c == ',')
                .unwrap_or(title.len());
            title.get(..cut).unwrap_or(title).trim().to_owned()
        }
    }
}

/// `tables` grouped by [`table_family`]: the games without wild cards first, then Deuces
/// Wild, then Joker Poker, each kind's families in the order their first table comes, each
/// family's tables in their own order.
///
/// ```
/// use pokerlab::app::video_poker::tables_by_family;
/// use pokerlab::video_poker::PayTable;
/// let tables = PayTable::builtins();
/// let families = tables_by_family(&tables);
/// assert_eq!(families[0].0, "Jacks or Better");
/// assert_eq!(families[families.len() - 2].0, "Deuces Wild");
/// assert_eq!(families[families.len() - 1].0, "Joker Poker");
/// assert!(families.iter().any(|(family, games)| family == "Deuces Wild" && games.len() >= 5));
/// assert_eq!(families.iter().map(|(_, games)| games.len()).sum::<usize>(), tables.len());
/// ```
pub fn tables_by_family(tables: &[PayTable]) -> Vec<(String, Vec<&PayTable>)> {
    let mut families: Vec<(String, Vec<&PayTable>)> = Vec::new();
    for table in tables {
        let family = table_family(table);
        match families.iter_mut().find(|(f, _)| *f == family) {
            Some((_, games)) => games.push(table),
            None => families.push((family, vec![table])),
        }
    }
    // A stable sort: within a kind, the order of first appearance stays.
    families.sort_by_key(|(_, games)| {
        games.first().map_or(0, |t| match t.kind() {
            GameKind::Standard => 0,
            GameKind::DeucesWild => 1,
            GameKind::Joker => 2,
        })
    });
    families
}

/// Whether `card` is wild in a game of `kind`: the deuces in Deuces Wild, the joker.
///
/// ```
/// use pokerlab::app::video_poker::is_wild;
/// use pokerlab::video_poker::{DeckCard, GameKind};
/// let deuce: DeckCard = "2h".parse().unwrap();
/// assert!(is_wild(GameKind::DeucesWild, deuce));
/// assert!(!is_wild(GameKind::Standard, deuce));
/// assert!(is_wild(GameKind::Joker, DeckCard::JOKER));
/// ```
pub fn is_wild(kind: GameKind, card: DeckCard) -> bool {
    match card.card() {
        None => true,
        Some(c) => kind == GameKind::DeucesWild && c.rank() == Rank::Two,
    }
}

//! The words a chart uses, explained for the game at hand: ways, high cards (which depend on
//! the game: the ranks whose pair pays), unsuited, penalty cards, inside and outside straights, wild
//! cards and the groups of a wild-card chart, each with an example deal. The chart's reader
//! in the tests reads the lines by exactly these meanings.

use super::pattern::rank_of;
use crate::video_poker::{Bet, GameKind, PayClass, PayTable};

/// One term of a chart's glossary.
///
/// ```
/// use pokerlab::video_poker::{PayTable, glossary};
/// let words = glossary(&PayTable::default(), false);
/// let high = words.iter().find(|w| w.term == "High cards").unwrap();
/// assert!(high.meaning.starts_with("Jacks, Queens, Kings and Aces"));
/// assert!(words.iter().all(|w| !w.example.is_empty()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GlossaryEntry {
    /// The term: "Ways", "High cards", "Penalty cards", …
    pub term: &'static str,
    /// What it means in this game, in one sentence or two.
    pub meaning: String,
    /// An example deal and what the term says of it.
    pub example: String,
}

fn entry(term: &'static str, meaning: String, example: &str) -> GlossaryEntry {
    GlossaryEntry {
        term,
        meaning,
        example: example.to_owned(),
    }
}

/// The glossary of `table`'s chart: one entry per term, each with an example deal of the game;
/// `grouped`: whether the chart is grouped by the number of wild cards dealt (see
/// [`ChartLine::group`](super::ChartLine::group)).
pub fn glossary(table: &PayTable, grouped: bool) -> Vec<GlossaryEntry> {
    let kind = table.kind();
    let deuces = crate::video_poker::DeckCard::from_index(0).is_some_and(|c| kind.is_wild(c));
    let mut words = vec![entry(
        "Reading the chart",
        "Play a deal by the first line whose words fit a hold of it; where that line fits \
         several holds, keep the higher cards (compared from the highest down; more cards \
         count higher). \"n to a …\" counts the cards kept, wild cards included; a made hand \
         kept whole is named as the pay table names it, \"(all five cards)\" where a name \
         could be read as n of a kind; four of a kind kept without the fifth card says \
         \"(drop the kicker)\"."
            .to_owned(),
        "Ks Qs Js 7d 7c: \"3 to a Royal Flush\" comes before \"Low Pair\": keep Ks Qs Js",
    )];
    words.push(entry(
        "Ways",
        if deuces {
            "How many straights (five ranks in a row; A-2-3-4-5 counts) the natural cards kept \
             could still make without a deuce: a deuce fills any of them, so a straight that \
             needs a deuce's rank is not counted. \"Ace-low\": none without a deuce."
                .to_owned()
        } else {
            "How many straights (five ranks in a row; A-2-3-4-5 counts) the cards kept could \
             still make."
                .to_owned()
        },
        "9c Td Jh Qs 4d: 9-T-J-Q makes 2 ways (an 8 or a King); 9-T-Q-K 1 way (a Jack)",
    ));
    words.push(match high_rank(table) {
        Some(h) => {
            let names: Vec<&str> = (h..13).map(|r| rank_of(r).plural()).collect();
            let list = match names.as_slice() {
                [one] => (*one).to_owned(),
                [init @ .., last] => format!("{} and {last}", init.join(", ")),
                [] => String::new(),
            };
            let low = rank_of(h.saturating_sub(1)).name();
            entry(
                "High cards",
                format!(
                    "{list}: in this game the ranks whose pair pays (a {low} is not a high \
                     card). Lines count them among the cards kept."
                ),
                "Ah Kd 9c 6s 3h: two high cards (the Ace and the King)",
            )
        }
        None => entry(
            "High cards",
            "None in this game: no pair pays, so the chart does not count high cards; ranks \
             matter only as they fit straights and royal flushes."
                .to_owned(),
            "Ah Kd 9c 6s 3h: no line counts the Ace or the King as high",
        ),
    });
    if let Some(h) = high_rank(table) {
        let honor = rank_of(h.min(8)).name();
        words.push(entry(
            "Unsuited",
            format!(
                "Of high cards kept together (\"Unsuited KQJT\", all {honor} or higher): not \
                 all of one suit — two of them may share a suit. Suited ones are named \
                 \"Suited\" or \"to a Royal Flush\". A straight line that says \"a card \
                 below {honor}\" is for straights with at least one card under {honor}, \
                 the others having lines of their own."
            ),
            "Qs Ks Th Jd 3d: unsuited KQJT (the King and Queen share a suit, the Jack and Ten \
             another)",
        ));
    }
    words.push(entry(
        "Penalty cards",
        "A discarded card that would have helped the cards kept: a flush penalty is a discard \
         of their suit, a straight penalty a discard of a rank that would fill a straight they \
         fit in (A-2-3-4-5 counts: a lone Ace fits A-2-3-4-5 and T-J-Q-K-A, so a discarded \
         2 to 5 or Ten to King is a straight penalty for it). A line that names penalties fits \
         only holds with (or without) them. For a \
         high card kept alone the flush penalty cards are counted (\"at least two flush \
         penalty cards\"); \"the other cards suited\": the cards discarded (two or more, wild \
         cards aside) are all of one suit."
            .to_owned(),
        "Kh Th 9c 5h 3d: keeping Kh Th discards the 5h (a flush penalty) and the 9c (a \
         straight penalty)",
    ));
    words.push(entry(
        "Inside and outside straights",
        "4 to an outside straight: four ranks in a row that a card at either end completes (2 \
         ways). 4 to an inside straight: four ranks that only one rank completes, a gap in the \
         middle or the ace at one end (1 way)."
            .to_owned(),
        "9c Td Jh Qs 4d: outside (an 8 or a King); 9c Td Qh Ks 4d and Jc Qd Kh As 4d: inside",
    ));
    if deuces {
        words.push(entry(
            "Spread",
            "Of a straight flush draw: how many ranks its natural cards span, from the lowest to \
             the highest (an ace that fits only A-2-3-4-5 counts low). With deuces wild a low \
             draw is worth more than its ways say: a deuce fills A-2-3-4-5 and 2-3-4-5-6 too."
                .to_owned(),
            "3d 4d 5d Tc Jc: 3-4-5 has 1 way and spread 3; 3d 5d 6d spreads 4, 7c Tc Jc 5",
        ));
    }
    if kind.has_wild_cards() {
        let names = kind.wild_names();
        let groups = if grouped {
            format!(
                " The chart is grouped by how many {} the deal has (\"Two {}\", …, \"No {}\"): \
                 read only the lines of the deal's group.",
                names.many, names.many, names.many
            )
        } else {
            String::new()
        };
        words.push(entry(
            "Wild cards",
            format!(
                "The {} stand for any card; \"with one {}\" counts the wild cards kept; \"Five \
                 Tens through Aces\": five of a kind made with them whose natural cards are \
                 tens to aces.{groups}",
                names.many, names.one
            ),
            if deuces {
                "2c 2d 9s 9h 5c: two deuces, so the lines under \"Two deuces\""
            } else {
                "Jk 9s 9h 5c 3d: the joker, so the lines under \"The joker\""
            },
        ));
    }
    words
}

/// The lowest rank (index, 0 = deuce) whose pair pays, where a pair pays.
fn high_rank(table: &PayTable) -> Option<u8> {
    let kind: GameKind = table.kind();
    (kind.has_paying_pairs() && table.pay_per_coin(PayClass::HighPair, Bet::MAX) > 0)
        .then_some(table.min_pair().index() as u8)
}

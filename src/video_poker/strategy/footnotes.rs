//! Footnotes under a chart's lines: the deals a line plays more than the single-deal bound
//! ([`super::bound`]) below their best hold, named one by one, as the Wizard of Odds lists the
//! exceptions under a line. On most tables the order search leaves no such deal; where the
//! chart's patterns cannot tell such a deal from the deals the line plays right (Joker Poker,
//! Deuces Wild NSU, …), the footnote names it and its hold, the chart's
//! [`play`](super::StrategyChart::play) plays it so, and the chart's return counts it.
//!
//! A footnote's deal stands for every deal that is the same but for a relabelling of suits,
//! and for any deuce (any wild three) in place of a deuce (a wild three): a wild card's suit
//! changes no hand and no draw: "3♣ 8♣ 4♦ 5♦ + one deuce: hold one deuce". The joker is not
//! a deuce (in Deuces and Joker Wild, four deuces pay apart): it is named as "the joker".

use std::collections::HashMap;

use rayon::prelude::*;

use super::deals::{DealTable, deal_cards};
use super::groups::LineOf;
use crate::video_poker::{DeckCard, Ev, GameKind, HoldEvaluator, HoldMask, HoldsAnalysis};

/// One exception under a chart line: a deal the line would play more than the single-deal
/// bound below its best hold, and the hold to play instead.
#[derive(Clone, Debug, PartialEq)]
pub struct Footnote {
    deal: [DeckCard; 5],
    hold: HoldMask,
    words: String,
}

impl Footnote {
    /// The footnote of `deal` played by `hold`, in `kind`'s words.
    pub(crate) fn new(deal: [DeckCard; 5], hold: HoldMask, kind: GameKind) -> Footnote {
        Footnote {
            deal,
            hold,
            words: note_words(&deal, hold, kind),
        }
    }

    /// The deal named (one of the deals it stands for) and its hold.
    pub fn deal(&self) -> ([DeckCard; 5], HoldMask) {
        (self.deal, self.hold)
    }

    /// The footnote in words: "T♣ A♣ 2♦ 3♦ 4♦: hold 2♦ 3♦ 4♦", "3♣ 8♣ 4♦ 5♦ + one deuce: hold
    /// one deuce". The deal stands for every deal the same but for a relabelling of suits (and
    /// the suits of its deuces or wild threes).
    pub fn words(&self) -> &str {
        &self.words
    }
}

/// The names of the wild cards that are not the joker, one and many: the game's ("deuce",
/// "wild three"), or, where the joker is wild too, "deuce".
fn wild_rank_names(kind: GameKind) -> (&'static str, &'static str) {
    let names = kind.wild_names();
    if kind.is_wild(DeckCard::JOKER) && !names.single {
        ("deuce", "deuces")
    } else {
        (names.one, names.many)
    }
}

/// "one deuce", "two deuces", "the joker": `n` wild cards that are not the joker, or the joker.
fn wild_count_words(n: usize, joker: bool, kind: GameKind) -> String {
    if joker {
        return "the joker".to_owned();
    }
    let (one, many) = wild_rank_names(kind);
    match n {
        1 => format!("one {one}"),
        n => format!(
            "{} {many}",
            ["", "", "two", "three", "four", "five"]
                .get(n)
                .copied()
                .unwrap_or("some")
        ),
    }
}

/// Natural cards (in the order given), a number of other wild cards and the joker (or not),
/// in words: "3♣ 8♣ 4♦ 5♦ + one deuce + the joker".
fn cards_words(cards: &[DeckCard], wilds: usize, joker: bool, kind: GameKind) -> String {
    let mut parts: Vec<String> = Vec::new();
    let naturals: Vec<String> = cards
        .iter()
        .filter_map(|c| c.card().map(|c| c.pretty()))
        .collect();
    if !naturals.is_empty() {
        parts.push(naturals.join(" "));
    }
    if wilds > 0 {
        parts.push(wild_count_words(wilds, false, kind));
    }
    if joker {
        parts.push(wild_count_words(1, true, kind));
    }
    parts.join(" + ")
}

/// The words of a footnote: the deal, natural cards by suit then rank, and its hold.
fn note_words(deal: &[DeckCard; 5], hold: HoldMask, kind: GameKind) -> String {
    let mut naturals: Vec<(usize, bool)> = Vec::new();
    let (mut wilds, mut wilds_held) = (0, 0);
    let (mut joker, mut joker_held) = (false, false);
    for (i, &c) in deal.iter().enumerate() {
        let held = hold.bits() & (1 << i) != 0;
        if c.is_joker() {
            joker = true;
            joker_held = held;
        } else if kind.is_wild(c) {
            wilds += 1;
            wilds_held += usize::from(held);
        } else {
            naturals.push((c.index(), held));
        }
    }
    naturals.sort_unstable();
    let all: Vec<DeckCard> = naturals
        .iter()
        .filter_map(|&(i, _)| DeckCard::from_index(i))
        .collect();
    let kept: Vec<DeckCard> = naturals
        .iter()
        .filter(|n| n.1)
        .filter_map(|&(i, _)| DeckCard::from_index(i))
        .collect();
    let hold_words = if kept.is_empty() && wilds_held == 0 && !joker_held {
        "discard everything".to_owned()
    } else {
        format!("hold {}", cards_words(&kept, wilds_held, joker_held, kind))
    };
    format!("{}: {hold_words}", cards_words(&all, wilds, joker, kind))
}

/// The 24 relabellings of the four suits.
fn suit_maps() -> &'static [[u8; 4]; 24] {
    static MAPS: std::sync::OnceLock<[[u8; 4]; 24]> = std::sync::OnceLock::new();
    MAPS.get_or_init(|| {
        let mut maps = [[0u8; 4]; 24];
        let mut n = 0;
        for a in 0..4u8 {
            for b in (0..4).filter(|&b| b != a) {
                for c in (0..4).filter(|&c| c != a && c != b) {
                    let d = 6 - a - b - c;
                    if let Some(slot) = maps.get_mut(n) {
                        *slot = [a, b, c, d];
                    }
                    n += 1;
                }
            }
        }
        maps
    })
}

/// What a footnote is looked up by: the natural cards under the relabelling of suits that
/// sorts them first (a card `suit * 13 + rank`), then [`JOKER_CODE`] for the joker and
/// [`WILD_CODE`] for each other wild card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct NoteKey {
    wilds: u8,
    naturals: [u8; 5],
}

/// A wild card that is not the joker, in a key.
const WILD_CODE: u8 = 255;
/// The joker, in a key (where it is wild).
const JOKER_CODE: u8 = 254;

/// The key of `deal`, and for each of its five cards the card it is under that relabelling
/// ([`WILD_CODE`] or [`JOKER_CODE`] for a wild card).
fn key_of(deal: &[DeckCard; 5], kind: GameKind) -> (NoteKey, [u8; 5]) {
    let mut best: Option<(NoteKey, [u8; 5])> = None;
    let wilds = deal.iter().filter(|&&c| kind.is_wild(c)).count() as u8;
    for map in suit_maps() {
        let mut relabelled = [WILD_CODE; 5];
        for (slot, &c) in relabelled.iter_mut().zip(deal) {
            if c.is_joker() {
                *slot = JOKER_CODE;
            }
            if kind.is_wild(c) {
                continue;
            }
            if let Some(card) = c.card() {
                let suit = map.get(card.suit() as usize).copied().unwrap_or(0);
                *slot = suit * 13 + card.rank().index() as u8;
            }
        }
        let mut naturals = relabelled;
        naturals.sort_unstable();
        let key = NoteKey { wilds, naturals };
        if best.is_none_or(|(b, _)| key.naturals < b.naturals) {
            best = Some((key, relabelled));
        }
    }
    best.unwrap_or((
        NoteKey {
            wilds,
            naturals: [WILD_CODE; 5],
        },
        [WILD_CODE; 5],
    ))
}

/// A footnote's hold as the key sees it: the natural cards kept (relabelled), how many wild
/// cards other than the joker, and the joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct KeyHold {
    naturals: [u8; 5],
    wilds: u8,
    joker: bool,
}

fn key_hold(relabelled: &[u8; 5], hold: HoldMask) -> KeyHold {
    let mut out = KeyHold {
        naturals: [WILD_CODE; 5],
        wilds: 0,
        joker: false,
    };
    for (i, &c) in relabelled.iter().enumerate() {
        if hold.bits() & (1 << i) == 0 {
            continue;
        }
        if c == WILD_CODE {
            out.wilds += 1;
        } else if c == JOKER_CODE {
            out.joker = true;
        } else if let Some(slot) = out.naturals.get_mut(i) {
            *slot = c;
        }
    }
    out
}

/// The footnotes of a chart, by key: the line each is under, its index there, and its hold.
#[derive(Clone, Debug, Default)]
pub(crate) struct NoteIndex {
    by_key: HashMap<NoteKey, (usize, usize, KeyHold)>,
}

impl NoteIndex {
    /// The index of `footnotes` (by line).
    pub(crate) fn new<'a>(
        footnotes: impl Iterator<Item = &'a [Footnote]>,
        kind: GameKind,
    ) -> NoteIndex {
        let mut by_key = HashMap::new();
        for (line, notes) in footnotes.enumerate() {
            for (i, note) in notes.iter().enumerate() {
                let (key, relabelled) = key_of(&note.deal, kind);
                by_key
                    .entry(key)
                    .or_insert((line, i, key_hold(&relabelled, note.hold)));
            }
        }
        NoteIndex { by_key }
    }

    /// The footnote that names `dealt`, if one does: its line, its index under the line, and
    /// its hold over `dealt`'s cards in the order given.
    pub(crate) fn find(
        &self,
        dealt: &[DeckCard; 5],
        kind: GameKind,
    ) -> Option<(usize, usize, HoldMask)> {
        if self.by_key.is_empty() {
            return None;
        }
        let (key, relabelled) = key_of(dealt, kind);
        let &(line, i, hold) = self.by_key.get(&key)?;
        let mut wilds = hold.wilds;
        let mut bits = 0u8;
        for (j, &c) in relabelled.iter().enumerate() {
            let keep = if c == WILD_CODE {
                let keep = wilds > 0;
                wilds = wilds.saturating_sub(u8::from(keep));
                keep
            } else if c == JOKER_CODE {
                hold.joker
            } else {
                hold.naturals.contains(&c)
            };
            if keep {
                bits |= 1 << j;
            }
        }
        Some((line, i, HoldMask::from_bits(bits)))
    }
}

/// The footnotes a chart of `lines` lines of a `kind` game (derived from `deals`, its
/// footnotes not yet added; `play` gives its line and hold for a deal) needs for `bound` per
/// coin: (line, footnote) in order of lines, the worst deal of a line first, and what they add
/// to the chart's numerator (Σ weight × EV gained).
pub(crate) fn derive(
    kind: GameKind,
    lines: usize,
    play: impl Fn(&HoldsAnalysis) -> (usize, HoldMask) + Sync,
    deals: &DealTable,
    line_of: &LineOf,
    evaluator: &HoldEvaluator,
    bound: f64,
) -> (Vec<(usize, Footnote)>, i128) {
    let limit = (bound * Ev::DENOMINATOR as f64) as u64;
    // Deals over the bound: (line, key, loss, deal, best hold).
    type Over = (usize, NoteKey, u64, [DeckCard; 5], HoldMask);
    let over: Vec<Over> = (0..deals.len())
        .into_par_iter()
        .filter_map(|d| {
            let deal = deals.deals.get(d)?;
            let cards = deal_cards(deal);
            let wilds = cards.iter().filter(|&&c| kind.is_wild(c)).count() as u8;
            // The chart's play from the deal's entries: the first line, then the higher cards.
            let mut pick: Option<(usize, u32, u64)> = None;
            for e in deals.entries(d) {
                let pattern = deals.patterns.get(e.pattern as usize)?;
                let Some(line) = line_of.in_group(wilds, *pattern) else {
                    continue;
                };
                let better = pick
                    .is_none_or(|(l, r, n)| line < l || (line == l && (e.reading, e.num) > (r, n)));
                if better {
                    pick = Some((line, e.reading, e.num));
                }
            }
            let best = deals.best.get(d).copied().unwrap_or(0);
            let num = pick.map_or(0, |p| p.2);
            if best.saturating_sub(num) <= limit {
                return None;
            }
            // Over the bound by the entries: confirm with the deal's own analysis.
            let analysis = evaluator.analyze(&cards).ok()?;
            let (line, hold) = play(&analysis);
            let loss = analysis.loss(hold).numerator();
            if loss <= limit {
                return None;
            }
            let (key, _) = key_of(&cards, kind);
            Some((line, key, loss, cards, analysis.best().mask))
        })
        .collect();
    // One footnote per line and key: the first deal of the key names it.
    let mut notes: Vec<(usize, NoteKey, u64, Footnote)> = Vec::new();
    for (line, key, loss, cards, hold) in over {
        match notes.iter_mut().find(|n| n.0 == line && n.1 == key) {
            Some(n) => n.2 = n.2.max(loss),
            None => notes.push((line, key, loss, Footnote::new(cards, hold, kind))),
        }
    }
    notes.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then(b.2.cmp(&a.2))
            .then(a.3.words.cmp(&b.3.words))
    });
    let notes: Vec<(usize, Footnote)> = notes.into_iter().map(|n| (n.0, n.3)).collect();
    // What the footnotes add: every deal one names (all of a key's deals, those within the
    // bound too) is played by its hold.
    let mut by_line: Vec<Vec<Footnote>> = vec![Vec::new(); lines];
    for (line, note) in &notes {
        if let Some(list) = by_line.get_mut(*line) {
            list.push(note.clone());
        }
    }
    let index = NoteIndex::new(by_line.iter().map(Vec::as_slice), kind);
    let gain: i128 = (0..deals.len())
        .into_par_iter()
        .filter_map(|d| {
            let cards = deal_cards(deals.deals.get(d)?);
            let (_, _, hold) = index.find(&cards, kind)?;
            let analysis = evaluator.analyze(&cards).ok()?;
            let before = analysis.ev(play(&analysis).1).numerator();
            let after = analysis.ev(hold).numerator();
            Some(deals.weight(d) as i128 * (after as i128 - before as i128))
        })
        .sum();
    (notes, gain)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::video_poker::parse_deal;

    #[test]
    fn a_footnote_names_every_relabelling_of_its_deal() {
        let kind = GameKind::DEUCES_WILD;
        let deal = parse_deal("3c 8c 4d 5d 2h", kind).unwrap();
        let note = Footnote::new(deal, "00001".parse().unwrap(), kind);
        assert_eq!(note.words(), "3♣ 8♣ 4♦ 5♦ + one deuce: hold one deuce");
        let index = NoteIndex::new([std::slice::from_ref(&note)].into_iter(), kind);
        // Suits relabelled, the deuce of another suit, the cards in another order.
        let other = parse_deal("2s 5h 3s 4h 8s", kind).unwrap();
        let (line, i, hold) = index.find(&other, kind).unwrap();
        assert_eq!((line, i, hold.to_string().as_str()), (0, 0, "10000"));
        // Not the same deal: the eight of the other suit.
        let apart = parse_deal("2s 5h 3s 4h 8h", kind).unwrap();
        assert_eq!(index.find(&apart, kind), None);
    }

    #[test]
    fn a_hold_of_natural_cards_follows_the_relabelling() {
        let kind = GameKind::STANDARD;
        let deal = parse_deal("Tc Ac 2d 3d 4d", kind).unwrap();
        let note = Footnote::new(deal, "00111".parse().unwrap(), kind);
        assert_eq!(note.words(), "T♣ A♣ 2♦ 3♦ 4♦: hold 2♦ 3♦ 4♦");
        let index = NoteIndex::new([std::slice::from_ref(&note)].into_iter(), kind);
        let other = parse_deal("3s Ah 2s Th 4s", kind).unwrap();
        let (_, _, hold) = index.find(&other, kind).unwrap();
        assert_eq!(hold.to_string(), "10101");
    }
}

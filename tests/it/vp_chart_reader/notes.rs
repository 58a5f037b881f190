//! The reading of a chart's footnotes ("T♣ A♣ 2♦ 3♦ 4♦: hold 2♦ 3♦ 4♦", "3♣ 8♣ 4♦ 5♦ + one
//! deuce: hold one deuce"), as the glossary says: the deal stands for every deal that is the
//! same but for a relabelling of suits, any deuce (wild three) in place of a deuce (wild
//! three); the joker is named apart; the hold is the same cards under that relabelling, and as
//! many wild cards.

use pokerlab::cards::Card;
use pokerlab::video_poker::DeckCard;

use super::Game;

/// A footnote as the reader understands it.
#[derive(Clone, Debug, PartialEq)]
pub struct Note {
    /// The natural cards of the deal: (rank index, suit index).
    naturals: Vec<(u8, u8)>,
    /// How many wild cards other than the joker the deal has.
    wilds: u8,
    /// Whether the deal has the joker.
    joker: bool,
    /// The natural cards kept.
    kept: Vec<(u8, u8)>,
    /// How many wild cards other than the joker are kept.
    kept_wilds: u8,
    /// Whether the joker is kept.
    kept_joker: bool,
}

/// Cards as the words name them: natural cards, other wild cards, the joker.
type Named = (Vec<(u8, u8)>, u8, bool);

/// "one", "two", …, or "the" (the joker): a count of wild cards.
fn count_word(word: &str) -> Option<u8> {
    match word {
        "one" | "the" => Some(1),
        "two" => Some(2),
        "three" => Some(3),
        "four" => Some(4),
        "five" => Some(5),
        _ => None,
    }
}

/// "3♣ 8♣ 4♦ 5♦ + one deuce", "one deuce + the joker", "2♦ 3♦ 4♦": natural cards, then wild
/// cards named by the game's word for them ("deuce" where the joker is wild too), then the
/// joker, joined by " + ".
fn cards_and_wilds(game: &Game, text: &str) -> Option<Named> {
    let mut parts = text.split(" + ").peekable();
    let first = parts.peek()?;
    let mut naturals = Vec::new();
    if first.split(' ').next().and_then(count_word).is_none() {
        for t in parts.next()?.split(' ') {
            let card: Card = t.parse().ok()?;
            naturals.push((card.rank().index() as u8, card.suit() as u8));
        }
    }
    let names = game.kind.wild_names();
    let joker_wild = game.kind.is_wild(DeckCard::JOKER);
    let (one, many) = if joker_wild && !names.single {
        ("deuce", "deuces")
    } else {
        (names.one, names.many)
    };
    let (mut wilds, mut joker) = (0, false);
    for part in parts {
        if part == "the joker" && joker_wild && !joker {
            joker = true;
            continue;
        }
        let (count, name) = part.split_once(' ')?;
        let n = count_word(count).filter(|_| count != "the" && wilds == 0 && !joker)?;
        if name != if n == 1 { one } else { many } {
            return None;
        }
        wilds = n;
    }
    Some((naturals, wilds, joker))
}

/// The footnote `words` of a line of `game`'s chart.
pub fn parse_note(game: &Game, words: &str) -> Option<Note> {
    let (deal, hold) = words.split_once(": ")?;
    let (naturals, wilds, joker) = cards_and_wilds(game, deal)?;
    let (kept, kept_wilds, kept_joker) = match hold {
        "discard everything" => (Vec::new(), 0, false),
        _ => cards_and_wilds(game, hold.strip_prefix("hold ")?)?,
    };
    let ok = naturals.len() + wilds as usize + usize::from(joker) == 5
        && kept.iter().all(|k| naturals.contains(k))
        && kept_wilds <= wilds
        && (joker || !kept_joker);
    ok.then_some(Note {
        naturals,
        wilds,
        joker,
        kept,
        kept_wilds,
        kept_joker,
    })
}

/// The 24 relabellings of the suits.
fn relabellings() -> Vec<[u8; 4]> {
    let mut out = Vec::new();
    for a in 0..4u8 {
        for b in 0..4u8 {
            for c in 0..4u8 {
                for d in 0..4u8 {
                    let map = [a, b, c, d];
                    let mut seen = [false; 4];
                    map.iter().for_each(|&s| seen[s as usize] = true);
                    if seen.iter().all(|&s| s) {
                        out.push(map);
                    }
                }
            }
        }
    }
    out
}

impl Note {
    /// The holds (masks over `dealt` in the order given) the footnote gives `dealt`, if it
    /// names it: empty if it does not.
    pub fn holds(&self, game: &Game, dealt: &[DeckCard; 5]) -> Vec<u8> {
        let wild_places: Vec<usize> = (0..5)
            .filter(|&i| game.kind.is_wild(dealt[i]) && !dealt[i].is_joker())
            .collect();
        let joker_place = (0..5).find(|&i| dealt[i].is_joker());
        if wild_places.len() != self.wilds as usize || joker_place.is_some() != self.joker {
            return Vec::new();
        }
        let joker_mask = joker_place
            .filter(|_| self.kept_joker)
            .map_or(0u8, |i| 1 << i);
        let naturals: Vec<(usize, (u8, u8))> = (0..5)
            .filter_map(|i| {
                let c = dealt[i].card().filter(|_| !game.kind.is_wild(dealt[i]))?;
                Some((i, (c.rank().index() as u8, c.suit() as u8)))
            })
            .collect();
        let mut out = Vec::new();
        for map in relabellings() {
            let moved = |&(r, s): &(u8, u8)| (r, map[s as usize]);
            let named: Vec<(u8, u8)> = self.naturals.iter().map(moved).collect();
            if named.len() != naturals.len() || !naturals.iter().all(|(_, c)| named.contains(c)) {
                continue;
            }
            let kept: Vec<(u8, u8)> = self.kept.iter().map(moved).collect();
            let natural_mask = naturals
                .iter()
                .filter(|(_, c)| kept.contains(c))
                .fold(0u8, |m, (i, _)| m | 1 << i);
            // Any `kept_wilds` of the wild cards dealt.
            for pick in 0..1u8 << wild_places.len() {
                if pick.count_ones() != self.kept_wilds as u32 {
                    continue;
                }
                let wild_mask = wild_places
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| pick & 1 << j != 0)
                    .fold(0u8, |m, (_, &i)| m | 1 << i);
                out.push(natural_mask | wild_mask | joker_mask);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

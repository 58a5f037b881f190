//! A reader of strategy-chart words, written for the tests and independent of the chart's
//! own patterns: it parses each printed line ("3 to a Royal Flush: AKT (no flush penalty)",
//! "Pair of Twos through Nines", "Four of a Kind (two deuces and a pair)", …) into a test of
//! a hold, and plays a deal as a player reading the chart would: the first line with a
//! fitting hold, and of its fitting holds the higher cards. `vp_chart_words.rs` checks that
//! this reading plays every deal as the chart does.
//!
//! The meanings are those of the chart's glossary: a *high card* ranks at least the lowest
//! paying pair; *n to a …* counts the cards kept, wild cards included; *ways* are the
//! straights (five-rank windows, the wheel included) the natural cards kept fit in without
//! needing a card of a wild rank ("ace-low": none such); a *flush penalty* is a discarded
//! card of the suit of a suited draw, a *straight penalty* a discarded card of a rank that
//! would fill a straight the cards kept fit in (a high card kept alone counts its flush
//! penalty cards: "at least two flush penalty cards"); "the other cards suited": the natural
//! cards discarded, two or more, are of one suit; a straight flush draw's *spread* (Deuces
//! Wild) is how many ranks its natural cards span, an ace that fits only A-2-3-4-5 counting
//! low; "Five Tens through Aces" is five of a kind made with wild cards, by the natural rank.

use pokerlab::video_poker::{Bet, DeckCard, GameKind, PayClass, PayTable, glossary};

mod cases;
mod notes;
mod parse;

pub use notes::{Note, parse_note};
pub use parse::parse_line;

/// The ten five-rank windows, the wheel first (bit 0 the deuce, bit 12 the ace).
const WINDOWS: [u16; 10] = [
    0x100f, 0x1f, 0x3e, 0x7c, 0xf8, 0x1f0, 0x3e0, 0x7c0, 0xf80, 0x1f00,
];

/// What a game's words depend on.
pub struct Game {
    table: PayTable,
    kind: GameKind,
    /// The lowest paying pair's rank index, where pairs pay.
    high: Option<u8>,
    /// Rank bits of wild ranks (the deuce where deuces are wild, the three in Threes Wild).
    wild_ranks: u16,
    /// Whether the glossary says "unsuited" high cards are those not all of one suit (two may
    /// share one); without that, "Unsuited KQJT" reads as no two of one suit.
    unsuited_not_all: bool,
}

impl Game {
    /// The words of `table`.
    pub fn new(table: &PayTable) -> Game {
        let kind = table.kind();
        let high = (kind.has_paying_pairs()
            && table.pay_per_coin(PayClass::HighPair, Bet::MAX) > 0)
            .then_some(table.min_pair().index() as u8);
        // Card r (r < 13) is the club of rank r.
        let wild_ranks = (0..13)
            .filter(|&r| kind.is_wild(DeckCard::from_index(r).unwrap()))
            .fold(0u16, |bits, r| bits | 1 << r);
        let unsuited_not_all = glossary(table, false)
            .iter()
            .any(|e| e.term == "Unsuited" && e.meaning.contains("not all of one suit"));
        Game {
            table: table.clone(),
            kind,
            high,
            wild_ranks,
            unsuited_not_all,
        }
    }

    /// The game's words as a reader who has not read the glossary's "Unsuited" takes them:
    /// no two unsuited high cards of one suit.
    pub fn without_unsuited_meaning(mut self) -> Game {
        self.unsuited_not_all = false;
        self
    }
}

/// One hold of one deal, as the words see it.
pub struct Facts {
    wilds: u8,
    /// Natural cards kept: (rank index, suit index).
    kept: Vec<(u8, u8)>,
    /// Natural cards discarded.
    discarded: Vec<(u8, u8)>,
    /// All five kept: the names a line may give the final hand.
    made: Option<Vec<String>>,
    /// "The higher cards": kept ranks (+1), highest first, 0 for a joker or no card.
    pub reading: [u8; 5],
    /// Worked out once from the above: kept rank bits, all ranks different, all one suit,
    /// windows fitted (all, and without a wild rank), high cards, penalties, unsuited honors.
    ranks: u16,
    distinct: bool,
    suited: bool,
    windows: (u8, u8),
    highs: u8,
    penalties: Penalties,
    honors: bool,
    spread: u8,
}

/// What the discards tell of a hold: flush penalty cards (how many), a straight penalty, and
/// whether the natural discards (two or more) are of one suit.
#[derive(Clone, Copy, Debug, Default)]
pub struct Penalties {
    flush: u8,
    straight: bool,
    suited: bool,
}

impl Facts {
    /// The facts of keeping `mask` of `dealt`.
    pub fn new(game: &Game, dealt: &[DeckCard; 5], mask: u8) -> Facts {
        let mut facts = Facts {
            wilds: 0,
            kept: Vec::new(),
            discarded: Vec::new(),
            made: None,
            reading: [0; 5],
            ranks: 0,
            distinct: false,
            suited: false,
            windows: (0, 0),
            highs: 0,
            penalties: Penalties::default(),
            honors: false,
            spread: 0,
        };
        let mut reading = Vec::new();
        for (i, &c) in dealt.iter().enumerate() {
            let kept = mask & (1 << i) != 0;
            if kept {
                reading.push(c.card().map_or(0, |c| c.rank().index() as u8 + 1));
            }
            if game.kind.is_wild(c) {
                facts.wilds += u8::from(kept);
                continue;
            }
            let Some(card) = c.card() else { continue };
            let rs = (card.rank().index() as u8, card.suit() as u8);
            if kept {
                facts.kept.push(rs);
            } else {
                facts.discarded.push(rs);
            }
        }
        reading.sort_unstable_by(|a, b| b.cmp(a));
        for (slot, r) in facts.reading.iter_mut().zip(reading) {
            *slot = r;
        }
        if mask == 31 {
            let class = game.table.classify(dealt).unwrap_or(PayClass::Nothing);
            // The names a line may give the hand: the pay table's name for its pay line (all
            // the hands that line pays), the hand's own name, or, where that is the pay
            // line's name too, the hand's own name and "(any other)".
            let mut made = vec![format!("All five cards ({})", class.name())];
            if let Some(line) = game.table.line_for(class).filter(|l| l.pay > 0) {
                made.push(line.label.to_owned());
                if class.name() == line.label {
                    made.push(format!("{} (any other)", class.name()));
                } else {
                    made.push(class.name().to_owned());
                }
            }
            // Five of a kind made with wild cards, by its natural rank: "Five Tens", and every
            // run of ranks holding it, "Five Tens through Aces".
            let fives = [
                PayClass::FiveOfAKind,
                PayClass::FiveAces,
                PayClass::FiveThreesToFives,
            ];
            let r = facts.kept.first().map(|k| k.0);
            if fives.contains(&class)
                && let Some(r) = r
                && facts.kept.iter().all(|k| k.0 == r)
            {
                made.push(format!("Five {}", plural(r)));
                for lo in 0..=r {
                    for hi in r..13 {
                        if lo < hi {
                            made.push(format!("Five {} through {}", plural(lo), plural(hi)));
                        }
                    }
                }
            }
            facts.made = Some(made);
        }
        facts.ranks = facts.kept.iter().fold(0, |acc, &(r, _)| acc | 1 << r);
        facts.distinct = facts.ranks.count_ones() as usize == facts.kept.len();
        facts.suited = facts
            .kept
            .iter()
            .all(|&(_, s)| Some(s) == facts.kept.first().map(|k| k.1));
        facts.windows = facts.fitted(game);
        facts.highs = facts.high_cards(game);
        facts.penalties = facts.penalty_cards(game);
        facts.honors = facts.unsuited_honors(game);
        facts.spread = facts.span();
        facts
    }

    /// How many ranks the kept ranks span, an ace that fits only the wheel counting low.
    fn span(&self) -> u8 {
        let ranks = self.ranks;
        if ranks == 0 {
            return 0;
        }
        let wheel = ranks & (1 << 12) != 0 && ranks & !WINDOWS[0] == 0;
        let mut list: Vec<i8> = (0..13i8).filter(|&r| ranks & (1 << r) != 0).collect();
        if wheel {
            for r in list.iter_mut().filter(|r| **r == 12) {
                *r = -1;
            }
        }
        let (lo, hi) = (list.iter().min(), list.iter().max());
        match (lo, hi) {
            (Some(lo), Some(hi)) => (hi - lo + 1) as u8,
            _ => 0,
        }
    }

    fn ranks(&self) -> u16 {
        self.ranks
    }

    fn distinct(&self) -> bool {
        self.distinct
    }

    fn suited(&self) -> bool {
        self.suited
    }

    fn highs(&self, _game: &Game) -> u8 {
        self.highs
    }

    fn windows(&self, _game: &Game) -> (u8, u8) {
        self.windows
    }

    fn penalties(&self, _game: &Game) -> Penalties {
        self.penalties
    }

    fn high_cards(&self, game: &Game) -> u8 {
        game.high.map_or(0, |h| {
            self.kept.iter().filter(|&&(r, _)| r >= h).count() as u8
        })
    }

    /// Windows the kept ranks fit in, and those needing no wild rank.
    fn fitted(&self, game: &Game) -> (u8, u8) {
        let ranks = self.ranks();
        let fits = WINDOWS.iter().filter(|&&w| ranks & !w == 0);
        let all = fits.clone().count() as u8;
        let ways = fits.filter(|&&w| w & game.wild_ranks == 0).count() as u8;
        (all, ways)
    }

    /// Flush penalty cards, a straight penalty and suited discards.
    fn penalty_cards(&self, game: &Game) -> Penalties {
        let suit = self.kept.first().map(|k| k.1);
        let flush = self
            .discarded
            .iter()
            .filter(|&&(_, s)| Some(s) == suit)
            .count() as u8;
        let suited = self.discarded.len() >= 2
            && self
                .discarded
                .iter()
                .all(|&(_, s)| Some(s) == self.discarded.first().map(|d| d.1));
        let ranks = self.ranks();
        let open = WINDOWS
            .iter()
            .filter(|&&w| ranks & !w == 0)
            .fold(0u16, |acc, &w| acc | w)
            & !ranks
            & !game.wild_ranks;
        let straight = self.discarded.iter().any(|&(r, _)| open & (1 << r) != 0);
        Penalties {
            flush,
            straight,
            suited,
        }
    }

    /// Unsuited high cards, where the game names cards by rank: two or more of different
    /// ranks, all ten or higher (or the lowest paying pair if lower), and unsuited as the
    /// glossary says — not all of one suit — or, where it does not say, no two of one suit.
    fn unsuited_honors(&self, game: &Game) -> bool {
        let Some(h) = game.high else { return false };
        let honor = h.min(8);
        let suits = self.kept.iter().fold(0u8, |acc, &(_, s)| acc | 1 << s);
        let unsuited = if game.unsuited_not_all {
            !self.suited()
        } else {
            suits.count_ones() as usize == self.kept.len()
        };
        self.kept.len() >= 2
            && self.distinct()
            && unsuited
            && self.kept.iter().all(|&(r, _)| r >= honor)
    }

    /// Whether a natural card kept ranks below the ten (or the lowest paying pair if lower).
    fn below_honors(&self, game: &Game) -> bool {
        let honor = game.high.map_or(8, |h| h.min(8));
        self.kept.iter().any(|&(r, _)| r < honor)
    }
}

/// One option of a straight flush clause: its ways, and the high-card counts and the spreads
/// it takes (`None`: any).
type SfOption = (u8, Option<Vec<u8>>, Option<Vec<u8>>);

/// The draws a clause can name.
#[derive(Clone, Debug)]
enum Draw {
    /// Keep the five cards that make one of these hands.
    Made(Vec<String>),
    /// Keep `w` wild cards and nothing else.
    Alone,
    /// n of a kind: `count` natural cards of one rank (of `ranks`), and a kicker.
    Kind {
        count: u8,
        ranks: Option<Vec<u8>>,
        kicker: Kicker,
    },
    /// Two natural pairs, the higher of `tops`.
    TwoPair(Option<Vec<u8>>),
    /// Suited cards all ten or higher, of these rank sets.
    Royal(Option<Vec<u16>>),
    /// Suited cards that fit a straight, by (ways, high-card counts, spreads) options.
    StraightFlush(Vec<SfOption>),
    /// Suited cards that fit no straight, by high-card counts.
    Flush(Option<Vec<u8>>),
    /// Unsuited cards that fit a straight, by ways and high-card counts, and whether a card
    /// kept ranks below the ten ("a card below Ten").
    Straight(Vec<u8>, Option<Vec<u8>>, bool),
    /// Unsuited high cards of these rank sets.
    Unsuited(Vec<u16>),
    /// One natural card of one of these ranks.
    Single(Vec<u8>),
    /// Natural cards that make nothing together.
    Odd,
}

#[derive(Clone, Debug)]
enum Kicker {
    None,
    Any,
    Of(Vec<u8>),
}

/// One clause of a line: natural cards kept, wild cards kept, the draw and the penalty
/// cards it is for.
#[derive(Clone, Debug)]
struct Clause {
    naturals: Option<u8>,
    wilds: u8,
    draw: Draw,
    penalty: Option<Penalty>,
}

/// A condition on what the discards tell of a hold.
pub type Cond = fn(Penalties) -> bool;

/// The penalty cards a clause is for.
#[derive(Clone, Debug)]
pub enum Penalty {
    /// Any of these variants, each a list of conditions that all hold.
    Any(Vec<Vec<Cond>>),
    /// Anything but this variant.
    Except(Vec<Cond>),
}

impl Penalty {
    fn allows(&self, p: Penalties) -> bool {
        match self {
            Penalty::Any(variants) => variants.iter().any(|v| v.iter().all(|c| c(p))),
            Penalty::Except(v) => !v.iter().all(|c| c(p)),
        }
    }
}

/// A line of a chart as the reader understands it.
#[derive(Clone, Debug)]
pub struct Line {
    clauses: Vec<Clause>,
    /// The numbers of wild cards the line is for (its group heading, or its own words).
    wilds_dealt: Option<Vec<u8>>,
    /// The numbers of wild cards its holds keep, where its words say so under a group heading.
    wilds_kept: Option<Vec<u8>>,
}

/// The holds of one deal by (natural cards kept, wild cards kept), so that a clause tries only
/// the holds of its size.
pub fn by_size(facts: &[Facts]) -> Vec<Vec<u8>> {
    let mut sizes = vec![Vec::new(); 36];
    for (m, f) in facts.iter().enumerate() {
        sizes[f.kept.len() * 6 + f.wilds as usize].push(m as u8);
    }
    sizes
}

impl Line {
    /// The line with clause `clause`'s penalty qualifier left out, where it has one: what the
    /// words would fit without it.
    pub fn without_penalty(&self, clause: usize) -> Option<Line> {
        let c = self.clauses.get(clause)?;
        c.penalty.as_ref()?;
        let mut line = self.clone();
        if let Some(c) = line.clauses.get_mut(clause) {
            c.penalty = None;
        }
        Some(line)
    }

    /// How many clauses the line has.
    pub fn clause_count(&self) -> usize {
        self.clauses.len()
    }

    /// The holds (masks, increasing) of a deal with `dealt_wilds` wild cards that fit this
    /// line; `facts` by mask, `sizes` from [`by_size`].
    pub fn fitting(
        &self,
        game: &Game,
        facts: &[Facts],
        sizes: &[Vec<u8>],
        dealt_wilds: u8,
        out: &mut Vec<u8>,
    ) {
        out.clear();
        if let Some(list) = &self.wilds_dealt
            && !list.contains(&dealt_wilds)
        {
            return;
        }
        for c in &self.clauses {
            let candidates: Vec<u8> = match (&c.draw, c.naturals) {
                (Draw::Made(_), _) => vec![31],
                (_, Some(n)) => sizes[n as usize * 6 + c.wilds as usize].clone(),
                (_, None) => (0..32).collect(),
            };
            out.extend(candidates.into_iter().filter(|&m| {
                self.wilds_kept
                    .as_ref()
                    .is_none_or(|list| list.contains(&facts[m as usize].wilds))
                    && c.fits(game, &facts[m as usize])
            }));
        }
        out.sort_unstable();
        out.dedup();
    }
}

impl Clause {
    fn fits(&self, game: &Game, f: &Facts) -> bool {
        let n = f.kept.len() as u8;
        if let Draw::Made(names) = &self.draw {
            return f
                .made
                .as_ref()
                .is_some_and(|m| m.iter().any(|n| names.contains(n)));
        }
        if f.wilds != self.wilds || self.naturals.is_some_and(|k| k != n) || n + f.wilds >= 5 {
            return false;
        }
        let ranks = f.ranks();
        let (fits, ways) = f.windows(game);
        let suited = n >= 2 && f.distinct() && f.suited();
        let royal = suited && ranks & !0x1f00 == 0;
        let shape_ok = match &self.draw {
            Draw::Made(_) => false,
            Draw::Alone => n == 0,
            Draw::Kind {
                count,
                ranks: named,
                kicker,
            } => kind_fits(f, *count, named.as_deref(), kicker),
            Draw::TwoPair(tops) => {
                let mut counts = [0u8; 13];
                for &(r, _) in &f.kept {
                    counts[r as usize] += 1;
                }
                let pairs: Vec<u8> = (0..13u8).filter(|&r| counts[r as usize] == 2).collect();
                n == 4
                    && pairs.len() == 2
                    && tops
                        .as_ref()
                        .is_none_or(|t| pairs.last().is_some_and(|p| t.contains(p)))
            }
            Draw::Royal(sets) => royal && sets.as_ref().is_none_or(|s| s.contains(&ranks)),
            Draw::StraightFlush(options) => {
                suited
                    && !royal
                    && fits > 0
                    && options.iter().any(|(w, h, sp)| {
                        *w == ways
                            && h.as_ref().is_none_or(|h| h.contains(&f.highs(game)))
                            && sp.as_ref().is_none_or(|sp| sp.contains(&f.spread))
                    })
            }
            Draw::Flush(highs) => {
                suited
                    && !royal
                    && fits == 0
                    && highs.as_ref().is_none_or(|h| h.contains(&f.highs(game)))
            }
            // As the words say, with no exception for unsuited high cards: those that fit
            // are left out only by "a card below Ten".
            Draw::Straight(way_list, highs, below) => {
                n >= 2
                    && f.distinct()
                    && !f.suited()
                    && (!below || f.below_honors(game))
                    && fits > 0
                    && way_list.contains(&ways)
                    && highs.as_ref().is_none_or(|h| h.contains(&f.highs(game)))
            }
            Draw::Unsuited(sets) => f.honors && sets.contains(&ranks),
            Draw::Single(list) => n == 1 && f.kept.first().is_some_and(|k| list.contains(&k.0)),
            Draw::Odd if f.distinct() => n >= 2 && !suited && !f.honors && fits == 0,
            // A pair and two odd cards.
            Draw::Odd => n == 4 && ranks.count_ones() == 3,
        };
        shape_ok
            && self
                .penalty
                .as_ref()
                .is_none_or(|p| p.allows(f.penalties(game)))
    }
}

/// The plural name of rank `r`: "Tens".
fn plural(r: u8) -> &'static str {
    pokerlab::cards::Rank::from_index(r as usize).map_or("", |x| x.plural())
}

fn kind_fits(f: &Facts, count: u8, named: Option<&[u8]>, kicker: &Kicker) -> bool {
    let mut counts = [0u8; 13];
    for &(r, _) in &f.kept {
        counts[r as usize] += 1;
    }
    let Some(rank) = (0..13u8).find(|&r| counts[r as usize] == count) else {
        return false;
    };
    if named.is_some_and(|list| !list.contains(&rank)) {
        return false;
    }
    let others: Vec<u8> = f.kept.iter().map(|k| k.0).filter(|&r| r != rank).collect();
    match kicker {
        Kicker::None => others.is_empty(),
        Kicker::Any => others.len() == 1,
        Kicker::Of(list) => others.len() == 1 && list.contains(&others[0]),
    }
}

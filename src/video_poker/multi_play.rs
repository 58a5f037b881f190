//! Multi-play: how many hands are played from one hold (1, 3, 5 or 10, as casinos offer), and
//! which deck each extra hand draws from — the one rule in which multi-play machines differ.

use std::fmt;

/// The number of hands played from one hold: 1 (a single hand), 3 (Triple Play), 5 (Five
/// Play) or 10 (Ten Play). Each hand is bet on; the deal is shared, and each hand draws its
/// replacements from its own deck, as [`ExtraDeck`] says.
///
/// ```
/// use pokerlab::video_poker::Hands;
/// assert_eq!(Hands::new(10).map(Hands::count), Some(10));
/// assert_eq!(Hands::new(4), None);
/// assert_eq!(Hands::ALL.map(Hands::count), [1, 3, 5, 10]);
/// assert_eq!(Hands::default(), Hands::ONE);
/// assert_eq!(Hands::new(3).unwrap().to_string(), "3 hands");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hands(u8);

impl Hands {
    /// A single hand.
    pub const ONE: Hands = Hands(1);
    /// Every count a machine offers.
    pub const ALL: [Hands; 4] = [Hands(1), Hands(3), Hands(5), Hands(10)];

    /// `count` hands, if a machine offers that many (1, 3, 5 or 10).
    pub const fn new(count: u8) -> Option<Hands> {
        match count {
            1 | 3 | 5 | 10 => Some(Hands(count)),
            _ => None,
        }
    }

    /// The most hands a round may have: Hundred Play.
    pub const MAX_COUNT: u8 = 100;

    /// `count` hands, any number from 1 to [`MAX_COUNT`](Self::MAX_COUNT): the hold
    /// calculator scores rounds of any size (Fifty and Hundred Play too), where the trainer's
    /// machine offers [`ALL`](Self::ALL).
    ///
    /// ```
    /// use pokerlab::video_poker::Hands;
    /// assert_eq!(Hands::any(50).map(Hands::count), Some(50));
    /// assert_eq!((Hands::any(0), Hands::any(101)), (None, None));
    /// ```
    pub const fn any(count: u8) -> Option<Hands> {
        if count >= 1 && count <= Self::MAX_COUNT {
            Some(Hands(count))
        } else {
            None
        }
    }

    /// How many hands.
    pub const fn count(self) -> u8 {
        self.0
    }
}

impl Default for Hands {
    fn default() -> Self {
        Hands::ONE
    }
}

impl fmt::Display for Hands {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} hand{}", self.0, if self.0 == 1 { "" } else { "s" })
    }
}

/// Which cards each extra hand of a multi-play round draws from. The first hand always draws
/// from the 47 cards not dealt (48 with a joker); machines differ in the extra hands' decks.
///
/// ```
/// use pokerlab::video_poker::ExtraDeck;
/// assert_eq!(ExtraDeck::default(), ExtraDeck::Undealt);
/// assert_eq!(ExtraDeck::from_key("less-held"), Some(ExtraDeck::LessHeld));
/// assert_eq!(ExtraDeck::from_key("shuffled"), None);
/// assert!(ExtraDeck::ALL.iter().all(|d| ExtraDeck::from_key(d.key()) == Some(*d)));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ExtraDeck {
    /// Each extra hand draws from its own shuffle of the cards not dealt, as IGT's Triple, Five
    /// and Ten Play do: the discards stay out until the round ends, and every hand has the
    /// first hand's EVs.
    #[default]
    Undealt,
    /// Each extra hand draws from a full deck less the held cards (some online multi-hand
    /// games): the discards can come back, so an extra hand has EVs of its own and a round's
    /// best hold can differ from a single hand's.
    LessHeld,
}

impl ExtraDeck {
    /// Both rules, the default first.
    pub const ALL: [ExtraDeck; 2] = [ExtraDeck::Undealt, ExtraDeck::LessHeld];

    /// The rule's name in the CLI and saved state: `undealt` or `less-held`.
    pub const fn key(self) -> &'static str {
        match self {
            ExtraDeck::Undealt => "undealt",
            ExtraDeck::LessHeld => "less-held",
        }
    }

    /// The rule named `key` (see [`key`](Self::key)).
    pub fn from_key(key: &str) -> Option<ExtraDeck> {
        ExtraDeck::ALL.into_iter().find(|d| d.key() == key)
    }

    /// A short label for a menu.
    pub const fn label(self) -> &'static str {
        match self {
            ExtraDeck::Undealt => "Discards stay out",
            ExtraDeck::LessHeld => "Discards come back",
        }
    }

    /// One sentence saying what the rule is.
    pub const fn explain(self) -> &'static str {
        match self {
            ExtraDeck::Undealt => {
                "Each extra hand draws from the cards not dealt (IGT's Triple, Five and Ten \
                 Play): every hand has the first hand's EVs."
            }
            ExtraDeck::LessHeld => {
                "Each extra hand draws from a full deck less the held cards: the discards can \
                 come back, so the extra hands have EVs of their own."
            }
        }
    }
}

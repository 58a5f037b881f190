//! Serde for the library types a practice session saves that have no serde of their own
//! (cards, players, streets), written as the text they parse from: `"As Kd 7c"`, `"ip"`,
//! `"river"`.

/// A [`CardSet`](crate::cards::CardSet) as its text.
pub(super) mod card_set {
    use crate::cards::CardSet;

    pub(in super::super) fn serialize<S: serde::Serializer>(
        cards: &CardSet,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_str(cards)
    }

    pub(in super::super) fn deserialize<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<CardSet, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A [`Player`](crate::solver::Player) as `oop` or `ip`.
pub(super) mod player {
    use crate::solver::Player;

    pub(in super::super) fn serialize<S: serde::Serializer>(
        player: &Player,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(player.name())
    }

    pub(in super::super) fn deserialize<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Player, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        Player::BOTH
            .into_iter()
            .find(|p| p.name() == text)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not oop or ip")))
    }
}

/// A [`Street`](crate::solver::Street) as `flop`, `turn` or `river`.
pub(super) mod street {
    use crate::solver::Street;

    pub(in super::super) fn serialize<S: serde::Serializer>(
        street: &Street,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(street.name())
    }

    pub(in super::super) fn deserialize<'de, D: serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Street, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        Street::ALL
            .into_iter()
            .find(|s| s.name() == text)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a street")))
    }
}

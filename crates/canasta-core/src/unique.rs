//! Maps read from files a person may edit refuse a key given twice.
//!
//! serde fills a map entry by entry, so `We:` written twice under `results:` would keep
//! the second silently and lose the first at the next save. Every map field of the game
//! log and of a preset goes through [`map`] instead (`#[serde(deserialize_with =
//! "crate::unique::map")]`), which stops at the second key with its name; the YAML
//! parser adds the line. What it hands the parser is a fact, not a sentence: a mark and
//! the key (`yaml::TWICE`), read back by `yaml::fault` and worded by `render`.

use std::collections::HashSet;
use std::fmt::{self, Display};
use std::hash::Hash;
use std::marker::PhantomData;

use serde::Deserialize;
use serde::de::{Deserializer, Error, MapAccess, Visitor};

/// Deserialize a map, refusing duplicate keys.
pub fn map<'de, D, M, K, V>(deserializer: D) -> Result<M, D::Error>
where
    D: Deserializer<'de>,
    M: FromIterator<(K, V)>,
    K: Deserialize<'de> + Eq + Hash + Clone + Display,
    V: Deserialize<'de>,
{
    struct Entries<K, V>(PhantomData<(K, V)>);

    impl<'de, K, V> Visitor<'de> for Entries<K, V>
    where
        K: Deserialize<'de> + Eq + Hash + Clone + Display,
        V: Deserialize<'de>,
    {
        type Value = Vec<(K, V)>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("a mapping of names to values")
        }

        fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Self::Value, A::Error> {
            let mut entries: Vec<(K, V)> = Vec::new();
            let mut seen: HashSet<K> = HashSet::new();
            while let Some(key) = access.next_key::<K>()? {
                if !seen.insert(key.clone()) {
                    return Err(A::Error::custom(format!(
                        "{}{}",
                        crate::yaml::TWICE,
                        crate::text::printable(&key.to_string(), crate::text::QUOTE_LIMIT)
                    )));
                }
                let value = access.next_value::<V>()?;
                entries.push((key, value));
            }
            Ok(entries)
        }
    }

    let entries = deserializer.deserialize_map(Entries::<K, V>(PhantomData))?;
    Ok(entries.into_iter().collect())
}

//! YAML read one way for every type (issue 43, item 7: the engine in the page, small).
//!
//! The YAML library's own reader (`serde_yaml::from_str::<T>`) is compiled once for each
//! type it reads, and its per-type code is large: across a game log, a preset, a hand, a
//! draft and the data folder's small files it was a third of the page's engine. Here the
//! text is read by the library once into a [`Tree`] (one type, so its reader is compiled
//! once), and each type is then read from the tree by [`Walk`], whose per-type code is
//! small.
//!
//! What the refusals say stays the library's, word for word and place for place: when a
//! type does not read from the tree, the walk knows which node refused and why; the text
//! is then read once more by the library, down to that node, which refuses there with the
//! same message ([`locate`]). The library then names the same path, line and column as
//! when it read the type itself, since it is the same node, reached the same way.
//!
//! What differs from the library reading the type itself, for hand-written text only
//! (what this program writes never has them): a number or `true` read where text is
//! wanted is read as its own digits (`0x1F` as `31`), and `~` where a
//! list or map is wanted is read as an empty one, as an empty value already was; and
//! text that is both not YAML and of the wrong form is refused as not YAML (the library
//! sometimes named the wrong form it met first).

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Deserializer, EnumAccess, IgnoredAny, MapAccess,
    SeqAccess, Unexpected, VariantAccess, Visitor,
};
use std::cell::RefCell;
use std::fmt;

/// `text` read as a `T`; a refusal is the library's own, as [`serde_yaml::from_str`]
/// gives it (message, path, line and column).
pub fn read<T: DeserializeOwned>(text: &str) -> Result<T, serde_yaml::Error> {
    let tree: Tree = serde_yaml::from_str(text)?;
    let failed = RefCell::new(None);
    let walk = Walk {
        tree: &tree,
        path: &Path::Root,
        failed: &failed,
    };
    match T::deserialize(walk) {
        Ok(value) => Ok(value),
        Err(e) => {
            let steps = failed.into_inner().unwrap_or_default();
            Err(locate(text, &steps, &e.to_string()))
        }
    }
}

/// A YAML document as the library reads it, before a type is asked of it. A map keeps
/// its entries in order, a key given twice included (the type decides: a struct refuses
/// it, `unique::map` refuses it with its own fact).
#[derive(Debug, Clone, PartialEq)]
enum Tree {
    Null,
    Bool(bool),
    Int(i64),
    Uint(u64),
    Float(f64),
    Str(String),
    /// A whole number too large for 64 bits, as the library names it
    /// (``integer `N` as u128``).
    Big(String),
    Seq(Vec<Tree>),
    Map(Vec<(Tree, Tree)>),
    /// `!name value`: an enum's variant written as a tag.
    Tagged(String, Box<Tree>),
}

impl<'de> de::Deserialize<'de> for Tree {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(TreeVisitor)
    }
}

struct TreeVisitor;

impl<'de> Visitor<'de> for TreeVisitor {
    type Value = Tree;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_unit<E>(self) -> Result<Tree, E> {
        Ok(Tree::Null)
    }
    fn visit_none<E>(self) -> Result<Tree, E> {
        Ok(Tree::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Tree, D::Error> {
        d.deserialize_any(TreeVisitor)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Tree, E> {
        Ok(Tree::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Tree, E> {
        Ok(Tree::Int(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Tree, E> {
        Ok(Tree::Uint(v))
    }
    fn visit_i128<E>(self, v: i128) -> Result<Tree, E> {
        Ok(Tree::Big(format!("integer `{v}` as i128")))
    }
    fn visit_u128<E>(self, v: u128) -> Result<Tree, E> {
        Ok(Tree::Big(format!("integer `{v}` as u128")))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Tree, E> {
        Ok(Tree::Float(v))
    }
    fn visit_str<E>(self, v: &str) -> Result<Tree, E> {
        Ok(Tree::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Tree, E> {
        Ok(Tree::Str(v))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Tree, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Tree::Seq(items))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tree, A::Error> {
        let mut entries = Vec::new();
        while let Some(entry) = map.next_entry()? {
            entries.push(entry);
        }
        Ok(Tree::Map(entries))
    }
    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Tree, A::Error> {
        let (tag, variant): (String, _) = data.variant()?;
        Ok(Tree::Tagged(tag, Box::new(variant.newtype_variant()?)))
    }
}

/// Where a node is: how the library reaches it from the top, one step at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// The key of a map's entry (counted from 0, in the text's order).
    Key(usize),
    /// The value of a map's entry.
    Value(usize),
    /// An item of a list.
    Item(usize),
    /// The value inside a tag.
    Inner,
}

/// The path to the node being read, on the stack.
enum Path<'p> {
    Root,
    Down(&'p Path<'p>, Step),
}

impl Path<'_> {
    fn steps(&self) -> Vec<Step> {
        let mut steps = Vec::new();
        let mut here = self;
        while let Path::Down(up, step) = here {
            steps.push(*step);
            here = up;
        }
        steps.reverse();
        steps
    }
}

/// One node of the tree read as what a type asks of it. The first node to refuse (the
/// deepest, as refusals come back up) is kept in `failed`.
#[derive(Clone, Copy)]
struct Walk<'t, 'p> {
    tree: &'t Tree,
    path: &'p Path<'p>,
    failed: &'p RefCell<Option<Vec<Step>>>,
}

type Error = serde_yaml::Error;

impl<'t> Walk<'t, '_> {
    /// This node refused: kept, unless a node below it refused first.
    #[inline(never)]
    fn note(&self) {
        let mut failed = self.failed.borrow_mut();
        if failed.is_none() {
            *failed = Some(self.path.steps());
        }
    }

    fn unexpected(&self) -> Unexpected<'t> {
        unexpected(self.tree)
    }
}

/// What the library calls a node it refuses (a tag's value, as the library reads it).
fn unexpected(tree: &Tree) -> Unexpected<'_> {
    {
        match tree {
            Tree::Null => Unexpected::Unit,
            Tree::Bool(b) => Unexpected::Bool(*b),
            Tree::Int(i) => Unexpected::Signed(*i),
            Tree::Uint(u) => Unexpected::Unsigned(*u),
            Tree::Float(f) => Unexpected::Float(*f),
            Tree::Str(s) => Unexpected::Str(s),
            Tree::Big(b) => Unexpected::Other(b),
            Tree::Seq(_) => Unexpected::Seq,
            Tree::Map(_) => Unexpected::Map,
            Tree::Tagged(_, inner) => unexpected(inner),
        }
    }
}

impl<'t> Walk<'t, '_> {
    fn any<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.tree {
            Tree::Null => visitor.visit_unit(),
            Tree::Bool(b) => visitor.visit_bool(*b),
            Tree::Int(i) => visitor.visit_i64(*i),
            Tree::Uint(u) => visitor.visit_u64(*u),
            Tree::Float(f) => visitor.visit_f64(*f),
            Tree::Str(s) => visitor.visit_str(s),
            Tree::Big(_) => Err(self.refused(&visitor)),
            Tree::Seq(items) => self.seq(items, visitor),
            Tree::Map(entries) => self.map(entries, visitor),
            Tree::Tagged(..) => visitor.visit_enum(self),
        }
    }

    fn refused(&self, expected: &dyn de::Expected) -> Error {
        de::Error::invalid_type(self.unexpected(), expected)
    }

    /// A number as the library reads one of `kind`: a whole number that fits, or (for
    /// `Float`) any number; anything else refused.
    fn number<'de, V: Visitor<'de>>(self, kind: Number, visitor: V) -> Result<V::Value, Error> {
        match (kind, self.tree) {
            (Number::Signed, Tree::Int(i)) => visitor.visit_i64(*i),
            (Number::Signed, Tree::Uint(u)) if i64::try_from(*u).is_ok() => {
                visitor.visit_i64(*u as i64)
            }
            (Number::Unsigned, Tree::Uint(u)) => visitor.visit_u64(*u),
            (Number::Float, Tree::Float(f)) => visitor.visit_f64(*f),
            (Number::Float, Tree::Int(i)) => visitor.visit_f64(*i as f64),
            (Number::Float, Tree::Uint(u)) => visitor.visit_f64(*u as f64),
            (Number::Bool, Tree::Bool(b)) => visitor.visit_bool(*b),
            _ => Err(self.refused(&visitor)),
        }
    }

    fn seq<'de, V: Visitor<'de>>(self, items: &[Tree], visitor: V) -> Result<V::Value, Error> {
        visitor.visit_seq(Items {
            walk: self,
            items,
            next: 0,
        })
    }

    fn map<'de, V: Visitor<'de>>(
        self,
        entries: &[(Tree, Tree)],
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_map(Entries {
            walk: self,
            entries,
            next: 0,
        })
    }

    /// The node as text, as the library gives any scalar where text is wanted.
    fn text<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.tree {
            Tree::Str(s) => visitor.visit_str(s),
            Tree::Null => visitor.visit_str(""),
            Tree::Bool(b) => visitor.visit_str(if *b { "true" } else { "false" }),
            Tree::Int(i) => visitor.visit_str(&i.to_string()),
            Tree::Uint(u) => visitor.visit_str(&u.to_string()),
            Tree::Float(f) => visitor.visit_str(&f.to_string()),
            Tree::Big(b) => visitor.visit_str(b.split('`').nth(1).unwrap_or(b)),
            _ => Err(de::Error::invalid_type(self.unexpected(), &visitor)),
        }
    }
}

/// The kinds of scalar a type asks for by number.
#[derive(Clone, Copy)]
enum Number {
    Bool,
    Signed,
    Unsigned,
    Float,
}

/// A tag's value read as what is asked (the library reads a tag only where an enum is
/// asked for): one step down, into the tag.
macro_rules! untagged {
    ($walk:ident, $method:ident ( $($arg:expr),* )) => {
        if let Tree::Tagged(_, inner) = $walk.tree {
            let path = Path::Down($walk.path, Step::Inner);
            let walk = Walk { tree: inner, path: &path, failed: $walk.failed };
            return walk.$method($($arg),*);
        }
    };
}

/// `r`, the node `walk` noted when it is a refusal.
macro_rules! noted {
    ($walk:ident, $r:expr) => {{
        let r = $r;
        if r.is_err() {
            $walk.note();
        }
        r
    }};
}

macro_rules! numbers {
    ($($name:ident $kind:ident)*) => {
        $(fn $name<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            untagged!(self, $name(visitor));
            noted!(self, self.number(Number::$kind, visitor))
        })*
    };
}

impl<'de> Deserializer<'de> for Walk<'_, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        noted!(self, self.any(visitor))
    }

    numbers! {
        deserialize_bool Bool deserialize_i8 Signed deserialize_i16 Signed
        deserialize_i32 Signed deserialize_i64 Signed deserialize_u8 Unsigned
        deserialize_u16 Unsigned deserialize_u32 Unsigned deserialize_u64 Unsigned
        deserialize_f32 Float deserialize_f64 Float
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        untagged!(self, deserialize_str(visitor));
        noted!(self, self.text(visitor))
    }
    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }
    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }
    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let _ = visitor;
        noted!(
            self,
            Err(de::Error::custom(
                "serialization and deserialization of bytes in YAML is not implemented",
            ))
        )
    }
    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_bytes(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        noted!(
            self,
            match self.tree {
                Tree::Null => visitor.visit_none(),
                _ => visitor.visit_some(self),
            }
        )
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        untagged!(self, deserialize_unit(visitor));
        noted!(
            self,
            match self.tree {
                Tree::Null => visitor.visit_unit(),
                Tree::Seq(_) | Tree::Map(_) | Tree::Tagged(..) => {
                    Err(de::Error::invalid_type(self.unexpected(), &visitor))
                }
                _ => Err(de::Error::invalid_value(self.unexpected(), &"null")),
            }
        )
    }
    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        noted!(self, visitor.visit_newtype_struct(self))
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        untagged!(self, deserialize_seq(visitor));
        noted!(
            self,
            match self.tree {
                Tree::Seq(items) => self.seq(items, visitor),
                Tree::Null => self.seq(&[], visitor),
                _ => Err(de::Error::invalid_type(self.unexpected(), &visitor)),
            }
        )
    }
    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }
    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        untagged!(self, deserialize_map(visitor));
        noted!(
            self,
            match self.tree {
                Tree::Map(entries) => self.map(entries, visitor),
                Tree::Null => self.map(&[], visitor),
                _ => Err(de::Error::invalid_type(self.unexpected(), &visitor)),
            }
        )
    }
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        // As the library: a tag (`!name value`) or a scalar (a unit variant, named by its
        // text); a list or a map is refused.
        noted!(
            self,
            match self.tree {
                Tree::Seq(_) | Tree::Map(_) => Err(de::Error::invalid_type(
                    self.unexpected(),
                    &"a YAML tag starting with '!'",
                )),
                _ => visitor.visit_enum(self),
            }
        )
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }
}

/// A list's items, each a walk one step down.
struct Items<'t, 'p> {
    walk: Walk<'t, 'p>,
    items: &'t [Tree],
    next: usize,
}

impl<'de> SeqAccess<'de> for Items<'_, '_> {
    type Error = Error;
    fn next_element_seed<S: DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, Error> {
        let Some(item) = self.items.get(self.next) else {
            return Ok(None);
        };
        let path = Path::Down(self.walk.path, Step::Item(self.next));
        self.next += 1;
        seed.deserialize(Walk {
            tree: item,
            path: &path,
            failed: self.walk.failed,
        })
        .map(Some)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len() - self.next)
    }
}

/// A map's entries, keys and values each a walk one step down.
struct Entries<'t, 'p> {
    walk: Walk<'t, 'p>,
    entries: &'t [(Tree, Tree)],
    next: usize,
}

impl<'de> MapAccess<'de> for Entries<'_, '_> {
    type Error = Error;
    fn next_key_seed<S: DeserializeSeed<'de>>(
        &mut self,
        seed: S,
    ) -> Result<Option<S::Value>, Error> {
        let Some((key, _)) = self.entries.get(self.next) else {
            return Ok(None);
        };
        let path = Path::Down(self.walk.path, Step::Key(self.next));
        seed.deserialize(Walk {
            tree: key,
            path: &path,
            failed: self.walk.failed,
        })
        .map(Some)
    }
    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, Error> {
        let at = self.next;
        self.next += 1;
        let Some((_, value)) = self.entries.get(at) else {
            return Err(de::Error::custom("a value without its key"));
        };
        let path = Path::Down(self.walk.path, Step::Value(at));
        seed.deserialize(Walk {
            tree: value,
            path: &path,
            failed: self.walk.failed,
        })
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len() - self.next)
    }
}

/// An enum: `name` alone (a unit variant) or `!name value`.
impl<'de, 't, 'p> EnumAccess<'de> for Walk<'t, 'p> {
    type Error = Error;
    type Variant = Variant<'t, 'p>;
    fn variant_seed<S: DeserializeSeed<'de>>(
        self,
        seed: S,
    ) -> Result<(S::Value, Self::Variant), Error> {
        use de::IntoDeserializer;
        match self.tree {
            Tree::Tagged(tag, inner) => {
                let name =
                    seed.deserialize(IntoDeserializer::<Error>::into_deserializer(tag.as_str()))?;
                Ok((
                    name,
                    Variant {
                        walk: self,
                        inner: Some((inner, Step::Inner)),
                    },
                ))
            }
            _ => {
                let name = seed.deserialize(self)?;
                Ok((
                    name,
                    Variant {
                        walk: self,
                        inner: None,
                    },
                ))
            }
        }
    }
}

/// An enum's variant: its value, if it has one, one step down.
struct Variant<'t, 'p> {
    walk: Walk<'t, 'p>,
    inner: Option<(&'t Tree, Step)>,
}

impl<'de> VariantAccess<'de> for Variant<'_, '_> {
    type Error = Error;
    fn unit_variant(self) -> Result<(), Error> {
        match self.inner {
            None | Some((Tree::Null, _)) => Ok(()),
            Some(_) => Err(de::Error::invalid_type(
                Unexpected::NewtypeVariant,
                &"unit variant",
            )),
        }
    }
    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Error> {
        match self.inner {
            Some((tree, step)) => {
                let path = Path::Down(self.walk.path, step);
                seed.deserialize(Walk {
                    tree,
                    path: &path,
                    failed: self.walk.failed,
                })
            }
            None => Err(de::Error::invalid_type(
                Unexpected::UnitVariant,
                &"newtype variant",
            )),
        }
    }
    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        match self.inner {
            Some((tree, step)) => {
                let path = Path::Down(self.walk.path, step);
                Walk {
                    tree,
                    path: &path,
                    failed: self.walk.failed,
                }
                .deserialize_seq(visitor)
            }
            None => Err(de::Error::invalid_type(
                Unexpected::UnitVariant,
                &"tuple variant",
            )),
        }
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.inner {
            Some((tree, step)) => {
                let path = Path::Down(self.walk.path, step);
                Walk {
                    tree,
                    path: &path,
                    failed: self.walk.failed,
                }
                .deserialize_map(visitor)
            }
            None => Err(de::Error::invalid_type(
                Unexpected::UnitVariant,
                &"struct variant",
            )),
        }
    }
}

/// The library's own refusal for `message` at the node `steps` reach in `text`: the text
/// is read again, down that path, and the node refuses with `message`; the library adds
/// its path, line and column, as it does for every refusal of a node.
fn locate(text: &str, steps: &[Step], message: &str) -> serde_yaml::Error {
    let de = serde_yaml::Deserializer::from_str(text);
    match (Locate { steps, message }).deserialize(de) {
        Err(e) => e,
        // The walk and the library disagree on the way down: the message, with no place.
        Ok(()) => <serde_yaml::Error as de::Error>::custom(message),
    }
}

/// Down `steps`, then a refusal with `message`.
#[derive(Clone, Copy)]
struct Locate<'s> {
    steps: &'s [Step],
    message: &'s str,
}

impl<'de> DeserializeSeed<'de> for Locate<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl Locate<'_> {
    fn refuse<E: de::Error>(&self) -> Result<(), E> {
        Err(E::custom(self.message))
    }
    fn rest(&self) -> Locate<'_> {
        Locate {
            steps: &self.steps[1..],
            message: self.message,
        }
    }
}

impl<'de> Visitor<'de> for Locate<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML value")
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.refuse()
    }
    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        self.refuse()
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        self.refuse()
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        self.refuse()
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        self.refuse()
    }
    fn visit_i128<E: de::Error>(self, _: i128) -> Result<(), E> {
        self.refuse()
    }
    fn visit_u128<E: de::Error>(self, _: u128) -> Result<(), E> {
        self.refuse()
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        self.refuse()
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        self.refuse()
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let Some(Step::Item(at)) = self.steps.first().copied() else {
            return self.refuse();
        };
        for _ in 0..at {
            if seq.next_element::<IgnoredAny>()?.is_none() {
                return self.refuse();
            }
        }
        match seq.next_element_seed(self.rest())? {
            Some(()) => Ok(()),
            None => self.refuse(),
        }
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let (at, key) = match self.steps.first().copied() {
            Some(Step::Key(at)) => (at, true),
            Some(Step::Value(at)) => (at, false),
            _ => return self.refuse(),
        };
        for _ in 0..at {
            if map.next_entry::<IgnoredAny, IgnoredAny>()?.is_none() {
                return self.refuse();
            }
        }
        if key {
            return match map.next_key_seed(self.rest())? {
                Some(()) => Ok(()),
                None => self.refuse(),
            };
        }
        if map.next_key::<IgnoredAny>()?.is_none() {
            return self.refuse();
        }
        map.next_value_seed(self.rest())
    }
    fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<(), A::Error> {
        if self.steps.first() != Some(&Step::Inner) {
            return self.refuse();
        }
        let (IgnoredAny, variant) = data.variant()?;
        variant.newtype_variant_seed(self.rest())
    }
}

#[cfg(test)]
#[path = "yaml_read_tests.rs"]
mod tests;

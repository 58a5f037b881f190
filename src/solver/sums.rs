//! The solver's sums — each decision's cumulative regrets and strategy sums, `[action][combo]`
//! — in buffers allocated once for the whole tree, each decision's at its offset
//! ([`Decision::offset`]). The tree numbers its decisions depth first, so a subtree's sums are
//! one contiguous range: a pass splits the buffers at a chance node's bounds and walks the
//! children in parallel, each with the sums of its own subtree ([`SumsMut`]).
//!
//! Plain, the sums are f32; compressed ([`GameOptions::compress`](super::GameOptions)), 16-bit
//! regret codes and 8-bit strategy codes with two scales per decision (`compact.rs`).

use std::borrow::Cow;

use super::compact;
use super::tree::{Bound, Decision};

/// Asks the system to back `buffer` with huge pages (2 MiB) where it can: Linux's transparent
/// huge pages, which it gives in "madvise" mode only to the memory asked for. Every iteration
/// walks all the sums (hundreds of MB on a flop), so 512 times fewer pages mean far fewer TLB
/// misses, and fewer page faults when they are first written. Only a hint: if the system
/// refuses, nothing changes; the contents are untouched.
fn huge_pages<T>(buffer: &mut [T]) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        let start = buffer.as_mut_ptr() as usize;
        let end = start + std::mem::size_of_val(buffer);
        // The whole huge pages inside the buffer.
        let (first, last) = (start.next_multiple_of(HUGE), end / HUGE * HUGE);
        if last > first {
            // SAFETY: [first, last) lies inside `buffer`, memory this process owns; the advice
            // changes how it is backed, never its contents, and a refusal is only a return
            // value (ignored: there is nothing to do about it).
            unsafe {
                libc::madvise(
                    first as *mut libc::c_void,
                    last - first,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = buffer;
}

/// The sums of a whole tree.
#[derive(Clone, Debug)]
pub(crate) enum Sums {
    /// f32 sums.
    Plain {
        /// Cumulative discounted regrets.
        regrets: Vec<f32>,
        /// Cumulative discounted strategy weights.
        strategy: Vec<f32>,
    },
    /// 16-bit regret codes and 8-bit strategy codes, with each decision's two scales.
    Packed {
        /// Regret codes.
        regrets: Vec<i16>,
        /// Strategy-sum codes.
        strategy: Vec<u8>,
        /// Per decision, what one regret code is worth and the strategy scale (strategy code `c`
        /// is worth `c²` of it).
        scales: Vec<[f32; 2]>,
    },
}

impl Sums {
    /// `len` sums of each kind, all 0, for `decisions` decisions.
    pub fn new(len: u64, decisions: usize, compress: bool) -> Sums {
        let len = len as usize;
        let mut sums = if compress {
            Sums::Packed {
                regrets: vec![0; len],
                strategy: vec![0; len],
                scales: vec![[0.0; 2]; decisions],
            }
        } else {
            Sums::Plain {
                regrets: vec![0.0; len],
                strategy: vec![0.0; len],
            }
        };
        match &mut sums {
            Sums::Plain { regrets, strategy } => {
                huge_pages(regrets);
                huge_pages(strategy);
            }
            Sums::Packed {
                regrets, strategy, ..
            } => {
                huge_pages(regrets);
                huge_pages(strategy);
            }
        }
        sums
    }

    /// The bytes of the buffers (their capacities).
    pub fn bytes(&self) -> u64 {
        fn cap<T>(v: &Vec<T>) -> u64 {
            (v.capacity() * std::mem::size_of::<T>()) as u64
        }
        match self {
            Sums::Plain { regrets, strategy } => cap(regrets) + cap(strategy),
            Sums::Packed {
                regrets,
                strategy,
                scales,
            } => cap(regrets) + cap(strategy) + cap(scales),
        }
    }

    /// The bytes the sums of `len` values of each kind over `decisions` decisions take.
    pub fn bytes_for(len: u64, decisions: u64, compress: bool) -> u64 {
        if compress {
            len * 3 + decisions * 8
        } else {
            len * 8
        }
    }

    /// The strategy sums of `d`, decoded if compressed.
    pub fn strategy(&self, d: &Decision) -> Cow<'_, [f32]> {
        let range = d.offset as usize..d.offset as usize + d.sum_len();
        match self {
            Sums::Plain { strategy, .. } => Cow::Borrowed(&strategy[range]),
            Sums::Packed {
                strategy, scales, ..
            } => {
                let mut out = vec![0.0f32; d.sum_len()];
                compact::decode_strategy(&strategy[range], scales[d.index as usize][1], &mut out);
                Cow::Owned(out)
            }
        }
    }

    /// The regrets of `d`, decoded if compressed.
    #[cfg(test)]
    pub fn regrets(&self, d: &Decision) -> Cow<'_, [f32]> {
        let range = d.offset as usize..d.offset as usize + d.sum_len();
        match self {
            Sums::Plain { regrets, .. } => Cow::Borrowed(&regrets[range]),
            Sums::Packed {
                regrets, scales, ..
            } => {
                let mut out = vec![0.0f32; d.sum_len()];
                compact::decode_regrets(&regrets[range], scales[d.index as usize][0], &mut out);
                Cow::Owned(out)
            }
        }
    }

    /// Replaces the strategy sums of `d` by `values` (as many as [`Decision::sum_len`]).
    pub fn set_strategy(&mut self, d: &Decision, values: &[f32]) {
        let range = d.offset as usize..d.offset as usize + d.sum_len();
        match self {
            Sums::Plain { strategy, .. } => strategy[range].copy_from_slice(values),
            Sums::Packed {
                strategy, scales, ..
            } => {
                scales[d.index as usize][1] =
                    compact::encode_strategy(&mut strategy[range], values, 0.0);
            }
        }
    }

    /// All of them, to be updated by a pass.
    pub fn as_mut(&mut self) -> SumsMut<'_> {
        let store = match self {
            Sums::Plain { regrets, strategy } => Store::Plain { regrets, strategy },
            Sums::Packed {
                regrets,
                strategy,
                scales,
            } => Store::Packed {
                regrets,
                strategy,
                scales,
            },
        };
        SumsMut {
            start: Bound::default(),
            store,
        }
    }
}

/// The sums of a subtree, from bound `start` on.
#[derive(Debug)]
pub(crate) struct SumsMut<'a> {
    start: Bound,
    store: Store<'a>,
}

#[derive(Debug)]
enum Store<'a> {
    Plain {
        regrets: &'a mut [f32],
        strategy: &'a mut [f32],
    },
    Packed {
        regrets: &'a mut [i16],
        strategy: &'a mut [u8],
        scales: &'a mut [[f32; 2]],
    },
}

/// One decision's sums.
#[derive(Debug)]
pub(crate) enum NodeSums<'a> {
    /// f32 sums, updated in place.
    Plain {
        regrets: &'a mut [f32],
        strategy: &'a mut [f32],
    },
    /// 16-bit regret codes, 8-bit strategy codes and the decision's two scales.
    Packed {
        regrets: &'a mut [i16],
        strategy: &'a mut [u8],
        scales: &'a mut [f32; 2],
    },
}

/// One decision's regrets, to be read: f32, or 16-bit codes and their scale.
#[derive(Clone, Copy, Debug)]
pub(crate) enum RegretsOf<'a> {
    /// f32 regrets.
    Plain(&'a [f32]),
    /// 16-bit regret codes and the scale they are decoded with.
    Packed(&'a [i16], f32),
}

impl<'a> SumsMut<'a> {
    /// The sums before `at` and those from `at` on (`at` at or after the start).
    pub fn split(self, at: Bound) -> (SumsMut<'a>, SumsMut<'a>) {
        let k = (at.offset - self.start.offset) as usize;
        let j = (at.decision - self.start.decision) as usize;
        let (left, right) = match self.store {
            Store::Plain { regrets, strategy } => {
                let (r0, r1) = regrets.split_at_mut(k);
                let (s0, s1) = strategy.split_at_mut(k);
                (
                    Store::Plain {
                        regrets: r0,
                        strategy: s0,
                    },
                    Store::Plain {
                        regrets: r1,
                        strategy: s1,
                    },
                )
            }
            Store::Packed {
                regrets,
                strategy,
                scales,
            } => {
                let (r0, r1) = regrets.split_at_mut(k);
                let (s0, s1) = strategy.split_at_mut(k);
                let (c0, c1) = scales.split_at_mut(j);
                (
                    Store::Packed {
                        regrets: r0,
                        strategy: s0,
                        scales: c0,
                    },
                    Store::Packed {
                        regrets: r1,
                        strategy: s1,
                        scales: c1,
                    },
                )
            }
        };
        (
            SumsMut {
                start: self.start,
                store: left,
            },
            SumsMut {
                start: at,
                store: right,
            },
        )
    }

    /// The same sums, borrowed again (for one child of a node after another).
    pub fn reborrow(&mut self) -> SumsMut<'_> {
        let store = match &mut self.store {
            Store::Plain { regrets, strategy } => Store::Plain { regrets, strategy },
            Store::Packed {
                regrets,
                strategy,
                scales,
            } => Store::Packed {
                regrets,
                strategy,
                scales,
            },
        };
        SumsMut {
            start: self.start,
            store,
        }
    }

    /// The regrets of decision `d` (at or after the start of these sums), to be read.
    pub fn regrets_of(&self, d: &Decision) -> RegretsOf<'_> {
        let k = (d.offset - self.start.offset) as usize;
        let j = (d.index - self.start.decision) as usize;
        let len = d.sum_len();
        match &self.store {
            Store::Plain { regrets, .. } => RegretsOf::Plain(&regrets[k..k + len]),
            Store::Packed {
                regrets, scales, ..
            } => RegretsOf::Packed(&regrets[k..k + len], scales[j][0]),
        }
    }

    /// The sums of decision `d` (at or after the start of these sums), and those of
    /// the rest of the subtree.
    pub fn take(self, d: &Decision) -> (NodeSums<'a>, SumsMut<'a>) {
        let end = Bound {
            offset: d.offset + d.sum_len() as u64,
            decision: d.index + 1,
        };
        let (own, rest) = self.split(end);
        let k = (d.offset - own.start.offset) as usize;
        let j = (d.index - own.start.decision) as usize;
        let own = match own.store {
            Store::Plain { regrets, strategy } => NodeSums::Plain {
                regrets: &mut regrets[k..],
                strategy: &mut strategy[k..],
            },
            Store::Packed {
                regrets,
                strategy,
                scales,
            } => NodeSums::Packed {
                regrets: &mut regrets[k..],
                strategy: &mut strategy[k..],
                scales: &mut scales[j],
            },
        };
        (own, rest)
    }
}

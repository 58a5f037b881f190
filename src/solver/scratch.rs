//! Per-thread scratch memory for the solver's passes, so that an iteration allocates nothing
//! once the first one has run.
//!
//! Each thread keeps a stack of buffers. A pass takes the buffer on top (growing it if it is
//! shorter than asked), uses it, and puts it back. Passes nest (a node's buffer is out while
//! its children run, and rayon may run a stolen task inside a waiting one on the same
//! thread), and nesting is last-in first-out, so on a given thread the buffer at depth `k`
//! serves the requests made at depth `k`: after one iteration it has grown to the largest of
//! them, and later iterations, which ask for the same sizes, allocate nothing.

use std::cell::RefCell;

thread_local! {
    static F32: RefCell<Vec<Vec<f32>>> = const { RefCell::new(Vec::new()) };
    static F64: RefCell<Vec<Vec<f64>>> = const { RefCell::new(Vec::new()) };
    static U32: RefCell<Vec<Vec<u32>>> = const { RefCell::new(Vec::new()) };
}

fn with<T: Copy + Default, R>(
    pool: &'static std::thread::LocalKey<RefCell<Vec<Vec<T>>>>,
    len: usize,
    f: impl FnOnce(&mut [T]) -> R,
) -> R {
    let mut buffer = pool.with(|p| p.borrow_mut().pop()).unwrap_or_default();
    if buffer.len() < len {
        buffer.resize(len, T::default());
    }
    let result = f(&mut buffer[..len]);
    pool.with(|p| p.borrow_mut().push(buffer));
    result
}

/// Runs `f` on `len` f32 of this thread's scratch (their contents are whatever the last user
/// left: write before reading).
pub(crate) fn with_f32<R>(len: usize, f: impl FnOnce(&mut [f32]) -> R) -> R {
    with(&F32, len, f)
}

/// Runs `f` on `len` f64 of this thread's scratch (contents as for [`with_f32`]).
pub(crate) fn with_f64<R>(len: usize, f: impl FnOnce(&mut [f64]) -> R) -> R {
    with(&F64, len, f)
}

/// Runs `f` on `len` u32 of this thread's scratch (contents as for [`with_f32`]).
pub(crate) fn with_u32<R>(len: usize, f: impl FnOnce(&mut [u32]) -> R) -> R {
    with(&U32, len, f)
}

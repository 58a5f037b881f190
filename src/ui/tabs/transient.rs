//! A tab's state lives in one struct that is also what the app saves (the app clones it to
//! save and compares it in tests). Running jobs and caches are part of that struct but not of
//! what it *is*: [`Transient`] holds them so that cloning gives a fresh (empty) one, equality
//! ignores them, and saving skips them.

/// A value that does not survive a clone or a save and never makes two states differ.
///
/// ```
/// use pokerlab::ui::tabs::transient::Transient;
/// let cache = Transient(vec![1, 2, 3]);
/// assert_eq!(cache.clone().0, Vec::<i32>::new());
/// assert_eq!(cache, Transient(vec![4]));
/// ```
#[derive(Default)]
pub struct Transient<T>(pub T);

impl<T: Default> Clone for Transient<T> {
    fn clone(&self) -> Self {
        Transient(T::default())
    }
}

impl<T> PartialEq for Transient<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl<T> std::fmt::Debug for Transient<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Transient")
    }
}

impl<T> std::ops::Deref for Transient<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> std::ops::DerefMut for Transient<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

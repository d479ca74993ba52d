//! What the process says about a panic: the thread and the source location, never the
//! payload.
//!
//! Rust's own panic messages quote the values involved (a string sliced at a bad index is
//! printed whole, a failed `expect` prints its error), and the default hook writes them to
//! stderr, where a container runtime collects them with the logs. A credential that reached
//! such a value would leak. [`install_hook`], called first in `main`, replaces the default
//! hook with one that writes a single JSON log line naming the thread and the location, and
//! keeps that location for the code that catches the panic ([`report`]), so the supervisor,
//! the HTTP server, the webhook endpoint and the NRI plugin can log and answer a panic
//! without ever reading its payload.

use std::cell::{Cell, RefCell};
use std::panic::PanicHookInfo;
use std::sync::Once;

use crate::logger;

thread_local! {
    /// The location of this thread's last panic, until a catcher takes it.
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
    /// Set while this thread runs the hook: a panic inside the logger then is not logged
    /// again (the process would abort on a panic within the hook's own panic).
    static IN_HOOK: Cell<bool> = const { Cell::new(false) };
}

/// Replaces the default panic hook (once per process; later calls do nothing). In unit
/// tests of this crate the previous hook still runs after the log line, so a failing test
/// keeps its assertion message.
pub fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        #[cfg(test)]
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            hook(info);
            #[cfg(test)]
            previous(info);
        }));
    });
}

fn hook(info: &PanicHookInfo<'_>) {
    let location = info.location().map_or_else(
        || "unknown".to_owned(),
        |l| format!("{}:{}", l.file(), l.line()),
    );
    // `try_with` and `try_borrow_mut`: a panic while thread-locals are torn down, or inside a
    // catcher holding the cell, must not turn into a second panic here.
    let _ = LAST.try_with(|last| {
        if let Ok(mut last) = last.try_borrow_mut() {
            *last = Some(location.clone());
        }
    });
    let reentered = IN_HOOK.try_with(|flag| flag.replace(true)).unwrap_or(true);
    if reentered {
        return;
    }
    let thread = std::thread::current();
    logger::error(
        "thread panicked",
        &[
            ("thread", thread.name().unwrap_or("unnamed")),
            ("location", &location),
        ],
    );
    let _ = IN_HOOK.try_with(|flag| flag.set(false));
}

/// What a catcher says about the panic it just caught on this thread: `panicked at
/// <file>:<line>` (taken from the hook), never the payload. Without the hook (a library
/// used without `main`), the location is unknown.
pub fn report() -> String {
    let location = LAST
        .try_with(|last| last.try_borrow_mut().ok().and_then(|mut l| l.take()))
        .ok()
        .flatten();
    match location {
        Some(location) => format!("panicked at {location}"),
        None => "panicked (location not recorded)".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use std::panic::catch_unwind;

    use super::*;

    #[test]
    fn a_caught_panic_is_reported_by_location_without_its_payload() {
        install_hook();
        let canary = "canary-s.9f8e7d6c5b4a";
        let result = catch_unwind(|| {
            let text = String::from(canary);
            // Rust's own message quotes the string: "byte index 99 is out of range of `...`".
            #[allow(clippy::indexing_slicing, clippy::string_slice)]
            let cut = &text[..99];
            cut.len()
        });
        assert!(result.is_err());
        let said = report();
        assert!(
            said.starts_with("panicked at src/runtime/panics.rs:"),
            "{said}"
        );
        assert!(!said.contains(canary), "{said}");
        // Taken once: a later catch without a panic of its own does not repeat it.
        assert_eq!(report(), "panicked (location not recorded)");
    }
}

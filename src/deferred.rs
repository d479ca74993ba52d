//! Work a request must cause but its answer need not wait for.
//!
//! A webhook review is answered on the worker that serves it, and the apiserver (and the
//! pod's creation behind it) waits for that answer. Some of what a review causes is owed
//! but not urgent: the log line that says what was done (a write to stdout, which wakes
//! whoever reads the pipe), and in NRI delivery the revocation of the login token that only
//! proved the pod may have its role (a queue push that wakes the cleanup thread, whose
//! Vault call then competes with the answer for the CPU). [`enter`] opens a scope on the
//! current thread; [`defer`] inside it holds the task until the scope ends, and the HTTP
//! worker ends it once the answer is written. Outside a scope [`defer`] runs the task at
//! once, so code that defers is correct on any thread.
//!
//! **Invariant:** a deferred task always runs: when the scope's guard drops, on every path
//! (answer written or not, handler panicked or not), each task under `catch_unwind`, so a
//! panicking task neither loses the others nor takes the worker down.

use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};

type Task = Box<dyn FnOnce()>;

thread_local! {
    /// `Some` while a scope is open on this thread: the tasks it holds, in order.
    static PENDING: RefCell<Option<Vec<Task>>> = const { RefCell::new(None) };
}

/// While alive, [`defer`] on this thread holds its tasks; dropping it (or [`Scope::run`])
/// runs them. A scope opened inside another is inert: the outer one runs everything.
#[derive(Debug)]
#[must_use = "the deferred tasks run when the guard is dropped"]
pub struct Scope {
    outermost: bool,
}

/// Opens a scope on the current thread.
pub fn enter() -> Scope {
    let outermost = PENDING.with(|pending| {
        let mut pending = pending.borrow_mut();
        if pending.is_some() {
            false
        } else {
            *pending = Some(Vec::new());
            true
        }
    });
    Scope { outermost }
}

/// Whether a scope is open on the current thread (what [`defer`] would hold).
pub fn active() -> bool {
    PENDING.with(|pending| pending.borrow().is_some())
}

/// Runs `task` when the current thread's scope ends, or now when none is open.
pub fn defer(task: impl FnOnce() + 'static) {
    let held = PENDING.with(|pending| match pending.borrow_mut().as_mut() {
        Some(tasks) => {
            tasks.push(Box::new(task));
            None
        }
        None => Some(task),
    });
    if let Some(task) = held {
        task();
    }
}

impl Scope {
    /// Ends the scope now: runs what it holds, in the order it was deferred.
    pub fn run(self) {
        drop(self);
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        if !self.outermost {
            return;
        }
        // Taken out first: a task that defers again runs its own task at once.
        let tasks = PENDING.with(|pending| pending.borrow_mut().take());
        for task in tasks.into_iter().flatten() {
            // A panic was already reported by the hook; the next task still runs.
            let _ = catch_unwind(AssertUnwindSafe(task));
        }
    }
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::rc::Rc;

    use super::*;

    /// What the tasks of a test did, in order.
    #[derive(Clone, Default)]
    struct Seen(Rc<RefCell<Vec<&'static str>>>);

    impl Seen {
        fn note(&self, what: &'static str) {
            self.0.borrow_mut().push(what);
        }

        /// A task that notes `what`.
        fn task(&self, what: &'static str) -> impl FnOnce() + 'static {
            let seen = self.clone();
            move || seen.note(what)
        }

        fn get(&self) -> Vec<&'static str> {
            self.0.borrow().clone()
        }
    }

    #[test]
    fn outside_a_scope_a_task_runs_at_once() {
        let seen = Seen::default();
        assert!(!active());
        defer(seen.task("now"));
        assert_eq!(seen.get(), ["now"]);
    }

    #[test]
    fn a_scope_holds_its_tasks_until_it_ends_and_runs_them_in_order() {
        let seen = Seen::default();
        let scope = enter();
        assert!(active());
        defer(seen.task("first"));
        defer(seen.task("second"));
        seen.note("answer");
        {
            // Nested: inert, the outer scope runs everything.
            let inner = enter();
            defer(seen.task("third"));
            drop(inner);
        }
        assert_eq!(seen.get(), ["answer"]);
        scope.run();
        assert!(!active());
        assert_eq!(seen.get(), ["answer", "first", "second", "third"]);
    }

    #[test]
    fn a_panicking_task_does_not_lose_the_others_and_a_dropped_scope_runs_them() {
        let seen = Seen::default();
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let _scope = enter();
            defer(|| panic!("a task that panics"));
            defer(seen.task("after the panicking task"));
            panic!("the handler panics while its tasks are held");
        }));
        assert!(outcome.is_err());
        assert!(!active());
        assert_eq!(seen.get(), ["after the panicking task"]);
    }

    #[test]
    fn a_task_that_defers_again_runs_that_task_at_once() {
        let seen = Seen::default();
        let scope = enter();
        let inner = seen.task("inner");
        let outer = seen.task("outer");
        defer(move || {
            defer(inner);
            outer();
        });
        scope.run();
        assert_eq!(seen.get(), ["inner", "outer"]);
    }
}

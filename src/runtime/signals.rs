//! Signal handling without handlers: the signals are blocked in every thread and one thread
//! takes them with `sigwait`. SIGTERM and SIGINT start the orderly shutdown; SIGHUP asks for
//! a reload (certificates).

use crossbeam_channel::Sender;
use nix::sys::signal::{SigSet, Signal};

use crate::logger;
use crate::runtime::ShutdownTrigger;

/// What the signal thread asks of the process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// Reload what can be reloaded (SIGHUP).
    Reload,
}

fn handled() -> SigSet {
    let mut set = SigSet::empty();
    set.add(Signal::SIGTERM);
    set.add(Signal::SIGINT);
    set.add(Signal::SIGHUP);
    set
}

/// Blocks the handled signals in the calling thread; threads spawned afterwards inherit the
/// mask. Call it first thing in `main`.
pub fn block() -> nix::Result<()> {
    handled().thread_block()
}

/// Takes signals until SIGTERM or SIGINT, then triggers shutdown and returns. SIGHUP sends
/// [`Request::Reload`] (dropped if a reload is already pending). Runs on its own thread; a
/// process-wide signal wakes it even though every thread blocks the set.
pub fn wait_for_signals(trigger: ShutdownTrigger, reload: Sender<Request>) -> nix::Result<()> {
    let set = handled();
    loop {
        match set.wait()? {
            Signal::SIGHUP => {
                logger::info("SIGHUP received, reloading", &[]);
                let _ = reload.try_send(Request::Reload);
            }
            signal => {
                logger::info(
                    "signal received, shutting down",
                    &[("signal", signal.as_str())],
                );
                trigger.trigger();
                return Ok(());
            }
        }
    }
}

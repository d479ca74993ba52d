//! The shutdown channel: a crossbeam channel that never carries a message and is closed by
//! dropping its only sender, so that every clone of the receiver wakes at once, in `select!`
//! or in a timed wait.

use std::convert::Infallible;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, TryRecvError, bounded};

/// Closes the shutdown channel. Cheap to clone; the first `trigger` wins.
#[derive(Clone)]
pub struct ShutdownTrigger {
    sender: Arc<Mutex<Option<Sender<Infallible>>>>,
}

impl ShutdownTrigger {
    /// Starts the orderly shutdown: every [`Shutdown`] sees it at once.
    pub fn trigger(&self) {
        self.sender
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take();
    }
}

/// The watching end. Clone it into every loop.
#[derive(Clone)]
pub struct Shutdown {
    receiver: Receiver<Infallible>,
}

impl Shutdown {
    /// The receiver to put in a `select!`: it becomes ready (with a disconnect error) when
    /// shutdown starts.
    pub fn receiver(&self) -> &Receiver<Infallible> {
        &self.receiver
    }

    /// Whether shutdown has started.
    pub fn is_triggered(&self) -> bool {
        matches!(self.receiver.try_recv(), Err(TryRecvError::Disconnected))
    }

    /// Waits up to `timeout`; returns true if shutdown started meanwhile. This is the one
    /// way loops pause, so that none sleeps through a shutdown.
    pub fn wait_timeout(&self, timeout: Duration) -> bool {
        matches!(
            self.receiver.recv_timeout(timeout),
            Err(RecvTimeoutError::Disconnected)
        )
    }
}

/// A new shutdown channel.
pub fn shutdown_channel() -> (ShutdownTrigger, Shutdown) {
    // Capacity is irrelevant: nothing is ever sent (the type is uninhabited).
    let (sender, receiver) = bounded(0);
    (
        ShutdownTrigger {
            sender: Arc::new(Mutex::new(Some(sender))),
        },
        Shutdown { receiver },
    )
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;

    #[test]
    fn trigger_wakes_every_clone() {
        let (trigger, shutdown) = shutdown_channel();
        let other = shutdown.clone();
        assert!(!shutdown.is_triggered());
        assert!(!shutdown.wait_timeout(Duration::from_millis(10)));
        trigger.clone().trigger();
        trigger.trigger();
        assert!(shutdown.is_triggered());
        assert!(other.is_triggered());
        let start = Instant::now();
        assert!(other.wait_timeout(Duration::from_secs(10)));
        assert!(start.elapsed() < Duration::from_secs(1));
    }
}

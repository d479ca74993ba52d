//! The `process_*` metrics that client_golang's process collector gave the Go original and
//! that dashboards plot (memory, CPU, file descriptors, start time), read from `/proc/self`
//! at scrape time. Off Linux, or when `/proc` is not mounted, they have no samples.

use std::fs;

/// Clock ticks per second in `/proc/<pid>/stat`. The kernel reports these fields in
/// USER_HZ, which is fixed at 100 on every architecture this binary is built for
/// (x86_64, aarch64), whatever the kernel's own HZ; so no `sysconf` call is needed.
const USER_HZ: f64 = 100.0;

/// The fields of `/proc/self/stat` after the command name (which may hold spaces and
/// parentheses, so the split is at the last `)`). Index 0 is field 3 (`state`).
fn stat_fields() -> Option<Vec<String>> {
    let stat = fs::read_to_string("/proc/self/stat").ok()?;
    let (_, rest) = stat.rsplit_once(')')?;
    Some(rest.split_whitespace().map(str::to_owned).collect())
}

/// Field `n` (1-based, as in proc(5)) of `/proc/self/stat`, as a number.
fn stat_field(fields: &[String], n: usize) -> Option<f64> {
    fields.get(n.checked_sub(3)?)?.parse().ok()
}

/// A `Key:   value kB` line of `/proc/self/status`, as a number of the unit given.
fn status_value(key: &str) -> Option<f64> {
    let status = fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| {
        line.strip_prefix(key)
            .is_some_and(|rest| rest.starts_with(':'))
    })?;
    let mut words = line.split_whitespace().skip(1);
    let value: f64 = words.next()?.parse().ok()?;
    Some(match words.next() {
        Some("kB") => value * 1024.0,
        _ => value,
    })
}

/// User plus system CPU time, in seconds (`utime` + `stime`, fields 14 and 15).
pub(crate) fn cpu_seconds() -> Option<f64> {
    let fields = stat_fields()?;
    Some((stat_field(&fields, 14)? + stat_field(&fields, 15)?) / USER_HZ)
}

/// Resident memory in bytes (`VmRSS`).
pub(crate) fn resident_memory_bytes() -> Option<f64> {
    status_value("VmRSS")
}

/// Virtual memory in bytes (`VmSize`).
pub(crate) fn virtual_memory_bytes() -> Option<f64> {
    status_value("VmSize")
}

/// Threads in the process.
pub(crate) fn threads() -> Option<f64> {
    status_value("Threads")
}

/// Open file descriptors (entries of `/proc/self/fd`, less the one this read holds open).
pub(crate) fn open_fds() -> Option<f64> {
    let count = fs::read_dir("/proc/self/fd").ok()?.count();
    #[allow(clippy::cast_precision_loss)] // Descriptor counts are small.
    Some(count.saturating_sub(1) as f64)
}

/// The soft limit on open file descriptors (`Max open files` in `/proc/self/limits`).
pub(crate) fn max_fds() -> Option<f64> {
    let limits = fs::read_to_string("/proc/self/limits").ok()?;
    let line = limits
        .lines()
        .find(|line| line.starts_with("Max open files"))?;
    let soft = line
        .strip_prefix("Max open files")?
        .split_whitespace()
        .next()?;
    if soft == "unlimited" {
        return Some(f64::INFINITY);
    }
    soft.parse().ok()
}

/// When the process started, in seconds since the Unix epoch: boot time (`btime` in
/// `/proc/stat`) plus the start time in ticks since boot (field 22).
pub(crate) fn start_time_seconds() -> Option<f64> {
    let fields = stat_fields()?;
    let ticks = stat_field(&fields, 22)?;
    let stat = fs::read_to_string("/proc/stat").ok()?;
    let boot: f64 = stat
        .lines()
        .find_map(|line| line.strip_prefix("btime "))?
        .trim()
        .parse()
        .ok()?;
    Some(boot + ticks / USER_HZ)
}

#[cfg(test)]
mod tests {
    use std::time::{SystemTime, UNIX_EPOCH};

    use super::*;

    #[test]
    fn values_are_plausible_on_linux() {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_secs_f64();
        let start = start_time_seconds().unwrap();
        assert!(
            start > now - 86_400.0 * 365.0 && start <= now + 1.0,
            "{start} vs {now}"
        );
        assert!(cpu_seconds().unwrap() >= 0.0);
        assert!(resident_memory_bytes().unwrap() > 1024.0 * 1024.0);
        assert!(virtual_memory_bytes().unwrap() >= resident_memory_bytes().unwrap());
        assert!(threads().unwrap() >= 1.0);
        let fds = open_fds().unwrap();
        assert!(fds >= 3.0, "{fds}");
        assert!(max_fds().unwrap() >= fds);
    }
}

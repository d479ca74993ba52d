//! What the benchmarks of record share (each bench includes this file with `#[path]`):
//! the statistics of interleaved rounds, the `RECORD` lines `scripts/bench` gathers into
//! its table, and the product binary run as a child process.
//!
//! Method, the same for every figure: the product and its floor run in rounds; within a
//! round the two sides alternate (which goes first alternates from round to round), so a
//! burst of load from a neighbour lands on both. Each round gives a median per side; the
//! figure's ratio is the median of the per-round ratios (a median of medians), and the
//! spread is the range of those per-round ratios. p99 is over every sample of a side.

#![allow(dead_code, unreachable_pub)]

pub(crate) mod floor;

use std::fs;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::unistd::Pid;
use serde_json::Value;

/// The product binary, built with the bench profile by `cargo bench`.
pub(crate) const BINARY: &str = env!("CARGO_BIN_EXE_vault-db-injector");

/// A positional argument `n` (flags such as `--bench` skipped), or `default`.
pub(crate) fn arg(n: usize, default: usize) -> usize {
    std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .nth(n)
        .and_then(|a| a.parse().ok())
        .unwrap_or(default)
}

/// The `q` quantile of `samples` (nearest rank); zero when empty.
pub(crate) fn quantile(samples: &[Duration], q: f64) -> Duration {
    let mut sorted = samples.to_vec();
    sorted.sort();
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    // Rounding a quantile of a few thousand samples to an index is exact enough.
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let index = ((sorted.len() as f64 - 1.0) * q).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

/// The median of `samples`.
pub(crate) fn median(samples: &[Duration]) -> Duration {
    quantile(samples, 0.5)
}

/// The median of plain numbers (ratios).
pub(crate) fn median_f64(values: &[f64]) -> f64 {
    let mut sorted = values.to_vec();
    sorted.sort_by(f64::total_cmp);
    if sorted.is_empty() {
        return f64::NAN;
    }
    let mid = sorted.len() / 2;
    if sorted.len() % 2 == 1 {
        sorted[mid]
    } else {
        f64::midpoint(sorted[mid - 1], sorted[mid])
    }
}

/// The smallest and largest of `values` (the spread printed beside a median of ratios).
pub(crate) fn range(values: &[f64]) -> (f64, f64) {
    values.iter().fold((f64::INFINITY, 0.0f64), |(lo, hi), r| {
        (lo.min(*r), hi.max(*r))
    })
}

/// One side of a comparison: every sample, and the median and p99 of each round.
#[derive(Default, Clone)]
pub(crate) struct Side {
    pub(crate) samples: Vec<Duration>,
    pub(crate) round_medians: Vec<Duration>,
    pub(crate) round_p99s: Vec<Duration>,
    /// Each round's samples, for [`p99_intervals`].
    pub(crate) rounds: Vec<Vec<Duration>>,
}

impl Side {
    /// Adds one round's samples.
    pub(crate) fn round(&mut self, samples: &[Duration]) {
        self.samples.extend_from_slice(samples);
        self.round_medians.push(median(samples));
        self.round_p99s.push(quantile(samples, 0.99));
        self.rounds.push(samples.to_vec());
    }

    pub(crate) fn p50(&self) -> Duration {
        median(&self.samples)
    }

    pub(crate) fn p99(&self) -> Duration {
        quantile(&self.samples, 0.99)
    }
}

/// The comparison of a product side with its floor, round by round.
pub(crate) struct Comparison {
    /// Median of the per-round ratios of the medians.
    pub(crate) ratio: f64,
    /// The smallest and largest per-round ratio.
    pub(crate) spread: (f64, f64),
    /// Median of the per-round ratios of the p99s: the tail figure judged. A few seconds
    /// of Vault's garbage collection or a PostgreSQL checkpoint put a dozen samples of
    /// one side in the pooled tail (p99 of 2,000 is the 20th-largest), which moved the
    /// pooled ratio 0.84-1.45 between runs of the same build; a round's p99 holds one
    /// such moment at most, and the median of the rounds sets it aside.
    pub(crate) p99_ratio: f64,
    /// The smallest and largest per-round p99 ratio.
    pub(crate) p99_spread: (f64, f64),
    /// p99 of every product sample over p99 of every floor sample (shown, not judged).
    pub(crate) pooled_p99_ratio: f64,
}

pub(crate) fn compare(product: &Side, floor: &Side) -> Comparison {
    let per_round = |p: &[Duration], f: &[Duration]| -> Vec<f64> {
        p.iter()
            .zip(f)
            .map(|(p, f)| p.as_secs_f64() / f.as_secs_f64())
            .collect()
    };
    let ratios = per_round(&product.round_medians, &floor.round_medians);
    let p99s = per_round(&product.round_p99s, &floor.round_p99s);
    Comparison {
        ratio: median_f64(&ratios),
        spread: range(&ratios),
        p99_ratio: median_f64(&p99s),
        p99_spread: range(&p99s),
        pooled_p99_ratio: product.p99().as_secs_f64() / floor.p99().as_secs_f64(),
    }
}

/// 95 % intervals of the two tail ratios of [`compare`], the median of the rounds' p99
/// ratios and the pooled p99 ratio: each round's samples of each side resampled with
/// replacement 1,000 times (a stratified bootstrap; the rounds keep their pairing in time),
/// the ratios computed again each time, and the 2.5th and 97.5th percentiles taken. How far
/// the figure would move if the same rounds were sampled again: a target inside the
/// interval is one the run cannot decide.
pub(crate) fn p99_intervals(product: &Side, floor: &Side) -> ((f64, f64), (f64, f64)) {
    const RESAMPLES: usize = 1000;
    // SplitMix64 with a fixed seed: the interval of a given run is reproducible.
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = move |bound: usize| -> usize {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        #[allow(clippy::cast_possible_truncation)]
        let index = (z % bound as u64) as usize;
        index
    };
    let mut resample = |round: &[Duration], pooled: &mut Vec<Duration>| -> Duration {
        let drawn: Vec<Duration> = (0..round.len()).map(|_| round[next(round.len())]).collect();
        pooled.extend_from_slice(&drawn);
        quantile(&drawn, 0.99)
    };
    let (mut by_rounds, mut pooled) = (Vec::with_capacity(RESAMPLES), Vec::new());
    for _ in 0..RESAMPLES {
        let (mut all_product, mut all_floor) = (Vec::new(), Vec::new());
        let mut ratios = Vec::new();
        for (p, f) in product.rounds.iter().zip(&floor.rounds) {
            if p.is_empty() || f.is_empty() {
                continue;
            }
            let p99_product = resample(p, &mut all_product);
            let p99_floor = resample(f, &mut all_floor);
            ratios.push(p99_product.as_secs_f64() / p99_floor.as_secs_f64());
        }
        by_rounds.push(median_f64(&ratios));
        pooled.push(
            quantile(&all_product, 0.99).as_secs_f64() / quantile(&all_floor, 0.99).as_secs_f64(),
        );
    }
    let interval = |values: &mut Vec<f64>| {
        values.sort_by(f64::total_cmp);
        let at = |q: f64| {
            #[allow(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                clippy::cast_precision_loss
            )]
            let index = ((values.len() - 1) as f64 * q).round() as usize;
            values.get(index).copied().unwrap_or(f64::NAN)
        };
        (at(0.025), at(0.975))
    };
    (interval(&mut by_rounds), interval(&mut pooled))
}

/// A duration for a table: µs below a millisecond, ms below 10 s, else s.
pub(crate) fn show(d: Duration) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros < 1000.0 {
        format!("{micros:.1} µs")
    } else if micros < 10e6 {
        format!("{:.2} ms", micros / 1000.0)
    } else {
        format!("{:.1} s", micros / 1e6)
    }
}

/// A row of the bench table: `scripts/bench` collects the lines that start with `RECORD`
/// (tab-separated: figure, product, floor, ratio, target, met) from every bench's output,
/// prints them as one table and fails when a row says `no`.
pub(crate) fn record(
    figure: &str,
    product: &str,
    floor: &str,
    ratio: &str,
    target: &str,
    met: Option<bool>,
) {
    let met = match met {
        Some(true) => "yes",
        Some(false) => "no",
        None => "-",
    };
    // A product cannot beat the calls it has to make: a ratio well below 1 against a floor
    // is noise, and a run that shows one cannot judge its target (issue 21).
    let leading: String = ratio
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let below_floor = !floor.is_empty()
        && target.starts_with('≤')
        && leading.parse::<f64>().is_ok_and(|r| r < 0.95);
    emit(
        figure,
        product,
        floor,
        ratio,
        target,
        if below_floor { None } else { Some(met) },
    );
}

/// A row whose ratio is against a *baseline to beat* (the original's cost), not a floor
/// the product must pay: a ratio far below 1 is then the point, and the physical floor is
/// checked by the caller (`physical_floor`: the lowest ratio the product could reach, a
/// ratio below which means the method is broken).
pub(crate) fn record_against_baseline(
    figure: &str,
    product: &str,
    baseline: &str,
    ratio: f64,
    physical_floor: f64,
    target: &str,
    met: Option<bool>,
) {
    let text = format!("{ratio:.3} (1/{:.1})", 1.0 / ratio.max(1e-9));
    if ratio < physical_floor * 0.95 {
        emit(figure, product, baseline, &text, target, None);
        return;
    }
    let met = match met {
        Some(true) => "yes",
        Some(false) => "no",
        None => "-",
    };
    emit(figure, product, baseline, &text, target, Some(met));
}

/// Prints the row; `met` `None` means the ratio is below its physical floor (noise, or a
/// broken method), which fails the run rather than count as met.
fn emit(figure: &str, product: &str, floor: &str, ratio: &str, target: &str, met: Option<&str>) {
    let met = met.unwrap_or("no (below the floor: noise)");
    #[allow(clippy::print_stdout)]
    {
        println!("RECORD\t{figure}\t{product}\t{floor}\t{ratio}\t{target}\t{met}");
    }
}

/// The product binary as a child process, its stdout (JSON log lines) collected.
pub(crate) struct Product {
    pub(crate) child: Child,
    pub(crate) lines: Arc<Mutex<Vec<String>>>,
}

impl Product {
    /// Starts the binary with `config` and no environment but `env`; waits until it logs
    /// that it started (at most 30 s).
    pub(crate) fn start(config: &Path, env: &[(&str, &str)]) -> Product {
        // `VDBI_BENCH_BINARY`: another build of the product (the release binary of
        // `scripts/build-release`, whose memory the scale bench's RSS target is about).
        let binary = std::env::var("VDBI_BENCH_BINARY").unwrap_or_else(|_| BINARY.to_owned());
        let mut command = Command::new(binary);
        command
            .arg("--config")
            .arg(config)
            .env_clear()
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        for (key, value) in env {
            command.env(key, value);
        }
        // Heap profiling of a bench's replicas: `VDBI_BENCH_HEAPTRACK=<dir>` records each
        // one's allocations with heaptrack's preload library (read the files with
        // `heaptrack_interpret < f.raw | gzip > f.gz; heaptrack_print f.gz`).
        if let Ok(dir) = std::env::var("VDBI_BENCH_HEAPTRACK") {
            static STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
            let n = STARTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let stem = config
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or("product");
            command
                .env("LD_PRELOAD", "/usr/lib/heaptrack/libheaptrack_preload.so")
                .env("DUMP_HEAPTRACK_OUTPUT", format!("{dir}/{n:02}-{stem}.raw"));
        }
        let mut child = command.spawn().unwrap();
        let stdout = child.stdout.take().unwrap();
        let lines = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&lines);
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                sink.lock().unwrap().push(line);
            }
        });
        let product = Product { child, lines };
        let deadline = Instant::now() + Duration::from_secs(30);
        while product.count("Starting vault-db-injector") == 0 {
            assert!(
                Instant::now() < deadline,
                "the product did not start:\n{}",
                product.lines.lock().unwrap().join("\n")
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        product
    }

    pub(crate) fn count(&self, needle: &str) -> usize {
        self.lines
            .lock()
            .unwrap()
            .iter()
            .filter(|l| l.contains(needle))
            .count()
    }

    pub(crate) fn pid(&self) -> Pid {
        Pid::from_raw(i32::try_from(self.child.id()).unwrap())
    }

    /// The address a server of the product logged.
    pub(crate) fn address(&self, server: &str) -> SocketAddr {
        self.lines
            .lock()
            .unwrap()
            .iter()
            .filter_map(|l| serde_json::from_str::<Value>(l).ok())
            .find(|v| v["message"] == "http server listening" && v["server"] == server)
            .and_then(|v| v["address"].as_str()?.parse().ok())
            .unwrap()
    }

    /// SIGTERM, then the time until the process exited and its exit code (`None` when it
    /// had to be killed after 30 s).
    pub(crate) fn stop(&mut self) -> (Duration, Option<i32>) {
        let started = Instant::now();
        kill(self.pid(), Signal::SIGTERM).unwrap();
        let deadline = started + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return (started.elapsed(), status.code());
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                return (started.elapsed(), None);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

impl Drop for Product {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Writes `text` to `path` (mode 0600: configurations name secrets' files).
pub(crate) fn write_private(path: &Path, text: &str) {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .unwrap();
    file.write_all(text.as_bytes()).unwrap();
}

/// A database role `role` of the testbed's mount, on a connection of its own name to the
/// testbed's PostgreSQL, its leases lasting `default_ttl` (Vault's duration: seconds or
/// `"1h"`) and renewable for a day, and a policy `role` that reads its creds (the
/// product's naming convention). What the renewer and scale benches issue from.
pub(crate) fn bench_role(tb: &vdbi_testbed::Testbed, role: &str, default_ttl: Value) {
    use vdbi_testbed::openbao::DB_MOUNT;
    let pg = &tb.postgres;
    let write = |path: String, body: Value| {
        tb.openbao
            .write(&path, &body)
            .unwrap_or_else(|e| panic!("{path}: {e}"));
    };
    write(
        format!("{DB_MOUNT}/config/{role}"),
        serde_json::json!({
            "plugin_name": "postgresql-database-plugin",
            "connection_url": format!(
                "postgresql://{{{{username}}}}:{{{{password}}}}@{}:{}/{}?sslmode=disable",
                pg.host(),
                pg.port(),
                vdbi_testbed::postgres::APP_DATABASE
            ),
            "username": pg.admin_user(),
            "password": pg.admin_password(),
            "allowed_roles": [role],
            "verify_connection": true,
        }),
    );
    write(
        format!("{DB_MOUNT}/roles/{role}"),
        serde_json::json!({
            "db_name": role,
            "default_ttl": default_ttl,
            "max_ttl": "24h",
            "creation_statements": ["CREATE ROLE \"{{name}}\" WITH LOGIN PASSWORD '{{password}}' VALID UNTIL '{{expiration}}';"],
        }),
    );
    write(
        format!("sys/policies/acl/{role}"),
        serde_json::json!({"policy": format!("path \"{DB_MOUNT}/creds/{role}\" {{\n  capabilities = [\"read\"]\n}}\n")}),
    );
}

//! The metric types: counters, gauges, histograms and summaries, alone or in families
//! keyed by a fixed set of label names. Values are atomics, so an increment on a hot path
//! (an admission, an NRI request) takes no lock; a family takes a read lock to find its
//! series and a write lock only the first time a label set is seen.

use std::collections::HashMap;
use std::collections::hash_map::RandomState;
use std::fmt;
use std::hash::BuildHasher;
use std::ops::Deref;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

use crate::limits;
use crate::metrics::intern::intern;
use crate::metrics::text;

/// The Prometheus client's default histogram buckets, in seconds (client_golang's
/// `DefBuckets`), which kubewebhook's review histogram uses.
pub const DEFAULT_BUCKETS: [f64; 11] = [
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// A family's type, as written on its `# TYPE` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Only goes up (resets when the process restarts).
    Counter,
    /// Goes up and down.
    Gauge,
    /// Observations counted in cumulative buckets, with their sum and count.
    Histogram,
    /// Observations' sum and count (no quantiles).
    Summary,
}

impl Kind {
    /// The word used on the `# TYPE` line.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Counter => "counter",
            Kind::Gauge => "gauge",
            Kind::Histogram => "histogram",
            Kind::Summary => "summary",
        }
    }
}

/// Where a metric comes from, for `docs/metrics.md` and the migration guide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Exposed by the Go original with this name, type and labels.
    Original,
    /// Declared by the Go original but never registered there, so it was never exposed;
    /// exposed here with the name, type and labels the original declared.
    Fixed,
    /// Exposed by a library the Go original used (kubewebhook, client_golang's process
    /// collector), kept so that dashboards keep working.
    Library,
    /// New in this implementation.
    New,
}

impl Origin {
    /// How `docs/metrics.md` names the origin.
    pub fn as_str(self) -> &'static str {
        match self {
            Origin::Original => "original",
            Origin::Fixed => "original, never exposed there (fixed)",
            Origin::Library => "original (from a Go library)",
            Origin::New => "new",
        }
    }
}

/// What every family states about itself: its name, help text and origin.
#[derive(Clone, Copy, Debug)]
pub struct Desc {
    /// The metric name, e.g. `vdbi_is_leader`.
    pub name: &'static str,
    /// The `# HELP` text.
    pub help: &'static str,
    /// Where the metric comes from.
    pub origin: Origin,
}

impl Desc {
    /// A description.
    pub const fn new(name: &'static str, help: &'static str, origin: Origin) -> Desc {
        Desc { name, help, origin }
    }
}

/// A family that can write itself in the text format: the registry holds these.
pub trait Collect: Send + Sync {
    /// The family's name, help and origin.
    fn desc(&self) -> &Desc;
    /// The family's type.
    fn kind(&self) -> Kind;
    /// The family's label names, in order (without `le`).
    fn label_names(&self) -> &[&'static str];
    /// Appends the family's sample lines (not the `# HELP`/`# TYPE` header).
    fn write_samples(&self, out: &mut String);
    /// Appends the same lines as [`Collect::write_samples`], calling `flush` on `out` after
    /// each series of a family with many (it may write `out` away and clear it), so that
    /// a family of 10,000 series is never text in memory whole; returns `false` as soon as
    /// `flush` does. A family of a few series writes them all, then flushes once.
    fn write_samples_flushing(
        &self,
        out: &mut String,
        flush: &mut dyn FnMut(&mut String) -> bool,
    ) -> bool {
        self.write_samples(out);
        flush(out)
    }
}

/// Appends one family: its header, then its samples.
pub fn write_family(family: &dyn Collect, out: &mut String) {
    let desc = family.desc();
    text::write_header(out, desc.name, desc.help, family.kind().as_str());
    family.write_samples(out);
}

/// An `f64` in an `AtomicU64`, updated with compare-and-swap.
#[derive(Default)]
pub(super) struct AtomicF64(AtomicU64);

impl AtomicF64 {
    pub(super) const fn zero() -> AtomicF64 {
        // The bit pattern of 0.0 is all zeros.
        AtomicF64(AtomicU64::new(0))
    }

    pub(super) fn get(&self) -> f64 {
        f64::from_bits(self.0.load(Ordering::Relaxed))
    }

    pub(super) fn set(&self, value: f64) {
        self.0.store(value.to_bits(), Ordering::Relaxed);
    }

    pub(super) fn add(&self, delta: f64) {
        // The closure always returns Some, so fetch_update cannot fail.
        let _ = self
            .0
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |bits| {
                Some((f64::from_bits(bits) + delta).to_bits())
            });
    }
}

/// One metric value of some kind, with how it is created and written.
pub trait Metric: Send + Sync + 'static {
    /// The family type this value makes.
    const KIND: Kind;
    /// What every value of a family is created from (histogram buckets; nothing else).
    type Config: Clone + Send + Sync + Default + 'static;
    /// A zero value.
    fn create(config: &Self::Config) -> Self;
    /// Appends this value's sample lines for the given labels.
    fn write(&self, out: &mut String, name: &str, label_names: &[&str], label_values: &[&str]);
}

/// A value that only goes up.
#[derive(Default)]
pub struct Counter(AtomicF64);

impl Counter {
    /// A counter at zero (usable in a `static`).
    pub const fn new() -> Counter {
        Counter(AtomicF64::zero())
    }

    /// Adds one.
    pub fn inc(&self) {
        self.0.add(1.0);
    }

    /// Adds `delta`; a negative or NaN `delta` is ignored, since a counter never goes down.
    pub fn add(&self, delta: f64) {
        if delta > 0.0 {
            self.0.add(delta);
        }
    }

    /// The current value.
    pub fn get(&self) -> f64 {
        self.0.get()
    }
}

impl Metric for Counter {
    const KIND: Kind = Kind::Counter;
    type Config = ();

    fn create(_: &()) -> Counter {
        Counter::new()
    }

    fn write(&self, out: &mut String, name: &str, label_names: &[&str], label_values: &[&str]) {
        text::write_sample(out, name, "", label_names, label_values, None, self.get());
    }
}

/// A value that goes up and down.
#[derive(Default)]
pub struct Gauge(AtomicF64);

impl Gauge {
    /// A gauge at zero (usable in a `static`).
    pub const fn new() -> Gauge {
        Gauge(AtomicF64::zero())
    }

    /// Sets the value.
    pub fn set(&self, value: f64) {
        self.0.set(value);
    }

    /// Adds one.
    pub fn inc(&self) {
        self.0.add(1.0);
    }

    /// Subtracts one.
    pub fn dec(&self) {
        self.0.add(-1.0);
    }

    /// Adds `delta` (negative to subtract).
    pub fn add(&self, delta: f64) {
        self.0.add(delta);
    }

    /// The current value.
    pub fn get(&self) -> f64 {
        self.0.get()
    }
}

impl Metric for Gauge {
    const KIND: Kind = Kind::Gauge;
    type Config = ();

    fn create(_: &()) -> Gauge {
        Gauge::new()
    }

    fn write(&self, out: &mut String, name: &str, label_names: &[&str], label_values: &[&str]) {
        text::write_sample(out, name, "", label_names, label_values, None, self.get());
    }
}

/// A histogram's upper bounds: finite, strictly increasing (the `+Inf` bucket is implied).
#[derive(Clone)]
pub struct Buckets(Arc<[f64]>);

impl Buckets {
    /// Bounds from any list: non-finite values are dropped, the rest sorted and
    /// deduplicated, so a mistyped list cannot make a histogram misbehave.
    pub fn new(bounds: &[f64]) -> Buckets {
        let mut bounds: Vec<f64> = bounds.iter().copied().filter(|b| b.is_finite()).collect();
        bounds.sort_by(f64::total_cmp);
        bounds.dedup();
        Buckets(bounds.into())
    }

    /// The upper bounds.
    pub fn bounds(&self) -> &[f64] {
        &self.0
    }
}

impl Default for Buckets {
    fn default() -> Buckets {
        Buckets::new(&DEFAULT_BUCKETS)
    }
}

/// Observations counted in buckets. Each bucket is stored non-cumulatively with one more
/// for `+Inf`, and the count is their total, so a scrape during an `observe` still sees
/// buckets and count that agree.
pub struct Histogram {
    buckets: Buckets,
    counts: Box<[AtomicU64]>,
    sum: AtomicF64,
}

impl Histogram {
    /// An empty histogram with the given bounds.
    pub fn new(buckets: Buckets) -> Histogram {
        let counts = (0..=buckets.bounds().len())
            .map(|_| AtomicU64::new(0))
            .collect();
        Histogram {
            buckets,
            counts,
            sum: AtomicF64::zero(),
        }
    }

    /// Records one observation. NaN is ignored (it would poison the sum forever).
    pub fn observe(&self, value: f64) {
        if value.is_nan() {
            return;
        }
        // The first bucket whose bound is >= value; the last slot is `+Inf`.
        let index = self
            .buckets
            .bounds()
            .partition_point(|bound| *bound < value);
        if let Some(count) = self.counts.get(index) {
            count.fetch_add(1, Ordering::Relaxed);
        }
        self.sum.add(value);
    }

    /// Records a duration in seconds.
    pub fn observe_duration(&self, duration: Duration) {
        self.observe(duration.as_secs_f64());
    }

    /// The number of observations.
    pub fn count(&self) -> u64 {
        self.counts
            .iter()
            .map(|c| c.load(Ordering::Relaxed))
            .fold(0, u64::saturating_add)
    }

    /// The sum of observations.
    pub fn sum(&self) -> f64 {
        self.sum.get()
    }
}

impl Metric for Histogram {
    const KIND: Kind = Kind::Histogram;
    type Config = Buckets;

    fn create(buckets: &Buckets) -> Histogram {
        Histogram::new(buckets.clone())
    }

    fn write(&self, out: &mut String, name: &str, label_names: &[&str], label_values: &[&str]) {
        let mut cumulative: u64 = 0;
        let mut le = String::new();
        let bounds = self.buckets.bounds().iter().map(Some).chain([None]);
        for (bound, count) in bounds.zip(self.counts.iter()) {
            cumulative = cumulative.saturating_add(count.load(Ordering::Relaxed));
            le.clear();
            match bound {
                Some(bound) => text::format_float(*bound, &mut le),
                None => le.push_str("+Inf"),
            }
            #[allow(clippy::cast_precision_loss)] // Counts stay far below 2^53.
            let value = cumulative as f64;
            let extra = Some(("le", le.as_str()));
            text::write_sample(
                out,
                name,
                "_bucket",
                label_names,
                label_values,
                extra,
                value,
            );
        }
        text::write_sample(
            out,
            name,
            "_sum",
            label_names,
            label_values,
            None,
            self.sum(),
        );
        #[allow(clippy::cast_precision_loss)] // Counts stay far below 2^53.
        let count = cumulative as f64;
        text::write_sample(out, name, "_count", label_names, label_values, None, count);
    }
}

/// Observations' count and sum (no quantiles: rates of `_sum / _count` are what the
/// dashboards use, and quantiles cannot be aggregated across replicas anyway).
#[derive(Default)]
pub struct Summary {
    count: AtomicU64,
    sum: AtomicF64,
}

impl Summary {
    /// An empty summary.
    pub const fn new() -> Summary {
        Summary {
            count: AtomicU64::new(0),
            sum: AtomicF64::zero(),
        }
    }

    /// Records one observation. NaN is ignored.
    pub fn observe(&self, value: f64) {
        if value.is_nan() {
            return;
        }
        self.sum.add(value);
        self.count.fetch_add(1, Ordering::Relaxed);
    }

    /// Records a duration in seconds.
    pub fn observe_duration(&self, duration: Duration) {
        self.observe(duration.as_secs_f64());
    }

    /// The number of observations.
    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    /// The sum of observations.
    pub fn sum(&self) -> f64 {
        self.sum.get()
    }
}

impl Metric for Summary {
    const KIND: Kind = Kind::Summary;
    type Config = ();

    fn create(_: &()) -> Summary {
        Summary::new()
    }

    fn write(&self, out: &mut String, name: &str, label_names: &[&str], label_values: &[&str]) {
        text::write_sample(
            out,
            name,
            "_sum",
            label_names,
            label_values,
            None,
            self.sum(),
        );
        #[allow(clippy::cast_precision_loss)] // Counts stay far below 2^53.
        let count = self.count() as f64;
        text::write_sample(out, name, "_count", label_names, label_values, None, count);
    }
}

/// A metric without labels: one value and its description. It dereferences to the value,
/// so callers write `metrics::global().mutated_pods_success_count.inc()`.
pub struct Single<M: Metric> {
    desc: Desc,
    value: M,
}

impl<M: Metric> Single<M> {
    /// A zero metric; `labels` is always `[]` (the registry macro passes it for symmetry
    /// with [`Family::build`]).
    pub fn build(desc: Desc, _labels: [&'static str; 0]) -> Single<M> {
        Single {
            desc,
            value: M::create(&M::Config::default()),
        }
    }
}

impl Single<Histogram> {
    /// The same histogram with other bucket bounds.
    pub fn buckets(self, bounds: &[f64]) -> Single<Histogram> {
        Single {
            desc: self.desc,
            value: Histogram::new(Buckets::new(bounds)),
        }
    }
}

impl<M: Metric> Deref for Single<M> {
    type Target = M;

    fn deref(&self) -> &M {
        &self.value
    }
}

impl<M: Metric> Collect for Single<M> {
    fn desc(&self) -> &Desc {
        &self.desc
    }

    fn kind(&self) -> Kind {
        M::KIND
    }

    fn label_names(&self) -> &[&'static str] {
        &[]
    }

    fn write_samples(&self, out: &mut String) {
        self.value.write(out, self.desc.name, &[], &[]);
    }
}

impl<M: Metric> fmt::Debug for Single<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Single")
            .field("name", &self.desc.name)
            .finish_non_exhaustive()
    }
}

/// Counters with labels.
pub type CounterVec<const N: usize> = Family<Counter, N>;
/// Gauges with labels.
pub type GaugeVec<const N: usize> = Family<Gauge, N>;
/// Histograms with labels.
pub type HistogramVec<const N: usize> = Family<Histogram, N>;
/// Summaries with labels.
pub type SummaryVec<const N: usize> = Family<Summary, N>;

/// Series dropped because a family reached its series limit, for
/// `vdbi_metrics_series_dropped_total`.
pub(crate) static SERIES_DROPPED: Counter = Counter::new();

/// A family of metrics keyed by `N` label values. The label count is part of the type, so
/// a call with the wrong number of values does not compile.
pub struct Family<M: Metric, const N: usize> {
    desc: Desc,
    labels: [&'static str; N],
    config: M::Config,
    /// Randomly keyed, so label values chosen by a tenant cannot force hash collisions.
    hasher: RandomState,
    series: RwLock<SeriesMap<M, N>>,
}

/// A family's series, bucketed by the hash of their label values so that a lookup hashes
/// the caller's `&str`s and compares them in place, without allocating a key.
struct SeriesMap<M, const N: usize> {
    by_hash: HashMap<u64, Bucket<M, N>>,
    len: usize,
}

/// How many series a scrape copies out of a family's lock at a time (40 bytes each).
const SERIES_PER_COPY: usize = 256;

/// One series: its label values (shared, see [`super::intern`]) and its value.
type Series<M, const N: usize> = ([Arc<str>; N], Arc<M>);

/// The series of one hash: almost always one, held in place (a renewer has six series per
/// pod, so a bucket's own allocation would be a few hundred bytes per pod).
enum Bucket<M, const N: usize> {
    One(Series<M, N>),
    Many(Vec<Series<M, N>>),
}

impl<M, const N: usize> Bucket<M, N> {
    fn as_slice(&self) -> &[Series<M, N>] {
        match self {
            Bucket::One(series) => std::slice::from_ref(series),
            Bucket::Many(all) => all,
        }
    }

    fn find(&self, values: &[&str; N]) -> Option<&Arc<M>> {
        self.as_slice()
            .iter()
            .find(|(l, _)| same(l, values))
            .map(|(_, value)| value)
    }

    fn push(self, series: Series<M, N>) -> Bucket<M, N> {
        match self {
            Bucket::One(first) => Bucket::Many(vec![first, series]),
            Bucket::Many(mut all) => {
                all.push(series);
                Bucket::Many(all)
            }
        }
    }

    /// Keeps the series `keep` says; `None` when none is left.
    fn keep(self, mut keep: impl FnMut(&[Arc<str>; N]) -> bool) -> Option<Bucket<M, N>> {
        match self {
            Bucket::One(series) => keep(&series.0).then_some(Bucket::One(series)),
            Bucket::Many(mut all) => {
                all.retain(|(l, _)| keep(l));
                match all.len() {
                    0 => None,
                    1 => all.pop().map(Bucket::One),
                    _ => Some(Bucket::Many(all)),
                }
            }
        }
    }
}

fn same<const N: usize>(stored: &[Arc<str>; N], values: &[&str; N]) -> bool {
    stored.iter().zip(values.iter()).all(|(a, b)| **a == **b)
}

impl<M: Metric, const N: usize> Family<M, N> {
    /// An empty family with these label names.
    pub fn build(desc: Desc, labels: [&'static str; N]) -> Family<M, N> {
        Family {
            desc,
            labels,
            config: M::Config::default(),
            hasher: RandomState::new(),
            series: RwLock::new(SeriesMap {
                by_hash: HashMap::new(),
                len: 0,
            }),
        }
    }

    fn hash(&self, values: &[&str; N]) -> u64 {
        // `str`'s Hash ends each value with a separator, so ["ab", "c"] and ["a", "bc"]
        // hash apart.
        self.hasher.hash_one(values)
    }

    /// The series for these label values, created at zero the first time. Values must
    /// never be secrets (see the module doc). When the family already holds
    /// `limits::METRIC_SERIES_PER_FAMILY_MAX` series, a detached value is returned (its
    /// updates are lost) and `vdbi_metrics_series_dropped_total` counts it, so a label
    /// explosion cannot grow memory without bound. A hot path may keep the returned `Arc`
    /// to skip the lookup.
    pub fn with(&self, values: &[&str; N]) -> Arc<M> {
        let hash = self.hash(values);
        {
            let series = self.series.read().unwrap_or_else(PoisonError::into_inner);
            if let Some(value) = series.by_hash.get(&hash).and_then(|b| b.find(values)) {
                return Arc::clone(value);
            }
        }
        let mut series = self.series.write().unwrap_or_else(PoisonError::into_inner);
        if let Some(value) = series.by_hash.get(&hash).and_then(|b| b.find(values)) {
            return Arc::clone(value);
        }
        let created = Arc::new(M::create(&self.config));
        if series.len >= limits::METRIC_SERIES_PER_FAMILY_MAX {
            SERIES_DROPPED.inc();
            return created;
        }
        let added = (values.map(intern), Arc::clone(&created));
        let bucket = match series.by_hash.remove(&hash) {
            Some(bucket) => bucket.push(added),
            None => Bucket::One(added),
        };
        series.by_hash.insert(hash, bucket);
        series.len = series.len.saturating_add(1);
        created
    }

    /// The series for these label values, if it exists (never creates it).
    pub(super) fn get(&self, values: &[&str; N]) -> Option<Arc<M>> {
        let hash = self.hash(values);
        let series = self.series.read().unwrap_or_else(PoisonError::into_inner);
        series
            .by_hash
            .get(&hash)
            .and_then(|b| b.find(values))
            .map(Arc::clone)
    }

    /// Visits every series in label order until `visit` says stop (returns whether it
    /// went through). Copied out of the lock a few at a time, so that the lock is never
    /// held while text is written, and a scrape never holds a copy of a family: a renewer's
    /// per-pod family has a series per pod, and a copy of 10,000 (40 bytes each, and a
    /// stable sort's buffer of half that) taken by a metrics worker stayed in that thread's
    /// allocator arena after every scrape. The order is taken as the buckets' hashes (8
    /// bytes a series, under the allocator's threshold for a mapping of its own up to about
    /// 16,000 series); the series of one hash (a 64-bit collision, in practice never) come
    /// out together, in their own order.
    pub(super) fn for_each_sorted(
        &self,
        mut visit: impl FnMut(&[Arc<str>; N], &M) -> bool,
    ) -> bool {
        let order: Vec<u64> = {
            let series = self.series.read().unwrap_or_else(PoisonError::into_inner);
            let mut firsts: Vec<&[Arc<str>; N]> = series
                .by_hash
                .values()
                .filter_map(|bucket| bucket.as_slice().iter().map(|(l, _)| l).min())
                .collect();
            firsts.sort_unstable();
            firsts
                .iter()
                .map(|labels| self.hash(&labels.each_ref().map(|l| &**l)))
                .collect()
        };
        let mut copied: Vec<Series<M, N>> = Vec::with_capacity(SERIES_PER_COPY);
        for hashes in order.chunks(SERIES_PER_COPY) {
            {
                let series = self.series.read().unwrap_or_else(PoisonError::into_inner);
                for hash in hashes {
                    // Gone since the order was taken: skipped.
                    let Some(bucket) = series.by_hash.get(hash) else {
                        continue;
                    };
                    let first = copied.len();
                    copied.extend(
                        bucket
                            .as_slice()
                            .iter()
                            .map(|(labels, value)| (labels.clone(), Arc::clone(value))),
                    );
                    if let Some(same_hash) = copied.get_mut(first..) {
                        same_hash.sort_unstable_by(|a, b| a.0.cmp(&b.0));
                    }
                }
            }
            for (labels, value) in copied.drain(..) {
                if !visit(&labels, &value) {
                    return false;
                }
            }
        }
        true
    }

    /// Removes the series with these label values (a pod's series when the pod is gone);
    /// returns whether it existed.
    pub fn remove(&self, values: &[&str; N]) -> bool {
        let hash = self.hash(values);
        let mut series = self.series.write().unwrap_or_else(PoisonError::into_inner);
        let Some(bucket) = series.by_hash.remove(&hash) else {
            return false;
        };
        let before = bucket.as_slice().len();
        let after = match bucket.keep(|l| !same(l, values)) {
            Some(kept) => {
                let after = kept.as_slice().len();
                series.by_hash.insert(hash, kept);
                after
            }
            None => 0,
        };
        let removed = before.saturating_sub(after);
        series.len = series.len.saturating_sub(removed);
        removed > 0
    }

    /// Keeps only the series whose label values satisfy `keep` (e.g. flushing every
    /// series of pods that no longer exist).
    pub fn retain(&self, mut keep: impl FnMut(&[&str; N]) -> bool) {
        let mut series = self.series.write().unwrap_or_else(PoisonError::into_inner);
        let all = std::mem::take(&mut series.by_hash);
        let mut len: usize = 0;
        for (hash, bucket) in all {
            if let Some(kept) = bucket.keep(|labels| keep(&labels.each_ref().map(|l| &**l))) {
                len = len.saturating_add(kept.as_slice().len());
                series.by_hash.insert(hash, kept);
            }
        }
        series.len = len;
    }

    /// The number of series.
    pub fn len(&self) -> usize {
        self.series
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .len
    }

    /// Whether the family has no series.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<const N: usize> Family<Histogram, N> {
    /// The same family with other bucket bounds (call before any series exists).
    pub fn buckets(self, bounds: &[f64]) -> Family<Histogram, N> {
        Family {
            config: Buckets::new(bounds),
            ..self
        }
    }
}

impl<M: Metric, const N: usize> Collect for Family<M, N> {
    fn desc(&self) -> &Desc {
        &self.desc
    }

    fn kind(&self) -> Kind {
        M::KIND
    }

    fn label_names(&self) -> &[&'static str] {
        &self.labels
    }

    fn write_samples(&self, out: &mut String) {
        self.write_samples_flushing(out, &mut |_| true);
    }

    fn write_samples_flushing(
        &self,
        out: &mut String,
        flush: &mut dyn FnMut(&mut String) -> bool,
    ) -> bool {
        self.for_each_sorted(|labels, value| {
            let values: [&str; N] = labels.each_ref().map(|l| &**l);
            value.write(out, self.desc.name, &self.labels, &values);
            flush(out)
        })
    }
}

impl<M: Metric, const N: usize> fmt::Debug for Family<M, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Family")
            .field("name", &self.desc.name)
            .field("labels", &self.labels)
            .finish_non_exhaustive()
    }
}

/// A family computed at scrape time by a function (the `process_*` metrics); `None`
/// writes no sample (e.g. off Linux).
pub struct Computed {
    desc: Desc,
    kind: Kind,
    read: fn() -> Option<f64>,
}

impl Computed {
    /// A family whose one sample is `read()` at each scrape.
    pub const fn new(desc: Desc, kind: Kind, read: fn() -> Option<f64>) -> Computed {
        Computed { desc, kind, read }
    }
}

impl Collect for Computed {
    fn desc(&self) -> &Desc {
        &self.desc
    }

    fn kind(&self) -> Kind {
        self.kind
    }

    fn label_names(&self) -> &[&'static str] {
        &[]
    }

    fn write_samples(&self, out: &mut String) {
        if let Some(value) = (self.read)() {
            text::write_sample::<&str>(out, self.desc.name, "", &[], &[], None, value);
        }
    }
}

impl fmt::Debug for Computed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Computed")
            .field("name", &self.desc.name)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testutil::SplitMix64;

    fn render(family: &dyn Collect) -> String {
        let mut out = String::new();
        write_family(family, &mut out);
        out
    }

    fn desc(name: &'static str) -> Desc {
        Desc::new(name, "Help with \\ and\nnewline.", Origin::New)
    }

    #[test]
    fn counter_and_gauge_render_with_header() {
        let counter: Single<Counter> = Single::build(desc("t_total"), []);
        counter.inc();
        counter.add(2.5);
        counter.add(-7.0);
        counter.add(f64::NAN);
        assert_eq!(
            render(&counter),
            "# HELP t_total Help with \\\\ and\\nnewline.\n# TYPE t_total counter\nt_total 3.5\n"
        );
        let gauge: Single<Gauge> = Single::build(desc("g"), []);
        gauge.set(10.0);
        gauge.dec();
        gauge.add(-0.5);
        assert!(render(&gauge).ends_with("# TYPE g gauge\ng 8.5\n"));
        gauge.set(f64::INFINITY);
        assert!(render(&gauge).ends_with("g +Inf\n"));
    }

    #[test]
    fn histogram_buckets_are_cumulative() {
        let family: HistogramVec<1> =
            Family::build(desc("h"), ["op"]).buckets(&[1.0, 0.5, 2.0, f64::NAN, 1.0]);
        let h = family.with(&["a\"b"]);
        for value in [0.1, 0.5, 0.7, 1.0, 3.0, f64::NAN] {
            h.observe(value);
        }
        let expect = "# HELP h Help with \\\\ and\\nnewline.\n# TYPE h histogram\n\
            h_bucket{op=\"a\\\"b\",le=\"0.5\"} 2\n\
            h_bucket{op=\"a\\\"b\",le=\"1\"} 4\n\
            h_bucket{op=\"a\\\"b\",le=\"2\"} 4\n\
            h_bucket{op=\"a\\\"b\",le=\"+Inf\"} 5\n\
            h_sum{op=\"a\\\"b\"} 5.3\n\
            h_count{op=\"a\\\"b\"} 5\n";
        assert_eq!(render(&family), expect);
        assert_eq!(h.count(), 5);
    }

    #[test]
    fn default_buckets_are_client_golang_s() {
        let h: Single<Histogram> = Single::build(desc("d"), []);
        h.observe_duration(Duration::from_millis(30));
        let out = render(&h);
        let les: Vec<&str> = out
            .lines()
            .filter_map(|l| l.split("le=\"").nth(1))
            .map(|l| l.split('"').next().unwrap())
            .collect();
        assert_eq!(
            les,
            [
                "0.005", "0.01", "0.025", "0.05", "0.1", "0.25", "0.5", "1", "2.5", "5", "10",
                "+Inf"
            ]
        );
        assert!(
            out.contains("d_bucket{le=\"0.025\"} 0\nd_bucket{le=\"0.05\"} 1\n"),
            "{out}"
        );
    }

    #[test]
    fn summary_renders_sum_and_count() {
        let s: SummaryVec<1> = Family::build(desc("s"), ["x"]);
        s.with(&["1"]).observe(0.25);
        s.with(&["1"]).observe(0.5);
        s.with(&["1"]).observe(f64::NAN);
        assert!(
            render(&s).ends_with("# TYPE s summary\ns_sum{x=\"1\"} 0.75\ns_count{x=\"1\"} 2\n")
        );
    }

    #[test]
    fn family_series_are_sorted_and_removable() {
        let family: CounterVec<2> = Family::build(desc("c"), ["uuid", "namespace"]);
        family.with(&["b", "ns"]).inc();
        family.with(&["a", "ns"]).add(2.0);
        family.with(&["b", "ns"]).inc();
        assert_eq!(family.len(), 2);
        assert!(
            render(&family)
                .ends_with("c{uuid=\"a\",namespace=\"ns\"} 2\nc{uuid=\"b\",namespace=\"ns\"} 2\n")
        );
        assert!(family.remove(&["a", "ns"]));
        assert!(!family.remove(&["a", "ns"]));
        assert!(!render(&family).contains("uuid=\"a\""));
        family.with(&["c", "other"]).inc();
        family.retain(|labels| labels[1] != "ns");
        assert!(
            render(&family).ends_with("# TYPE c counter\nc{uuid=\"c\",namespace=\"other\"} 1\n")
        );
        // A removed series starts again from zero.
        family.retain(|_| false);
        assert!(family.is_empty());
        family.with(&["c", "other"]).inc();
        assert!(render(&family).ends_with("c{uuid=\"c\",namespace=\"other\"} 1\n"));
        // Values that concatenate alike are still different series.
        family.with(&["ab", "c"]).inc();
        family.with(&["a", "bc"]).add(5.0);
        assert_eq!(family.with(&["ab", "c"]).get(), 1.0);
        assert_eq!(family.len(), 3);
    }

    #[test]
    fn a_family_larger_than_a_copy_renders_whole_and_in_order() {
        let family: GaugeVec<1> = Family::build(desc("g"), ["i"]);
        let n = SERIES_PER_COPY * 3 + 7;
        // Inserted in an order that is neither the labels' nor the hashes'.
        for i in (0..n).rev() {
            family.with(&[&format!("{i:05}")]).set(i as f64);
        }
        let text = render(&family);
        let samples: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        let expected: Vec<String> = (0..n).map(|i| format!("g{{i=\"{i:05}\"}} {i}")).collect();
        assert_eq!(samples, expected);
        // A series removed while a scrape visits is skipped, the rest still come.
        let mut seen = 0;
        assert!(family.for_each_sorted(|labels, _| {
            if seen == 0 {
                assert!(family.remove(&[&format!("{:05}", n - 1)]));
            }
            seen += 1;
            assert_ne!(&*labels[0], format!("{:05}", n - 1));
            true
        }));
        assert_eq!(seen, n - 1);
        // A visitor that stops is not called again.
        let mut calls = 0;
        assert!(!family.for_each_sorted(|_, _| {
            calls += 1;
            calls < 10
        }));
        assert_eq!(calls, 10);
    }

    #[test]
    fn a_full_family_drops_new_series() {
        let family: GaugeVec<1> = Family::build(desc("big"), ["i"]);
        for i in 0..limits::METRIC_SERIES_PER_FAMILY_MAX {
            family.with(&[&i.to_string()]).set(1.0);
        }
        let before = SERIES_DROPPED.get();
        family.with(&["one too many"]).set(5.0);
        assert_eq!(family.len(), limits::METRIC_SERIES_PER_FAMILY_MAX);
        assert!(SERIES_DROPPED.get() > before);
        // Existing series still update.
        family.with(&["0"]).set(7.0);
        assert_eq!(family.with(&["0"]).get(), 7.0);
    }

    #[test]
    fn increments_from_threads_are_not_lost() {
        let family: CounterVec<1> = Family::build(desc("par"), ["t"]);
        std::thread::scope(|scope| {
            for _ in 0..4 {
                scope.spawn(|| {
                    for _ in 0..10_000 {
                        family.with(&["x"]).inc();
                    }
                });
            }
        });
        assert_eq!(family.with(&["x"]).get(), 40_000.0);
    }

    #[test]
    #[allow(clippy::disallowed_methods)] // Tests read TEST_SEED themselves.
    fn family_matches_a_model_under_random_operations() {
        use std::collections::BTreeMap;

        let seed = std::env::var("TEST_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0xFA_u64);
        let mut rng = SplitMix64(seed);
        let family: CounterVec<2> = Family::build(desc("p"), ["a", "b"]);
        let mut model: BTreeMap<[String; 2], f64> = BTreeMap::new();
        let words = ["", "x", "xy", "y", "\\", "\"", "\n"];
        for case in 0..2000 {
            let a = words[(rng.next_u64() % words.len() as u64) as usize];
            let b = words[(rng.next_u64() % words.len() as u64) as usize];
            let key = [a.to_owned(), b.to_owned()];
            match rng.next_u64() % 4 {
                0 | 1 => {
                    family.with(&[a, b]).inc();
                    *model.entry(key).or_default() += 1.0;
                }
                2 => assert_eq!(
                    family.remove(&[a, b]),
                    model.remove(&key).is_some(),
                    "seed {seed} case {case}"
                ),
                _ => {
                    family.retain(|labels| labels[0] != a);
                    model.retain(|labels, _| labels[0] != a);
                }
            }
            assert_eq!(family.len(), model.len(), "seed {seed} case {case}");
        }
        let mut expect = String::new();
        text::write_header(&mut expect, "p", desc("p").help, "counter");
        for (labels, value) in &model {
            text::write_sample(&mut expect, "p", "", &["a", "b"], labels, None, *value);
        }
        assert_eq!(render(&family), expect, "seed {seed}");
    }
}

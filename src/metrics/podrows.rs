//! The renewer's per-pod families, stored as one row per pod.
//!
//! Nine families are labelled with a pod's `uuid` and `namespace` (its renewals, failures,
//! expiries, grants and cap). As nine [`Family`]s they cost nine table slots and nine
//! value allocations per pod, most of a renewer's memory for its metrics at 10,000 pods.
//! Here each pod has one row in one table, a cell per family and a bit for each cell that
//! is set; each family is a [`PodColumn`] over the shared rows. Rendered, a column is
//! exactly the family it replaces: a series appears when first touched and goes when
//! removed.

use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicU16, Ordering};

use crate::metrics::text;
use crate::metrics::types::{
    AtomicF64, Collect, Counter, Desc, Family, Gauge, Kind, Metric, Single,
};

/// How many columns the rows have.
pub(super) const POD_COLUMNS: usize = 9;

/// One pod's cells.
pub struct PodRow {
    cells: [AtomicF64; POD_COLUMNS],
    /// Bit `i`: column `i` has a series for this pod.
    present: AtomicU16,
}

impl Metric for PodRow {
    // Never rendered whole: its columns are.
    const KIND: Kind = Kind::Gauge;
    type Config = ();

    fn create(_: &()) -> PodRow {
        PodRow {
            cells: std::array::from_fn(|_| AtomicF64::zero()),
            present: AtomicU16::new(0),
        }
    }

    fn write(&self, _: &mut String, _: &str, _: &[&str], _: &[&str]) {}
}

/// The rows the columns of one registry share.
pub type PodRows = Family<PodRow, 2>;

/// One per-pod family (`M` is [`Counter`] or [`Gauge`], for its type), a column of the
/// shared rows.
pub struct PodColumn<M> {
    desc: Desc,
    labels: [&'static str; 2],
    column: usize,
    rows: Arc<PodRows>,
    kind: PhantomData<M>,
}

/// A per-pod counter family.
pub type PodCounterVec = PodColumn<Counter>;
/// A per-pod gauge family.
pub type PodGaugeVec = PodColumn<Gauge>;

impl<M: Metric> PodColumn<M> {
    /// A column with its own rows, until the registry gives it the shared ones.
    pub fn build(desc: Desc, labels: [&'static str; 2]) -> PodColumn<M> {
        PodColumn {
            desc,
            labels,
            column: 0,
            rows: Arc::new(Family::build(desc, labels)),
            kind: PhantomData,
        }
    }

    /// Makes this column `column` of `rows` (a column past the rows' width keeps rows of
    /// its own: correct, only not shared).
    pub(crate) fn share(&mut self, rows: &Arc<PodRows>, column: usize) {
        if column < POD_COLUMNS {
            self.rows = Arc::clone(rows);
            self.column = column;
        }
    }

    fn bit(&self) -> u16 {
        1 << self.column
    }

    /// The series for these label values, created at zero the first time (as
    /// [`Family::with`], whose series limit the rows follow).
    pub fn with(&self, values: &[&str; 2]) -> PodCell<M> {
        let row = self.rows.with(values);
        row.present.fetch_or(self.bit(), Ordering::Relaxed);
        PodCell {
            row,
            column: self.column,
            kind: PhantomData,
        }
    }

    /// Whether this column and `other` are columns of the same rows (a registry's).
    pub fn shares_rows_with<N: Metric>(&self, other: &PodColumn<N>) -> bool {
        Arc::ptr_eq(&self.rows, &other.rows) && self.column != other.column
    }

    /// Removes the series with these label values; returns whether it existed. The row
    /// goes with the last of its series. (A series set by another thread between the two
    /// steps of removing a row's last one is lost with it: these families are written by
    /// the renewer's one thread, and removed when their pod is gone.)
    pub fn remove(&self, values: &[&str; 2]) -> bool {
        let Some(row) = self.rows.get(values) else {
            return false;
        };
        let before = row.present.fetch_and(!self.bit(), Ordering::Relaxed);
        if let Some(cell) = row.cells.get(self.column) {
            cell.set(0.0);
        }
        if before & !self.bit() == 0 {
            self.rows.remove(values);
        }
        before & self.bit() != 0
    }
}

impl<M: Metric> Collect for PodColumn<M> {
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
        self.rows.for_each_sorted(|labels, row| {
            if row.present.load(Ordering::Relaxed) & self.bit() == 0 {
                return true;
            }
            let Some(cell) = row.cells.get(self.column) else {
                return true;
            };
            let values: [&str; 2] = labels.each_ref().map(|l| &**l);
            text::write_sample(
                out,
                self.desc.name,
                "",
                &self.labels,
                &values,
                None,
                cell.get(),
            );
            flush(out)
        })
    }
}

impl<M> std::fmt::Debug for PodColumn<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PodColumn")
            .field("name", &self.desc.name)
            .field("column", &self.column)
            .finish_non_exhaustive()
    }
}

/// What a registry's `new` calls on each of its families: a [`PodColumn`] takes the next
/// column of the shared rows, every other family nothing.
pub trait RowMember {
    /// Joins `rows` as column `*next` (and counts it) if this is a per-pod family.
    fn join_rows(&mut self, _rows: &Arc<PodRows>, _next: &mut usize) {}
}

impl<M: Metric> RowMember for PodColumn<M> {
    fn join_rows(&mut self, rows: &Arc<PodRows>, next: &mut usize) {
        self.share(rows, *next);
        *next += 1;
    }
}

impl<M: Metric, const N: usize> RowMember for Family<M, N> {}

impl<M: Metric> RowMember for Single<M> {}

/// One pod's series of one column.
pub struct PodCell<M> {
    row: Arc<PodRow>,
    column: usize,
    kind: PhantomData<M>,
}

impl<M> PodCell<M> {
    fn cell(&self) -> Option<&AtomicF64> {
        self.row.cells.get(self.column)
    }

    /// The current value.
    pub fn get(&self) -> f64 {
        self.cell().map_or(0.0, AtomicF64::get)
    }
}

impl PodCell<Counter> {
    /// Adds one.
    pub fn inc(&self) {
        self.add(1.0);
    }

    /// Adds `delta`; a negative or NaN `delta` is ignored, since a counter never goes down.
    pub fn add(&self, delta: f64) {
        if delta > 0.0
            && let Some(cell) = self.cell()
        {
            cell.add(delta);
        }
    }
}

impl PodCell<Gauge> {
    /// Sets the value.
    pub fn set(&self, value: f64) {
        if let Some(cell) = self.cell() {
            cell.set(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::metrics::types::{Origin, write_family};

    fn columns() -> (PodCounterVec, PodGaugeVec, Arc<PodRows>) {
        let mut renewed =
            PodCounterVec::build(Desc::new("t_renewed", "r", Origin::New), ["uuid", "ns"]);
        let mut expiry =
            PodGaugeVec::build(Desc::new("t_expiry", "e", Origin::New), ["uuid", "ns"]);
        let rows = Arc::new(PodRows::build(
            Desc::new("t_rows", "", Origin::New),
            ["uuid", "ns"],
        ));
        renewed.share(&rows, 0);
        expiry.share(&rows, 1);
        (renewed, expiry, rows)
    }

    fn render(family: &dyn Collect) -> String {
        let mut out = String::new();
        write_family(family, &mut out);
        out
    }

    #[test]
    fn a_column_renders_as_the_family_it_replaces() {
        let (renewed, expiry, rows) = columns();
        let plain =
            Family::<Gauge, 2>::build(Desc::new("t_expiry", "e", Origin::New), ["uuid", "ns"]);
        renewed.with(&["u-2", "b"]).inc();
        renewed.with(&["u-1", "a"]).inc();
        renewed.with(&["u-1", "a"]).add(2.0);
        renewed.with(&["u-1", "a"]).add(-5.0);
        expiry.with(&["u-1", "a"]).set(1.5e9);
        plain.with(&["u-1", "a"]).set(1.5e9);
        // One row per pod, whatever the number of columns it has series in.
        assert_eq!(rows.len(), 2);
        assert_eq!(renewed.with(&["u-1", "a"]).get(), 3.0);
        assert_eq!(
            render(&renewed),
            "# HELP t_renewed r\n# TYPE t_renewed counter\n\
             t_renewed{uuid=\"u-1\",ns=\"a\"} 3\nt_renewed{uuid=\"u-2\",ns=\"b\"} 1\n"
        );
        // u-2 has no expiry series: the column shows only what was touched.
        assert_eq!(render(&expiry), render(&plain));
    }

    #[test]
    fn a_row_goes_with_its_last_series_and_comes_back_at_zero() {
        let (renewed, expiry, rows) = columns();
        renewed.with(&["u-1", "a"]).inc();
        expiry.with(&["u-1", "a"]).set(7.0);
        assert!(expiry.remove(&["u-1", "a"]));
        assert!(!expiry.remove(&["u-1", "a"]));
        assert_eq!(rows.len(), 1);
        assert!(!render(&expiry).contains("u-1"));
        assert_eq!(expiry.with(&["u-1", "a"]).get(), 0.0);
        assert!(expiry.remove(&["u-1", "a"]));
        assert!(renewed.remove(&["u-1", "a"]));
        assert_eq!(rows.len(), 0);
        assert!(!renewed.remove(&["u-9", "z"]));
    }
}

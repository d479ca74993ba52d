
mod priority_class;
pub use self::priority_class::PriorityClass;


mod overhead;
pub use self::overhead::Overhead;

mod runtime_class;
pub use self::runtime_class::RuntimeClass;

mod scheduling;
pub use self::scheduling::Scheduling;

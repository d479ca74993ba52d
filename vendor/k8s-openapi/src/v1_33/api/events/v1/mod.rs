
mod event;
pub use self::event::Event;

mod event_series;
pub use self::event_series::EventSeries;

pub mod pkg;

pub mod apiextensions;

pub mod intstr;

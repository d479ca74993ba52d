
mod endpoint;
pub use self::endpoint::Endpoint;

mod endpoint_conditions;
pub use self::endpoint_conditions::EndpointConditions;

mod endpoint_hints;
pub use self::endpoint_hints::EndpointHints;

mod endpoint_port;
pub use self::endpoint_port::EndpointPort;

mod endpoint_slice;
pub use self::endpoint_slice::EndpointSlice;

mod for_node;
pub use self::for_node::ForNode;

mod for_zone;
pub use self::for_zone::ForZone;

// Keep the standalone target used by the OSS Scanner build recipe.
// Exercise the production retry helper with scripted reads and elapsed times.
#[path = "../src/unversioned/transport/tcp/read.rs"]
mod read;

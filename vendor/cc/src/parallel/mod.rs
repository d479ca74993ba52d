mod async_executor;
mod command_runner;
mod job_token;
mod reactor;
pub(crate) mod stderr;

pub(crate) use command_runner::run_commands_in_parallel;

mod scenario;

mod state_cleanup;
mod state_provide_response;
mod state_recv_body;
mod state_recv_request;
mod state_send_100;
mod state_send_body;
mod state_send_response;

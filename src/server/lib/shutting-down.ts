/**
 * Set once the process has been told to stop (SIGTERM, SIGINT; server.ts). It still answers the requests it gets
 * while it finishes, but /healthz says it is going, so that a load balancer's health check sends the next requests
 * to the other process before this one stops listening (decision 0058).
 */
export const shutdownState = { started: false };

/** The Outbox admin panel (the server's outbox-admin module): no props; the admin menu loads it lazily. */
export { OutboxAdminPanel } from './components/outbox-admin-panel';

/** The administrator's member tools, as admin panels (no props; the admin menu loads them lazily). */
export { MembersPanel } from './components/members-panel';
export { ImportMembersPanel } from './components/import-members-panel';
export { AuditLogPanel } from './components/audit-log-panel';

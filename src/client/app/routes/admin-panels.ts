import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminPanel {
  /** Used in the address: /admin/{key}. */
  key: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

/**
 * The admin area's side menu, in order: the spec's five panels first (Approve Users is the default),
 * then the screens a volunteer needs that the spec leaves out. Each panel's code loads only when opened.
 */
export const ADMIN_PANELS: AdminPanel[] = [
  panel('approve-users', 'Approve Users', () => import('@/features/accounts/admin'), 'ApproveUsersPanel'),
  panel('add-fixture', 'Add Fixture', () => import('@/features/fixtures/admin'), 'AddFixturePanel'),
  panel('edit-fixtures', 'Edit Fixtures', () => import('@/features/fixtures/admin'), 'EditFixturesPanel'),
  panel(
    'add-latest-result',
    'Add Latest Result',
    () => import('@/features/latest-results/admin'),
    'AddLatestResultPanel',
  ),
  panel(
    'edit-latest-results',
    'Edit Latest Results',
    () => import('@/features/latest-results/admin'),
    'EditLatestResultsPanel',
  ),
  panel('members', 'Members', () => import('@/features/admin-members'), 'MembersPanel'),
  panel('import-members', 'Import Members', () => import('@/features/admin-members'), 'ImportMembersPanel'),
  panel(
    'meeting-results',
    'Meeting Results',
    () => import('@/features/results/admin'),
    'MeetingResultsAdminPanel',
  ),
  panel('other-results', 'Other Results', () => import('@/features/results/admin'), 'OtherResultsAdminPanel'),
  panel(
    'publications',
    'Publications',
    () => import('@/features/publications/admin'),
    'PublicationsAdminPanel',
  ),
  panel('courses', 'Courses', () => import('@/features/courses/admin'), 'CoursesAdminPanel'),
  panel(
    'scratch-foursomes',
    'Scratch Foursomes',
    () => import('@/features/foursomes/admin'),
    'FoursomesAdminPanel',
  ),
  panel(
    'fixture-results',
    'Fixture Results',
    () => import('@/features/fixtures/admin'),
    'FixtureResultsPanel',
  ),
  panel('announcements', 'Announcements', () => import('@/features/announcements'), 'AnnouncementsPanel'),
  panel('outbox', 'Outbox', () => import('@/features/admin-members'), 'OutboxPanel'),
  panel('audit-log', 'Audit Log', () => import('@/features/admin-members'), 'AuditLogPanel'),
  panel('subscriptions', 'Subscriptions', () => import('@/features/subscriptions'), 'SubscriptionsPanel'),
];

/** Loads a named export of a feature module as a lazy panel. */
export function panel<T extends Record<string, ComponentType>>(
  key: string,
  label: string,
  load: () => Promise<T>,
  name: keyof T,
): AdminPanel {
  return { key, label, Component: lazy(async () => ({ default: (await load())[name] as ComponentType })) };
}

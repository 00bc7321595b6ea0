import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface AdminPanel {
  /** Used in the address: /admin/{key}. */
  key: string;
  label: string;
  Component: LazyExoticComponent<ComponentType>;
}

/** The features' admin modules: each panel loads its own. */
const accounts = () => import('@/features/accounts/admin');
const fixtures = () => import('@/features/fixtures/admin');
const latestResults = () => import('@/features/latest-results/admin');
const members = () => import('@/features/admin-members');
const results = () => import('@/features/results/admin');
const publications = () => import('@/features/publications/admin');
const courses = () => import('@/features/courses/admin');
const foursomes = () => import('@/features/foursomes/admin');
const competitions = () => import('@/features/competitions/admin');
const announcements = () => import('@/features/announcements');
const outboxAdmin = () => import('@/features/outbox-admin');
const subscriptions = () => import('@/features/subscriptions');
const paymentsAdmin = () => import('@/features/payments-admin');
const orderOfMerit = () => import('@/features/order-of-merit/admin');
const settings = () => import('@/features/settings/admin');

/**
 * The admin area's side menu, in order: the spec's five panels first (Approve Users is the default),
 * then the screens a volunteer needs that the spec leaves out. Each panel's code loads only when opened.
 */
export const ADMIN_PANELS: AdminPanel[] = [
  panel('approve-users', 'Approve Users', accounts, 'ApproveUsersPanel'),
  panel('add-fixture', 'Add Fixture', fixtures, 'AddFixturePanel'),
  panel('edit-fixtures', 'Edit Fixtures', fixtures, 'EditFixturesPanel'),
  panel('add-latest-result', 'Add Latest Result', latestResults, 'AddLatestResultPanel'),
  panel('edit-latest-results', 'Edit Latest Results', latestResults, 'EditLatestResultsPanel'),
  panel('members', 'Members', members, 'MembersPanel'),
  panel('import-members', 'Import Members', members, 'ImportMembersPanel'),
  panel('meeting-results', 'Meeting Results', results, 'MeetingResultsAdminPanel'),
  panel('other-results', 'Other Results', results, 'OtherResultsAdminPanel'),
  panel('publications', 'Publications', publications, 'PublicationsAdminPanel'),
  panel('courses', 'Courses', courses, 'CoursesAdminPanel'),
  panel('scratch-foursomes', 'Scratch Foursomes', foursomes, 'FoursomesAdminPanel'),
  panel('competitions', 'Competitions', competitions, 'CompetitionsAdminPanel'),
  panel('fixture-results', 'Fixture Results', fixtures, 'FixtureResultsPanel'),
  panel('announcements', 'Announcements', announcements, 'AnnouncementsPanel'),
  panel('outbox', 'Outbox', outboxAdmin, 'OutboxAdminPanel'),
  panel('audit-log', 'Audit Log', members, 'AuditLogPanel'),
  panel('subscriptions', 'Subscriptions', subscriptions, 'SubscriptionsPanel'),
  panel('payments', 'Payments', paymentsAdmin, 'PaymentsPanel'),
  panel('order-of-merit', 'Order of Merit', orderOfMerit, 'MeritRulesPanel'),
  panel('settings', 'Settings', settings, 'SettingsPanel'),
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

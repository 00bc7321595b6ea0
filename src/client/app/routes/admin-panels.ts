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
export const ADMIN_PANELS: AdminPanel[] = [];

/** Loads a named export of a feature module as a lazy panel. */
export function panel<T extends Record<string, ComponentType>>(
  key: string,
  label: string,
  load: () => Promise<T>,
  name: keyof T,
): AdminPanel {
  return { key, label, Component: lazy(async () => ({ default: (await load())[name] as ComponentType })) };
}

import type { Db, Dialect } from './db/database';
import type { Config } from './config';
import type { Deps } from './lib/deps';
import type { Mailer } from './plugins/mail-outbox';
import type { Reminders } from './plugins/reminders';
import type { PasswordChecks } from './modules/accounts/password-checks';
import type { SettingsStore } from './modules/settings/settings-store';

export type Access = 'public' | 'member' | 'admin';

export interface SignedInMember {
  id: number;
  isAdmin: boolean;
  sessionId: number;
  expiresAt: string;
  /** How the session arrived: a cookie needs the XSRF token on writes, a bearer token does not. */
  via: 'cookie' | 'bearer';
  /** A session begun from an e-mailed sign-in link: until when it may set a password without the old one. */
  passwordFreeUntil: string | null;
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its declared access, for the authorisation matrix and the hostile-input tests. */
    routeTable: RouteEntry[];
    db: Db;
    dialect: Dialect;
    /** SQLite on disk: the first database file (or its folder) the server cannot write, else undefined. */
    databaseUnwritablePath: () => string | undefined;
    config: Config;
    /** The database and settings every service is given (src/server/lib/deps.ts). */
    deps: Deps;
    /** The society's settings as this process knows them (decision 0059). */
    siteSettings: SettingsStore;
    mailer: Mailer;
    reminders: Reminders;
    /** Limits on checking a signed-in member's current password, shared by the routes that check it. */
    passwordChecks: PasswordChecks;
    /** How many answers the response cache keeps and the bytes they count (plugins/response-cache.ts). */
    responseCacheStats: () => { entries: number; bytes: number };
  }
  interface FastifyRequest {
    member: SignedInMember | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say. */
    access?: Access;
    /**
     * true: a public list, answered with ETag and Cache-Control, and 304 to a matching If-None-Match.
     * 'per-member': a signed-in member's own answer; kept in the server's memory for that member only, and never
     * by the browser (private, no-store, as every /api answer that says nothing else): see
     * src/server/plugins/response-cache.ts and plugins/private-answers.ts.
     */
    cacheable?: boolean | 'per-member';
  }
}

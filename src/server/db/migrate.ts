import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './database';
import { ensureChangeNotices } from './change-notices';
import { initialMigration } from './migrations/0001-initial';
import { memberSearchMigration } from './migrations/0002-member-search';
import { golfDaysMigration } from './migrations/0004-golf-days';
import { memberDataMigration } from './migrations/0005-member-data';
import { accountSecurityMigration } from './migrations/0006-account-security';
import { membersInformedMigration } from './migrations/0007-members-informed';
import { phoneNumbersMigration } from './migrations/0008-phone-numbers';
import { accentFoldedNamesMigration } from './migrations/0009-accent-folded-names';
import { teamToldMigration } from './migrations/0010-team-told';
import { editStampsMigration } from './migrations/0011-edit-stamps';
import { mailPrivacyMigration } from './migrations/0012-mail-privacy';
import { actionLinksMigration } from './migrations/0013-action-links';
import { signInLinksMigration } from './migrations/0014-sign-in-links';
import { guestsAndDinnerMigration } from './migrations/0015-guests-and-dinner';
import { sharedLimitsMigration } from './migrations/0018-shared-limits';
import { resultsFromCardsMigration } from './migrations/0016-results-from-cards';
import { moneyMigration } from './migrations/0017-money';
import { cardPaymentsMigration } from './migrations/0022-card-payments';
import { societySettingsMigration } from './migrations/0024-society-settings';
import { setupAddressMigration } from './migrations/0027-setup-address';
import { placeMemberAloneMigration } from './migrations/0028-place-member-alone';
import { withdrawMemberAloneMigration } from './migrations/0029-withdraw-member-alone';
import { subscriptionChargesMigration } from './migrations/0026-subscription-charges';
import { scratchTeamsMigration } from './migrations/0025-scratch-teams';
import { competitionTeamToldMigration } from './migrations/0030-competition-team-told';

function provider(dialect: DatabaseHandle['dialect']): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '0001-initial': initialMigration(dialect),
        '0002-member-search': memberSearchMigration(dialect),
        '0004-golf-days': golfDaysMigration(),
        '0005-member-data': memberDataMigration(dialect),
        '0006-account-security': accountSecurityMigration(),
        '0007-members-informed': membersInformedMigration(dialect),
        '0008-phone-numbers': phoneNumbersMigration(),
        '0009-accent-folded-names': accentFoldedNamesMigration(dialect),
        '0010-team-told': teamToldMigration(),
        '0011-edit-stamps': editStampsMigration(),
        '0012-mail-privacy': mailPrivacyMigration(),
        '0013-action-links': actionLinksMigration(dialect),
        '0014-sign-in-links': signInLinksMigration(dialect),
        '0015-guests-and-dinner': guestsAndDinnerMigration(dialect),
        '0018-shared-limits': sharedLimitsMigration(),
        '0016-results-from-cards': resultsFromCardsMigration(dialect),
        '0017-money': moneyMigration(dialect),
        '0022-card-payments': cardPaymentsMigration(),
        '0024-society-settings': societySettingsMigration(dialect),
        '0027-setup-address': setupAddressMigration(),
        '0028-place-member-alone': placeMemberAloneMigration(dialect),
        '0026-subscription-charges': subscriptionChargesMigration(dialect),
        '0025-scratch-teams': scratchTeamsMigration(dialect),
        '0029-withdraw-member-alone': withdrawMemberAloneMigration(dialect),
        '0030-competition-team-told': competitionTeamToldMigration(),
      };
    },
  };
}

/** Applies every pending migration; throws on the first failure. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrator = new Migrator({ db: handle.db, provider: provider(handle.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (handle.dialect === 'postgres') await ensureChangeNotices(handle.db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

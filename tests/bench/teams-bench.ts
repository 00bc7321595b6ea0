// `npm run bench:teams`: the time from a withdrawal to the reserve's offer (builds the server, not the client).
import { join } from 'node:path';
import { measureTeams, reportTeams } from './teams';
import { runSectionAlone, sectionServer } from './section-alone';

await runSectionAlone('teams', async (dir) => {
  reportTeams(await measureTeams({ ...sectionServer(3), file: join(dir, 'teams.db') }));
});

// `npm run bench:announcements`: section 6 of the bench alone (builds the server, not the client).
import { join } from 'node:path';
import { measureAnnouncements, reportAnnouncements } from './announcements';
import { runSectionAlone, sectionServer } from './section-alone';

await runSectionAlone('announce', async (dir) => {
  reportAnnouncements(await measureAnnouncements({ ...sectionServer(2), file: join(dir, 'announce.db') }));
});

import type { TextStorer } from '../../text.js';
import type { Database } from '../database.js';
import { insertNetworkIssue } from '../network-issues.js';

import type { SeedDays } from './seed-days.js';

/**
 * The demo's network issues: none open (the members area looks normal), one
 * resolved four days before the seed day and one maintenance planned in six days.
 */
export function seedNetworkIssues(
  db: Database,
  store: TextStorer,
  { at }: SeedDays,
): void {
  insertNetworkIssue(db, {
    title: store('EU-1 streams buffering'),
    description:
      '<p>Some channels on <strong>Stream EU-1</strong> buffered in the evening. We moved them to a spare server; everything runs normally again.</p>',
    type: 'Server',
    affecting: '',
    server: 1,
    priority: 'High',
    status: 'Resolved',
    startdate: at(-4, '19:40:00'),
    enddate: at(-4, '21:15:00'),
    lastupdate: at(-4, '21:15:00'),
  });
  insertNetworkIssue(db, {
    title: store('Planned maintenance of the programme guide'),
    description:
      '<p>We update the EPG servers between <strong>03:00 and 04:00</strong>. The programme guide may be empty for a few minutes; live TV is not affected.</p>',
    type: 'System',
    affecting: store('EPG'),
    server: 0,
    priority: 'Low',
    status: 'Scheduled',
    startdate: at(6, '03:00:00'),
    enddate: at(6, '04:00:00'),
    lastupdate: at(-1, '12:00:00'),
  });
}

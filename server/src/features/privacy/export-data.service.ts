import type { Readable } from 'node:stream';

import type { RouteCall } from '../../http/define-route.js';
import { consumeLimits, refundLimits } from '../../stores/limits.js';

import {
  collectAccount,
  collectMembersArea,
} from './data-export/collect-account.js';
import { collectRecords } from './data-export/collect-records.js';
import type { ExportData } from './data-export/export-data.js';
import { buildReadme } from './data-export/readme.js';
import { buildTables } from './data-export/tables.js';
import { streamZip } from './data-export/zip-stream.js';
import { exportLimit } from './privacy.service.js';
import type { PrivacyDeps } from './privacy.service.js';

/** The activity-log entry of every export (the client's record of it). */
export const EXPORT_LOG_TEXT = 'Data export downloaded from the members area';

/** A built export: the archive's file name and its bytes as they are made. */
export interface DataArchive {
  filename: string;
  stream: Readable;
}

/** Everything of the client, read before the first byte of the archive. */
async function collectData(
  deps: PrivacyDeps,
  clientId: number,
  sessionId: string,
): Promise<ExportData> {
  const generatedAt = new Date(deps.now()).toISOString();
  const [account, records, membersArea] = await Promise.all([
    collectAccount(deps, clientId),
    collectRecords(deps, clientId),
    collectMembersArea(deps, clientId, sessionId),
  ]);
  return {
    generatedAt,
    ...account,
    contacts: null,
    ...records,
    ...membersArea,
  };
}

/**
 * `dataExport`: the client's data as a ZIP archive (GDPR Art. 15 and 20),
 * within the day's limit (429 with Retry-After past it). Everything is read
 * first, so a WHMCS failure answers an error, not a broken file, and gives
 * the export back; then the export is logged in WHMCS's activity log and
 * the archive is streamed: data.json, a CSV file per list and README.txt in
 * the client's language. Only the session's client's records are read, and
 * each is checked to be theirs.
 */
export async function exportData(
  deps: PrivacyDeps,
  { identity, locale }: Pick<RouteCall<'dataExport'>, 'identity' | 'locale'>,
): Promise<DataArchive> {
  const { clientId } = identity;
  const limit = exportLimit(clientId);
  await consumeLimits(deps.stores.counters, [limit], deps.now());
  let data: ExportData;
  try {
    data = await collectData(deps, clientId, identity.sessionId);
    await deps.whmcs.logActivity({
      clientid: clientId,
      description: EXPORT_LOG_TEXT,
    });
  } catch (error) {
    // A store that cannot answer leaves the export counted: the limit holds.
    await refundLimits(deps.stores.counters, [limit]).catch(() => undefined);
    throw error;
  }
  const files = [
    { name: 'data.json', text: `${JSON.stringify(data, null, 2)}\n` },
    ...buildTables(data),
    buildReadme(locale, data.generatedAt),
  ];
  const day = data.generatedAt.slice(0, 10);
  return {
    filename: `my-data-${day}.zip`,
    stream: streamZip(files, new Date(deps.now())),
  };
}

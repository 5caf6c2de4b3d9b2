import { listDepartments, listTicketStatuses } from '../db/catalog.js';
import { countTicketsByDepartment } from '../db/tickets.js';

import { successReply, type ActionContext, type ActionReply } from './types.js';

/**
 * GetSupportDepartments: every department with its count of tickets awaiting a reply
 * and of open (active) tickets. There are no hidden departments or assignments here.
 * @see https://developers.whmcs.com/api-reference/getsupportdepartments/
 */
export function getSupportDepartments({ db }: ActionContext): ActionReply {
  const statuses = listTicketStatuses(db);
  const awaiting = new Set(
    statuses.filter((row) => row.show_awaiting).map((row) => row.title),
  );
  const active = new Set(
    statuses.filter((row) => row.show_active).map((row) => row.title),
  );
  const counts = countTicketsByDepartment(db);
  const departments = listDepartments(db).map((department) => {
    const rows = counts.filter((row) => row.deptid === department.id);
    const sum = (set: Set<string>): number =>
      rows
        .filter((row) => set.has(row.status))
        .reduce((total, row) => total + row.n, 0);
    return {
      id: String(department.id),
      name: department.name,
      awaitingreply: String(sum(awaiting)),
      opentickets: String(sum(active)),
    };
  });
  return successReply({
    totalresults: departments.length,
    departments: { department: departments },
  });
}

import type { NetworkIssue, ServiceStatusResponse } from '@members/contract';

/** What a notice about ongoing problems says: the issues by name, or only how many. */
export interface OpenProblems {
  issues: NetworkIssue[];
  /** Ongoing problems, named or not. */
  count: number;
}

/** The ongoing problems of an answer; null when there is none. */
export function openProblems(
  status: ServiceStatusResponse | undefined,
): OpenProblems | null {
  if (!status) return null;
  const issues = status.issues.filter((issue) => issue.state === 'open');
  const count = Math.max(status.openCount, issues.length);
  return count > 0 ? { issues, count } : null;
}

/** A key naming the problems a notice was hidden for: a new one shows it again. */
export function problemsKey(problems: OpenProblems): string {
  return problems.issues.length > 0
    ? problems.issues.map((issue) => issue.id).join(',')
    : `count:${problems.count}`;
}

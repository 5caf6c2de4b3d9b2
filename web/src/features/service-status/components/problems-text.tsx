import { useTranslation } from 'react-i18next';

import type { OpenProblems } from '../utils/open-issues';

/** "Known problem: <title>" (and how many more), or only their number. */
export function ProblemsText({ problems }: { problems: OpenProblems }) {
  const { t } = useTranslation();
  const [first] = problems.issues;
  if (!first) {
    return <>{t('status.countOnly', { count: problems.count })}</>;
  }
  const more = problems.count - 1;
  return (
    <>
      {t('status.banner.known', { title: first.title })}
      {more > 0 && ` ${t('status.banner.more', { count: more })}`}
    </>
  );
}

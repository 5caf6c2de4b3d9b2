import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { AsyncContent } from '@/components/ui/async-content';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { useFormError } from '@/hooks/use-form-error';
import { useScreenTexts } from '@/lib/screen-texts';

import { useProfile } from '../api/profile';

import { DetailsForm } from './details-form';
import { EmailPreferencesForm } from './email-preferences-form';
import { LanguageForm } from './language-form';
import { PasswordCard } from './password-card';
import classes from './profile.module.css';
import { SignInEmailCard } from './sign-in-email-card';

function ProfileSkeleton() {
  return (
    <div className={classes.sections}>
      {[6, 4, 2].map((rows) => (
        <Paper key={rows} withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Skeleton height={22} width="40%" />
            {Array.from({ length: rows }, (_, index) => (
              <Skeleton key={index} height={36} />
            ))}
          </Stack>
        </Paper>
      ))}
    </div>
  );
}

/**
 * "My details": the customer's details as WHMCS keeps them, in sections
 * that each save on their own: name and address, the e-mails WHMCS sends,
 * the language, the sign-in e-mail, the password.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const texts = useScreenTexts('profile');
  const profile = useProfile();
  const failureMessage = useFormError();

  if (!texts.isSuccess) {
    return (
      <div className={classes.page}>
        <AsyncContent
          state={{
            data: undefined,
            isLoading: texts.isPending,
            errorMessage: texts.isError ? failureMessage(texts.error) : null,
            onRetry: () => void texts.refetch(),
            isRetrying: texts.isFetching,
          }}
          skeleton={<ProfileSkeleton />}
        >
          {() => null}
        </AsyncContent>
      </div>
    );
  }

  return (
    <div className={classes.page}>
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <AsyncContent
        state={{
          data: profile.data,
          isLoading: profile.isPending,
          errorMessage: profile.isError ? failureMessage(profile.error) : null,
          onRetry: () => void profile.refetch(),
          isRetrying: profile.isFetching,
        }}
        skeleton={<ProfileSkeleton />}
      >
        {(data) => (
          <div className={classes.sections}>
            <SectionCard
              title={t('profile.details.title')}
              description={t('profile.details.description')}
            >
              <DetailsForm profile={data} />
            </SectionCard>
            <SectionCard
              title={t('profile.emails.title')}
              description={t('profile.emails.description')}
            >
              <EmailPreferencesForm profile={data} />
            </SectionCard>
            <SectionCard
              title={t('profile.language.title')}
              description={t('profile.language.description')}
            >
              <LanguageForm profile={data} />
            </SectionCard>
            <SectionCard
              title={t('profile.signIn.title')}
              description={t('profile.signIn.description')}
            >
              <SignInEmailCard profile={data} />
            </SectionCard>
            <SectionCard
              title={t('profile.password.title')}
              description={t('profile.password.description')}
            >
              <PasswordCard />
            </SectionCard>
          </div>
        )}
      </AsyncContent>
    </div>
  );
}

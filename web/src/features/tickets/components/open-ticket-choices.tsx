import { Button, Group, Skeleton, Stack } from '@mantine/core';
import type { Subscription } from '@members/contract';
import { useTranslation } from 'react-i18next';

import { CheckedSelect } from '@/components/form/checked-fields';
import { useStatusLabel } from '@/components/ui/status-badge';
import { errorKey } from '@/lib/api-client';

import type { useDepartements } from '../api/get-departements';
import type { MessageForm } from '../hooks/use-message-form';

import classes from './open-ticket.module.css';

/** The subscriptions as the form offers them: name and id, and the status unless active. */
function useSubscriptionOptions(subscriptions: Subscription[]) {
  const { t } = useTranslation();
  const statusLabel = useStatusLabel();
  return subscriptions.map((subscription) => ({
    value: String(subscription.id),
    label: [
      t('tickets.open.subscriptionOption', {
        name: subscription.name,
        id: subscription.id,
      }),
      subscription.status === 'Active'
        ? null
        : statusLabel('subscription', subscription.status),
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

/**
 * The open-ticket form's choices: the department (a placeholder while they
 * load, a retry if they fail) and an optional subscription.
 */
export function OpenTicketChoices({
  fields,
  departements,
  subscriptions,
  isSending,
}: {
  fields: MessageForm<'deptid' | 'serviceid' | 'subject'>['fields'];
  departements: ReturnType<typeof useDepartements>;
  subscriptions: Subscription[];
  isSending: boolean;
}) {
  const { t } = useTranslation();
  const departmentOptions = (departements.data ?? []).map((department) => ({
    value: String(department.id),
    label: department.name,
  }));
  const subscriptionOptions = useSubscriptionOptions(subscriptions);

  return (
    <>
      <div className={classes.row}>
        {departements.isPending ? (
          <Stack gap={6} data-testid="departments-loading">
            <Skeleton height={14} width={110} />
            <Skeleton height={36} />
          </Stack>
        ) : (
          <CheckedSelect
            form={fields}
            field="deptid"
            label={t('tickets.open.department')}
            placeholder={t('tickets.open.departmentPlaceholder')}
            data={departmentOptions}
            error={
              departements.isError ? t(errorKey(departements.error)) : undefined
            }
            allowDeselect={false}
            checkIconPosition="right"
            required
            disabled={isSending || departements.isError}
            comboboxProps={{ shadow: 'md' }}
          />
        )}
        <CheckedSelect
          form={fields}
          field="serviceid"
          label={t('tickets.open.subscription')}
          placeholder={t('tickets.open.subscriptionPlaceholder')}
          data={subscriptionOptions}
          clearable
          checkIconPosition="right"
          disabled={isSending || subscriptionOptions.length === 0}
          comboboxProps={{ shadow: 'md' }}
          clearButtonProps={{
            'aria-label': t('tickets.open.clearSubscription'),
          }}
        />
      </div>
      {departements.isError && (
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => void departements.refetch()}
            loading={departements.isFetching}
          >
            {t('common.actions.retry')}
          </Button>
        </Group>
      )}
    </>
  );
}

import { Anchor, Button, Loader, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ResellerProductResponse } from '@members/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { IconCircleCheck } from '@/components/ui/icons/circle-check';
import lists from '@/components/ui/lists.module.css';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { ApiError, errorKey } from '@/lib/api-client';
import { Link, Redirect, useNavigate } from '@/lib/router';

import { useResellerProduct } from '../api/get-reseller-product';

import classes from './reseller.module.css';

function Checking() {
  const { t } = useTranslation();
  return (
    <div className={classes.checking} aria-busy="true" data-testid="loading">
      <Loader size="md" />
      <Text c="dimmed">{t('reseller.success.checking')}</Text>
    </div>
  );
}

/** The success screen: the Active product, the next steps, and the ways on. */
function SuccessCard({
  serviceid,
  product,
}: {
  serviceid: number;
  product: ResellerProductResponse;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  return (
    <Paper
      withBorder
      radius="lg"
      className={classes.success}
      data-testid="reseller-success"
    >
      <span className={classes.successIcon}>
        <IconCircleCheck size={32} />
      </span>
      <Title order={1} fz="h2" ta="center">
        {t('reseller.success.title')}
      </Title>
      <Text c="dimmed" ta="center">
        {t('reseller.success.subtitle')}
      </Text>
      <div className={classes.product}>
        <div className={classes.productText}>
          <Text fw={700} className={classes.productName}>
            {product.name}
          </Text>
          <Text size="sm" c="dimmed">
            {t('reseller.success.service', { id: serviceid })}
          </Text>
        </div>
        <StatusBadge kind="subscription" status={product.status} />
      </div>
      <div className={classes.next}>
        <Title order={2} className={classes.cardTitle}>
          {t('reseller.success.next.title')}
        </Title>
        <ol className={lists.numbered}>
          <li>{t('reseller.success.next.subscription')}</li>
          <li>{t('reseller.success.next.redirect')}</li>
          <li>
            {t('reseller.success.next.support')}{' '}
            <Anchor component={Link} to={toPath(paths.openTicket())} fw={600}>
              {t('reseller.success.openTicket')}
            </Anchor>
          </li>
        </ol>
      </div>
      <div className={classes.successActions}>
        <Button
          component={Link}
          to={toPath(paths.subscription(serviceid))}
          size="md"
        >
          {t('reseller.success.openSubscription')}
        </Button>
        <Button
          component={Link}
          to={toPath(paths.resellers())}
          variant="default"
          size="md"
        >
          {t('reseller.success.toResellers')}
        </Button>
      </div>
    </Paper>
  );
}

/**
 * `/reseller-success?serviceid=N` (product rules: Access): without a service id, or when
 * the product cannot be loaded or is not Active, the customer goes to
 * `/resellers`; else a success screen with the next steps.
 */
export function ResellerSuccessPage({
  serviceid,
}: {
  serviceid: number | null;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const product = useResellerProduct(serviceid);
  const isActive = product.data?.status === 'Active';
  const isRefused = product.isError || (product.isSuccess && !isActive);

  useEffect(() => {
    if (!isRefused || serviceid === null) {
      return;
    }
    const isUnknown =
      product.isSuccess ||
      (product.error instanceof ApiError && product.error.code === 'NOT_FOUND');
    notifications.show({
      color: 'yellow',
      title: t('reseller.success.notConfirmed.title'),
      message: isUnknown
        ? t('reseller.success.notConfirmed.message', { id: serviceid })
        : t(errorKey(product.error)),
    });
    void navigate(toPath(paths.resellers()), { replace: true });
  }, [
    isRefused,
    navigate,
    product.error,
    product.isSuccess,
    serviceid,
    t,
    toPath,
  ]);

  if (serviceid === null) {
    return <Redirect replace to={toPath(paths.resellers())} />;
  }
  if (!product.data || !isActive) {
    return <Checking />;
  }
  return <SuccessCard serviceid={serviceid} product={product.data} />;
}

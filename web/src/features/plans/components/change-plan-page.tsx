import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';

import type {
  ChangePlanRequest,
  ChangePlanResponse,
  PlanOption,
  PlanOptionsResponse,
} from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { DetailPage, useRecordState } from '@/components/ui/detail-page';
import { paths } from '@/config/paths';
import { useLocalePath } from '@/hooks/locale-context';
import { useScreenTexts } from '@/lib/screen-texts';

import { useChangePlan } from '../api/change-plan';
import { usePlanOptions } from '../api/plan-options';
import { useCheckout } from '../hooks/use-checkout';
import { findOption, toChoice } from '../utils/plan-choices';

import { ChangePlanChoiceForm } from './change-plan-choice-form';
import { ChangeFailure, ConfirmChange } from './change-plan-confirm';
import {
  ChangeDone,
  ChangePlanIntro,
  NoOptions,
  PendingChange,
} from './change-plan-states';
import { PlansPageSkeleton } from './plan-choices';
import classes from './plans.module.css';

function ChangePlanForm({ options }: { options: PlanOptionsResponse }) {
  const { t } = useTranslation();
  const mutation = useChangePlan();
  const checkout = useCheckout<
    PlanOption,
    string,
    ChangePlanRequest,
    ChangePlanResponse
  >(mutation);
  const { choice, confirming, failure, done } = checkout;
  const chosen = findOption(options.options, choice);

  if (done !== null) {
    return <ChangeDone serviceid={options.serviceid} plan={done} />;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen) {
      checkout.setIsChoiceMissing(true);
      return;
    }
    checkout.clearFailure();
    checkout.setConfirming(chosen);
  }

  function handleConfirm() {
    if (confirming === null) {
      return;
    }
    const option = confirming;
    const body: ChangePlanRequest = {
      serviceid: options.serviceid,
      productid: option.productid,
      billingcycle: option.billingcycle,
      dueNow: option.dueNow,
    };
    checkout.send({
      body,
      choice: toChoice(option.productid, option.billingcycle),
      success: {
        title: t('plans.change.successTitle'),
        done: t('plans.change.successDone', { plan: option.name }),
        invoice: t('plans.change.successInvoice', { plan: option.name }),
      },
      toDone: () => option.name,
    });
  }

  let body;
  if (options.pendingInvoiceid !== null) {
    body = <PendingChange invoiceid={options.pendingInvoiceid} />;
  } else if (options.options.length === 0) {
    body = <NoOptions options={options} />;
  } else {
    body = (
      <ChangePlanChoiceForm
        options={options}
        choice={choice}
        chosen={chosen}
        isChoiceMissing={checkout.isChoiceMissing}
        isPending={checkout.isPending}
        onChoice={checkout.handleChoice}
        onSubmit={handleSubmit}
      />
    );
  }

  return (
    <>
      <ChangePlanIntro options={options} />
      <div className={classes.stack}>
        {failure && <ChangeFailure failure={failure} options={options} />}
        {body}
      </div>
      <ConfirmChange
        option={confirming}
        options={options}
        isPending={checkout.isPending}
        onConfirm={handleConfirm}
        onClose={checkout.handleClose}
      />
    </>
  );
}

/**
 * `/changePlan?subscriptionid=N`: the plan of an Active subscription now,
 * the plans its product allows with their price per cycle and what is due
 * now, one choice confirmed once; then the invoice of the difference to
 * pay. A change waiting for payment, or no plan to move to, says so.
 */
export function ChangePlanPage({
  subscriptionid,
}: {
  subscriptionid: number | null;
}) {
  const { t } = useTranslation();
  const toPath = useLocalePath();
  const hasTexts = useScreenTexts('plans').data === true;
  const query = usePlanOptions(subscriptionid);
  const state = useRecordState(query);
  if (!hasTexts) {
    return <PlansPageSkeleton />;
  }
  return (
    <DetailPage
      id={subscriptionid}
      state={state}
      back={{
        to: toPath(
          subscriptionid === null
            ? '/#subscriptions'
            : paths.subscription(subscriptionid),
        ),
        label: t('plans.change.back'),
      }}
      notFound={{
        title: t('plans.change.notFoundTitle'),
        description: t('plans.change.notFoundText'),
      }}
      skeleton={{ titleWidth: '45%', blocks: [64, 220] }}
    >
      {(options) => (
        <ChangePlanForm key={options.serviceid} options={options} />
      )}
    </DetailPage>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';

import { Button, Radio, Text } from '@mantine/core';
import type {
  ConnectionChoice,
  ConnectionOptionsResponse,
  Currency,
} from '@members/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './connections.module.css';
import { usePriceText } from './use-price-text';

/** Whether an amount is more than nothing. */
export function isDue(amount: string): boolean {
  return Number(amount) > 0;
}

/** One count as a radio shows it: the count, what is due now, and the price per cycle after. */
function ChoiceLabel({
  choice,
  currency,
  billingcycle,
}: {
  choice: ConnectionChoice;
  currency: Currency;
  billingcycle: string;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  return (
    <>
      <span className={classes.choiceTitle}>
        {t('connections.count', { count: choice.connections })}
      </span>
      <span className={classes.choicePrice}>
        {isDue(choice.dueNow)
          ? t('connections.dueNow', {
              amount: price.money(choice.dueNow, currency),
            })
          : t('connections.nothingDue')}
      </span>
      <span className={classes.choiceDetail}>
        {t('connections.recurring', {
          price: price.perCycle(choice.recurringAmount, currency, billingcycle),
        })}
      </span>
    </>
  );
}

/** The choose step: the connection counts with their prices, the choice in one sentence, and submit. */
export function ConnectionChoices({
  options,
  chosen,
  isChoiceMissing,
  isPending,
  onChoice,
  onSubmit,
}: {
  options: ConnectionOptionsResponse;
  chosen: ConnectionChoice | null;
  isChoiceMissing: boolean;
  isPending: boolean;
  onChoice: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { t } = useTranslation();
  const price = usePriceText();
  const { currency, billingcycle } = options;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('connections.title')}>
      <Radio.Group
        label={t('connections.choices')}
        value={chosen ? String(chosen.choiceId) : null}
        onChange={onChoice}
        error={isChoiceMissing ? t('connections.chooseFirst') : undefined}
        classNames={{ label: classes.groupLabel, error: classes.groupError }}
        data-testid="connection-choices"
      >
        <div className={classes.choices}>
          {options.choices.map((choice) => (
            <Radio
              key={choice.choiceId}
              value={String(choice.choiceId)}
              disabled={isPending}
              classNames={{
                root: classes.choice,
                body: classes.choiceBody,
                labelWrapper: classes.choiceLabelWrapper,
                label: classes.choiceLabel,
              }}
              label={
                <ChoiceLabel
                  choice={choice}
                  currency={currency}
                  billingcycle={billingcycle}
                />
              }
            />
          ))}
        </div>
      </Radio.Group>
      <div className={classes.footer}>
        <Text className={classes.summary} aria-live="polite">
          {chosen
            ? t('connections.summary', {
                connections: t('connections.count', {
                  count: chosen.connections,
                }),
                due: price.money(chosen.dueNow, currency),
              })
            : ''}
        </Text>
        <Button type="submit" size="md" loading={isPending}>
          {t('connections.submit')}
        </Button>
      </div>
    </form>
  );
}

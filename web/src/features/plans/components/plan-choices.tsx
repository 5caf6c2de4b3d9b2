import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';

import { Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import classes from './plans.module.css';

/** Skeleton cards in the shape of the products. */
export function ProductsSkeleton() {
  return (
    <div className={classes.products}>
      <Skeleton height={220} radius="lg" />
      <Skeleton height={220} radius="lg" />
    </div>
  );
}

/** A plan page before its texts arrive: the shape of the page. */
export function PlansPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" data-testid="loading">
      <Skeleton height={36} width="45%" />
      <Skeleton height={64} radius="lg" />
      <ProductsSkeleton />
    </Stack>
  );
}

/** One product in one cycle, as the customer may choose it. */
export interface Choice {
  value: string;
  /** The cycle ("Yearly"). */
  title: string;
  /** The price per cycle ("€89.00 / year"). */
  price: string;
  /** What else the choice means (due now, a setup fee), or nothing. */
  detail?: string;
}

/** A product and its cycles. */
export interface ProductChoices {
  key: number;
  name: string;
  description: string;
  /** Beside the name (an "Upgrade" badge, say). */
  badge?: ReactNode;
  choices: Choice[];
}

/**
 * Products as cards, each with its cycles as radios: one group across all
 * cards (one choice in all), each card a fieldset named by its product.
 */
export function PlanChoices({
  label,
  products,
  value,
  onChange,
  error,
  isDisabled = false,
  testId,
}: {
  label: string;
  products: ProductChoices[];
  value: string | null;
  onChange: (value: string) => void;
  error?: string;
  isDisabled?: boolean;
  testId: string;
}) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={onChange}
      error={error}
      classNames={{ label: classes.groupLabel, error: classes.groupError }}
      data-testid={testId}
    >
      <div className={classes.products}>
        {products.map((product) => (
          <fieldset
            key={product.key}
            className={classes.product}
            data-testid="plan-product"
            disabled={isDisabled}
          >
            <legend className={classes.productLegend}>
              <span className={classes.productName}>{product.name}</span>
              {product.badge}
            </legend>
            {product.description && (
              <Text size="sm" c="dimmed" className={classes.productDescription}>
                {product.description}
              </Text>
            )}
            <div className={classes.choices}>
              {product.choices.map((choice) => (
                <Radio
                  key={choice.value}
                  value={choice.value}
                  classNames={{
                    root: classes.choice,
                    body: classes.choiceBody,
                    labelWrapper: classes.choiceLabelWrapper,
                    label: classes.choiceLabel,
                  }}
                  label={
                    <span className={classes.choiceText}>
                      <span className={classes.choiceTitle}>
                        {choice.title}
                      </span>
                      <span className={classes.choicePrice}>
                        {choice.price}
                      </span>
                      {choice.detail && (
                        <span className={classes.choiceDetail}>
                          {choice.detail}
                        </span>
                      )}
                    </span>
                  }
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </Radio.Group>
  );
}

import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/ActionIcon.css';

import {
  ActionIcon,
  CopyButton,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';

import classes from './copy-field.module.css';
import { IconCheck } from './icons/check';
import { IconCopy } from './icons/copy';
import { IconEye } from './icons/eye';
import { IconEyeOff } from './icons/eye-off';

/** A URL that may wrap after `/` and before `?` or `&` rather than mid-word. */
export function UrlText({ url }: { url: string }) {
  const parts = url.split(/(?<=\/)(?!\/)|(?=[?&])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** How long the "copied" notice stays (product rules: Limits, 2.5 s). */
export const COPIED_NOTICE_MS = 2500;

/** Copies `value` and says so for a moment, visibly and to screen readers. */
export function CopyValueButton({
  value,
  label,
}: {
  value: string;
  /** Accessible name, e.g. "Copy username". */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={COPIED_NOTICE_MS}>
      {({ copied, copy }) => (
        <>
          <Tooltip
            label={copied ? t('common.actions.copied') : label}
            opened={copied ? true : undefined}
            withArrow
            position="top"
          >
            <ActionIcon
              variant={copied ? 'light' : 'subtle'}
              color={copied ? 'green' : 'gray'}
              size="lg"
              onClick={copy}
              aria-label={label}
              data-copied={copied || undefined}
            >
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden aria-live="polite">
            {copied ? t('common.actions.copied') : ''}
          </VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}

/** What a copy field shows and copies, and how a secret one is revealed. */
interface CopyFieldProps {
  label: ReactNode;
  value: string | null;
  /** What to show instead of the raw value (the raw value is copied). */
  display?: ReactNode;
  copyLabel: string;
  emptyText?: ReactNode;
  isSecret?: boolean;
  revealLabel?: string;
  hideLabel?: string;
  isMonospace?: boolean;
  /** Controlled reveal state of a secret field. */
  isRevealed?: boolean;
  onRevealChange?: (isRevealed: boolean) => void;
  /** What a masked secret shows instead of dots. */
  maskedDisplay?: ReactNode;
  /** More buttons for the value, shown before the copy button. */
  actions?: ReactNode;
}

/**
 * A labelled value with a copy button. A secret value is masked until the
 * customer reveals it; an empty one shows `emptyText` and nothing to copy.
 * Several secret fields can share one reveal state (`isRevealed` and
 * `onRevealChange`), and show `maskedDisplay` while masked.
 */
export function CopyField({
  label,
  value,
  display,
  copyLabel,
  emptyText,
  isSecret = false,
  revealLabel,
  hideLabel,
  isMonospace = false,
  isRevealed: revealedProp,
  onRevealChange,
  maskedDisplay,
  actions,
}: CopyFieldProps) {
  const [ownRevealed, setOwnRevealed] = useState(false);
  const isRevealed = revealedProp ?? ownRevealed;
  const toggleRevealed = () => {
    setOwnRevealed(!isRevealed);
    onRevealChange?.(!isRevealed);
  };
  const hasValue = value !== null && value !== '';
  const isMasked = isSecret && !isRevealed;
  return (
    <div className={classes.field} data-testid="copy-field">
      <div className={classes.text}>
        <Text size="xs" c="dimmed" fw={600} className={classes.label}>
          {label}
        </Text>
        {hasValue ? (
          <Text
            fw={600}
            className={classes.value}
            data-monospace={isMonospace || isSecret || undefined}
            data-masked={
              isMasked ? (maskedDisplay ? 'partial' : true) : undefined
            }
          >
            {isMasked
              ? (maskedDisplay ?? '•'.repeat(Math.max(value.length, 4)))
              : (display ?? value)}
          </Text>
        ) : (
          <Text c="dimmed" fs="italic" className={classes.value}>
            {emptyText}
          </Text>
        )}
      </div>
      {hasValue && (
        <div className={classes.buttons}>
          {isSecret && (
            <Tooltip label={isRevealed ? hideLabel : revealLabel} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={toggleRevealed}
                aria-label={isRevealed ? hideLabel : revealLabel}
                aria-pressed={isRevealed}
              >
                {isRevealed ? <IconEyeOff size={18} /> : <IconEye size={18} />}
              </ActionIcon>
            </Tooltip>
          )}
          {actions}
          <CopyValueButton value={value} label={copyLabel} />
        </div>
      )}
    </div>
  );
}

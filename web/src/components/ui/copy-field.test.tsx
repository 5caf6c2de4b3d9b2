import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render';

import { CopyField, UrlText } from './copy-field';

describe('CopyField', () => {
  it('copies the value and says so', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <CopyField label="Username" value="demo101" copyLabel="Copy username" />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy username' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(await navigator.clipboard.readText()).toBe('demo101');
    expect(screen.getAllByText('Copied').length).toBeGreaterThan(0);
  });

  it('masks a secret until revealed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <CopyField
        label="Parental code"
        value="1234"
        copyLabel="Copy parental code"
        isSecret
        revealLabel="Show code"
        hideLabel="Hide code"
      />,
    );
    expect(screen.queryByText('1234')).not.toBeInTheDocument();
    expect(screen.getByText('••••')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(screen.getByText('1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide code' }));
    expect(screen.queryByText('1234')).not.toBeInTheDocument();
  });

  it('shows the empty text and no copy button without a value', async () => {
    await renderWithProviders(
      <CopyField
        label="MAC address"
        value={null}
        copyLabel="Copy MAC address"
        emptyText="Not set"
      />,
    );
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('UrlText', () => {
  it('lets a URL wrap at its separators without changing its text', async () => {
    const { container } = await renderWithProviders(
      <p>
        <UrlText url="https://example.com/offers?aff=1&x=2" />
      </p>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('https://example.com/offers?aff=1&x=2');
    expect(paragraph?.querySelectorAll('wbr')).toHaveLength(4);
  });
});

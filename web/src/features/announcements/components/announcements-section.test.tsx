import type { Announcement } from '@members/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { AsyncState } from '@/components/ui/async-content';
import { renderWithProviders } from '@/testing/render';

import { AnnouncementsSection } from './announcements-section';

// The server sanitises announcements (contract: html-policy.ts), so the
// dashboard must not load a sanitiser: importing DOMPurify here fails the file.
vi.mock('dompurify', () => {
  throw new Error('the announcements section must not load DOMPurify');
});

function state(
  overrides: Partial<AsyncState<Announcement[] | null>>,
): AsyncState<Announcement[] | null> {
  return {
    data: undefined,
    isLoading: false,
    errorMessage: null,
    onRetry: vi.fn(),
    isRetrying: false,
    ...overrides,
  };
}

const announcement: Announcement = {
  id: 1,
  date: '2026-11-18T10:00:00',
  title: 'New servers',
  // As the server sends it: already sanitised, links with target and rel.
  body: '<p>Faster <strong>channels</strong>. <a href="https://status.example" target="_blank" rel="noopener noreferrer">Status</a></p><ul><li>One</li></ul><a>bad</a>',
};

describe('AnnouncementsSection', () => {
  it('shows title, date and the body the server sanitised, as it is', async () => {
    await renderWithProviders(
      <AnnouncementsSection
        state={state({ data: [announcement] })}
        isEnabled
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'New servers' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Nov 18, 2026')).toBeInTheDocument();
    expect(screen.getByText('channels').tagName).toBe('STRONG');
    const link = screen.getByRole('link', { name: 'Status' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', 'https://status.example');
    expect(screen.getByText('One').tagName).toBe('LI');
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
  });

  it('is hidden when announcements are switched off or there are none', async () => {
    const { container, unmount } = await renderWithProviders(
      <AnnouncementsSection state={state({ data: null })} isEnabled={false} />,
    );
    expect(container.querySelector('#announcements')).toBeNull();
    unmount();
    const second = await renderWithProviders(
      <AnnouncementsSection state={state({ data: [] })} isEnabled />,
    );
    expect(second.container.querySelector('#announcements')).toBeNull();
  });

  it('shows skeletons while loading only when announcements are on', async () => {
    const { unmount } = await renderWithProviders(
      <AnnouncementsSection state={state({ isLoading: true })} isEnabled />,
    );
    expect(screen.getByTestId('loading')).toBeInTheDocument();
    unmount();
    const second = await renderWithProviders(
      <AnnouncementsSection
        state={state({ isLoading: true })}
        isEnabled={false}
      />,
    );
    expect(second.container.querySelector('#announcements')).toBeNull();
  });

  it('shows more than three on demand', async () => {
    const many = Array.from({ length: 5 }, (_, index) => ({
      ...announcement,
      id: index + 1,
      title: `News ${index + 1}`,
    }));
    await renderWithProviders(
      <AnnouncementsSection state={state({ data: many })} isEnabled />,
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    screen.getByRole('button', { name: 'Show 2 more announcements' }).click();
    expect(
      await screen.findByRole('heading', { name: 'News 5' }),
    ).toBeInTheDocument();
  });
});

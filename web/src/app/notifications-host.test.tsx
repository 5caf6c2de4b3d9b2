import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render';

// Counts the loads of the container's module; the real module still runs.
const containerModule = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./notifications-container', async (importOriginal) => {
  containerModule.loads += 1;
  return importOriginal();
});

afterEach(() => {
  act(() => notifications.clean());
});

/** The notification containers Mantine renders, one per position. */
function containers() {
  return document.querySelectorAll('.mantine-Notifications-root');
}

describe('NotificationsHost', () => {
  it('renders nothing and loads no container while no notification is shown, then shows the first one', async () => {
    await renderWithProviders(<p>Page</p>);
    await screen.findByText('Page');

    expect(containers()).toHaveLength(0);
    expect(containerModule.loads).toBe(0);

    act(() => {
      notifications.show({ title: 'Saved', message: 'Your MAC was saved' });
    });

    expect(await screen.findByText('Your MAC was saved')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    expect(containerModule.loads).toBe(1);
    expect(containers().length).toBeGreaterThan(0);

    // Later notifications use the container already there.
    act(() => {
      notifications.show({ message: 'Device signed out' });
    });
    expect(await screen.findByText('Device signed out')).toBeVisible();
    expect(containerModule.loads).toBe(1);
  });

  it('keeps the container once it is there, and closes notifications', async () => {
    await renderWithProviders(<p>Page</p>);
    let id = '';
    act(() => {
      id = notifications.show({ message: 'Ticket replied' });
    });
    await screen.findByText('Ticket replied');

    act(() => notifications.hide(id));

    await vi.waitFor(() => {
      expect(screen.queryByText('Ticket replied')).not.toBeInTheDocument();
    });
    expect(containers().length).toBeGreaterThan(0);
  });
});

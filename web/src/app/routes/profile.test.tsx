import { notifications } from '@mantine/notifications';
import { updateProfileRequestSchema } from '@members/contract';
import type {
  ChangeEmailRequest,
  ConfirmEmailRequest,
  Profile,
  UpdateProfileRequest,
} from '@members/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { authStore } from '@/stores/auth-store';
import { meQueryOptions } from '@/stores/me';
import { demoUser, makeAllData } from '@/testing/fixtures';
import { meFixture } from '@/testing/fixtures-affiliate';
import { errorResponse, handle, server } from '@/testing/msw';
import { renderApp } from '@/testing/render';

// Whole-app renders (lazy routes, comboboxes) take seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

type Sent<B> = { body: B; key: string | null };

const PROFILE: Profile = {
  details: {
    firstname: 'Dana',
    lastname: 'Demo',
    companyname: '',
    address1: 'Hauptstraße 1',
    address2: '',
    city: 'Berlin',
    state: 'Berlin',
    postcode: '10115',
    country: 'DE',
    phonenumber: '+49.301234567',
  },
  email: 'dana@example.com',
  emailPreferences: {
    general: true,
    invoice: true,
    support: true,
    product: true,
    domain: false,
    affiliate: false,
  },
  language: 'en-en',
  pendingEmail: null,
};

let profile: Profile;
let updates: Sent<UpdateProfileRequest>[];
let meCalls: number;
let allDataCalls: number;

beforeEach(() => {
  notifications.clean();
  authStore.reset();
  authStore.signedIn(demoUser);
  profile = structuredClone(PROFILE);
  updates = [];
  meCalls = 0;
  allDataCalls = 0;
  server.use(
    handle('allData', () => {
      allDataCalls += 1;
      return makeAllData();
    }),
    handle('profile', () => profile),
    handle('updateProfile', (body, request) => {
      updates.push({ body, key: request.headers.get('idempotency-key') });
      profile = { ...profile, ...body };
      return profile;
    }),
    handle('me', () => {
      meCalls += 1;
      return {
        ...meFixture,
        firstname: profile.details.firstname,
        lastname: profile.details.lastname,
        email: profile.email,
      };
    }),
  );
});

async function openProfile() {
  const rendered = await renderApp('/dashboard/profile');
  await screen.findByRole('form', { name: 'Name and address' });
  return rendered;
}

describe('/profile', () => {
  it('shows the details, e-mail choices, language and sign-in e-mail', async () => {
    await openProfile();
    expect(
      screen.getByRole('heading', { level: 1, name: 'My details' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Dana');
    expect(screen.getByLabelText('Address')).toHaveValue('Hauptstraße 1');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue(
      'Germany',
    );
    const emails = screen.getByRole('form', { name: 'E-mails you get' });
    expect(
      within(emails).getByRole('switch', { name: /Invoices/ }),
    ).toBeChecked();
    expect(
      within(emails).getByRole('switch', { name: /Domains/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByTestId('sign-in-email')).toHaveTextContent(
      'dana@example.com',
    );
  });

  it('is reached from the account menu', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/dashboard/');
    await user.click(await screen.findByTestId('account-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'My details' }));
    await screen.findByRole('form', { name: 'Name and address' });
    expect(router.state.location.pathname).toBe('/dashboard/profile');
  });

  it('shows an error with a retry when the details cannot load', async () => {
    let isDown = true;
    server.use(
      handle('profile', () =>
        isDown ? errorResponse('STORE_UNAVAILABLE') : profile,
      ),
    );
    const user = userEvent.setup();
    await renderApp('/dashboard/profile');
    const retry = await screen.findByTestId('retry');
    expect(screen.getByRole('alert')).toBeVisible();
    isDown = false;
    await user.click(retry);
    expect(
      await screen.findByRole('form', { name: 'Name and address' }),
    ).toBeVisible();
  });

  it('saves the address with the other sections as they are, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { queryClient } = await openProfile();
    // The account as another screen (the cancel form) read it before.
    queryClient.setQueryData(meQueryOptions().queryKey, meFixture);
    const dashboardReads = allDataCalls;
    const form = screen.getByRole('form', { name: 'Name and address' });
    const city = within(form).getByLabelText(/City/);
    await user.clear(city);
    await user.type(city, '  Hamburg ');
    const country = within(form).getByRole('combobox', { name: /Country/ });
    await user.clear(country);
    await user.type(country, 'Austr');
    await user.click(
      await screen.findByRole('option', { name: 'Austria', hidden: true }),
    );
    await user.click(
      within(form).getByRole('button', { name: 'Save details' }),
    );

    await screen.findByText('Your name and address are up to date.');
    expect(updates).toHaveLength(1);
    const [sent] = updates;
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(updateProfileRequestSchema.safeParse(sent?.body).success).toBe(true);
    expect(sent?.body).toEqual({
      details: { ...PROFILE.details, city: 'Hamburg', country: 'AT' },
      emailPreferences: PROFILE.emailPreferences,
      language: 'en-en',
    });
    // The answer is what WHMCS now holds: the account takes its name and
    // e-mail from it, and nothing is read again (the dashboard shows nothing
    // of the profile).
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toMatchObject({
      firstname: 'Dana',
      lastname: 'Demo',
      email: 'dana@example.com',
    });
    expect(meCalls).toBe(0);
    expect(allDataCalls).toBe(dashboardReads);
  });

  it('saves the e-mail choices with the details and language as they are', async () => {
    const user = userEvent.setup();
    await openProfile();
    const form = screen.getByRole('form', { name: 'E-mails you get' });
    await user.click(within(form).getByRole('switch', { name: /General/ }));
    await user.click(within(form).getByRole('switch', { name: /Affiliate/ }));
    await user.click(
      within(form).getByRole('button', { name: 'Save e-mail choices' }),
    );
    await screen.findByText('Your e-mail choices are saved.');
    expect(updates.map(({ body }) => body)).toEqual([
      {
        details: PROFILE.details,
        emailPreferences: {
          ...PROFILE.emailPreferences,
          general: false,
          affiliate: true,
        },
        language: 'en-en',
      },
    ]);
    expect(updates[0]?.key).toBeTruthy();
  });

  it('keeps a language WHMCS has that the app does not offer: saving the e-mail choices sends it back as null', async () => {
    profile = { ...structuredClone(PROFILE), language: null };
    const user = userEvent.setup();
    await openProfile();
    const form = screen.getByRole('form', { name: 'E-mails you get' });
    await user.click(within(form).getByRole('switch', { name: /General/ }));
    await user.click(
      within(form).getByRole('button', { name: 'Save e-mail choices' }),
    );
    await screen.findByText('Your e-mail choices are saved.');
    expect(updates.map(({ body }) => body.language)).toEqual([null]);
  });

  it('checks fields before sending, and shows the server’s refusals on their fields', async () => {
    const user = userEvent.setup();
    await openProfile();
    const form = screen.getByRole('form', { name: 'Name and address' });
    const first = within(form).getByLabelText(/First name/);
    await user.clear(first);
    await user.click(
      within(form).getByRole('button', { name: 'Save details' }),
    );
    expect(first).toHaveAccessibleDescription('Fill in this field.');
    expect(first).toHaveFocus();
    expect(updates).toHaveLength(0);

    server.use(
      handle('updateProfile', () =>
        errorResponse('VALIDATION', {
          issues: [{ path: 'details.postcode', code: 'invalid_characters' }],
        }),
      ),
    );
    await user.type(first, 'Dana');
    await user.click(
      within(form).getByRole('button', { name: 'Save details' }),
    );
    const postcode = within(form).getByLabelText(/Postcode/);
    await waitFor(() =>
      expect(postcode).toHaveAccessibleDescription(
        'Remove invisible control or text-direction characters and try again.',
      ),
    );
    expect(postcode).toHaveFocus();
  });

  it('shows another failure as an alert in the section', async () => {
    server.use(
      handle('updateProfile', () => errorResponse('WHMCS_UNAVAILABLE')),
    );
    const user = userEvent.setup();
    await openProfile();
    const form = screen.getByRole('form', { name: 'E-mails you get' });
    await user.click(
      within(form).getByRole('button', { name: 'Save e-mail choices' }),
    );
    expect(await within(form).findByRole('alert')).toBeVisible();
  });

  it('saves the language and switches the site to it', async () => {
    const user = userEvent.setup();
    const { router } = await openProfile();
    const form = screen.getByRole('form', { name: 'Language' });
    await user.click(within(form).getByRole('radio', { name: 'Deutsch' }));
    await user.click(
      within(form).getByRole('button', { name: 'Save language' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/de-de/profile'),
    );
    expect(updates.map(({ body }) => body)).toEqual([
      {
        details: PROFILE.details,
        emailPreferences: PROFILE.emailPreferences,
        language: 'de-de',
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meine Daten' }),
    ).toBeVisible();
  });
});

describe('/profile sign-in e-mail', () => {
  let changes: Sent<ChangeEmailRequest>[];
  let confirms: Sent<ConfirmEmailRequest>[];

  beforeEach(() => {
    changes = [];
    confirms = [];
    server.use(
      handle('changeEmail', (body, request) => {
        changes.push({ body, key: request.headers.get('idempotency-key') });
        if (body.newEmail === 'taken@example.com') {
          return errorResponse('EMAIL_IN_USE');
        }
        profile = { ...profile, pendingEmail: body.newEmail };
        return {
          pendingEmail: body.newEmail,
          expiresAt: '2026-11-27T23:00:00.000Z',
        };
      }),
      handle('confirmEmail', (body, request) => {
        confirms.push({ body, key: request.headers.get('idempotency-key') });
        if (body.code !== '123456' || profile.pendingEmail === null) {
          return errorResponse('EMAIL_CODE_INVALID');
        }
        profile = {
          ...profile,
          email: profile.pendingEmail,
          pendingEmail: null,
        };
        return profile;
      }),
    );
  });

  async function askCode(
    user: ReturnType<typeof userEvent.setup>,
    email: string,
  ) {
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const field = screen.getByLabelText(/New e-mail address/);
    expect(field).toHaveFocus();
    await user.type(field, email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
  }

  async function typeCode(
    user: ReturnType<typeof userEvent.setup>,
    code: string,
  ) {
    const group = await screen.findByRole('group', {
      name: 'Code from the e-mail',
    });
    await user.click(within(group).getByLabelText('Digit 1 of 6'));
    await user.keyboard(code);
  }

  it('changes the e-mail in two steps: the new address, then its code', async () => {
    const user = userEvent.setup();
    const { queryClient } = await openProfile();
    queryClient.setQueryData(meQueryOptions().queryKey, meFixture);
    await askCode(user, 'new@example.com');
    expect(
      await screen.findByText(/We sent a 6-digit code to new@example.com/),
    ).toBeVisible();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const done = await screen.findByTestId('email-changed');
    expect(done).toHaveTextContent('you sign in with new@example.com');
    expect(done).toHaveTextContent(
      'notice about the change to your old address, dana@example.com',
    );
    expect(changes).toEqual([
      { body: { newEmail: 'new@example.com' }, key: expect.any(String) },
    ]);
    expect(confirms).toEqual([
      { body: { code: '123456' }, key: expect.any(String) },
    ]);
    expect(changes[0]?.key).not.toBe(confirms[0]?.key);
    // The account's e-mail is the confirmed one, from the answer.
    expect(queryClient.getQueryData(meQueryOptions().queryKey)?.email).toBe(
      'new@example.com',
    );
    expect(meCalls).toBe(0);
  });

  it('checks the address, and shows EMAIL_IN_USE at the address field', async () => {
    const user = userEvent.setup();
    await openProfile();
    await askCode(user, 'not-an-address');
    const field = screen.getByLabelText(/New e-mail address/);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid e-mail address'),
    );
    expect(changes).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/already/i)).toBeVisible();
    expect(field).toHaveFocus();
  });

  it('shows EMAIL_CODE_INVALID at the code, and a short code is checked first', async () => {
    const user = userEvent.setup();
    await openProfile();
    await askCode(user, 'new@example.com');
    await typeCode(user, '123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Enter the 6-digit code from the e-mail.'),
    ).toBeVisible();
    expect(confirms).toHaveLength(0);

    await user.keyboard('999');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(confirms).toHaveLength(1));
    const digit = screen.getByLabelText('Digit 1 of 6');
    await waitFor(() => expect(digit).toHaveAttribute('aria-invalid', 'true'));
    expect(confirms[0]?.body).toEqual({ code: '123999' });
    expect(screen.queryByTestId('email-changed')).toBeNull();
  });

  it('continues with the code of an address waiting for it', async () => {
    profile = { ...profile, pendingEmail: 'waiting@example.com' };
    await openProfile();
    expect(
      screen.getByText(/We sent a 6-digit code to waiting@example.com/),
    ).toBeVisible();
  });
});

describe('/profile password', () => {
  it('asks WHMCS for its reset link and says where it went and who sends it', async () => {
    const keys: (string | null)[] = [];
    server.use(
      handle('resetPassword', (_body, request) => {
        keys.push(request.headers.get('idempotency-key'));
        return { sentTo: 'dana@example.com' };
      }),
    );
    const user = userEvent.setup();
    await openProfile();
    await user.click(
      screen.getByRole('button', { name: 'Set a new password' }),
    );
    const sent = await screen.findByTestId('password-sent');
    expect(sent).toHaveTextContent(
      'sent a link to set a new password to dana@example.com',
    );
    expect(sent).toHaveTextContent('comes from the billing system');
    expect(keys).toEqual([expect.any(String)]);
  });
});

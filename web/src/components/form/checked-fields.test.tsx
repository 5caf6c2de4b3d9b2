import '@mantine/core/styles/Input.css';

import { Button } from '@mantine/core';
import {
  checkMac,
  checkWithdrawalMethod,
  checkWithdrawalNotes,
} from '@members/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { useFieldForm } from '@/hooks/use-field-form';
import { renderWithProviders } from '@/testing/render';

import {
  CheckedSelect,
  CheckedTextarea,
  CheckedTextInput,
} from './checked-fields';

function TestForm() {
  const form = useFieldForm({
    rules: {
      mac: { check: checkMac },
      method: { check: checkWithdrawalMethod },
      notes: { check: checkWithdrawalNotes },
    },
    error: null,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.check();
      }}
    >
      <CheckedTextInput form={form} field="mac" label="MAC" />
      <CheckedSelect
        form={form}
        field="method"
        label="Method"
        data={['paypal']}
      />
      <CheckedTextarea form={form} field="notes" label="Notes" />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('checked fields', () => {
  it('show each checker’s code as the field’s error and focus the first field with one', async () => {
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TestForm />);
    const mac = screen.getByRole('textbox', { name: 'MAC' });
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    // Control: nothing is flagged before the form is sent.
    expect(mac).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(notes, 'pay \u202Eme');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const macError = screen.getByText('Enter the MAC address of your device.');
    expect(mac).toHaveAttribute('aria-invalid', 'true');
    expect(mac.getAttribute('aria-describedby')).toContain(macError.id);
    expect(mac).toHaveFocus();
    expect(screen.getByText('Choose a payment method.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Method' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText(
        'Remove invisible control or text-direction characters and try again.',
      ),
    ).toBeInTheDocument();

    await user.type(mac, '00:1A:79:12:34:56');
    expect(mac).not.toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByText('Enter the MAC address of your device.'),
    ).toBeNull();
  });

  it('show an error given to a select instead of its field’s problem', async () => {
    function FailedOptions() {
      const [error, setError] = useState<string>();
      const form = useFieldForm({
        rules: { method: { check: checkWithdrawalMethod } },
        error: null,
      });
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.check();
          }}
        >
          <CheckedSelect
            form={form}
            field="method"
            label="Method"
            data={[]}
            error={error}
          />
          <Button type="submit">Send</Button>
          <Button onClick={() => setError('The methods could not load.')}>
            Fail
          </Button>
        </form>
      );
    }
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<FailedOptions />);
    // Control: without an error given, the field's problem shows.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Choose a payment method.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('The methods could not load.')).toBeInTheDocument();
    expect(screen.queryByText('Choose a payment method.')).toBeNull();
  });
});

import { h } from './dom';

/**
 * Wires one box: typed or pasted digits spread from it on, Backspace in an
 * empty box clears the one before, the arrows move between boxes.
 */
function listenToDigit(
  input: HTMLInputElement,
  index: number,
  inputs: HTMLInputElement[],
  fill: (start: number, digits: string) => void,
  onChange: () => void,
): void {
  input.addEventListener('input', () => {
    const digits = input.value.replace(/\D/g, '');
    input.value = '';
    if (digits) {
      fill(index, digits);
    } else {
      onChange();
    }
  });
  input.addEventListener('keydown', (event) => {
    const previous = inputs[index - 1];
    if (event.key === 'Backspace' && !input.value && previous) {
      event.preventDefault();
      previous.value = '';
      previous.focus();
      onChange();
    } else if (event.key === 'ArrowLeft') {
      previous?.focus();
    } else if (event.key === 'ArrowRight') {
      inputs[index + 1]?.focus();
    }
  });
  input.addEventListener('focus', () => input.select());
  input.addEventListener('paste', (event) => {
    const digits = (event.clipboardData?.getData('text') ?? '').replace(
      /\D/g,
      '',
    );
    if (digits) {
      event.preventDefault();
      fill(index, digits);
    }
  });
}

/**
 * One box per digit: typing moves on, Backspace moves back, a pasted or
 * autofilled code spreads over the boxes.
 */
export function codeBoxes(options: {
  length: number;
  label: string;
  digitLabel: (position: number) => string;
  onChange: (code: string) => void;
}) {
  const inputs = Array.from({ length: options.length }, (_, index) =>
    h('input', {
      class: 'digit',
      type: 'text',
      inputmode: 'numeric',
      pattern: '[0-9]*',
      maxlength: index === 0 ? options.length : 1,
      autocomplete: index === 0 ? 'one-time-code' : 'off',
      name: index === 0 ? 'code' : undefined,
      'aria-label': options.digitLabel(index + 1),
    }),
  );
  const element = h(
    'div',
    { class: 'digits', role: 'group', 'aria-label': options.label },
    ...inputs,
  );
  const value = () => inputs.map((input) => input.value).join('');
  const setInvalid = (isInvalid: boolean) => {
    inputs.forEach((input) => {
      input.toggleAttribute('data-error', isInvalid);
      input.setAttribute('aria-invalid', String(isInvalid));
    });
  };

  /** Writes digits from box `start` on and focuses the box after the last one. */
  const fill = (start: number, digits: string) => {
    let index = start;
    for (const digit of digits) {
      const input = inputs[index];
      if (!input) {
        break;
      }
      input.value = digit;
      index += 1;
    }
    inputs[Math.min(index, inputs.length - 1)]?.focus();
    setInvalid(false);
    options.onChange(value());
  };

  inputs.forEach((input, index) =>
    listenToDigit(input, index, inputs, fill, () => options.onChange(value())),
  );

  return {
    element,
    value,
    setInvalid,
    focus: () => (inputs.find((input) => !input.value) ?? inputs[0])?.focus(),
    clear: () => {
      inputs.forEach((input) => {
        input.value = '';
      });
      inputs[0]?.focus();
    },
    setReadOnly: (isReadOnly: boolean) =>
      inputs.forEach((input) => {
        input.readOnly = isReadOnly;
      }),
  };
}

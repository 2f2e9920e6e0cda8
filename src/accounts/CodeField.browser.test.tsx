import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle } from '../testing/render.tsx';
import { CodeField } from './CodeField.tsx';

function Field() {
  const [code, setCode] = useState('');
  return (
    <>
      <CodeField value={code} onChange={setCode} onSend={async () => 60} />
      <output>{code}</output>
    </>
  );
}

/** Sets a control's value the way typing does, so React sees the change. */
function typeInto(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('CodeField in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('reads a code typed with full-width digits (a CJK keyboard) as the digits the server sent', async () => {
    view = await render(<Field />);
    const input = view.container.querySelector<HTMLInputElement>('input');
    if (!input) throw new Error('no input');
    typeInto(input, '０７２６０７');
    await settle();
    // sent as typed, the server refused it as a wrong code
    expect(view.container.querySelector('output')?.textContent).toBe('072607');
    expect(input.value).toBe('072607');
  });
});

describe('CodeField on a small phone', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('makes the send button a 44 px touch target', async () => {
    view = await render(<Field />, { width: 360, height: 640 });
    const send = view.container.querySelector('button');
    if (!send) throw new Error('no send button');
    expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});

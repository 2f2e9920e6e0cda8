import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render } from '../testing/render.tsx';
import { PasswordField } from './PasswordField.tsx';

function Field() {
  const [password, setPassword] = useState('');
  return (
    <PasswordField
      label="Password"
      placeholder="At least 8 characters"
      value={password}
      onChange={setPassword}
      autoComplete="new-password"
    />
  );
}

describe('PasswordField on a small phone', () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('makes the show/hide toggle a 44 by 44 px touch target', async () => {
    view = await render(<Field />, { width: 360, height: 640 });
    const toggle = view.container.querySelector('button');
    if (!toggle) throw new Error('no toggle');
    const box = toggle.getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Rendered, render, settle } from '../testing/render.tsx';
import type { Identity } from './api.ts';
import { IdentityFields } from './IdentityFields.tsx';

function Fields() {
  const [identity, setIdentity] = useState<Identity>({ channel: 'email', account: '', areaId: null });
  return <IdentityFields identity={identity} onChange={setIdentity} switchable />;
}

/** Sets a control's value the way typing does, so React sees the change. */
function typeInto(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('IdentityFields in Chromium', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    vi.restoreAllMocks();
  });

  it('keeps the typed e-mail when its tab is tapped again, clears it on a switch, reads full-width digits', async () => {
    // the calling codes of the mobile tab: none needed here
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    view = await render(
      <QueryClientProvider client={queryClient}>
        <Fields />
      </QueryClientProvider>,
    );
    const shown = view;
    const email = () => shown.container.querySelector<HTMLInputElement>('input[type=email]');
    const tab = (index: number) => shown.container.querySelectorAll<HTMLButtonElement>('[role=tab]')[index];
    typeInto(email() as HTMLInputElement, 'ann@example.com');
    await settle();
    tab(0)?.click();
    await settle();
    expect(email()?.value).toBe('ann@example.com');
    tab(1)?.click();
    await settle();
    const mobile = shown.container.querySelector<HTMLInputElement>('input[type=tel]');
    expect(mobile?.value).toBe('');
    // digits from a CJK keyboard: the number the server can read, not "please enter a valid mobile number"
    typeInto(mobile as HTMLInputElement, '９１２３４５６７８');
    await settle();
    expect(shown.container.querySelector<HTMLInputElement>('input[type=tel]')?.value).toBe('912345678');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { type Rendered, render, settle, textLines, textOverflow } from '../../testing/render.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';

const user = (email: string) => ({
  uid: 1795900843,
  id: 1,
  email,
  mobile: '',
  area_code: '',
  is_demo: 0,
  credit_score: 100,
  invite_code: 'A',
});

/** The name line: the header's first paragraph. */
const nameOf = (view: Rendered) => {
  const name = view.container.querySelector('header p');
  if (!(name instanceof HTMLElement)) throw new Error('no name in the header');
  return name;
};

describe("the user centre's head on a 390 px phone", () => {
  let view: Rendered | undefined;
  afterEach(() => view?.unmount());

  it('shows a long e-mail whole, wrapped onto further lines, not cut with an ellipsis', async () => {
    const email = 'walk-hk-1795900843366.long.name@example-broker-mail.com';
    view = await render(<ProfileHeader user={user(email)} />);
    await settle();
    const name = nameOf(view);
    expect(name.textContent).toBe(email);
    expect(textLines(name)).toBeGreaterThan(1);
    // every line inside the box (nothing hidden past its edge) and no line clipped off its bottom
    expect(textOverflow(name)).toBeLessThanOrEqual(0.5);
    expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight);
  });

  it('keeps a short e-mail on one line, and cuts only an absurdly long one, whose whole text is its title', async () => {
    view = await render(<ProfileHeader user={user('ann@example.com')} />);
    await settle();
    expect(textLines(nameOf(view))).toBe(1);
    view.unmount();
    const absurd = `${'x'.repeat(150)}@example.com`;
    view = await render(<ProfileHeader user={user(absurd)} />);
    await settle();
    const name = nameOf(view);
    // three lines at most (17 px text), the rest cut
    expect(name.getBoundingClientRect().height).toBeLessThan(4 * 17);
    expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    expect(name.title).toBe(absurd);
  });
});

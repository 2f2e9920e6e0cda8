import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, textLanguageOf } from '../../protocol/locales.ts';
import { ARTICLE_SEEDS, seededTexts } from '../content/seedContent.ts';
import { readClientLocale, type Tree } from './clientLocales.ts';

function label(lang: string, path: string): string {
  let node: string | Tree | undefined = readClientLocale(lang);
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${lang}: no text at ${path}`);
  return node;
}

/** Help texts that send the reader to a button or menu: they must name it exactly as it reads on screen. */
describe.each(LANGUAGE_CODES)('%s help texts name buttons as they read', (lang) => {
  const me = label(lang, 'tabs.user');

  it('the deposit answer names the "me" tab and the deposit button', () => {
    expect(label(lang, 'support.faq1a')).toContain(`${me} → ${label(lang, 'screens.charge')}`);
  });

  it('the demo reset answer names the "me" tab and the reset button', () => {
    const answer = label(lang, 'support.faq3a');
    expect(answer).toContain(me);
    expect(answer).toContain(label(lang, 'user.demoReset'));
  });

  it('the seeded invite article names the "me" tab and the invite screen', () => {
    const seed = ARTICLE_SEEDS.find((candidate) => candidate.slug === 'invite-friends-launch');
    const text = new Map(seed ? seededTexts(seed) : []).get(textLanguageOf(lang));
    expect(text?.content).toContain(`${me} → ${label(lang, 'screens.invite')}`);
  });
});

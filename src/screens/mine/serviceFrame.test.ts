import { describe, expect, it } from 'vitest';
import { frameSandbox } from './serviceFrame.ts';

const APP = 'https://app.pipwave.app';

describe('frameSandbox', () => {
  it('frames nothing for an empty or non-http link', () => {
    expect(frameSandbox('', APP)).toBeNull();
    expect(frameSandbox('   ', APP)).toBeNull();
    expect(frameSandbox('javascript:alert(1)', APP)).toBeNull();
    expect(frameSandbox('not a url', APP)).toBeNull();
  });

  it('lets another origin keep its storage but never our own', () => {
    expect(frameSandbox('https://chat.example/widget?id=1', APP)).toEqual({
      url: 'https://chat.example/widget?id=1',
      sandbox: 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin',
    });
    expect(frameSandbox('https://app.pipwave.app/support', APP)?.sandbox).not.toContain('allow-same-origin');
  });
});

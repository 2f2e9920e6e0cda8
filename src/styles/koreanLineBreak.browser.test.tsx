import { afterEach, describe, expect, it } from 'vitest';
import { lineStartOffsets, type Rendered, render } from '../testing/render.tsx';

// the settings screen's time-zone hint (kr.json system), which a 360 px phone showed as "… 항" over "상 뉴욕 …"
const HINT = '주문, 계정 내역, 입출금 기록, 뉴스에 사용됩니다. 차트는 항상 뉴욕 시간입니다.';

describe('Korean line breaks', () => {
  let view: Rendered | undefined;
  const lang = document.documentElement.lang;
  afterEach(() => {
    view?.unmount();
    document.documentElement.lang = lang;
  });

  it('wraps Korean between words, never between two syllables of one word', async () => {
    document.documentElement.lang = 'ko-KR';
    for (let width = 180; width <= 320; width += 10) {
      view = await render(<p style={{ width, margin: 0, fontSize: 14 }}>{HINT}</p>, { width: 360, height: 640 });
      const paragraph = view.container.querySelector('p');
      if (!paragraph) throw new Error('no paragraph');
      for (const start of lineStartOffsets(paragraph))
        expect(HINT[start - 1], `${width} px, line from ${start}`).toBe(' ');
      view.unmount();
      view = undefined;
    }
  });
});

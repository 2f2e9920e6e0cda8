import { describe, expect, it } from 'vitest';
import { isAllowedImageSource, sanitizeArticleHtml } from './sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it('removes <script> and <style> with their content', () => {
    const out = sanitizeArticleHtml('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handlers and style attributes', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="steal()" style="color:red">x</p><img src="/news/a.svg" onerror="x()">',
    );
    expect(out).not.toMatch(/onclick|onerror|style|steal/);
    expect(out).toContain('<p>x</p>');
    expect(out).toContain('<img src="/news/a.svg" />');
  });

  it('drops javascript:, data: and protocol-relative URLs but keeps http, https and mailto links', () => {
    const out = sanitizeArticleHtml(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(1)">b</a><a href="data:text/html,x">c</a>' +
        '<a href="https://example.com/x">d</a><a href="mailto:desk@pipwave.app">e</a><a href="//evil.example">f</a>',
    );
    expect(out.toLowerCase()).not.toContain('javascript');
    expect(out).not.toContain('data:');
    expect(out).not.toContain('evil.example');
    expect(out).toContain('href="https://example.com/x"');
    expect(out).toContain('href="mailto:desk@pipwave.app"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it('keeps headings, lists and tables; turns h1 into h2; drops iframes and forms', () => {
    const out = sanitizeArticleHtml(
      '<h1>T</h1><h3>S</h3><ul><li>a</li></ul><ol><li>b</li></ol>' +
        '<table><thead><tr><th>k</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table>' +
        '<iframe src="https://x.example"></iframe><form><input></form>',
    );
    expect(out).toBe(
      '<h2>T</h2><h3>S</h3><ul><li>a</li></ul><ol><li>b</li></ol>' +
        '<table><thead><tr><th>k</th></tr></thead><tbody><tr><td>v</td></tr></tbody></table>',
    );
  });

  it('keeps https and same-origin /news, /uploads images only', () => {
    const out = sanitizeArticleHtml(
      '<img src="https://cdn.example/a.png" alt="a"><img src="http://cdn.example/b.png"><img src="/uploads/c.png">' +
        '<img src="/etc/passwd"><img src="data:image/png;base64,AAAA"><img src="/news/../x.png">',
    );
    expect(out).toBe('<img src="https://cdn.example/a.png" alt="a" /><img src="/uploads/c.png" />');
  });

  it('accepts only https or local image paths', () => {
    expect(isAllowedImageSource('/news/eur.svg')).toBe(true);
    expect(isAllowedImageSource('https://a.example/x.png')).toBe(true);
    expect(isAllowedImageSource('http://a.example/x.png')).toBe(false);
    expect(isAllowedImageSource('//a.example/x.png')).toBe(false);
    expect(isAllowedImageSource('javascript:alert(1)')).toBe(false);
  });
});

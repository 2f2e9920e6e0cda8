import sanitizeHtml from 'sanitize-html';

/** Same-origin folders an article image may come from (seeded art, staff uploads). */
const LOCAL_IMAGE_PREFIXES = ['/news/', '/uploads/'] as const;

/** True for an https URL or a same-origin path under /news/ or /uploads/ (no "..", no "//host"). */
export function isAllowedImageSource(src: string): boolean {
  const value = src.trim();
  if (value.includes('..') || value.includes('\\')) return false;
  if (LOCAL_IMAGE_PREFIXES.some((prefix) => value.startsWith(prefix))) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // h1 belongs to the page; an article's top heading becomes h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

/**
 * The one door article HTML goes through before it is stored: headings, paragraphs, lists, links
 * (http, https, mailto), images (https or same-origin /news, /uploads) and tables survive; scripts,
 * styles, event handlers, javascript: and data: URLs do not.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

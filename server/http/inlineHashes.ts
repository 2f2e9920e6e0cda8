import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';

export interface InlineHashes {
  /** CSP sources ('sha256-…') of every inline <script> (those without src) */
  scripts: string[];
  /** CSP sources of every inline <style> */
  styles: string[];
}

function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP hashes of the built page's inline scripts and styles, read from the HTML itself when the server
 * starts, so an inline shell added to index.html is allowed exactly as built and nothing else inline is.
 */
export function inlineHashesOf(html: string): InlineHashes {
  const document = parseDocument(html);
  const inline = (tag: string) =>
    DomUtils.getElementsByTagName(tag, document)
      .filter((element) => element.attribs.src === undefined)
      .map((element) => DomUtils.textContent(element))
      .filter((text) => text.length > 0)
      .map(cspHash);
  return { scripts: [...new Set(inline('script'))], styles: [...new Set(inline('style'))] };
}

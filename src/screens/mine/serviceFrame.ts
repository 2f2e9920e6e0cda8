export interface ServiceFrame {
  url: string;
  sandbox: string;
}

/**
 * The customer-service link as a frame: only http(s) URLs are framed. A page on another origin may run its
 * chat scripts with its own storage; a page on our own origin gets no same-origin access (it could
 * otherwise reach the app's token).
 */
export function frameSandbox(link: string, appOrigin: string): ServiceFrame | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return { url: url.toString(), sandbox: url.origin === appOrigin ? base : `${base} allow-same-origin` };
}

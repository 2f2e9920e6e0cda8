import { useEffect, useState } from 'react';
import { useSession } from '../../../stores/session.ts';

/**
 * Uploaded images are served only with the owner's (or staff's) token, which an <img> cannot send: fetch
 * them with the header and show a blob URL (revoked when the image changes or the view goes away).
 */
export function useAuthedImage(url: string | null, token?: string | null): string | null {
  const sessionToken = useSession((state) => state.token);
  const auth = token === undefined ? sessionToken : token;
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url || !auth) {
      setBlobUrl(null);
      return;
    }
    const controller = new AbortController();
    let created: string | null = null;
    void fetch(url, { headers: { Authorization: auth }, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setBlobUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url, auth]);
  return blobUrl;
}

import { useEffect, useState } from 'react';

/** A PNG data URL of the QR code for `text` (qrcode loads with this screen only); null until drawn. */
export function useQrDataUrl(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) {
      setUrl(null);
      return;
    }
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, {
          errorCorrectionLevel: 'M',
          margin: 2,
          width: 440,
          color: { dark: '#0d111aff', light: '#ffffffff' },
        }),
      )
      .then((dataUrl) => {
        if (current) setUrl(dataUrl);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}

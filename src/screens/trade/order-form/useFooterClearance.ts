import { type RefObject, useEffect } from 'react';

/** The CSS variable a form's fields read to scroll clear of its sticky footer (`scroll-margin-bottom`). */
export const FOOTER_CLEARANCE = '--form-footer-height';

/**
 * Keeps `FOOTER_CLEARANCE` on `form` equal to `footer`'s height: the footer grows with the reasons under the
 * Sell and Buy buttons, and a field scrolled into sight must land above all of it, not under its new lines.
 */
export function useFooterClearance(form: RefObject<HTMLElement | null>, footer: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const formElement = form.current;
    const footerElement = footer.current;
    if (!formElement || !footerElement) return;
    const update = () =>
      formElement.style.setProperty(FOOTER_CLEARANCE, `${Math.ceil(footerElement.getBoundingClientRect().height)}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(footerElement);
    return () => observer.disconnect();
  }, [form, footer]);
}

import { useEffect, useId, useRef } from 'react';

/** A native <dialog> opened modally while `open` (focus trapped, Escape handled) and its title's id. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return { ref, titleId };
}

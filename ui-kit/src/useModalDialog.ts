import { useEffect, useRef } from 'react';

/**
 * Opens a <dialog> as a modal as it mounts, and gives the focus back where it was when it goes. Its
 * own button takes the focus meanwhile (autoFocus); Escape closes it through its onCancel.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const node = dialog.current;
    if (!node) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    // jsdom has no showModal: the dialog is then merely open.
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    return () => previous?.focus();
  }, []);
  return dialog;
}

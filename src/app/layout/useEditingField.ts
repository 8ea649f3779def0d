import { useEffect, useState } from 'react';

const isField = (el: Element | null) =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement;

/** True while a form field has focus (the visitor is typing, and a phone's keyboard is up). */
export function useEditingField(): boolean {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    // focusout fires before focus lands on the next field: read activeElement once it has.
    const update = () => queueMicrotask(() => setEditing(isField(document.activeElement)));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return editing;
}

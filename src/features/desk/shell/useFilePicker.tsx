import { useRef } from 'react';

/**
 * A hidden file input that a button of the caller's opens (`open`); `input` is the element to
 * place. It is emptied once a file is taken, so choosing the same file again still counts.
 */
export function useFilePicker(label: string, accept: string, onFile: (file: File) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <input
      ref={ref}
      type="file"
      accept={accept}
      aria-label={label}
      hidden
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        e.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
  return { open: () => ref.current?.click(), input };
}

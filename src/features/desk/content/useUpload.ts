import { useState } from 'react';
import { uploadFile } from './contentApi';
import { useFilePicker } from '../shell/useFilePicker';

/**
 * A file chosen with `open` is sent to the content store: `busy` while it goes, then `onStored`
 * with the name it is stored under, or `onError` with why not. `input` is the picker to place.
 */
export function useUpload(
  label: string,
  accept: string,
  onStored: (name: string, file: File) => void,
  onError: (message: string) => void,
) {
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      onStored((await uploadFile(file)).name, file);
    } catch (err) {
      onError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const { open, input } = useFilePicker(label, accept, (file) => void upload(file));
  return { busy, open, input };
}

import { useCallback, useEffect, useRef, useState } from 'react';

export interface MediaPreviews {
  /** What an `<img>` or `<video>` can show for a stored URL: a local copy of a file just uploaded, else the API's signed read URL. */
  urlOf(stored: string | undefined | null): string | undefined;
  /** Keeps a local copy of a file just uploaded: its stored object is private and has no read URL until the profile is saved. */
  remember(stored: string, file: File): void;
}

/** Previews of a form's files; `readUrls` is the `readUrls` of the profile answer (stored URL → signed GET). */
export function useMediaPreviews(readUrls: Record<string, string> | undefined): MediaPreviews {
  const [local, setLocal] = useState<Record<string, string>>({});
  const created = useRef<string[]>([]);
  useEffect(() => () => created.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const remember = useCallback((stored: string, file: File) => {
    const url = URL.createObjectURL(file);
    created.current.push(url);
    setLocal((previous) => ({ ...previous, [stored]: url }));
  }, []);
  const urlOf = useCallback((stored: string | undefined | null) => (stored ? (local[stored] ?? readUrls?.[stored]) : undefined), [local, readUrls]);
  return { urlOf, remember };
}

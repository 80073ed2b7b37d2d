import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { loadCreatorProfile, type OwnCreatorProfile } from './api';

/**
 * The signed-in creator's own profile, loaded once when the page opens and again on `load()` (a retry):
 * `loadFailure` says why it could not be read. `onLoaded` runs with each profile read.
 */
export function useOwnCreatorProfile(onLoaded?: (profile: OwnCreatorProfile) => void) {
  const t = useT();
  const [profile, setProfile] = useState<OwnCreatorProfile>();
  const [loadFailure, setLoadFailure] = useState<string>();

  const load = useCallback(() => {
    setLoadFailure(undefined);
    loadCreatorProfile()
      .then((loaded) => {
        setProfile(loaded);
        onLoaded?.(loaded);
      })
      .catch((error: unknown) => setLoadFailure(errorMessage(t, error)));
  }, [t, onLoaded]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load();
  }, [load]);

  return { profile, setProfile, loadFailure, load };
}

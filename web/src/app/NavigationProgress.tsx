import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProgressController, type ProgressState } from './progress';
import styles from './NavigationProgress.module.css';

/**
 * Starts on every route or parameter change (and on the first load); finishes once the router
 * is idle and no query is fetching, i.e. when the new page's data has loaded.
 */
export function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  const location = useLocation();
  const fetching = useIsFetching();
  const client = useQueryClient();
  const [state, setState] = useState<ProgressState>({ visible: false, value: 0 });
  const [ctl] = useState(() => new ProgressController(setState));
  const lastKey = useRef<string | null>(null);

  useEffect(() => () => ctl.dispose(), [ctl]);

  useEffect(() => {
    if (navigation.state !== 'idle') ctl.start();
  }, [navigation.state, ctl]);

  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    ctl.start();
  }, [location.key, ctl]);

  useEffect(() => {
    if (navigation.state !== 'idle' || fetching > 0) return;
    // The new page's queries start in its effects, and the fetching count is reported a tick
    // later; check the client itself after that tick before calling the page loaded.
    const timer = setTimeout(() => {
      if (client.isFetching() === 0) ctl.finish();
    }, 0);
    return () => clearTimeout(timer);
  }, [navigation.state, fetching, location.key, client, ctl]);

  if (!state.visible) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(state.value * 100)}>
      <div className={styles.bar} style={{ transform: `scaleX(${state.value})` }} />
    </div>
  );
}

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { backOnlineText, offlineText } from '../../texts.ts';
import { useToast } from '../../app/toasts.tsx';
import s from './network-status.module.css';

const subscribe = (change: () => void) => {
  addEventListener('online', change);
  addEventListener('offline', change);
  return () => {
    removeEventListener('online', change);
    removeEventListener('offline', change);
  };
};

/**
 * Network status ONLINE/OFFLINE from the browser's events: a banner while offline, and a toast
 * when the connection comes back. The server always renders ONLINE.
 */
export function NetworkStatus() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const toast = useToast();
  const was = useRef(online);
  useEffect(() => {
    if (online && !was.current) toast({ message: backOnlineText, level: 'SUCCESS' });
    was.current = online;
  }, [online]); // eslint-disable-line react-hooks/exhaustive-deps
  return online ? null : (
    <p className={s.offline} role="alert">
      {offlineText}
    </p>
  );
}

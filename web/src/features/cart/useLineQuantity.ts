import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { setCartNum, cartKeys } from '../../api/cart';
import { DEBOUNCE_MS } from '../../../../shared/constants';
import { SerialWriter } from './serialWriter';

/**
 * A cart line's quantity as the shopper sees it while writes are pending: the stepper moves at once,
 * the write goes out 500 ms after the last change, one at a time, and the cart is refetched after
 * the last one, so totals come from the server's answer.
 */
export function useLineQuantity(lineId: number, serverValue: number, onError: (e: unknown) => void, onBusyChange: (id: number, busy: boolean) => void) {
  const qc = useQueryClient();
  const [value, setValue] = useState(serverValue);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef(onError);
  const busyRef = useRef(onBusyChange);
  const serverRef = useRef(serverValue);
  useEffect(() => {
    errorRef.current = onError;
    busyRef.current = onBusyChange;
    serverRef.current = serverValue;
  });
  const writerRef = useRef<SerialWriter<number> | null>(null);
  useEffect(() => {
    const writer = new SerialWriter<number>(
      (n) => setCartNum(lineId, n).then(() => undefined),
      DEBOUNCE_MS,
      (error) => {
        if (error) errorRef.current(error);
        void qc.invalidateQueries({ queryKey: cartKeys.all }).finally(() => {
          // A failed write leaves the server's number in place: show that, not the wish.
          if (error) setValue(serverRef.current);
          setBusy(false);
          busyRef.current(lineId, false);
        });
      },
    );
    writerRef.current = writer;
    return () => writer.dispose();
  }, [lineId, qc]);
  // While nothing is pending, the server's number is the truth (another tab, a failed write).
  const [seen, setSeen] = useState(serverValue);
  if (seen !== serverValue) {
    setSeen(serverValue);
    if (!busy) setValue(serverValue);
  }
  const change = (n: number) => {
    setValue(n);
    if (!busy) {
      setBusy(true);
      busyRef.current(lineId, true);
    }
    writerRef.current?.push(n);
  };
  return { value, change, busy };
}

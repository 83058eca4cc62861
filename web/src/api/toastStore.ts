export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = (items: ToastItem[]) => void;

/**
 * Toasts live outside React so any module (query callbacks, the API client's handlers) can raise one.
 * The store sits in the data layer, the lowest of the SPA, because the query client raises the
 * default failure toast; components/Toast draws what it holds.
 */
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const DURATION_MS: Record<ToastKind, number> = { success: 3000, info: 3000, error: 5000 };
const MAX_VISIBLE = 4;

function emit() {
  for (const l of listeners) l(items);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  items = items.filter((t) => t.id !== id);
  emit();
}

function push(kind: ToastKind, message: string): number {
  const text = message.trim();
  if (!text) return 0;
  // The same message twice in a row (e.g. two failing queries) shows once.
  const dup = items.find((t) => t.kind === kind && t.message === text);
  if (dup) return dup.id;
  const id = nextId++;
  items = [...items, { id, kind, message: text }].slice(-MAX_VISIBLE);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), DURATION_MS[kind]),
  );
  emit();
  return id;
}

export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
  dismiss: dismissToast,
};

export function subscribeToasts(l: Listener): () => void {
  listeners.add(l);
  l(items);
  return () => {
    listeners.delete(l);
  };
}

export function clearToasts(): void {
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  items = [];
  emit();
}

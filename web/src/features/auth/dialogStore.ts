import type { AuthPanel } from './panels';

/**
 * The sign-in dialog's open state, outside React so that the header, guards and the client's 401
 * handler can open it without a provider. Read it in components with useSyncExternalStore.
 */
export interface DialogState {
  isOpen: boolean;
  panel: AuthPanel;
  /** Why the dialog opened by itself (the server's "please log in" message), shown on top. */
  notice: string | null;
}

let state: DialogState = { isOpen: false, panel: 'phone', notice: null };
const listeners = new Set<() => void>();

function set(next: DialogState) {
  if (next.isOpen === state.isOpen && next.panel === state.panel && next.notice === state.notice) return;
  state = next;
  for (const l of listeners) l();
}

export const loginDialogStore = {
  getSnapshot: (): DialogState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(panel: AuthPanel = 'phone', notice?: string) {
    set({ isOpen: true, panel, notice: notice ?? null });
  },
  close() {
    set({ ...state, isOpen: false, notice: null });
  },
  /** Moves between panels while open (forgot → reset → login ...). */
  show(panel: AuthPanel) {
    set({ ...state, panel });
  },
};

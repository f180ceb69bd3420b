export type ToastKind = "success" | "error" | "info" | "loading";

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastState {
  /** The latest toast; kept while it fades out so its text does not vanish mid-animation. */
  toast: Toast | null;
  open: boolean;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ToastState;
  success(message: string): number;
  error(message: string): number;
  info(message: string): number;
  /** A toast without a time-out; dismiss it with the id returned. */
  loading(message: string): number;
  dismiss(id: number): void;
}

/** One toast at a time: a newer one replaces the one on screen. */
export function createToastStore(): ToastStore {
  let state: ToastState = { toast: null, open: false };
  let nextId = 1;
  const listeners = new Set<() => void>();

  function setState(next: ToastState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function show(kind: ToastKind, message: string): number {
    const id = nextId++;
    setState({ toast: { id, kind, message }, open: true });
    return id;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    success: (message) => show("success", message),
    error: (message) => show("error", message),
    info: (message) => show("info", message),
    loading: (message) => show("loading", message),
    dismiss(id) {
      if (state.toast?.id === id && state.open) setState({ ...state, open: false });
    },
  };
}

import { createContext, type ReactNode, useContext } from "react";
import type { ToastStore } from "./toastStore";

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return <ToastContext value={store}>{children}</ToastContext>;
}

export function useToast(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error("useToast must be used inside a ToastProvider");
  return store;
}

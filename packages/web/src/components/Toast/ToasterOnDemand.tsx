import { useSyncExternalStore } from "react";
import { lazyNamed, MountWhenNeeded } from "../OnDemand/OnDemand";
import { useToast } from "./ToastContext";

// Snackbars and alerts load with the first toast: most first visits show none.
const Toaster = lazyNamed(() => import("./Toaster"), "Toaster");

/** The Toaster, from the first toast on. */
export function ToasterOnDemand() {
  const store = useToast();
  const { toast } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <MountWhenNeeded when={toast !== null}>
      <Toaster />
    </MountWhenNeeded>
  );
}

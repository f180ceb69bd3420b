import { TOAST_DURATION_MS } from "@larder/shared";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import InfoIcon from "@mui/icons-material/Info";
import WarningIcon from "@mui/icons-material/Warning";
import Alert, { type AlertColor } from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Snackbar from "@mui/material/Snackbar";
import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";
import { useToast } from "./ToastContext";
import type { ToastKind } from "./toastStore";

const APPEARANCE: Record<ToastKind, { severity: AlertColor; icon: ReactNode }> = {
  error: { severity: "error", icon: <WarningIcon /> },
  success: { severity: "success", icon: <CheckCircleIcon /> },
  info: { severity: "info", icon: <InfoIcon /> },
  loading: { severity: "info", icon: <CircularProgress size={20} color="inherit" /> },
};

/** Shows the toast store's current toast; loading toasts stay until dismissed. */
export function Toaster() {
  const store = useToast();
  const { toast, open } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (!toast) return null;
  const { severity, icon } = APPEARANCE[toast.kind];
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={toast.kind === "loading" ? null : TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") store.dismiss(toast.id);
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity={severity}
        icon={icon}
        variant="filled"
        role={toast.kind === "error" ? "alert" : "status"}
        sx={{ width: "100%" }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}

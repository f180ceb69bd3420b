import { useToast } from "../components/Toast/ToastContext";
import { useTranslation } from "../i18n";

/** Copies text and says how it went (SPEC §8's clipboard messages). */
export function useCopyToClipboard() {
  const { t } = useTranslation();
  const toast = useToast();
  return async (text: string, successMessage: string) => {
    // Browsers only offer the clipboard on secure origins (https or localhost).
    if (!navigator.clipboard) {
      toast.error(t("clipboard.notSupported"));
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.success(successMessage);
    } catch {
      toast.error(t("clipboard.failed"));
    }
  };
}

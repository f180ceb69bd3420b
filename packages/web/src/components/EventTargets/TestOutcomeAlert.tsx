import type { DeliveryTestOutcome } from "@larder/shared";
import Alert from "@mui/material/Alert";
import { useTranslation } from "../../i18n";

/** What a test sent just now answered: the receiver's status, or why it could not be delivered. */
export function TestOutcomeAlert({ outcome, onClose }: { outcome: DeliveryTestOutcome; onClose: () => void }) {
  const { t } = useTranslation();
  if (outcome.ok) {
    return (
      <Alert severity="success" role="status" onClose={onClose}>
        {outcome.httpStatus === null
          ? t("integrations.test.sent")
          : t("integrations.test.sentWithStatus", { status: outcome.httpStatus })}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="status" onClose={onClose}>
      {t("integrations.test.failed", { error: outcome.error ?? t("integrations.test.unknownError") })}
    </Alert>
  );
}

import Alert from "@mui/material/Alert";
import { useTranslation } from "../../i18n";
import { SwitchField } from "../SwitchField/SwitchField";

/**
 * Larder's `localNetwork` switch of a notifier or webhook: whether it may reach the household's own
 * network (a Home Assistant or ntfy server on the LAN), with what that risks said while it is on.
 */
export function LocalNetworkField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <SwitchField
        label={t("integrations.localNetwork.label")}
        hint={t("integrations.localNetwork.hint")}
        checked={checked}
        onChange={onChange}
      />
      {checked && <Alert severity="warning">{t("integrations.localNetwork.warning")}</Alert>}
    </>
  );
}

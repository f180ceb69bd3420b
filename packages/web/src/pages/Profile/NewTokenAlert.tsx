import type { ApiTokenOut } from "@larder/shared";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import type { FocusEvent } from "react";
import { useCopyToClipboard } from "../../hooks/useCopyToClipboard";
import { useTranslation } from "../../i18n";

/** The new token's secret, shown this once: the server never returns it again. */
export function NewTokenAlert({ token, onDismiss }: { token: ApiTokenOut; onDismiss: () => void }) {
  const { t } = useTranslation();
  const copy = useCopyToClipboard();
  return (
    <Alert severity="success" onClose={onDismiss} slotProps={{ closeButton: { title: t("general.close") } }}>
      <AlertTitle>{t("profile.tokens.created", { name: token.name })}</AlertTitle>
      {t("profile.tokens.copyNow")}
      <TextField
        fullWidth
        size="small"
        label={t("profile.tokens.secretLabel")}
        value={token.token}
        sx={{ mt: 1.5 }}
        slotProps={{
          htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select() },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={t("profile.tokens.copy")}
                  onClick={() => void copy(token.token, t("profile.tokens.copied"))}
                >
                  <ContentCopyIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Alert>
  );
}

import TextField from "@mui/material/TextField";
import { useTranslation } from "../../../i18n";

/** The whole recipe as JSON text, for edits the form does not offer (and for pasting). */
export function JsonEditor({
  text,
  error,
  onChange,
}: {
  text: string;
  error?: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      multiline
      fullWidth
      minRows={20}
      label={t("recipeEditor.jsonLabel")}
      value={text}
      error={Boolean(error)}
      helperText={error ?? t("recipeEditor.jsonHint")}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace", fontSize: 13 } } }}
    />
  );
}

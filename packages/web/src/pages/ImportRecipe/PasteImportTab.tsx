import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useCreateRecipeFromHtmlOrJson } from "../../api/scraper/mutations";
import { useTranslation } from "../../i18n";

export interface PastedPage {
  data: string;
  url: string;
}

/**
 * A page's HTML or a JSON-LD recipe pasted in, for sites that refuse servers. The bookmarklet fills
 * it too; the user still presses Import, so no other site can create recipes on its own.
 */
export function PasteImportTab({
  initial,
  onImported,
}: {
  initial: PastedPage | null;
  onImported: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const [data, setData] = useState(initial?.data ?? "");
  const [url, setUrl] = useState(initial?.url ?? "");
  const [includeTags, setIncludeTags] = useState(false);
  const create = useCreateRecipeFromHtmlOrJson();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!data.trim()) return;
    create.mutate({ data, url: url.trim() || null, includeTags }, { onSuccess: onImported });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t("importer.paste.label")}
        helperText={t("importer.paste.help")}
        value={data}
        onChange={(event) => setData(event.target.value)}
        multiline
        minRows={8}
        maxRows={20}
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } } }}
      />
      <TextField
        label={t("importer.paste.url")}
        helperText={t("importer.paste.urlHelp")}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        fullWidth
      />
      <FormControlLabel
        control={<Switch checked={includeTags} onChange={(event) => setIncludeTags(event.target.checked)} />}
        label={t("importer.url.includeTags")}
      />
      <div>
        <Button type="submit" variant="contained" disabled={!data.trim()} loading={create.isPending}>
          {t("importer.paste.submit")}
        </Button>
      </div>
    </Stack>
  );
}

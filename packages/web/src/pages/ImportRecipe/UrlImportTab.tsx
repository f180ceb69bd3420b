import type { ScrapeDebugResult } from "@larder/shared";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { useCreateRecipeFromUrl, useTestScrapeUrl } from "../../api/scraper/mutations";
import { useTranslation } from "../../i18n";
import { DebugView } from "./DebugView";

/** One address: import it (optionally with its keywords as tags), or look at what would be imported first. */
export function UrlImportTab({ onImported }: { onImported: (slug: string) => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState("");
  const [includeTags, setIncludeTags] = useState(false);
  const [debug, setDebug] = useState<ScrapeDebugResult | null>(null);
  const createFromUrl = useCreateRecipeFromUrl();
  const testScrape = useTestScrapeUrl();
  const missing = url.trim() === "";

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    createFromUrl.mutate({ url: url.trim(), includeTags }, { onSuccess: onImported });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
      <TextField
        label={t("importer.url.label")}
        helperText={t("importer.url.help")}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        autoFocus
        fullWidth
      />
      <FormControlLabel
        control={<Switch checked={includeTags} onChange={(event) => setIncludeTags(event.target.checked)} />}
        label={t("importer.url.includeTags")}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={missing} loading={createFromUrl.isPending}>
          {t("importer.url.submit")}
        </Button>
        <Button
          variant="outlined"
          disabled={missing}
          loading={testScrape.isPending}
          onClick={() => testScrape.mutate(url.trim(), { onSuccess: setDebug })}
        >
          {t("importer.url.test")}
        </Button>
      </Stack>
      {debug && <DebugView result={debug} />}
    </Stack>
  );
}

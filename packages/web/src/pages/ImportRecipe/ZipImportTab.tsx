import UploadFileIcon from "@mui/icons-material/UploadFile";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useCreateRecipeFromZip } from "../../api/scraper/mutations";
import { useTranslation } from "../../i18n";

/** A recipe zip, as Larder (and Mealie) export one recipe, imported as a new recipe. */
export function ZipImportTab({ onImported }: { onImported: (slug: string) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const create = useCreateRecipeFromZip();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (file) create.mutate(file, { onSuccess: onImported });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
      <Typography>{t("importer.zip.help")}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {t("importer.zip.choose")}
          <input
            type="file"
            accept=".zip,application/zip"
            hidden
            aria-label={t("importer.zip.file")}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography>{file ? file.name : t("importer.zip.noFile")}</Typography>
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={!file} loading={create.isPending}>
          {t("importer.zip.submit")}
        </Button>
      </div>
    </Stack>
  );
}

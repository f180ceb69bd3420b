import { BULK_IMPORT_LIMIT } from "@larder/shared";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { type FormEvent, useState } from "react";
import { type Organizer, useOrganizersQuery } from "../../api/organizers/queries";
import { useBulkImport } from "../../api/scraper/mutations";
import { useTranslation } from "../../i18n";
import { BulkProgress } from "./BulkProgress";

const GROUP_SOURCE = { kind: "group" } as const;

/** The addresses in a pasted block: one per line, blank lines and repeats dropped. */
function addressesIn(text: string): string[] {
  return [...new Set(text.split(/\s*\n\s*/).map((line) => line.trim()))].filter(Boolean);
}

/** Many addresses at once, each recipe filed under the chosen categories and tags; progress follows below. */
export function BulkImportTab() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [categories, setCategories] = useState<Organizer[]>([]);
  const [tags, setTags] = useState<Organizer[]>([]);
  const [reportId, setReportId] = useState<string | null>(null);
  const categoryOptions = useOrganizersQuery("categories", GROUP_SOURCE);
  const tagOptions = useOrganizersQuery("tags", GROUP_SOURCE);
  const bulkImport = useBulkImport();
  const addresses = addressesIn(text);
  const tooMany = addresses.length > BULK_IMPORT_LIMIT;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (addresses.length === 0 || tooMany) return;
    const organizers = (list: Organizer[]) => list.map(({ id, name, slug }) => ({ id, name, slug }));
    bulkImport.mutate(
      addresses.map((url) => ({ url, categories: organizers(categories), tags: organizers(tags) })),
      { onSuccess: ({ reportId: id }) => setReportId(id) },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate>
        <TextField
          label={t("importer.bulk.label")}
          helperText={
            tooMany
              ? t("importer.bulk.tooMany", { limit: BULK_IMPORT_LIMIT })
              : t("importer.bulk.help", { count: addresses.length })
          }
          error={tooMany}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={5}
          fullWidth
        />
        <Autocomplete
          multiple
          options={categoryOptions.data ?? []}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={categories}
          onChange={(_event, value) => setCategories(value)}
          renderInput={(params) => <TextField {...params} label={t("importer.bulk.categories")} />}
        />
        <Autocomplete
          multiple
          options={tagOptions.data ?? []}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={tags}
          onChange={(_event, value) => setTags(value)}
          renderInput={(params) => <TextField {...params} label={t("importer.bulk.tags")} />}
        />
        <div>
          <Button
            type="submit"
            variant="contained"
            disabled={addresses.length === 0 || tooMany}
            loading={bulkImport.isPending}
          >
            {t("importer.bulk.submit", { count: addresses.length })}
          </Button>
        </div>
      </Stack>
      {reportId && <BulkProgress reportId={reportId} total={addresses.length} />}
    </Stack>
  );
}

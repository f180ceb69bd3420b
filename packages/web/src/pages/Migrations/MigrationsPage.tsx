import { SupportedMigration } from "@larder/shared";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useStartMigration } from "../../api/migrations/mutations";
import { useTranslation } from "../../i18n";
import { MigrationProgress } from "./MigrationProgress";
import { MIGRATION_FILES } from "./migrationFiles";
import { PastMigrations } from "./PastMigrations";

/**
 * The group's migrations (`/group/migrations`, any member, as the server allows): another recipe
 * app's export moved into the group. Pick the app, read what to export from it, upload, then watch
 * the import's report until it is done; past migrations below.
 */
export function MigrationsPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<SupportedMigration>("nextcloud");
  const [file, setFile] = useState<File | null>(null);
  const [addTag, setAddTag] = useState(false);
  const [reportId, setReportId] = useState<string | null>(null);
  const start = useStartMigration();
  const app = t(`migrations.apps.${type}.name`);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    start.mutate(
      { type, archive: file, addMigrationTag: addTag },
      {
        onSuccess: (report) => {
          setReportId(report.id);
          setFile(null);
        },
      },
    );
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" gutterBottom>
          {t("migrations.title")}
        </Typography>
        <Typography color="text.secondary">{t("migrations.description")}</Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label={t("migrations.formLabel")}>
          <TextField
            select
            label={t("migrations.source")}
            value={type}
            onChange={(event) => {
              setType(event.target.value as SupportedMigration);
              setFile(null);
            }}
            sx={{ maxWidth: 360 }}
          >
            {SupportedMigration.options.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`migrations.apps.${each}.name`)}
              </MenuItem>
            ))}
          </TextField>
          {/* Instructions, not news: a region, not an alert announced at each change of app. */}
          <Alert severity="info" role="region" aria-labelledby="migration-how-to">
            <Typography variant="subtitle2" component="h2" id="migration-how-to" gutterBottom>
              {t("migrations.howTo", { app })}
            </Typography>
            <Typography variant="body2" gutterBottom>
              {t(`migrations.apps.${type}.instructions`)}
            </Typography>
            <Typography variant="body2">{t(`migrations.apps.${type}.upload`)}</Typography>
          </Alert>
          <FormControlLabel
            control={<Switch checked={addTag} onChange={(event) => setAddTag(event.target.checked)} />}
            label={t("migrations.addTag", { app })}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {t("migrations.choose")}
              <input
                // A new app's input starts empty: the same file chosen again still counts as a change.
                key={type}
                type="file"
                accept={MIGRATION_FILES[type]}
                hidden
                aria-label={t("migrations.file", { app })}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography sx={{ overflowWrap: "anywhere" }}>{file ? file.name : t("migrations.noFile")}</Typography>
          </Stack>
          <div>
            <Button type="submit" variant="contained" disabled={!file} loading={start.isPending}>
              {t("migrations.submit")}
            </Button>
          </div>
        </Stack>
      </Paper>
      {reportId && <MigrationProgress reportId={reportId} />}
      <PastMigrations />
    </Stack>
  );
}

import type { Recipe } from "@larder/shared";
import AddPhotoAlternateIcon from "@mui/icons-material/AddPhotoAlternate";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useRecordMadeThis } from "../../api/recipes/mutations";
import { useViewer } from "../../hooks/useViewer";
import { useTranslation } from "../../i18n";
import { useToast } from "../Toast/ToastContext";

interface MadeThisDialogProps {
  open: boolean;
  recipe: Pick<Recipe, "id" | "slug" | "name" | "lastMade">;
  onClose: () => void;
}

/** "I made this": a timeline entry with an optional note and photo; the recipe's last-made date follows. */
export function MadeThisDialog({ open, recipe, onClose }: MadeThisDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("recipePage.madeThis.title")}</DialogTitle>
      {open && <MadeThisForm recipe={recipe} onClose={onClose} />}
    </Dialog>
  );
}

function todayFieldValue(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

/** The chosen day at the current time of day, so that today's entry sorts after earlier ones. */
function madeAtOf(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const madeAt = new Date();
  madeAt.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(madeAt.getTime()) ? null : madeAt;
}

function MadeThisForm({ recipe, onClose }: Omit<MadeThisDialogProps, "open">) {
  const { t } = useTranslation();
  const toast = useToast();
  const { user } = useViewer();
  const [day, setDay] = useState(todayFieldValue);
  const [message, setMessage] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoPreview, setPhotoPreview] = useState<string | null>(null);
  const [dayError, setDayError] = useState<string | null>(null);
  const record = useRecordMadeThis();
  const photoInputId = useId();

  useEffect(() => {
    if (!photo) {
      setPhotoPreview(null);
      return;
    }
    const url = URL.createObjectURL(photo);
    setPhotoPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const madeAt = madeAtOf(day);
    if (!madeAt) return setDayError(t("validation.required"));
    if (madeAt.getTime() > Date.now() + 60_000) return setDayError(t("recipePage.madeThis.future"));
    setDayError(null);
    const who = user?.fullName || user?.username || "";
    record.mutate(
      { recipe, subject: t("recipePage.madeThis.subject", { name: who }), message: message.trim(), madeAt, photo },
      {
        onSuccess: () => {
          toast.success(t("recipePage.madeThis.done"));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          type="date"
          label={t("recipePage.madeThis.date")}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={dayError !== null}
          helperText={dayError ?? " "}
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayFieldValue() } }}
        />
        <TextField
          multiline
          minRows={3}
          label={t("recipePage.madeThis.message")}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Button component="label" htmlFor={photoInputId} variant="outlined" startIcon={<AddPhotoAlternateIcon />}>
            {photo ? t("recipePage.madeThis.changePhoto") : t("recipePage.madeThis.addPhoto")}
          </Button>
          <input
            id={photoInputId}
            type="file"
            accept="image/*"
            hidden
            aria-label={t("recipePage.madeThis.photo")}
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          />
          {photo && (
            <Button color="inherit" onClick={() => setPhoto(null)}>
              {t("recipePage.madeThis.removePhoto")}
            </Button>
          )}
        </Box>
        {photoPreview && (
          <Box
            component="img"
            src={photoPreview}
            alt={t("recipePage.madeThis.photoPreview")}
            sx={{ maxWidth: "100%", maxHeight: 240, objectFit: "contain", alignSelf: "flex-start", borderRadius: 1 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={record.isPending}>
          {t("recipePage.madeThis.submit")}
        </Button>
      </DialogActions>
    </form>
  );
}

import {
  composeRules,
  MAX_NAME_LENGTH,
  maxLengthRule,
  type ReadCookBook,
  requiredRule,
  type UpdateCookBook,
} from "@larder/shared";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { cookbookBody, useUpdateCookbook } from "../../api/cookbooks/mutations";
import { type OrganizerKind, useOrganizersQuery } from "../../api/organizers/queries";
import { OrganizerPicker, type PickedOrganizer } from "../../components/OrganizerPicker/OrganizerPicker";
import { SwitchField } from "../../components/SwitchField/SwitchField";
import { useToast } from "../../components/Toast/ToastContext";
import { useFormErrors } from "../../hooks/useFormErrors";
import { useTranslation } from "../../i18n";

const OWN_GROUP = { kind: "group" } as const;
const nameRule = composeRules(requiredRule, maxLengthRule(MAX_NAME_LENGTH));
const REQUIRE_ALL = {
  categories: "requireAllCategories",
  tags: "requireAllTags",
  tools: "requireAllTools",
} as const satisfies Record<OrganizerKind, keyof UpdateCookBook>;

interface CookbookDialogProps {
  open: boolean;
  /** The cookbook to change (a new one is created first, then edited here). */
  cookbook: ReadCookBook | null;
  onClose: () => void;
  /** Told of the saved cookbook, whose slug follows its name. */
  onSaved?: (saved: ReadCookBook) => void;
}

/** Changes a cookbook: name, description, public, and the categories, tags and tools it collects. */
export function CookbookDialog({ open, cookbook, onClose, onSaved }: CookbookDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t("cookbooks.editTitle")}</DialogTitle>
      {open && cookbook && <CookbookForm cookbook={cookbook} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function CookbookForm({
  cookbook,
  onClose,
  onSaved,
}: Omit<CookbookDialogProps, "open" | "cookbook"> & { cookbook: ReadCookBook }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useUpdateCookbook();
  const [draft, setDraft] = useState<UpdateCookBook>(() => cookbookBody(cookbook));
  const nameCheck = nameRule(draft.name);
  const { errorOf, trySubmit } = useFormErrors({ name: nameCheck === true ? undefined : nameCheck });
  const change = (changes: Partial<UpdateCookBook>) => setDraft((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trySubmit()) return;
    save.mutate(
      { ...draft, name: draft.name.trim() },
      {
        onSuccess: (saved) => {
          toast.success(t("cookbooks.saved", { name: saved.name }));
          onSaved?.(saved);
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("cookbooks.formLabel")}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          autoFocus
          required
          label={t("cookbooks.name")}
          value={draft.name}
          onChange={(event) => change({ name: event.target.value })}
          error={errorOf("name") !== undefined}
          helperText={errorOf("name")}
          sx={{ mt: 1 }}
        />
        <TextField
          multiline
          minRows={2}
          label={t("cookbooks.descriptionField")}
          value={draft.description ?? ""}
          onChange={(event) => change({ description: event.target.value })}
        />
        <SwitchField
          label={t("cookbooks.publicField")}
          hint={t("cookbooks.publicHint")}
          checked={draft.public ?? false}
          onChange={(checked) => change({ public: checked })}
        />
        {(["categories", "tags", "tools"] as const).map((kind) => (
          <OrganizerChoice
            key={kind}
            kind={kind}
            value={draft[kind] as PickedOrganizer[]}
            requireAll={draft[REQUIRE_ALL[kind]] ?? true}
            onChange={(value) => change({ [kind]: value.map(({ id, name, slug }) => ({ id, name, slug })) })}
            onRequireAllChange={(requireAll) => change({ [REQUIRE_ALL[kind]]: requireAll })}
          />
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t("cookbooks.save")}
        </Button>
      </DialogActions>
    </form>
  );
}

interface OrganizerChoiceProps {
  kind: OrganizerKind;
  value: PickedOrganizer[];
  requireAll: boolean;
  onChange: (value: PickedOrganizer[]) => void;
  onRequireAllChange: (requireAll: boolean) => void;
}

/** The group's categories, tags or tools a cookbook collects, and whether a recipe needs all of them. */
function OrganizerChoice({ kind, value, requireAll, onChange, onRequireAllChange }: OrganizerChoiceProps) {
  const { t } = useTranslation();
  const options = useOrganizersQuery(kind, OWN_GROUP);
  return (
    <Box>
      <OrganizerPicker
        creatable={false}
        label={t(`cookbooks.organizers.${kind}`)}
        options={options.data ?? []}
        loading={options.isPending}
        value={value}
        onChange={onChange}
      />
      <SwitchField
        label={t(`cookbooks.requireAll.${kind}`)}
        hint={t(`cookbooks.requireAllHint.${kind}`)}
        checked={requireAll}
        onChange={onRequireAllChange}
      />
    </Box>
  );
}

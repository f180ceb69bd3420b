import { PLAN_ENTRY_TYPES, type PlanRulesDay, type PlanRulesOut, type PlanRulesType } from "@larder/shared";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type FormEvent, useId, useState } from "react";
import { useSaveMealPlanRule } from "../../../api/mealplans/mutations";
import { useOrganizersQuery } from "../../../api/organizers/queries";
import { OrganizerPicker, type PickedOrganizer } from "../../../components/OrganizerPicker/OrganizerPicker";
import { useToast } from "../../../components/Toast/ToastContext";
import { useTranslation } from "../../../i18n";
import { ruleDaysFrom, ruleLabels } from "./ruleLabels";

const OWN_GROUP = { kind: "group" } as const;
const RULE_TYPES: PlanRulesType[] = ["unset", ...PLAN_ENTRY_TYPES];

interface RuleDialogProps {
  open: boolean;
  /** The rule to change; null for a new one. */
  rule: PlanRulesOut | null;
  firstDayOfWeek: number;
  onClose: () => void;
}

/** Creates or changes a rule: its day, meal type and the categories and tags recipes must have. */
export function RuleDialog({ open, rule, firstDayOfWeek, onClose }: RuleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{rule ? t("mealPlan.rules.editTitle") : t("mealPlan.rules.createTitle")}</DialogTitle>
      {open && <RuleForm rule={rule} firstDayOfWeek={firstDayOfWeek} onClose={onClose} />}
    </Dialog>
  );
}

/** Only what identifies an organizer is sent: the server reads the id. */
function choices(organizers: PickedOrganizer[]) {
  return organizers.map(({ id, name, slug }) => ({ id, name, slug }));
}

function RuleForm({ rule, firstDayOfWeek, onClose }: Omit<RuleDialogProps, "open">) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSaveMealPlanRule();
  const categoryOptions = useOrganizersQuery("categories", OWN_GROUP);
  const tagOptions = useOrganizersQuery("tags", OWN_GROUP);
  const [day, setDay] = useState<PlanRulesDay>(rule?.day ?? "unset");
  const [entryType, setEntryType] = useState<PlanRulesType>(rule?.entryType ?? "unset");
  const [categories, setCategories] = useState<PickedOrganizer[]>(rule?.categories ?? []);
  const [tags, setTags] = useState<PickedOrganizer[]>(rule?.tags ?? []);
  const { dayName, typeName } = ruleLabels(t, i18n.language);

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { id: rule?.id ?? null, rule: { day, entryType, categories: choices(categories), tags: choices(tags) } },
      {
        onSuccess: () => {
          toast.success(t("mealPlan.rules.saved"));
          onClose();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t("mealPlan.rules.formLabel")}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2, pt: 1 }}>
        <TextField
          select
          autoFocus
          label={t("mealPlan.rules.day")}
          value={day}
          onChange={(event) => setDay(event.target.value as PlanRulesDay)}
          sx={{ mt: 1 }}
        >
          {(["unset", ...ruleDaysFrom(firstDayOfWeek)] as PlanRulesDay[]).map((each) => (
            <MenuItem key={each} value={each}>
              {dayName(each)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t("mealPlan.rules.type")}
          value={entryType}
          onChange={(event) => setEntryType(event.target.value as PlanRulesType)}
        >
          {RULE_TYPES.map((each) => (
            <MenuItem key={each} value={each}>
              {typeName(each)}
            </MenuItem>
          ))}
        </TextField>
        <OrganizerPicker
          creatable={false}
          label={t("mealPlan.rules.categories")}
          options={categoryOptions.data ?? []}
          loading={categoryOptions.isPending}
          value={categories}
          onChange={setCategories}
        />
        <OrganizerPicker
          creatable={false}
          label={t("mealPlan.rules.tags")}
          options={tagOptions.data ?? []}
          loading={tagOptions.isPending}
          value={tags}
          onChange={setTags}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("general.cancel")}</Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t("mealPlan.rules.save")}
        </Button>
      </DialogActions>
    </form>
  );
}

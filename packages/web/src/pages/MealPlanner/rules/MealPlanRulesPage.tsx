import type { PlanRulesOut } from "@larder/shared";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useGroupPreferencesQuery } from "../../../api/groups/queries";
import { useDeleteMealPlanRule } from "../../../api/mealplans/mutations";
import { useMealPlanRulesQuery } from "../../../api/mealplans/queries";
import { ConfirmDialog } from "../../../components/ConfirmDialog/ConfirmDialog";
import { ArrowBackIcon } from "../../../components/DirectionalIcons";
import { lazyNamed, MountWhenNeeded } from "../../../components/OnDemand/OnDemand";
import { PageLoading } from "../../../components/PageLoading/PageLoading";
import { useToast } from "../../../components/Toast/ToastContext";
import { useTranslation } from "../../../i18n";
import { paths } from "../../../routes/paths";
import { ruleLabels } from "./ruleLabels";

// The form (and the organizer pickers in it) loads when a rule is first created or edited.
const RuleDialog = lazyNamed(() => import("./RuleDialog"), "RuleDialog");

/** The dialog shown: a new rule, one rule to change, or none. */
type Editing = { rule: PlanRulesOut | null } | null;

/**
 * The group's meal plan rules (`/group/mealplan/settings`): for a day (or any day) and a meal type
 * (or any), the categories and tags that a random recipe must have.
 */
export function MealPlanRulesPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const rules = useMealPlanRulesQuery();
  const preferences = useGroupPreferencesQuery();
  const remove = useDeleteMealPlanRule();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PlanRulesOut | null>(null);
  // Where the keyboard carries on once a rule (and its delete button) is gone.
  const newRuleButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    newRuleButton.current?.focus();
    setRefocus(false);
  }, [refocus]);
  const { summary } = ruleLabels(t, i18n.language);

  let content = <PageLoading />;
  if (rules.isError) content = <Alert severity="error">{t("mealPlan.rules.loadFailed")}</Alert>;
  else if (rules.data?.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
        <Typography color="text.secondary">{t("mealPlan.rules.empty")}</Typography>
      </Paper>
    );
  } else if (rules.data) {
    content = (
      <Box
        component="ul"
        aria-label={t("mealPlan.rules.listLabel")}
        sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1.5 }}
      >
        {rules.data.map((rule) => (
          <RuleItem
            key={rule.id}
            rule={rule}
            title={summary(rule)}
            onEdit={() => setEditing({ rule })}
            onDelete={() => setDeleting(rule)}
          />
        ))}
      </Box>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <Button component={RouterLink} to={paths.mealPlanner} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t("mealPlan.rules.back")}
      </Button>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t("mealPlan.rules.title")}
        </Typography>
        <Button
          ref={newRuleButton}
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ rule: null })}
        >
          {t("mealPlan.rules.create")}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("mealPlan.rules.description")}
      </Typography>
      {content}
      <MountWhenNeeded when={editing !== null}>
        <RuleDialog
          open={editing !== null}
          rule={editing?.rule ?? null}
          // The contract's default (Sunday) when the group's preferences cannot be read.
          firstDayOfWeek={preferences.data?.firstDayOfWeek ?? 0}
          onClose={() => setEditing(null)}
        />
      </MountWhenNeeded>
      <ConfirmDialog
        open={deleting !== null}
        title={t("mealPlan.rules.deleteTitle")}
        message={t("mealPlan.rules.deleteMessage")}
        confirmLabel={t("general.delete")}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("mealPlan.rules.deleted"));
              setDeleting(null);
              setRefocus(true);
            },
          })
        }
      />
    </Container>
  );
}

interface RuleItemProps {
  rule: PlanRulesOut;
  title: string;
  onEdit: () => void;
  onDelete: () => void;
}

function RuleItem({ rule, title, onEdit, onDelete }: RuleItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const anyRecipe = rule.categories.length === 0 && rule.tags.length === 0;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, display: "flex", gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {anyRecipe ? (
          <Typography variant="body2" color="text.secondary">
            {t("mealPlan.rules.anyRecipe")}
          </Typography>
        ) : (
          <>
            <OrganizerChips label={t("mealPlan.rules.categories")} organizers={rule.categories} />
            <OrganizerChips label={t("mealPlan.rules.tags")} organizers={rule.tags} />
          </>
        )}
      </Box>
      <Box sx={{ display: "flex", alignItems: "flex-start" }}>
        <IconButton aria-label={t("mealPlan.rules.editRule", { rule: title })} onClick={onEdit}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={t("mealPlan.rules.deleteRule", { rule: title })} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Box>
    </Paper>
  );
}

function OrganizerChips({ label, organizers }: { label: string; organizers: { id: string; name: string }[] }) {
  if (organizers.length === 0) return null;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap", mt: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ mr: 0.5 }}>
        {label}
      </Typography>
      {organizers.map((organizer) => (
        <Chip key={organizer.id} size="small" label={organizer.name} />
      ))}
    </Box>
  );
}

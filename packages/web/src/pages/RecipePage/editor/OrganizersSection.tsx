import type { RecipeCategory, RecipeTag, RecipeTool } from "@larder/shared";
import Stack from "@mui/material/Stack";
import { useOrganizersQuery } from "../../../api/organizers/queries";
import { OrganizerPicker } from "../../../components/OrganizerPicker/OrganizerPicker";
import { useTranslation } from "../../../i18n";

const OWN_GROUP = { kind: "group" } as const;

interface OrganizersSectionProps {
  categories: RecipeCategory[];
  tags: RecipeTag[];
  tools: RecipeTool[];
  onChange: (changes: { recipeCategory?: RecipeCategory[]; tags?: RecipeTag[]; tools?: RecipeTool[] }) => void;
}

/** The recipe's categories, tags and tools: picked from the group's, or new ones typed in (created on save). */
export function OrganizersSection({ categories, tags, tools, onChange }: OrganizersSectionProps) {
  const { t } = useTranslation();
  const categoryOptions = useOrganizersQuery("categories", OWN_GROUP);
  const tagOptions = useOrganizersQuery("tags", OWN_GROUP);
  const toolOptions = useOrganizersQuery("tools", OWN_GROUP);
  return (
    <Stack spacing={2}>
      <OrganizerPicker
        label={t("recipeEditor.categories")}
        options={categoryOptions.data ?? []}
        loading={categoryOptions.isPending}
        value={categories}
        onChange={(recipeCategory) => onChange({ recipeCategory })}
      />
      <OrganizerPicker
        label={t("recipeEditor.tags")}
        options={tagOptions.data ?? []}
        loading={tagOptions.isPending}
        value={tags}
        onChange={(next) => onChange({ tags: next })}
      />
      <OrganizerPicker
        label={t("recipeEditor.tools")}
        options={toolOptions.data ?? []}
        loading={toolOptions.isPending}
        value={tools}
        onChange={(next) => onChange({ tools: next.map((tool) => ({ onHand: false, ...tool })) })}
      />
    </Stack>
  );
}

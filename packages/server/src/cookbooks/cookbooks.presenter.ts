import type { CreateCookBookParsed, ReadCookBook } from "@larder/shared";
import type {
  CookbookFields,
  CookbookOrganizerIds,
  CookbookOrganizers,
  CookbookRow,
  OrganizerRef,
} from "./cookbooks.repository.js";

const organizer = ({ id, name, slug }: OrganizerRef) => ({ id, name, slug });

export function presentCookbook(row: CookbookRow, organizers: CookbookOrganizers): ReadCookBook {
  return {
    name: row.name,
    description: row.description,
    slug: row.slug,
    position: row.position,
    public: row.public,
    categories: organizers.categories.map(organizer),
    tags: organizers.tags.map(organizer),
    tools: organizers.tools.map((tool) => ({ ...organizer(tool), onHand: tool.on_hand ?? false })),
    requireAllCategories: row.require_all_categories,
    requireAllTags: row.require_all_tags,
    requireAllTools: row.require_all_tools,
    groupId: row.group_id,
    id: row.id,
  };
}

export function cookbookFields(body: CreateCookBookParsed, slug: string): CookbookFields {
  return {
    name: body.name,
    slug,
    description: body.description,
    position: body.position,
    public: body.public,
    require_all_categories: body.requireAllCategories,
    require_all_tags: body.requireAllTags,
    require_all_tools: body.requireAllTools,
  };
}

export function chosenOrganizerIds(body: CreateCookBookParsed): CookbookOrganizerIds {
  const ids = (choices: { id: string }[]) => [...new Set(choices.map((choice) => choice.id.toLowerCase()))];
  return { categories: ids(body.categories), tags: ids(body.tags), tools: ids(body.tools) };
}

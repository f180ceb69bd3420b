import type { OrganizerListQuery } from "@larder/shared";
import type { Actor } from "../auth/actor.js";
import { crudOperations } from "../http/crud.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";
import { presentOrganizer, presentOrganizerOut, presentPage, presentTool } from "./organizers.presenter.js";
import type { OrganizerRow } from "./organizers.repository.js";
import type { OrganizerInput, OrganizersService } from "./organizers.service.js";

/** How one kind's routes present an organizer. */
interface OrganizerAnswers<Listed, Found, Changed> {
  /** Each item of the list. */
  listed: (row: OrganizerRow) => Listed;
  /** What get and update answer. */
  found: (row: OrganizerRow, actor: Actor) => Found | Promise<Found>;
  /** What create and delete answer. */
  changed: (row: OrganizerRow) => Changed;
}

/** An organizer kind's service, answering as its CRUD routes have always answered. */
function presenting<Listed, Found, Changed>(
  service: OrganizersService,
  answers: OrganizerAnswers<Listed, Found, Changed>,
) {
  return {
    list: async (actor: Actor, query: OrganizerListQuery) =>
      presentPage(await service.list(actor, query), answers.listed),
    create: async (actor: Actor, input: OrganizerInput) => answers.changed(await service.create(actor, input)),
    get: async (actor: Actor, id: string) => answers.found(await service.get(actor, id), actor),
    update: async (actor: Actor, id: string, input: OrganizerInput) =>
      answers.found(await service.update(actor, id, input), actor),
    delete: async (actor: Actor, id: string) => answers.changed(await service.delete(actor, id)),
  };
}

/** An organizer as its own page shows it: with the group's recipes filed under it. */
function withRecipes<Out extends object>(service: OrganizersService, present: (row: OrganizerRow) => Out) {
  return async (row: OrganizerRow, actor: Actor) => ({
    ...present(row),
    recipes: await service.recipes(actor, row),
  });
}

/** `/api/organizers/{categories,tags,tools}`: the caller's group's organizers. */
export function organizersRoutes({ organizers }: Services) {
  const { categories, tags, tools } = organizers;
  const categoryPage = withRecipes(categories, presentOrganizer);
  const tagPage = withRecipes(tags, presentOrganizer);
  const toolPage = withRecipes(tools, presentTool);
  return [
    ...crudOperations(
      {
        list: "getCategories",
        create: "createCategory",
        get: "getCategory",
        update: "updateCategory",
        remove: "deleteCategory",
      },
      "group",
      presenting(categories, { listed: presentOrganizer, found: presentOrganizer, changed: presentOrganizerOut }),
    ),
    operation("getEmptyCategories", "group", async ({ actor }) =>
      (await categories.empty(actor)).map(presentOrganizer),
    ),
    operation("getCategoryBySlug", "group", async ({ actor, params }) =>
      categoryPage(await categories.getBySlug(actor, params.category_slug), actor),
    ),

    ...crudOperations(
      { list: "getTags", create: "createTag", get: "getTag", update: "updateTag", remove: "deleteTag" },
      "group",
      presenting(tags, { listed: presentOrganizer, found: tagPage, changed: presentOrganizerOut }),
    ),
    operation("getEmptyTags", "group", async ({ actor }) => (await tags.empty(actor)).map(presentOrganizer)),
    operation("getTagBySlug", "group", async ({ actor, params }) =>
      tagPage(await tags.getBySlug(actor, params.tag_slug), actor),
    ),

    ...crudOperations(
      { list: "getTools", create: "createTool", get: "getTool", update: "updateTool", remove: "deleteTool" },
      "group",
      presenting(tools, { listed: presentTool, found: presentTool, changed: presentTool }),
    ),
    operation("getToolBySlug", "group", async ({ actor, params }) =>
      toolPage(await tools.getBySlug(actor, params.tool_slug), actor),
    ),
  ];
}

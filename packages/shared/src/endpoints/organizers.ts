import { z } from "zod";
import {
  CategoryBase,
  CategoryIn,
  CategoryOut,
  CategorySummary,
  OrganizerListQuery,
  RecipeCategoryPagination,
  RecipeCategoryResponse,
  RecipeTagPagination,
  RecipeTagResponse,
  RecipeTool,
  RecipeToolCreate,
  RecipeToolPagination,
  RecipeToolResponse,
  TagBase,
  TagIn,
  TagOut,
} from "../contracts/organizers.js";
import { crudEndpoints } from "./crud.js";
import { defineEndpoints } from "./define.js";

const categoryTags = ["Organizer: Categories"];
const tagTags = ["Organizer: Tags"];
const toolTags = ["Organizer: Tools"];

/** `/api/organizers/{categories,tags,tools}`: the caller's group's organizers. */
export const organizerEndpoints = defineEndpoints({
  ...crudEndpoints({
    path: "/api/organizers/categories",
    tags: categoryTags,
    ids: {
      list: "getCategories",
      create: "createCategory",
      get: "getCategory",
      update: "updateCategory",
      remove: "deleteCategory",
    },
    listQuery: OrganizerListQuery,
    page: RecipeCategoryPagination,
    create: CategoryIn,
    item: CategorySummary,
    created: CategoryOut,
    deleted: CategoryOut,
  }),
  getEmptyCategories: {
    method: "GET",
    path: "/api/organizers/categories/empty",
    tags: categoryTags,
    response: z.array(CategoryBase),
  },
  getCategoryBySlug: {
    method: "GET",
    path: "/api/organizers/categories/slug/:category_slug",
    tags: categoryTags,
    params: z.object({ category_slug: z.string() }),
    response: RecipeCategoryResponse,
  },

  ...crudEndpoints({
    path: "/api/organizers/tags",
    tags: tagTags,
    ids: { list: "getTags", create: "createTag", get: "getTag", update: "updateTag", remove: "deleteTag" },
    listQuery: OrganizerListQuery,
    page: RecipeTagPagination,
    create: TagIn,
    item: RecipeTagResponse,
    created: TagOut,
    deleted: TagOut,
  }),
  getEmptyTags: { method: "GET", path: "/api/organizers/tags/empty", tags: tagTags, response: z.array(TagBase) },
  getTagBySlug: {
    method: "GET",
    path: "/api/organizers/tags/slug/:tag_slug",
    tags: tagTags,
    params: z.object({ tag_slug: z.string() }),
    response: RecipeTagResponse,
  },

  ...crudEndpoints({
    path: "/api/organizers/tools",
    tags: toolTags,
    ids: { list: "getTools", create: "createTool", get: "getTool", update: "updateTool", remove: "deleteTool" },
    listQuery: OrganizerListQuery,
    page: RecipeToolPagination,
    create: RecipeToolCreate,
    item: RecipeTool,
  }),
  getToolBySlug: {
    method: "GET",
    path: "/api/organizers/tools/slug/:tool_slug",
    tags: toolTags,
    params: z.object({ tool_slug: z.string() }),
    response: RecipeToolResponse,
  },
});

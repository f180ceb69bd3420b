import {
  CreateIngredientFood,
  CreateIngredientUnit,
  IngredientFood,
  IngredientFoodPagination,
  IngredientUnit,
  IngredientUnitPagination,
  MergeFood,
  MergeUnit,
  MultiPurposeLabelCreate,
  MultiPurposeLabelOut,
  MultiPurposeLabelPagination,
  MultiPurposeLabelUpdate,
  SuccessResponse,
} from "../contracts/foods.js";
import { OrganizerListQuery } from "../contracts/organizers.js";
import { crudEndpoints } from "./crud.js";
import { defineEndpoints } from "./define.js";

const foodTags = ["Recipes: Foods"];
const unitTags = ["Recipes: Units"];
const labelTags = ["Groups: Multi Purpose Labels"];

/** `/api/foods`, `/api/units` and `/api/groups/labels`: the caller's group's foods, units and labels. */
export const foodEndpoints = defineEndpoints({
  ...crudEndpoints({
    path: "/api/foods",
    tags: foodTags,
    ids: { list: "getFoods", create: "createFood", get: "getFood", update: "updateFood", remove: "deleteFood" },
    listQuery: OrganizerListQuery,
    page: IngredientFoodPagination,
    create: CreateIngredientFood,
    item: IngredientFood,
  }),
  mergeFoods: { method: "PUT", path: "/api/foods/merge", tags: foodTags, body: MergeFood, response: SuccessResponse },

  ...crudEndpoints({
    path: "/api/units",
    tags: unitTags,
    ids: { list: "getUnits", create: "createUnit", get: "getUnit", update: "updateUnit", remove: "deleteUnit" },
    listQuery: OrganizerListQuery,
    page: IngredientUnitPagination,
    create: CreateIngredientUnit,
    item: IngredientUnit,
  }),
  mergeUnits: { method: "PUT", path: "/api/units/merge", tags: unitTags, body: MergeUnit, response: SuccessResponse },

  ...crudEndpoints({
    path: "/api/groups/labels",
    tags: labelTags,
    ids: { list: "getLabels", create: "createLabel", get: "getLabel", update: "updateLabel", remove: "deleteLabel" },
    listQuery: OrganizerListQuery,
    page: MultiPurposeLabelPagination,
    create: MultiPurposeLabelCreate,
    update: MultiPurposeLabelUpdate,
    item: MultiPurposeLabelOut,
    // Mealie answers 200 here, not 201.
    createStatus: 200,
  }),
});

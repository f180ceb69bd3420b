import { IngredientRequest, IngredientsRequest, ParsedIngredient, ParsedIngredientList } from "../contracts/parser.js";
import { defineEndpoints } from "./define.js";

const tags = ["Recipe: Ingredient Parser"];

/** `/api/parser/ingredient(s)`: free-text lines → structured ingredients matched to the caller's group's foods and units. */
export const parserEndpoints = defineEndpoints({
  parseIngredient: {
    method: "POST",
    path: "/api/parser/ingredient",
    tags,
    body: IngredientRequest,
    response: ParsedIngredient,
  },
  parseIngredients: {
    method: "POST",
    path: "/api/parser/ingredients",
    tags,
    body: IngredientsRequest,
    response: ParsedIngredientList,
  },
});

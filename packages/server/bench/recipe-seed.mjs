// Seeds many realistic recipes straight into the tables of one group, for the recipe benchmark.
// Rows follow migration 0002 exactly, and the search columns are computed by the server's own
// search-text module, so the server finds what it would have written itself.
import { randomUUID } from "node:crypto";
import { toSlug } from "@larder/shared";
import Database from "better-sqlite3";
import pg from "pg";
import { normalizeForSearch, recipeSearchText, searchWords } from "../dist/recipes/search-text.js";

// --- vocabulary -------------------------------------------------------------------------------

const FOODS = [
  "all-purpose flour",
  "bread flour",
  "whole wheat flour",
  "cornmeal",
  "rolled oats",
  "basmati rice",
  "arborio rice",
  "jasmine rice",
  "quinoa",
  "couscous",
  "bulgur",
  "spaghetti",
  "penne",
  "fusilli",
  "rigatoni",
  "egg noodles",
  "rice noodles",
  "lasagna sheets",
  "chicken breast",
  "chicken thighs",
  "whole chicken",
  "ground beef",
  "beef chuck",
  "flank steak",
  "pork shoulder",
  "pork chops",
  "bacon",
  "pancetta",
  "chorizo",
  "italian sausage",
  "lamb shoulder",
  "ground lamb",
  "salmon fillet",
  "cod fillet",
  "shrimp",
  "mussels",
  "canned tuna",
  "anchovies",
  "eggs",
  "butter",
  "whole milk",
  "heavy cream",
  "sour cream",
  "greek yogurt",
  "buttermilk",
  "cream cheese",
  "parmesan",
  "cheddar",
  "mozzarella",
  "feta",
  "ricotta",
  "gruyère",
  "goat cheese",
  "olive oil",
  "vegetable oil",
  "sesame oil",
  "coconut milk",
  "onion",
  "red onion",
  "shallot",
  "garlic",
  "ginger",
  "leek",
  "carrot",
  "celery",
  "potato",
  "sweet potato",
  "butternut squash",
  "zucchini",
  "eggplant",
  "red bell pepper",
  "green bell pepper",
  "jalapeño",
  "tomato",
  "cherry tomatoes",
  "canned tomatoes",
  "tomato paste",
  "mushrooms",
  "spinach",
  "kale",
  "cabbage",
  "broccoli",
  "cauliflower",
  "green beans",
  "peas",
  "corn",
  "asparagus",
  "beetroot",
  "fennel",
  "avocado",
  "cucumber",
  "lettuce",
  "arugula",
  "chickpeas",
  "black beans",
  "kidney beans",
  "red lentils",
  "green lentils",
  "tofu",
  "tempeh",
  "lemon",
  "lime",
  "orange",
  "apple",
  "pear",
  "banana",
  "strawberries",
  "blueberries",
  "raspberries",
  "cherries",
  "peaches",
  "mango",
  "pineapple",
  "dates",
  "raisins",
  "walnuts",
  "almonds",
  "pecans",
  "hazelnuts",
  "pine nuts",
  "peanut butter",
  "tahini",
  "sesame seeds",
  "sugar",
  "brown sugar",
  "powdered sugar",
  "honey",
  "maple syrup",
  "molasses",
  "dark chocolate",
  "cocoa powder",
  "vanilla extract",
  "baking powder",
  "baking soda",
  "yeast",
  "salt",
  "black pepper",
  "cumin",
  "coriander",
  "paprika",
  "smoked paprika",
  "turmeric",
  "cinnamon",
  "nutmeg",
  "cardamom",
  "cloves",
  "chili flakes",
  "cayenne",
  "oregano",
  "thyme",
  "rosemary",
  "sage",
  "bay leaves",
  "basil",
  "parsley",
  "cilantro",
  "dill",
  "mint",
  "chives",
  "soy sauce",
  "fish sauce",
  "worcestershire sauce",
  "dijon mustard",
  "red wine vinegar",
  "balsamic vinegar",
  "rice vinegar",
  "apple cider vinegar",
  "chicken stock",
  "vegetable stock",
  "beef stock",
  "white wine",
  "red wine",
  "miso paste",
  "gochujang",
  "harissa",
  "curry paste",
  "capers",
  "olives",
  "breadcrumbs",
  "panko",
  "cornstarch",
  "gelatin",
  "puff pastry",
  "pie crust",
  "tortillas",
  "pita bread",
  "sourdough bread",
  "crème fraîche",
  "mascarpone",
  "saffron",
  "star anise",
  "lemongrass",
];

const UNITS = [
  ["cup", "c"],
  ["tablespoon", "tbsp"],
  ["teaspoon", "tsp"],
  ["gram", "g"],
  ["kilogram", "kg"],
  ["milliliter", "ml"],
  ["liter", "l"],
  ["ounce", "oz"],
  ["pound", "lb"],
  ["pinch", ""],
  ["clove", ""],
  ["can", ""],
  ["slice", ""],
  ["handful", ""],
  ["bunch", ""],
];

const NOTES = [
  "finely chopped",
  "roughly chopped",
  "diced",
  "minced",
  "thinly sliced",
  "grated",
  "zested and juiced",
  "at room temperature",
  "melted",
  "softened",
  "drained and rinsed",
  "peeled",
  "halved",
  "crushed",
  "toasted",
  "to taste",
  "divided",
  "packed",
  "sifted",
  "cut into chunks",
  "cubed",
  "torn",
  "fresh",
  "frozen",
  "optional",
  "plus extra for serving",
  "shredded",
  "beaten",
  "cold",
  "warm",
];

const ADJECTIVES = [
  "Smoky",
  "Crispy",
  "Creamy",
  "Spicy",
  "Lemony",
  "Garlicky",
  "Herbed",
  "Roasted",
  "Grilled",
  "Braised",
  "Slow-Cooked",
  "Pan-Seared",
  "Honey-Glazed",
  "Sticky",
  "Zesty",
  "Rustic",
  "Golden",
  "Charred",
  "Tangy",
  "Caramelized",
  "Silky",
  "Hearty",
  "Fragrant",
  "Sweet and Sour",
  "Miso",
  "Maple",
  "Buttery",
  "Peppery",
  "Coconut",
  "Cheesy",
  "Sesame",
  "Chipotle",
  "Tuscan",
  "Provençal",
  "Moroccan",
  "Thai",
  "Korean",
  "Mexican",
  "Greek",
  "Sicilian",
  "Cajun",
  "Japanese",
  "Indian",
  "Lebanese",
  "Vietnamese",
  "Nordic",
  "Weeknight",
  "Grandma's",
  "One-Pot",
  "Sheet-Pan",
];

const DISHES = [
  "Stew",
  "Soup",
  "Curry",
  "Salad",
  "Pasta",
  "Risotto",
  "Tacos",
  "Burritos",
  "Stir-Fry",
  "Casserole",
  "Bake",
  "Pie",
  "Tart",
  "Galette",
  "Cake",
  "Muffins",
  "Bread",
  "Flatbread",
  "Pizza",
  "Sandwich",
  "Wraps",
  "Bowl",
  "Skewers",
  "Fritters",
  "Dumplings",
  "Noodles",
  "Gratin",
  "Frittata",
  "Omelette",
  "Pancakes",
  "Crumble",
  "Cookies",
  "Brownies",
  "Chili",
  "Tagine",
  "Biryani",
  "Paella",
  "Ragù",
  "Lasagna",
  "Burgers",
];

const MAINS = [
  "Chicken",
  "Beef",
  "Pork",
  "Lamb",
  "Salmon",
  "Cod",
  "Shrimp",
  "Mussels",
  "Tofu",
  "Chickpea",
  "Lentil",
  "Black Bean",
  "Mushroom",
  "Eggplant",
  "Cauliflower",
  "Butternut Squash",
  "Sweet Potato",
  "Potato",
  "Spinach",
  "Kale",
  "Tomato",
  "Zucchini",
  "Broccoli",
  "Carrot",
  "Leek",
  "Fennel",
  "Corn",
  "Pea",
  "Halloumi",
  "Feta",
  "Ricotta",
  "Goat Cheese",
  "Apple",
  "Pear",
  "Banana",
  "Blueberry",
  "Strawberry",
  "Cherry",
  "Peach",
  "Lemon",
  "Chocolate",
  "Hazelnut",
  "Walnut",
  "Almond",
  "Pumpkin",
  "Beetroot",
  "Asparagus",
  "Chorizo",
  "Sausage",
  "Turkey",
];

const SIDES = [
  "Herbs",
  "Garlic Butter",
  "Tahini Sauce",
  "Salsa Verde",
  "Yogurt",
  "Crispy Onions",
  "Gremolata",
  "Brown Butter",
  "Chili Oil",
  "Pesto",
  "Lime Crema",
  "Toasted Nuts",
  "Parmesan",
  "Pickled Onions",
  "Rice",
];

const DESCRIPTION_OPENINGS = [
  "A comforting {dish} that comes together in under an hour.",
  "Our family's favourite {dish}, perfect for cold evenings.",
  "Bright, fresh and full of flavour: this {dish} is a summer staple.",
  "A make-ahead {dish} that tastes even better the next day.",
  "This {dish} uses pantry staples and one pan, so cleanup is easy.",
  "An easy {dish} for busy weeknights, ready in about 30 minutes.",
  "A showstopping {dish} for dinner parties and holidays.",
  "Adapted from a recipe my neighbour shared years ago, this {dish} never disappoints.",
  "A lighter take on a classic {dish}, with plenty of vegetables.",
  "Kids love this mild {dish}; add chili for the grown-ups.",
];
const DESCRIPTION_DETAILS = [
  "The {food} gives it a lovely depth.",
  "Serve it with crusty bread or steamed rice.",
  "Swap the {food} for whatever you have on hand.",
  "Don't skip toasting the {food}; it makes all the difference.",
  "Leftovers keep in the fridge for three days.",
  "It freezes well, so make a double batch.",
  "A squeeze of {food} at the end brightens everything.",
  "Great for meal prep and lunch boxes.",
];

const STEP_TEMPLATES = [
  "Preheat the oven to {temp}°C and line a baking tray with parchment paper.",
  "Heat the {a} in a large pan over medium heat and cook the {b} for 5 minutes until softened.",
  "Add the {a} and {b} and stir for another {min} minutes, until fragrant.",
  "Whisk the {a} with the {b} in a bowl until smooth, then season with salt and pepper.",
  "Pour in the {a}, bring to a simmer and cook gently for {min} minutes, stirring now and then.",
  "Fold in the {a}, taste, and adjust the seasoning with {b} if needed.",
  "Transfer to the oven and bake for {min} minutes until golden and bubbling.",
  "Let it rest for {min} minutes before slicing or serving.",
  "Meanwhile, toss the {a} with a little {b} and a pinch of salt.",
  "Serve warm, topped with the {a} and a drizzle of {b}.",
  "Blend the {a} and {b} until completely smooth, adding a splash of water to loosen.",
  "Knead the dough for {min} minutes until elastic, then cover and let it rise.",
];
const SECTION_TITLES = ["For the sauce", "For the topping", "For the dressing", "To serve", "For the filling"];

const CATEGORIES = [
  "Breakfast",
  "Brunch",
  "Lunch",
  "Dinner",
  "Dessert",
  "Snack",
  "Side Dish",
  "Appetizer",
  "Soup",
  "Salad",
  "Baking",
  "Drinks",
];
const TAGS = [
  "Vegetarian",
  "Vegan",
  "Gluten-Free",
  "Dairy-Free",
  "Quick",
  "Easy",
  "Healthy",
  "Comfort Food",
  "Kid-Friendly",
  "Make-Ahead",
  "Freezer-Friendly",
  "One-Pot",
  "Spicy",
  "Budget",
  "Holiday",
  "Summer",
  "Winter",
  "Autumn",
  "Spring",
  "Party",
  "Weeknight",
  "Meal Prep",
  "High-Protein",
  "Low-Carb",
  "Italian",
  "Mexican",
  "Indian",
  "Thai",
  "French",
  "Middle Eastern",
  "Japanese",
  "Korean",
  "Chinese",
  "Greek",
  "Spanish",
  "American",
  "Grilling",
  "Baking",
  "Slow Cooker",
  "Instant Pot",
];
const TOOLS = [
  "Dutch Oven",
  "Cast Iron Skillet",
  "Sheet Pan",
  "Stand Mixer",
  "Food Processor",
  "Blender",
  "Slow Cooker",
  "Pressure Cooker",
  "Wok",
  "Grill",
  "Baking Dish",
  "Loaf Pan",
  "Muffin Tin",
  "Rolling Pin",
  "Immersion Blender",
];

/** The two-word searches the benchmark sends: common words, matching some recipes but not most. */
export const SEARCHES = ["lemon chicken", "garlic mushroom", "chocolate hazelnut", "spicy lentil", "creamy pasta"];

// --- generation -------------------------------------------------------------------------------

/** A small seeded PRNG (mulberry32): the same recipes on every run and both engines. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const organizer = (groupId, name, now) => ({
  id: randomUUID(),
  group_id: groupId,
  name,
  slug: toSlug(name),
  created_at: now,
  update_at: now,
});

/** Foods, units, categories, tags and tools of the group, created once. */
function organizers(groupId) {
  const now = new Date();
  return {
    foods: FOODS.map((name) => ({ ...organizer(groupId, name, now), slug: undefined })),
    units: UNITS.map(([name, abbreviation]) => ({ ...organizer(groupId, name, now), slug: undefined, abbreviation })),
    categories: CATEGORIES.map((name) => organizer(groupId, name, now)),
    tags: TAGS.map((name) => organizer(groupId, name, now)),
    tools: TOOLS.map((name) => organizer(groupId, name, now)),
  };
}

const QUANTITIES = [0.25, 0.5, 0.75, 1, 1, 1, 1.5, 2, 2, 3, 4, 6, 100, 200, 250, 400, 500];
const fraction = (quantity) => ({ 0.25: "1/4", 0.5: "1/2", 0.75: "3/4", 1.5: "1 1/2" })[quantity] ?? String(quantity);

/**
 * An endless, deterministic stream of recipes with unique names: 10 ingredients, 6 steps, 1-2
 * categories, 2-4 tags and 0-2 tools each.
 */
function* recipeStream(seed, catalogue, owner) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const some = (list, min, max) => {
    const count = min + Math.floor(next() * (max - min + 1));
    const chosen = new Set();
    while (chosen.size < count) chosen.add(pick(list));
    return [...chosen];
  };
  const names = new Set();
  const start = Date.UTC(2019, 0, 1);
  for (let index = 0; ; index++) {
    let name;
    do {
      const parts = [pick(ADJECTIVES), pick(MAINS), pick(DISHES)];
      name = next() < 0.4 ? `${parts.join(" ")} with ${pick(SIDES)}` : parts.join(" ");
      if (names.has(name)) name = `${name} ${2 + Math.floor(next() * 98)}`;
    } while (names.has(name));
    names.add(name);

    const dish = name.split(" ").slice(-1)[0].toLowerCase();
    const foods = some(catalogue.foods, 10, 10);
    const fill = (template) =>
      template
        .replace("{dish}", dish)
        .replaceAll("{food}", pick(foods).name)
        .replace("{a}", pick(foods).name)
        .replace("{b}", pick(foods).name)
        .replace("{min}", String(2 + Math.floor(next() * 40)))
        .replace("{temp}", String(160 + 10 * Math.floor(next() * 7)));
    const description = `${fill(pick(DESCRIPTION_OPENINGS))} ${fill(pick(DESCRIPTION_DETAILS))}`;

    const ingredients = foods.map((food, position) => {
      const quantity = pick(QUANTITIES);
      const unit = next() < 0.85 ? pick(catalogue.units) : null;
      const note = next() < 0.6 ? pick(NOTES) : null;
      const originalText =
        [fraction(quantity), unit?.name, food.name].filter(Boolean).join(" ") + (note ? `, ${note}` : "");
      return {
        position,
        title: position === 6 && next() < 0.3 ? pick(SECTION_TITLES) : null,
        note,
        quantity,
        unit_id: unit?.id ?? null,
        food_id: food.id,
        foodName: food.name,
        original_text: originalText,
        reference_id: randomUUID(),
      };
    });
    const instructions = Array.from({ length: 6 }, (_, position) => ({
      id: randomUUID(),
      position,
      title: "",
      text: fill(pick(STEP_TEMPLATES)),
      ingredient_references: JSON.stringify([{ referenceId: ingredients[position].reference_id }]),
    }));

    const createdAt = new Date(start + index * 37_000 + Math.floor(next() * 30_000));
    const searchText = recipeSearchText({
      name,
      description,
      ingredients: ingredients.map((ingredient) => ({
        note: ingredient.note,
        originalText: ingredient.original_text,
        foodName: ingredient.foodName,
      })),
    });
    const prep = 5 + 5 * Math.floor(next() * 6);
    const cook = 10 + 5 * Math.floor(next() * 18);
    yield {
      recipe: {
        id: randomUUID(),
        group_id: owner.groupId,
        user_id: owner.userId,
        slug: toSlug(name),
        name,
        description,
        image: null,
        total_time: `${prep + cook} minutes`,
        prep_time: `${prep} minutes`,
        perform_time: null,
        cook_time: `${cook} minutes`,
        recipe_yield: `${2 + Math.floor(next() * 7)} servings`,
        org_url: next() < 0.5 ? `https://www.example.com/recipes/${toSlug(name)}` : null,
        rating: next() < 0.3 ? 1 + Math.floor(next() * 5) : null,
        date_added: createdAt.toISOString().slice(0, 10),
        date_updated: createdAt,
        last_made: null,
        public: next() < 0.5,
        name_normalized: normalizeForSearch(name),
        search_text: searchText,
        created_at: createdAt,
        update_at: createdAt,
      },
      ingredients,
      instructions,
      categories: some(catalogue.categories, 1, 2),
      tags: some(catalogue.tags, 2, 4),
      tools: some(catalogue.tools, 0, 2),
      words: searchWords(searchText),
      // One recipe in twenty is the owner's favourite; one in ten was made since it was added.
      favourite: next() < 0.05,
      lastMade: next() < 0.1 ? new Date(createdAt.getTime() + Math.floor(next() * 90) * 86_400_000) : null,
    };
  }
}

/**
 * The same stream of recipes as request bodies of PUT /api/recipes/{slug} (10 ingredients naming
 * their food and unit, 6 steps linked to them, categories, tags and tools by name), for benchmarks
 * that write through the API.
 */
export function* recipeBodies(seed = 20240401) {
  const catalogue = organizers("00000000-0000-0000-0000-000000000000");
  const unitNames = new Map(catalogue.units.map((unit) => [unit.id, unit.name]));
  const named = (list) => list.map(({ name }) => ({ name }));
  for (const item of recipeStream(seed, catalogue, {})) {
    const { recipe } = item;
    yield {
      name: recipe.name,
      description: recipe.description,
      recipeYield: recipe.recipe_yield,
      totalTime: recipe.total_time,
      prepTime: recipe.prep_time,
      cookTime: recipe.cook_time,
      orgURL: recipe.org_url,
      recipeCategory: named(item.categories),
      tags: named(item.tags),
      tools: named(item.tools),
      recipeIngredient: item.ingredients.map((ingredient) => ({
        quantity: ingredient.quantity,
        unit: ingredient.unit_id ? { name: unitNames.get(ingredient.unit_id) } : null,
        food: { name: ingredient.foodName },
        note: ingredient.note ?? "",
        title: ingredient.title ?? "",
        originalText: ingredient.original_text,
        referenceId: ingredient.reference_id,
      })),
      recipeInstructions: item.instructions.map((step) => ({
        title: step.title,
        text: step.text,
        ingredientReferences: JSON.parse(step.ingredient_references),
      })),
      settings: { public: recipe.public },
    };
  }
}

// --- writing ----------------------------------------------------------------------------------

const RECIPE_COLUMNS = [
  "id",
  "group_id",
  "user_id",
  "slug",
  "name",
  "description",
  "image",
  "total_time",
  "prep_time",
  "perform_time",
  "cook_time",
  "recipe_yield",
  "org_url",
  "rating",
  "date_added",
  "date_updated",
  "last_made",
  "public",
  "name_normalized",
  "search_text",
  "created_at",
  "update_at",
];
const INGREDIENT_COLUMNS = [
  "recipe_id",
  "position",
  "title",
  "note",
  "quantity",
  "unit_id",
  "food_id",
  "original_text",
  "reference_id",
];
const INSTRUCTION_COLUMNS = ["id", "recipe_id", "position", "title", "text", "ingredient_references"];

/** One batch of generated recipes as rows per table. */
function tablesOf(batch, knownWords, groupId) {
  const rows = {
    recipes: [],
    recipe_ingredients: [],
    recipe_instructions: [],
    recipes_to_categories: [],
    recipes_to_tags: [],
    recipes_to_tools: [],
    recipe_search_words: [],
    user_ratings: [],
  };
  for (const item of batch) {
    const recipeId = item.recipe.id;
    const recipe = { ...item.recipe, last_made: item.lastMade };
    rows.recipes.push(RECIPE_COLUMNS.map((column) => recipe[column]));
    if (item.favourite) {
      const at = item.recipe.created_at;
      rows.user_ratings.push([randomUUID(), item.recipe.user_id, recipeId, null, true, at, at]);
    }
    for (const ingredient of item.ingredients) {
      rows.recipe_ingredients.push(
        INGREDIENT_COLUMNS.map((column) => (column === "recipe_id" ? recipeId : ingredient[column])),
      );
    }
    for (const step of item.instructions) {
      rows.recipe_instructions.push(
        INSTRUCTION_COLUMNS.map((column) => (column === "recipe_id" ? recipeId : step[column])),
      );
    }
    for (const category of item.categories) rows.recipes_to_categories.push([recipeId, category.id]);
    for (const tag of item.tags) rows.recipes_to_tags.push([recipeId, tag.id]);
    for (const tool of item.tools) rows.recipes_to_tools.push([recipeId, tool.id]);
    for (const word of item.words) {
      if (knownWords.has(word)) continue;
      knownWords.add(word);
      rows.recipe_search_words.push([groupId, word]);
    }
  }
  return rows;
}

const LINK_COLUMNS = {
  recipes_to_categories: ["recipe_id", "category_id"],
  recipes_to_tags: ["recipe_id", "tag_id"],
  recipes_to_tools: ["recipe_id", "tool_id"],
};
const COLUMNS = {
  recipes: RECIPE_COLUMNS,
  recipe_ingredients: INGREDIENT_COLUMNS,
  recipe_instructions: INSTRUCTION_COLUMNS,
  ...LINK_COLUMNS,
  recipe_search_words: ["group_id", "word"],
  user_ratings: ["id", "user_id", "recipe_id", "rating", "is_favorite", "created_at", "update_at"],
  meal_plan_entries: [
    "group_id",
    "user_id",
    "recipe_id",
    "date",
    "entry_type",
    "title",
    "text",
    "created_at",
    "update_at",
  ],
};

const ORGANIZER_COLUMNS = {
  foods: ["id", "group_id", "name", "created_at", "update_at"],
  units: ["id", "group_id", "name", "abbreviation", "created_at", "update_at"],
  categories: ["id", "group_id", "name", "slug", "created_at", "update_at"],
  tags: ["id", "group_id", "name", "slug", "created_at", "update_at"],
  tools: ["id", "group_id", "name", "slug", "created_at", "update_at"],
};

const sqliteValue = (value) => {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
};

/** Writes through better-sqlite3: prepared single-row inserts inside one transaction per batch. */
class SqliteWriter {
  constructor(file) {
    this.db = new Database(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("synchronous = NORMAL");
    this.db.pragma("foreign_keys = ON");
    this.db.pragma("busy_timeout = 5000");
    // The indexes of a 100,000-recipe library far outgrow SQLite's default 2 MiB page cache.
    this.db.pragma("cache_size = -262144");
    this.statements = new Map();
  }

  async owner() {
    return this.db
      .prepare("SELECT id AS userId, group_id AS groupId FROM users WHERE email = ?")
      .get("changeme@example.com");
  }

  insert(table, columns, rows, conflict = "") {
    if (rows.length === 0) return;
    const key = `${table}:${conflict}`;
    let statement = this.statements.get(key);
    if (!statement) {
      const verb = conflict ? "INSERT OR IGNORE" : "INSERT";
      statement = this.db.prepare(
        `${verb} INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      );
      this.statements.set(key, statement);
    }
    for (const row of rows) statement.run(row.map(sqliteValue));
  }

  async write(tables) {
    this.db.transaction(() => {
      for (const [table, rows] of Object.entries(tables)) {
        this.insert(table, COLUMNS[table], rows, table === "recipe_search_words" ? "ignore" : "");
      }
    })();
  }

  async writeRows(table, columns, rows) {
    this.db.transaction(() => this.insert(table, columns, rows))();
  }

  async writeOrganizers(catalogue) {
    this.db.transaction(() => {
      for (const [table, columns] of Object.entries(ORGANIZER_COLUMNS)) {
        this.insert(
          table,
          columns,
          catalogue[table].map((row) => columns.map((column) => row[column])),
        );
      }
    })();
  }

  async startBulk() {}

  /**
   * Indexes the recipes queued for search (migration 0019), as a running server would within a
   * second. SQLite keeps the statistics the server itself gathers (none unless it runs ANALYZE).
   */
  async finishBulk() {
    const queued = this.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'recipes_fts_queue'").get();
    if (queued) {
      this.db
        .transaction(() => {
          const drop = this.db.prepare("DELETE FROM recipes_fts WHERE rowid = ?");
          for (const { row_id } of this.db.prepare("SELECT row_id FROM recipes_fts_queue WHERE indexed").all()) {
            drop.run(row_id);
          }
          this.db.exec(`INSERT INTO recipes_fts (rowid, search_text)
          SELECT index_rows.id, recipes.search_text FROM recipes_fts_queue AS queue
          JOIN recipes_fts_rows AS index_rows ON index_rows.id = queue.row_id
          JOIN recipes ON recipes.id = index_rows.recipe_id;
          DELETE FROM recipes_fts_queue;`);
        })
        .immediate();
    }
    this.db.pragma("wal_checkpoint(TRUNCATE)");
  }

  async close() {
    this.db.close();
  }
}

const PG_TYPES = {
  recipes: [
    "uuid",
    "uuid",
    "uuid",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "text",
    "float8",
    "text",
    "timestamptz",
    "timestamptz",
    "bool",
    "text",
    "text",
    "timestamptz",
    "timestamptz",
  ],
  recipe_ingredients: ["uuid", "int4", "text", "text", "float8", "uuid", "uuid", "text", "uuid"],
  recipe_instructions: ["uuid", "uuid", "int4", "text", "text", "text"],
  recipes_to_categories: ["uuid", "uuid"],
  recipes_to_tags: ["uuid", "uuid"],
  recipes_to_tools: ["uuid", "uuid"],
  recipe_search_words: ["uuid", "text"],
  user_ratings: ["uuid", "uuid", "uuid", "float8", "bool", "timestamptz", "timestamptz"],
  meal_plan_entries: ["uuid", "uuid", "uuid", "text", "text", "text", "text", "timestamptz", "timestamptz"],
  foods: ["uuid", "uuid", "text", "timestamptz", "timestamptz"],
  units: ["uuid", "uuid", "text", "text", "timestamptz", "timestamptz"],
  categories: ["uuid", "uuid", "text", "text", "timestamptz", "timestamptz"],
  tags: ["uuid", "uuid", "text", "text", "timestamptz", "timestamptz"],
  tools: ["uuid", "uuid", "text", "text", "timestamptz", "timestamptz"],
};

/** Writes through pg: one INSERT ... SELECT FROM unnest(arrays) per table and batch, in a transaction. */
class PostgresWriter {
  constructor(url) {
    this.client = new pg.Client({ connectionString: url });
    this.connected = this.client.connect();
  }

  async query(sql, params = []) {
    await this.connected;
    return (await this.client.query(sql, params)).rows;
  }

  async owner() {
    const [row] = await this.query('SELECT id AS "userId", group_id AS "groupId" FROM users WHERE email = $1', [
      "changeme@example.com",
    ]);
    return row;
  }

  async insert(table, columns, rows, conflict = "") {
    if (rows.length === 0) return;
    const types = PG_TYPES[table];
    const arrays = columns.map((_, column) => rows.map((row) => row[column] ?? null));
    const unnest = types.map((type, i) => `$${i + 1}::${type}[]`).join(", ");
    await this.query(
      `INSERT INTO ${table} (${columns.join(", ")}) SELECT * FROM unnest(${unnest})${conflict ? " ON CONFLICT DO NOTHING" : ""}`,
      arrays,
    );
  }

  async write(tables) {
    await this.query("BEGIN");
    try {
      for (const [table, rows] of Object.entries(tables)) {
        await this.insert(table, COLUMNS[table], rows, table === "recipe_search_words" ? "ignore" : "");
      }
      await this.query("COMMIT");
    } catch (error) {
      await this.query("ROLLBACK");
      throw error;
    }
  }

  async writeRows(table, columns, rows) {
    await this.insert(table, columns, rows);
  }

  async writeOrganizers(catalogue) {
    await this.query("BEGIN");
    for (const [table, columns] of Object.entries(ORGANIZER_COLUMNS)) {
      await this.insert(
        table,
        columns,
        catalogue[table].map((row) => columns.map((column) => row[column])),
      );
    }
    await this.query("COMMIT");
  }

  /**
   * Keeping a GIN (trigram) index up to date row by row makes up three quarters of the seeding time,
   * so the recipes' GIN indexes are dropped here and built again, from their own definitions, after.
   */
  async startBulk() {
    this.ginIndexes = await this.query(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'recipes' AND indexdef ILIKE '% USING gin %'`,
    );
    for (const { indexname } of this.ginIndexes) await this.query(`DROP INDEX ${indexname}`);
  }

  /** Rebuilds what startBulk dropped, then does what autovacuum soon would: planner statistics. */
  async finishBulk() {
    await this.query("SET maintenance_work_mem = '256MB'");
    for (const { indexdef } of this.ginIndexes ?? []) await this.query(indexdef);
    await this.query("VACUUM ANALYZE");
  }

  async close() {
    await this.client.end();
  }
}

const BATCH = 500;

/**
 * A seeder for the first-start administrator's group. `grow(total)` adds recipes until the group
 * holds `total`; the stream goes on where it stopped, so growing 10,000 to 100,000 keeps the first
 * 10,000. The server may run meanwhile: writes are short transactions.
 */
export async function openSeeder({ engine, target }) {
  const writer = engine === "sqlite" ? new SqliteWriter(target) : new PostgresWriter(target);
  const owner = await writer.owner();
  if (!owner) {
    await writer.close();
    throw new Error("the first-start administrator is missing: start the server once before seeding");
  }
  const catalogue = organizers(owner.groupId);
  await writer.writeOrganizers(catalogue);
  const stream = recipeStream(20240401, catalogue, owner);
  const words = new Set();
  const slugs = [];
  /** Ids of one recipe in five, for meal plans. */
  const recipeIds = [];
  /** Every recipe's id, in the order written. */
  const allIds = [];
  let written = 0;
  return {
    /** Slugs of one recipe in fifty, spread over everything seeded so far. */
    slugs,
    /** Every recipe's id, in the order written, and their group's. */
    allIds,
    groupId: owner.groupId,
    async grow(total, onProgress = () => {}) {
      await writer.startBulk();
      while (written < total) {
        const batch = [];
        while (batch.length < BATCH && written + batch.length < total) batch.push(stream.next().value);
        await writer.write(tablesOf(batch, words, owner.groupId));
        for (let i = 0; i < batch.length; i += 50) slugs.push(batch[i].recipe.slug);
        for (let i = 0; i < batch.length; i += 5) recipeIds.push(batch[i].recipe.id);
        for (const item of batch) allIds.push(item.recipe.id);
        written += batch.length;
        onProgress(written);
      }
      await writer.finishBulk();
    },
    /**
     * A household's plan of `days` days from `firstDay` (yyyy-MM-dd), about four entries a day: a
     * lunch and a dinner, most days a breakfast and a side, some days a second side; one entry in
     * six a note instead of a recipe. Answers the number of entries written. Grow the recipes first.
     */
    async planMeals(firstDay, days) {
      const next = random(7);
      const now = new Date();
      const rows = [];
      for (let offset = 0; offset < days; offset++) {
        const date = new Date(`${firstDay}T00:00:00Z`);
        date.setUTCDate(date.getUTCDate() + offset);
        const day = date.toISOString().slice(0, 10);
        const types = ["lunch", "dinner"];
        if (next() < 0.9) types.push("breakfast");
        if (next() < 0.8) types.push("side");
        if (next() < 0.3) types.push("side");
        for (const type of types) {
          const note = next() < 1 / 6;
          const recipeId = note ? null : recipeIds[Math.floor(next() * recipeIds.length)];
          const title = note ? "Leftovers" : "";
          rows.push([owner.groupId, owner.userId, recipeId, day, type, title, "", now, now]);
        }
      }
      for (let i = 0; i < rows.length; i += BATCH) {
        await writer.write({ meal_plan_entries: rows.slice(i, i + BATCH) });
      }
      return rows.length;
    },
    /**
     * A new food of the group named `name`, added as one more ingredient ("1 {name}") to the recipes
     * `from` to `from + count - 1` (in the order written). Answers the food's id. Grow the recipes first.
     */
    async foodUsedBy(name, from, count) {
      const now = new Date();
      const food = { id: randomUUID(), group_id: owner.groupId, name, created_at: now, update_at: now };
      await writer.writeRows("foods", ORGANIZER_COLUMNS.foods, [ORGANIZER_COLUMNS.foods.map((column) => food[column])]);
      const ingredients = allIds.slice(from, from + count).map((recipeId) =>
        INGREDIENT_COLUMNS.map(
          (column) =>
            ({
              recipe_id: recipeId,
              position: 10,
              title: null,
              note: null,
              quantity: 1,
              unit_id: null,
              food_id: food.id,
              original_text: `1 ${name}`,
              reference_id: randomUUID(),
            })[column],
        ),
      );
      for (let i = 0; i < ingredients.length; i += BATCH) {
        await writer.write({ recipe_ingredients: ingredients.slice(i, i + BATCH) });
      }
      return food.id;
    },
    close: () => writer.close(),
  };
}

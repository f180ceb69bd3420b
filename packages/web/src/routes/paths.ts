import { matchPath } from "react-router";

const segment = encodeURIComponent;

/** Every in-app address, built in one place (SPEC §2). */
export const paths = {
  home: "/",
  login: "/login",
  /** Sign-in without the automatic provider redirect. */
  loginDirect: "/login?direct=1",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  profile: "/user/profile",
  favorites: (userId: string) => `/user/${segment(userId)}/favorites`,
  groupHome: (groupSlug: string) => `/g/${segment(groupSlug)}`,
  recipe: (groupSlug: string, recipeSlug: string) => `/g/${segment(groupSlug)}/r/${segment(recipeSlug)}`,
  /** The public page a share link opens. */
  sharedRecipe: (groupSlug: string, shareTokenId: string) =>
    `/g/${segment(groupSlug)}/shared/r/${segment(shareTokenId)}`,
  importRecipeByUrl: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/url`,
  createRecipeManually: (groupSlug: string) => `/g/${segment(groupSlug)}/r/create/new`,
  cookbooks: (groupSlug: string) => `/g/${segment(groupSlug)}/cookbooks`,
  cookbook: (groupSlug: string, cookbookSlug: string) => `/g/${segment(groupSlug)}/cookbooks/${segment(cookbookSlug)}`,
  timeline: (groupSlug: string) => `/g/${segment(groupSlug)}/recipes/timeline`,
  categories: (groupSlug: string) => `/g/${segment(groupSlug)}/recipes/categories`,
  tags: (groupSlug: string) => `/g/${segment(groupSlug)}/recipes/tags`,
  tools: (groupSlug: string) => `/g/${segment(groupSlug)}/recipes/tools`,
  category: (groupSlug: string, slug: string) => `/g/${segment(groupSlug)}/recipes/categories/${segment(slug)}`,
  tag: (groupSlug: string, slug: string) => `/g/${segment(groupSlug)}/recipes/tags/${segment(slug)}`,
  tool: (groupSlug: string, slug: string) => `/g/${segment(groupSlug)}/recipes/tools/${segment(slug)}`,
  mealPlanner: "/group/mealplan/planner/view",
  /** The rules "random" follows when it picks a recipe for a day and meal (Mealie's route). */
  mealPlanRules: "/group/mealplan/settings",
  shoppingLists: "/shopping-lists",
  shoppingList: (listId: string) => `/shopping-lists/${segment(listId)}`,
  group: {
    settings: "/group",
    members: "/group/members",
    /** The group's notifiers and webhooks (Mealie's routes; managers only). */
    notifiers: "/group/notifiers",
    webhooks: "/group/webhooks",
    /** The data management screens (Mealie's `/group/data/...`), one per kind of the group's data. */
    data: {
      foods: "/group/data/foods",
      units: "/group/data/units",
      labels: "/group/data/labels",
      categories: "/group/data/categories",
      tags: "/group/data/tags",
      tools: "/group/data/tools",
      recipeActions: "/group/data/recipe-actions",
      recipes: "/group/data/recipes",
    },
    reports: "/group/reports",
    /** Moving recipes in from another app's export (Mealie's route; any member). */
    migrations: "/group/migrations",
    report: (reportId: string) => `/group/reports/${segment(reportId)}`,
  },
  admin: {
    siteSettings: "/admin/site-settings",
    users: "/admin/manage/users",
    groups: "/admin/manage/groups",
    backups: "/admin/backups",
    maintenance: "/admin/maintenance",
    parser: "/admin/parser",
  },
};

/** Route shapes of the group pages (SPEC §2), whether or not this build implements them yet. */
const GROUP_ROUTE_PATTERNS = [
  "/g/:groupSlug",
  "/g/:groupSlug/r/:recipeSlug",
  "/g/:groupSlug/r/create/url",
  "/g/:groupSlug/r/create/new",
  "/g/:groupSlug/cookbooks",
  "/g/:groupSlug/cookbooks/:cookbookSlug",
  "/g/:groupSlug/recipes/timeline",
  "/g/:groupSlug/recipes/categories",
  "/g/:groupSlug/recipes/tags",
  "/g/:groupSlug/recipes/tools",
  "/g/:groupSlug/recipes/categories/:organizerSlug",
  "/g/:groupSlug/recipes/tags/:organizerSlug",
  "/g/:groupSlug/recipes/tools/:organizerSlug",
  "/g/:groupSlug/shared/r/:shareTokenId",
];

export function isGroupRouteShape(pathname: string): boolean {
  return GROUP_ROUTE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

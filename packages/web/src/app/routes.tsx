import { Navigate, type RouteObject } from "react-router";
import { prefetchFoodsAndLabels } from "../api/foods/queries";
import { prefetchViewableRecipe } from "../api/recipes/queries";
import { loadRenderer, needsRenderer, recipeTexts } from "../components/Markdown/renderer";
import { lazyNamed } from "../components/OnDemand/OnDemand";
import { RouteGuard } from "../components/RouteGuard/RouteGuard";
import { AdminLayout } from "../layouts/AdminLayout/AdminLayout";
import { DefaultLayout } from "../layouts/DefaultLayout/DefaultLayout";
import { HeaderOnlyLayout } from "../layouts/HeaderOnlyLayout/HeaderOnlyLayout";
import { RootLayout } from "../layouts/RootLayout";
import { ErrorPage } from "../pages/ErrorPage/ErrorPage";
import { HomeRedirect } from "../pages/Home/HomeRedirect";
import type { PageRouteHandle } from "./startPrefetch";

/**
 * Pages load on demand: with the UI libraries in the first chunk, each page is a small extra. The
 * page at the address a visit starts on begins loading at once (startPrefetch).
 */
const lazyPage = lazyNamed;

const LoginPage = lazyPage(() => import("../pages/Login/LoginPage"), "LoginPage");
const AdminParserPage = lazyPage(() => import("../pages/AdminParser/AdminParserPage"), "AdminParserPage");
const AdminMaintenancePage = lazyPage(
  () => import("../pages/AdminMaintenance/AdminMaintenancePage"),
  "AdminMaintenancePage",
);
const RegisterPage = lazyPage(() => import("../pages/Register/RegisterPage"), "RegisterPage");
const ForgotPasswordPage = lazyPage(() => import("../pages/ForgotPassword/ForgotPasswordPage"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("../pages/ResetPassword/ResetPasswordPage"), "ResetPasswordPage");
const GroupHomePage = lazyPage(() => import("../pages/GroupHome/GroupHomePage"), "GroupHomePage");
const FavoritesPage = lazyPage(() => import("../pages/Favorites/FavoritesPage"), "FavoritesPage");
const TimelinePage = lazyPage(() => import("../pages/Timeline/TimelinePage"), "TimelinePage");
const CategoriesPage = lazyPage(() => import("../pages/Organizers/OrganizersPage"), "CategoriesPage");
const TagsPage = lazyPage(() => import("../pages/Organizers/OrganizersPage"), "TagsPage");
const ToolsPage = lazyPage(() => import("../pages/Organizers/OrganizersPage"), "ToolsPage");
const CategoryRecipesPage = lazyPage(() => import("../pages/Organizers/OrganizerRecipesPage"), "CategoryRecipesPage");
const TagRecipesPage = lazyPage(() => import("../pages/Organizers/OrganizerRecipesPage"), "TagRecipesPage");
const ToolRecipesPage = lazyPage(() => import("../pages/Organizers/OrganizerRecipesPage"), "ToolRecipesPage");
const CookbooksPage = lazyPage(() => import("../pages/Cookbooks/CookbooksPage"), "CookbooksPage");
const CookbookPage = lazyPage(() => import("../pages/Cookbooks/CookbookPage"), "CookbookPage");
const DataManagementLayout = lazyPage(
  () => import("../pages/DataManagement/DataManagementLayout"),
  "DataManagementLayout",
);
const FoodsPage = lazyPage(() => import("../pages/DataManagement/FoodsPage"), "FoodsPage");
const UnitsPage = lazyPage(() => import("../pages/DataManagement/UnitsPage"), "UnitsPage");
const LabelsPage = lazyPage(() => import("../pages/DataManagement/LabelsPage"), "LabelsPage");
const CategoriesDataPage = lazyPage(() => import("../pages/DataManagement/OrganizersDataPage"), "CategoriesDataPage");
const TagsDataPage = lazyPage(() => import("../pages/DataManagement/OrganizersDataPage"), "TagsDataPage");
const ToolsDataPage = lazyPage(() => import("../pages/DataManagement/OrganizersDataPage"), "ToolsDataPage");
const RecipeActionsPage = lazyPage(() => import("../pages/DataManagement/RecipeActionsPage"), "RecipeActionsPage");
const RecipesDataPage = lazyPage(() => import("../pages/DataManagement/recipes/RecipesDataPage"), "RecipesDataPage");
const ReportsPage = lazyPage(() => import("../pages/Reports/ReportsPage"), "ReportsPage");
const ReportPage = lazyPage(() => import("../pages/Reports/ReportPage"), "ReportPage");
const MigrationsPage = lazyPage(() => import("../pages/Migrations/MigrationsPage"), "MigrationsPage");
const RecipePage = lazyPage(() => import("../pages/RecipePage/RecipePage"), "RecipePage");
const SharedRecipePage = lazyPage(() => import("../pages/SharedRecipe/SharedRecipePage"), "SharedRecipePage");
const CreateRecipePage = lazyPage(() => import("../pages/CreateRecipe/CreateRecipePage"), "CreateRecipePage");
const ImportRecipePage = lazyPage(() => import("../pages/ImportRecipe/ImportRecipePage"), "ImportRecipePage");
const ProfilePage = lazyPage(() => import("../pages/Profile/ProfilePage"), "ProfilePage");
const SiteSettingsPage = lazyPage(() => import("../pages/SiteSettings/SiteSettingsPage"), "SiteSettingsPage");
const GroupSettingsPage = lazyPage(() => import("../pages/GroupSettings/GroupSettingsPage"), "GroupSettingsPage");
const MealPlannerPage = lazyPage(() => import("../pages/MealPlanner/MealPlannerPage"), "MealPlannerPage");
const MealPlanRulesPage = lazyPage(() => import("../pages/MealPlanner/rules/MealPlanRulesPage"), "MealPlanRulesPage");
const NotifiersPage = lazyPage(() => import("../pages/Notifiers/NotifiersPage"), "NotifiersPage");
const WebhooksPage = lazyPage(() => import("../pages/Webhooks/WebhooksPage"), "WebhooksPage");
const GroupMembersPage = lazyPage(() => import("../pages/GroupMembers/GroupMembersPage"), "GroupMembersPage");
const AdminBackupsPage = lazyPage(() => import("../pages/AdminBackups/AdminBackupsPage"), "AdminBackupsPage");
const AdminUsersPage = lazyPage(() => import("../pages/AdminUsers/AdminUsersPage"), "AdminUsersPage");
const ShoppingListsPage = lazyPage(() => import("../pages/ShoppingLists/ShoppingListsPage"), "ShoppingListsPage");
const ShoppingListPage = lazyPage(() => import("../pages/ShoppingList/ShoppingListPage"), "ShoppingListPage");
const AdminGroupsPage = lazyPage(() => import("../pages/AdminGroups/AdminGroupsPage"), "AdminGroupsPage");

/** Each layout keeps its frame when a page inside it fails: the error shows in the page's place. */
function withinLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <ErrorPage />, children }];
}

export const appRoutes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomeRedirect /> },
      {
        element: <HeaderOnlyLayout />,
        children: withinLayout([
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
          { path: "forgot-password", element: <ForgotPasswordPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          { path: "*", element: <ErrorPage /> },
        ]),
      },
      {
        element: <DefaultLayout />,
        children: withinLayout([
          { path: "g/:groupSlug", element: <GroupHomePage />, handle: { serverReadsAskedWhileRendering: true } },
          // Organizers are browsable by visitors of a public group too (through the explore API).
          { path: "g/:groupSlug/recipes/categories", element: <CategoriesPage /> },
          { path: "g/:groupSlug/recipes/categories/:organizerSlug", element: <CategoryRecipesPage /> },
          { path: "g/:groupSlug/recipes/tags", element: <TagsPage /> },
          { path: "g/:groupSlug/recipes/tags/:organizerSlug", element: <TagRecipesPage /> },
          { path: "g/:groupSlug/recipes/tools", element: <ToolsPage /> },
          { path: "g/:groupSlug/recipes/tools/:organizerSlug", element: <ToolRecipesPage /> },
          // A public group's public cookbooks are open to its visitors too.
          { path: "g/:groupSlug/cookbooks", element: <CookbooksPage /> },
          { path: "g/:groupSlug/cookbooks/:cookbookSlug", element: <CookbookPage /> },
          {
            path: "g/:groupSlug/r/:recipeSlug",
            element: <RecipePage />,
            handle: {
              prefetch: async ({ groupSlug = "", recipeSlug = "" }, { queryClient, api }) => {
                const recipe = await prefetchViewableRecipe(queryClient, api, groupSlug, recipeSlug);
                // The page waits for the Markdown renderer before it shows a recipe that needs it.
                if (recipe && needsRenderer(...recipeTexts(recipe))) await loadRenderer();
              },
            } satisfies PageRouteHandle,
          },
          { path: "g/:groupSlug/shared/r/:shareTokenId", element: <SharedRecipePage /> },
          {
            element: <RouteGuard guard="signedIn" />,
            children: [
              { path: "user/profile", element: <ProfilePage /> },
              { path: "user/:userId/favorites", element: <FavoritesPage /> },
              { path: "group", element: <GroupSettingsPage /> },
              { path: "group/members", element: <GroupMembersPage /> },
              // SPEC §6 manage: notifier and webhook addresses hold the group's secrets.
              {
                element: <RouteGuard guard="manage" />,
                children: [
                  { path: "group/notifiers", element: <NotifiersPage /> },
                  { path: "group/webhooks", element: <WebhooksPage /> },
                ],
              },
              { path: "group/mealplan/planner/view", element: <MealPlannerPage /> },
              { path: "group/mealplan/settings", element: <MealPlanRulesPage /> },
              { path: "shopping-lists", element: <ShoppingListsPage /> },
              { path: "shopping-lists/:listId", element: <ShoppingListPage /> },
              {
                element: <DataManagementLayout />,
                children: [
                  // SPEC §6: data management is an advanced feature; changing the data takes canOrganize.
                  {
                    element: <RouteGuard guard="advanced" />,
                    children: [
                      { path: "group/data", element: <Navigate to="foods" replace /> },
                      {
                        path: "group/data/foods",
                        element: <FoodsPage />,
                        // Thousands of foods: their read starts with the app, not once the screen has loaded.
                        handle: {
                          prefetch: (_params, { queryClient, api }) => prefetchFoodsAndLabels(queryClient, api),
                        } satisfies PageRouteHandle,
                      },
                      { path: "group/data/units", element: <UnitsPage /> },
                      { path: "group/data/labels", element: <LabelsPage /> },
                      { path: "group/data/categories", element: <CategoriesDataPage /> },
                      { path: "group/data/tags", element: <TagsDataPage /> },
                      { path: "group/data/tools", element: <ToolsDataPage /> },
                      { path: "group/data/recipe-actions", element: <RecipeActionsPage /> },
                      { path: "group/data/recipes", element: <RecipesDataPage /> },
                    ],
                  },
                  // Any member may read what the group's jobs (their own bulk imports too) reported.
                  { path: "group/reports", element: <ReportsPage /> },
                  { path: "group/reports/:reportId", element: <ReportPage /> },
                  // Any member may move recipes in from another app, as the server's migration route allows.
                  { path: "group/migrations", element: <MigrationsPage /> },
                ],
              },
            ],
          },
          {
            element: <RouteGuard guard="ownGroup" />,
            children: [{ path: "g/:groupSlug/r/create/new", element: <CreateRecipePage /> }],
          },
          {
            element: <RouteGuard guard="ownGroup" />,
            children: [{ path: "g/:groupSlug/r/create/url", element: <ImportRecipePage /> }],
          },
          {
            element: <RouteGuard guard="ownGroup" />,
            children: [{ path: "g/:groupSlug/recipes/timeline", element: <TimelinePage /> }],
          },
        ]),
      },
      {
        element: <RouteGuard guard="admin" />,
        children: [
          {
            element: <AdminLayout />,
            children: withinLayout([
              { path: "admin/site-settings", element: <SiteSettingsPage /> },
              { path: "admin/manage/users", element: <AdminUsersPage /> },
              { path: "admin/manage/groups", element: <AdminGroupsPage /> },
              { path: "admin/backups", element: <AdminBackupsPage /> },
              { path: "admin/parser", element: <AdminParserPage /> },
              { path: "admin/maintenance", element: <AdminMaintenancePage /> },
            ]),
          },
        ],
      },
    ],
  },
];

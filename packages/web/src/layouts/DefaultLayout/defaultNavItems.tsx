import type { ReadCookBook as Cookbook, UserOut } from "@larder/shared";
import BookIcon from "@mui/icons-material/Book";
import BuildIcon from "@mui/icons-material/Build";
import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import CategoryIcon from "@mui/icons-material/Category";
import ChecklistIcon from "@mui/icons-material/Checklist";
import FavoriteIcon from "@mui/icons-material/Favorite";
import FolderIcon from "@mui/icons-material/Folder";
import GroupIcon from "@mui/icons-material/Group";
import MenuBookIcon from "@mui/icons-material/MenuBook";
import PersonIcon from "@mui/icons-material/Person";
import SearchIcon from "@mui/icons-material/Search";
import SellIcon from "@mui/icons-material/Sell";
import SettingsIcon from "@mui/icons-material/Settings";
import StorageIcon from "@mui/icons-material/Storage";
import TuneIcon from "@mui/icons-material/Tune";
import ViewTimelineIcon from "@mui/icons-material/ViewTimeline";
import type { TFunction } from "../../i18n";
import { paths } from "../../routes/paths";
import type { NavItem } from "../components/NavLinkList";

/** The sidebar's main entries (SPEC §2); all but search belong to the viewer's own group. */
export function topNavItems(t: TFunction, groupSlug: string): NavItem[] {
  return [
    { id: "search", title: t("nav.search"), icon: <SearchIcon />, to: paths.groupHome(groupSlug) },
    {
      id: "meal-planner",
      title: t("nav.mealPlanner"),
      icon: <CalendarMonthIcon />,
      to: paths.mealPlanner,
      restricted: true,
    },
    {
      id: "shopping-lists",
      title: t("nav.shoppingLists"),
      icon: <ChecklistIcon />,
      to: paths.shoppingLists,
      restricted: true,
    },
    {
      id: "timeline",
      title: t("nav.timeline"),
      icon: <ViewTimelineIcon />,
      to: paths.timeline(groupSlug),
      restricted: true,
    },
    {
      id: "cookbooks",
      title: t("nav.cookbooks"),
      icon: <MenuBookIcon />,
      to: paths.cookbooks(groupSlug),
      restricted: true,
    },
    {
      id: "organizers",
      title: t("nav.organizers"),
      icon: <FolderIcon />,
      restricted: true,
      children: [
        {
          id: "categories",
          title: t("nav.categories"),
          icon: <CategoryIcon />,
          to: paths.categories(groupSlug),
          restricted: true,
        },
        { id: "tags", title: t("nav.tags"), icon: <SellIcon />, to: paths.tags(groupSlug), restricted: true },
        { id: "tools", title: t("nav.tools"), icon: <BuildIcon />, to: paths.tools(groupSlug), restricted: true },
      ],
    },
  ];
}

/** The group's cookbooks, listed under the main entries; a visitor is given only the public ones. */
export function cookbookNavItems(cookbooks: Cookbook[], groupSlug: string): NavItem[] {
  return cookbooks.map((cookbook) => ({
    id: cookbook.id,
    title: cookbook.name,
    icon: <BookIcon />,
    to: paths.cookbook(groupSlug, cookbook.slug),
  }));
}

/** The links under the user's name in the drawer header. */
export function userNavItems(t: TFunction, user: UserOut): NavItem[] {
  return [
    {
      id: "favorites",
      title: t("nav.favorites"),
      icon: <FavoriteIcon />,
      to: paths.favorites(user.id),
      restricted: true,
    },
    { id: "profile", title: t("nav.profile"), icon: <PersonIcon />, to: paths.profile },
  ];
}

/** The user's own group's pages, and the admin settings for an admin. */
export function bottomNavItems(t: TFunction, user: UserOut | null): NavItem[] {
  if (!user) return [];
  const groupItems: NavItem[] = [
    { id: "group-settings", title: t("group.nav"), icon: <TuneIcon />, to: paths.group.settings },
    { id: "group-members", title: t("members.nav"), icon: <GroupIcon />, to: paths.group.members },
    // SPEC §6: data management is one of the advanced features.
    ...(user.advanced
      ? [
          {
            id: "data-management",
            title: t("dataManagement.nav.title"),
            icon: <StorageIcon />,
            to: paths.group.data.foods,
          },
        ]
      : []),
  ];
  if (!user.admin) return groupItems;
  return [
    ...groupItems,
    {
      id: "admin-settings",
      title: t("nav.adminSettings"),
      icon: <SettingsIcon />,
      to: paths.admin.siteSettings,
    },
  ];
}

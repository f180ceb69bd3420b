import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Collapse from "@mui/material/Collapse";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { type ReactNode, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";

export interface NavItem {
  id: string;
  title: string;
  icon: ReactNode;
  /** Absent on a group heading, which only opens and closes its children. */
  to?: string;
  /** Shown only to a member of the group the page belongs to (SPEC §2). */
  restricted?: boolean;
  children?: NavItem[];
}

/** The items a viewer may see: restricted ones only in their own group. */
export function visibleNavItems(items: NavItem[], isOwnGroup: boolean): NavItem[] {
  return items
    .filter((item) => isOwnGroup || !item.restricted)
    .map((item) => (item.children ? { ...item, children: visibleNavItems(item.children, isOwnGroup) } : item))
    .filter((item) => !item.children || item.children.length > 0);
}

interface NavLinkListProps {
  items: NavItem[];
  subheader?: string;
  /** Lets a floating drawer close once a link is followed. */
  onNavigate?: () => void;
}

export function NavLinkList({ items, subheader, onNavigate }: NavLinkListProps) {
  if (items.length === 0) return null;
  return (
    <List dense subheader={subheader ? <ListSubheader disableSticky>{subheader}</ListSubheader> : undefined}>
      {items.map((item) =>
        item.children ? (
          <NavGroup key={item.id} item={item} onNavigate={onNavigate} />
        ) : (
          <NavLinkItem key={item.id} item={item} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}

function NavLinkItem({
  item,
  onNavigate,
  nested = false,
}: {
  item: NavItem;
  onNavigate?: () => void;
  nested?: boolean;
}) {
  const { pathname } = useLocation();
  const selected = item.to === pathname;
  // Each link sits in its own list item: a list may hold nothing else (accessibility).
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to ?? ""}
        selected={selected}
        aria-current={selected ? "page" : undefined}
        onClick={onNavigate}
        sx={nested ? { pl: 4 } : undefined}
      >
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={item.title} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const children = item.children ?? [];
  const [expanded, setExpanded] = useState(() => children.some((child) => child.to === pathname));
  return (
    <ListItem disablePadding sx={{ display: "block" }}>
      <ListItemButton onClick={() => setExpanded((wasExpanded) => !wasExpanded)} aria-expanded={expanded}>
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={item.title} />
        {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={expanded} unmountOnExit>
        <List dense disablePadding>
          {children.map((child) => (
            <NavLinkItem key={child.id} item={child} onNavigate={onNavigate} nested />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

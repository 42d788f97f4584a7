import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { MenuEntry } from '../domain/menus';
import { shownMenus } from '../domain/landing';
import { currentMenus } from '../auth/authProvider';
import { useLeaveMeetingGuard } from './LeaveMeetingGuard';
import { menuIcon } from './menuIcons';
import { SiderLogo } from './SiderLogo';

const visible = (entries: readonly MenuEntry[] | undefined) => (entries ?? []).filter((entry) => !entry.hideInMenu);

function MenuGroup({
  group,
  onNavigate,
}: {
  group: MenuEntry;
  onNavigate: ReturnType<typeof useLeaveMeetingGuard>['onNavigate'];
}) {
  const location = useLocation();
  const [sidebarOpen] = useSidebarState();
  const containsCurrent = (group.subMenu ?? []).some((entry) => location.pathname.startsWith(entry.key));
  const [open, setOpen] = useState(true);
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        selected={containsCurrent && !open}
        data-menu-group={group.pageName}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{menuIcon(group.iconType)}</ListItemIcon>
        {sidebarOpen && <ListItemText primary={group.pageName} />}
        {sidebarOpen && (open ? <ExpandLess /> : <ExpandMore />)}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {visible(group.subMenu).map((entry) => (
            <Menu.Item
              key={entry.key}
              to={entry.key}
              primaryText={entry.pageName}
              leftIcon={menuIcon(entry.iconType)}
              onClick={onNavigate(entry.key)}
            />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** The left menu from the user's role (spec 1 §2.3); the highlight follows the route. */
export function RoleMenu() {
  const guard = useLeaveMeetingGuard();
  return (
    <Box component="nav" aria-label="menu">
      <SiderLogo />
      <Menu>
        {shownMenus(currentMenus()).map((entry) =>
          entry.subMenu ? (
            <MenuGroup key={entry.key} group={entry} onNavigate={guard.onNavigate} />
          ) : (
            <Menu.Item
              key={entry.key}
              to={entry.key}
              primaryText={entry.pageName}
              leftIcon={menuIcon(entry.iconType)}
              onClick={guard.onNavigate(entry.key)}
            />
          ),
        )}
      </Menu>
      {guard.dialog}
    </Box>
  );
}

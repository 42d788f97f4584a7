import AccountTree from '@mui/icons-material/AccountTree';
import Apps from '@mui/icons-material/Apps';
import Assignment from '@mui/icons-material/Assignment';
import BarChart from '@mui/icons-material/BarChart';
import DesktopWindows from '@mui/icons-material/DesktopWindows';
import FactCheck from '@mui/icons-material/FactCheck';
import Folder from '@mui/icons-material/Folder';
import Forum from '@mui/icons-material/Forum';
import MonitorHeart from '@mui/icons-material/MonitorHeart';
import Phone from '@mui/icons-material/Phone';
import Settings from '@mui/icons-material/Settings';
import SmartToy from '@mui/icons-material/SmartToy';
import ViewList from '@mui/icons-material/ViewList';
import type { ReactElement } from 'react';

/** The role menus name their icons by the original client's icon type; each maps to a MUI icon. */
const icons: Record<string, ReactElement> = {
  DesktopOutlined: <DesktopWindows />,
  ProfileOutlined: <Assignment />,
  FolderOutlined: <Folder />,
  PartitionOutlined: <AccountTree />,
  BarChartOutlined: <BarChart />,
  SettingOutlined: <Settings />,
  RobotOutlined: <SmartToy />,
  AppstoreOutlined: <Apps />,
  AuditOutlined: <FactCheck />,
  MonitorOutlined: <MonitorHeart />,
  PhoneOutlined: <Phone />,
  MessageOutlined: <Forum />,
};

export function menuIcon(iconType: string | undefined): ReactElement {
  return (iconType && icons[iconType]) || <ViewList />;
}

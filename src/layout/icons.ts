import CategoryIcon from '@mui/icons-material/Category';
import FlagIcon from '@mui/icons-material/Flag';
import LabelIcon from '@mui/icons-material/Label';
import PeopleIcon from '@mui/icons-material/People';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { SvgIconComponent } from '@mui/icons-material';

// Icons named by declarations. Importing them one by one keeps the bundle small; an unknown
// name falls back to a generic list icon.
const ICONS: Record<string, SvgIconComponent> = {
  Category: CategoryIcon,
  Flag: FlagIcon,
  Label: LabelIcon,
  People: PeopleIcon,
  Workspaces: WorkspacesIcon,
};

export const iconFor = (name: string): SvgIconComponent => ICONS[name] ?? ListAltIcon;

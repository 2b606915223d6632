import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { type MenuEntry, SUBGROUPS, type VisibleGroup } from './menu';
import { MenuEntryLink, shellItemSx } from './MenuEntryLink';
import { NamedIcon } from './icons';
import { splitSubgroups, useOpenGroups, useVisibleMenu } from './useMenu';

interface HeaderProps {
  label: string;
  icon: string;
  open: boolean;
  onToggle: () => void;
  compact?: boolean;
  indent?: number;
}

/** A group or sub-group title that opens and closes it. */
const GroupHeader = ({ label, icon, open, onToggle, compact, indent = 0, ...data }: HeaderProps & Record<`data-${string}`, string>) => {
  if (compact) {
    return (
      <ListItemButton onClick={onToggle} aria-expanded={open} {...data}
        sx={{ ...shellItemSx, justifyContent: 'center', py: 0.5, px: 0.5, mt: 1, color: 'var(--shell-muted)' }}>
        <Typography variant="caption" sx={{ fontWeight: 700, lineHeight: 1.3, textAlign: 'center' }}>{label}</Typography>
        {open ? <ExpandLessIcon sx={{ fontSize: 14 }} /> : <ExpandMoreIcon sx={{ fontSize: 14 }} />}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton onClick={onToggle} aria-expanded={open} {...data} sx={{ ...shellItemSx, py: 0.75, paddingInlineStart: 2 + indent * 1.5 }}>
      <ListItemIcon sx={{ minWidth: 36 }}><NamedIcon name={icon} fontSize="small" /></ListItemIcon>
      <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', fontWeight: 600, noWrap: true } }} />
      {open ? <ExpandLessIcon fontSize="small" sx={{ color: 'var(--shell-muted)' }} /> : <ExpandMoreIcon fontSize="small" sx={{ color: 'var(--shell-muted)' }} />}
    </ListItemButton>
  );
};

interface GroupEntriesProps {
  group: string;
  entries: readonly MenuEntry[];
  compact?: boolean;
  /** Indentation of the entries: 1 under a group title, 0 where the group is the whole list. */
  depth?: number;
}

/** A group's entries, with its sub-groups (Produtos) opening and closing on their own. */
export const GroupEntries = ({ group, entries, compact, depth = 1 }: GroupEntriesProps) => {
  const translate = useTranslate();
  const { isOpen, toggle } = useOpenGroups();
  return splitSubgroups(entries).map(({ subgroup, entries: run }) => {
    if (!subgroup) return run.map((e) => <MenuEntryLink key={e.path} entry={e} compact={compact} indent={depth} />);
    const key = `${group}.${subgroup}`;
    const open = isOpen(key, run);
    return (
      <Fragment key={key}>
        <GroupHeader label={translate(SUBGROUPS[subgroup].labelKey)} icon={SUBGROUPS[subgroup].icon} open={open}
          onToggle={() => toggle(key, run)} compact={compact} indent={depth} data-menu-subgroup={subgroup} />
        <Collapse in={open} unmountOnExit>
          {run.map((e) => <MenuEntryLink key={e.path} entry={e} compact={compact} indent={depth + 1} />)}
        </Collapse>
      </Fragment>
    );
  });
};

const GroupSection = ({ group, compact }: { group: VisibleGroup; compact?: boolean }) => {
  const translate = useTranslate();
  const { isOpen, toggle } = useOpenGroups();
  const open = isOpen(group.name, group.entries);
  return (
    <>
      <GroupHeader label={translate(group.labelKey)} icon={group.icon} open={open} onToggle={() => toggle(group.name, group.entries)}
        compact={compact} data-menu-group={group.name} />
      <Collapse in={open} unmountOnExit>
        <GroupEntries group={group.name} entries={group.entries} compact={compact} />
      </Collapse>
    </>
  );
};

/** The vertical menu: groups that open and close, entries with their labels beside or (compact) under the icons. */
export const SidebarMenu = ({ compact }: { compact?: boolean }) => {
  const translate = useTranslate();
  const groups = useVisibleMenu();
  return (
    <List component="nav" aria-label={translate('app.shell.menu.label')} disablePadding
      sx={{ px: compact ? 0.75 : 1.5, py: 1, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
      {groups.map((g) => <GroupSection key={g.name} group={g} compact={compact} />)}
    </List>
  );
};

import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { NavLink } from 'react-router';
import { useOperatorCan } from '../lib/use-operator-can';
import { consoleSections } from '../console-sections';
import { CONSOLE_BASE } from '../lib/operator-paths';

/** A column on wide screens, a row that scrolls sideways on a phone; only what the role may open. */
export function ConsoleNav() {
  const { can } = useOperatorCan();
  return (
    <nav aria-label="Console sections">
      <List
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          overflowX: { xs: 'auto', md: 'visible' },
          py: 0,
        }}
      >
        {consoleSections
          .filter((section) => can(section.permission))
          .map((section) => (
            <ListItem
              key={section.path}
              disablePadding
              sx={{ flex: { xs: '0 0 auto', md: 'initial' } }}
            >
              <ListItemButton
                component={NavLink}
                to={`${CONSOLE_BASE}/${section.path}`}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 'bold' } }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>{section.icon}</ListItemIcon>
                <ListItemText primary={section.label} />
              </ListItemButton>
            </ListItem>
          ))}
      </List>
    </nav>
  );
}

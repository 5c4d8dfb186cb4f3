import Close from '@mui/icons-material/Close';
import Settings from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

export interface WidgetCardProps {
  title: string;
  /** The full screen ("View all"), already checked to exist. */
  link?: { to: string; label: string } | null;
  editing: boolean;
  onRemove: () => void;
  /** The rows a list widget shows, and the choices "Widget Settings" offers (none: a figures widget). */
  rows?: { value: number; choices: readonly number[]; onChange: (rows: number) => void };
  children: ReactNode;
}

/** A dashboard widget (platform section 2): in edit mode, "Widget Settings" and a remove control. */
export function WidgetCard({ title, link, editing, onRemove, rows, children }: WidgetCardProps) {
  const titleId = useId();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <CardHeader
        title={title}
        slotProps={{ title: { id: titleId, variant: 'h6', component: 'h2' } }}
        action={
          editing && (
            <>
              {rows && (
                <Tooltip title="Widget Settings">
                  <IconButton
                    aria-label={`Widget Settings: ${title}`}
                    aria-haspopup="menu"
                    aria-controls={anchor ? menuId : undefined}
                    onClick={(event) => setAnchor(event.currentTarget)}
                  >
                    <Settings />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title="Remove">
                <IconButton aria-label={`Remove ${title}`} onClick={onRemove}>
                  <Close />
                </IconButton>
              </Tooltip>
            </>
          )
        }
      />
      {rows && (
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {rows.choices.map((choice) => (
            <MenuItem
              key={choice}
              selected={choice === rows.value}
              onClick={() => {
                rows.onChange(choice);
                setAnchor(null);
              }}
            >
              Show {choice} rows
            </MenuItem>
          ))}
        </Menu>
      )}
      <CardContent sx={{ flexGrow: 1, pt: 0 }}>{children}</CardContent>
      {link && (
        <CardActions>
          <Button component={RouterLink} to={link.to} size="small">
            {link.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

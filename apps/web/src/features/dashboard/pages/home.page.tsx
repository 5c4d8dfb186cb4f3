import {
  DASHBOARD_DEFAULT_ROWS,
  DASHBOARD_ROW_CHOICES,
  DASHBOARD_WIDGET_TITLES,
} from '@fieldbook/domain/dashboard/dashboard.constants';
import type { DashboardWidget } from '@fieldbook/domain/dashboard/dashboard.schemas';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useCanOpen } from '../../../lib/route-access';
import { useCan, usePermissions, useUserLoad } from '../../../lib/session/load-user';
import { useSaveUserSetting } from '../../../lib/session/save-user-setting';
import { WIDGET_VIEWS } from '../components/dashboard-widgets';
import { WidgetCard } from '../components/widget-card';
import { addableWidgets, removeWidget, setWidgetRows, visibleLayout } from '../dashboard-layout';

/** Edit mode's "Add widget": the permitted widgets not on the dashboard. */
function AddWidgetMenu({
  layout,
  onAdd,
}: {
  layout: DashboardWidget[];
  onAdd: (kind: DashboardWidget['kind']) => void;
}) {
  const permissions = usePermissions();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const addable = addableWidgets(layout, permissions);
  return (
    <>
      <Button
        startIcon={<Add />}
        disabled={addable.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Add widget
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {addable.map((kind) => (
          <MenuItem
            key={kind}
            onClick={() => {
              onAdd(kind);
              setAnchor(null);
            }}
          >
            {DASHBOARD_WIDGET_TITLES[kind]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Dashboard: the day's work and what is owed, as widget cards the user arranges (issue 24). */
export function HomePage() {
  const to = usePortalPath();
  const canOpen = useCanOpen();
  const { data } = useUserLoad();
  const permissions = usePermissions();
  const canEditLayout = useCan('canAccessAnalyticsWidgets');
  const saveSetting = useSaveUserSetting();
  const [editing, setEditing] = useState(false);
  // The layout being saved shows at once; it gives way to the stored one when the save settles.
  const [draft, setDraft] = useState<DashboardWidget[] | null>(null);
  useEffect(() => {
    document.title = 'Home · Fieldbook';
  }, []);
  if (!data) return null;
  const layout = draft ?? visibleLayout(data.settings?.dashboardWidgets, permissions);
  const save = (next: DashboardWidget[]) => {
    setDraft(next);
    saveSetting.mutate({ key: 'dashboardWidgets', value: next }, { onSettled: () => setDraft(null) });
  };
  const link = (path: string) => (canOpen(path) ? to(path) : null);

  return (
    <>
      <PageHeader
        title={`Welcome, ${data.details.first_name}`}
        subtitle={data.company.company_name}
        actions={
          canEditLayout && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              {editing && (
                <AddWidgetMenu
                  layout={layout}
                  onAdd={(kind) => save([...layout, { kind, rows: DASHBOARD_DEFAULT_ROWS }])}
                />
              )}
              <Button
                variant={editing ? 'contained' : 'outlined'}
                startIcon={editing ? undefined : <Edit />}
                onClick={() => setEditing(!editing)}
              >
                {editing ? 'Done' : 'Edit'}
              </Button>
            </Box>
          )
        }
      />
      {layout.length === 0 ? (
        <Typography color="text.secondary">
          {editing || !canEditLayout ? 'No widgets to show.' : 'No widgets to show. Choose Edit to add some.'}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {layout.map((widget) => {
            const view = WIDGET_VIEWS[widget.kind];
            const screen = link(view.screen.path);
            return (
              <WidgetCard
                key={widget.kind}
                title={DASHBOARD_WIDGET_TITLES[widget.kind]}
                link={screen ? { to: screen, label: view.screen.label } : null}
                editing={editing}
                onRemove={() => save(removeWidget(layout, widget.kind))}
                rows={
                  view.lists
                    ? {
                        value: widget.rows,
                        choices: DASHBOARD_ROW_CHOICES,
                        onChange: (rows) => save(setWidgetRows(layout, widget.kind, rows)),
                      }
                    : undefined
                }
              >
                {view.body({ rows: widget.rows, link })}
              </WidgetCard>
            );
          })}
        </Box>
      )}
    </>
  );
}

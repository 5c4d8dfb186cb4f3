import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { usePortalPath } from '../../../lib/portal-path';
import { useCanOpen } from '../../../lib/route-access';
import { useSetupWizard } from '../api/get-setup-wizard';

/**
 * setup (further setup): the company's checklist from the setupWizard call, each step done or not by
 * the company's own data, and linking to the screen that does it when the user may open that screen.
 */
export function SetupPage() {
  const wizard = useSetupWizard();
  const to = usePortalPath();
  const canOpen = useCanOpen();
  useEffect(() => {
    document.title = 'Further Setup · Fieldbook';
  }, []);
  const steps = wizard.data?.steps ?? [];
  const done = steps.filter((step) => step.done).length;

  return (
    <Container maxWidth="md" sx={{ py: 3, px: { xs: 0, sm: 2 } }}>
      <PageHeader title="Further Setup" subtitle={wizard.data?.onboarding_message} />
      {wizard.isPending && (
        <Box aria-busy aria-label="Loading the setup steps">
          <Skeleton height={24} />
          <Skeleton variant="rectangular" height={280} />
        </Box>
      )}
      {wizard.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => wizard.refetch()}>
              Try Again
            </Button>
          }
        >
          The setup steps could not be loaded. {wizard.error.message}
        </Alert>
      )}
      {wizard.data && steps.length === 0 && <EmptyState title="Nothing to set up" />}
      {wizard.data && steps.length > 0 && (
        <>
          <Box sx={{ mb: 2 }}>
            <Typography id="setup-progress" variant="body2" color="text.secondary" gutterBottom>
              {done} of {steps.length} steps done
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round((done / steps.length) * 100)}
              aria-labelledby="setup-progress"
            />
          </Box>
          <Paper variant="outlined">
            <List disablePadding aria-label="Setup steps">
              {steps.map((step, index) => (
                <ListItem
                  key={step.key}
                  divider={index < steps.length - 1}
                  sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
                >
                  <ListItemIcon sx={{ mt: 0.5, minWidth: 40 }}>
                    {step.done ? (
                      <CheckCircle color="success" titleAccess="Done" />
                    ) : (
                      <RadioButtonUnchecked color="action" titleAccess="To do" />
                    )}
                  </ListItemIcon>
                  <ListItemText
                    sx={{ flex: '1 1 220px', my: 0.5 }}
                    primary={step.title}
                    secondary={step.description}
                    slotProps={{ primary: { sx: { fontWeight: step.done ? 400 : 600 } } }}
                  />
                  {canOpen(step.path) ? (
                    <Button
                      component={RouterLink}
                      to={to(step.path)}
                      variant={step.done ? 'text' : 'outlined'}
                      aria-label={`${step.done ? 'Review' : 'Start'}: ${step.title}`}
                      sx={{ ml: { xs: 5, sm: 0 }, alignSelf: 'center' }}
                    >
                      {step.done ? 'Review' : 'Start'}
                    </Button>
                  ) : (
                    !step.done && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ ml: { xs: 5, sm: 0 }, alignSelf: 'center' }}
                      >
                        Ask your business owner
                      </Typography>
                    )
                  )}
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
    </Container>
  );
}

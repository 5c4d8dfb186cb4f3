import type { CREATE_STATUSES } from '@fieldbook/domain/appointments/appointments.constants';
import { APPOINTMENT_MESSAGES, type SeriesAction } from '@fieldbook/domain/appointments/appointments.schemas';
import { ruleFollowingStart } from '@fieldbook/domain/appointments/recurrence.rules';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type SetStateAction, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useSnackbar } from '../../../components/notices';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useMinWidth } from '../../../components/use-responsive';
import { applyServerErrors, errorMessagesOf } from '../../../lib/form-errors';
import { ApiError } from '../../../lib/http-client';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { noticeFor } from '../../../lib/offline/app-outbox';
import { useUserLoad } from '../../../lib/session/load-user';
import { useAppointmentTypes } from '../../appointment-types/index';
import type { Appointment } from '../api/appointment-types';
import { updateBodyOf, useCreateAppointment, useUpdateAppointment } from '../api/appointments-api';
import { SeriesActionChoice, UPDATE_CHOICES } from '../components/series-action-choice';
import { ClientsSection } from './appointment-clients-section';
import { DetailsSection } from './appointment-details-section';
import {
  blankDraft,
  type Draft,
  draftOf,
  errorFieldsOf,
  requestBodyOf,
  STEPS,
  TAB_LABELS,
  type TabKey,
  tabOfField,
} from './appointment-draft';
import { ColourSection, MoreOptionsSection } from './appointment-options-sections';
import { useStaffAvailability } from './appointment-staff-availability';
import { StaffSection } from './appointment-staff-section';
import { TypesSection } from './appointment-types-section';
import { WhenWhereSection } from './appointment-when-where-section';
import { useTabSearchFocus } from './use-tab-search-focus';

/** The domain's checks, made in the browser before anything is sent (the server makes them again). */
const checksFor = (adding: boolean) =>
  lazyZodResolver<Draft>(() =>
    import('@fieldbook/domain/appointments/appointment-form.schemas').then(({ appointmentFormSchema }) =>
      appointmentFormSchema(adding),
    ),
  );
const checks = { create: checksFor(true), update: checksFor(false) };

export interface AppointmentFormDialogProps {
  appointment?: Appointment;
  /** A new appointment's starting values (reference, span, a client from a quick create). */
  initial?: Partial<Draft>;
  onClose: () => void;
  onSaved?: (appointment: Appointment) => void;
}

/** Create/Edit Appointment (1150 px): overview, types, clients, staff, colour and more options. */
export function AppointmentFormDialog({ appointment, initial, onClose, onSaved }: AppointmentFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const company = useUserLoad().data?.company;
  const wide = useMinWidth(1150);
  const titleId = useId();
  const adding = !appointment;
  // Deleted types too: an appointment may still carry one, and the types tab can offer them.
  const types = useAppointmentTypes(true);
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const [start] = useState<Draft>(() =>
    appointment ? draftOf(appointment) : blankDraft(company?.timezone ?? 'Australia/Melbourne', initial),
  );
  const form = useForm<Draft>({
    defaultValues: start,
    resolver: adding ? checks.create : checks.update,
  });
  const draft = form.watch();
  const errors = errorMessagesOf(form.formState.errors);
  const [tab, setTab] = useState<TabKey>(adding ? 'types' : 'overview');
  const [stale, setStale] = useState<string | null>(null);
  const [askingSeries, setAskingSeries] = useState(false);
  const [seriesAction, setSeriesAction] = useState<SeriesAction>('none');
  // Peek to Calendar hides the dialog (kept mounted, nothing lost) to look at the calendar behind it.
  const [peeking, setPeeking] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);
  const { guard, confirmDialog } = useConfirmDiscard(dirty, {
    title: 'Leave without saving?',
    message: 'You have unsaved changes to this appointment. Discard them?',
  });
  // The sections patch the working copy; once a save was tried, a changed field is checked again.
  const change = (patch: Partial<Draft>) => {
    for (const [key, value] of Object.entries(patch))
      form.setValue(key as keyof Draft, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
  };
  /** Functional updates read the form's current values: a client's reminders arrive after its contacts load. */
  const setDraft = (next: SetStateAction<Draft>) => change(typeof next === 'function' ? next(form.getValues()) : next);
  const staff = useStaffAvailability({ draft, change, except: appointment?.id ?? null, save: () => void save() });
  const available = types.data ?? [];
  const chosenTypes = available.filter((t) => draft.types.includes(t.id));
  const mustBeStaffed = chosenTypes.some((t) => t.must_be_staffed) && draft.attendees.length === 0;
  const step = STEPS.indexOf(tab);
  const contentRef = useTabSearchFocus(tab);
  /**
   * Saving a change to a recurring appointment first asks which of the series it reaches — unless
   * its rule changed, which replaces the later ones anyway.
   */
  const save = async (updateRecurring?: SeriesAction) => {
    const draft = form.getValues();
    if (appointment?.is_recurring && updateRecurring === undefined && draft.recursion_rule === start.recursion_rule) {
      setSeriesAction('none');
      setAskingSeries(true);
      return;
    }
    form.clearErrors();
    setStale(null);
    try {
      const saved = appointment
        ? await update.mutateAsync(
            updateBodyOf(appointment, {
              ...requestBodyOf(draft),
              status: draft.status,
              update_recurring: updateRecurring ?? 'none',
            }),
          )
        : await create.mutateAsync({
            ...requestBodyOf(draft),
            reference_id: draft.reference_changed ? draft.reference_id : null,
            reference_changed: draft.reference_changed,
            // In add mode the rule follows the start date (spec section 4).
            recursion_rule: draft.recursion_rule && ruleFollowingStart(draft.recursion_rule, draft.start_date),
            status: draft.status as (typeof CREATE_STATUSES)[number],
            note: draft.note || null,
            quotation_id: draft.quotation_id,
          });
      // An edit without a network waits on the device, and says so.
      enqueueSnackbar(appointment ? noticeFor(saved, APPOINTMENT_MESSAGES.updated) : APPOINTMENT_MESSAGES.created, {
        variant: 'success',
      });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setStale(error.message);
      else if (applyServerErrors(error, form.setError, errorFieldsOf(draft))) {
        const first = error instanceof ApiError ? Object.keys(error.fieldErrors)[0] : undefined;
        if (first) setTab(tabOfField(first, draft));
      }
    }
  };

  /** The browser's checks first; then, with staff, their availability (see useStaffAvailability). */
  const submit = form.handleSubmit(
    async (draft) => {
      if (await staff.clearToSave(draft)) await save();
    },
    // The tab of the first field the browser's checks refused.
    (refused) => {
      const first = Object.keys(errorMessagesOf(refused))[0];
      if (first) setTab(tabOfField(first, form.getValues()));
    },
  );

  const tabs: TabKey[] = ['overview', 'types', 'clients', 'staff', 'color', 'more'];

  return (
    <>
      {peeking && (
        <Fab
          variant="extended"
          color="primary"
          onClick={() => setPeeking(false)}
          sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.modal }}
        >
          <Visibility sx={{ mr: 1 }} />
          Back to Appointment
        </Fab>
      )}
      <Dialog
        open={!peeking}
        keepMounted
        onClose={() => guard(onClose)}
        fullScreen={!wide}
        maxWidth={false}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: wide ? { width: '100%', maxWidth: 1150 } : undefined } }}
      >
        <Box
          component="form"
          onSubmit={(event) => {
            // React bubbles events through portals: opened from another form, this one must not submit it too.
            event.stopPropagation();
            void submit(event);
          }}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', pr: 2 }}>
            <DialogTitle id={titleId} sx={{ flex: 1 }}>
              {adding ? 'Create Appointment' : 'Edit Appointment'}
            </DialogTitle>
            <Button size="small" startIcon={<VisibilityOff />} onClick={() => setPeeking(true)}>
              Peek to Calendar
            </Button>
          </Box>
          {adding && (
            <LinearProgress
              variant="determinate"
              value={((Math.max(step, 0) + 1) / STEPS.length) * 100}
              aria-label={`Step ${Math.max(step, 0) + 1} of ${STEPS.length}`}
            />
          )}
          <Tabs
            value={tab}
            onChange={(_event, next: TabKey) => setTab(next)}
            variant="scrollable"
            aria-label="Appointment sections"
          >
            {tabs.map((key) => (
              <Tab key={key} value={key} label={TAB_LABELS[key]} />
            ))}
          </Tabs>
          <DialogContent dividers sx={{ minHeight: 420 }} ref={contentRef}>
            <Stack spacing={2.5}>
              {stale && <Alert severity="warning">{stale}</Alert>}
              {form.formState.errors.root?.server && (
                <Alert severity="error">{form.formState.errors.root.server.message}</Alert>
              )}
              {mustBeStaffed && <Alert severity="warning">{APPOINTMENT_MESSAGES.mustBeStaffed}</Alert>}
              {tab === 'overview' && <DetailsSection draft={draft} change={change} errors={errors} adding={adding} />}
              {tab === 'overview' && (
                <WhenWhereSection
                  draft={draft}
                  change={change}
                  errors={errors}
                  adding={adding}
                  onSpan={staff.changeSpan}
                  original={adding ? undefined : start}
                />
              )}
              {tab === 'types' && (
                <TypesSection draft={draft} change={change} errors={errors} types={available} onDraft={setDraft} />
              )}
              {tab === 'clients' && (
                <ClientsSection
                  draft={draft}
                  change={change}
                  update={setDraft}
                  errors={errors}
                  adding={adding}
                  clientOffsets={chosenTypes[0]?.client_reminder_offset ?? null}
                />
              )}
              {tab === 'staff' && (
                <StaffSection
                  adding={adding}
                  draft={draft}
                  change={change}
                  errors={errors}
                  onAdd={staff.addStaff}
                  onRemove={staff.removeStaff}
                  onFindAvailable={staff.findAvailable}
                  onCheckAvailability={staff.checkAvailability}
                  licenceReasons={staff.licenceReasons}
                />
              )}
              {tab === 'color' && <ColourSection draft={draft} change={change} errors={errors} types={chosenTypes} />}
              {tab === 'more' && <MoreOptionsSection draft={draft} change={change} errors={errors} />}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => guard(onClose)}>Cancel</Button>
            {adding && step >= 0 && step < STEPS.length - 1 && (
              <Button onClick={() => setTab(STEPS[step + 1] ?? 'overview')}>Next</Button>
            )}
            <Button type="submit" variant="contained" disabled={create.isPending || update.isPending}>
              Save
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      {staff.dialogs}
      <ConfirmDialog
        open={askingSeries}
        title="Update recurring appointments?"
        message={
          <SeriesActionChoice
            label="Recurring appointments to update"
            choices={UPDATE_CHOICES}
            value={seriesAction}
            onChange={setSeriesAction}
          />
        }
        confirmLabel="Save"
        onCancel={() => setAskingSeries(false)}
        onConfirm={() => {
          setAskingSeries(false);
          void save(seriesAction);
        }}
      />
      {confirmDialog}
    </>
  );
}

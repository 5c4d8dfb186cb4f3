import Button from '@mui/material/Button';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AppProviders } from '../../../test/app-providers';
import { signedInWith } from '../../../test/fixtures';
import { failure, type MockRequest, mockApi, ok } from '../../../test/mock-api';
import { updateBodyOf } from '../api/appointments-api';
import { buildAppointment } from '../testing/appointment-fixtures';
import { useMoveSave } from './use-move-save';

/** A calendar move of a gas job onto a day Mia holds no gas licence for (issue 37). */

const mia = { id: 2, name: 'Mia Walsh', initials: 'MW', color: '#ef6c00', created_company: false };
const gas = { id: 7, name: 'Gas service', shorthand_name: 'GS', must_be_staffed: true, color: '#1e88e5' };
const job = buildAppointment({ id: 11, status: 'SCHEDULED', attendees: [mia], types: [gas] });
const moved = updateBodyOf(job, { start_date: '2027-03-02 10:00:00', end_date: '2027-03-02 11:00:00' });

function Mover({ revert }: { revert: () => void }) {
  const save = useMoveSave();
  return <Button onClick={() => save(job, moved, revert)}>Move</Button>;
}

function renderMove(routes: Parameters<typeof mockApi>[0]) {
  mockApi({ ...signedInWith(['canAccessCalendar', 'canEditAppointments']), ...routes });
  const revert = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Mover revert={revert} />
    </AppProviders>,
  );
  return { revert, clicker: userEvent.setup() };
}

describe('a calendar move', () => {
  it('under WARN saves, then says which staff lack the licence and why', async () => {
    const checked: MockRequest[] = [];
    const { revert, clicker } = renderMove({
      'PUT /v1/appointments': ok({ appointment: { ...job, start_date: moved.start_date, end_date: moved.end_date } }),
      'POST /v1/appointments/staff/availability': (request) => {
        checked.push(request);
        return ok({
          results: [
            {
              user_id: 2,
              status: 'AVAILABLE',
              conflicts: [],
              qualified: false,
              reason: 'Has no Gasfitter Type A licence',
            },
          ],
          suggestions: [],
        });
      },
    });
    await clicker.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Mia Walsh: Has no Gasfitter Type A licence')).toBeTruthy();
    expect(checked[0]?.body).toMatchObject({
      user_ids: [2],
      types: [7],
      start_date: '2027-03-02 10:00:00',
      except: 11,
    });
    expect(revert).not.toHaveBeenCalled();
  });

  it('under REFUSE undoes the move and shows the refusal', async () => {
    const refusal = 'Mia Walsh cannot be assigned: Has no Gasfitter Type A licence.';
    const { revert, clicker } = renderMove({
      'PUT /v1/appointments': failure(422, 'The given data was invalid.', { attendees: [refusal] }),
    });
    await clicker.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(revert).toHaveBeenCalledOnce());
  });
});

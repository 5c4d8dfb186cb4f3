import { TOAST_TIMEOUT_MS } from '@fieldbook/domain/system/system.constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticesProvider, useSnackbar } from './notices';

let notices: ReturnType<typeof useSnackbar>;
function Grab() {
  notices = useSnackbar();
  return null;
}

function renderNotices() {
  render(
    <NoticesProvider>
      <Grab />
    </NoticesProvider>,
  );
}

const shownTexts = () => [...document.querySelectorAll('[role="status"], [role="alert"]')].map((n) => n.textContent);

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a notice for the toast time, then removes it; an error is announced as an alert', async () => {
    vi.useFakeTimers();
    renderNotices();
    act(() => {
      notices.enqueueSnackbar('Client saved.', { variant: 'success' });
      notices.enqueueSnackbar('Could not save.', { variant: 'error' });
    });
    expect(screen.getByRole('status').textContent).toBe('Client saved.');
    expect(screen.getByRole('alert').textContent).toBe('Could not save.');

    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS - 100));
    expect(shownTexts()).toEqual(['Client saved.', 'Could not save.']);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(shownTexts()).toEqual([]);
  });

  it('shows three at once; the next waits for one to go', async () => {
    vi.useFakeTimers();
    renderNotices();
    act(() => {
      notices.enqueueSnackbar('One', { persist: true, key: 'one' });
      notices.enqueueSnackbar('Two', { persist: true });
      notices.enqueueSnackbar('Three', { persist: true });
      notices.enqueueSnackbar('Four');
    });
    expect(shownTexts()).toEqual(['One', 'Two', 'Three']);

    // Persistent ones stay past the toast time; the waiting one's time has not started.
    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS * 2));
    expect(shownTexts()).toEqual(['One', 'Two', 'Three']);

    act(() => notices.closeSnackbar('one'));
    expect(shownTexts()).toEqual(['Two', 'Three', 'Four']);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS + 100));
    expect(shownTexts()).toEqual(['Two', 'Three']);

    act(() => notices.closeSnackbar());
    expect(shownTexts()).toEqual([]);
  });

  it('adds no duplicate of a shown text when asked, nor a second notice with the same key', () => {
    renderNotices();
    act(() => {
      notices.enqueueSnackbar('Could not connect.', { variant: 'error', preventDuplicate: true });
      notices.enqueueSnackbar('Could not connect.', { variant: 'error', preventDuplicate: true });
      notices.enqueueSnackbar('Version 2 is ready.', { key: 'update', persist: true });
      notices.enqueueSnackbar('Version 3 is ready.', { key: 'update', persist: true });
      notices.enqueueSnackbar('Saved.');
      notices.enqueueSnackbar('Saved.');
    });
    expect(shownTexts()).toEqual(['Could not connect.', 'Version 2 is ready.', 'Saved.']);
  });

  it('keeps a notice while it is pointed at or focused, and gives its action the key to close it', async () => {
    vi.useFakeTimers();
    renderNotices();
    act(() => {
      notices.enqueueSnackbar('Link copied.', {
        action: (key) => (
          <button type="button" onClick={() => notices.closeSnackbar(key)}>
            Dismiss
          </button>
        ),
      });
    });
    const notice = screen.getByRole('status');
    fireEvent.mouseEnter(notice);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS * 2));
    expect(shownTexts()).toEqual(['Link copied.Dismiss']);

    fireEvent.mouseLeave(notice);
    fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }));
    await act(() => vi.advanceTimersByTimeAsync(TOAST_TIMEOUT_MS * 2));
    expect(shownTexts()).toEqual(['Link copied.Dismiss']);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownTexts()).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetViewportWidth, setViewportWidth } from '../test/viewport';
import { SplitView } from './split-view';

function Harness() {
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <SplitView
      list={
        <ul>
          {['Ada', 'Grace'].map((name) => (
            <li key={name}>
              <button type="button" onClick={() => setViewing(name)}>
                {name}
              </button>
            </li>
          ))}
        </ul>
      }
      view={viewing && <p>Viewing {viewing}</p>}
      viewTitle={viewing ?? undefined}
      onBack={() => setViewing(null)}
      placeholder={<p>Select a client</p>}
    />
  );
}

const list = () => screen.queryByRole('region', { name: 'List' });
const details = () => screen.queryByRole('region', { name: 'Details' });

afterEach(() => resetViewportWidth());

describe('SplitView', () => {
  it('shows both panels from 1024 px, the list 65 % wide, then 350 px while viewing', async () => {
    setViewportWidth(1280);
    render(<Harness />);
    const user = userEvent.setup();
    expect(getComputedStyle(list() as HTMLElement).width).toBe('65%');
    expect(screen.getByText('Select a client')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Grace' }));
    expect(screen.getByText('Viewing Grace')).toBeTruthy();
    expect(getComputedStyle(list() as HTMLElement).width).toBe('350px');
    expect(screen.getByRole('button', { name: 'Ada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('shows one panel at a time below 1024 px, with a back arrow', async () => {
    setViewportWidth(1023);
    render(<Harness />);
    const user = userEvent.setup();
    expect(details()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ada' }));
    expect(list()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ada' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Grace' })).toBeTruthy();
    expect(details()).toBeNull();
  });

  it('switches mode when the window crosses 1024 px', async () => {
    const viewport = setViewportWidth(1200);
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ada' }));
    expect(list()).toBeTruthy();
    viewport.resize(800);
    expect(list()).toBeNull();
    expect(screen.getByText('Viewing Ada')).toBeTruthy();
  });
});
